/** Windsurf: `~/.codeium/windsurf/mcp_config.json`; remote servers use `serverUrl`, and `url` does not connect. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { windsurf } from '../src/hosts/windsurf.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

const PATH = '.codeium/windsurf/mcp_config.json';

describe('windsurf: model', () => {
  it('reads a realistic file', () => {
    const f = fixture(windsurf, 'windsurf/.codeium/windsurf/mcp_config.json');
    expect(f.host).toBe('windsurf');
    expect(f.problems).toEqual([]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'figma', transport: 'stdio', command: 'npx', args: ['-y', 'figma-developer-mcp@0.6.4', '--stdio'], env: { FIGMA_API_KEY: '${env:FIGMA_API_KEY}' }, url: undefined, headers: {} },
      { name: 'sentry', transport: 'http', command: undefined, args: [], env: {}, url: 'https://mcp.sentry.dev/mcp', headers: { Authorization: 'Bearer ${env:SENTRY_TOKEN}' } },
    ]);
    expect(f.servers[1]!.url!.path).toEqual(['mcpServers', 'sentry', 'serverUrl']);
    expectJsonTokens(f);
  });

  it('still models a url under the wrong key, so that rules see it', () => {
    const f = parseAs(windsurf, '{ "mcpServers": { "r": { "url": "https://user:pw@r.example/mcp" } } }');
    expect(f.servers.map((s) => [s.transport, s.url?.value])).toEqual([['http', 'https://user:pw@r.example/mcp']]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'serverUrl and command entries', files: { [PATH]: '{ "mcpServers": { "a": { "serverUrl": "https://a.example/mcp" }, "b": { "command": "x", "disabled": true } } }' } },
    { name: 'a mcp_config.json elsewhere is not read', files: { 'mcp_config.json': '{ "mcpServers": { "a": { "command": 1 } } }' } },
  ],
  invalid: [
    {
      name: 'url instead of serverUrl',
      files: { [PATH]: '{\n  "mcpServers": {\n    "remote": { "url": "https://mcp.example.com/mcp" }\n  }\n}\n' },
      errors: [{ line: 3, column: 5, endColumn: 13, level: 'warning', message: 'server "remote" has "url" but no "serverUrl": Windsurf reads a remote server\'s address from "serverUrl", so it does not connect to this one' }],
    },
    {
      name: 'neither command nor serverUrl',
      files: { [PATH]: '{ "mcpServers": { "a": { "headers": {} } } }' },
      errors: [{ line: 1, column: 19, level: 'error', message: 'server "a" has neither "command" nor "serverUrl"' }],
    },
    {
      name: 'disabled must be a boolean',
      files: { [PATH]: '{ "mcpServers": { "a": { "command": "x", "disabled": "yes" } } }' },
      errors: [{ line: 1, column: 54, message: '"disabled" of server "a" must be true or false' }],
    },
  ],
});

describe('windsurf: editor', () => {
  it('replaces the serverUrl and sets env', () => {
    const text = '{\n  "mcpServers": {\n    "a": { "command": "npx", "args": [] },\n    "r": { "serverUrl": "http://r.example/mcp" }\n  }\n}\n';
    const f = parseAs(windsurf, text);
    const [a, r] = f.servers;
    expect(edited(f, f.editor.replaceString(r!.url!, 'https://r.example/mcp'))).toBe(text.replace('http://', 'https://'));
    expect(edited(f, f.editor.insertArg(a!, 3, 'pkg'))).toBe(text.replace('[]', '["pkg"]'));
    expect(edited(f, f.editor.setEnv(a!, 'K', '${env:K}'))).toBe(text.replace('"args": [] }', '"args": [], "env": { "K": "${env:K}" } }'));
  });
});
