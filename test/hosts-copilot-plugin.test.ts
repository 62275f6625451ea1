/**
 * GitHub Copilot CLI plugin manifests, `.github/plugin/plugin.json` and `.plugin/plugin.json` (GitHub's CLI plugin
 * reference), the files they name, and a plugin's root `hooks.json`. Shapes from real plugins: Google's
 * chrome-devtools-mcp (servers inline, `npx chrome-devtools-mcp@latest`), SonarSource's sonarqube-agent-plugins
 * (`"mcpServers": "./mcp.json"`).
 */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { copilotPlugin } from '../src/hosts/copilot-plugin.js';
import { pluginHooks } from '../src/hosts/plugin-hooks.js';
import { testRule } from './rule-tester.js';
import { discovered, parseAs } from './hosts-helpers.js';

const MANIFEST = '.github/plugin/plugin.json';
const AT = '/repo/.github/plugin/plugin.json';

describe('copilot plugin: model', () => {
  it('reads inline servers, Copilot\'s types included', () => {
    const f = parseAs(copilotPlugin, '{ "name": "chrome-devtools-mcp", "mcpServers": { "chrome-devtools": { "command": "npx", "args": ["chrome-devtools-mcp@latest"] }, "api": { "type": "local", "command": "api-mcp" } } }', AT);
    expect([f.host, f.problems]).toEqual(['copilot', []]);
    expect(f.servers.map((s) => [s.name, s.transport, s.path])).toEqual([
      ['chrome-devtools', 'stdio', ['mcpServers', 'chrome-devtools']],
      ['api', 'stdio', ['mcpServers', 'api']],
    ]);
  });

  it('names files relative to the plugin\'s root: two folders above .github/plugin/, one above .plugin/', () => {
    const github = parseAs(copilotPlugin, '{ "mcpServers": "./mcp.json", "hooks": "hooks.json" }', AT);
    expect(github.references!.map((r) => [r.path, r.holds, r.at])).toEqual([
      ['../../mcp.json', 'copilot-servers', ['mcpServers']],
      ['../../hooks.json', 'copilot-hooks', ['hooks']],
    ]);
    const dotPlugin = parseAs(copilotPlugin, '{ "mcpServers": ".mcp.json" }', '/repo/.plugin/plugin.json');
    expect(dotPlugin.references!.map((r) => r.path)).toEqual(['../.mcp.json']);
  });

  it('reads inline hooks in Copilot\'s form: bash and powershell lines', () => {
    const f = parseAs(copilotPlugin, '{ "hooks": { "version": 1, "hooks": { "sessionStart": [ { "type": "command", "bash": "./scripts/start.sh", "powershell": "./scripts/start.ps1" } ] } } }', AT);
    expect(f.commands!.map((c) => [c.command?.value, c.path])).toEqual([
      ['./scripts/start.sh', ['hooks', 'hooks', 'sessionStart', 0]],
      ['./scripts/start.ps1', ['hooks', 'hooks', 'sessionStart', 0]],
    ]);
  });

  it('a plugin\'s hooks/hooks.json in Copilot\'s form is read as Copilot\'s hooks', () => {
    const f = parseAs(pluginHooks, '{ "version": 1, "hooks": { "preToolUse": [ { "type": "command", "bash": "./guard.sh" } ] } }', '/repo/hooks/hooks.json');
    expect([f.host, f.commands!.map((c) => c.command?.value)]).toEqual(['copilot-hooks', ['./guard.sh']]);
  });

  it('claims plugin.json in .github/plugin/ and .plugin/ only; a root hooks.json beside them is the plugin\'s', () => {
    expect(['.github/plugin/plugin.json', '.plugin/plugin.json', 'x/.github/plugin/plugin.json', '.github/plugin/marketplace.json', 'plugin/plugin.json']
      .map(copilotPlugin.matches)).toEqual([true, true, true, false, false]);
    expect(discovered({ [MANIFEST]: '{ "name": "p" }', 'hooks.json': '{ "version": 1, "hooks": {} }', 'other/hooks.json': '{}' }))
      .toEqual([[MANIFEST, 'copilot'], ['hooks.json', 'copilot-hooks']]);
  });
});

const UNPINNED = '{ "mcpServers": { "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } } }';
const HOOKS = (line: string) => `{ "version": 1, "hooks": { "postToolUse": [ { "type": "command", "bash": "${line}" } ] } }`;

testRule(unpinnedPackage, {
  valid: [
    { name: 'a named server file, pinned', files: { [MANIFEST]: '{ "mcpServers": "./mcp.json" }', 'mcp.json': UNPINNED.replace('@latest', '@1.0.0') } },
    { name: 'a root hooks.json of no plugin', files: { 'hooks.json': HOOKS('npx prettier --check .') } },
  ],
  invalid: [
    {
      name: 'servers inline in the manifest (chrome-devtools-mcp)',
      files: { [MANIFEST]: '{ "name": "c", "mcpServers": { "chrome-devtools": { "command": "npx", "args": ["chrome-devtools-mcp@latest"] } } }' },
      errors: [{ line: 1, column: 81, file: MANIFEST, message: /^npx runs "chrome-devtools-mcp@latest"/ }],
    },
    { name: 'mcpServers names a file (sonarqube)', files: { [MANIFEST]: '{ "mcpServers": "./mcp.json" }', 'mcp.json': UNPINNED }, errors: [{ line: 1, column: 61, file: 'mcp.json', message: /^npx runs "@acme\/db-mcp@latest"/ }] },
    { name: 'the plugin\'s root hooks.json', files: { [MANIFEST]: '{ "name": "p" }', 'hooks.json': HOOKS('npx prettier --check .') }, errors: [{ line: 1, column: 79, file: 'hooks.json', message: /^The postToolUse hook: npx runs "prettier"/ }] },
  ],
});

testRule(invalidConfig, {
  valid: [{ name: 'a manifest with neither key, broken, is not ours', files: { [MANIFEST]: '{ "name": "p",, }' } }],
  invalid: [
    {
      name: 'a named server file that does not exist',
      files: { [MANIFEST]: '{ "mcpServers": "./gone.json" }' },
      errors: [{ line: 1, column: 17, level: 'warning', message: 'names the server file "gone.json", which does not exist: Copilot CLI loads no server from it' }],
    },
    {
      name: 'mcpServers as a list',
      files: { [MANIFEST]: '{ "mcpServers": ["./a.json"] }' },
      errors: [{ line: 1, column: 17, level: 'warning', message: /^"mcpServers" must be a path \("\.mcp\.json"\) or inline server definitions: Copilot CLI reads nothing else there/ }],
    },
  ],
});
