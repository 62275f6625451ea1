/**
 * Cursor plugin manifest `.cursor-plugin/plugin.json`, the server and hooks files it names, and the `mcp.json` at the
 * plugin's root that Cursor reads without one (cursor.com/docs/reference/plugins; cursor/plugins'
 * schemas/plugin.schema.json). Shapes from Cursor's own plugins: `"mcpServers": "./mcp.json"` (agent-vent),
 * `".mcp.json"` without `./` (appwrite), `"hooks": "./hooks/hooks.json"` with flat handlers (continual-learning).
 */
import { describe, expect, it } from 'vitest';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { unreviewedSkillScript } from '../rules/unreviewed-skill-script.js';
import { cursorPlugin } from '../src/hosts/cursor-plugin.js';
import { scanTree, testRule } from './rule-tester.js';
import { discovered, parseAs, summary } from './hosts-helpers.js';

// A fake token of the right shape; never paste real ones into tests.
const GHP = 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2';
const MANIFEST = '.cursor-plugin/plugin.json';
const AT = '/repo/.cursor-plugin/plugin.json';

describe('cursor plugin: model', () => {
  it('lists the files the manifest names, relative to the plugin\'s root, with or without "./"', () => {
    const f = parseAs(cursorPlugin, '{ "name": "p", "mcpServers": ["./mcp.json", ".mcp.json", "config/more.json"], "hooks": "./hooks/hooks.json" }', AT);
    expect([f.host, f.problems, f.servers]).toEqual(['cursor', [], []]);
    expect(f.references!.map((r) => [r.path, r.holds, r.at])).toEqual([
      ['../mcp.json', 'cursor-servers', ['mcpServers', 0]],
      ['../.mcp.json', 'cursor-servers', ['mcpServers', 1]],
      ['../config/more.json', 'cursor-servers', ['mcpServers', 2]],
      ['../hooks/hooks.json', 'hooks', ['hooks']],
    ]);
  });

  it('reads an inline config object with the mcpServers wrapper or without it', () => {
    const wrapped = parseAs(cursorPlugin, '{ "mcpServers": { "mcpServers": { "gh": { "url": "https://api.example.com/mcp", "headers": { "X": "1" } } } } }', AT);
    expect(wrapped.servers.map((s) => [s.name, s.transport, s.path])).toEqual([['gh', 'http', ['mcpServers', 'mcpServers', 'gh']]]);
    const bare = parseAs(cursorPlugin, '{ "mcpServers": [{ "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@1.0.0"], "env": { "MODE": "ro" } } }] }', AT);
    expect(bare.servers.map(summary)).toEqual([
      { name: 'db', transport: 'stdio', command: 'npx', args: ['-y', '@acme/db-mcp@1.0.0'], env: { MODE: 'ro' }, url: undefined, headers: {} },
    ]);
    expect(bare.servers[0]!.args[1]!.path).toEqual(['mcpServers', 0, 'db', 'args', 1]);
  });

  it('reads inline hooks in Cursor\'s flat form, as a hooks file or as its events', () => {
    const file = parseAs(cursorPlugin, '{ "hooks": { "version": 1, "hooks": { "stop": [ { "command": "bun run ./hooks/stop.ts" } ] } } }', AT);
    expect(file.commands!.map((c) => [c.command?.value, c.path, c.shell])).toEqual([['bun run ./hooks/stop.ts', ['hooks', 'hooks', 'stop', 0], true]]);
    const events = parseAs(cursorPlugin, '{ "hooks": { "afterFileEdit": [ { "command": "./fmt.sh" } ] } }', AT);
    expect(events.commands!.map((c) => [c.command?.value, c.path])).toEqual([['./fmt.sh', ['hooks', 'afterFileEdit', 0]]]);
  });

  it('follows no path that leaves the plugin, is absolute or is a glob, and says so; a URL is not a file', () => {
    const f = parseAs(cursorPlugin, '{ "mcpServers": ["../shared/mcp.json", "/etc/mcp.json", "servers/*.json", "https://example.com/mcp.json"] }', AT);
    expect(f.references).toBeUndefined();
    expect(f.problems.map((p) => [p.level, p.message])).toEqual([
      ['note', '"mcpServers[0]" is not read: a path with ".." leaves the plugin'],
      ['note', '"mcpServers[1]" is not read: an absolute path names a file on the machine that installs the plugin, not one in it'],
      ['note', '"mcpServers[2]" is not read: a glob: mcp-audit follows only a path to one file'],
    ]);
  });

  it('a manifest with neither mcpServers nor hooks yields nothing, syntax errors included', () => {
    for (const text of ['{ "name": "p", "skills": "./skills/" }', '{ "name": "p", "description": "unfinished", ', '{ "name": "p", }']) {
      const f = parseAs(cursorPlugin, text, AT);
      expect([f.servers, f.problems, f.commands, f.references], text).toEqual([[], [], undefined, undefined]);
    }
  });

  it('claims plugin.json in .cursor-plugin/ only', () => {
    expect(['.cursor-plugin/plugin.json', 'plugins/db/.cursor-plugin/plugin.json', 'plugin.json', '.cursor/plugin.json', '.cursor-plugin/marketplace.json']
      .map(cursorPlugin.matches)).toEqual([true, true, false, false, false]);
  });

  it('the mcp.json (or .mcp.json) at a plugin\'s root is Cursor\'s; an mcp.json anywhere else is nobody\'s', () => {
    const servers = '{ "mcpServers": {} }';
    expect(discovered({ 'p/.cursor-plugin/plugin.json': '{ "name": "p" }', 'p/mcp.json': servers, 'mcp.json': servers, 'q/.mcp.json': servers, 'q/.cursor-plugin/plugin.json': '{ "name": "q" }' })).toEqual([
      ['p/.cursor-plugin/plugin.json', 'cursor'], ['p/mcp.json', 'cursor'], ['q/.cursor-plugin/plugin.json', 'cursor'], ['q/.mcp.json', 'cursor'],
    ]);
    // a plugin for both hosts shares its .mcp.json, which stays Claude Code's
    expect(discovered({ '.cursor-plugin/plugin.json': '{ "name": "p" }', '.claude-plugin/plugin.json': '{ "name": "p" }', '.mcp.json': servers })
      .find(([path]) => path === '.mcp.json')).toEqual(['.mcp.json', 'claude-code']);
  });
});

const UNPINNED = '{ "mcpServers": { "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } } }';
const PINNED = UNPINNED.replace('@latest', '@1.4.0');
const unpinnedAt = (file: string, column = 61) => ({ line: 1, column, file, message: /^npx runs "@acme\/db-mcp@latest"/ });
const FLAT_HOOKS = (command: string) => `{ "version": 1, "hooks": { "afterFileEdit": [ { "command": "${command}" } ] } }`;

// Every server and hook rule reads these files; unpinned-package stands for all.
testRule(unpinnedPackage, {
  valid: [
    { name: 'the root mcp.json, pinned', files: { [MANIFEST]: '{ "name": "p" }', 'mcp.json': PINNED } },
    { name: 'an mcp.json in a folder that is no plugin', files: { 'tools/mcp.json': UNPINNED } },
    { name: 'a path leaving the plugin is not followed', files: { [`p/${MANIFEST}`]: '{ "mcpServers": "../shared.json" }', 'shared.json': UNPINNED } },
    { name: 'a named hooks file, pinned', files: { [MANIFEST]: '{ "hooks": "./config/hooks.json" }', 'config/hooks.json': FLAT_HOOKS('npx -y prettier@3.3.3 --write') } },
  ],
  invalid: [
    { name: 'the root mcp.json of a Cursor plugin', files: { [`p/${MANIFEST}`]: '{ "name": "p" }', 'p/mcp.json': UNPINNED }, errors: [unpinnedAt('p/mcp.json')] },
    { name: 'mcpServers names a file', files: { [MANIFEST]: '{ "mcpServers": "config/servers.json" }', 'config/servers.json': UNPINNED }, errors: [unpinnedAt('config/servers.json')] },
    { name: 'inline servers in the manifest', files: { [MANIFEST]: `{ "mcpServers": ${UNPINNED} }` }, errors: [unpinnedAt(MANIFEST, 77)] },
    {
      name: 'hooks naming a file, and inline hooks',
      files: { [MANIFEST]: `{ "hooks": ["./config/hooks.json", ${FLAT_HOOKS('npx prettier --check')}] }`, 'config/hooks.json': FLAT_HOOKS('npx -y prettier --write') },
      errors: [
        { line: 1, column: 100, file: MANIFEST, message: /^The afterFileEdit hook: npx runs "prettier"/ },
        { line: 1, column: 68, file: 'config/hooks.json', message: /^The afterFileEdit hook: npx runs "prettier"/ },
      ],
    },
  ],
});

testRule(invalidConfig, {
  valid: [
    { name: 'a manifest naming its files as Cursor\'s own plugins do', files: { [MANIFEST]: '{ "mcpServers": "./mcp.json", "hooks": "./hooks/hooks.json" }', 'mcp.json': PINNED, 'hooks/hooks.json': FLAT_HOOKS('true') } },
    { name: 'a broken manifest that declares nothing is not ours', files: { [MANIFEST]: '{ "name": "p",, }' } },
  ],
  invalid: [
    {
      name: 'a named server file that does not exist',
      files: { [MANIFEST]: '{ "mcpServers": "./gone.json" }' },
      errors: [{ line: 1, column: 17, level: 'warning', message: 'names the server file "gone.json", which does not exist: Cursor loads no server from it' }],
    },
    {
      name: 'mcpServers of a type the schema does not allow',
      files: { [MANIFEST]: '{ "mcpServers": 3 }' },
      errors: [{ line: 1, column: 17, level: 'warning', message: '"mcpServers" must be a path ("./mcp.json"), an inline config object or a list of either: Cursor\'s manifest schema allows nothing else, and mcp-audit reads nothing from it' }],
    },
    {
      name: 'a hooks entry of a type the schema does not allow',
      files: { [MANIFEST]: '{ "hooks": [true] }' },
      errors: [{ line: 1, column: 13, level: 'warning', message: /^"hooks\[0\]" must be a path \("\.\/hooks\/hooks\.json"\), an inline hooks object or a list of either/ }],
    },
  ],
});

// From Cursor's own plugins: hooks run "${CURSOR_PLUGIN_ROOT}/…" or "${CLAUDE_PLUGIN_ROOT}/…" scripts of the plugin.
testRule(unreviewedSkillScript, {
  valid: [
    { name: 'a hooks file under a name no host knows, that no manifest names', files: { 'p/hooks/cursor.json': FLAT_HOOKS('bash ${CURSOR_PLUGIN_ROOT}/scripts/fmt.sh'), 'p/scripts/fmt.sh': 'echo\n' } },
  ],
  invalid: [
    {
      name: 'a named hooks file runs a plugin script, never reviewed',
      files: { [`p/${MANIFEST}`]: '{ "name": "p", "hooks": "./hooks/cursor.json" }', 'p/hooks/cursor.json': FLAT_HOOKS('bash ${CURSOR_PLUGIN_ROOT}/scripts/fmt.sh'), 'p/scripts/fmt.sh': 'echo\n' },
      errors: [{ line: 1, column: 88, endColumn: 102, file: 'p/hooks/cursor.json', message: /^The afterFileEdit hook runs p\/scripts\/fmt\.sh, a script in the repository that is never reviewed/ }],
    },
    {
      name: 'an inline hook of the manifest runs a plugin script, never reviewed',
      files: { [`p/${MANIFEST}`]: `{ "name": "p", "hooks": ${FLAT_HOOKS('bash ${CURSOR_PLUGIN_ROOT}/scripts/fmt.sh')} }`, 'p/scripts/fmt.sh': 'echo\n' },
      errors: [{ line: 1, column: 112, endColumn: 126, file: `p/${MANIFEST}`, message: /^The afterFileEdit hook runs p\/scripts\/fmt\.sh, a script in the repository that is never reviewed/ }],
    },
  ],
});

describe('cursor plugin: secrets', () => {
  it('a token in the root mcp.json is an error, masked', () => {
    const result = scanTree({ [MANIFEST]: '{ "name": "p" }', 'mcp.json': `{ "mcpServers": { "gh": { "command": "gh-mcp", "env": { "GITHUB_TOKEN": "${GHP}" } } } }` }, [hardcodedSecret]);
    expect(result.findings.map((f) => [f.file, f.ruleId, f.level])).toEqual([['mcp.json', 'hardcoded-secret', 'error']]);
    expect(JSON.stringify(result.findings)).not.toContain(GHP.slice(8));
  });
});
