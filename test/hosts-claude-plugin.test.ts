/** Claude Code plugin manifest: `.claude-plugin/plugin.json`, inline `mcpServers` shaped like `.mcp.json`. */
import { describe, expect, it } from 'vitest';
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { claudePlugin } from '../src/hosts/claude-plugin.js';
import { scanTree, testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

// A fake token of the right shape; never paste real ones into tests.
const GHP = 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2';

describe('claude plugin: model', () => {
  it('reads a realistic manifest: inline servers with ${CLAUDE_PLUGIN_ROOT}', () => {
    const f = fixture(claudePlugin, 'claude-plugin/.claude-plugin/plugin.json');
    expect([f.host, f.syntax, f.problems]).toEqual(['claude-code', 'jsonc', []]);
    expect(f.servers.map(summary)).toEqual([
      {
        name: 'db', transport: 'stdio', command: '${CLAUDE_PLUGIN_ROOT}/servers/db-server', args: ['--config', '${CLAUDE_PLUGIN_ROOT}/config.json'],
        env: { DB_URL: '${DB_URL:-postgres://localhost/dev}' }, url: undefined, headers: {},
      },
      { name: 'docs', transport: 'http', command: undefined, args: [], env: {}, url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } },
    ]);
    expectJsonTokens(f);
    expect(f.servers[0]!.command!.path).toEqual(['mcpServers', 'db', 'command']);
  });

  it('gives exact spans: names, entries and values', () => {
    const text = '{\n  "name": "p",\n  "mcpServers": {\n    "gh": { "command": "node", "env": { "TOKEN": "${TOKEN}" } }\n  }\n}\n';
    const f = parseAs(claudePlugin, text);
    const [server] = f.servers;
    const at = (span: { start: number; end: number }) => [span.start, text.slice(span.start, span.end)];
    expect(at(server!.nameSpan)).toEqual([39, '"gh"']);
    expect(at(server!.span)).toEqual([45, '{ "command": "node", "env": { "TOKEN": "${TOKEN}" } }']);
    expect(at(server!.command!.span)).toEqual([58, '"node"']);
    expect(at(server!.env[0]!.keySpan)).toEqual([75, '"TOKEN"']);
    expect(at(server!.env[0]!.value.span)).toEqual([84, '"${TOKEN}"']);
  });

  it('a manifest without inline servers yields nothing, syntax errors included', () => {
    for (const text of [
      '{ "name": "p", "version": "1.0.0", "commands": ["./c.md"] }',
      '{ "name": "p", "mcpServers": "./mcp-config.json" }',
      '{ "name": "p", "mcpServers": ["./a.json", "./b.json"] }',
      '{ "name": "p", "description": "unfinished", ',
    ]) {
      const f = parseAs(claudePlugin, text);
      expect([f.servers, f.problems], text).toEqual([[], []]);
    }
  });

  it('claims plugin.json in .claude-plugin/ only', () => {
    expect(['.claude-plugin/plugin.json', 'plugins/db/.claude-plugin/plugin.json', 'plugin.json', 'src/plugin.json', '.claude-plugin/marketplace.json', 'claude-plugin/plugin.json']
      .map(claudePlugin.matches)).toEqual([true, true, false, false, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'a manifest without servers', files: { '.claude-plugin/plugin.json': '{ "name": "p", "version": "1.0.0" }' } },
    { name: 'mcpServers naming a file', files: { '.claude-plugin/plugin.json': '{ "name": "p", "mcpServers": "./.mcp.json" }', '.mcp.json': '{ "mcpServers": {} }' } },
    { name: 'a broken manifest without servers is not ours', files: { '.claude-plugin/plugin.json': '{ "name": "p",, }' } },
    { name: 'plugin.json elsewhere is not read', files: { 'plugin.json': '{ "mcpServers": { "a": { "command": 5 } } }', 'app/plugin.json': '{ "mcpServers": 1 }' } },
  ],
  invalid: [
    {
      name: 'a url without type (read as Claude Code reads .mcp.json)',
      files: { '.claude-plugin/plugin.json': '{\n  "name": "p",\n  "mcpServers": {\n    "api": { "url": "https://api.example.com/mcp" }\n  }\n}\n' },
      errors: [{ line: 4, column: 5, endColumn: 10, level: 'warning', message: /^server "api" has a "url" but no "type": Claude Code reads an entry without "type" as a stdio server/ }],
    },
    {
      name: 'a wrong type',
      files: { '.claude-plugin/plugin.json': '{ "name": "p", "mcpServers": { "a": { "command": "x", "args": "y" } } }' },
      errors: [{ line: 1, column: 63, message: '"args" of server "a" must be an array of strings' }],
    },
    {
      name: 'mcpServers that is neither servers nor paths',
      files: { '.claude-plugin/plugin.json': '{ "name": "p", "mcpServers": 5 }' },
      errors: [{ line: 1, column: 30, message: '"mcpServers" must be an object mapping server names to entries' }],
    },
  ],
});

// Claude Code's variable syntax: ${VAR}, ${VAR:-default}; ${CLAUDE_PLUGIN_ROOT} is set for plugin servers.
testRule(envVarWithoutDefault, {
  valid: [
    { name: '${CLAUDE_PLUGIN_ROOT} and defaults', files: { '.claude-plugin/plugin.json': '{ "mcpServers": { "a": { "command": "${CLAUDE_PLUGIN_ROOT}/bin/s", "args": ["${PORT:-8080}"] } } }' } },
  ],
  invalid: [
    {
      name: '${VAR} without a default in args',
      files: { '.claude-plugin/plugin.json': '{ "mcpServers": { "a": { "command": "s", "args": ["--dsn", "${DB_URL}"] } } }' },
      errors: [{ line: 1, column: 61, endColumn: 70, level: 'warning', message: /^args\[1\] of server "a": \$\{DB_URL\} has no default/ }],
    },
  ],
});

describe('claude plugin: secrets', () => {
  it('reports a literal token in an inline server and suggests ${VAR}; a reference is fine', () => {
    const text = `{\n  "name": "p",\n  "mcpServers": {\n    "gh": { "command": "s", "env": { "GITHUB_TOKEN": "${GHP}", "OTHER": "\${OTHER_TOKEN}" } }\n  }\n}\n`;
    const result = scanTree({ '.claude-plugin/plugin.json': text }, [hardcodedSecret]);
    expect(result.findings.map((f) => [f.file, f.region.startLine, f.region.startColumn, f.region.endColumn, f.message])).toEqual([
      ['.claude-plugin/plugin.json', 4, 55, 95, 'GitHub personal access token ghp_… (40 chars) in env.GITHUB_TOKEN of server "gh"'],
    ]);
    const fix = result.findings[0]!.suggestions![0]!;
    expect(fix.description).toMatch(/^Replace the literal with \$\{GITHUB_TOKEN\}/);
  });
});

describe('claude plugin: editor', () => {
  it('inserts an argument and sets env in an inline entry', () => {
    const text = '{\n  "name": "p",\n  "mcpServers": {\n    "a": { "command": "npx", "args": ["pkg"] }\n  }\n}\n';
    const f = parseAs(claudePlugin, text);
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 0, '-y'))).toBe(text.replace('["pkg"]', '["-y", "pkg"]'));
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'K', '${K}'))).toBe(text.replace('["pkg"] }', '["pkg"], "env": { "K": "${K}" } }'));
  });
});

// A plugin's servers outside its manifest: the root .mcp.json (with or without the "mcpServers" wrapper) and the
// files the manifest names. Every server rule reads them; unpinned-package stands for all.
const FLAT = '{ "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } }';
const WRAPPED = '{ "mcpServers": { "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } } }';
const PINNED = FLAT.replace('@latest', '@1.4.0');
const MANIFEST = (servers: string) => `{ "name": "p", "mcpServers": ${servers} }`;
const unpinnedAt = (file: string, column: number) => ({ line: 1, column, file, message: /^npx runs "@acme\/db-mcp@latest"/ });

testRule(unpinnedPackage, {
  valid: [
    { name: 'flat form, pinned', files: { 'plug/.claude-plugin/plugin.json': '{ "name": "p" }', 'plug/.mcp.json': PINNED } },
    { name: 'a named file, pinned', files: { '.claude-plugin/plugin.json': MANIFEST('"./servers.json"'), 'servers.json': PINNED } },
    { name: 'flat form outside a plugin loads nothing', files: { '.mcp.json': FLAT } },
    { name: 'a servers.json no manifest names is not read', files: { 'servers.json': FLAT } },
  ],
  invalid: [
    { name: 'flat form at a plugin root', files: { 'plug/.claude-plugin/plugin.json': '{ "name": "p" }', 'plug/.mcp.json': FLAT }, errors: [unpinnedAt('plug/.mcp.json', 45)] },
    { name: 'wrapped form at a plugin root', files: { '.claude-plugin/plugin.json': '{ "name": "p" }', '.mcp.json': WRAPPED }, errors: [unpinnedAt('.mcp.json', 61)] },
    { name: 'mcpServers names a file', files: { '.claude-plugin/plugin.json': MANIFEST('"./servers.json"'), 'servers.json': FLAT }, errors: [unpinnedAt('servers.json', 45)] },
    {
      name: 'mcpServers names a list of files',
      files: { '.claude-plugin/plugin.json': MANIFEST('["./a.json", "cfg/b.json"]'), 'a.json': FLAT, 'cfg/b.json': WRAPPED },
      errors: [unpinnedAt('a.json', 45), unpinnedAt('cfg/b.json', 61)],
    },
  ],
});

// A plugin's hooks outside hooks/hooks.json: `"hooks"` in the manifest names a file or a list of files of that shape
// (hooks-and-instructions.md §1.1). Before, only the inline object was read and a named file went unseen.
const HOOKS = (command: string) => `{ "hooks": { "PostToolUse": [ { "matcher": "Write", "hooks": [ { "type": "command", "command": "${command}" } ] } ] } }`;
const hookAt = (file: string, column = 104) => ({ line: 1, column, file, message: /^The PostToolUse hook: npx runs "prettier"/ });

testRule(unpinnedPackage, {
  valid: [
    { name: 'a named hooks file, pinned', files: { '.claude-plugin/plugin.json': '{ "name": "p", "hooks": "./config/hooks.json" }', 'config/hooks.json': HOOKS('npx -y prettier@3.3.3 --write') } },
    { name: 'a hooks file no manifest names is not read', files: { 'config/hooks.json': HOOKS('npx -y prettier --write') } },
    { name: 'a manifest without hooks names none', files: { '.claude-plugin/plugin.json': '{ "name": "p" }', 'config/hooks.json': HOOKS('npx -y prettier --write') } },
  ],
  invalid: [
    {
      name: 'hooks names a file',
      files: { 'p/.claude-plugin/plugin.json': '{ "name": "p", "hooks": "./config/hooks.json" }', 'p/config/hooks.json': HOOKS('npx -y prettier --write') },
      errors: [hookAt('p/config/hooks.json')],
    },
    {
      name: 'hooks names a list of files',
      files: { '.claude-plugin/plugin.json': '{ "name": "p", "hooks": ["./a.json", "more/b.json"] }', 'a.json': HOOKS('npx -y prettier --write'), 'more/b.json': HOOKS('npx prettier --check') },
      errors: [hookAt('a.json'), hookAt('more/b.json', 101)],
    },
    {
      name: 'the default hooks/hooks.json named as well is read once',
      files: { '.claude-plugin/plugin.json': '{ "name": "p", "hooks": "./hooks/hooks.json" }', 'hooks/hooks.json': HOOKS('npx -y prettier --write') },
      errors: [hookAt('hooks/hooks.json')],
    },
  ],
});

testRule(invalidConfig, {
  valid: [
    { name: 'an empty .mcp.json is a placeholder', files: { '.mcp.json': '{}' } },
    { name: 'flat form at a plugin root', files: { '.claude-plugin/plugin.json': '{ "name": "p" }', '.mcp.json': FLAT } },
    { name: 'a plugin .mcp.json with settings only', files: { '.claude-plugin/plugin.json': '{ "name": "p" }', '.mcp.json': '{ "$schema": "x" }' } },
  ],
  invalid: [
    {
      name: 'flat form in a project .mcp.json: a note, not silence',
      files: { '.mcp.json': FLAT },
      errors: [{ line: 1, column: 3, endColumn: 7, level: 'note', message: /^"db" looks like a server at the top level, but Claude Code reads servers only from "mcpServers" \(the wrapper-less form is for plugins\): it reads no server from this file$/ }],
    },
    {
      name: 'a project .mcp.json without mcpServers',
      files: { '.mcp.json': '{ "$schema": "https://example.com/s.json", "description": "servers" }' },
      errors: [{ line: 1, column: 3, level: 'note', message: 'no "mcpServers" object: Claude Code reads no server from this file' }],
    },
    {
      // from a real plugin: a 2.8 MB bundle was reported as a config over the size limit
      name: 'a named MCP bundle: a note that its servers are not read, not a size error',
      files: { '.claude-plugin/plugin.json': MANIFEST('"./devkit.mcpb"'), 'devkit.mcpb': 'PK\u0003\u0004' + 'x'.repeat(200_000) },
      errors: [{ line: 1, column: 30, endColumn: 45, level: 'note', file: '.claude-plugin/plugin.json', message: '"./devkit.mcpb" is an MCP bundle (a zip archive): mcp-audit does not read inside bundles, so its servers are not checked' }],
    },
    {
      name: 'a named hooks file that does not exist',
      files: { '.claude-plugin/plugin.json': '{ "name": "p", "hooks": ["./gone.json"] }' },
      errors: [{ line: 1, column: 26, level: 'warning', file: '.claude-plugin/plugin.json', message: 'names the hooks file "./gone.json", which does not exist: Claude Code loads no hook from it' }],
    },
    {
      name: 'a named server file that does not exist',
      files: { '.claude-plugin/plugin.json': MANIFEST('["./a.json", "./gone.json"]'), 'a.json': PINNED },
      errors: [{ line: 1, column: 43, level: 'warning', file: '.claude-plugin/plugin.json', message: 'names the server file "./gone.json", which does not exist: Claude Code loads no server from it' }],
    },
  ],
});
