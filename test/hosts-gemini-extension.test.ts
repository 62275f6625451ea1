/** Gemini CLI extension manifest: `gemini-extension.json`, `mcpServers` shaped like Gemini settings'. */
import { describe, expect, it } from 'vitest';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { geminiExtension } from '../src/hosts/gemini-extension.js';
import { scanTree, testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

// A fake token of the right shape; never paste real ones into tests.
const GHP = 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2';
const manifest = (servers: string) => ({ 'gemini-extension.json': `{\n  "name": "ext",\n  "version": "1.0.0",\n  "mcpServers": {\n${servers}\n  }\n}\n` });

describe('gemini extension: model', () => {
  it('reads a realistic manifest; $VAR, ${VAR} and ${VAR:-default} stay as written', () => {
    const f = fixture(geminiExtension, 'gemini-extension/gemini-extension.json');
    expect([f.host, f.syntax, f.problems]).toEqual(['gemini', 'jsonc', []]);
    expect(f.servers.map(summary)).toEqual([
      {
        name: 'cloud', transport: 'stdio', command: 'node', args: ['${extensionPath}/dist/server.js', '--region', '${CLOUD_REGION:-us-east1}'],
        env: { CLOUD_API_KEY: '$CLOUD_API_KEY' }, url: undefined, headers: {},
      },
      { name: 'status', transport: 'http', command: undefined, args: [], env: {}, url: 'https://status.example.com/mcp', headers: { Authorization: 'Bearer ${STATUS_TOKEN}' } },
    ]);
    expectJsonTokens(f);
    expect(f.servers[1]!.url!.path).toEqual(['mcpServers', 'status', 'httpUrl']);
  });

  it('gives exact spans', () => {
    const text = '{ "name": "e", "mcpServers": { "s": { "httpUrl": "https://s.example/mcp", "headers": { "X-Key": "$KEY" } } } }';
    const f = parseAs(geminiExtension, text);
    const [server] = f.servers;
    const at = (span: { start: number; end: number }) => [span.start, text.slice(span.start, span.end)];
    expect(at(server!.nameSpan)).toEqual([31, '"s"']);
    expect(at(server!.span)).toEqual([36, '{ "httpUrl": "https://s.example/mcp", "headers": { "X-Key": "$KEY" } }']);
    expect(at(server!.url!.span)).toEqual([49, '"https://s.example/mcp"']);
    expect(at(server!.headers[0]!.value.span)).toEqual([96, '"$KEY"']);
  });

  it('a manifest without mcpServers yields nothing, syntax errors included', () => {
    for (const text of ['{ "name": "e", "version": "1.0.0", "contextFileName": "GEMINI.md" }', '{ "name": "e", "version": ']) {
      const f = parseAs(geminiExtension, text);
      expect([f.servers, f.problems], text).toEqual([[], []]);
    }
  });

  it('claims gemini-extension.json in any folder, and nothing else', () => {
    expect(['gemini-extension.json', 'extensions/cloud/gemini-extension.json', 'gemini-extension.json.bak', 'my-gemini-extension.json', '.gemini/settings.json']
      .map(geminiExtension.matches)).toEqual([true, true, false, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'a manifest without servers', files: { 'gemini-extension.json': '{ "name": "e", "version": "1.0.0" }' } },
    { name: 'comments (as in settings)', files: { 'gemini-extension.json': '{\n  // x\n  "name": "e", "mcpServers": { "a": { "command": "x" } }\n}\n' } },
  ],
  invalid: [
    {
      name: 'Gemini\'s checks apply: httpUrl and url both set',
      files: manifest('    "a": { "httpUrl": "https://a.example/mcp", "url": "https://a.example/sse" }'),
      errors: [{ line: 5, column: 55, endColumn: 78, level: 'warning', message: 'server "a" sets both "httpUrl" and "url": Gemini CLI uses "httpUrl" and ignores "url"' }],
    },
    {
      name: 'an entry with no transport',
      files: manifest('    "a": { "env": {} }'),
      errors: [{ line: 5, column: 5, level: 'error', message: 'server "a" has none of "command", "httpUrl", "url" or "tcp"' }],
    },
    {
      name: 'a broken manifest with servers is reported',
      files: { 'gemini-extension.json': '{ "mcpServers": { "a": { "command": "x" } } ' },
      errors: [{ line: 1, column: 45, message: /^JSON syntax error/ }],
    },
  ],
});

describe('gemini extension: secrets', () => {
  it('reports a literal token and suggests ${VAR}; $VAR and ${VAR} references are fine', () => {
    const result = scanTree(manifest(`    "gh": { "command": "x", "env": { "GITHUB_TOKEN": "${GHP}", "A": "$A_TOKEN", "B": "\${B_TOKEN}" } }`), [hardcodedSecret]);
    expect(result.findings.map((f) => [f.file, f.region.startLine, f.region.startColumn, f.region.endColumn, f.message])).toEqual([
      ['gemini-extension.json', 5, 55, 95, 'GitHub personal access token ghp_… (40 chars) in env.GITHUB_TOKEN of server "gh"'],
    ]);
    expect(result.findings[0]!.suggestions![0]!.description).toMatch(/^Replace the literal with \$\{GITHUB_TOKEN\}/);
  });
});

describe('gemini extension: editor', () => {
  it('sets env', () => {
    const text = '{\n  "name": "e",\n  "mcpServers": {\n    "a": { "command": "node", "args": ["s.js"] }\n  }\n}\n';
    const f = parseAs(geminiExtension, text);
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'K', '$K'))).toBe(text.replace('["s.js"] }', '["s.js"], "env": { "K": "$K" } }'));
  });
});
