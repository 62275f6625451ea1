// What it costs to get mcp-audit where it runs: the packed tarball installed into an empty prefix with an empty npm
// cache, `npx` from the tarball with a warm cache, the GitHub Action's set-up step, and pre-commit's first install of
// the hook (when pre-commit is on PATH). Everything happens under bench/out/install; the user's npm cache and
// pre-commit store are never used.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { median } from './measure.mjs';

/** Bytes under `dir` (files only; links not followed). */
function bytesUnder(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += bytesUnder(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

function timed(cmd, args, options) {
  const started = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...options });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0 && !(options.okCodes ?? []).includes(r.status)) {
    throw new Error(`"${[cmd, ...args].join(' ')}" exited with ${r.status ?? r.signal}: ${(r.stderr || r.stdout).slice(0, 1500)}`);
  }
  return { ms, stdout: r.stdout, stderr: r.stderr };
}

/** Env without the npm_* variables `npm run bench` sets (they would point npm at the project's own settings). */
const cleanEnv = (extra = {}) => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))), ...extra });

/** A row in the shape of bench/run.mjs's command table. */
function row(id, name, command, samples, output) {
  return {
    id, name, command, runs: samples.length, medianMs: median(samples), minMs: Math.min(...samples), maxMs: Math.max(...samples),
    samplesMs: samples.map((x) => Math.round(x * 10) / 10), output,
  };
}

/** The files a commit of the working tree would hold, copied to `dest` and committed there (a hook repository). */
function hookRepository(repo, dest, version) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0').filter((f) => f && existsSync(join(repo, f)) && statSync(join(repo, f)).isFile());
  for (const file of files) {
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    cpSync(join(repo, file), join(dest, file));
  }
  const git = (...args) => execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', '-c', 'user.name=bench', '-c', 'user.email=bench@mcp-audit.invalid', ...args], { cwd: dest, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'bench');
  git('tag', `v${version}`);
}

/**
 * Measures the install rows. `runs` applies to the quick rows (cold install, npx, Action set-up); pre-commit's first
 * install (several seconds) runs `slowRuns` times.
 */
export function measureInstalls({ repo, out, smallRoot, runs, slowRuns, log }) {
  const base = join(out, 'install');
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const version = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version;
  const pack = JSON.parse(timed('npm', ['pack', '--json', '--pack-destination', base], { cwd: repo, env: cleanEnv() }).stdout)[0];
  const tarball = join(base, pack.filename);
  log(`  packed ${pack.filename}: ${(pack.size / 1024).toFixed(0)} KB, ${pack.entryCount} files`);
  const rows = [];

  const cold = [];
  let output;
  for (let i = 0; i < runs; i++) {
    const prefix = join(base, `prefix-${i}`);
    const cache = join(base, `cache-${i}`);
    mkdirSync(prefix, { recursive: true });
    writeFileSync(join(prefix, 'package.json'), '{ "name": "bench-consumer", "private": true }\n');
    const r = timed('npm', ['install', tarball, '--cache', cache, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: prefix, env: cleanEnv() });
    cold.push(r.ms);
    const lock = JSON.parse(readFileSync(join(prefix, 'node_modules', '.package-lock.json'), 'utf8'));
    output = { packages: Object.keys(lock.packages).length, bytes: bytesUnder(join(prefix, 'node_modules')) };
  }
  rows.push(row('installCold', 'npm install of the tarball, empty prefix and cache', `npm install ${pack.filename} --cache <empty>`, cold, output));

  // npx from the tarball: the first run installs into the (private) npx cache, the timed ones reuse it.
  const npxCache = join(base, 'npx-cache');
  const npxArgs = ['--yes', `--package=${tarball}`, '--cache', npxCache, 'mcp-audit', '--format', 'json', '.'];
  timed('npx', npxArgs, { cwd: smallRoot, env: cleanEnv(), okCodes: [1] });
  const npx = [];
  for (let i = 0; i < runs; i++) npx.push(timed('npx', npxArgs, { cwd: smallRoot, env: cleanEnv(), okCodes: [1] }).ms);
  rows.push(row('npxWarm', 'npx --package=<tarball> mcp-audit, small repo, warm', `npx --yes --package=${pack.filename} mcp-audit --format json .`, npx));

  // The Action's set-up step, as a runner runs it (action.yml: bash scripts/action-run.sh install).
  const setup = [];
  for (let i = 0; i < runs; i++) {
    setup.push(timed('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(repo, 'scripts', 'action-run.sh'), 'install'], { cwd: base, env: cleanEnv({ GITHUB_ACTION_PATH: repo }) }).ms);
  }
  rows.push(row('actionSetup', 'Action set-up step (action-run.sh install)', 'GITHUB_ACTION_PATH=. bash scripts/action-run.sh install', setup));

  if (spawnSync('pre-commit', ['--version']).status === 0) {
    const hooks = join(base, 'hook-repo');
    hookRepository(repo, hooks, version);
    const first = [];
    for (let i = 0; i < slowRuns; i++) {
      const user = join(base, `pre-commit-user-${i}`);
      mkdirSync(user, { recursive: true });
      writeFileSync(join(user, '.pre-commit-config.yaml'), `repos:\n  - repo: ${hooks}\n    rev: v${version}\n    hooks:\n      - id: mcp-audit\n`);
      execFileSync('git', ['init', '-q'], { cwd: user });
      const env = cleanEnv({ PRE_COMMIT_HOME: join(base, `pre-commit-home-${i}`), npm_config_cache: join(base, `pre-commit-npm-cache-${i}`) });
      first.push(timed('pre-commit', ['install-hooks'], { cwd: user, env }).ms);
    }
    rows.push(row('preCommitFirst', 'pre-commit first install (empty store, empty npm cache)', 'pre-commit install-hooks', first));
  } else {
    rows.push({ id: 'preCommitFirst', name: 'pre-commit first install', unavailable: 'pre-commit is not on PATH' });
  }
  rmSync(base, { recursive: true, force: true });
  return rows;
}
