#!/usr/bin/env node
// Profiles one mcp-audit scan with `node --cpu-prof` and prints where the time went.
//   node bench/profile.mjs [small|monorepo|configs-N|DIR] [--format json|text] [--interval µs]
//   node bench/profile.mjs --summarise FILE.cpuprofile
// The trees are the benchmark's (generated into bench/out/trees if missing); profiles go to bench/out/prof/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatSummary, summarise } from './lib/cpuprofile.mjs';
import { snapshotDist } from './lib/snapshot.mjs';
import { namedTree } from './lib/trees.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(REPO, 'bench', 'out');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', default: 'json' },
    interval: { type: 'string', default: '200' },
    summarise: { type: 'string' },
    top: { type: 'string', default: '20' },
  },
});
const top = Number(values.top);

if (values.summarise) {
  process.stdout.write(formatSummary(summarise(JSON.parse(readFileSync(values.summarise, 'utf8')), REPO), { top, title: values.summarise }));
  process.exit(0);
}

const target = positionals[0] ?? 'monorepo';
const root = namedTree(OUT, target);
if (!root) {
  console.error(`profile: unknown target ${target} (small, monorepo, configs-N or a directory)`);
  process.exit(2);
}
const dir = join(OUT, 'prof', target.replace(/[^\w.-]+/g, '_'));
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const { bin } = snapshotDist(REPO, OUT);
// One run first, unprofiled: it writes the launcher's code cache, so that the profile shows a run like every later one.
spawnSync(process.execPath, [bin, '--format', values.format, '.'], { cwd: root, stdio: 'ignore' });
const r = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', values.interval, bin, '--format', values.format, '.'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (r.status !== 0 && r.status !== 1) {
  console.error(`profile: mcp-audit exited with ${r.status}`);
  process.exit(2);
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const path = join(dir, file);
process.stdout.write(formatSummary(summarise(JSON.parse(readFileSync(path, 'utf8')), REPO), { top, title: `mcp-audit --format ${values.format} on ${relative(REPO, root) || root} (${relative(REPO, path)})` }));
