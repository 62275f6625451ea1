/** Kiro (`.kiro/settings/mcp.json`) and Amazon Q Developer (`.amazonq/mcp.json`): Claude-like, `${VAR}` in Kiro. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { amazonQ, kiro } from '../src/hosts/kiro.js';
import { testRule } from './rule-tester.js';
import { edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

describe('kiro / amazon-q: model', () => {
  it('reads a realistic Kiro file', () => {
    const f = fixture(kiro, 'kiro/.kiro/settings/mcp.json');
    expect(f.host).toBe('kiro');
    expect(f.problems).toEqual([]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'aws-docs', transport: 'stdio', command: 'uvx', args: ['awslabs.aws-documentation-mcp-server@1.1.2'], env: { FASTMCP_LOG_LEVEL: 'ERROR', AWS_PROFILE: '${AWS_PROFILE}' }, url: undefined, headers: {} },
      { name: 'remote', transport: 'http', command: undefined, args: [], env: {}, url: 'https://mcp.example.com/mcp', headers: { 'X-Api-Key': '${EXAMPLE_KEY}' } },
    ]);
    expectJsonTokens(f);
  });

  it('reads a realistic Amazon Q file', () => {
    const f = fixture(amazonQ, 'amazon-q/.amazonq/mcp.json');
    expect(f.host).toBe('amazon-q');
    expect(f.problems).toEqual([]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'git', transport: 'stdio', command: 'uvx', args: ['mcp-server-git==2025.7.1', '--repository', '.'], env: {}, url: undefined, headers: {} },
    ]);
  });

  it('claims only its own folders', () => {
    expect(['.kiro/settings/mcp.json', 'a/.kiro/settings/mcp.json', '.kiro/mcp.json', 'settings/mcp.json'].map(kiro.matches)).toEqual([true, true, false, false]);
    expect(['.amazonq/mcp.json', 'x/.amazonq/mcp.json', 'amazonq/mcp.json', '.amazonq/cli-agents/mcp.json'].map(amazonQ.matches)).toEqual([true, true, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'a Kiro url entry without type', files: { '.kiro/settings/mcp.json': '{ "mcpServers": { "a": { "url": "https://a.example/mcp", "disabledTools": ["x"] } } }' } },
    { name: 'an Amazon Q workspace file', files: { '.amazonq/mcp.json': '{ "mcpServers": { "a": { "command": "x", "autoApprove": [] } } }' } },
  ],
  invalid: [
    {
      name: 'autoApprove must list tool names',
      files: { '.kiro/settings/mcp.json': '{ "mcpServers": {\n  "a": { "command": "x", "autoApprove": true }\n} }' },
      errors: [{ line: 2, column: 41, endColumn: 45, message: '"autoApprove" of server "a" must be an array of tool names' }],
    },
    {
      name: 'an Amazon Q entry with neither command nor url',
      files: { '.amazonq/mcp.json': '{ "mcpServers": { "a": {} } }' },
      errors: [{ line: 1, column: 19, message: 'server "a" has neither "command" nor "url"' }],
    },
  ],
});

describe('kiro: editor', () => {
  it('sets an env value that exists and adds one that does not', () => {
    const text = '{\n  "mcpServers": {\n    "a": {\n      "command": "x",\n      "env": {\n        "TOKEN": "literal"\n      }\n    }\n  }\n}\n';
    const f = parseAs(kiro, text);
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'TOKEN', '${TOKEN}'))).toBe(text.replace('"literal"', '"${TOKEN}"'));
    expect(edited(f, f.editor.setEnv(f.servers[0]!, 'MORE', '1'))).toBe(text.replace('"literal"\n', '"literal",\n        "MORE": "1"\n'));
  });
});
