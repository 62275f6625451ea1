import { describe, expect, it } from 'vitest';
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import type { Edit, Finding } from '../src/model/types.js';
import { scanTree, testRule } from './rule-tester.js';

const rule = envVarWithoutDefault;

// ---------------------------------------------------------------------------------------------------------------
// Claude Code (.mcp.json)

testRule(rule, {
  valid: [
    { name: 'no variables', files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["server.js"] } } }' } },
    {
      name: 'CLAUDE_PROJECT_DIR with the default "."',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "${CLAUDE_PROJECT_DIR:-.}/bin/s", "args": ["${CLAUDE_PROJECT_DIR:-.}"] } } }' },
    },
    {
      name: 'CLAUDE_PROJECT_DIR with another default',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["${CLAUDE_PROJECT_DIR:-/srv/app}/server.js"] } } }' },
    },
    {
      name: '${VAR:-default} and ${VAR:-} in command, args and url',
      files: {
        '.mcp.json': '{ "mcpServers": { "s": { "command": "${NODE:-node}", "args": ["--dsn", "${DB_URL:-postgres://localhost/dev}", "${EXTRA:-}"] }, "r": { "type": "http", "url": "${MCP_URL:-https://x.example/mcp}" } } }',
      },
    },
    {
      name: 'Bearer ${TOKEN} in headers and ${KEY} in env are the recommended pattern',
      files: {
        '.mcp.json': '{ "mcpServers": { "gh": { "type": "http", "url": "https://api.githubcopilot.com/mcp/", "headers": { "Authorization": "Bearer ${GITHUB_PAT}" } }, "s": { "command": "x", "env": { "API_KEY": "${EXAMPLE_API_KEY}" } } } }',
      },
    },
    {
      name: '${CLAUDE_PLUGIN_ROOT} is set for plugin servers',
      files: { 'plugin/.mcp.json': '{ "mcpServers": { "s": { "command": "${CLAUDE_PLUGIN_ROOT}/bin/s", "args": ["${CLAUDE_PLUGIN_ROOT}/config.json"] } } }' },
    },
    {
      name: '$(cmd), ~/path, lower-case $names and $1 are not variables',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["$(pwd)", "~/x", "$metadata", "$1", "$$"] } } }' },
    },
    {
      name: 'a shell script expands $VAR itself, with the server environment',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "bash", "args": ["-c", "exec node $CLAUDE_PROJECT_DIR/server.js --home $HOME"] } } }' },
    },
    {
      name: 'assumeSet: variables the team guarantees',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["${HOME}/server.js"] } } }' },
      options: { assumeSet: ['HOME'] },
    },
  ],
  invalid: [
    {
      name: '${CLAUDE_PROJECT_DIR} in command is an error',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "${CLAUDE_PROJECT_DIR}/bin/server" } } }' },
      errors: [{
        line: 1, column: 38, endLine: 1, endColumn: 59, level: 'error',
        message: 'command of server "s": ${CLAUDE_PROJECT_DIR} is never expanded: CLAUDE_PROJECT_DIR is set in the server\'s environment, not in the one Claude Code expands from, so Claude Code warns "Missing environment variables: CLAUDE_PROJECT_DIR" and the server gets the literal text "${CLAUDE_PROJECT_DIR}" (some versions drop the server); write ${CLAUDE_PROJECT_DIR:-.}',
      }],
    },
    {
      name: '${CLAUDE_PROJECT_DIR} in args, twice',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["${CLAUDE_PROJECT_DIR}/server.js", "--db", "${CLAUDE_PROJECT_DIR}"] } } }' },
      errors: [
        { line: 1, column: 55, endColumn: 76, level: 'error', message: /^args\[0\] of server "s": \$\{CLAUDE_PROJECT_DIR\} is never expanded/ },
        { line: 1, column: 98, endColumn: 119, level: 'error', message: /^args\[2\] of server "s": / },
      ],
    },
    {
      name: '${CLAUDE_PROJECT_DIR:-} is always empty',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["${CLAUDE_PROJECT_DIR:-}/src"] } } }' },
      errors: [{
        line: 1, column: 55, endColumn: 78, level: 'warning',
        message: 'args[0] of server "s": ${CLAUDE_PROJECT_DIR:-} always expands to the empty string: CLAUDE_PROJECT_DIR is not set in the environment Claude Code expands from, so "${CLAUDE_PROJECT_DIR:-}/src" loses its folder; write ${CLAUDE_PROJECT_DIR:-.}',
      }],
    },
    {
      name: '${CLAUDE_PROJECT_DIR} in url is an error without a fix',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "type": "http", "url": "file://${CLAUDE_PROJECT_DIR}/x" } } }' },
      errors: [{ line: 1, column: 57, endColumn: 78, level: 'error', message: /literal text "\$\{CLAUDE_PROJECT_DIR\}" \(some versions drop the server\)$/ }],
    },
    {
      name: '${VAR} without default in command and args',
      files: { '.mcp.json': '{ "mcpServers": { "db": { "command": "${DB_BIN}", "args": ["--dsn", "${DB_URL}"] } } }' },
      errors: [
        {
          line: 1, column: 39, endColumn: 48, level: 'warning',
          message: 'command of server "db": ${DB_BIN} has no default: if DB_BIN is not set in the environment Claude Code starts from, Claude Code warns "Missing environment variables: DB_BIN" and passes the literal text "${DB_BIN}" (some versions drop the server instead); write ${DB_BIN:-default} or make sure DB_BIN is always set',
        },
        { line: 1, column: 70, endColumn: 79, level: 'warning', message: /^args\[1\] of server "db": \$\{DB_URL\} has no default/ },
      ],
    },
    {
      name: '${VAR} in url; ${VAR:-x} next to it is fine',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "type": "http", "url": "https://${HOST}/mcp?key=${KEY:-none}" } } }' },
      errors: [{ line: 1, column: 58, endColumn: 65, message: /^url of server "s": \$\{HOST\} has no default/ }],
    },
    {
      name: 'two references in one string',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["${A}-${B}"] } } }' },
      errors: [
        { line: 1, column: 55, endColumn: 59, message: /\$\{A\} has no default/ },
        { line: 1, column: 60, endColumn: 64, message: /\$\{B\} has no default/ },
      ],
    },
    {
      name: '$VAR without braces is passed literally (note)',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["$HOME/server.js"], "env": { "PATH": "$PATH:/opt/bin" } } } }' },
      errors: [
        { line: 1, column: 55, endColumn: 60, level: 'note', message: 'args[0] of server "s": $HOME is passed literally: Claude Code expands only the braced form ${HOME} (or ${HOME:-default})' },
        { line: 1, column: 92, endColumn: 97, level: 'note', message: /^env\.PATH of server "s": \$PATH is passed literally/ },
      ],
    },
    {
      name: 'nested ${A:-${B}} is broken',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["--x=${A:-${B}}!"] } } }' },
      errors: [{
        line: 1, column: 59, endColumn: 69, level: 'warning',
        message: 'args[0] of server "s": nested reference ${A:-${B}} does not work: Claude Code\'s expansion stops at the first "}", so it reads the variable A with the default "${B" and leaves the rest as literal text; Claude Code has no nested defaults: use one variable with a plain default',
      }],
    },
    {
      name: '${env:TOKEN} in a Claude file, even in headers',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "type": "http", "url": "https://x.example", "headers": { "Authorization": "Bearer ${env:TOKEN}" } } } }' },
      errors: [{
        line: 1, column: 108, endColumn: 120, level: 'warning',
        message: 'headers.Authorization of server "s": ${env:TOKEN} is VS Code syntax: Claude Code looks up an environment variable literally named "env:TOKEN", which is never set, so the server gets the literal text "${env:TOKEN}"; write ${TOKEN}',
      }],
    },
    {
      name: '${A:-x:-y} drops the second default',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["${A:-x:-y}"] } } }' },
      errors: [{ line: 1, column: 55, endColumn: 65, message: /has more than one ":-": Claude Code splits at the first and drops everything after the second/ }],
    },
    {
      name: 'a VS Code variable in a Claude file',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["${workspaceFolder}/server.js"] } } }' },
      errors: [{ line: 1, column: 55, endColumn: 73, message: /is a VS Code variable: .*; for the project folder use \$\{CLAUDE_PROJECT_DIR:-\.\}$/ }],
    },
    {
      // mcp-remote fills in ${…} in its --header values itself: the variable belongs in the entry's env (env-var-bridges.test.ts)
      name: 'Authorization: Bearer ${V0_API_KEY} inside an mcp-remote header',
      files: { '.mcp.json': '{ "mcpServers": { "v0": { "command": "npx", "args": ["-y", "mcp-remote@0.1.0", "https://v0.dev/mcp", "--header", "Authorization: Bearer ${V0_API_KEY}"] } } }' },
      errors: [{ line: 1, column: 137, endColumn: 150, level: 'warning', message: /^args\[4\] of server "v0": mcp-remote fills in \$\{V0_API_KEY\} from its own environment, and this entry does not give it V0_API_KEY/ }],
    },
    {
      name: '${VAR} in a shell script: Claude Code expands it first',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "bash", "args": ["-lc", "exec node ${SERVER_JS}"] } } }' },
      errors: [{ line: 1, column: 72, endColumn: 84, message: /Claude Code expands it before the shell runs; .*write \$SERVER_JS to leave it to the shell/ }],
    },
    {
      name: 'JSON escapes before the reference',
      // value: `"q" é \ C:\x ${TOKEN}`; each escape is longer in the source than in the value
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["\\"q\\" \\u00e9 \\\\ C:\\\\x ${TOKEN}"] } } }' },
      errors: [{ line: 1, column: 77, endColumn: 85, message: /\$\{TOKEN\} has no default/ }],
    },
    {
      name: 'an escaped reference: \\u0024{TOKEN} is ${TOKEN} after decoding',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "command": "node", "args": ["\\u0024{TOKEN}"] } } }' },
      errors: [{ line: 1, column: 55, endColumn: 68, message: /\$\{TOKEN\} has no default/ }],
    },
    {
      name: 'BOM and CRLF',
      files: { '.mcp.json': '\ufeff{\r\n  "mcpServers": {\r\n    "s": {\r\n      "command": "node",\r\n      "args": [\r\n        "${CLAUDE_PROJECT_DIR}",\r\n        "${DATA_DIR}"\r\n      ]\r\n    }\r\n  }\r\n}\r\n' },
      errors: [
        { line: 6, column: 10, endLine: 6, endColumn: 31, level: 'error' },
        { line: 7, column: 10, endLine: 7, endColumn: 21, level: 'warning' },
      ],
    },
    {
      name: 'checkEnvAndHeaders: notes for env and header values',
      files: { '.mcp.json': '{ "mcpServers": { "s": { "type": "http", "url": "https://x.example", "headers": { "Authorization": "Bearer ${TOKEN}" } } } }' },
      options: { checkEnvAndHeaders: true },
      errors: [{ line: 1, column: 108, endColumn: 116, level: 'note', message: /^headers\.Authorization of server "s": \$\{TOKEN\} has no default/ }],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Codex (.codex/config.toml)

testRule(rule, {
  valid: [
    {
      name: 'the Codex way: env_vars, bearer_token_env_var, env_http_headers',
      files: {
        '.codex/config.toml': '[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y", "@example/docs-mcp@1.0.0"]\nenv_vars = ["DOCS_API_KEY"]\n\n[mcp_servers.github]\nurl = "https://api.githubcopilot.com/mcp/"\nbearer_token_env_var = "GITHUB_PAT"\nenv_http_headers = { "X-MCP-Toolsets" = "GITHUB_TOOLSETS" }\n',
      },
    },
    {
      name: 'a shell script using forwarded and default variables',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "bash"\nargs = ["-c", "exec server --token \\"$TOKEN\\" --home ${HOME} --mode ${MODE:-ro} --x $X"]\nenv_vars = ["TOKEN"]\nenv = { X = "1" }\n' },
    },
    {
      name: 'a $ that is not a variable',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "node"\nargs = ["$(pwd)", "$metadata", "price: 5$"]\n' },
    },
  ],
  invalid: [
    {
      name: '${TOKEN} in http_headers: bearer_token_env_var / env_http_headers',
      files: { '.codex/config.toml': '[mcp_servers.gh]\nurl = "https://x.example/mcp"\nhttp_headers = { Authorization = "Bearer ${GH}", "X-Key" = "${KEY}" }\n' },
      errors: [
        {
          line: 3, column: 42, endColumn: 47, level: 'warning',
          message: 'http_headers.Authorization of server "gh": Codex never expands variables, so the server gets the literal text "${GH}"; remove this header and set bearer_token_env_var = "GH": Codex then sends "Authorization: Bearer <value of GH>"',
        },
        {
          line: 3, column: 61, endColumn: 67,
          message: 'http_headers.X-Key of server "gh": Codex never expands variables, so the server gets the literal text "${KEY}"; move it to env_http_headers = { "X-Key" = "KEY" }: Codex reads the header\'s value from KEY at request time',
        },
      ],
    },
    {
      name: 'a header value that mixes text and a variable',
      files: { '.codex/config.toml': '[mcp_servers.gh]\nurl = "https://x.example/mcp"\n\n[mcp_servers.gh.http_headers]\n"X-Auth" = "token=${T}"\n' },
      errors: [{ line: 5, column: 19, endColumn: 23, message: /env_http_headers = \{ "X-Auth" = "NAME" \} takes the whole header value from the variable NAME/ }],
    },
    {
      name: '${VAR} in env, same name and another name',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "node"\nenv = { API_KEY = "${API_KEY}", TOKEN = "$GH_TOKEN" }\n' },
      errors: [
        { line: 3, column: 20, endColumn: 30, message: 'env.API_KEY of server "s": Codex never expands variables, so the server gets the literal text "${API_KEY}"; to pass API_KEY on from the environment Codex runs in, remove this entry and add env_vars = ["API_KEY"]' },
        { line: 3, column: 42, endColumn: 51, message: /^env\.TOKEN of server "s": .*literal text "\$GH_TOKEN"; Codex forwards variables only under their own name: add env_vars = \["GH_TOKEN"\]/ },
      ],
    },
    {
      name: '${VAR} and $VAR in args and url',
      files: { '.codex/config.toml': "[mcp_servers.s]\ncommand = \"node\"\nargs = ['--token=${TOKEN}', \"$HOME/x\"]\n\n[mcp_servers.r]\nurl = \"https://${HOST}/mcp\"\n" },
      errors: [
        { line: 3, column: 18, endColumn: 26, message: /^args\[0\] of server "s": Codex never expands variables, so the server gets the literal text "\$\{TOKEN\}"; .*env_vars = \["TOKEN"\]/ },
        { line: 3, column: 30, endColumn: 35, message: /^args\[1\] of server "s": .*"\$HOME"/ },
        { line: 6, column: 16, endColumn: 23, message: /^url of server "r": .*Codex has no way to put a variable into the url/ },
      ],
    },
    {
      name: 'a multi-line string, reference on its second line',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "node"\nargs = ["""\nfirst\n  ${SECOND}"""]\n' },
      errors: [{ line: 5, column: 3, endColumn: 12 }],
    },
    {
      name: 'a shell script needing a variable Codex does not forward',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "sh"\nargs = ["-c", "exec server --token ${TOKEN}"]\n' },
      errors: [{
        line: 3, column: 36, endColumn: 44,
        message: 'args[1] of server "s": the shell expands ${TOKEN} from the server\'s environment, which Codex builds from a short allow-list plus "env_vars" and "env": TOKEN is in neither, so it expands to an empty string; add env_vars = ["TOKEN"]',
      }],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// VS Code (.vscode/mcp.json)

const vscodeFile = `{
  // inputs are prompted for once and stored
  "inputs": [{ "type": "promptString", "id": "tok", "description": "Token", "password": true }],
  "servers": {
    "a": {
      "command": "npx",
      "args": ["\${workspaceFolder}", "\${workspaceFolder:app}", "\${userHome}/x", "\${pathSeparator}", "\${/}"],
      "env": { "T": "\${input:tok}", "H": "\${env:HOME}", "C": "\${config:editor.fontSize}" },
    },
  },
}
`;

testRule(rule, {
  valid: [
    { name: 'VS Code variables and a defined input', files: { '.vscode/mcp.json': vscodeFile } },
  ],
  invalid: [
    {
      name: 'Claude-style ${VAR} in .vscode/mcp.json',
      files: { '.vscode/mcp.json': '{\n  "servers": {\n    "a": { "command": "node", "args": ["--token", "${TOKEN}", "${DIR:-/tmp}"] }\n  }\n}\n' },
      errors: [
        {
          line: 3, column: 52, endColumn: 60, level: 'warning',
          message: 'args[1] of server "a": VS Code does not expand ${TOKEN} in its MCP configuration (that is .mcp.json syntax), so the server gets the literal text; write ${env:TOKEN} (empty when unset) or, for a secret, ${input:…} with an "inputs" entry that has "password": true',
        },
        { line: 3, column: 64, endColumn: 76, message: /VS Code does not expand \$\{DIR:-\/tmp\} .*write \$\{env:DIR\} \(empty when unset; VS Code has no defaults\)/ },
      ],
    },
    {
      name: '${input:x} with no matching inputs entry',
      files: { '.vscode/mcp.json': '{\n  "inputs": [{ "type": "promptString", "id": "tok", "description": "t" }],\n  "servers": {\n    // remote\n    "r": { "type": "http", "url": "https://x.example", "headers": { "Authorization": "Bearer ${input:token}" } }\n  }\n}\n' },
      errors: [{
        line: 5, column: 94, endColumn: 108,
        message: 'headers.Authorization of server "r": ${input:token} names no entry of "inputs": VS Code stops with "Undefined input variable \'token\'" and does not start the server; add { "type": "promptString", "id": "token", "description": "…", "password": true } to "inputs"',
      }],
    },
    {
      name: '${input:x} in a file without inputs',
      files: { '.vscode/mcp.json': '{ "servers": { "s": { "command": "x", "env": { "K": "${input:k}" } } } }' },
      errors: [{ line: 1, column: 54, endColumn: 64, message: /names no entry of "inputs"/ }],
    },
    {
      name: '$VAR without braces and a nested reference',
      files: { '.vscode/mcp.json': '{ "servers": { "s": { "command": "x", "args": ["$HOME/a", "${env:${X}}"] } } }' },
      errors: [
        { line: 1, column: 49, endColumn: 54, level: 'note', message: 'args[0] of server "s": $HOME is passed literally: VS Code expands only ${env:HOME}' },
        { line: 1, column: 60, endColumn: 70, level: 'warning', message: /is a nested reference: VS Code does not resolve those/ },
      ],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Fixes and suggestions

function apply(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

function only(findings: Finding[]): Finding {
  expect(findings).toHaveLength(1);
  return findings[0]!;
}

describe('env-var-without-default: fixes', () => {
  it('adds ":-." to ${CLAUDE_PROJECT_DIR} in command (safe fix, exact edit)', () => {
    const text = '{ "mcpServers": { "s": { "command": "${CLAUDE_PROJECT_DIR}/bin/server" } } }';
    const finding = only(scanTree({ '.mcp.json': text }, [rule]).findings);
    expect(finding.fix).toEqual({
      description: 'add the default ":-." (the folder the server starts in)',
      safe: true,
      edits: [{ file: '.mcp.json', start: 57, end: 57, text: ':-.' }],
    });
    const fixed = apply(text, finding.fix!.edits);
    expect(fixed).toBe('{ "mcpServers": { "s": { "command": "${CLAUDE_PROJECT_DIR:-.}/bin/server" } } }');
    expect(scanTree({ '.mcp.json': fixed }, [rule]).findings).toEqual([]);
  });

  it('fixes every reference in args and env, with a BOM, CRLF and escapes, and the result is clean', () => {
    const text = '\ufeff{\r\n  "mcpServers": {\r\n    "s": {\r\n      "command": "node",\r\n      "args": ["\\"${CLAUDE_PROJECT_DIR}\\"", "${CLAUDE_PROJECT_DIR\\u007d/x"],\r\n      "env": { "ROOT": "${CLAUDE_PROJECT_DIR}" }\r\n    }\r\n  }\r\n}\r\n';
    const findings = scanTree({ '.mcp.json': text }, [rule]).findings;
    expect(findings.map((f) => [f.level, f.region.startLine, f.region.startColumn, f.region.endColumn])).toEqual([
      ['error', 5, 19, 40],
      ['error', 5, 46, 72],
      ['error', 6, 25, 46],
    ]);
    const edits = findings.flatMap((f) => f.fix!.edits);
    // the insertion goes right before the closing brace, even when that brace is written as \u007d
    expect(edits.map((e) => text.slice(e.start, e.start + 6))).toEqual(['}\\"", ', '\\u007d', '}" }\r\n']);
    const fixed = apply(text, edits);
    expect(fixed).toBe('\ufeff{\r\n  "mcpServers": {\r\n    "s": {\r\n      "command": "node",\r\n      "args": ["\\"${CLAUDE_PROJECT_DIR:-.}\\"", "${CLAUDE_PROJECT_DIR:-.\\u007d/x"],\r\n      "env": { "ROOT": "${CLAUDE_PROJECT_DIR:-.}" }\r\n    }\r\n  }\r\n}\r\n');
    const parsed = JSON.parse(fixed.slice(1)) as { mcpServers: { s: { args: string[]; env: { ROOT: string } } } };
    expect(parsed.mcpServers.s.args).toEqual(['"${CLAUDE_PROJECT_DIR:-.}"', '${CLAUDE_PROJECT_DIR:-.}/x']);
    expect(parsed.mcpServers.s.env.ROOT).toBe('${CLAUDE_PROJECT_DIR:-.}');
    expect(scanTree({ '.mcp.json': fixed }, [rule]).findings).toEqual([]);
  });

  it('offers no fix in url or headers', () => {
    const text = '{ "mcpServers": { "s": { "type": "http", "url": "https://x/${CLAUDE_PROJECT_DIR}", "headers": { "X-Dir": "${CLAUDE_PROJECT_DIR}" } } } }';
    const findings = scanTree({ '.mcp.json': text }, [rule]).findings;
    expect(findings.map((f) => [f.level, f.fix])).toEqual([['error', undefined], ['error', undefined]]);
  });

  it('suggests (does not fix) "." for ${CLAUDE_PROJECT_DIR:-}', () => {
    const text = '{ "mcpServers": { "s": { "command": "node", "args": ["${CLAUDE_PROJECT_DIR:-}/src"] } } }';
    const finding = only(scanTree({ '.mcp.json': text }, [rule]).findings);
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions).toHaveLength(1);
    expect(apply(text, finding.suggestions![0]!.edits)).toBe('{ "mcpServers": { "s": { "command": "node", "args": ["${CLAUDE_PROJECT_DIR:-.}/src"] } } }');
  });

  it('suggests ${TOKEN} for ${env:TOKEN} in a Claude file, keeping the default', () => {
    const text = '{ "mcpServers": { "s": { "command": "node", "env": { "T": "${env:TOKEN:-none}" } } } }';
    const finding = only(scanTree({ '.mcp.json': text }, [rule]).findings);
    expect(finding.message).toMatch(/which is never set, so the default is always used; write \$\{TOKEN\}$/);
    expect(apply(text, finding.suggestions![0]!.edits)).toBe('{ "mcpServers": { "s": { "command": "node", "env": { "T": "${TOKEN:-none}" } } } }');
  });

  it('suggests $VAR in a shell script', () => {
    const text = '{ "mcpServers": { "s": { "command": "/bin/sh", "args": ["-c", "cd ${CLAUDE_PROJECT_DIR} && exec ./run ${ARG}x"] } } }';
    const findings = scanTree({ '.mcp.json': text }, [rule]).findings;
    expect(findings.map((f) => f.level)).toEqual(['warning', 'warning']);
    expect(findings[0]!.fix).toBeUndefined();
    expect(apply(text, findings[0]!.suggestions![0]!.edits)).toBe('{ "mcpServers": { "s": { "command": "/bin/sh", "args": ["-c", "cd $CLAUDE_PROJECT_DIR && exec ./run ${ARG}x"] } } }');
    // `$ARGx` would name another variable: no suggestion there
    expect(findings[1]!.suggestions).toBeUndefined();
  });

  it('suggests ${env:VAR} for ${VAR} in .vscode/mcp.json', () => {
    const text = '{ "servers": { "s": { "command": "x", "env": { "K": "${API_KEY}" } } } }';
    const finding = only(scanTree({ '.vscode/mcp.json': text }, [rule]).findings);
    expect(apply(text, finding.suggestions![0]!.edits)).toBe('{ "servers": { "s": { "command": "x", "env": { "K": "${env:API_KEY}" } } } }');
  });

  it('declares its metadata', () => {
    expect(rule.meta).toMatchObject({ id: 'env-var-without-default', level: 'warning', precision: 'high', fixable: 'safe', tags: ['security', 'reliability'] });
  });
});
