#!/usr/bin/env node
// The same scan, repeated inside one process: how much of a run is the JIT warming up rather than the work.
// A command-line run is always the first of these; the last ones are what the work costs once V8 has optimised the
// code. Needs a build (dist/src, as `node scripts/build.mjs` or `npm run bench` leaves it).
//
//   node bench/warm.mjs [monorepo|small|configs-N|DIR] [--runs N]
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { namedTree } from './lib/trees.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const which = positionals[0] ?? 'monorepo';
const out = join(here, 'out');
const cli = join(here, '..', 'dist', 'src', 'cli', 'cli.js');
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number of at least 1');
if (!existsSync(cli)) fail('no build: run `node scripts/build.mjs` first');
// The same trees as run.mjs and profile.mjs, generated on first use.
const dir = namedTree(out, which);
if (!dir) fail(`unknown target ${which} (small, monorepo, configs-N or a directory)`);

const { main } = await import(pathToFileURL(cli).href);
const io = { cwd: dir, env: process.env, stdout: () => {}, stderr: () => {}, stdoutIsTty: false };
const times = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  const code = await main(['--format', 'json', '.'], io);
  times.push(performance.now() - start);
  if (code > 1) fail(`the scan exited with ${code}`);
}
console.log(`${which}: ${runs} scans in one process, ms: ${times.map((t) => t.toFixed(0)).join(' ')}`);
console.log(`first ${times[0].toFixed(0)} (module loading included), last ${times.at(-1).toFixed(0)}: ${(times[0] / times.at(-1)).toFixed(2)} ×`);

function fail(message) {
  console.error(`bench/warm.mjs: ${message}`);
  process.exit(2);
}
