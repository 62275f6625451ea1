/** Zed: `context_servers` in `.zed/settings.json` (project) or the user's settings; command, or the older command object. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { zed } from '../src/hosts/zed.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

describe('zed: model', () => {
  it('reads a realistic file: both command forms and a remote server; extension entries are not servers', () => {
    const f = fixture(zed, 'zed/.zed/settings.json');
    expect(f.host).toBe('zed');
    expect(f.problems).toEqual([]);
    expect(f.comments.map((c) => c.text)).toEqual(['// Zed project settings']);
    expect(f.servers.map(summary)).toEqual([
      { name: 'hexdocs-mcp', transport: 'stdio', command: 'npx', args: ['-y', 'hexdocs-mcp@0.5.0'], env: {}, url: undefined, headers: {} },
      { name: 'old-style', transport: 'stdio', command: '/usr/local/bin/ctx', args: ['run'], env: { MODE: 'ro' }, url: undefined, headers: {} },
      { name: 'remote', transport: 'http', command: undefined, args: [], env: {}, url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer placeholder' } },
    ]);
    expect(f.servers[1]!.command!.path).toEqual(['context_servers', 'old-style', 'command', 'path']);
    expect(f.servers[1]!.env[0]!.value.path).toEqual(['context_servers', 'old-style', 'command', 'env', 'MODE']);
    expectJsonTokens(f);
  });

  it('claims .zed/settings.json only', () => {
    expect(['.zed/settings.json', 'app/.zed/settings.json', 'zed/settings.json', '.config/zed/settings.json', '.zed/tasks.json'].map(zed.matches)).toEqual([true, true, false, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'comments, trailing commas, an extension entry', files: { '.zed/settings.json': '// x\n{\n  "context_servers": { "ext": { "source": "extension", "settings": {}, }, },\n}\n' } },
    { name: 'settings without context servers', files: { '.zed/settings.json': '{ "theme": "One Dark" }' } },
  ],
  invalid: [
    {
      name: 'a command object without path',
      files: { '.zed/settings.json': '{ "context_servers": {\n  "a": { "command": { "args": ["x"] } }\n} }' },
      errors: [{ line: 2, column: 21, message: 'server "a" has a "command" object without "path"' }],
    },
    {
      name: 'wrong types in the command object',
      files: { '.zed/settings.json': '{ "context_servers": {\n  "a": { "command": { "path": "x", "args": "y", "env": { "K": 1 } } }\n} }' },
      errors: [
        { line: 2, column: 44, message: '"command.args" of server "a" must be an array of strings' },
        { line: 2, column: 63, message: '"command.env.K" of server "a" must be a string' },
      ],
    },
    {
      name: 'context_servers as an array',
      files: { '.zed/settings.json': '{ "context_servers": [] }' },
      errors: [{ line: 1, column: 22, message: '"context_servers" must be an object mapping server names to entries' }],
    },
  ],
});

describe('zed: editor', () => {
  it('edits args and env where each form keeps them', () => {
    const text = '{\n  "context_servers": {\n    "new": { "command": "npx", "args": ["pkg"] },\n    "old": { "command": { "path": "ctx", "args": ["run"] } }\n  }\n}\n';
    const f = parseAs(zed, text);
    const [fresh, old] = f.servers;
    expect(edited(f, f.editor.insertArg(fresh!, 0, '-y'))).toBe(text.replace('["pkg"]', '["-y", "pkg"]'));
    expect(edited(f, f.editor.insertArg(old!, 1, '--ro'))).toBe(text.replace('["run"]', '["run", "--ro"]'));
    expect(edited(f, f.editor.setEnv(old!, 'K', 'v'))).toBe(text.replace('["run"] }', '["run"], "env": { "K": "v" } }'));
    expect(edited(f, f.editor.setEnv(fresh!, 'K', 'v'))).toBe(text.replace('["pkg"] }', '["pkg"], "env": { "K": "v" } }'));
  });
});
