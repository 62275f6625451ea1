/**
 * Applying fixes: exact output text per host format, BOM and CRLF, idempotency, overlaps, refusals (a result the host
 * would not load, a read-only file, a file changed after the scan, a write that fails), dry-run diffs with secrets
 * masked, and suggestions for pins the registry could not resolve. The registry is a real HTTP server on 127.0.0.1
 * and npm's registry client is the real one.
 *
 * The findings come from the real pipeline (discover → read → parse → rule → engine). `testPin` below is a small
 * rule written for these tests, producing pinning fixes the way `unpinned-package` does (a `resolve` request plus
 * edits holding a placeholder), so that the fixer's behaviour is pinned down independently of that rule's
 * detection logic; `fix-cli.test.ts` and the property test at the end use the real rule.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scan } from '../src/engine/engine.js';
import type { ScanResult } from '../src/engine/engine.js';
import { runFixes } from '../src/fix/index.js';
import type { FixOptions } from '../src/fix/index.js';
import { applyEdits, mapOffset, planFixes } from '../src/fix/apply.js';
import { unifiedDiff } from '../src/fix/diff.js';
import { sha256, tempPathFor, writeAtomically } from '../src/fix/write.js';
import type { Edit, Finding, Report, Rule } from '../src/model/types.js';
import { startRegistry } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { writeTree } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const PLACEHOLDER = '\u27e8version\u27e9';

const meta = (id: string, fixable: Rule['meta']['fixable'] = 'safe'): Rule['meta'] => ({
  id, level: 'warning', description: id, precision: 'high', securitySeverity: '5.0', tags: ['security'], fixable,
});

/** The first package argument of an `npx` server, pinned through a version look-up. */
const testPin: Rule = {
  meta: meta('test-pin'),
  checkConfig(file) {
    const out: Report[] = [];
    for (const server of file.servers) {
      if (server.command?.value !== 'npx') continue;
      const arg = server.args.find((a) => !a.value.startsWith('-'));
      const m = arg && /^(@[^/@]+\/[^@]+|[^@]+)(?:@(.*))?$/.exec(arg.value);
      if (!arg || !m || semver.valid(m[2] ?? '')) continue;
      const name = m[1]!;
      out.push({
        message: `${name} is not pinned`,
        span: arg.span,
        path: arg.path,
        fix: {
          description: `pin ${name} to ${PLACEHOLDER}`,
          safe: true,
          resolve: { ecosystem: 'npm', name, spec: m[2] ?? '', placeholder: PLACEHOLDER },
          edits: file.editor.replaceString(arg, `${name}@${PLACEHOLDER}`),
        },
      });
    }
    return out;
  },
};

/**
 * Adds `"timeout": 60000` as the first property of every stdio server that has none: an insertion, written the way
 * the file is laid out (same line break, the next line's indentation), to collide with and to check CRLF.
 */
const testTimeout = (safe = true): Rule => ({
  meta: meta(safe ? 'test-timeout' : 'test-timeout-unsafe', safe ? 'safe' : 'unsafe'),
  checkConfig(file) {
    const text = file.source.text;
    const servers = (file.data as Record<string, Record<string, Record<string, unknown>>>)[file.host === 'vscode' ? 'servers' : 'mcpServers'];
    return file.servers.filter((s) => s.command && !('timeout' in (servers?.[s.name] ?? {}))).map((s) => {
      const at = s.span.start + 1;
      const next = /^(\r?\n)([ \t]*)/.exec(text.slice(at));
      const insertion = next ? `${next[1]}${next[2]}"timeout": 60000,` : ' "timeout": 60000,';
      return {
        message: 'no timeout', span: s.nameSpan, path: s.path,
        fix: { description: 'set a timeout', safe, edits: [{ file: file.source.path, start: at, end: at, text: insertion }] },
      };
    });
  },
});

/** Replaces the whole command token, overlapping nothing but `testCommandOverlap`. */
const testCommand = (id: string, value: string): Rule => ({
  meta: meta(id),
  checkConfig: (file) => file.servers.filter((s) => s.command && s.command.value !== value).map((s) => ({
    message: 'command', span: s.command!.span, path: s.command!.path,
    fix: { description: `use ${value}`, safe: true, edits: file.editor.replaceString(s.command!, value) },
  })),
});

/** A fix whose result no longer parses: drops the closing quote of the command. */
const testBreaks: Rule = {
  meta: meta('test-breaks'),
  checkConfig: (file) => file.servers.filter((s) => s.command).map((s) => ({
    message: 'breaks', span: s.command!.span, path: s.command!.path,
    fix: { description: 'break it', safe: true, edits: [{ file: file.source.path, start: s.command!.span.end - 1, end: s.command!.span.end, text: '' }] },
  })),
};

/** Flags `--token <value>` arguments as secrets, the way `hardcoded-secret` marks spans. */
const testSecret: Rule = {
  meta: meta('hardcoded-secret', 'suggestion'),
  checkConfig: (file) => file.servers.flatMap((s) => s.args
    .filter((a, i) => s.args[i - 1]?.value === '--token')
    .map((a) => ({ message: 'a token', span: { start: a.span.start + 1, end: a.span.end - 1 }, path: a.path, sensitive: true }))),
};

let registry: TestRegistry;
const dirs: string[] = [];
beforeAll(async () => {
  registry = await startRegistry({ slowMs: 5000 });
});
afterAll(async () => {
  await registry.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function scanDir(dir: string, rules: Rule[]): ScanResult {
  const result = scan({ paths: ['.'], cwd: dir, rules });
  expect(result.internalErrors).toEqual([]);
  return result;
}

async function fixTree(files: Record<string, FileSpec>, rules: Rule[], options: Partial<FixOptions> = {}) {
  const dir = writeTree(files);
  dirs.push(dir);
  const result = scanDir(dir, rules);
  const outcome = await runFixes(result, { cwd: dir, write: true, unsafe: false, offline: false, registry: registry.url, timeoutMs: 3000, ...options });
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return { dir, result, outcome, read };
}

/** Fixes once, then scans and fixes again: the second run must find nothing to do. */
async function expectIdempotent(dir: string, rules: Rule[]) {
  const before = Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f))]));
  const again = await runFixes(scanDir(dir, rules), { cwd: dir, write: true, unsafe: false, offline: false, registry: registry.url, timeoutMs: 3000 });
  expect(again.changedFiles).toEqual([]);
  expect(again.diff).toBe('');
  expect(Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f))]))).toEqual(before);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : [join(prefix, e.name)]).sort();
}

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
    const outcome = await runFixes(result, { cwd: dir, write: true, unsafe: false, offline: false, registry: registry.url, timeoutMs: 3000 });
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

describe('pins the registry cannot resolve become suggestions', () => {
  const input = (pkg: string) => `{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "${pkg}"] } } }\n`;

  it.each([
    ['not-published', 'registry answered 404'],
    ['@acme/not-published@latest', 'registry answered 404'],
    ['server-error', 'registry answered 500'],
    ['broken-json', 'the registry sent invalid JSON'],
    ['malformed-packument', 'the registry sent a malformed packument'],
    ['slow-package', 'no answer from the registry within 400ms'],
    ['@angular/cli@^99', 'no published version satisfies "^99"'],
    ['evil-version', 'the registry sent a malformed packument (version "1.0.0", "--eval", "process.exit()")'],
  ])('%s', async (pkg, reason) => {
    const { read, outcome, result } = await fixTree({ '.mcp.json': input(pkg) }, [testPin], pkg === 'slow-package' ? { timeoutMs: 400 } : {});
    const name = pkg.replace(/(?<=.)@.*$/, '');
    expect(read('.mcp.json')).toBe(input(pkg));
    expect(outcome.changedFiles).toEqual([]);
    expect(outcome.messages).toEqual([`.mcp.json:1:59: not fixed: could not resolve a version for ${name} (${reason}); left as a suggestion`]);
    const [finding] = outcome.adjust(result.findings);
    expect(finding!.fix).toBeUndefined();
    expect(finding!.suggestions!.map((s) => s.description)).toEqual([`could not resolve a version for ${name} (${reason}); pin it by hand`]);
    expect(finding!.suggestions![0]!.edits[0]!.text).toBe(`"${name}@${PLACEHOLDER}"`);
  });

  it('--offline contacts no registry and still applies the fixes that need no look-up', async () => {
    const before = registry.requests.length;
    const { read, outcome, result } = await fixTree({ '.mcp.json': input('@angular/cli@latest') }, [testPin, testTimeout()], { offline: true, registry: 'http://127.0.0.1:9' });
    expect(registry.requests.length).toBe(before);
    expect(read('.mcp.json')).toBe('{ "mcpServers": { "a": { "timeout": 60000, "command": "npx", "args": ["-y", "@angular/cli@latest"] } } }\n');
    expect(outcome.messages).toEqual([
      '.mcp.json:1:59: not fixed: could not resolve a version for @angular/cli (--offline: the registry was not contacted); left as a suggestion',
      'fixed 1 problem in .mcp.json',
    ]);
    const adjusted = outcome.adjust(result.findings).find((f) => f.ruleId === 'test-pin')!;
    expect(adjusted.fix).toBeUndefined();
    expect(adjusted.suggestions![0]!.description).toBe('could not resolve a version for @angular/cli (--offline: the registry was not contacted); pin it by hand');
    // the re-scan after fixing has a new finding object; adjust finds it by fingerprint
    const rescanned = outcome.adjust(scan({ paths: ['.'], cwd: result.roots[0]!, rules: [testPin] }).findings);
    expect(rescanned[0]!.fix).toBeUndefined();
  });

  it('a bad registry URL is a usage error', async () => {
    await expect(fixTree({ '.mcp.json': input('mcp-remote') }, [testPin], { registry: 'ftp://example.com' })).rejects.toThrow('is not an http(s) URL');
  });
});

describe('with the real unpinned-package rule', () => {
  const rules = [unpinnedPackage];

  it('.mcp.json: args, a shell command string, a cmd wrapper; PyPI and docker stay suggestions', async () => {
    const input = [
      '{',
      '  "mcpServers": {',
      '    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] },',
      '    "remote": { "command": "npx -y mcp-remote@^0.1.0 https://example.com/mcp" },',
      '    "docs": { "command": "cmd", "args": ["/c", "npx", "-y", "@upstash/context7-mcp"] },',
      '    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@latest", "/srv"] },',
      '    "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] },',
      '    "gh": { "command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"] }',
      '  }',
      '}',
      '',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.mcp.json': input }, rules);
    expect(outcome.messages).toEqual(['fixed 4 problems in .mcp.json']);
    expect(read('.mcp.json')).toBe([
      '{',
      '  "mcpServers": {',
      '    "angular": { "command": "npx", "args": ["-y", "@angular/cli@20.3.4", "mcp"] },',
      '    "remote": { "command": "npx -y mcp-remote@0.1.8 https://example.com/mcp" },',
      '    "docs": { "command": "cmd", "args": ["/c", "npx", "-y", "@upstash/context7-mcp@1.0.14"] },',
      '    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.7.1", "/srv"] },',
      '    "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] },',
      '    "gh": { "command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"] }',
      '  }',
      '}',
      '',
    ].join('\n'));
    expect(scanDir(dir, rules).findings.map((f) => `${f.location} ${f.fix ? 'fix' : 'suggestion'}`)).toEqual([
      'mcpServers.fetch.args[0] suggestion',
      'mcpServers.gh.args[3] suggestion',
    ]);
    await expectIdempotent(dir, rules);
  });

  it('.vscode/mcp.json with comments and trailing commas', async () => {
    const input = [
      '{',
      '  // servers for this workspace',
      '  "servers": {',
      '    "angular": {',
      '      "command": "npx",',
      '      "args": ["-y", "@angular/cli@next", "mcp",], // trailing comma',
      '    },',
      '    /* remote */ "remote": { "command": "npx", "args": ["mcp-remote", "https://example.com/mcp"], },',
      '  },',
      '}',
      '',
    ].join('\n');
    const { read, dir } = await fixTree({ '.vscode/mcp.json': input }, rules);
    expect(read('.vscode/mcp.json')).toBe([
      '{',
      '  // servers for this workspace',
      '  "servers": {',
      '    "angular": {',
      '      "command": "npx",',
      '      "args": ["-y", "@angular/cli@21.0.0-rc.1", "mcp",], // trailing comma',
      '    },',
      '    /* remote */ "remote": { "command": "npx", "args": ["mcp-remote@0.1.9", "https://example.com/mcp"], },',
      '  },',
      '}',
      '',
    ].join('\n'));
    await expectIdempotent(dir, rules);
  });

  it('.codex/config.toml with multi-line arrays and comments', async () => {
    const input = [
      '[mcp_servers.angular]',
      'command = "npx"',
      'args = [',
      '  "-y",  # accept the install prompt',
      '  "@angular/cli@v19-lts",',
      '  # the MCP sub-command',
      '  "mcp",',
      ']',
      '',
      '[mcp_servers.fs]',
      "command = 'npx'",
      "args = ['-y', '@modelcontextprotocol/server-filesystem', '/srv']  # literal strings",
      '',
    ].join('\n');
    const { read, dir } = await fixTree({ '.codex/config.toml': input }, rules);
    expect(read('.codex/config.toml')).toBe([
      '[mcp_servers.angular]',
      'command = "npx"',
      'args = [',
      '  "-y",  # accept the install prompt',
      '  "@angular/cli@19.2.15",',
      '  # the MCP sub-command',
      '  "mcp",',
      ']',
      '',
      '[mcp_servers.fs]',
      "command = 'npx'",
      "args = ['-y', '@modelcontextprotocol/server-filesystem@2025.7.1', '/srv']  # literal strings",
      '',
    ].join('\n'));
    await expectIdempotent(dir, rules);
  });

  it('CRLF and BOM', async () => {
    const input = '\uFEFF{\r\n  "mcpServers": {\r\n    "a": {\r\n      "command": "npx",\r\n      "args": ["-y", "mcp-remote@^0.1.0"]\r\n    }\r\n  }\r\n}\r\n';
    const { dir } = await fixTree({ '.mcp.json': input }, rules);
    expect(readFileSync(join(dir, '.mcp.json')).toString('latin1')).toBe(
      Buffer.from(input.replace('mcp-remote@^0.1.0', 'mcp-remote@0.1.8'), 'utf8').toString('latin1'),
    );
    await expectIdempotent(dir, rules);
  });

  it('.claude/settings.json hooks: a shell-form hook and an exec-form hook are pinned, not another byte changes', async () => {
    const input = [
      '{',
      '  // formatting after each edit',
      '  "hooks": {',
      '    "PostToolUse": [',
      '      {',
      '        "matcher": "Write|Edit",',
      '        "hooks": [',
      '          { "type": "command", "command": "npx -y prettier@latest --write \\"$CLAUDE_FILE_PATHS\\"", "timeout": 30 },',
      '          { "type": "command", "command": "npx", "args": ["-y", "mcp-remote@^0.1.0", "--help"] },',
      '          { "type": "command", "command": "npx prettier@3.3.3 --check ." }',
      '        ]',
      '      }',
      '    ]',
      '  },',
      '  "statusLine": { "type": "command", "command": "npx -y @angular/cli version" },',
      '  "permissions": { "allow": ["Read"] },',
      '}',
      '',
    ].join('\r\n');
    const { read, outcome, dir } = await fixTree({ '.claude/settings.json': input }, rules);
    expect(outcome.messages).toEqual(['fixed 3 problems in .claude/settings.json']);
    expect(read('.claude/settings.json')).toBe(input
      .replace('prettier@latest', 'prettier@3.6.2')
      .replace('mcp-remote@^0.1.0', 'mcp-remote@0.1.8')
      .replace('@angular/cli version', '@angular/cli@20.3.4 version'));
    expect(scanDir(dir, rules).findings).toEqual([]);
    await expectIdempotent(dir, rules);
  });

  it('.claude/settings.json: a hook that sets variables before npx is pinned in place and still parses', async () => {
    const input = [
      '{',
      '  "hooks": { "PostToolUse": [ { "matcher": "Write|Edit", "hooks": [',
      '    { "type": "command", "command": "DEPLOY_ENV=prod npx -y prettier --write ." },',
      '    { "type": "command", "command": "A=\\"x y\\" B=1 npx prettier@latest --check ." }',
      '  ] } ] }',
      '}',
      '',
    ].join('\n');
    const { read, outcome, dir } = await fixTree({ '.claude/settings.json': input }, rules);
    expect(outcome.messages).toEqual(['fixed 2 problems in .claude/settings.json']);
    const output = read('.claude/settings.json');
    expect(output).toBe(input.replace('prettier --write', 'prettier@3.6.2 --write').replace('prettier@latest', 'prettier@3.6.2'));
    // the file re-parses as JSON, and the rescan sees both hooks pinned (no parse problem, nothing left to fix)
    expect(() => JSON.parse(output)).not.toThrow();
    expect(scanDir(dir, [invalidConfig, ...rules]).findings).toEqual([]);
    await expectIdempotent(dir, rules);
  });

  it('.cursor/hooks.json: the hook command is pinned in place, tabs and the rest kept', async () => {
    const input = '{\n\t"version": 1,\n\t"hooks": {\n\t\t"afterFileEdit": [\n\t\t\t{ "command": "npx prettier --write" },\n\t\t\t{ "command": "./.cursor/hooks/audit.sh" }\n\t\t]\n\t}\n}\n';
    const { read, dir } = await fixTree({ '.cursor/hooks.json': input }, rules);
    expect(read('.cursor/hooks.json')).toBe(input.replace('npx prettier --write', 'npx prettier@3.6.2 --write'));
    await expectIdempotent(dir, rules);
  });

  it('a slash command\'s !`…` line, a Gemini CLI command\'s !{…} and a Copilot hook: pinned in place', async () => {
    const files = {
      '.claude/commands/fmt.md': '---\ndescription: format\n---\nCheck:\n!`npx -y prettier --check .`\n',
      '.gemini/commands/fmt.toml': 'description = "format"\nprompt = """\nCheck:\n!{npx prettier@latest --check {{args}}}\n"""\n',
      '.github/hooks/fmt.json': '{\n  "version": 1,\n  "hooks": { "postToolUse": [ { "type": "command", "bash": "npx prettier --write ." } ] }\n}\n',
    };
    const { read, dir } = await fixTree(files, rules);
    expect(read('.claude/commands/fmt.md')).toBe(files['.claude/commands/fmt.md'].replace('prettier --check', 'prettier@3.6.2 --check'));
    expect(read('.gemini/commands/fmt.toml')).toBe(files['.gemini/commands/fmt.toml'].replace('prettier@latest', 'prettier@3.6.2'));
    expect(read('.github/hooks/fmt.json')).toBe(files['.github/hooks/fmt.json'].replace('prettier --write', 'prettier@3.6.2 --write'));
    await expectIdempotent(dir, rules);
  });

  it('a dry run masks a secret on a context line even when hardcoded-secret did not run', async () => {
    const token = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A';
    const input = `{\n  "mcpServers": {\n    "gh": {\n      "command": "npx",\n      "args": ["-y", "mcp-remote"],\n      "env": { "GITHUB_TOKEN": "${token}" }\n    }\n  }\n}\n`;
    const { outcome } = await fixTree({ '.mcp.json': input }, rules, { write: false });
    expect(outcome.diff).toContain('-      "args": ["-y", "mcp-remote"],\n+      "args": ["-y", "mcp-remote@0.1.9"],\n');
    expect(outcome.diff).toContain('       "env": { "GITHUB_TOKEN": "ghp_************************************" }\n');
    expect(outcome.diff).not.toContain(token.slice(4));
  });
});

describe('property: applying every safe fix leaves a file the host accepts', () => {
  type Style = { indent: string; eol: '\n' | '\r\n'; bom: boolean; comments: boolean; trailing: boolean; inlineArgs: boolean };
  // (package, spec) pairs the fixture registry resolves
  const PINNABLE = [
    '@angular/cli@latest', '@angular/cli', '@angular/cli@next', '@angular/cli@^20', '@angular/cli@~19.2.0', 'mcp-remote',
    'mcp-remote@^0.1.0', 'mcp-remote@beta', '@modelcontextprotocol/server-filesystem', '@upstash/context7-mcp@^1.0.0',
    '@upstash/context7-mcp@1.x',
  ];
  const OTHERS: unknown[] = [
    { command: 'node', args: ['server.js'] },
    { command: 'uvx', args: ['mcp-server-fetch'] },
    { command: 'npx', args: ['-y', 'mcp-remote@0.1.8'] },
    { type: 'http', url: 'https://example.com/mcp' },
  ];
  const launch = fc.oneof(
    fc.tuple(fc.constantFrom(...PINNABLE), fc.array(fc.constantFrom('mcp', '--port', '80', 'é "quoted"', '\\path', '\t'), { maxLength: 3 }), fc.boolean())
      .map(([pkg, extra, yes]) => ({ command: 'npx', args: [...(yes ? ['-y'] : []), pkg, ...extra] })),
    fc.constantFrom(...PINNABLE).map((pkg) => ({ command: `npx -y ${pkg} --stdio` })),
    fc.constantFrom(...PINNABLE).map((pkg) => ({ command: 'cmd', args: ['/c', 'npx', '-y', pkg] })),
    fc.constantFrom(...OTHERS),
  );
  const style: fc.Arbitrary<Style> = fc.record({
    indent: fc.constantFrom('', ' ', '  ', '    ', '\t'),
    eol: fc.constantFrom('\n' as const, '\r\n' as const),
    bom: fc.boolean(),
    comments: fc.boolean(),
    trailing: fc.boolean(),
    inlineArgs: fc.boolean(),
  });

  /** JSON text in the given layout; JSONC extras (comments, trailing commas) only where the host allows them. */
  function write(value: unknown, s: Style, jsonc: boolean, depth = 0, key = ''): string {
    const pad = (d: number) => (s.indent ? s.eol + s.indent.repeat(d) : ' ');
    if (Array.isArray(value)) {
      if (s.inlineArgs || !value.length) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      const items = value.map((v) => pad(depth + 1) + JSON.stringify(v));
      return `[${items.join(',')}${jsonc && s.trailing ? ',' : ''}${pad(depth)}]`;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (!entries.length) return '{}';
      const items = entries.map(([k, v], i) => {
        const note = jsonc && s.comments && i === 0 ? (s.indent ? `// ${key || 'top'}${pad(depth + 1)}` : `/* ${key || 'top'} */ `) : '';
        return `${pad(depth + 1)}${note}${JSON.stringify(k)}: ${write(v, s, jsonc, depth + 1, k)}`;
      });
      return `{${items.join(',')}${jsonc && s.trailing ? ',' : ''}${pad(depth)}}`;
    }
    return JSON.stringify(value);
  }

  it('for generated .mcp.json and .vscode/mcp.json files', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('.mcp.json', '.vscode/mcp.json'),
        fc.uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'db', 'my server', 'ünï', '__proto__x', 'x"y'), launch), { minLength: 1, maxLength: 5, selector: ([name]) => name }),
        style,
        async (file, servers, s) => {
          const vscode = file !== '.mcp.json';
          const doc = { [vscode ? 'servers' : 'mcpServers']: Object.fromEntries(servers) };
          const text = (s.bom ? '\uFEFF' : '') + write(doc, s, vscode) + s.eol;
          const dir = writeTree({ [file]: text });
          dirs.push(dir);
          const before = scanDir(dir, [unpinnedPackage, invalidConfig]);
          expect(before.findings.filter((f) => f.ruleId === 'invalid-config')).toEqual([]);
          await runFixes(before, { cwd: dir, write: true, unsafe: false, offline: false, registry: registry.url, timeoutMs: 5000 });
          const after = readFileSync(join(dir, file), 'utf8');
          expect(before.configs[0]!.editor.validate(after)).toBeUndefined();
          expect(after.startsWith('\uFEFF')).toBe(s.bom);
          expect(after.split('\r\n').length - 1).toBe(text.split('\r\n').length - 1);
          const rescanned = scanDir(dir, [unpinnedPackage, invalidConfig]);
          expect(rescanned.findings.filter((f) => f.ruleId === 'invalid-config')).toEqual([]);
          expect(rescanned.findings.filter((f) => f.fix).map((f) => f.message)).toEqual([]);
          rmSync(dir, { recursive: true, force: true });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('ConfigEditor.addInput (VS Code)', () => {
  /** Applies addInput through the fixer (a hand-built unsafe fix), so the result is also validated and written. */
  const addInput = (id: string): Rule => ({
    meta: meta('test-input', 'unsafe'),
    checkConfig: (file) => {
      const edits = file.editor.addInput?.(id, `${id} for the server`) ?? [];
      return edits.length ? [{ message: 'input', span: { start: 0, end: 0 }, path: [], fix: { description: 'add input', safe: false, edits } }] : [];
    },
  });
  const fixInputs = async (input: string, id = 'github-token') => {
    const { read, dir, outcome } = await fixTree({ '.vscode/mcp.json': input }, [addInput(id)], { unsafe: true });
    await expectIdempotentInputs(dir, id);
    return { text: read('.vscode/mcp.json'), outcome };
  };
  const expectIdempotentInputs = async (dir: string, id: string) => {
    expect(scanDir(dir, [addInput(id)]).findings).toEqual([]);
  };

  it('creates "inputs" after the last top-level property, keeping a trailing comment', async () => {
    const input = '{\n  "servers": {\n    "gh": { "url": "https://api.example.com/mcp" }\n  } // the servers\n}\n';
    expect((await fixInputs(input)).text).toBe([
      '{',
      '  "servers": {',
      '    "gh": { "url": "https://api.example.com/mcp" }',
      '  }, // the servers',
      '  "inputs": [',
      '    {',
      '      "type": "promptString",',
      '      "id": "github-token",',
      '      "description": "github-token for the server",',
      '      "password": true',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n'));
  });

  it('appends to an existing array, with tabs, CRLF, a BOM and trailing commas', async () => {
    const input = '\uFEFF{\r\n\t"inputs": [\r\n\t\t{ "type": "promptString", "id": "other", "description": "x" },\r\n\t],\r\n\t"servers": {},\r\n}\r\n';
    expect((await fixInputs(input)).text).toBe(
      '\uFEFF{\r\n\t"inputs": [\r\n\t\t{ "type": "promptString", "id": "other", "description": "x" },\r\n'
      + '\t\t{\r\n\t\t\t"type": "promptString",\r\n\t\t\t"id": "github-token",\r\n\t\t\t"description": "github-token for the server",\r\n\t\t\t"password": true\r\n\t\t},\r\n'
      + '\t],\r\n\t"servers": {},\r\n}\r\n',
    );
  });

  it('fills an empty array, and writes one line in a one-line file', async () => {
    // an empty one-line array stays on one line, even in a multi-line file
    expect((await fixInputs('{\n  "inputs": [],\n  "servers": {}\n}\n')).text).toBe(
      '{\n  "inputs": [{ "type": "promptString", "id": "github-token", "description": "github-token for the server", "password": true }],\n  "servers": {}\n}\n',
    );
    expect((await fixInputs('{ "servers": {} }')).text).toBe(
      '{ "servers": {}, "inputs": [{ "type": "promptString", "id": "github-token", "description": "github-token for the server", "password": true }] }',
    );
    expect((await fixInputs('{ "inputs": [], "servers": {} }')).text).toBe(
      '{ "inputs": [{ "type": "promptString", "id": "github-token", "description": "github-token for the server", "password": true }], "servers": {} }',
    );
  });

  it('adds nothing when the id exists, and is not offered by the other hosts', async () => {
    const input = '{ "inputs": [{ "type": "promptString", "id": "github-token" }], "servers": {} }';
    const { read, outcome } = await fixTree({ '.vscode/mcp.json': input }, [addInput('github-token')], { unsafe: true });
    expect(read('.vscode/mcp.json')).toBe(input);
    expect(outcome.messages).toEqual([]);
    const claudeDir = writeTree({ '.mcp.json': '{ "mcpServers": {} }' });
    dirs.push(claudeDir);
    const claude = scanDir(claudeDir, [addInput('x')]);
    expect(claude.configs[0]!.editor.addInput).toBeUndefined();
  });
});
