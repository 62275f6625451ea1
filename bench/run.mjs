#!/usr/bin/env node
// mcp-audit benchmark: `npm run bench` (builds first), `npm run bench -- --quick`, `node bench/run.mjs --help`.
// See bench/README.md for what is measured and why.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { summarise, formatSummary } from './lib/cpuprofile.mjs';
import { detectTimeWrapper, median, runOnce } from './lib/measure.mjs';
import { PEER_GLOBS, defaultPeerVersion, ensurePeer } from './lib/peer.mjs';
import { snapshotDist } from './lib/snapshot.mjs';
import { ensureTree, treeSpecs } from './lib/trees.mjs';
import { formatFileTimes, timeEachFile } from './lib/adversarial.mjs';
import { measureInstalls } from './lib/install.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const HELP = `Usage: node bench/run.mjs [options]        (npm run bench -- [options] builds first)

  --quick              3 runs per command, curves up to 1,000 configs and 50,000 unrelated files (~1–2 min)
  --runs N             timed runs per command (default: 7; --quick: 3), after one warm-up run
  --no-peer            skip secretlint (no npm install)
  --no-install         skip the install rows (npm pack, npm install, npx, the Action's set-up, pre-commit)
  --peer-version V     secretlint version to install (default: ${defaultPeerVersion()} on this Node)
  --profile            also profile mcp-audit on the small repo and the monorepo (node --cpu-prof) and summarise
  --fresh              regenerate the synthetic trees even if cached in bench/out/trees
  --out FILE           results file (default: bench/out/results.json)
  -h, --help           this help`;

const { values: opt } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string' },
    'no-peer': { type: 'boolean', default: false },
    'no-install': { type: 'boolean', default: false },
    'peer-version': { type: 'string' },
    profile: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opt.help) {
  console.log(HELP);
  process.exit(0);
}

const QUICK = opt.quick;
const RUNS = opt.runs ? Math.max(1, Number(opt.runs)) : QUICK ? 3 : 7;
const CURVE_RUNS = opt.runs ? RUNS : QUICK ? 3 : 5;
const OUT = join(REPO, 'bench', 'out');
const TMP = join(OUT, 'tmp');
const RESULTS = opt.out ? resolve(opt.out) : join(OUT, 'results.json');
const MONO = { packages: 300, unrelated: 50_000 };
const ADVERSARIAL_RUNS = opt.runs ? RUNS : QUICK ? 1 : 3;
// The unrelated-files curve keeps the configs few (30 packages: 90 configs, 30 skills) so that what the unrelated
// files cost is not lost in the noise of scanning 900 configs.
const UNRELATED_PACKAGES = 30;
const CONFIG_CURVE = QUICK ? [0, 10, 100, 1_000] : [0, 10, 100, 1_000, 10_000];
const UNRELATED_CURVE = QUICK ? [0, 12_500, 50_000] : [0, 12_500, 25_000, 50_000, 100_000];
mkdirSync(TMP, { recursive: true });
let snapshot;
try {
  snapshot = snapshotDist(REPO, OUT);
} catch (e) {
  console.error(`bench: ${e.message}`);
  process.exit(2);
}
const BIN = snapshot.bin;

const log = (s = '') => process.stdout.write(s + '\n');
const started = Date.now();
const machine = {
  nproc: os.availableParallelism?.() ?? os.cpus().length,
  cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
  memoryGB: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  loadavgStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
};
const wrapper = detectTimeWrapper();

log(`mcp-audit benchmark (${QUICK ? 'quick' : 'full'}): ${RUNS} timed runs per command after 1 warm-up, medians; curves ${CURVE_RUNS} runs`);
log(`machine: nproc ${machine.nproc}, ${machine.cpu}, ${machine.memoryGB} GB, ${machine.platform}, Node ${machine.node}`);
log(`load average at start: ${machine.loadavgStart.join(' ')}${machine.loadavgStart[0] > machine.nproc * 0.5 ? '  (busy machine: wall times are inflated; compare the CPU column too)' : ''}`);
log(`memory and CPU: ${wrapper.note}`);
log(`measured: mcp-audit ${snapshot.version}, node dist/bin/mcp-audit.js --format json|text . (a copy of dist/ in ${relative(REPO, snapshot.root)})`);
log('');

// ---------------------------------------------------------------------------------------------------------------
// Trees

log('trees (bench/out/trees, reused when unchanged):');
const spec = treeSpecs();
const treeLog = (s) => log(s);
const small = ensureTree(OUT, spec.small(), { fresh: opt.fresh, log: treeLog });
const mono = ensureTree(OUT, spec.mono(MONO.packages, MONO.unrelated), { fresh: opt.fresh, log: treeLog });
const configTrees = CONFIG_CURVE.map((n) => ensureTree(OUT, spec.configs(n), { fresh: opt.fresh, log: treeLog }));
const unrelatedTrees = UNRELATED_CURVE.map((u) => ensureTree(OUT, spec.mono(UNRELATED_PACKAGES, u), { fresh: opt.fresh, log: treeLog }));
const adversarial = ensureTree(OUT, spec.adversarial(), { fresh: opt.fresh, log: treeLog });
log(`  small: ${small.configs} config; monorepo: ${mono.configs} configs + ${mono.skills} skills (${mono.skills * 3} skill files) + ${mono.unrelated.toLocaleString('en')} unrelated files`);
log(`  adversarial: ${adversarial.files.length} files of just under 1 MiB (bench/lib/adversarial.mjs)`);
log('');

// ---------------------------------------------------------------------------------------------------------------
// Peer

let peer = { available: false, reason: 'skipped (--no-peer)' };
if (!opt['no-peer']) {
  log('peer:');
  peer = ensurePeer(OUT, { version: opt['peer-version'] ?? defaultPeerVersion(), log });
  log(peer.available
    ? `  secretlint ${peer.version} (engines.node ${peer.engines ?? '?'}) with ${'@secretlint/secretlint-rule-preset-recommend'} ${peer.presetVersion}`
    : `  secretlint unavailable: ${peer.reason}`);
  log('');
}

// ---------------------------------------------------------------------------------------------------------------
// Commands

const node = process.execPath;
const auditOk = [0, 1]; // 1: findings (expected); 2: usage or internal error
const checkJson = (stdout) => {
  const report = JSON.parse(stdout);
  const files = new Set(report.findings.map((f) => f.file));
  return { findings: report.findings.length, filesWithFindings: files.size, bytes: Buffer.byteLength(stdout) };
};
const checkText = (stdout) => ({ lines: stdout.split('\n').length - 1, bytes: Buffer.byteLength(stdout) });
// Node exits with 1 on an uncaught error too (say dist/ is being rebuilt under us): exit code 1 is only accepted
// without a stack trace on stderr.
const crashed = (stderr) => /ERR_MODULE_NOT_FOUND|Cannot find module|^\s+at .+[:)]\d+|internal error/m.test(stderr);
const audit = (name, tree, format) => ({
  name, cmd: node, args: [BIN, '--format', format, '.'], cwd: tree.root, node: true, okCodes: auditOk, crashed,
  check: format === 'json' ? checkJson : checkText,
});
// The I/O floor: list the same files mcp-audit reads (the three host configs and every file in a skill folder),
// pruning node_modules and .git as mcp-audit does, and read them all.
const FIND_READ_FILES = "find . \\( -name node_modules -o -name .git \\) -prune -o -type f \\( -name .mcp.json -o -path '*/.vscode/mcp.json' -o -path '*/.codex/config.toml' -o -path '*/skills/*' \\)";
const ioFloor = (name, tree) => ({
  name, cmd: '/bin/sh', cwd: tree.root,
  args: ['-c', `${FIND_READ_FILES} -print0 | xargs -0 cat > /dev/null`],
  check: () => {
    const r = spawnSync('/bin/sh', ['-c', `${FIND_READ_FILES} -print | wc -l`], { cwd: tree.root, encoding: 'utf8' });
    return { files: Number(r.stdout.trim()) };
  },
});

const main = [
  { id: 'spawn', name: 'spawn floor: /bin/true', cmd: '/bin/true', args: [], cwd: REPO, rusage: false },
  { id: 'node0', name: 'node -e 0', cmd: node, args: ['-e', '0'], cwd: REPO, node: true },
  { id: 'import', name: 'mcp-audit --version (start-up, no scan)', cmd: node, args: [snapshot.bin, '--version'], cwd: REPO, node: true },
  { id: 'small', ...audit('mcp-audit small repo (json)', small, 'json') },
  { id: 'smallText', ...audit('mcp-audit small repo (text)', small, 'text') },
  { id: 'mono', ...audit('mcp-audit monorepo (json)', mono, 'json') },
  { id: 'monoText', ...audit('mcp-audit monorepo (text)', mono, 'text') },
  // What a first run costs, before the launcher has written its code cache (src/cli/launcher.ts).
  { id: 'smallCold', ...audit('mcp-audit small repo (json), no code cache', small, 'json'), env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' } },
  { id: 'monoCold', ...audit('mcp-audit monorepo (json), no code cache', mono, 'json'), env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' } },
  { id: 'io', ...ioFloor('I/O floor: find | xargs cat (monorepo)', mono) },
  // Worst cases near the size limit: about 20 s of work per run, so fewer runs.
  { id: 'adversarial', ...audit('mcp-audit adversarial files (text)', adversarial, 'text'), runs: ADVERSARIAL_RUNS },
];
// secretlint's cost grows faster than linearly with the number of files (its always-on @secretlint/profiler), and a
// run over the monorepo takes tens of seconds: it gets fewer runs, and its first (output-checked) run counts.
const PEER_RUNS = opt.runs ? RUNS : QUICK ? 1 : 3;
const peerSpec = (id, name, globs) => ({
  id, name, cmd: node, node: true, cwd: mono.root, okCodes: [0, 1], runs: PEER_RUNS, warmupCounts: true,
  args: [peer.bin, '--secretlintrc', peer.rc, '--format', 'json', '--no-color', ...globs],
  check: (stdout) => {
    const results = JSON.parse(stdout);
    return { files: results.length, findings: results.reduce((n, r) => n + r.messages.length, 0) };
  },
});
if (peer.available) {
  main.push(peerSpec('peer', `secretlint ${peer.version} monorepo, same files (json)`, PEER_GLOBS));
  main.push(peerSpec('peerConfigs', `secretlint ${peer.version} monorepo, configs only`, PEER_GLOBS.filter((g) => !g.includes('skills'))));
}

/**
 * Interleaved measurement: one warm-up of each command (output captured and checked), then `runs` rounds running
 * each command once. A change in machine load then affects every command alike, which keeps the ratios fair.
 */
function measureAll(specs, runs, label) {
  const results = new Map();
  for (const s of specs) {
    const r = runOnce(s, wrapper, TMP, true);
    if (!(s.okCodes ?? [0]).includes(r.status) || s.crashed?.(r.stderr)) {
      throw new Error(`${s.name}: "${[s.cmd, ...s.args].join(' ')}" (in ${s.cwd}) exited with ${r.status ?? r.signal}\n${r.stderr.slice(0, 2000)}`);
    }
    let output;
    try {
      output = s.check ? s.check(r.stdout, r) : undefined;
    } catch (e) {
      throw new Error(`${s.name}: unexpected output (${String(e.message).slice(0, 200)}): ${r.stdout.slice(0, 300)}`);
    }
    results.set(s, { samples: s.warmupCounts ? [r] : [], output, exitCode: r.status });
  }
  for (let i = 0; i < runs; i++) {
    if (process.stdout.isTTY) process.stdout.write(`\r  ${label}: round ${i + 1}/${runs}   `);
    for (const s of specs) {
      if (results.get(s).samples.length >= (s.runs ?? runs)) continue;
      const r = runOnce(s, wrapper, TMP, false);
      if (!(s.okCodes ?? [0]).includes(r.status) || s.crashed?.(r.stderr)) throw new Error(`${s.name} exited with ${r.status ?? r.signal}\n${r.stderr.slice(0, 2000)}`);
      results.get(s).samples.push(r);
    }
  }
  if (process.stdout.isTTY) process.stdout.write('\r' + ' '.repeat(60) + '\r');
  return specs.map((s) => {
    const { samples, output, exitCode } = results.get(s);
    const ms = samples.map((x) => x.ms);
    return {
      id: s.id, name: s.name, command: [s.cmd, ...s.args].map((a) => (/[\s*|'"()]/.test(a) ? JSON.stringify(a) : a)).join(' '),
      cwd: relative(REPO, s.cwd) || '.', runs: samples.length,
      medianMs: median(ms), minMs: Math.min(...ms), maxMs: Math.max(...ms), samplesMs: ms.map((x) => Math.round(x * 10) / 10),
      cpuMs: median(samples.map((x) => x.cpuMs)), rssKB: median(samples.map((x) => x.rssKB)), exitCode,
      ...(output !== undefined ? { output } : {}),
    };
  });
}

log(`measuring commands (${RUNS} rounds${peer.available ? `; secretlint ${PEER_RUNS} run(s), its first run counts` : ''}) ...`);
const table = measureAll(main, RUNS, 'commands');
const byId = Object.fromEntries(table.map((r) => [r.id, r]));

let installs = [];
if (!opt['no-install']) {
  log(`measuring installs (${QUICK ? 1 : 3} runs; pre-commit 1) ...`);
  installs = measureInstalls({ repo: REPO, out: OUT, smallRoot: small.root, runs: QUICK ? 1 : 3, slowRuns: 1, log });
}
const inst = Object.fromEntries(installs.map((r) => [r.id, r]));

log('measuring scaling curves ...');
const configCurve = measureAll(configTrees.map((t, i) => ({ id: `c${CONFIG_CURVE[i]}`, ...audit(`${CONFIG_CURVE[i]} configs`, t, 'json'), n: CONFIG_CURVE[i] })), CURVE_RUNS, 'configs curve')
  .map((r, i) => ({ configs: CONFIG_CURVE[i], ...r }));
const unrelatedCurve = measureAll(unrelatedTrees.map((t, i) => ({ id: `u${UNRELATED_CURVE[i]}`, ...audit(`${UNRELATED_CURVE[i]} unrelated`, t, 'json') })), CURVE_RUNS, 'unrelated curve')
  .map((r, i) => ({ unrelated: UNRELATED_CURVE[i], ...r }));
log('measuring adversarial files one by one ...');
const adversarialFiles = timeEachFile(adversarial, (folder) => runOnce({ ...audit(folder, adversarial, 'text'), args: [BIN, '--format', 'text', folder] }, wrapper, TMP, false));
machine.loadavgEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);

// ---------------------------------------------------------------------------------------------------------------
// Ratios and targets

/**
 * Linearity of a curve (points sorted by n, the first at n = 0): the cost above n = 0 at the largest n must be at
 * most 1.5x the cost at the next-largest n scaled up linearly, plus a noise allowance: `slack`, or 5% of the n = 0
 * value when that is more (run-to-run noise grows with the run). Sub-linear growth (amortised start-up) passes;
 * quadratic growth (10x the items costing 10x more per item) fails.
 */
function linearity(points, key, value, minSlack) {
  const base = value(points[0]);
  const slack = Math.max(minSlack, 0.05 * base);
  const [s, l] = points.slice(-2);
  const dS = value(s) - base;
  const dL = value(l) - base;
  const expected = Math.max(dS, 0) * (key(l) / key(s));
  return { deltaSmaller: dS, deltaLarger: dL, expected, slack, value: expected > 0 ? dL / expected : null, pass: dL <= 1.5 * expected + slack, nS: key(s), nL: key(l) };
}

const t = (id) => byId[id]?.medianMs;
const c = (id) => byId[id]?.cpuMs;
const ratios = [];
/** A target row: `value` is what is judged (on `basis`: wall or cpu time, or peak RSS); `other` is shown beside it. */
const addRatio = (r) => ratios.push(r);
const wallRatio = (id, label, wall, cpu, target, limit) =>
  addRatio({ id, label, basis: 'wall', value: wall, other: cpu, otherBasis: 'cpu', target, pass: wall <= limit });
wallRatio('startup', 'small repo / node -e 0', t('small') / t('node0'), c('small') / c('node0'), '<= 1.5', 1.5);
wallRatio('monorepo-floor', 'monorepo / (node -e 0 + I/O floor)', t('mono') / (t('node0') + t('io')), c('mono') / (c('node0') + c('io')), '<= 3', 3);
if (inst.installCold) {
  const cold = inst.installCold;
  addRatio({ id: 'install-packages', label: 'cold install: packages installed', basis: 'count', value: cold.output.packages, target: '<= 5', pass: cold.output.packages <= 5, unit: 'count' });
  addRatio({ id: 'install-cold', label: 'cold install of the tarball in ms (no registry request: no dependencies)', basis: 'wall', value: cold.medianMs, target: '<= 3000 ms', pass: cold.medianMs <= 3000, unit: 'ms' });
  addRatio({ id: 'action-setup', label: 'Action set-up step in ms', basis: 'wall', value: inst.actionSetup.medianMs, target: '< 5000 ms', pass: inst.actionSetup.medianMs < 5000, unit: 'ms' });
  const pc = inst.preCommitFirst;
  addRatio({ id: 'pre-commit-first', label: 'pre-commit first install in ms', basis: 'wall', value: pc.medianMs ?? null, target: '< 10000 ms', pass: pc.unavailable ? null : pc.medianMs < 10000, unit: 'ms', ...(pc.unavailable ? { note: pc.unavailable } : {}) });
}
if (peer.available) {
  wallRatio('peer', `monorepo / secretlint, same ${byId.peer.output.files} files`, t('mono') / t('peer'), c('mono') / c('peer'), '<= 0.10', 0.1);
  wallRatio('peer-configs', `monorepo / secretlint, its ${byId.peerConfigs.output.files} config files only`, t('mono') / t('peerConfigs'), c('mono') / c('peerConfigs'), '<= 0.10', 0.1);
} else {
  addRatio({ id: 'peer', label: 'monorepo / secretlint', basis: 'wall', value: null, target: '<= 0.10', pass: null, note: `peer unavailable: ${peer.reason}` });
}
addRatio({ id: 'monorepo-1s', label: 'monorepo: whole scan in ms (design §8: discovery < 1 s)', basis: 'wall', value: t('mono'), other: c('mono'), otherBasis: 'cpu', target: '< 1000 ms', pass: t('mono') < 1000, unit: 'ms' });
const slowest = adversarialFiles.reduce((a, b) => (b.wallMs > a.wallMs ? b : a));
addRatio({
  id: 'adversarial-1s', label: `adversarial: slowest file in ms (${slowest.id}; issue 15: < 1 s)`, basis: 'wall', value: slowest.wallMs,
  other: slowest.cpuMs, otherBasis: 'cpu', target: '< 1000 ms', pass: slowest.wallMs < 1000, unit: 'ms',
});

// Linearity is judged on CPU time: it is about how the work grows, and CPU time is what a busy machine distorts least.
const wallOf = (r) => r.medianMs;
const cpuOf = (r) => r.cpuMs;
const rssMB = (r) => (r.rssKB ?? NaN) / 1024;
const fmtN = (n) => n.toLocaleString('en');
for (const [id, points, key, what] of [
  ['time-linear-configs', configCurve, (p) => p.configs, 'configs'],
  ['time-linear-unrelated', unrelatedCurve, (p) => p.unrelated, 'unrelated files'],
]) {
  const cpu = linearity(points, key, cpuOf, 20);
  const wall = linearity(points, key, wallOf, 20);
  addRatio({
    id, label: `time above 0: ${fmtN(cpu.nL)} vs ${fmtN(cpu.nS)} ${what}, / linear`, basis: 'cpu', value: cpu.value,
    other: wall.value, otherBasis: 'wall', target: `<= 1.5 (+${Math.round(cpu.slack)} ms)`, pass: cpu.pass, detail: { cpu, wall },
  });
}
const memLin = linearity(configCurve, (p) => p.configs, rssMB, 4);
addRatio({
  id: 'memory-linear-configs', label: `peak RSS above 0: ${fmtN(memLin.nL)} vs ${fmtN(memLin.nS)} configs, / linear`, basis: 'rss', value: memLin.value,
  target: `<= 1.5 (+${memLin.slack.toFixed(0)} MB)`, pass: configCurve.every((p) => p.rssKB != null) ? memLin.pass : null, detail: memLin,
});
const u0 = unrelatedCurve[0];
const uMax = unrelatedCurve[unrelatedCurve.length - 1];
const memFlat = rssMB(uMax) - rssMB(u0);
addRatio({
  id: 'memory-flat-unrelated', label: `peak RSS growth: ${fmtN(uMax.unrelated)} vs 0 unrelated files, MB`, basis: 'rss', value: memFlat,
  target: '<= max(5 MB, 10%)', pass: Number.isFinite(memFlat) ? memFlat <= Math.max(5, 0.1 * rssMB(u0)) : null, unit: 'MB',
});

// ---------------------------------------------------------------------------------------------------------------
// Print

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const f0 = (x) => (x == null || Number.isNaN(x) ? 'n/a' : x.toFixed(0));
const f1 = (x) => (x == null || Number.isNaN(x) ? 'n/a' : x.toFixed(1));
const f2 = (x) => (x == null || Number.isNaN(x) ? 'n/a' : x.toFixed(2));
const mb = (kb) => (kb == null ? 'n/a' : (kb / 1024).toFixed(1));

log('');
log(`${pad('command', 50)}${lpad('wall ms', 9)}${lpad('min–max', 15)}${lpad('cpu ms', 9)}${lpad('RSS MB', 9)}${lpad('x node', 8)}  output`);
for (const r of table) {
  const out = r.output
    ? r.output.findings !== undefined
      ? `${r.output.findings} findings${r.output.filesWithFindings !== undefined ? ` in ${r.output.filesWithFindings} files` : ` in ${r.output.files} files`}`
      : r.output.lines !== undefined ? `${r.output.lines} lines` : r.output.files !== undefined ? `${r.output.files} files read` : ''
    : '';
  log(`${pad(r.name, 50)}${lpad(f1(r.medianMs), 9)}${lpad(`${f0(r.minMs)}–${f0(r.maxMs)}`, 15)}${lpad(f1(r.cpuMs), 9)}${lpad(mb(r.rssKB), 9)}${lpad(f2(r.medianMs / t('node0')), 8)}  ${out}`);
}
if (!peer.available && !opt['no-peer']) log(`${pad('secretlint', 50)}unavailable: ${peer.reason}`);

if (installs.length) {
  log('');
  log(`${pad('install and set-up', 58)}${lpad('wall ms', 9)}${lpad('min–max', 15)}  output`);
  for (const r of installs) {
    if (r.unavailable) {
      log(`${pad(r.name, 58)}unavailable: ${r.unavailable}`);
      continue;
    }
    const out = r.output ? `${r.output.packages} package(s), ${(r.output.bytes / 1024).toFixed(0)} KB in node_modules` : '';
    log(`${pad(r.name, 58)}${lpad(f1(r.medianMs), 9)}${lpad(`${f0(r.minMs)}–${f0(r.maxMs)}`, 15)}  ${out}`);
  }
}
log('');
log(`time and memory vs number of config files (mcp-audit --format json, no other files; ${CURVE_RUNS} runs):`);
log(`${lpad('configs', 8)}${lpad('wall ms', 10)}${lpad('cpu ms', 9)}${lpad('ms/config', 11)}${lpad('RSS MB', 9)}${lpad('KB/config', 11)}${lpad('findings', 10)}`);
for (const p of configCurve) {
  const per = p.configs ? (p.medianMs - configCurve[0].medianMs) / p.configs : null;
  const perKB = p.configs && p.rssKB != null ? (p.rssKB - configCurve[0].rssKB) / p.configs : null;
  log(`${lpad(p.configs.toLocaleString('en'), 8)}${lpad(f1(p.medianMs), 10)}${lpad(f1(p.cpuMs), 9)}${lpad(per == null ? '' : per.toFixed(3), 11)}${lpad(mb(p.rssKB), 9)}${lpad(perKB == null ? '' : perKB.toFixed(1), 11)}${lpad(p.output?.findings ?? '', 10)}`);
}
log('');
log(`time and memory vs unrelated files (${UNRELATED_PACKAGES} packages: ${UNRELATED_PACKAGES * 3} configs + ${UNRELATED_PACKAGES} skills; half the files under node_modules; ${CURVE_RUNS} runs):`);
log(`${lpad('unrelated', 10)}${lpad('wall ms', 10)}${lpad('cpu ms', 9)}${lpad('µs/file', 9)}${lpad('RSS MB', 9)}${lpad('ΔRSS MB', 9)}`);
for (const p of unrelatedCurve) {
  const per = p.unrelated ? ((p.medianMs - u0.medianMs) * 1000) / p.unrelated : null;
  log(`${lpad(p.unrelated.toLocaleString('en'), 10)}${lpad(f1(p.medianMs), 10)}${lpad(f1(p.cpuMs), 9)}${lpad(per == null ? '' : per.toFixed(2), 9)}${lpad(mb(p.rssKB), 9)}${lpad(p.rssKB != null && u0.rssKB != null ? ((p.rssKB - u0.rssKB) / 1024).toFixed(1) : 'n/a', 9)}`);
}
log('');
log(formatFileTimes(adversarialFiles));
log('');
log(`${pad('target', 62)}${lpad('value', 8)}  ${pad('on', 5)}${pad('limit', 19)}${pad('result', 8)}other`);
for (const r of ratios) {
  const num = (x) => (x == null || Number.isNaN(x) ? 'n/a' : r.unit === 'ms' || r.unit === 'count' ? f0(x) : r.unit === 'MB' ? f1(x) : f2(x));
  const result = r.pass == null ? 'n/a' : r.pass ? 'PASS' : 'MISS';
  const other = r.otherBasis ? `${r.otherBasis} ${num(r.other)}` : '';
  log(`${pad(r.label, 62)}${lpad(num(r.value), 8)}  ${pad(r.basis, 5)}${pad(r.target, 19)}${pad(result, 8)}${other}${r.note ? `  (${r.note})` : ''}`);
}
const misses = ratios.filter((r) => r.pass === false).length;
log('');
log(`load average at end: ${machine.loadavgEnd.join(' ')}; total bench time ${((Date.now() - started) / 1000).toFixed(0)} s`);

// ---------------------------------------------------------------------------------------------------------------
// Profile (optional)

let profiles;
if (opt.profile) {
  profiles = {};
  for (const [label, tree] of [['small', small], ['monorepo', mono]]) {
    const dir = join(OUT, 'prof', label);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    spawnSync(node, ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '200', BIN, '--format', 'json', '.'], { cwd: tree.root, stdio: 'ignore' });
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) continue;
    const s = summarise(JSON.parse(readFileSync(join(dir, file), 'utf8')), REPO);
    profiles[label] = { file: relative(REPO, join(dir, file)), ...s, byGroup: s.byGroup.slice(0, 20), byModule: s.byModule.slice(0, 30), topSelf: s.topSelf.slice(0, 30), topInclusive: s.topInclusive.slice(0, 30) };
    log('');
    log(formatSummary(s, { title: `profile: mcp-audit --format json on the ${label} (${relative(REPO, join(dir, file))})` }));
  }
}

writeFileSync(RESULTS, JSON.stringify({
  version: 1,
  date: new Date().toISOString(),
  mode: QUICK ? 'quick' : 'full',
  runs: RUNS,
  curveRuns: CURVE_RUNS,
  peerRuns: PEER_RUNS,
  machine,
  measurement: { wallTime: 'process.hrtime around child_process.spawnSync, median of the timed runs', memory: wrapper.note },
  trees: {
    small: { configs: small.configs },
    monorepo: { packages: MONO.packages, configs: mono.configs, skills: mono.skills, unrelated: mono.unrelated },
    configCurve: CONFIG_CURVE,
    unrelatedCurve: { packages: UNRELATED_PACKAGES, configs: UNRELATED_PACKAGES * 3, skills: UNRELATED_PACKAGES, unrelated: UNRELATED_CURVE },
    adversarial: adversarial.files.map((f) => ({ id: f.id, folder: f.folder, bytes: f.bytes, what: f.what })),
  },
  peer: peer.available ? { available: true, name: 'secretlint', version: peer.version, preset: peer.presetVersion, engines: peer.engines, globs: PEER_GLOBS } : { available: false, reason: peer.reason },
  commands: table,
  installs,
  curves: { configs: configCurve, unrelated: unrelatedCurve },
  adversarial: adversarialFiles,
  ratios,
  ...(profiles ? { profiles } : {}),
}, null, 2) + '\n');
log(`results: ${relative(process.cwd(), RESULTS)}${misses ? ` — ${misses} target(s) missed` : ''}`);
