/** Which files the new hosts claim in a tree, which they leave alone, and what `--user` adds. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { discover } from '../src/discover/discover.js';
import { scan } from '../src/engine/engine.js';
import { userConfigs } from '../src/discover/user.js';
import { runCli } from './helpers/cli.js';
import { mkfifoSync } from './helpers/fifo.js';
import { scanTree, tempTrees } from './rule-tester.js';
import { discovered } from './hosts-helpers.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const tree = tempTrees();

describe('discovery', () => {
  it('finds each host\'s files in fixtures/hosts and none of the decoys', () => {
    const found = discover(['fixtures/hosts'], ROOT).configs.map((c) => [c.display, c.host.id]).sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(found).toEqual([
      ['fixtures/hosts/amazon-q/.amazonq/mcp.json', 'amazon-q'],
      ['fixtures/hosts/claude-desktop/claude_desktop_config.json', 'claude-desktop'],
      ['fixtures/hosts/claude-desktop/committed/claude_desktop_config.json', 'claude-desktop'],
      ['fixtures/hosts/claude-plugin/.claude-plugin/plugin.json', 'claude-code'],
      ['fixtures/hosts/claude-settings/.claude/settings.json', 'claude-settings'],
      ['fixtures/hosts/claude-settings/.claude/settings.local.json', 'claude-settings'],
      ['fixtures/hosts/cline/cline_mcp_settings.json', 'cline'],
      ['fixtures/hosts/continue/.continue/mcpServers/github.json', 'continue'],
      ['fixtures/hosts/continue/.continue/mcpServers/playwright.yaml', 'continue'],
      ['fixtures/hosts/copilot/.copilot/mcp-config.json', 'copilot'],
      ['fixtures/hosts/copilot/.github/mcp.json', 'copilot'],
      ['fixtures/hosts/cursor/.cursor/mcp.json', 'cursor'],
      // claimed by path like every .vscode/settings.json; it has no "mcp" key, so it yields nothing (next test)
      ['fixtures/hosts/decoys/.vscode/settings.json', 'vscode'],
      ['fixtures/hosts/devcontainer/.devcontainer/devcontainer.json', 'vscode'],
      ['fixtures/hosts/gemini-extension/gemini-extension.json', 'gemini'],
      ['fixtures/hosts/gemini/.gemini/settings.json', 'gemini'],
      ['fixtures/hosts/kiro/.kiro/settings/mcp.json', 'kiro'],
      ['fixtures/hosts/opencode/opencode.jsonc', 'opencode'],
      ['fixtures/hosts/opencode/v2/opencode.json', 'opencode'],
      ['fixtures/hosts/roo/.roo/mcp.json', 'roo'],
      ['fixtures/hosts/vscode-settings/.vscode/settings.json', 'vscode'],
      ['fixtures/hosts/windsurf/.codeium/windsurf/mcp_config.json', 'windsurf'],
      ['fixtures/hosts/zed/.zed/settings.json', 'zed'],
    ]);
  });

  it('parses every fixture without a problem', () => {
    const result = scan({ paths: ['fixtures/hosts'], cwd: ROOT, rules: [invalidConfig] });
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.map((f) => `${f.file}:${f.region.startLine} ${f.message}`)).toEqual([]);
  });

  it('leaves settings.json and the other new names alone outside their hosts\' folders', () => {
    const bad = '{ "mcpServers": { "x": { "command": 5 } }, "context_servers": 1, "mcp": 1 }';
    expect(discovered({
      'settings.json': bad, 'app/settings.json': bad, '.gemini/extra/settings.json': bad,
      'gemini/settings.json': bad, '.claude/other.json': bad, 'zed/settings.json': bad, 'mcp_config.json': bad,
      'windsurf/mcp_config.json': bad, 'mcp-config.json': bad, 'copilot/mcp-config.json': bad, 'mcpServers/a.yaml': 'x: [',
      '.continue/mcpServers/readme.md': 'x', '.continue/mcpServers/deep/a.yaml': 'x: [', 'claude_desktop_config.json.bak': bad,
      '.continue/config.yaml': 'x: [',
      'plugin.json': bad, 'tools/plugin.json': bad, '.cursor-plugin/marketplace.json': bad, 'claude-plugin/plugin.json': bad,
      'devcontainer.json': bad, 'devcontainer/devcontainer.json': bad, '.devcontainer/a/b/devcontainer.json': bad,
      'gemini-extension.json.bak': bad, '.vscode/launch.json': bad,
    })).toEqual([]);
  });

  it('claims every .vscode/settings.json and dev container, but one without MCP servers yields nothing', () => {
    const bad = '{ "mcpServers": { "x": { "command": 5 } }, "context_servers": 1, "mcp": 1 }';
    const result = scanTree({
      '.vscode/settings.json': bad, '.devcontainer/devcontainer.json': bad, '.devcontainer.json': '{ "image": "x",, }',
      '.claude-plugin/plugin.json': '{ "name": "p", "mcpServers": "./servers.json" }', 'gemini-extension.json': '{ "name": "e" ',
      // the file the manifest names is read as the plugin's server file
      'servers.json': '{}',
    }, [invalidConfig]);
    expect(result.configs.map((c) => [c.source.display, c.host, c.servers.length, c.problems.length])).toEqual(expect.arrayContaining([
      ['.vscode/settings.json', 'vscode', 0, 0], ['.devcontainer/devcontainer.json', 'vscode', 0, 0], ['.devcontainer.json', 'vscode', 0, 0],
      ['.claude-plugin/plugin.json', 'claude-code', 0, 0], ['gemini-extension.json', 'gemini', 0, 0], ['servers.json', 'claude-code', 0, 0],
    ]));
    expect(result.configs).toHaveLength(6);
    expect(result.findings).toEqual([]);
  });

  it('finds the project files of every host, nested too', () => {
    const ok = '{}';
    expect(discovered({
      '.cursor/mcp.json': ok, 'pkg/.gemini/settings.json': ok, '.zed/settings.json': ok, '.claude/settings.local.json': ok,
      'home/.codeium/windsurf/mcp_config.json': ok, '.kiro/settings/mcp.json': ok, '.amazonq/mcp.json': ok,
      '.roo/mcp.json': ok, 'x/cline_mcp_settings.json': ok, 'opencode.jsonc': ok, '.opencode/opencode.json': ok,
      '.github/mcp.json': ok, 'dot/.copilot/mcp-config.json': ok, '.continue/mcpServers/a.yml': 'mcpServers: []\n',
      '.continue/mcpServers/mcp.json': ok, 'plugins/db/.claude-plugin/plugin.json': ok, 'gemini-extension.json': ok,
      '.vscode/settings.json': ok, '.devcontainer/devcontainer.json': ok, '.devcontainer.json': ok, 'svc/.devcontainer/py/devcontainer.json': ok,
    })).toEqual([
      ['.amazonq/mcp.json', 'amazon-q'],
      ['.claude/settings.local.json', 'claude-settings'],
      ['.continue/mcpServers/a.yml', 'continue'],
      ['.continue/mcpServers/mcp.json', 'continue'],
      ['.cursor/mcp.json', 'cursor'],
      ['.devcontainer.json', 'vscode'],
      ['.devcontainer/devcontainer.json', 'vscode'],
      ['.github/mcp.json', 'copilot'],
      ['.kiro/settings/mcp.json', 'kiro'],
      ['.opencode/opencode.json', 'opencode'],
      ['.roo/mcp.json', 'roo'],
      ['.vscode/settings.json', 'vscode'],
      ['.zed/settings.json', 'zed'],
      ['dot/.copilot/mcp-config.json', 'copilot'],
      ['gemini-extension.json', 'gemini'],
      ['home/.codeium/windsurf/mcp_config.json', 'windsurf'],
      ['opencode.jsonc', 'opencode'],
      ['pkg/.gemini/settings.json', 'gemini'],
      ['plugins/db/.claude-plugin/plugin.json', 'claude-code'],
      ['svc/.devcontainer/py/devcontainer.json', 'vscode'],
      ['x/cline_mcp_settings.json', 'cline'],
    ]);
  });

  it('notes a FIFO only where a host would read the file', () => {
    const dir = tree({ '.gemini/keep': '', 'app/keep': '' });
    mkfifoSync(join(dir, '.gemini/settings.json'));
    mkfifoSync(join(dir, 'app/settings.json'));
    expect(discover(['.'], dir).notices.map((n) => [n.display, n.message])).toEqual([
      ['.gemini/settings.json', 'not a regular file (FIFO, socket or device); not read'],
    ]);
  });

  it('scans exactly a file given on the command line (pre-commit)', () => {
    const dir = tree({ '.gemini/settings.json': '{ "mcpServers": { "a": { "command": 5 } } }', '.cursor/mcp.json': '{ "mcpServers": { "a": { "command": 5 } } }' });
    const result = scan({ paths: ['.gemini/settings.json'], cwd: dir, rules: [invalidConfig] });
    expect(result.findings.map((f) => [f.file, f.level])).toEqual([['.gemini/settings.json', 'error']]);
  });
});

describe('--user', () => {
  const bad = (key = 'mcpServers') => `{\n  "${key}": {\n    "x": { "command": 5 }\n  }\n}\n`;
  const home = () => tree({
    '.claude/settings.json': '{ "enableAllProjectMcpServers": true, }x',
    '.cursor/mcp.json': bad(),
    '.gemini/settings.json': bad(),
    '.config/Claude/claude_desktop_config.json': bad(),
    'Library/Application Support/Claude/claude_desktop_config.json': bad(),
    '.codeium/windsurf/mcp_config.json': bad(),
    '.kiro/settings/mcp.json': bad(),
    '.aws/amazonq/mcp.json': bad(),
    '.copilot/mcp-config.json': bad(),
    '.config/opencode/opencode.json': '{\n  "mcp": {\n    "x": { "type": "local", "command": "npx" }\n  }\n}\n',
    '.config/zed/settings.json': bad('context_servers'),
    '.continue/config.yaml': 'name: Local\nmcpServers:\n  - name: x\n    command: [5]\n',
    '.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json': bad(),
    '.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json': bad(),
    '.cline/data/settings/cline_mcp_settings.json': bad(),
  });

  it('reads each host\'s user file under HOME, with that host', () => {
    const dir = home();
    expect(userConfigs({ env: { HOME: dir } }).map((c) => [c.display, c.host.id])).toEqual([
      ['~/.claude/settings.json', 'claude-settings'],
      ['~/.cursor/mcp.json', 'cursor'],
      ['~/.gemini/settings.json', 'gemini'],
      ['~/.config/Claude/claude_desktop_config.json', 'claude-desktop'],
      ['~/Library/Application Support/Claude/claude_desktop_config.json', 'claude-desktop'],
      ['~/.codeium/windsurf/mcp_config.json', 'windsurf'],
      ['~/.kiro/settings/mcp.json', 'kiro'],
      ['~/.aws/amazonq/mcp.json', 'amazon-q'],
      ['~/.copilot/mcp-config.json', 'copilot'],
      ['~/.config/opencode/opencode.json', 'opencode'],
      ['~/.config/zed/settings.json', 'zed'],
      ['~/.continue/config.yaml', 'continue'],
      ['~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json', 'cline'],
      ['~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json', 'roo'],
      ['~/.cline/data/settings/cline_mcp_settings.json', 'cline'],
    ]);
  });

  it('honours COPILOT_HOME, XDG_CONFIG_HOME and APPDATA', () => {
    const dir = tree({
      'copilot-home/mcp-config.json': '{}', 'xdg/opencode/opencode.jsonc': '{}', 'AppData/Roaming/Zed/settings.json': '{}',
      'AppData/Roaming/Claude/claude_desktop_config.json': '{}', 'AppData/Roaming/Code/User/mcp.json': '{}',
      'AppData/Roaming/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json': '{}',
    });
    const env = { HOME: dir, COPILOT_HOME: join(dir, 'copilot-home'), XDG_CONFIG_HOME: join(dir, 'xdg'), APPDATA: join(dir, 'AppData/Roaming') };
    expect(userConfigs({ env }).map((c) => [c.display, c.host.id])).toEqual([
      ['~/AppData/Roaming/Code/User/mcp.json', 'vscode'],
      ['~/AppData/Roaming/Claude/claude_desktop_config.json', 'claude-desktop'],
      ['~/copilot-home/mcp-config.json', 'copilot'],
      ['~/xdg/opencode/opencode.jsonc', 'opencode'],
      ['~/AppData/Roaming/Zed/settings.json', 'zed'],
      ['~/AppData/Roaming/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json', 'cline'],
    ]);
  });

  it('reports problems in each user file through the CLI', () => {
    const dir = home();
    const repo = tree({ '.mcp.json': '{}' });
    const run = runCli(['--format', 'json', '--user', '--rule', 'invalid-config'], repo, { HOME: dir });
    const findings = (JSON.parse(run.stdout) as { findings: { file: string; line: number; column: number }[] }).findings;
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column}`).sort()).toEqual([
      '~/.aws/amazonq/mcp.json:3:23',
      '~/.claude/settings.json:1:40',
      '~/.cline/data/settings/cline_mcp_settings.json:3:23',
      '~/.codeium/windsurf/mcp_config.json:3:23',
      '~/.config/Claude/claude_desktop_config.json:3:23',
      '~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json:3:23',
      '~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json:3:23',
      '~/.config/opencode/opencode.json:3:40',
      '~/.config/zed/settings.json:3:23',
      '~/.continue/config.yaml:4:14',
      '~/.copilot/mcp-config.json:3:23',
      '~/.cursor/mcp.json:3:23',
      '~/.gemini/settings.json:3:23',
      '~/.kiro/settings/mcp.json:3:23',
      '~/Library/Application Support/Claude/claude_desktop_config.json:3:23',
    ]);
  });
});
