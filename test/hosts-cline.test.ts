/** Cline (`cline_mcp_settings.json`) and Roo Code (`.roo/mcp.json`): Claude-like with auto-approval lists. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { cline, roo } from '../src/hosts/cline.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

describe('cline / roo: model', () => {
  it('reads a realistic Cline file', () => {
    const f = fixture(cline, 'cline/cline_mcp_settings.json');
    expect(f.host).toBe('cline');
    expect(f.problems).toEqual([]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'brave-search', transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-brave-search@0.6.2'], env: { BRAVE_API_KEY: 'YOUR_API_KEY_HERE' }, url: undefined, headers: {} },
      { name: 'remote', transport: 'http', command: undefined, args: [], env: {}, url: 'https://mcp.example.com/mcp', headers: {} },
    ]);
    expectJsonTokens(f);
    expect((f.data as { mcpServers: Record<string, { autoApprove?: string[] }> }).mcpServers['brave-search']!.autoApprove).toEqual(['brave_web_search']);
  });

  it('reads a realistic Roo file; a url without type is SSE', () => {
    const f = fixture(roo, 'roo/.roo/mcp.json');
    expect(f.host).toBe('roo');
    expect(f.problems).toEqual([]);
    expect(f.servers.map((s) => [s.name, s.transport, s.command?.value ?? s.url?.value])).toEqual([
      ['figma MCP', 'stdio', 'pnpm'],
      ['context7', 'http', 'https://mcp.context7.com/mcp'],
      ['legacy', 'sse', 'https://legacy.example.com/sse'],
    ]);
    expect(f.servers[0]!.env.map((e) => e.value.value)).toEqual(['${env:FIGMA_API_KEY}']);
    expectJsonTokens(f);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'a Cline file anywhere in the tree', files: { 'config/cline_mcp_settings.json': '{ "mcpServers": { "a": { "type": "sse", "url": "https://a.example/sse" } } }' } },
    { name: 'Cline: an empty mcpServers and autoApprove', files: { 'cline_mcp_settings.json': '{ "mcpServers": { "a": { "command": "x", "autoApprove": ["read"] } } }', 'b/cline_mcp_settings.json': '{ "mcpServers": {} }' } },
    { name: 'Roo alwaysAllow', files: { '.roo/mcp.json': '{ "mcpServers": { "a": { "command": "x", "alwaysAllow": ["read"], "disabled": false } } }' } },
    { name: 'a mcp.json in another folder is not Roo\'s', files: { 'roo/mcp.json': '{ "mcpServers": 1 }' } },
  ],
  invalid: [
    {
      name: 'Roo: an entry that mixes command and url',
      files: { '.roo/mcp.json': '{\n  "mcpServers": {\n    "a": { "command": "x", "url": "https://a.example" }\n  }\n}' },
      errors: [{ line: 3, column: 5, level: 'warning', message: 'server "a" has both "command" and "url": Roo Code rejects an entry that mixes local and remote fields' }],
    },
    {
      name: 'Cline: alwaysAllow / autoApprove must be lists',
      files: { 'cline_mcp_settings.json': '{ "mcpServers": { "a": { "command": "x", "autoApprove": "all" } } }' },
      errors: [{ line: 1, column: 57, message: '"autoApprove" of server "a" must be an array of tool names' }],
    },
    {
      name: 'Cline: a file without an mcpServers object is rejected',
      files: { 'cline_mcp_settings.json': '{ "servers": { "a": { "command": "x" } } }' },
      errors: [{ line: 1, column: 1, level: 'error', message: /^no "mcpServers" object: Cline rejects the file \("Invalid MCP settings schema"\)/ }],
    },
    {
      name: 'Cline: alwaysAllow (Roo Code\'s key) approves nothing',
      files: { 'cline_mcp_settings.json': '{ "mcpServers": { "a": { "command": "x", "alwaysAllow": ["read"] } } }' },
      errors: [{ line: 1, column: 57, level: 'note', message: '"alwaysAllow" of server "a" approves nothing: Cline reads "autoApprove" ("alwaysAllow" is Roo Code\'s key), so these tools still ask before they run' }],
    },
    {
      name: 'an unknown type',
      files: { '.roo/mcp.json': '{ "mcpServers": { "a": { "type": "websocket", "url": "wss://a.example" } } }' },
      errors: [{ line: 1, column: 34, message: 'server "a" has an unknown transport type "websocket"' }],
    },
  ],
});

describe('cline: editor', () => {
  it('inserts an argument at the end', () => {
    const text = '{"mcpServers":{"a":{"command":"npx","args":["-y","pkg"]}}}';
    const f = parseAs(cline, text);
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 9, '--read-only'))).toBe(text.replace('"pkg"]', '"pkg", "--read-only"]'));
  });
});
