import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { scan } from '../src/engine.js';
import { writeTree } from './rule-tester.js';

describe('discovery', () => {
  it('recognises a host file when the scan starts inside its folder (mcp-audit .vscode)', () => {
    const dir = writeTree({ '.vscode/mcp.json': '{ "servers": { "a": { "command": 1 } } }', '.codex/config.toml': '[mcp_servers.x]\ncommand = 2\n' });
    for (const [path, file] of [['.vscode', '.vscode/mcp.json'], ['.codex', '.codex/config.toml'], ['.', '.vscode/mcp.json']] as const) {
      const result = scan({ paths: [path], cwd: dir, rules: [invalidConfig] });
      expect(result.findings.map((f) => f.file)).toContain(file);
    }
  });

  it('reads a committed claude_desktop_config.json', () => {
    const dir = writeTree({ 'docs/claude_desktop_config.json': '{ "mcpServers": { "a": { "command": 1 } } }' });
    const result = scan({ paths: ['.'], cwd: dir, rules: [invalidConfig] });
    expect(result.configs.map((c) => [c.source.display, c.host])).toEqual([['docs/claude_desktop_config.json', 'claude-desktop']]);
  });
});
