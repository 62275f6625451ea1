/** opencode: `opencode.json(c)`, `mcp.<name>` (V1) or `mcp.servers.<name>` (V2), command arrays, `environment`. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { opencode } from '../src/hosts/opencode.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

describe('opencode: model', () => {
  it('reads a realistic V1 file: command array split into command and args, environment as env', () => {
    const f = fixture(opencode, 'opencode/opencode.jsonc');
    expect(f.host).toBe('opencode');
    expect(f.problems).toEqual([]);
    expect(f.comments.map((c) => c.text)).toEqual(['// local servers run a command array: executable first']);
    expect(f.servers.map(summary)).toEqual([
      { name: 'playwright', transport: 'stdio', command: 'npx', args: ['-y', '@playwright/mcp@0.0.41'], env: { PLAYWRIGHT_BROWSERS_PATH: '{env:HOME}/.cache/ms-playwright' }, url: undefined, headers: {} },
      { name: 'sentry', transport: 'http', command: undefined, args: [], env: {}, url: 'https://mcp.sentry.dev/mcp', headers: { Authorization: 'Bearer {env:SENTRY_TOKEN}' } },
    ]);
    const [playwright] = f.servers;
    expect(playwright!.command!.path).toEqual(['mcp', 'playwright', 'command', 0]);
    expect(playwright!.args.map((a) => a.path)).toEqual([['mcp', 'playwright', 'command', 1], ['mcp', 'playwright', 'command', 2]]);
    expect(playwright!.env[0]!.value.path).toEqual(['mcp', 'playwright', 'environment', 'PLAYWRIGHT_BROWSERS_PATH']);
    expect(f.source.text.slice(playwright!.argsSpan!.start, playwright!.argsSpan!.end)).toBe('["npx", "-y", "@playwright/mcp@0.0.41"]');
    expectJsonTokens(f);
  });

  it('reads a V2 file (mcp.servers)', () => {
    const f = fixture(opencode, 'opencode/v2/opencode.json');
    expect(f.problems).toEqual([]);
    expect(f.servers.map((s) => [s.path, s.command?.value, s.args.map((a) => a.value)])).toEqual([
      [['mcp', 'servers', 'memory'], 'bunx', ['@modelcontextprotocol/server-memory@2025.9.25']],
    ]);
  });

  it('reads a V1 server that happens to be named "servers"', () => {
    const f = parseAs(opencode, '{ "mcp": { "servers": { "type": "remote", "url": "https://s.example" } } }');
    expect(f.servers.map((s) => [s.name, s.url?.value])).toEqual([['servers', 'https://s.example']]);
  });

  it('claims opencode.json and opencode.jsonc anywhere', () => {
    expect(['opencode.json', '.opencode/opencode.jsonc', 'a/opencode.json', 'opencode.json5', 'my-opencode.json'].map(opencode.matches)).toEqual([true, true, true, false, false]);
  });
});

const cfg = (entry: string) => ({ 'opencode.json': `{\n  "mcp": {\n    "s": ${entry}\n  }\n}\n` });

testRule(invalidConfig, {
  valid: [
    { name: 'comments and trailing commas', files: { 'opencode.jsonc': '{\n  // x\n  "mcp": { "a": { "type": "local", "command": ["x"], }, },\n}\n' } },
    { name: 'no mcp at all', files: { 'opencode.json': '{ "$schema": "https://opencode.ai/config.json", "model": "x" }' } },
    { name: 'a disabled remote server with oauth off', files: cfg('{ "type": "remote", "url": "https://s.example", "enabled": false, "oauth": false }') },
  ],
  invalid: [
    {
      name: 'a Claude-style string command',
      files: cfg('{ "type": "local", "command": "npx", "args": ["-y", "pkg"] }'),
      errors: [{ line: 3, column: 40, endColumn: 45, message: '"command" of server "s" must be an array: opencode takes the executable and its arguments in one list, e.g. ["npx", "-y", "pkg"]' }],
    },
    {
      name: 'env instead of environment',
      files: cfg('{ "type": "local", "command": ["x"], "env": { "K": "v" } }'),
      errors: [{ line: 3, column: 54, level: 'warning', message: 'server "s" has "env": opencode passes variables from "environment", so these are not set' }],
    },
    {
      name: 'no type',
      files: cfg('{ "command": ["x"] }'),
      errors: [{ line: 3, column: 5, endColumn: 8, message: 'server "s" has no "type": opencode needs "type": "local" (with "command") or "remote" (with "url")' }],
    },
    {
      name: 'an unknown type',
      files: cfg('{ "type": "stdio", "command": ["x"] }'),
      errors: [{ line: 3, column: 20, message: 'server "s" has an unknown type "stdio": opencode knows "local" and "remote"' }],
    },
    {
      name: 'a remote server without url, a local one with an empty command',
      files: { 'opencode.json': '{ "mcp": {\n  "r": { "type": "remote" },\n  "l": { "type": "local", "command": [] }\n} }' },
      errors: [
        { line: 2, column: 3, message: 'server "r" is a remote server without a "url"' },
        { line: 3, column: 38, message: '"command" of server "l" is empty' },
      ],
    },
    {
      name: 'non-string command elements',
      files: cfg('{ "type": "local", "command": ["node", 1] }'),
      errors: [{ line: 3, column: 49, message: '"command" of server "s" must hold only strings' }],
    },
  ],
});

describe('opencode: editor', () => {
  const text = '{\n  "mcp": {\n    "p": {\n      "type": "local",\n      "command": ["npx", "pkg"]\n    }\n  }\n}\n';
  it('inserts arguments into the command array, after the executable', () => {
    const f = parseAs(opencode, text);
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 0, '-y'))).toBe(text.replace('["npx", "pkg"]', '["npx", "-y", "pkg"]'));
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 1, '--flag'))).toBe(text.replace('["npx", "pkg"]', '["npx", "pkg", "--flag"]'));
  });

  it('sets variables in environment, and replaces an element', () => {
    const f = parseAs(opencode, text);
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'TOKEN', '{env:TOKEN}'))).toBe(text.replace('"pkg"]', '"pkg"],\n      "environment": { "TOKEN": "{env:TOKEN}" }'));
    expect(edited(f, f.editor.replaceString(f.servers[0]!.args[0]!, 'pkg@1.2.3'))).toBe(text.replace('"pkg"', '"pkg@1.2.3"'));
  });

  it('edits V2 servers at their own path', () => {
    const v2 = '{ "mcp": { "servers": { "m": { "type": "local", "command": ["bunx", "m"], "environment": { "A": "1" } } } } }';
    const f = parseAs(opencode, v2);
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 0, '--bun'))).toBe(v2.replace('["bunx", "m"]', '["bunx", "--bun", "m"]'));
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'A', '2'))).toBe(v2.replace('"A": "1"', '"A": "2"'));
  });
});
