/** Dev containers: `customizations.vscode.mcp.servers` in `.devcontainer/devcontainer.json` or `.devcontainer.json`, JSONC. */
import { describe, expect, it } from 'vitest';
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { devcontainer } from '../src/hosts/devcontainer.js';
import { scanTree, testRule } from './rule-tester.js';
import { applyEdits, edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

// A fake token of the right shape; never paste real ones into tests.
const GHP = 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2';
const container = (servers: string) =>
  `{\n  "image": "node:20",\n  "customizations": {\n    "vscode": {\n      "mcp": {\n        "servers": {\n${servers}\n        }\n      }\n    }\n  }\n}\n`;

describe('devcontainer: model', () => {
  it('reads a realistic file: comments, trailing commas, other customizations', () => {
    const f = fixture(devcontainer, 'devcontainer/.devcontainer/devcontainer.json');
    expect([f.host, f.syntax, f.problems]).toEqual(['vscode', 'jsonc', []]);
    expect(f.comments.map((c) => c.text)).toEqual(['// VS Code starts these servers in the container']);
    expect(f.servers.map(summary)).toEqual([
      { name: 'playwright', transport: 'stdio', command: 'npx', args: ['@playwright/mcp@0.0.41'], env: { DEBUG: '${env:DEBUG}' }, url: undefined, headers: {} },
      { name: 'sentry', transport: 'http', command: undefined, args: [], env: {}, url: 'https://mcp.sentry.dev/mcp', headers: {} },
    ]);
    expect(f.servers[0]!.path).toEqual(['customizations', 'vscode', 'mcp', 'servers', 'playwright']);
    expectJsonTokens(f);
  });

  it('gives exact spans', () => {
    const text = container('          "s": { "url": "https://s.example/mcp" }');
    const f = parseAs(devcontainer, text);
    const [server] = f.servers;
    const at = (span: { start: number; end: number }) => [span.start, text.slice(span.start, span.end)];
    expect(at(server!.nameSpan)).toEqual([108, '"s"']);
    expect(at(server!.span)).toEqual([113, '{ "url": "https://s.example/mcp" }']);
    expect(at(server!.url!.span)).toEqual([122, '"https://s.example/mcp"']);
    expect(server!.transport).toBe('http');
  });

  it('a dev container without MCP servers yields nothing, syntax errors included', () => {
    for (const text of [
      '{ "image": "node:20", "customizations": { "vscode": { "extensions": ["a.b"] } } }',
      '{ "customizations": { "vscode": { "mcp": { "inputs": [] } } } }',
      '{ "mcp": { "servers": { "x": { "command": 5 } } } }',
      '{\n  // unfinished\n  "image": "node:20",,\n',
    ]) {
      const f = parseAs(devcontainer, text);
      expect([f.servers, f.problems], text).toEqual([[], []]);
    }
  });

  it('claims the dev container files only', () => {
    expect([
      '.devcontainer/devcontainer.json', '.devcontainer.json', '.devcontainer/python/devcontainer.json', 'svc/.devcontainer/devcontainer.json',
      'devcontainer.json', '.devcontainer/a/b/devcontainer.json', '.devcontainer/docker-compose.json', 'devcontainer/devcontainer.json',
    ].map(devcontainer.matches)).toEqual([true, true, true, true, false, false, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'a dev container without MCP', files: { '.devcontainer/devcontainer.json': '{\n  // x\n  "image": "node:20",\n}\n' } },
    { name: '.devcontainer.json', files: { '.devcontainer.json': container('          "a": { "command": "x" },') } },
  ],
  invalid: [
    {
      name: 'a wrong type',
      files: { '.devcontainer/devcontainer.json': container('          "a": { "command": "x", "args": "y" }') },
      errors: [{ line: 7, column: 42, endColumn: 45, message: '"args" of server "a" must be an array of strings' }],
    },
  ],
});

testRule(envVarWithoutDefault, {
  valid: [{ name: 'VS Code variables', files: { '.devcontainer/devcontainer.json': container('          "a": { "command": "x", "env": { "K": "${env:K}" } }') } }],
  invalid: [
    {
      name: 'Claude-style ${X}',
      files: { '.devcontainer/devcontainer.json': container('          "a": { "command": "x", "env": { "K": "${K}" } }') },
      errors: [{ line: 7, column: 49, endColumn: 53, level: 'warning', message: /VS Code does not expand \$\{K\}/ }],
    },
  ],
});

describe('devcontainer: secrets', () => {
  it('reports a literal token; the fix adds the input beside the servers', () => {
    const text = container(`          "gh": { "type": "http", "url": "https://x.example/mcp", "headers": { "Authorization": "Bearer ${GHP}" } }`);
    const result = scanTree({ '.devcontainer/devcontainer.json': text }, [hardcodedSecret]);
    expect(result.findings.map((f) => [f.region.startLine, f.region.startColumn, f.region.endColumn, f.message])).toEqual([
      [7, 105, 145, 'GitHub personal access token ghp_… (40 chars) in headers.Authorization of server "gh"'],
    ]);
    const fixed = applyEdits(text, result.findings[0]!.suggestions![0]!.edits);
    expect(parseAs(devcontainer, fixed).problems).toEqual([]);
    expect(JSON.parse(fixed).customizations.vscode.mcp.inputs).toEqual([
      { type: 'promptString', id: 'github-personal-access-token', description: 'GITHUB_PERSONAL_ACCESS_TOKEN', password: true },
    ]);
    expect(fixed).toContain('"Authorization": "Bearer ${input:github-personal-access-token}"');
  });
});

describe('devcontainer: editor', () => {
  it('sets env in a nested entry', () => {
    const text = container('          "a": { "command": "x" }');
    const f = parseAs(devcontainer, text);
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'K', '${env:K}'))).toBe(text.replace('"x" }', '"x", "env": { "K": "${env:K}" } }'));
  });
});
