/**
 * "Linear but slow" (issue 15): files that are valid, within the size limit and built to be the worst case of one
 * stage of the scan (bench/lib/adversarial.mjs) each scan within a time budget, with the real CLI as a process and
 * the text report (code frames included). The budget is CPU time, not wall time: on a loaded machine the wall time
 * of the same work varies threefold, its CPU time hardly. It is generous — about three times what the slowest file
 * takes — and far below what the code took before (minutes, or out of memory, for the frames and hidden-character
 * fingerprints of one minified line; 13 to 20 s for a YAML mapping of 40,000 keys or 17,000 approvals). The 1 s
 * target itself is the benchmark's (`npm run bench`, its adversarial row), not a timed test's.
 * `MCP_AUDIT_ADVERSARIAL_TIMES=1` prints each file's times.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERSARIAL_MAX_BYTES, ADVERSARIAL_SKILL_MAX_BYTES, adversarialFiles, writeAdversarialTree } from '../bench/lib/adversarial.mjs';
import { MAX_CONFIG_BYTES } from '../src/discover/read.js';
import { MAX_SCRIPT_TEXT_BYTES } from '../src/skills/skills.js';
import { BIN } from './helpers/cli.js';

/**
 * CPU time one file may take (user + system), mcp-audit's start-up included. The slowest file takes about 0.9 s on
 * a loaded two-core machine; the old code took 13 s to minutes, or ran out of memory, on most of them.
 */
const BUDGET_CPU_MS = 3_000;
/** Past this a run is killed: the old code took minutes on some of these files. */
const KILL_AFTER_MS = 60_000;
/** Writes the process's CPU time at exit (the benchmark's preload). */
const RUSAGE = fileURLToPath(new URL('../bench/lib/maxrss.cjs', import.meta.url));
/** Two scans at a time: the machines have two cores, and CPU time is what is judged. */
const CONCURRENCY = 2;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  wallMs: number;
  cpuMs: number;
  summary: string;
  /** findings the report stands for: those listed, and those a "not listed" finding counts (src/engine/cap.ts) */
  covered: number;
}

let root: string;
const files = adversarialFiles();
const runs = new Map<string, Run>();

/** `mcp-audit --format text <folder>` as a process: exit, CPU and wall time, the report's summary line. */
function scanTimed(id: string, dir: string): Promise<Run> {
  const out = join(root, `.stdout-${id}`);
  const usage = join(root, `.rusage-${id}`);
  const fd = openSync(out, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, ['--require', RUSAGE, BIN, '--format', 'text', '--no-color', dir], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: root, BENCH_RUSAGE_FILE: usage },
    stdio: ['ignore', fd, 'pipe'],
    timeout: KILL_AFTER_MS,
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const wallMs = performance.now() - started;
      closeSync(fd);
      // at most a thousand findings of a rule are listed per file: the report is small enough to read whole
      const report = readFileSync(out, 'utf8');
      const [, user, system] = signal ? [] : readFileSync(usage, 'utf8').trim().split(' ').map(Number);
      resolve({
        code, signal, stderr, wallMs,
        cpuMs: user === undefined || system === undefined ? Infinity : (user + system) * 1000,
        summary: report.trimEnd().split('\n').pop() ?? '',
        covered: coveredBy(report),
      });
    });
  });
}

/** Listed findings, less the "not listed" ones, plus what those count. */
function coveredBy(report: string): number {
  const listed = Number(/^(\d+) findings?:/m.exec(report.trimEnd().split('\n').pop() ?? '')?.[1] ?? NaN);
  const counts = [...report.matchAll(/([\d,]+) more [\w-]+ findings in this file, from here on, are not listed/g)].map((m) => Number(m[1]!.replaceAll(',', '')));
  return listed - counts.length + counts.reduce((a, b) => a + b, 0);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mcp-audit-adversarial-'));
  const written = writeAdversarialTree(root);
  const queue = [...written];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) runs.set(file.id, await scanTimed(file.id, file.dir));
  }));
}, (KILL_AFTER_MS * files.length) / CONCURRENCY + 30_000);

afterAll(() => {
  if (process.env.MCP_AUDIT_ADVERSARIAL_TIMES) {
    for (const [id, run] of runs) console.log(`${id.padEnd(16)} ${run.cpuMs.toFixed(0).padStart(6)} ms CPU ${run.wallMs.toFixed(0).padStart(6)} ms wall`);
  }
  rmSync(root, { recursive: true, force: true });
});

describe('adversarial files near the size limit', () => {
  it('are within the limit, and near it', () => {
    expect(ADVERSARIAL_MAX_BYTES).toBeLessThanOrEqual(MAX_CONFIG_BYTES);
    expect(ADVERSARIAL_MAX_BYTES).toBeGreaterThan(MAX_CONFIG_BYTES - 8192);
    expect(ADVERSARIAL_SKILL_MAX_BYTES).toBeLessThanOrEqual(MAX_SCRIPT_TEXT_BYTES);
    expect(ADVERSARIAL_SKILL_MAX_BYTES).toBeGreaterThan(MAX_SCRIPT_TEXT_BYTES - 8192);
    for (const file of files) {
      const bytes = Buffer.byteLength(file.text);
      expect(bytes, file.id).toBeLessThanOrEqual(file.maxBytes);
      expect(bytes, file.id).toBeGreaterThan(file.maxBytes - 4096);
    }
  });

  // one `it` per file: a slow one is named, and the others are still judged
  it.each(files.map((f) => [f.id, f.what, f.minFindings] as const))('%s (%s) scans within the budget', (id, _what, minFindings) => {
    const run = runs.get(id)!;
    const where = `${id}: ${run.cpuMs.toFixed(0)} ms CPU, ${run.wallMs.toFixed(0)} ms wall, exit ${run.code ?? run.signal}`;
    expect(run.signal, `${where}: killed after ${KILL_AFTER_MS / 1000} s`).toBeNull();
    expect(run.stderr, where).not.toMatch(/internal error|out of memory|^\s+at .+:\d+/im);
    // the file was read and its findings reported (exit 1, or 0 when all are notes): not skipped, not cut short
    expect([0, 1], where).toContain(run.code);
    expect(run.summary, where).toMatch(/^\d+ findings?:/);
    expect(run.covered, where).toBeGreaterThanOrEqual(minFindings);
    expect(run.cpuMs, where).toBeLessThan(BUDGET_CPU_MS);
  });
});
