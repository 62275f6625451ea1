/** Cursor: `.cursor/mcp.json`, Claude-like entries, `type: "streamable-http"`, `${env:VAR}`. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { cursor } from '../src/hosts/cursor.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

describe('cursor: model', () => {
  it('reads a realistic file', () => {
    const file = fixture(cursor, 'cursor/.cursor/mcp.json');
    expect(file.host).toBe('cursor');
    expect(file.problems).toEqual([]);
    expect(file.servers.map(summary)).toEqual([
      {
        name: 'github', transport: 'stdio', command: 'docker',
        args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server:v0.20.1'],
        env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${env:GITHUB_TOKEN}' }, url: undefined, headers: {},
      },
      {
        name: 'linear', transport: 'http', command: undefined, args: [], env: {}, url: 'https://mcp.linear.app/mcp',
        headers: { Authorization: 'Bearer ${env:LINEAR_API_KEY}' },
      },
      { name: 'docs', transport: 'http', command: undefined, args: [], env: {}, url: 'https://docs.example.com/sse', headers: {} },
    ]);
    expectJsonTokens(file);
    expect(file.servers[0]!.path).toEqual(['mcpServers', 'github']);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'streamable-http, sse and a url without type', files: { '.cursor/mcp.json': '{ "mcpServers": { "a": { "type": "streamable-http", "url": "https://a.example" }, "b": { "type": "sse", "url": "https://b.example" }, "c": { "url": "https://c.example" } } }' } },
    { name: 'comments are accepted (unconfirmed either way)', files: { '.cursor/mcp.json': '{\n  // servers\n  "mcpServers": { "a": { "command": "x" } }\n}\n' } },
    { name: 'envFile and other keys are ignored', files: { '.cursor/mcp.json': '{ "mcpServers": { "a": { "command": "x", "envFile": ".env" } } }' } },
  ],
  invalid: [
    {
      name: 'an unknown type',
      files: { '.cursor/mcp.json': '{ "mcpServers": {\n  "a": { "type": "websocket", "url": "wss://a.example" }\n} }' },
      errors: [{ line: 2, column: 18, endColumn: 29, message: 'server "a" has an unknown transport type "websocket"' }],
    },
    {
      name: 'wrong types',
      files: { '.cursor/mcp.json': '{ "mcpServers": {\n  "a": { "command": "x", "env": { "K": 1 } }\n} }' },
      errors: [{ line: 2, column: 40, message: '"env.K" of server "a" must be a string' }],
    },
    {
      name: 'a syntax error',
      files: { '.cursor/mcp.json': '{ "mcpServers": { "a": { "command": "x" } }' },
      errors: [{ line: 1, column: 44, message: 'JSON syntax error: close brace expected' }],
    },
  ],
});

describe('cursor: editor', () => {
  it('inserts an argument, sets env and replaces a string in the file\'s layout', () => {
    const text = '{\n  "mcpServers": {\n    "a": {\n      "command": "npx",\n      "args": ["pkg"]\n    }\n  }\n}\n';
    const file = parseAs(cursor, text);
    const [server] = file.servers;
    expect(edited(file, file.editor.insertArg(server!, 0, '-y'))).toBe(text.replace('["pkg"]', '["-y", "pkg"]'));
    expect(edited(file, file.editor.setEnv(server!, 'TOKEN', '${env:TOKEN}'))).toBe(
      '{\n  "mcpServers": {\n    "a": {\n      "command": "npx",\n      "args": ["pkg"],\n      "env": { "TOKEN": "${env:TOKEN}" }\n    }\n  }\n}\n',
    );
    expect(edited(file, file.editor.replaceString(server!.args[0]!, 'pkg@1.0.0'))).toBe(text.replace('"pkg"', '"pkg@1.0.0"'));
  });
});
