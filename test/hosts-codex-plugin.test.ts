/**
 * Codex plugin manifest `.codex-plugin/plugin.json` and the server file it names (or the `.mcp.json` at its root),
 * read as Codex reads them (openai/codex core-plugins `manifest.rs`, `PluginMcpFile`): Codex's keys, no expansion.
 */
import { describe, expect, it } from 'vitest';
import { autoApprove } from '../rules/auto-approve.js';
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { unreviewedSkillScript } from '../rules/unreviewed-skill-script.js';
import { codexPlugin } from '../src/hosts/codex-plugin.js';
import { codexPluginServers } from '../src/hosts/codex-plugin-servers.js';
import { scanTree, testRule } from './rule-tester.js';
import { discovered, edited, expectJsonTokens, parseAs, summary } from './hosts-helpers.js';

// A fake token of the right shape; never paste real ones into tests.
const GHP = 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2';
const MANIFEST = '.codex-plugin/plugin.json';

describe('codex plugin: model', () => {
  it('reads a server file in Codex keys: http_headers are headers, no type needed', () => {
    const text = JSON.stringify({
      mcpServers: {
        docs: { url: 'https://docs.example.com/mcp', bearer_token_env_var: 'DOCS_TOKEN', http_headers: { 'X-Team': 'core' } },
        db: { command: 'npx', args: ['-y', '@acme/db-mcp@1.2.0'], env: { MODE: 'ro' }, env_vars: ['DB_URL'] },
      },
    }, null, 2);
    const f = parseAs(codexPluginServers, text);
    expect([f.host, f.syntax, f.problems]).toEqual(['codex', 'json', []]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'docs', transport: 'http', command: undefined, args: [], env: {}, url: 'https://docs.example.com/mcp', headers: { 'X-Team': 'core' } },
      { name: 'db', transport: 'stdio', command: 'npx', args: ['-y', '@acme/db-mcp@1.2.0'], env: { MODE: 'ro' }, url: undefined, headers: {} },
    ]);
    expectJsonTokens(f);
    expect(f.servers[1]!.args[1]!.path).toEqual(['mcpServers', 'db', 'args', 1]);
  });

  it('reads the bare map of servers, as Codex does without the wrapper', () => {
    const f = parseAs(codexPluginServers, '{ "db": { "command": "node", "args": ["s.js"] }, "$schema": "x" }');
    expect(f.servers.map((s) => [s.name, s.path, s.command?.value])).toEqual([['db', ['db'], 'node']]);
  });

  it('reads inline servers in the manifest, and hooks inline or as a list of inline hooks files', () => {
    const text = JSON.stringify({
      name: 'p',
      mcpServers: { gh: { command: 'npx', args: ['@acme/gh@1.0.0'] } },
      hooks: [{ hooks: { PreToolUse: [{ matcher: '^Bash$', hooks: [{ type: 'command', command: 'python3 ./hooks/guard.py' }] }] } }],
    });
    const f = parseAs(codexPlugin, text, '/repo/.codex-plugin/plugin.json');
    expect([f.host, f.problems, f.references]).toEqual(['codex', [], undefined]);
    expect(f.servers.map((s) => s.name)).toEqual(['gh']);
    expect(f.commands!.map((c) => [c.command?.value, c.path])).toEqual([['python3 ./hooks/guard.py', ['hooks', 0, 'hooks', 'PreToolUse', 0, 'hooks', 0]]]);
  });

  it('lists the files the manifest names, and no others', () => {
    const f = parseAs(codexPlugin, '{ "mcpServers": "./config/mcp.json", "hooks": ["./hooks/a.json", "./hooks/b.json"] }');
    expect(f.references!.map((r) => [r.path, r.holds, r.at])).toEqual([
      ['.././config/mcp.json', 'codex-servers', ['mcpServers']],
      ['.././hooks/a.json', 'hooks', ['hooks', 0]],
      ['.././hooks/b.json', 'hooks', ['hooks', 1]],
    ]);
  });

  it('a manifest with neither mcpServers nor hooks yields nothing, syntax errors included', () => {
    for (const text of ['{ "name": "p", "skills": "./skills/" }', '{ "name": "p", "description": "unfinished", ', '{ "name": "p", }']) {
      const f = parseAs(codexPlugin, text);
      expect([f.servers, f.problems, f.commands, f.references], text).toEqual([[], [], undefined, undefined]);
    }
  });

  it('claims plugin.json in .codex-plugin/ only', () => {
    expect(['.codex-plugin/plugin.json', 'plugins/db/.codex-plugin/plugin.json', 'plugin.json', '.codex-plugin/hooks.json', 'codex-plugin/plugin.json']
      .map(codexPlugin.matches)).toEqual([true, true, false, false, false]);
  });

  it('a .mcp.json beside .codex-plugin/ is the plugin\'s; beside both manifests it stays Claude Code\'s', () => {
    const servers = '{ "mcpServers": {} }';
    expect(discovered({ 'p/.codex-plugin/plugin.json': '{ "name": "p" }', 'p/.mcp.json': servers, '.mcp.json': servers })).toEqual([
      ['.mcp.json', 'claude-code'], ['p/.codex-plugin/plugin.json', 'codex'], ['p/.mcp.json', 'codex'],
    ]);
    expect(discovered({ '.codex-plugin/plugin.json': '{ "name": "p" }', '.claude-plugin/plugin.json': '{ "name": "p" }', '.mcp.json': servers })
      .find(([path]) => path === '.mcp.json')).toEqual(['.mcp.json', 'claude-code']);
  });

  it('edits keep the file loadable', () => {
    const text = '{\n  "mcpServers": {\n    "a": { "command": "npx", "args": ["pkg"] }\n  }\n}\n';
    const f = parseAs(codexPluginServers, text);
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 0, '-y'))).toBe(text.replace('["pkg"]', '["-y", "pkg"]'));
  });
});

const UNPINNED = '{ "mcpServers": { "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } } }';
const PINNED = UNPINNED.replace('@latest', '@1.4.0');
const unpinnedAt = (file: string, column = 61) => ({ line: 1, column, file, message: /^npx runs "@acme\/db-mcp@latest"/ });
const HOOKS = (command: string) => `{ "hooks": { "PostToolUse": [ { "matcher": "Edit", "hooks": [ { "type": "command", "command": "${command}" } ] } ] } }`;

// Every server and hook rule reads these files; unpinned-package stands for all.
testRule(unpinnedPackage, {
  valid: [
    { name: 'the root .mcp.json, pinned', files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': PINNED } },
    { name: 'a named server file, pinned', files: { [MANIFEST]: '{ "mcpServers": "./config/mcp.json" }', 'config/mcp.json': PINNED } },
    { name: 'a path without "./" is ignored by Codex, so not read', files: { [MANIFEST]: '{ "mcpServers": "config/mcp.json" }', 'config/mcp.json': UNPINNED } },
    { name: 'a path leaving the plugin is ignored by Codex', files: { [`p/${MANIFEST}`]: '{ "mcpServers": "./../mcp.json" }', 'mcp.json': UNPINNED } },
    { name: 'a named hooks file, pinned', files: { [MANIFEST]: '{ "hooks": "./config/hooks.json" }', 'config/hooks.json': HOOKS('npx -y prettier@3.3.3 --write') } },
  ],
  invalid: [
    { name: 'the root .mcp.json of a Codex plugin', files: { [`p/${MANIFEST}`]: '{ "name": "p" }', 'p/.mcp.json': UNPINNED }, errors: [unpinnedAt('p/.mcp.json')] },
    { name: 'mcpServers names a file', files: { [MANIFEST]: '{ "mcpServers": "./config/mcp.json" }', 'config/mcp.json': UNPINNED }, errors: [unpinnedAt('config/mcp.json')] },
    {
      name: 'inline servers in the manifest',
      files: { [MANIFEST]: '{ "mcpServers": { "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } } }' },
      errors: [unpinnedAt(MANIFEST)],
    },
    {
      name: 'hooks naming a file, and an inline hooks file',
      files: { [MANIFEST]: `{ "hooks": ["./config/hooks.json", ${HOOKS('npx prettier --check')}] }`, 'config/hooks.json': HOOKS('npx -y prettier --write') },
      errors: [
        { line: 1, column: 135, file: MANIFEST, message: /^The PostToolUse hook: npx runs "prettier"/ },
        { line: 1, column: 103, file: 'config/hooks.json', message: /^The PostToolUse hook: npx runs "prettier"/ },
      ],
    },
  ],
});

testRule(invalidConfig, {
  valid: [
    { name: 'a manifest naming its files the way Codex wants', files: { [MANIFEST]: '{ "mcpServers": "./.mcp.json", "hooks": "./hooks/hooks.json" }', '.mcp.json': PINNED, 'hooks/hooks.json': HOOKS('true') } },
    { name: 'a broken manifest that declares nothing is not ours', files: { [MANIFEST]: '{ "name": "p",, }' } },
    { name: 'http_headers, env_http_headers and bearer_token_env_var on a url server', files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "mcpServers": { "a": { "url": "https://x.example/mcp", "bearer_token_env_var": "T", "http_headers": { "X": "1" }, "env_http_headers": { "Y": "Y_VAR" } } } }' } },
  ],
  invalid: [
    {
      name: 'a path without "./"',
      files: { [MANIFEST]: '{ "mcpServers": "mcp.json" }', 'mcp.json': PINNED },
      errors: [{ line: 1, column: 17, level: 'warning', message: 'Codex ignores "mcpServers": a path must start with "./" (relative to the plugin\'s root)' }],
    },
    {
      name: 'a hooks path with ".."',
      files: { [MANIFEST]: '{ "hooks": ["./h.json", "./../h.json"] }', 'h.json': HOOKS('true') },
      errors: [{ line: 1, column: 25, level: 'warning', message: 'Codex ignores "hooks[1]": a path must not contain ".." (it must stay inside the plugin)' }],
    },
    {
      name: 'a list of server files (Claude Code\'s form)',
      files: { [MANIFEST]: '{ "mcpServers": ["./a.json"] }' },
      errors: [{ line: 1, column: 17, level: 'warning', message: 'Codex ignores "mcpServers": must be a path ("./.mcp.json") or an object of servers' }],
    },
    {
      name: 'Claude Code\'s inline hooks form loads nothing in Codex',
      files: { [MANIFEST]: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "true" } ] } ] } }' },
      errors: [{ line: 1, column: 14, level: 'warning', message: /^"Stop" sits directly under "hooks", Claude Code's inline form: Codex reads an inline hooks object as a hooks file/ }],
    },
    {
      name: 'a named server file that does not exist',
      files: { [MANIFEST]: '{ "mcpServers": "./gone.json" }' },
      errors: [{ line: 1, column: 17, level: 'warning', message: 'names the server file "./gone.json", which does not exist: Codex loads no server from it' }],
    },
    {
      name: 'a comment in a manifest that declares servers: serde_json rejects it',
      files: { [MANIFEST]: '{\n  // servers\n  "mcpServers": "./.mcp.json"\n}', '.mcp.json': PINNED },
      errors: [{ line: 2, column: 3, message: /^comments are not allowed: Codex reads plugin.json with serde_json/ }],
    },
    {
      name: 'Claude Code\'s "headers" key, which Codex ignores',
      files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "mcpServers": { "a": { "url": "https://x.example/mcp", "headers": { "X": "1" } } } }' },
      errors: [{ line: 1, column: 58, file: '.mcp.json', level: 'warning', message: /^"headers" is Claude Code's key: Codex reads "http_headers"/ }],
    },
    {
      name: 'a key of the other transport: Codex skips that server',
      files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "mcpServers": { "a": { "command": "s", "http_headers": { "X": "1" } } } }' },
      errors: [{ line: 1, column: 42, file: '.mcp.json', message: 'Codex skips server "a": "http_headers" is not supported for stdio (it has a "command")' }],
    },
  ],
});

// Codex expands nothing in a plugin's server file either: ${CLAUDE_PLUGIN_ROOT} is sent as written, and the plugin's
// folder is the server's working directory, so a relative path is the fix.
testRule(envVarWithoutDefault, {
  valid: [
    { name: 'a relative path', files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "mcpServers": { "a": { "command": "node", "args": ["./server.js"] } } }' } },
  ],
  invalid: [
    {
      name: '${CLAUDE_PLUGIN_ROOT} in args',
      files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "mcpServers": { "a": { "command": "node", "args": ["${CLAUDE_PLUGIN_ROOT}/server.js"] } } }' },
      errors: [{
        line: 1, column: 55, endColumn: 76, level: 'warning',
        message: 'args[0] of server "a": Codex never expands variables, so the server gets the literal text "${CLAUDE_PLUGIN_ROOT}"; Codex starts a plugin\'s server in the plugin\'s folder (when "cwd" is not set), so write the path relative to it, e.g. "./server.js"',
      }],
    },
  ],
});

// A plugin's server declares its approval mode with config.toml's keys (core-plugins applies the user's policy over it).
testRule(autoApprove, {
  valid: [
    { name: 'prompt', files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "mcpServers": { "a": { "command": "s", "default_tools_approval_mode": "prompt" } } }' } },
    { name: 'approval_policy is config.toml\'s, not a server file\'s', files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "approval_policy": "never", "mcpServers": {} }' } },
  ],
  invalid: [
    {
      name: 'every tool approved in the server file',
      files: { [MANIFEST]: '{ "name": "p" }', '.mcp.json': '{ "mcpServers": { "a": { "command": "s", "default_tools_approval_mode": "approve" } } }' },
      errors: [{ line: 1, column: 73, file: '.mcp.json', level: 'warning', message: /^server "a": default_tools_approval_mode = "approve" lets the model call every tool/ }],
    },
    {
      name: 'every tool approved in inline manifest servers',
      files: { [MANIFEST]: '{ "mcpServers": { "a": { "command": "s", "default_tools_approval_mode": "approve" } } }' },
      errors: [{ line: 1, column: 73, file: MANIFEST, level: 'warning', message: /^server "a": default_tools_approval_mode = "approve"/ }],
    },
  ],
});

// From real Codex plugins: "hooks": "./hooks/codex-hooks.json", whose commands run "$PLUGIN_ROOT/hooks/x.py" (Codex
// sets PLUGIN_ROOT and CLAUDE_PLUGIN_ROOT for a plugin's hooks). That file's name matched no host, so it went unseen.
const CODEX_HOOKS = '{ "hooks": { "UserPromptSubmit": [ { "hooks": [ { "type": "command", "command": "python3 \\"$PLUGIN_ROOT/hooks/preflight.py\\"" } ] } ] } }';
testRule(unreviewedSkillScript, {
  valid: [
    { name: 'a hooks file no manifest names', files: { 'p/hooks/codex-hooks.json': CODEX_HOOKS, 'p/hooks/preflight.py': 'print(1)\n' } },
  ],
  invalid: [
    {
      name: 'a named hooks file runs a plugin script, never reviewed',
      files: { [`p/${MANIFEST}`]: '{ "name": "p", "hooks": "./hooks/codex-hooks.json" }', 'p/hooks/codex-hooks.json': CODEX_HOOKS, 'p/hooks/preflight.py': 'print(1)\n' },
      errors: [{ line: 1, column: 105, endColumn: 123, file: 'p/hooks/codex-hooks.json', message: /^The UserPromptSubmit hook runs p\/hooks\/preflight\.py, a script in the repository that is never reviewed/ }],
    },
  ],
});

describe('codex plugin: secrets', () => {
  it('reports a literal token with Codex advice (env_vars), not ${VAR}', () => {
    const text = `{ "mcpServers": { "gh": { "command": "s", "env": { "GITHUB_TOKEN": "${GHP}" } } } }`;
    const result = scanTree({ [MANIFEST]: '{ "name": "p" }', '.mcp.json': text }, [hardcodedSecret]);
    expect(result.findings.map((f) => [f.file, f.region.startColumn, f.message])).toEqual([
      ['.mcp.json', 69, 'GitHub personal access token ghp_… (40 chars) in env.GITHUB_TOKEN of server "gh"'],
    ]);
    expect(result.findings[0]!.suggestions![0]!.description).toMatch(/^Delete "GITHUB_TOKEN" from env, export GITHUB_TOKEN in the shell that starts Codex, and add "GITHUB_TOKEN" to env_vars/);
  });
});
