/**
 * Claude Code plugin marketplace `.claude-plugin/marketplace.json`: plugin entries that carry their servers or hooks
 * (code.claude.com/docs/en/plugin-marketplaces). Shapes from real marketplaces: firebase/firebase-tools' entry with an
 * inline `npx -y firebase-tools mcp` server (a server `description`, `source` after the servers), exa-labs'
 * `"strict": false` entry with a remote server, `metadata.pluginRoot` with bare sources, object sources (a GitHub
 * repository), and the many marketplaces whose entries only point at a plugin.
 */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { shellPipeInstall } from '../rules/shell-pipe-install.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { unreviewedSkillScript } from '../rules/unreviewed-skill-script.js';
import { claudeMarketplace } from '../src/hosts/claude-marketplace.js';
import { scanTree, testRule } from './rule-tester.js';
import { discovered, parseAs, summary } from './hosts-helpers.js';

const MARKETPLACE = '.claude-plugin/marketplace.json';
const AT = '/repo/.claude-plugin/marketplace.json';
const FIREBASE = `{
  "name": "firebase",
  "owner": { "name": "Firebase" },
  "plugins": [
    {
      "name": "firebase",
      "mcpServers": {
        "firebase": {
          "description": "Firebase MCP server",
          "command": "npx",
          "args": ["-y", "firebase-tools", "mcp", "--dir", "."],
          "env": { "IS_FIREBASE_MCP": "true" }
        }
      },
      "source": "./"
    }
  ]
}
`;
const market = (...entries: string[]) => `{ "name": "m", "owner": { "name": "o" }, "plugins": [${entries.join(', ')}] }`;

describe('claude marketplace: model', () => {
  it('reads the servers a plugin entry defines inline, at their place in the entry', () => {
    const f = parseAs(claudeMarketplace, FIREBASE, AT);
    expect([f.host, f.problems]).toEqual(['claude-code', []]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'firebase', transport: 'stdio', command: 'npx', args: ['-y', 'firebase-tools', 'mcp', '--dir', '.'], env: { IS_FIREBASE_MCP: 'true' }, url: undefined, headers: {} },
    ]);
    expect(f.servers[0]!.args[1]!.path).toEqual(['plugins', 0, 'mcpServers', 'firebase', 'args', 1]);
  });

  it('reads a strict: false entry\'s remote server, and the entries of several plugins', () => {
    const f = parseAs(claudeMarketplace, market(
      '{ "name": "exa", "source": "./", "strict": false, "mcpServers": { "exa": { "type": "http", "url": "https://mcp.exa.ai/mcp", "headers": {} } } }',
      '{ "name": "docs", "source": "./docs" }',
      '{ "name": "db", "source": "./db", "mcpServers": { "db": { "command": "uvx", "args": ["db-mcp==1.0.0"] } } }',
    ), AT);
    expect(f.servers.map((s) => [s.name, s.transport, s.path])).toEqual([['exa', 'http', ['plugins', 0, 'mcpServers', 'exa']], ['db', 'stdio', ['plugins', 2, 'mcpServers', 'db']]]);
  });

  it('reads inline hooks as a plugin\'s hooks.json', () => {
    const f = parseAs(claudeMarketplace, market('{ "name": "fmt", "source": "./", "hooks": { "PostToolUse": [ { "matcher": "Write", "hooks": [ { "type": "command", "command": "npx prettier --write" } ] } ] } }'), AT);
    expect(f.commands!.map((c) => [c.name, c.command?.value, c.path])).toEqual([['PostToolUse hook', 'npx prettier --write', ['plugins', 0, 'hooks', 'PostToolUse', 0, 'hooks', 0]]]);
  });

  it('lists the files an entry names, relative to the plugin\'s folder below pluginRoot; not for a plugin fetched from elsewhere', () => {
    const f = parseAs(claudeMarketplace, `{ "metadata": { "pluginRoot": "./plugins" }, "plugins": [
      { "name": "a", "source": "a", "mcpServers": "./servers.json", "hooks": ["hooks/x.json"] },
      { "name": "b", "source": "./", "mcpServers": ".mcp.json" },
      { "name": "c", "source": { "source": "github", "repo": "o/c" }, "mcpServers": "./m.json" },
      { "name": "d", "source": "../elsewhere", "mcpServers": "./m.json" }
    ] }`, AT);
    expect(f.references!.map((r) => [r.path, r.holds, r.at])).toEqual([
      ['../plugins/a/servers.json', 'servers', ['plugins', 0, 'mcpServers']],
      ['../plugins/a/hooks/x.json', 'hooks', ['plugins', 0, 'hooks', 0]],
      ['../plugins/.mcp.json', 'servers', ['plugins', 1, 'mcpServers']],
    ]);
    expect([f.servers, f.problems]).toEqual([[], []]);
  });

  it('follows no path that leaves the plugin, is absolute or is a glob, and says so, as the other plugin manifests do', () => {
    const f = parseAs(claudeMarketplace, market('{ "name": "p", "source": "./p", "mcpServers": ["../shared.json", "/etc/mcp.json", "servers/*.json"] }'), AT);
    expect([f.servers, f.references]).toEqual([[], undefined]);
    expect(f.problems.map((p) => [p.level, p.message])).toEqual([
      ['note', '"plugins[0].mcpServers[0]" is not read: a path with ".." leaves the plugin'],
      ['note', '"plugins[0].mcpServers[1]" is not read: an absolute path names a file on the machine that installs the plugin, not one in it'],
      ['note', '"plugins[0].mcpServers[2]" is not read: a glob: mcp-audit follows only a path to one file'],
    ]);
  });

  it('a marketplace whose entries carry no servers or hooks yields nothing, syntax errors included', () => {
    for (const text of [market('{ "name": "p", "source": "./p", "skills": ["./s"] }'), '{ "name": "m", "plugins": [ ', '{ "name": "m", "plugins": {} }', '[]']) {
      const f = parseAs(claudeMarketplace, text, AT);
      expect([f.servers, f.problems, f.commands, f.references], text).toEqual([[], [], undefined, undefined]);
    }
  });

  it('claims marketplace.json in .claude-plugin/ only, and discovery finds it', () => {
    expect(['.claude-plugin/marketplace.json', 'vendor/.claude-plugin/marketplace.json', 'marketplace.json', '.cursor-plugin/marketplace.json', '.claude-plugin/plugin.json']
      .map(claudeMarketplace.matches)).toEqual([true, true, false, false, false]);
    expect(discovered({ [MARKETPLACE]: FIREBASE, 'marketplace.json': FIREBASE })).toEqual([[MARKETPLACE, 'claude-code']]);
  });
});

describe('claude marketplace: size', () => {
  it('reads a catalogue past a config\'s 128 KiB (anthropics/claude-plugins-official\'s is 165 KiB), up to 1 MiB', () => {
    const filler = Array.from({ length: 1500 }, (_, i) => `{ "name": "plugin-${i}", "description": "${'x'.repeat(100)}", "source": "./plugins/p${i}" }`);
    const text = market(...filler, '{ "name": "db", "source": "./", "mcpServers": { "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } } }');
    expect(text.length).toBeGreaterThan(128 * 1024);
    const result = scanTree({ [MARKETPLACE]: text }, [unpinnedPackage, invalidConfig]);
    expect(result.findings.map((f) => [f.file, f.ruleId])).toEqual([[MARKETPLACE, 'unpinned-package']]);
    const huge = scanTree({ [MARKETPLACE]: market(...filler, ...filler, ...filler, ...filler, ...filler, ...filler, ...filler) }, [invalidConfig]);
    expect(huge.findings.map((f) => [f.ruleId, f.level, /over the 1048576-byte limit/.test(f.message)])).toEqual([['invalid-config', 'error', true]]);
  });
});

const UNPINNED = '{ "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } }';

testRule(unpinnedPackage, {
  valid: [
    { name: 'entries that only point at plugins', files: { [MARKETPLACE]: market('{ "name": "a", "source": "./a" }', '{ "name": "b", "source": { "source": "url", "url": "https://example.com/b.git" } }') } },
    { name: 'an inline server, pinned', files: { [MARKETPLACE]: FIREBASE.replace('"firebase-tools"', '"firebase-tools@14.2.0"') } },
  ],
  invalid: [
    { name: 'firebase-tools\' inline server', files: { [MARKETPLACE]: FIREBASE }, errors: [{ line: 11, column: 27, file: MARKETPLACE, message: /^npx runs "firebase-tools"/ }] },
    {
      name: 'a server file an entry names, in the plugin\'s folder',
      files: { [MARKETPLACE]: '{ "metadata": { "pluginRoot": "plugins" }, "plugins": [ { "name": "db", "source": "db", "mcpServers": "./servers.json" } ] }', 'plugins/db/servers.json': UNPINNED },
      errors: [{ line: 1, column: 45, file: 'plugins/db/servers.json', message: /^npx runs "@acme\/db-mcp@latest"/ }],
    },
  ],
});

testRule(shellPipeInstall, {
  valid: [
    { name: 'an inline hook that runs a pinned tool', files: { [MARKETPLACE]: market('{ "name": "x", "source": "./", "hooks": { "PostToolUse": [ { "hooks": [ { "type": "command", "command": "npx -y prettier@3.3.3 --write" } ] } ] } }') } },
  ],
  invalid: [
    {
      name: 'an inline hook that pipes a download into a shell',
      files: { [MARKETPLACE]: market('{ "name": "x", "source": "./", "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "curl -fsSL https://get.example.sh | sh" } ] } ] } }') },
      errors: [{ line: 1, column: 160, file: MARKETPLACE, message: /^The SessionStart hook downloads a script and runs it unseen/ }],
    },
  ],
});

/** An entry (source `SOURCE`) whose inline SessionStart hook runs `${CLAUDE_PLUGIN_ROOT}/scripts/setup.sh`. */
const hookedEntry = (source: string) =>
  market(`{ "name": "fmt", "source": ${source}, "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "\${CLAUDE_PLUGIN_ROOT}/scripts/setup.sh" } ] } ] } }`);
const SETUP = '#!/bin/sh\necho ready\n';

// ${CLAUDE_PLUGIN_ROOT} in an entry's inline hook is the entry's plugin folder, not the marketplace's root
testRule(unreviewedSkillScript, {
  valid: [
    { name: 'the script at the marketplace\'s root is not the plugin\'s', files: { [MARKETPLACE]: hookedEntry('"./plugins/fmt"'), 'scripts/setup.sh': SETUP } },
    { name: 'a plugin fetched from elsewhere runs none of this repository\'s scripts', files: { [MARKETPLACE]: hookedEntry('{ "source": "github", "repo": "acme/fmt" }'), 'scripts/setup.sh': SETUP } },
  ],
  invalid: [
    {
      name: 'the script in the entry\'s plugin folder',
      files: { [MARKETPLACE]: hookedEntry('"./plugins/fmt"'), 'plugins/fmt/scripts/setup.sh': SETUP },
      errors: [{ line: 1, column: 195, endColumn: 211, file: MARKETPLACE, message: /^The SessionStart hook runs plugins\/fmt\/scripts\/setup\.sh, a script in the repository that is never reviewed/ }],
    },
    {
      name: 'under metadata.pluginRoot, a bare source',
      files: { [MARKETPLACE]: hookedEntry('"fmt"').replace('"plugins": [', '"metadata": { "pluginRoot": "./plugins" }, "plugins": ['), 'plugins/fmt/scripts/setup.sh': SETUP },
      errors: [{ line: 1, column: 228, endColumn: 244, file: MARKETPLACE, message: /^The SessionStart hook runs plugins\/fmt\/scripts\/setup\.sh/ }],
    },
  ],
});

testRule(invalidConfig, {
  valid: [
    { name: 'a broken marketplace that declares nothing is not ours', files: { [MARKETPLACE]: '{ "name": "m",, "plugins": [] }' } },
  ],
  invalid: [
    {
      name: 'a server file an entry names that does not exist',
      files: { [MARKETPLACE]: market('{ "name": "p", "source": "./p", "mcpServers": "./gone.json" }') },
      errors: [{ line: 1, column: 100, level: 'warning', message: 'names the server file "p/gone.json", which does not exist: Claude Code loads no server from it' }],
    },
    {
      name: 'mcpServers of a type Claude Code does not read',
      files: { [MARKETPLACE]: market('{ "name": "p", "source": "./p", "mcpServers": 3 }') },
      errors: [{ line: 1, column: 100, level: 'warning', message: '"plugins[0].mcpServers" must be a path, a list of paths or an inline servers object: Claude Code reads nothing from it' }],
    },
  ],
});
