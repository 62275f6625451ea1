/**
 * Applying fixes with the real registry client and the real `unpinned-package` rule: pins the registry cannot resolve
 * become suggestions, every host format and hook form is pinned in place, a property test over generated files (every
 * safe fix leaves a file the host accepts), and VS Code's `inputs` insertion. The registry is a real HTTP server on
 * 127.0.0.1 (helpers/fix-harness.ts); fix-apply.test.ts has the fixer's own behaviour with small test rules.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scan } from '../src/engine/engine.js';
import { runFixes } from '../src/fix/index.js';
import type { Rule } from '../src/model/types.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { writeTree } from './rule-tester.js';
import { PLACEHOLDER, meta, testPin, testTimeout, useFixHarness } from './helpers/fix-harness.js';

const { registry, dirs, scanDir, fixTree, expectIdempotent } = useFixHarness();

describe('pins the registry cannot resolve become suggestions', () => {
  const input = (pkg: string) => `{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "${pkg}"] } } }\n`;

  it.each([
    ['not-published', 'registry answered 404'],
    ['@acme/not-published@latest', 'registry answered 404'],
    ['server-error', 'registry answered 500'],
    ['broken-json', 'the registry sent invalid JSON'],
    ['malformed-packument', 'the registry sent a malformed packument'],
    ['slow-package', 'no answer from the registry within 400ms'],
    ['@angular/cli@^99', 'no published version satisfies "^99"'],
    ['evil-version', 'the registry sent a malformed packument (version "1.0.0", "--eval", "process.exit()")'],
  ])('%s', async (pkg, reason) => {
    const { read, outcome, result } = await fixTree({ '.mcp.json': input(pkg) }, [testPin], pkg === 'slow-package' ? { timeoutMs: 400 } : {});
    const name = pkg.replace(/(?<=.)@.*$/, '');
    expect(read('.mcp.json')).toBe(input(pkg));
    expect(outcome.changedFiles).toEqual([]);
    expect(outcome.messages).toEqual([`.mcp.json:1:59: not fixed: could not resolve a version for ${name} (${reason}); left as a suggestion`]);
    const [finding] = outcome.adjust(result.findings);
    expect(finding!.fix).toBeUndefined();
    expect(finding!.suggestions!.map((s) => s.description)).toEqual([`could not resolve a version for ${name} (${reason}); pin it by hand`]);
    expect(finding!.suggestions![0]!.edits[0]!.text).toBe(`"${name}@${PLACEHOLDER}"`);
  });

  it('--offline contacts no registry and still applies the fixes that need no look-up', async () => {
    const before = registry().requests.length;
    const { read, outcome, result } = await fixTree({ '.mcp.json': input('@angular/cli@latest') }, [testPin, testTimeout()], { offline: true, registry: 'http://127.0.0.1:9' });
    expect(registry().requests.length).toBe(before);
    expect(read('.mcp.json')).toBe('{ "mcpServers": { "a": { "timeout": 60000, "command": "npx", "args": ["-y", "@angular/cli@latest"] } } }\n');
    expect(outcome.messages).toEqual([
      '.mcp.json:1:59: not fixed: could not resolve a version for @angular/cli (--offline: the registry was not contacted); left as a suggestion',
      'fixed 1 problem in .mcp.json',
    ]);
    const adjusted = outcome.adjust(result.findings).find((f) => f.ruleId === 'test-pin')!;
    expect(adjusted.fix).toBeUndefined();
    expect(adjusted.suggestions![0]!.description).toBe('could not resolve a version for @angular/cli (--offline: the registry was not contacted); pin it by hand');
    // the re-scan after fixing has a new finding object; adjust finds it by fingerprint
    const rescanned = outcome.adjust(scan({ paths: ['.'], cwd: result.roots[0]!, rules: [testPin] }).findings);
    expect(rescanned[0]!.fix).toBeUndefined();
  });

  it('a bad registry URL is a usage error', async () => {
    await expect(fixTree({ '.mcp.json': input('mcp-remote') }, [testPin], { registry: 'ftp://example.com' })).rejects.toThrow('is not an http(s) URL');
  });
});

describe('with the real unpinned-package rule', () => {
  const rules = [unpinnedPackage];

  it('.mcp.json: args, a shell command string, a cmd wrapper; PyPI and docker stay suggestions', async () => {
    const input = [
      '{',
      '  "mcpServers": {',
      '    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] },',
      '    "remote": { "command": "npx -y mcp-remote@^0.1.0 https://example.com/mcp" },',
      '    "docs": { "command": "cmd", "args": ["/c", "npx", "-y", "@upstash/context7-mcp"] },',
      '    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@latest", "/srv"] },',
      '    "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] },',
      '    "gh": { "command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"] }',
      '  }',
      '}',
      '',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.mcp.json': input }, rules);
    expect(outcome.messages).toEqual(['fixed 4 problems in .mcp.json']);
    expect(read('.mcp.json')).toBe([
      '{',
      '  "mcpServers": {',
      '    "angular": { "command": "npx", "args": ["-y", "@angular/cli@20.3.4", "mcp"] },',
      '    "remote": { "command": "npx -y mcp-remote@0.1.8 https://example.com/mcp" },',
      '    "docs": { "command": "cmd", "args": ["/c", "npx", "-y", "@upstash/context7-mcp@1.0.14"] },',
      '    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.7.1", "/srv"] },',
      '    "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] },',
      '    "gh": { "command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"] }',
      '  }',
      '}',
      '',
    ].join('\n'));
    expect(scanDir(dir, rules).findings.map((f) => `${f.location} ${f.fix ? 'fix' : 'suggestion'}`)).toEqual([
      'mcpServers.fetch.args[0] suggestion',
      'mcpServers.gh.args[3] suggestion',
    ]);
    await expectIdempotent(dir, rules);
  });

  it('.vscode/mcp.json with comments and trailing commas', async () => {
    const input = [
      '{',
      '  // servers for this workspace',
      '  "servers": {',
      '    "angular": {',
      '      "command": "npx",',
      '      "args": ["-y", "@angular/cli@next", "mcp",], // trailing comma',
      '    },',
      '    /* remote */ "remote": { "command": "npx", "args": ["mcp-remote", "https://example.com/mcp"], },',
      '  },',
      '}',
      '',
    ].join('\n');
    const { read, dir } = await fixTree({ '.vscode/mcp.json': input }, rules);
    expect(read('.vscode/mcp.json')).toBe([
      '{',
      '  // servers for this workspace',
      '  "servers": {',
      '    "angular": {',
      '      "command": "npx",',
      '      "args": ["-y", "@angular/cli@21.0.0-rc.1", "mcp",], // trailing comma',
      '    },',
      '    /* remote */ "remote": { "command": "npx", "args": ["mcp-remote@0.1.9", "https://example.com/mcp"], },',
      '  },',
      '}',
      '',
    ].join('\n'));
    await expectIdempotent(dir, rules);
  });

  it('.codex/config.toml with multi-line arrays and comments', async () => {
    const input = [
      '[mcp_servers.angular]',
      'command = "npx"',
      'args = [',
      '  "-y",  # accept the install prompt',
      '  "@angular/cli@v19-lts",',
      '  # the MCP sub-command',
      '  "mcp",',
      ']',
      '',
      '[mcp_servers.fs]',
      "command = 'npx'",
      "args = ['-y', '@modelcontextprotocol/server-filesystem', '/srv']  # literal strings",
      '',
    ].join('\n');
    const { read, dir } = await fixTree({ '.codex/config.toml': input }, rules);
    expect(read('.codex/config.toml')).toBe([
      '[mcp_servers.angular]',
      'command = "npx"',
      'args = [',
      '  "-y",  # accept the install prompt',
      '  "@angular/cli@19.2.15",',
      '  # the MCP sub-command',
      '  "mcp",',
      ']',
      '',
      '[mcp_servers.fs]',
      "command = 'npx'",
      "args = ['-y', '@modelcontextprotocol/server-filesystem@2025.7.1', '/srv']  # literal strings",
      '',
    ].join('\n'));
    await expectIdempotent(dir, rules);
  });

  it('CRLF and BOM', async () => {
    const input = '\uFEFF{\r\n  "mcpServers": {\r\n    "a": {\r\n      "command": "npx",\r\n      "args": ["-y", "mcp-remote@^0.1.0"]\r\n    }\r\n  }\r\n}\r\n';
    const { dir } = await fixTree({ '.mcp.json': input }, rules);
    expect(readFileSync(join(dir, '.mcp.json')).toString('latin1')).toBe(
      Buffer.from(input.replace('mcp-remote@^0.1.0', 'mcp-remote@0.1.8'), 'utf8').toString('latin1'),
    );
    await expectIdempotent(dir, rules);
  });

  it('.claude/settings.json hooks: a shell-form hook and an exec-form hook are pinned, not another byte changes', async () => {
    const input = [
      '{',
      '  // formatting after each edit',
      '  "hooks": {',
      '    "PostToolUse": [',
      '      {',
      '        "matcher": "Write|Edit",',
      '        "hooks": [',
      '          { "type": "command", "command": "npx -y prettier@latest --write \\"$CLAUDE_FILE_PATHS\\"", "timeout": 30 },',
      '          { "type": "command", "command": "npx", "args": ["-y", "mcp-remote@^0.1.0", "--help"] },',
      '          { "type": "command", "command": "npx prettier@3.3.3 --check ." }',
      '        ]',
      '      }',
      '    ]',
      '  },',
      '  "statusLine": { "type": "command", "command": "npx -y @angular/cli version" },',
      '  "permissions": { "allow": ["Read"] },',
      '}',
      '',
    ].join('\r\n');
    const { read, outcome, dir } = await fixTree({ '.claude/settings.json': input }, rules);
    expect(outcome.messages).toEqual(['fixed 3 problems in .claude/settings.json']);
    expect(read('.claude/settings.json')).toBe(input
      .replace('prettier@latest', 'prettier@3.6.2')
      .replace('mcp-remote@^0.1.0', 'mcp-remote@0.1.8')
      .replace('@angular/cli version', '@angular/cli@20.3.4 version'));
    expect(scanDir(dir, rules).findings).toEqual([]);
    await expectIdempotent(dir, rules);
  });

  it('.claude/settings.json: a hook that sets variables before npx is pinned in place and still parses', async () => {
    const input = [
      '{',
      '  "hooks": { "PostToolUse": [ { "matcher": "Write|Edit", "hooks": [',
      '    { "type": "command", "command": "DEPLOY_ENV=prod npx -y prettier --write ." },',
      '    { "type": "command", "command": "A=\\"x y\\" B=1 npx prettier@latest --check ." }',
      '  ] } ] }',
      '}',
      '',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.claude/settings.json': input }, rules);
    expect(outcome.messages).toEqual(['fixed 2 problems in .claude/settings.json']);
    const output = read('.claude/settings.json');
    expect(output).toBe(input.replace('prettier --write', 'prettier@3.6.2 --write').replace('prettier@latest', 'prettier@3.6.2'));
    // the file re-parses as JSON, and the rescan sees both hooks pinned (no parse problem, nothing left to fix)
    expect(() => JSON.parse(output)).not.toThrow();
    expect(scanDir(dir, [invalidConfig, ...rules]).findings).toEqual([]);
    await expectIdempotent(dir, rules);
  });

  it('.cursor/hooks.json: the hook command is pinned in place, tabs and the rest kept', async () => {
    const input = '{\n\t"version": 1,\n\t"hooks": {\n\t\t"afterFileEdit": [\n\t\t\t{ "command": "npx prettier --write" },\n\t\t\t{ "command": "./.cursor/hooks/audit.sh" }\n\t\t]\n\t}\n}\n';
    const { read, dir } = await fixTree({ '.cursor/hooks.json': input }, rules);
    expect(read('.cursor/hooks.json')).toBe(input.replace('npx prettier --write', 'npx prettier@3.6.2 --write'));
    await expectIdempotent(dir, rules);
  });

  it('a slash command\'s !`…` line, a Gemini CLI command\'s !{…} and a Copilot hook: pinned in place', async () => {
    const files = {
      '.claude/commands/fmt.md': '---\ndescription: format\n---\nCheck:\n!`npx -y prettier --check .`\n',
      '.gemini/commands/fmt.toml': 'description = "format"\nprompt = """\nCheck:\n!{npx prettier@latest --check {{args}}}\n"""\n',
      '.github/hooks/fmt.json': '{\n  "version": 1,\n  "hooks": { "postToolUse": [ { "type": "command", "bash": "npx prettier --write ." } ] }\n}\n',
    };
    const { read, dir } = await fixTree(files, rules);
    expect(read('.claude/commands/fmt.md')).toBe(files['.claude/commands/fmt.md'].replace('prettier --check', 'prettier@3.6.2 --check'));
    expect(read('.gemini/commands/fmt.toml')).toBe(files['.gemini/commands/fmt.toml'].replace('prettier@latest', 'prettier@3.6.2'));
    expect(read('.github/hooks/fmt.json')).toBe(files['.github/hooks/fmt.json'].replace('prettier --write', 'prettier@3.6.2 --write'));
    await expectIdempotent(dir, rules);
  });

  it('a dry run masks a secret on a context line even when hardcoded-secret did not run', async () => {
    const token = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A';
    const input = `{\n  "mcpServers": {\n    "gh": {\n      "command": "npx",\n      "args": ["-y", "mcp-remote"],\n      "env": { "GITHUB_TOKEN": "${token}" }\n    }\n  }\n}\n`;
    const { outcome } = await fixTree({ '.mcp.json': input }, rules, { write: false });
    expect(outcome.diff).toContain('-      "args": ["-y", "mcp-remote"],\n+      "args": ["-y", "mcp-remote@0.1.9"],\n');
    expect(outcome.diff).toContain('       "env": { "GITHUB_TOKEN": "ghp_************************************" }\n');
    expect(outcome.diff).not.toContain(token.slice(4));
  });
});

describe('property: applying every safe fix leaves a file the host accepts', () => {
  type Style = { indent: string; eol: '\n' | '\r\n'; bom: boolean; comments: boolean; trailing: boolean; inlineArgs: boolean };
  // (package, spec) pairs the fixture registry resolves
  const PINNABLE = [
    '@angular/cli@latest', '@angular/cli', '@angular/cli@next', '@angular/cli@^20', '@angular/cli@~19.2.0', 'mcp-remote',
    'mcp-remote@^0.1.0', 'mcp-remote@beta', '@modelcontextprotocol/server-filesystem', '@upstash/context7-mcp@^1.0.0',
    '@upstash/context7-mcp@1.x',
  ];
  const OTHERS: unknown[] = [
    { command: 'node', args: ['server.js'] },
    { command: 'uvx', args: ['mcp-server-fetch'] },
    { command: 'npx', args: ['-y', 'mcp-remote@0.1.8'] },
    { type: 'http', url: 'https://example.com/mcp' },
  ];
  const launch = fc.oneof(
    fc.tuple(fc.constantFrom(...PINNABLE), fc.array(fc.constantFrom('mcp', '--port', '80', 'é "quoted"', '\\path', '\t'), { maxLength: 3 }), fc.boolean())
      .map(([pkg, extra, yes]) => ({ command: 'npx', args: [...(yes ? ['-y'] : []), pkg, ...extra] })),
    fc.constantFrom(...PINNABLE).map((pkg) => ({ command: `npx -y ${pkg} --stdio` })),
    fc.constantFrom(...PINNABLE).map((pkg) => ({ command: 'cmd', args: ['/c', 'npx', '-y', pkg] })),
    fc.constantFrom(...OTHERS),
  );
  const style: fc.Arbitrary<Style> = fc.record({
    indent: fc.constantFrom('', ' ', '  ', '    ', '\t'),
    eol: fc.constantFrom('\n' as const, '\r\n' as const),
    bom: fc.boolean(),
    comments: fc.boolean(),
    trailing: fc.boolean(),
    inlineArgs: fc.boolean(),
  });

  /** JSON text in the given layout; JSONC extras (comments, trailing commas) only where the host allows them. */
  function write(value: unknown, s: Style, jsonc: boolean, depth = 0, key = ''): string {
    const pad = (d: number) => (s.indent ? s.eol + s.indent.repeat(d) : ' ');
    if (Array.isArray(value)) {
      if (s.inlineArgs || !value.length) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      const items = value.map((v) => pad(depth + 1) + JSON.stringify(v));
      return `[${items.join(',')}${jsonc && s.trailing ? ',' : ''}${pad(depth)}]`;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (!entries.length) return '{}';
      const items = entries.map(([k, v], i) => {
        const note = jsonc && s.comments && i === 0 ? (s.indent ? `// ${key || 'top'}${pad(depth + 1)}` : `/* ${key || 'top'} */ `) : '';
        return `${pad(depth + 1)}${note}${JSON.stringify(k)}: ${write(v, s, jsonc, depth + 1, k)}`;
      });
      return `{${items.join(',')}${jsonc && s.trailing ? ',' : ''}${pad(depth)}}`;
    }
    return JSON.stringify(value);
  }

  it('for generated .mcp.json and .vscode/mcp.json files', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('.mcp.json', '.vscode/mcp.json'),
        fc.uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'db', 'my server', 'ünï', '__proto__x', 'x"y'), launch), { minLength: 1, maxLength: 5, selector: ([name]) => name }),
        style,
        async (file, servers, s) => {
          const vscode = file !== '.mcp.json';
          const doc = { [vscode ? 'servers' : 'mcpServers']: Object.fromEntries(servers) };
          const text = (s.bom ? '\uFEFF' : '') + write(doc, s, vscode) + s.eol;
          const dir = writeTree({ [file]: text });
          dirs.push(dir);
          const before = scanDir(dir, [unpinnedPackage, invalidConfig]);
          expect(before.findings.filter((f) => f.ruleId === 'invalid-config')).toEqual([]);
          await runFixes(before, { cwd: dir, write: true, unsafe: false, offline: false, registry: registry().url, timeoutMs: 5000 });
          const after = readFileSync(join(dir, file), 'utf8');
          expect(before.configs[0]!.editor.validate(after)).toBeUndefined();
          expect(after.startsWith('\uFEFF')).toBe(s.bom);
          expect(after.split('\r\n').length - 1).toBe(text.split('\r\n').length - 1);
          const rescanned = scanDir(dir, [unpinnedPackage, invalidConfig]);
          expect(rescanned.findings.filter((f) => f.ruleId === 'invalid-config')).toEqual([]);
          expect(rescanned.findings.filter((f) => f.fix).map((f) => f.message)).toEqual([]);
          rmSync(dir, { recursive: true, force: true });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('ConfigEditor.addInput (VS Code)', () => {
  /** Applies addInput through the fixer (a hand-built unsafe fix), so the result is also validated and written. */
  const addInput = (id: string): Rule => ({
    meta: meta('test-input', 'unsafe'),
    checkConfig: (file) => {
      const edits = file.editor.addInput?.(id, `${id} for the server`) ?? [];
      return edits.length ? [{ message: 'input', span: { start: 0, end: 0 }, path: [], fix: { description: 'add input', safe: false, edits } }] : [];
    },
  });
  const fixInputs = async (input: string, id = 'github-token') => {
    const { read, dir, outcome } = await fixTree({ '.vscode/mcp.json': input }, [addInput(id)], { unsafe: true });
    await expectIdempotentInputs(dir, id);
    return { text: read('.vscode/mcp.json'), outcome };
  };
  const expectIdempotentInputs = async (dir: string, id: string) => {
    expect(scanDir(dir, [addInput(id)]).findings).toEqual([]);
  };

  it('creates "inputs" after the last top-level property, keeping a trailing comment', async () => {
    const input = '{\n  "servers": {\n    "gh": { "url": "https://api.example.com/mcp" }\n  } // the servers\n}\n';
    expect((await fixInputs(input)).text).toBe([
      '{',
      '  "servers": {',
      '    "gh": { "url": "https://api.example.com/mcp" }',
      '  }, // the servers',
      '  "inputs": [',
      '    {',
      '      "type": "promptString",',
      '      "id": "github-token",',
      '      "description": "github-token for the server",',
      '      "password": true',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n'));
  });

  it('appends to an existing array, with tabs, CRLF, a BOM and trailing commas', async () => {
    const input = '\uFEFF{\r\n\t"inputs": [\r\n\t\t{ "type": "promptString", "id": "other", "description": "x" },\r\n\t],\r\n\t"servers": {},\r\n}\r\n';
    expect((await fixInputs(input)).text).toBe(
      '\uFEFF{\r\n\t"inputs": [\r\n\t\t{ "type": "promptString", "id": "other", "description": "x" },\r\n'
      + '\t\t{\r\n\t\t\t"type": "promptString",\r\n\t\t\t"id": "github-token",\r\n\t\t\t"description": "github-token for the server",\r\n\t\t\t"password": true\r\n\t\t},\r\n'
      + '\t],\r\n\t"servers": {},\r\n}\r\n',
    );
  });

  it('fills an empty array, and writes one line in a one-line file', async () => {
    // an empty one-line array stays on one line, even in a multi-line file
    expect((await fixInputs('{\n  "inputs": [],\n  "servers": {}\n}\n')).text).toBe(
      '{\n  "inputs": [{ "type": "promptString", "id": "github-token", "description": "github-token for the server", "password": true }],\n  "servers": {}\n}\n',
    );
    expect((await fixInputs('{ "servers": {} }')).text).toBe(
      '{ "servers": {}, "inputs": [{ "type": "promptString", "id": "github-token", "description": "github-token for the server", "password": true }] }',
    );
    expect((await fixInputs('{ "inputs": [], "servers": {} }')).text).toBe(
      '{ "inputs": [{ "type": "promptString", "id": "github-token", "description": "github-token for the server", "password": true }], "servers": {} }',
    );
  });

  it('adds nothing when the id exists, and is not offered by the other hosts', async () => {
    const input = '{ "inputs": [{ "type": "promptString", "id": "github-token" }], "servers": {} }';
    const { read, outcome } = await fixTree({ '.vscode/mcp.json': input }, [addInput('github-token')], { unsafe: true });
    expect(read('.vscode/mcp.json')).toBe(input);
    expect(outcome.messages).toEqual([]);
    const claudeDir = writeTree({ '.mcp.json': '{ "mcpServers": {} }' });
    dirs.push(claudeDir);
    const claude = scanDir(claudeDir, [addInput('x')]);
    expect(claude.configs[0]!.editor.addInput).toBeUndefined();
  });
});
