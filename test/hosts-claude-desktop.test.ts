/** Claude Desktop: `claude_desktop_config.json` (with `--user`, or a committed copy); local servers, no expansion. */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { scan } from '../src/engine/engine.js';
import { claudeDesktop } from '../src/hosts/claude-desktop.js';
import { userConfigs } from '../src/discover/user.js';
import { writeTree } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Scans a fake HOME holding `text` as the Linux Claude Desktop config, through `--user` discovery. */
function scanUser(text: string) {
  const home = writeTree({ '.config/Claude/claude_desktop_config.json': text });
  dirs.push(home);
  const elsewhere = writeTree({});
  dirs.push(elsewhere);
  return scan({ paths: [], cwd: elsewhere, rules: [invalidConfig], userConfigs: userConfigs({ env: { HOME: home } }) });
}

describe('claude-desktop: model', () => {
  it('reads a realistic file, Windows paths included', () => {
    const f = fixture(claudeDesktop, 'claude-desktop/claude_desktop_config.json');
    expect(f.host).toBe('claude-desktop');
    expect(f.problems).toEqual([]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'filesystem', transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', 'C:\\Users\\me\\Desktop'], env: {}, url: undefined, headers: {} },
      { name: 'sqlite', transport: 'stdio', command: 'uvx', args: ['mcp-server-sqlite', '--db-path', '/Users/me/test.db'], env: { LOG_LEVEL: 'info' }, url: undefined, headers: {} },
    ]);
    expectJsonTokens(f);
    // the escaped backslashes map value characters to their source offsets
    expect(f.servers[0]!.args[2]!.offsets).toBeDefined();
  });

  it('also reads a copy committed to a repository (a unique name, often holding real tokens)', () => {
    expect(claudeDesktop.matches('claude_desktop_config.json')).toBe(true);
    expect(claudeDesktop.matches('/repo/docs/claude_desktop_config.json')).toBe(true);
    expect(claudeDesktop.matches('docs/claude_desktop_config.json.example')).toBe(false);
  });
});

describe('claude-desktop: invalid-config through --user', () => {
  it('reports a remote entry, which Claude Desktop does not start from this file', () => {
    const result = scanUser('{\n  "mcpServers": {\n    "remote": { "url": "https://mcp.example.com/mcp" }\n  }\n}\n');
    expect(result.findings.map((f) => [f.file, f.region.startLine, f.region.startColumn, f.level, f.message])).toEqual([
      ['~/.config/Claude/claude_desktop_config.json', 3, 5, 'warning', 'server "remote" has a "url" but no "command": Claude Desktop starts local servers from this file; a remote server is added as a connector in its settings instead'],
    ]);
  });

  it('reports wrong types, and comments: Claude Desktop reads strict JSON (formats.md §0)', () => {
    expect(scanUser('{\n  // mine\n  "mcpServers": { "a": { "command": "x" } }\n}\n').findings.map((f) => [f.region.startLine, f.region.startColumn, f.level, f.message])).toEqual([
      [2, 3, 'error', 'comments are not allowed: Claude Desktop reads claude_desktop_config.json as strict JSON, so this file fails to load and none of its servers start'],
    ]);
    const result = scanUser('{ "mcpServers": { "a": { "command": "x", "args": "y" } } }');
    expect(result.findings.map((f) => [f.region.startLine, f.region.startColumn, f.message])).toEqual([[1, 50, '"args" of server "a" must be an array of strings']]);
  });
});

describe('claude-desktop: editor', () => {
  it('sets env and inserts an argument', () => {
    const text = '{\n\t"mcpServers": {\n\t\t"a": {\n\t\t\t"command": "npx",\n\t\t\t"args": [\n\t\t\t\t"pkg"\n\t\t\t]\n\t\t}\n\t}\n}';
    const f = parseAs(claudeDesktop, text);
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 0, '-y'))).toBe(text.replace('\t\t\t\t"pkg"', '\t\t\t\t"-y",\n\t\t\t\t"pkg"'));
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'K', 'v'))).toBe(text.replace('\t\t\t]\n\t\t}', '\t\t\t],\n\t\t\t"env": { "K": "v" }\n\t\t}'));
  });
});
