/**
 * The fixer's test harness, shared by fix-apply.test.ts and fix-apply-rules.test.ts: small rules written for the tests
 * (`testPin` produces pinning fixes the way `unpinned-package` does, a `resolve` request plus edits holding a
 * placeholder, so that the fixer's behaviour is pinned down independently of that rule's detection logic), and a real
 * HTTP registry on 127.0.0.1 with npm's real registry client behind `fixTree`.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { afterAll, beforeAll, expect } from 'vitest';
import { scan } from '../../src/engine/engine.js';
import type { ScanResult } from '../../src/engine/engine.js';
import { runFixes } from '../../src/fix/index.js';
import type { FixOptions } from '../../src/fix/index.js';
import type { Report, Rule } from '../../src/model/types.js';
import { startRegistry } from './registry.js';
import type { TestRegistry } from './registry.js';
import { writeTree } from '../rule-tester.js';
import type { FileSpec } from '../rule-tester.js';

export const PLACEHOLDER = '\u27e8version\u27e9';

export const meta = (id: string, fixable: Rule['meta']['fixable'] = 'safe'): Rule['meta'] => ({
  id, level: 'warning', description: id, precision: 'high', securitySeverity: '5.0', tags: ['security'], fixable,
});

/** The first package argument of an `npx` server, pinned through a version look-up. */
export const testPin: Rule = {
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
export const testTimeout = (safe = true): Rule => ({
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
export const testCommand = (id: string, value: string): Rule => ({
  meta: meta(id),
  checkConfig: (file) => file.servers.filter((s) => s.command && s.command.value !== value).map((s) => ({
    message: 'command', span: s.command!.span, path: s.command!.path,
    fix: { description: `use ${value}`, safe: true, edits: file.editor.replaceString(s.command!, value) },
  })),
});

/** A fix whose result no longer parses: drops the closing quote of the command. */
export const testBreaks: Rule = {
  meta: meta('test-breaks'),
  checkConfig: (file) => file.servers.filter((s) => s.command).map((s) => ({
    message: 'breaks', span: s.command!.span, path: s.command!.path,
    fix: { description: 'break it', safe: true, edits: [{ file: file.source.path, start: s.command!.span.end - 1, end: s.command!.span.end, text: '' }] },
  })),
};

/** Flags `--token <value>` arguments as secrets, the way `hardcoded-secret` marks spans. */
export const testSecret: Rule = {
  meta: meta('hardcoded-secret', 'suggestion'),
  checkConfig: (file) => file.servers.flatMap((s) => s.args
    .filter((_, i) => s.args[i - 1]?.value === '--token')
    .map((a) => ({ message: 'a token', span: { start: a.span.start + 1, end: a.span.end - 1 }, path: a.path, sensitive: true }))),
};

export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : [join(prefix, e.name)]).sort();
}

export interface FixHarness {
  /** the fixture registry, started before the file's tests */
  registry: () => TestRegistry;
  /** folders to remove after the file's tests */
  dirs: string[];
  scanDir: (dir: string, rules: Rule[]) => ScanResult;
  fixTree: (files: Record<string, FileSpec>, rules: Rule[], options?: Partial<FixOptions>) => Promise<{
    dir: string; result: ScanResult; outcome: Awaited<ReturnType<typeof runFixes>>; read: (name: string) => string;
  }>;
  /** Fixes once, then scans and fixes again: the second run must find nothing to do. */
  expectIdempotent: (dir: string, rules: Rule[]) => Promise<void>;
}

/** Starts the fixture registry for the calling test file (one per file) and cleans up after it. */
export function useFixHarness(): FixHarness {
  let registry: TestRegistry | undefined;
  const dirs: string[] = [];
  beforeAll(async () => {
    registry = await startRegistry({ slowMs: 5000 });
  });
  afterAll(async () => {
    await registry?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const started = () => {
    if (!registry) throw new Error('the fixture registry is not started yet: use it inside a test');
    return registry;
  };
  const scanDir = (dir: string, rules: Rule[]): ScanResult => {
    const result = scan({ paths: ['.'], cwd: dir, rules });
    expect(result.internalErrors).toEqual([]);
    return result;
  };
  const fixOptions = (dir: string, options: Partial<FixOptions> = {}): FixOptions =>
    ({ cwd: dir, write: true, unsafe: false, offline: false, registry: started().url, timeoutMs: 3000, ...options });
  return {
    registry: started,
    dirs,
    scanDir,
    async fixTree(files, rules, options = {}) {
      const dir = writeTree(files);
      dirs.push(dir);
      const result = scanDir(dir, rules);
      const outcome = await runFixes(result, fixOptions(dir, options));
      return { dir, result, outcome, read: (name: string) => readFileSync(join(dir, name), 'utf8') };
    },
    async expectIdempotent(dir, rules) {
      const before = Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f))]));
      const again = await runFixes(scanDir(dir, rules), fixOptions(dir));
      expect(again.changedFiles).toEqual([]);
      expect(again.diff).toBe('');
      expect(Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f))]))).toEqual(before);
    },
  };
}
