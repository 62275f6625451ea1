/**
 * A RuleTester in the ESLint mould: tables of cases that must not fire (`valid`) and cases that must fire
 * (`invalid`) with exact positions. Each case is written to a fresh temporary tree and scanned through the real
 * pipeline (discovery, reading, the host's parser), with only the rule under test enabled.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/engine/engine.js';
import type { RuleSettings, ScanResult } from '../src/engine/engine.js';
import type { Finding, Level, Rule } from '../src/model/types.js';

export type FileSpec = string | Buffer | { content: string | Buffer; mode?: number } | { symlink: string };

export interface ValidCase {
  name?: string;
  files: Record<string, FileSpec>;
  options?: Record<string, unknown>;
}

export interface ExpectedFinding {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message?: string | RegExp;
  level?: Level;
  file?: string;
}

export interface InvalidCase extends ValidCase {
  errors: ExpectedFinding[];
}

export function writeTree(files: Record<string, FileSpec>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-test-'));
  for (const [name, spec] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    if (typeof spec === 'object' && 'symlink' in spec) symlinkSync(spec.symlink, path);
    else if (typeof spec === 'string' || Buffer.isBuffer(spec)) writeFileSync(path, spec);
    else {
      writeFileSync(path, spec.content);
      if (spec.mode !== undefined) chmodSync(path, spec.mode);
    }
  }
  return dir;
}

/** `writeTree` for a test file: every tree it makes is removed when the file's tests are done. */
export function tempTrees(): (files: Record<string, FileSpec>) => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return (files) => {
    const dir = writeTree(files);
    dirs.push(dir);
    return dir;
  };
}

export function scanTree(files: Record<string, FileSpec>, rules: Rule[], ruleSettings?: Record<string, RuleSettings>): ScanResult & { dir: string } {
  const dir = writeTree(files);
  try {
    return { ...scan({ paths: ['.'], cwd: dir, rules, ruleSettings }), dir };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function describeFinding(f: Finding): string {
  return `${f.file}:${f.region.startLine}:${f.region.startColumn}-${f.region.endLine}:${f.region.endColumn} ${f.level} ${f.message}`;
}

function caseName(c: ValidCase, i: number): string {
  return c.name ?? `${Object.keys(c.files).join(', ')} #${i + 1}`;
}

export function testRule(rule: Rule, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const settings = (c: ValidCase) => (c.options ? { [rule.meta.id]: { options: c.options } } : undefined);
  describe(`${rule.meta.id}: valid`, () => {
    cases.valid.forEach((c, i) => {
      it(caseName(c, i), () => {
        const result = scanTree(c.files, [rule], settings(c));
        expect(result.internalErrors).toEqual([]);
        expect(result.findings.map(describeFinding)).toEqual([]);
      });
    });
  });
  describe(`${rule.meta.id}: invalid`, () => {
    cases.invalid.forEach((c, i) => {
      it(caseName(c, i), () => {
        const result = scanTree(c.files, [rule], settings(c));
        expect(result.internalErrors).toEqual([]);
        const found = result.findings;
        expect(found.length, found.map(describeFinding).join('\n')).toBe(c.errors.length);
        c.errors.forEach((want, j) => {
          const got = found[j]!;
          const where = describeFinding(got);
          expect({ line: got.region.startLine, column: got.region.startColumn }, where).toEqual({ line: want.line, column: want.column });
          if (want.endLine !== undefined) expect(got.region.endLine, where).toBe(want.endLine);
          if (want.endColumn !== undefined) expect(got.region.endColumn, where).toBe(want.endColumn);
          if (want.level) expect(got.level, where).toBe(want.level);
          if (want.file) expect(got.file, where).toBe(want.file);
          if (typeof want.message === 'string') expect(got.message, where).toBe(want.message);
          else if (want.message) expect(got.message, where).toMatch(want.message);
        });
      });
    });
  });
}
