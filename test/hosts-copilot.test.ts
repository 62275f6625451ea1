/** GitHub Copilot's portable format: `.github/mcp.json`, `~/.copilot/mcp-config.json`; `type: "local"`. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { copilot } from '../src/hosts/copilot.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

describe('copilot: model', () => {
  it('reads realistic files', () => {
    const f = fixture(copilot, 'copilot/.github/mcp.json');
    expect(f.host).toBe('copilot');
    expect(f.problems).toEqual([]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'playwright', transport: 'stdio', command: 'npx', args: ['@playwright/mcp@0.0.41'], env: {}, url: undefined, headers: {} },
      { name: 'github', transport: 'http', command: undefined, args: [], env: {}, url: 'https://api.githubcopilot.com/mcp/readonly', headers: { Authorization: 'Bearer ${GITHUB_TOKEN}' } },
    ]);
    expectJsonTokens(f);
    expect(fixture(copilot, 'copilot/.copilot/mcp-config.json').servers.map((s) => s.transport)).toEqual(['sse']);
  });

  it('claims .github/mcp.json and .copilot/mcp-config.json only', () => {
    expect(['.github/mcp.json', '.copilot/mcp-config.json', 'mcp-config.json', '.github/workflows/mcp.json', '.mcp.json'].map(copilot.matches)).toEqual([true, true, false, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [{ name: 'local and stdio types', files: { '.github/mcp.json': '{ "mcpServers": { "a": { "type": "local", "command": "x" }, "b": { "type": "stdio", "command": "y" } } }' } }],
  invalid: [
    {
      name: 'a local server without command',
      files: { '.github/mcp.json': '{ "mcpServers": { "a": { "type": "local", "args": [] } } }' },
      errors: [{ line: 1, column: 19, endColumn: 22, message: 'server "a" is a stdio server without a "command"' }],
    },
    {
      name: 'streamable-http is not a Copilot type',
      files: { '.copilot/mcp-config.json': '{ "mcpServers": { "a": { "type": "streamable-http", "url": "https://a.example" } } }' },
      errors: [{ line: 1, column: 34, message: 'server "a" has an unknown transport type "streamable-http"' }],
    },
  ],
});

describe('copilot: editor', () => {
  it('replaces a header value', () => {
    const text = '{ "mcpServers": { "g": { "type": "http", "url": "https://x", "headers": { "Authorization": "Bearer abc" } } } }';
    const f = parseAs(copilot, text);
    expect(edited(f, f.editor.replaceString(f.servers[0]!.headers[0]!.value, 'Bearer ${GITHUB_TOKEN}'))).toBe(text.replace('Bearer abc', 'Bearer ${GITHUB_TOKEN}'));
  });
});
