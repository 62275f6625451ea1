/**
 * Applying fixes: exact output text per host format, BOM and CRLF, idempotency, overlaps, refusals (a result the host
 * would not load, a read-only file, a file changed after the scan, a write that fails) and dry-run diffs with secrets
 * masked. The findings come from the real pipeline (discover → read → parse → rule → engine) with the small rules of
 * helpers/fix-harness.ts; fix-apply-rules.test.ts has the registry's failures and the real unpinned-package rule.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFixes } from '../src/fix/index.js';
import { applyEdits, mapOffset, planFixes } from '../src/fix/apply.js';
import { unifiedDiff } from '../src/fix/diff.js';
import { sha256, tempPathFor, writeAtomically } from '../src/fix/write.js';
import type { Edit, Finding } from '../src/model/types.js';
import { writeTree } from './rule-tester.js';
import { testPin, testTimeout, testCommand, testBreaks, testSecret, listFiles, useFixHarness } from './helpers/fix-harness.js';

const { registry, dirs, scanDir, fixTree, expectIdempotent } = useFixHarness();

describe('pinning, per host format (exact output)', () => {
  it('.mcp.json: @latest, a bare name, a range, a dist-tag and scoped packages', async () => {
    const input = [
      '{',
      '  "mcpServers": {',
      '    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] },',
      '    "remote": {',
      '      "command": "npx",',
      '      "args": ["mcp-remote", "https://example.com/mcp"]',
      '    },',
      '    "docs": { "command": "npx", "args": ["-y", "@upstash/context7-mcp@^1.0.0"] },',
      '    "next": { "command": "npx", "args": ["--yes", "@angular/cli@next", "mcp"] },',
      '    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "."] },',
      '    "pinned": { "command": "npx", "args": ["-y", "mcp-remote@0.1.8"] }',
      '  }',
      '}',
      '',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.mcp.json': input }, [testPin]);
    expect(read('.mcp.json')).toBe([
      '{',
      '  "mcpServers": {',
      '    "angular": { "command": "npx", "args": ["-y", "@angular/cli@20.3.4", "mcp"] },',
      '    "remote": {',
      '      "command": "npx",',
      '      "args": ["mcp-remote@0.1.9", "https://example.com/mcp"]',
      '    },',
      '    "docs": { "command": "npx", "args": ["-y", "@upstash/context7-mcp@1.0.14"] },',
      '    "next": { "command": "npx", "args": ["--yes", "@angular/cli@21.0.0-rc.1", "mcp"] },',
      '    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.7.1", "."] },',
      '    "pinned": { "command": "npx", "args": ["-y", "mcp-remote@0.1.8"] }',
      '  }',
      '}',
      '',
    ].join('\n'));
    expect(outcome.messages).toEqual(['fixed 5 problems in .mcp.json']);
    expect(outcome.changedFiles).toEqual(['.mcp.json']);
    expect(scanDir(dir, [testPin]).findings).toEqual([]);
    await expectIdempotent(dir, [testPin]);
  });

  it('.vscode/mcp.json: JSONC comments, trailing commas and tabs survive; insertions follow the indentation', async () => {
    const input = [
      '// Workspace MCP servers',
      '{',
      '\t"servers": {',
      '\t\t/* Angular\'s own server */',
      '\t\t"angular": {',
      '\t\t\t"type": "stdio",',
      '\t\t\t"command": "npx", // launcher',
      '\t\t\t"args": [',
      '\t\t\t\t"-y",',
      '\t\t\t\t"@angular/cli@latest", // moving target',
      '\t\t\t\t"mcp",',
      '\t\t\t],',
      '\t\t},',
      '\t},',
      '}',
      '',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.vscode/mcp.json': input }, [testPin, testTimeout()]);
    expect(outcome.messages).toEqual(['fixed 2 problems in .vscode/mcp.json']);
    expect(read('.vscode/mcp.json')).toBe([
      '// Workspace MCP servers',
      '{',
      '\t"servers": {',
      '\t\t/* Angular\'s own server */',
      '\t\t"angular": {',
      '\t\t\t"timeout": 60000,',
      '\t\t\t"type": "stdio",',
      '\t\t\t"command": "npx", // launcher',
      '\t\t\t"args": [',
      '\t\t\t\t"-y",',
      '\t\t\t\t"@angular/cli@20.3.4", // moving target',
      '\t\t\t\t"mcp",',
      '\t\t\t],',
      '\t\t},',
      '\t},',
      '}',
      '',
    ].join('\n'));
    await expectIdempotent(dir, [testPin]);
  });

  it('.codex/config.toml: multi-line arrays, comments and literal strings survive', async () => {
    const input = [
      '# Codex settings',
      'model = "o3"',
      '',
      '[mcp_servers.angular]',
      'command = "npx" # launcher',
      'args = [',
      '  "-y",',
      "  '@angular/cli@latest', # literal string, kept literal",
      '  "mcp",',
      ']',
      '',
      '[mcp_servers.fs]',
      'command = "npx"',
      'args = ["-y", "@modelcontextprotocol/server-filesystem@^2025.3.0", "/srv"]',
      '',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.codex/config.toml': input }, [testPin]);
    expect(outcome.messages).toEqual(['fixed 2 problems in .codex/config.toml']);
    expect(read('.codex/config.toml')).toBe([
      '# Codex settings',
      'model = "o3"',
      '',
      '[mcp_servers.angular]',
      'command = "npx" # launcher',
      'args = [',
      '  "-y",',
      "  '@angular/cli@20.3.4', # literal string, kept literal",
      '  "mcp",',
      ']',
      '',
      '[mcp_servers.fs]',
      'command = "npx"',
      'args = ["-y", "@modelcontextprotocol/server-filesystem@2025.7.1", "/srv"]',
      '',
    ].join('\n'));
    await expectIdempotent(dir, [testPin]);
  });

  it('CRLF and a BOM are kept, and inserted lines use CRLF', async () => {
    const input = '\uFEFF{\r\n  "mcpServers": {\r\n    "angular": {\r\n      "command": "npx",\r\n      "args": ["-y", "@angular/cli"]\r\n    }\r\n  }\r\n}\r\n';
    const { dir, outcome } = await fixTree({ '.mcp.json': input }, [testPin, testTimeout()]);
    expect(outcome.messages).toEqual(['fixed 2 problems in .mcp.json']);
    const bytes = readFileSync(join(dir, '.mcp.json'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(
      '\uFEFF{\r\n  "mcpServers": {\r\n    "angular": {\r\n      "timeout": 60000,\r\n      "command": "npx",\r\n'
      + '      "args": ["-y", "@angular/cli@20.3.4"]\r\n    }\r\n  }\r\n}\r\n',
    );
    await expectIdempotent(dir, [testPin]);
  });

  it('a TOML file with a BOM and CRLF', async () => {
    const input = '\uFEFF[mcp_servers.remote]\r\ncommand = "npx"\r\nargs = [\r\n  "mcp-remote@^0.1.0",\r\n  "https://example.com/mcp",\r\n]\r\n';
    const { read } = await fixTree({ '.codex/config.toml': input }, [testPin]);
    expect(read('.codex/config.toml')).toBe('\uFEFF[mcp_servers.remote]\r\ncommand = "npx"\r\nargs = [\r\n  "mcp-remote@0.1.8",\r\n  "https://example.com/mcp",\r\n]\r\n');
  });
});

describe('choosing and applying edits', () => {
  it('skips a fix that overlaps one already taken, says where, and applies it on the next run', async () => {
    const input = '{ "mcpServers": { "a": { "command": "npx", "args": ["mcp-remote"] } } }\n';
    const rules = [testCommand('test-first', 'bunx'), testCommand('test-second', 'pnpx')];
    const { read, outcome, dir } = await fixTree({ '.mcp.json': input }, rules);
    expect(read('.mcp.json')).toBe('{ "mcpServers": { "a": { "command": "bunx", "args": ["mcp-remote"] } } }\n');
    expect(outcome.messages).toEqual([
      '.mcp.json:1:37: skipped the fix for test-second at mcpServers.a.command: it overlaps another fix; run --fix again to apply it',
      'fixed 1 problem in .mcp.json',
    ]);
    const second = await runFixes(scanDir(dir, rules), { cwd: dir, write: true, unsafe: false, offline: true });
    expect(second.messages).toEqual(['fixed 1 problem in .mcp.json']);
    expect(read('.mcp.json')).toBe('{ "mcpServers": { "a": { "command": "pnpx", "args": ["mcp-remote"] } } }\n');
  });

  it('planFixes: identical edits are applied once, insertions at one point clash, touching ranges do not', () => {
    const e = (start: number, end: number, text: string): Edit => ({ file: 'f', start, end, text });
    const candidate = (...edits: Edit[]) => ({ finding: {} as Finding, fix: { description: '', safe: true, edits } });
    const plan = planFixes([
      candidate(e(0, 2, 'A')),
      candidate(e(0, 2, 'A')),
      candidate(e(2, 4, 'B')),
      candidate(e(4, 4, 'x')),
      candidate(e(4, 4, 'y')),
      candidate(e(1, 3, 'C')),
      candidate(e(6, 7, 'D'), e(3, 3, 'z')),
    ]);
    expect(plan.accepted.length).toBe(4);
    expect(plan.skipped.map((c) => c.fix.edits[0]!.text)).toEqual(['y', 'C', 'D']);
    expect(applyEdits('0123456789', plan.edits.get('f')!)).toBe('ABx456789');
  });

  it('mapOffset leans spans the right way around edits', () => {
    const edits: Edit[] = [{ file: 'f', start: 2, end: 4, text: 'XYZ' }, { file: 'f', start: 6, end: 6, text: '++' }];
    expect(mapOffset(1, edits, 'start')).toBe(1);
    expect(mapOffset(3, edits, 'start')).toBe(5);
    expect(mapOffset(3, edits, 'end')).toBe(2);
    expect(mapOffset(5, edits, 'start')).toBe(6);
    expect(mapOffset(6, edits, 'start')).toBe(9);
    expect(mapOffset(6, edits, 'end')).toBe(7);
    expect(mapOffset(8, edits, 'end')).toBe(11);
  });

  it('unsafe fixes wait for --unsafe-fixes', async () => {
    const input = '{ "mcpServers": { "a": { "command": "node", "args": ["x.js"] } } }\n';
    const safeRun = await fixTree({ '.mcp.json': input }, [testTimeout(false)]);
    expect(safeRun.read('.mcp.json')).toBe(input);
    expect(safeRun.outcome.messages).toEqual(['1 unsafe fix not applied (they change behaviour; add --unsafe-fixes to apply)']);
    const unsafeRun = await fixTree({ '.mcp.json': input }, [testTimeout(false)], { unsafe: true });
    expect(unsafeRun.read('.mcp.json')).toBe('{ "mcpServers": { "a": { "timeout": 60000, "command": "node", "args": ["x.js"] } } }\n');
  });
});

describe('refusals leave the file as it was', () => {
  it('refuses a result the host parser rejects', async () => {
    const input = '{ "mcpServers": { "a": { "command": "npx", "args": ["mcp-remote"] } } }\n';
    const { read, outcome } = await fixTree({ '.mcp.json': input }, [testBreaks]);
    expect(read('.mcp.json')).toBe(input);
    expect(outcome.changedFiles).toEqual([]);
    expect(outcome.messages).toEqual([
      '.mcp.json: not fixed: the fixed file would not load (JSON syntax error: invalid symbol); the file is unchanged (please report this)',
    ]);
  });

  it('refuses a result that breaks a TOML file', async () => {
    const input = '[mcp_servers.a]\ncommand = "npx"\n';
    const { read, outcome } = await fixTree({ '.codex/config.toml': input }, [testBreaks]);
    expect(read('.codex/config.toml')).toBe(input);
    expect(outcome.messages).toHaveLength(1);
    expect(outcome.messages[0]).toMatch(/^\.codex\/config\.toml: not fixed: the fixed file would not load \(.+\); the file is unchanged/);
  });

  it('still fixes a file that had a problem before, as long as the fix adds none', async () => {
    const input = '{ "mcpServers": { "a": { "command": "npx", "args": ["mcp-remote"] }, "b": { "args": [] } } }\n';
    const { read } = await fixTree({ '.mcp.json': input }, [testPin]);
    expect(read('.mcp.json')).toBe('{ "mcpServers": { "a": { "command": "npx", "args": ["mcp-remote@0.1.9"] }, "b": { "args": [] } } }\n');
  });

  it('refuses a read-only file (even as root) and keeps its mode', async () => {
    const input = '{ "mcpServers": { "a": { "command": "npx", "args": ["mcp-remote"] } } }\n';
    const { read, outcome, dir } = await fixTree({ '.mcp.json': { content: input, mode: 0o444 } }, [testPin]);
    expect(read('.mcp.json')).toBe(input);
    expect(statSync(join(dir, '.mcp.json')).mode & 0o777).toBe(0o444);
    expect(outcome.changedFiles).toEqual([]);
    expect(outcome.messages).toEqual(['.mcp.json: not fixed: the file is read-only (mode 0444); make it writable to apply fixes; the file is unchanged']);
    expect(listFiles(dir)).toEqual(['.mcp.json']);
  });

  it('refuses a file that changed between the scan and the fix, and keeps the new content', async () => {
    const input = '{ "mcpServers": { "a": { "command": "npx", "args": ["mcp-remote"] } } }\n';
    const dir = writeTree({ '.mcp.json': input });
    dirs.push(dir);
    const result = scanDir(dir, [testPin]);
    const edited = '{ "mcpServers": { "a": { "command": "npx", "args": ["mcp-remote", "--debug"] } } }\n';
    writeFileSync(join(dir, '.mcp.json'), edited);
    const outcome = await runFixes(result, { cwd: dir, write: true, unsafe: false, offline: false, registry: registry().url, timeoutMs: 3000 });
    expect(readFileSync(join(dir, '.mcp.json'), 'utf8')).toBe(edited);
    expect(outcome.changedFiles).toEqual([]);
    expect(outcome.messages).toEqual(['.mcp.json: not fixed: the file changed on disk after it was scanned; run the fix again; the file is unchanged']);
    expect(listFiles(dir)).toEqual(['.mcp.json']);
  });

  it('writeAtomically: a failed write (temp name taken by a folder) leaves the original and nothing else', () => {
    // Root ignores permission bits, so a write failure is produced by occupying the temporary file's name.
    const dir = writeTree({ '.mcp.json': '{}\n' });
    dirs.push(dir);
    const target = join(dir, '.mcp.json');
    mkdirSync(tempPathFor(target, 'taken'));
    const got = writeAtomically(target, '{ "x": 1 }\n', { expectedSha256: sha256('{}\n'), tempSuffix: 'taken' });
    expect(got).toEqual({ ok: false, reason: 'could not write it: the temporary file name is taken (EEXIST)' });
    expect(readFileSync(target, 'utf8')).toBe('{}\n');
    expect(existsSync(tempPathFor(target, 'taken'))).toBe(true);
  });

  it('writeAtomically: keeps the mode, writes through a symlink and leaves no temporary file', () => {
    const dir = writeTree({ 'real/config.json': { content: 'old\n', mode: 0o640 }, 'link.json': { symlink: 'real/config.json' } });
    dirs.push(dir);
    const got = writeAtomically(join(dir, 'link.json'), 'new\n', { expectedSha256: sha256('old\n') });
    expect(got).toEqual({ ok: true });
    expect(lstatSync(join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link.json'))).toBe('real/config.json');
    expect(readFileSync(join(dir, 'real/config.json'), 'utf8')).toBe('new\n');
    expect(statSync(join(dir, 'real/config.json')).mode & 0o7777).toBe(0o640);
    expect(listFiles(dir)).toEqual(['link.json', 'real/config.json']);
  });
});

describe('dry run', () => {
  it('prints a unified diff, writes nothing, and masks secrets on changed lines', async () => {
    const input = [
      '{',
      '  "mcpServers": {',
      '    "gh": {',
      '      "command": "npx",',
      '      "args": ["-y", "@angular/cli@latest", "--token", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"]',
      '    },',
      '    "a": { "command": "npx", "args": ["mcp-remote"] },',
      '    "b": { "command": "node", "args": ["b.js"] },',
      '    "c": { "command": "node", "args": ["c.js"] },',
      '    "d": { "command": "node", "args": ["d.js"] },',
      '    "e": { "command": "node", "args": ["e.js"] },',
      '    "f": { "command": "node", "args": ["f.js"] },',
      '    "h": { "command": "node", "args": ["h.js"] },',
      '    "i": { "command": "node", "args": ["i.js"] },',
      '    "g": { "command": "npx", "args": ["@upstash/context7-mcp"] }',
      '  }',
      '}',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.mcp.json': input }, [testPin, testSecret], { write: false });
    expect(read('.mcp.json')).toBe(input);
    expect(listFiles(dir)).toEqual(['.mcp.json']);
    expect(outcome.changedFiles).toEqual([]);
    expect(outcome.messages).toEqual(['would fix 3 problems in .mcp.json']);
    expect(outcome.diff).toBe([
      '--- a/.mcp.json',
      '+++ b/.mcp.json',
      '@@ -2,9 +2,9 @@',
      '   "mcpServers": {',
      '     "gh": {',
      '       "command": "npx",',
      '-      "args": ["-y", "@angular/cli@latest", "--token", "ghp_************************************"]',
      '+      "args": ["-y", "@angular/cli@20.3.4", "--token", "ghp_************************************"]',
      '     },',
      '-    "a": { "command": "npx", "args": ["mcp-remote"] },',
      '+    "a": { "command": "npx", "args": ["mcp-remote@0.1.9"] },',
      '     "b": { "command": "node", "args": ["b.js"] },',
      '     "c": { "command": "node", "args": ["c.js"] },',
      '     "d": { "command": "node", "args": ["d.js"] },',
      '@@ -12,6 +12,6 @@',
      '     "f": { "command": "node", "args": ["f.js"] },',
      '     "h": { "command": "node", "args": ["h.js"] },',
      '     "i": { "command": "node", "args": ["i.js"] },',
      '-    "g": { "command": "npx", "args": ["@upstash/context7-mcp"] }',
      '+    "g": { "command": "npx", "args": ["@upstash/context7-mcp@1.0.14"] }',
      '   }',
      ' }',
      '\\ No newline at end of file',
      '',
    ].join('\n'));
    expect(outcome.diff).not.toContain('abcdefghijklmnopqrstuvwxyz');
  });

  it('a diff of CRLF lines keeps the CR so that the patch applies', () => {
    expect(unifiedDiff('x.json', 'a\r\nb\r\nc\r\n', 'a\r\nB\r\nc\r\n')).toBe('--- a/x.json\n+++ b/x.json\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n');
    expect(unifiedDiff('x', 'a\n', 'a\nb\n')).toBe('--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n a\n+b\n');
    expect(unifiedDiff('x', '', 'a\n')).toBe('--- a/x\n+++ b/x\n@@ -0,0 +1 @@\n+a\n');
    expect(unifiedDiff('x', 'same\n', 'same\n')).toBe('');
  });
});
