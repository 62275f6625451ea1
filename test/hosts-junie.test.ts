/** JetBrains Junie (`.junie/mcp/mcp.json`): Claude-like `mcpServers`, stdio only. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { junie } from '../src/hosts/junie.js';
import { testRule } from './rule-tester.js';
import { expectJsonTokens, parseAs, summary } from './hosts-helpers.js';

const DOCS = '{ "mcpServers": { "docs": { "command": "npx", "args": ["-y", "some-docs-mcp"] } } }';

describe('junie: model', () => {
  it('reads the issue\'s snippet', () => {
    const f = parseAs(junie, DOCS, '/repo/.junie/mcp/mcp.json');
    expect([f.host, f.problems]).toEqual(['junie', []]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'docs', transport: 'stdio', command: 'npx', args: ['-y', 'some-docs-mcp'], env: {}, url: undefined, headers: {} },
    ]);
    expectJsonTokens(f);
  });

  it('claims only .junie/mcp/mcp.json', () => {
    expect(['.junie/mcp/mcp.json', 'app/.junie/mcp/mcp.json', '.junie/mcp.json', 'mcp/mcp.json', '.junie/mcp/other.json'].map(junie.matches))
      .toEqual([true, true, false, false, false]);
  });
});

// Every server rule sees Junie's servers: the snippet's unpinned launch is reported.
testRule(unpinnedPackage, {
  valid: [{ name: 'a pinned launch', files: { '.junie/mcp/mcp.json': DOCS.replace('some-docs-mcp', 'some-docs-mcp@1.2.3') } }],
  invalid: [{ name: 'npx without a version', files: { '.junie/mcp/mcp.json': DOCS }, errors: [{ line: 1, column: 63, message: /^npx runs "some-docs-mcp"/ }] }],
});

testRule(invalidConfig, {
  valid: [{ name: 'a stdio server', files: { '.junie/mcp/mcp.json': DOCS } }],
  invalid: [
    {
      name: 'a remote server is never connected',
      files: { '.junie/mcp/mcp.json': '{ "mcpServers": { "r": { "url": "https://mcp.example.com/mcp" } } }' },
      errors: [{ line: 1, column: 19, level: 'warning', message: 'server "r" is a remote server: Junie supports only stdio servers (a "command"), so it never connects to this one' }],
    },
  ],
});

// A file that exists only to hold servers, with something else in it: the host reads no server from it.
testRule(invalidConfig, {
  valid: [
    { name: 'an empty placeholder', files: { '.junie/mcp/mcp.json': '{}', '.cursor/mcp.json': '{}' } },
    { name: 'an empty mcpServers', files: { '.kiro/settings/mcp.json': '{ "mcpServers": {} }' } },
  ],
  invalid: [
    {
      name: 'Junie, Cursor: servers without the mcpServers wrapper',
      files: { '.junie/mcp/mcp.json': '{ "docs": { "command": "npx", "args": ["-y", "some-docs-mcp"] } }', '.cursor/mcp.json': '{ "$schema": "x" }' },
      errors: [
        { file: '.cursor/mcp.json', line: 1, column: 3, level: 'note', message: 'no "mcpServers" object: Cursor reads no server from this file' },
        { file: '.junie/mcp/mcp.json', line: 1, column: 3, endColumn: 9, level: 'note', message: '"docs" looks like a server at the top level, but Junie reads servers only from "mcpServers": it reads no server from this file' },
      ],
    },
  ],
});
