/**
 * Each JSON host's grammar: hosts whose reader formats.md §0 gives as JSON report comments and trailing commas, with
 * what they cost; hosts it gives as JSONC, JSON with comments or leaves unconfirmed accept them silently.
 */
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { claudeDesktop } from '../src/hosts/claude-desktop.js';
import { cline, roo } from '../src/hosts/cline.js';
import { testRule } from './rule-tester.js';
import { parseAs } from './hosts-helpers.js';

const COMMENTED = '{ // c\n "mcpServers": {"a": {"command":"node", }, }, }';
const LOOSE = '{\n  /* servers */\n  "mcpServers": { "a": { "command": "node" } }\n}\n';

/** The four errors COMMENTED gives in a strict file: the comment, then the three trailing commas. */
function errors(what: string) {
  const why = `reads ${what} as strict JSON, so this file fails to load and none of its servers start`;
  return (host: string) => [
    { line: 1, column: 3, endColumn: 7, level: 'error' as const, message: `comments are not allowed: ${host} ${why}` },
    { line: 2, column: 39, endColumn: 40, level: 'error' as const, message: `trailing commas are not allowed: ${host} ${why}` },
    { line: 2, column: 42, endColumn: 43, level: 'error' as const, message: `trailing commas are not allowed: ${host} ${why}` },
    { line: 2, column: 45, endColumn: 46, level: 'error' as const, message: `trailing commas are not allowed: ${host} ${why}` },
  ];
}

// Apps that read their file with JSON.parse: Claude Desktop and Cline.
const STRICT: [string, string, string][] = [
  ['claude_desktop_config.json', 'Claude Desktop', 'claude_desktop_config.json'],
  ['cline_mcp_settings.json', 'Cline', 'cline_mcp_settings.json'],
];
// formats.md gives these as "JSON" without saying how they treat comments (Windsurf and Kiro are VS Code forks, where
// JSONC is the norm): unconfirmed, so accepted rather than reported as errors that may be false.
const TOLERANT: [string, string][] = [
  ['.kiro/settings/mcp.json', 'Kiro'],
  ['.amazonq/mcp.json', 'Amazon Q Developer'],
  ['.codeium/windsurf/mcp_config.json', 'Windsurf'],
  ['.github/mcp.json', 'GitHub Copilot'],
  ['.copilot/mcp-config.json', 'GitHub Copilot'],
];

testRule(invalidConfig, {
  valid: [
    // Roo Code is not in formats.md: whether it rejects comments is unconfirmed, so they are accepted.
    { name: 'Roo Code: comments and trailing commas accepted', files: { '.roo/mcp.json': COMMENTED } },
    { name: 'Cursor: comments and trailing commas accepted (unconfirmed)', files: { '.cursor/mcp.json': COMMENTED } },
    { name: 'Gemini CLI: comments accepted (strip-json-comments)', files: { '.gemini/settings.json': COMMENTED } },
    ...TOLERANT.map(([path, host]) => ({ name: `${host}: comments and trailing commas accepted (unconfirmed)`, files: { [path]: COMMENTED } })),
    ...STRICT.map(([path, host]) => ({ name: `${host}: plain JSON is fine`, files: { [path]: '{ "mcpServers": { "a": { "command": "node" } } }' } })),
  ],
  invalid: [
    ...STRICT.map(([path, host, file]) => ({ name: `${host}: ${path} with a comment and trailing commas`, files: { [path]: COMMENTED }, errors: errors(file)(host) })),
    {
      name: 'Claude Code .mcp.json (unchanged)',
      files: { '.mcp.json': COMMENTED },
      errors: [
        { line: 1, column: 3, message: 'comments are not allowed: Claude Code reads .mcp.json with JSON.parse, so this file fails to load and none of its servers start' },
        { line: 2, column: 39 }, { line: 2, column: 42 }, { line: 2, column: 45 },
      ],
    },
    {
      name: 'a block comment is reported too',
      files: { 'cline_mcp_settings.json': LOOSE },
      errors: [{ line: 2, column: 3, endColumn: 16, message: /^comments are not allowed: Cline reads cline_mcp_settings\.json as strict JSON/ }],
    },
  ],
});

describe('strict hosts: the model', () => {
  it('still reads the servers of a file that does not parse (a token there is committed all the same)', () => {
    for (const host of [claudeDesktop, cline]) {
      const f = parseAs(host, COMMENTED);
      expect(f.syntax, host.name).toBe('json');
      expect(f.comments, host.name).toEqual([]);
      expect(f.data, host.name).toBeUndefined();
      expect(f.servers.map((s) => [s.name, s.command?.value, COMMENTED.slice(s.nameSpan.start, s.nameSpan.end)]), host.name).toEqual([['a', 'node', '"a"']]);
    }
  });

  it('rejects an edit that leaves a comment or a trailing comma', () => {
    const f = parseAs(cline, '{ "mcpServers": { "a": { "command": "node" } } }');
    expect(f.editor.validate('{ "mcpServers": { "a": { "command": "node", } } }')).toMatch(/^trailing commas are not allowed: Cline reads/);
    expect(f.editor.validate('{ "mcpServers": { "a": { "command": "node" } } }')).toBeUndefined();
  });

  it('keeps Roo Code tolerant: JSONC, comments kept for suppressions', () => {
    const f = parseAs(roo, LOOSE);
    expect([f.syntax, f.problems, f.comments.map((c) => c.text)]).toEqual(['jsonc', [], ['/* servers */']]);
  });
});
