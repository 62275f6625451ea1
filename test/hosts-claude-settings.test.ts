/** Claude Code's `.claude/settings.json` / `.claude/settings.local.json`: no servers; `data` for auto-approval rules. */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { claudeSettings } from '../src/hosts/claude-settings.js';
import { testRule } from './rule-tester.js';
import { fixture, parseAs } from './hosts-helpers.js';

describe('claude-settings: model', () => {
  it('has no servers and exposes the parsed settings', () => {
    const f = fixture(claudeSettings, 'claude-settings/.claude/settings.json');
    expect(f.host).toBe('claude-settings');
    expect(f.servers).toEqual([]);
    expect(f.problems).toEqual([]);
    expect(f.data).toEqual({ permissions: { allow: ['Bash(npm run test:*)'] }, enableAllProjectMcpServers: true, enabledMcpjsonServers: ['github'] });
    expect(fixture(claudeSettings, 'claude-settings/.claude/settings.local.json').data).toEqual({ disabledMcpjsonServers: ['filesystem'] });
  });

  it('has no data when the file does not parse', () => {
    expect(parseAs(claudeSettings, '{ "enableAllProjectMcpServers": true').data).toBeUndefined();
  });

  it('claims .claude/settings.json and .claude/settings.local.json only', () => {
    expect(['.claude/settings.json', '.claude/settings.local.json', 'a/.claude/settings.json', 'claude/settings.json', '.claude/settings.json.bak', '.claude/config.json'].map(claudeSettings.matches))
      .toEqual([true, true, true, false, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'settings with MCP keys', files: { '.claude/settings.json': '{ "enableAllProjectMcpServers": true, "mcpServers": { "x": { "command": 1 } } }' } },
    { name: 'comments are not reported (unconfirmed)', files: { '.claude/settings.local.json': '{\n  // mine\n  "enabledMcpjsonServers": ["a"]\n}\n' } },
  ],
  invalid: [
    {
      name: 'a syntax error',
      files: { '.claude/settings.json': '{\n  "enableAllProjectMcpServers": true\n  "enabledMcpjsonServers": []\n}\n' },
      errors: [{ line: 3, column: 3, message: 'JSON syntax error: comma expected' }],
    },
    {
      name: 'not an object',
      files: { '.claude/settings.local.json': '[]' },
      errors: [{ line: 1, column: 1, message: 'the top level must be a JSON object' }],
    },
  ],
});
