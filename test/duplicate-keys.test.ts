/**
 * Duplicate keys in JSON configs: the host (JSON.parse, jsonc-parser) reads the last copy, so the model, every rule's
 * spans and every fix follow the last copy; the ignored copies are reported; a fix that would edit an ignored copy is
 * refused with a note; and `--fix` run twice changes nothing the second time (it used to append another
 * `--read-only` to the ignored copy on every run and report "fixed"). `main()` in-process on real files.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { writeTree } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type JsonFinding = { ruleId: string; level: string; message: string; line: number; location: string; fix: unknown; suggestions: { description: string }[] };

async function run(dir: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main([...args, '--offline', '--format', 'json'], {
    cwd: dir, env: {}, stdoutIsTty: false,
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  });
  return { code, stderr, findings: JSON.parse(stdout).findings as JsonFinding[] };
}

function tree(files: Record<string, FileSpec>): string {
  const dir = writeTree(files);
  dirs.push(dir);
  return dir;
}

const SUPABASE = '"command": "npx", "args": ["-y", "@supabase/mcp-server-supabase@0.5.9"]';
const FIX = ['--fix', '--unsafe-fixes', '--rule', 'missing-read-only,invalid-config'];

describe('--fix edits the copy the host reads, once', () => {
  it.each([
    ['"args" twice', `{\n  "mcpServers": {\n    "s": { ${SUPABASE}, "args": ["-y", "@supabase/mcp-server-supabase@0.5.9"] }\n  }\n}\n`, [3], [3]],
    ['a server name twice', `{\n  "mcpServers": {\n    "s": { ${SUPABASE} },\n    "s": { ${SUPABASE} }\n  }\n}\n`, [3], [4]],
    ['"mcpServers" twice', `{\n  "mcpServers": {\n    "s": { ${SUPABASE} }\n  },\n  "mcpServers": {\n    "s": { ${SUPABASE} }\n  }\n}\n`, [2], [5]],
  ])('%s', async (_name, text, ignoredLines, readLines) => {
    const dir = tree({ '.mcp.json': text });
    const read = () => readFileSync(join(dir, '.mcp.json'), 'utf8');
    const first = await run(dir, FIX);
    expect(first.stderr).toBe('fixed 1 problem in .mcp.json\n');
    const fixed = read();
    // the one change: "--read-only" appended to the last copy's args
    const at = fixed.lastIndexOf('0.5.9"') + '0.5.9"'.length;
    expect(fixed).toBe(`${text.slice(0, at)}, "--read-only"${text.slice(at)}`);
    expect(text.lastIndexOf('0.5.9"') + '0.5.9"'.length).toBe(at);
    // what remains: the warning on each ignored copy, naming the line of the copy that is read
    expect(first.findings.map((f) => [f.ruleId, f.level, f.line, f.message.replace(/"[^"]+"/, 'KEY')])).toEqual(
      ignoredLines.map((line, i) => ['invalid-config', 'warning', line, `duplicate key KEY: only the last copy (line ${readLines[i]}) is read, so this one is ignored`]),
    );
    const second = await run(dir, FIX);
    expect(second.stderr).toBe('');
    expect(read()).toBe(fixed);
  });

  it('an env fix lands in the last copy of a duplicated env key, and the finding points at the last server', async () => {
    const text = [
      '{',
      '  "mcpServers": {',
      '    "gh": { "command": "github-mcp-server", "args": ["stdio"], "env": { "GITHUB_READ_ONLY": "0" } },',
      '    "gh": { "command": "github-mcp-server", "args": ["stdio"], "env": { "GITHUB_READ_ONLY": "0", "GITHUB_READ_ONLY": "0" } }',
      '  }',
      '}',
      '',
    ].join('\n');
    const dir = tree({ '.mcp.json': text });
    const scan = await run(dir, ['--rule', 'missing-read-only']);
    expect(scan.findings.map((f) => [f.line, f.location])).toEqual([[4, 'mcpServers.gh']]);
    const first = await run(dir, FIX);
    expect(first.stderr).toBe('fixed 1 problem in .mcp.json\n');
    const lines = readFileSync(join(dir, '.mcp.json'), 'utf8').split('\n');
    expect(lines[2]).toBe(text.split('\n')[2]);
    expect(lines[3]).toBe('    "gh": { "command": "github-mcp-server", "args": ["stdio"], "env": { "GITHUB_READ_ONLY": "0", "GITHUB_READ_ONLY": "1" } }');
    expect((await run(dir, FIX)).stderr).toBe('');
  });
});

describe('a fix that would edit an ignored copy is refused', () => {
  it('a hidden character in the copy the host ignores: not deleted, with a note; the one in the copy it reads is', async () => {
    const text = `{\n  "mcpServers": {\n    "s": { "command": "node", "args": ["a\u200bb.js"] },\n    "s": { "command": "node", "args": ["c\u200bd.js"] }\n  }\n}\n`;
    const dir = tree({ '.mcp.json': text });
    const first = await run(dir, ['--fix', '--unsafe-fixes', '--rule', 'hidden-unicode']);
    expect(first.stderr).toBe([
      '.mcp.json:3:42: not fixed: it would change a copy of "s" that is ignored, because a later copy of the key is the one read; remove the duplicate and run --fix again',
      'fixed 1 problem in .mcp.json',
      '',
    ].join('\n'));
    expect(readFileSync(join(dir, '.mcp.json'), 'utf8')).toBe(text.replace('c\u200bd', 'cd'));
    // the refused fix is a suggestion that says why, not a fix the next run would refuse again
    const [left] = first.findings;
    expect([left!.line, left!.fix, left!.suggestions.map((s) => s.description)]).toEqual([3, null, [
      'not fixed by --fix: it would change a copy of "s" that is ignored, because a later copy of the key is the one read; remove the duplicate and run --fix again',
    ]]);
  });
});

describe('what is reported', () => {
  it('a settings file: a second "mcp" is reported, duplicates in the editor\'s own settings are not', async () => {
    const text = '{\n  "editor.fontSize": 12,\n  "editor.fontSize": 14,\n  "mcp": { "servers": {} },\n  "mcp": { "servers": { "a": { "command": "node" }, "a": { "command": "node" } } }\n}\n';
    const dir = tree({ '.vscode/settings.json': text });
    const scan = await run(dir, ['--rule', 'invalid-config']);
    expect(scan.findings.map((f) => [f.line, f.location, f.message])).toEqual([
      [4, 'mcp', 'duplicate key "mcp": only the last copy (line 5) is read, so this one is ignored'],
      [5, 'mcp.servers.a', 'duplicate key "a": only the last copy (line 5) is read, so this one is ignored'],
    ]);
  });

  it('a file without duplicates, and the same key in different objects, have none', async () => {
    const text = `{\n  "mcpServers": {\n    "a": { ${SUPABASE}, "env": { "args": "x" } },\n    "b": { ${SUPABASE} }\n  }\n}\n`;
    const scan = await run(tree({ '.mcp.json': text }), ['--rule', 'invalid-config']);
    expect(scan.findings).toEqual([]);
  });

  it('an ignored copy is not searched for duplicates of its own (it is reported once, whole)', async () => {
    const text = `{ "mcpServers": { "s": { "args": [], "args": [] } }, "mcpServers": { "s": { ${SUPABASE} } } }\n`;
    const scan = await run(tree({ '.mcp.json': text }), ['--rule', 'invalid-config']);
    expect(scan.findings.map((f) => f.location)).toEqual(['mcpServers']);
  });
});
