// A copy of the built CLI (dist/ and package.json) under bench/out/snapshot, taken when the benchmark starts, so that
// a rebuild of dist/ during the run (`npm test` rebuilds it) cannot change or break what is being measured. Bare
// imports still resolve to the repository's node_modules (Node walks up from bench/out/snapshot/dist to the root),
// and the copy keeps dist/'s layout, so rule data beside the compiled modules and package.json are found as usual.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// The launcher's code cache (dist/compile-cache/) is not part of the build: it is neither copied nor counted, so the
// snapshot starts without one and the benchmark's warm-up runs write it.
const CACHE = 'compile-cache';
const count = (dir) => readdirSync(dir, { recursive: true }).filter((p) => !String(p).startsWith(CACHE)).length;

export function snapshotDist(repo, outDir) {
  const dist = join(repo, 'dist');
  const snap = join(outDir, 'snapshot');
  const bin = join(snap, 'dist', 'bin', 'mcp-audit.js');
  // The build writes the bundled CLI last: wait (up to a minute) for a complete dist/.
  const done = () => existsSync(join(dist, 'bin', 'mcp-audit.js')) && existsSync(join(dist, 'src', 'engine', 'settings-validator.js'));
  for (let attempt = 0; attempt < 60; attempt++) {
    if (done()) {
      rmSync(snap, { recursive: true, force: true });
      const before = count(dist);
      cpSync(dist, join(snap, 'dist'), { recursive: true, filter: (path) => !path.startsWith(join(dist, CACHE)) });
      cpSync(join(repo, 'package.json'), join(snap, 'package.json'));
      const probe = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8', env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' } });
      if (done() && count(dist) === before && count(join(snap, 'dist')) === before && probe.status === 0) return { root: snap, bin, version: probe.stdout.trim() };
    }
    spawnSync('sleep', ['1']);
  }
  throw new Error(`${dist} is missing or incomplete; run "npm run build" first (npm run bench does)`);
}
