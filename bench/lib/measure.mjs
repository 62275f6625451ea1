// Runs a command once and records its wall time, CPU time and peak memory.
//
// Wall time: measured here, around spawnSync, with a monotonic clock (process.hrtime).
// Peak memory (ru_maxrss) and CPU time (user + system):
// - Node commands: a preloaded module (`NODE_OPTIONS=--require bench/lib/maxrss.cjs`) writes
//   process.resourceUsage() at exit: microsecond CPU resolution, no wrapper process in the wall time. The preload
//   itself costs well under a millisecond and is in every Node measurement alike (node -e 0 included).
// - Other commands (the find | xargs cat pipeline): GNU time (`/usr/bin/time -f '%M %U %S'`), which reads the
//   child's rusage from wait4(); for a pipeline that is the largest peak among the shell and the children it waited
//   for. CPU resolution is 10 ms. Without GNU time these commands get no memory or CPU figure.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GNU_TIME = '/usr/bin/time';
const PRELOAD = fileURLToPath(new URL('./maxrss.cjs', import.meta.url));

export function detectTimeWrapper() {
  const node = 'Node commands: process.resourceUsage() at exit via a preloaded module (bench/lib/maxrss.cjs)';
  if (existsSync(GNU_TIME)) {
    const probe = spawnSync(GNU_TIME, ['-f', '%M', 'true'], { encoding: 'utf8' });
    if (probe.status === 0 && /^\d+\s*$/.test(probe.stderr.trim().split('\n').pop() ?? '')) {
      return { gnuTime: true, note: `${node}; others: GNU time -f "%M %U %S" (wait4 rusage)` };
    }
  }
  return { gnuTime: false, note: `${node}; others: none (no GNU time at /usr/bin/time)` };
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/**
 * One run. `capture`: keep stdout (for checking the output); otherwise it goes to /dev/null. Captured output goes
 * through a file, not a pipe: a CLI that calls process.exit() with a pipe on stdout may lose the tail of its output.
 * Returns { ms, rssKB, cpuMs, status, stdout?, stderr }.
 */
export function runOnce(spec, wrapper, tmpDir, capture = false) {
  const statFile = join(tmpDir, `rusage-${process.pid}.txt`);
  rmSync(statFile, { force: true });
  let file = spec.cmd;
  let args = spec.args;
  let env = spec.env ?? process.env;
  if (spec.node) {
    env = { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(PRELOAD)}`.trim(), BENCH_RUSAGE_FILE: statFile };
  } else if (wrapper.gnuTime && spec.rusage !== false) {
    file = GNU_TIME;
    args = ['-f', '%M %U %S', '-o', statFile, spec.cmd, ...spec.args];
  }
  const outFile = join(tmpDir, `stdout-${process.pid}.txt`);
  const outFd = capture ? openSync(outFile, 'w') : 'ignore';
  const t0 = process.hrtime.bigint();
  const r = spawnSync(file, args, { cwd: spec.cwd, env, stdio: ['ignore', outFd, 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (capture) closeSync(outFd);
  if (r.error) throw r.error;
  let rssKB = null;
  let cpuMs = null;
  if (existsSync(statFile)) {
    // GNU time prefixes "Command exited with non-zero status N" when the child fails; the figures are the last line.
    const last = readFileSync(statFile, 'utf8').trim().split('\n').pop() ?? '';
    const [rss, user, sys] = last.split(/\s+/).map(Number);
    if (Number.isFinite(rss)) rssKB = rss;
    if (Number.isFinite(user) && Number.isFinite(sys)) cpuMs = (user + sys) * 1000;
  }
  return {
    ms,
    rssKB,
    cpuMs,
    status: r.status,
    signal: r.signal,
    stdout: capture ? readFileSync(outFile, 'utf8') : undefined,
    stderr: r.stderr ? r.stderr.toString() : '',
  };
}
