/**
 * hidden-unicode: escapes of hidden characters reach the host as the real character (issue 15 §2). `"\u202e"` in
 * JSON, `"\u202E"` and `"\U000E0041"` in TOML basic strings, surrogate pairs `"\uDB40\uDC41"` in JSON, `"\u200b"` in a
 * double-quoted YAML scalar: reported with the span on the escape text and a message that says it is an escape.
 * The tests write the escapes as the file's text (`\\u` in these literals), never the characters themselves, except
 * where a raw character is the point.
 */
import { describe, expect, it } from 'vitest';
import { hiddenUnicode } from '../rules/hidden-unicode.js';
import type { Finding } from '../src/model/types.js';
import { runCli } from './helpers/cli.js';
import { scanTree, tempTrees, testRule } from './rule-tester.js';

const TROJAN = 'Bidirectional controls make text display in another order than programs read it (Trojan Source): what a reviewer sees is not what runs.';
const ESCAPED = 'The file shows the escape, but the host decodes the string and reads the character itself.';
/** A `.mcp.json` whose one argument is `arg`, written as is (escapes and all) between quotes. */
const mcpArg = (arg: string) => `{\n  "mcpServers": {\n    "s": { "command": "npx", "args": ["-y", "${arg}"] }\n  }\n}\n`;

testRule(hiddenUnicode, {
  valid: [
    { name: 'escapes of ordinary characters', files: { '.mcp.json': mcpArg('caf\\u00e9 \\t \\n \\"x\\" \\u0041') } },
    { name: 'an escaped backslash: the text \\u202e, not the character', files: { '.mcp.json': mcpArg('pkg@1.0.0\\\\u202e') } },
    { name: 'a JSONC comment is not a string', files: { '.vscode/mcp.json': '{\n  // \\u202e in a comment\n  "servers": {}\n}\n' } },
    { name: 'a TOML literal string does not decode escapes', files: { '.codex/config.toml': "[mcp_servers.s]\ncommand = 'np\\u202Ex'\n" } },
    { name: 'an escaped joiner inside an emoji sequence', files: { '.mcp.json': mcpArg('\\ud83d\\udc69\\u200d\\ud83d\\udcbb') } },
    {
      name: 'an escape outside the MCP part of a settings file',
      files: { '.vscode/settings.json': '{\n  "editor.rulers": "\\u202e",\n  "mcp": { "servers": { "s": { "command": "npx", "args": ["x@1.0.0"] } } }\n}\n' },
    },
  ],
  invalid: [
    {
      name: 'the issue: "\\u202e" in a JSON value',
      files: { '.mcp.json': mcpArg('pkg@1.0.0\\u202e') },
      errors: [{ line: 3, column: 55, endColumn: 61, level: 'error', message: `Hidden character written as an escape in this config: U+202E RIGHT-TO-LEFT OVERRIDE. ${ESCAPED} ${TROJAN}` }],
    },
    {
      name: 'the issue: "\\u202E" in a TOML basic string',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "np\\u202Ex"\n' },
      errors: [{ line: 2, column: 14, endColumn: 20, level: 'error', message: /^Hidden character written as an escape in this config: U\+202E RIGHT-TO-LEFT OVERRIDE\./ }],
    },
    {
      name: 'tag characters as JSON surrogate pairs: one run, spelled out',
      files: { '.mcp.json': mcpArg('notes\\uDB40\\uDC48\\uDB40\\uDC49') },
      errors: [{ line: 3, column: 51, endColumn: 75, level: 'error', message: /^Hidden characters written as escapes in this config: 2 × TAG CHARACTER \(U\+E0000–U\+E007F\) spelling the hidden text "HI"\./ }],
    },
    {
      name: 'a tag character as a TOML \\U escape',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "npx"\nargs = ["x@1.0.0\\U000E0041"]\n' },
      errors: [{ line: 3, column: 17, endColumn: 27, level: 'error', message: /spelling the hidden text "A"/ }],
    },
    {
      name: 'a zero-width space in a JSON key (a server name)',
      files: { '.mcp.json': '{ "mcpServers": { "git\\u200bhub": { "command": "npx", "args": ["x@1.0.0"] } } }' },
      errors: [{ line: 1, column: 23, endColumn: 29, level: 'warning', message: /^Hidden character written as an escape in this config: U\+200B ZERO WIDTH SPACE\. / }],
    },
    {
      name: 'a zero-width space in a quoted TOML key',
      files: { '.codex/config.toml': '[mcp_servers."git\\u200Bhub"]\ncommand = "npx"\n' },
      errors: [{ line: 1, column: 18, endColumn: 24, level: 'warning' }],
    },
    {
      name: 'a double-quoted YAML scalar',
      files: { '.continue/mcpServers/s.yaml': 'name: x\nversion: 1\nschema: v1\nmcpServers:\n  - name: s\n    command: "np\\u200bx"\n' },
      errors: [{ line: 6, column: 17, endColumn: 23, level: 'warning', message: /written as an escape/ }],
    },
    {
      name: 'an escaped terminal escape in JSON',
      files: { '.mcp.json': mcpArg('x@1.0.0\\u001b[2J') },
      errors: [{ line: 3, column: 53, endColumn: 59, level: 'warning', message: /U\+001B ESCAPE/ }],
    },
    {
      name: 'a raw character beside an escaped one: one finding each, each where it is',
      files: { '.mcp.json': mcpArg('x@1.0.0\u202e\\u2066') },
      errors: [
        { line: 3, column: 53, endColumn: 54, message: /^Hidden character in this config: U\+202E/ },
        { line: 3, column: 54, endColumn: 60, message: /^Hidden character written as an escape in this config: U\+2066/ },
      ],
    },
  ],
});

describe('hidden-unicode: escapes, fixed and reported', () => {
  const fixed = (text: string, findings: Finding[]) =>
    findings.flatMap((f) => f.fix?.edits ?? []).sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);

  it('the fix deletes the escape text, and the file still parses to the value without the character', () => {
    const text = mcpArg('pkg@1.0.0\\u202e\\u2066');
    const findings = scanTree({ '.mcp.json': text }, [hiddenUnicode]).findings;
    expect(findings).toHaveLength(1);
    expect(findings[0]!.fix).toMatchObject({ safe: false });
    expect(JSON.parse(fixed(text, findings)).mcpServers.s.args).toEqual(['-y', 'pkg@1.0.0']);
  });

  it('the fix refuses a key that would then read like its sibling, escaped or not', () => {
    const text = '{ "mcpServers": { "b\\u200b": { "command": "evil" }, "b": { "command": "good" } } }';
    const findings = scanTree({ '.mcp.json': text }, [hiddenUnicode]).findings;
    expect(findings.map((f) => [f.location, !!f.fix, f.suggestions?.length])).toEqual([['mcpServers["b\u200b"]', false, 1]]);
  });

  const tree = tempTrees();
  it('through the CLI: exit 1, the escape in the code frame, no raw character anywhere', () => {
    const dir = tree({ '.mcp.json': mcpArg('pkg@1.0.0\\u202e') });
    const { code, stdout } = runCli(['--rule', 'hidden-unicode', '.'], dir);
    expect(code).toBe(1);
    expect(stdout).toContain('written as an escape');
    expect(stdout).toContain('"pkg@1.0.0\\u202e"');
    expect(stdout).toContain('^^^^^^');
    expect(stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
