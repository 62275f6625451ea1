/** Gemini CLI: `.gemini/settings.json` (JSON with comments), httpUrl / url + type / command / tcp, alias traps. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { gemini } from '../src/hosts/gemini.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

const file = (servers: string) => ({ '.gemini/settings.json': `{\n  "mcpServers": {\n${servers}\n  }\n}\n` });

describe('gemini: model', () => {
  it('reads a realistic file with comments', () => {
    const f = fixture(gemini, 'gemini/.gemini/settings.json');
    expect(f.host).toBe('gemini');
    expect(f.syntax).toBe('jsonc');
    expect(f.problems).toEqual([]);
    expect(f.comments.map((c) => c.text)).toEqual(['// Gemini CLI reads this file with comments stripped.', '/* a local one */']);
    expect(f.servers.map(summary)).toEqual([
      {
        name: 'github', transport: 'http', command: undefined, args: [], env: {}, url: 'https://api.githubcopilot.com/mcp/',
        headers: { Authorization: 'Bearer $GITHUB_PAT' },
      },
      {
        name: 'fs', transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '${HOME}/src'],
        env: { DEBUG: '${DEBUG:-0}' }, url: undefined, headers: {},
      },
      { name: 'events', transport: 'sse', command: undefined, args: [], env: {}, url: 'http://localhost:8080/sse', headers: {} },
      { name: 'stream', transport: 'http', command: undefined, args: [], env: {}, url: 'https://stream.example.com/mcp', headers: {} },
    ]);
    expectJsonTokens(f);
    expect((f.data as { mcpServers: { github: { trust: boolean } } }).mcpServers.github.trust).toBe(false);
  });

  it('reads tcp as a websocket server and keeps the url key in the path', () => {
    const f = parseAs(gemini, '{ "mcpServers": { "ws": { "tcp": "ws://localhost:9000" } } }');
    expect(f.servers.map((s) => [s.transport, s.url?.value, s.url?.path])).toEqual([['ws', 'ws://localhost:9000', ['mcpServers', 'ws', 'tcp']]]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'comments and trailing commas', files: { '.gemini/settings.json': '{\n  // c\n  "mcpServers": { "a": { "command": "x", }, },\n}\n' } },
    { name: 'settings without servers', files: { '.gemini/settings.json': '{ "theme": "Dracula", "mcp": { "allowed": [] } }' } },
    { name: 'a dash in the alias', files: file('    "my-server": { "command": "x", "trust": true, "includeTools": ["a"] }') },
    // a file that loads: the alias caveat belongs to the tool rules that name it (auto-approve)
    { name: 'an underscore in the alias', files: file('    "my_server": { "command": "x" }') },
  ],
  invalid: [
    {
      name: 'httpUrl and url both set',
      files: file('    "a": { "httpUrl": "https://a.example/mcp", "url": "https://a.example/sse" }'),
      errors: [{ line: 3, column: 55, endColumn: 78, level: 'warning', message: 'server "a" sets both "httpUrl" and "url": Gemini CLI uses "httpUrl" and ignores "url"' }],
    },
    {
      name: 'url and command both set',
      files: file('    "a": { "command": "x", "url": "https://a.example/sse" }'),
      errors: [{ line: 3, column: 23, endColumn: 26, level: 'warning', message: 'server "a" sets both "url" and "command": Gemini CLI uses "url" and ignores "command"' }],
    },
    {
      name: 'an entry with no transport',
      files: file('    "a": { "env": {} }'),
      errors: [{ line: 3, column: 5, level: 'error', message: 'server "a" has none of "command", "httpUrl", "url" or "tcp"' }],
    },
    {
      name: 'an unknown type',
      files: file('    "a": { "url": "https://a.example", "type": "streamable-http" }'),
      errors: [{ line: 3, column: 48, level: 'warning', message: 'server "a" has an unknown transport type "streamable-http": Gemini CLI knows "http" and "sse"' }],
    },
    {
      name: 'wrong types for trust and tool lists',
      files: file('    "a": { "command": "x", "trust": "yes", "excludeTools": "delete" }'),
      errors: [
        { line: 3, column: 37, message: '"trust" of server "a" must be true or false' },
        { line: 3, column: 60, message: '"excludeTools" of server "a" must be an array of tool names' },
      ],
    },
  ],
});

describe('gemini: editor', () => {
  it('keeps comments and inserts in place', () => {
    const text = '{\n  // servers\n  "mcpServers": {\n    "fs": { "command": "npx", "args": ["pkg"] } // local\n  }\n}\n';
    const f = parseAs(gemini, text);
    const [server] = f.servers;
    expect(edited(f, f.editor.insertArg(server!, 0, '-y'))).toBe(text.replace('["pkg"]', '["-y", "pkg"]'));
    expect(edited(f, f.editor.replaceString(server!.command!, 'uvx'))).toBe(text.replace('"npx"', '"uvx"'));
    expect(edited(f, f.editor.setEnv(server!, 'TOKEN', '$TOKEN'))).toBe(text.replace('["pkg"] }', '["pkg"], "env": { "TOKEN": "$TOKEN" } }'));
  });

  it('lays insertions out like their siblings: own lines, trailing commas and end-of-line comments kept', () => {
    const text = '{\n  "mcpServers": {\n    "fs": {\n      "command": "npx",\n      "args": [\n        "pkg", // the server\n      ],\n      "env": {\n        "A": "1", // first\n      },\n    },\n  },\n}\n';
    const f = parseAs(gemini, text);
    const [server] = f.servers;
    expect(edited(f, f.editor.insertArg(server!, 0, '-y'))).toBe(text.replace('        "pkg",', '        "-y",\n        "pkg",'));
    expect(edited(f, f.editor.insertArg(server!, 1, '--ro'))).toBe(text.replace('// the server\n', '// the server\n        "--ro",\n'));
    expect(edited(f, f.editor.setEnv(server!, 'B', '$B'))).toBe(text.replace('// first\n', '// first\n        "B": "$B",\n'));
    expect(edited(f, f.editor.setEnv(server!, 'A', '$A'))).toBe(text.replace('"A": "1"', '"A": "$A"'));
  });

  it('adds env to a multi-line entry without one', () => {
    const text = '{\n  "mcpServers": {\n    "r": {\n      "httpUrl": "https://r.example/mcp"\n    }\n  }\n}\n';
    const f = parseAs(gemini, text);
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'K', '$K'))).toBe(text.replace('/mcp"\n', '/mcp",\n      "env": { "K": "$K" }\n'));
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 0, 'x'))).toBe(text.replace('/mcp"\n', '/mcp",\n      "args": ["x"]\n'));
  });
});
