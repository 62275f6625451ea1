/**
 * The npm package as a user gets it: `npm pack` of the working tree (dist/bin/ is committed, nothing is built), the
 * tarball installed into an empty folder (no dependencies to fetch), then `npx mcp-audit` from there — including the
 * README's npx and --fix one-liners, run verbatim (--fix through the pre-bundled npm registry client).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistry } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { commandLines, copyFixture, copyWorktree, readmeSnippet, removeAll, ROOT, tempDir } from './helpers/worktree.js';

const dirs: string[] = [];
let registry: TestRegistry | undefined;
afterAll(async () => {
  removeAll(dirs);
  await registry?.close();
});

/** The environment of a user's shell: none of the npm_* variables that `npm test` sets for its scripts. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'));
  return { ...env, NO_COLOR: '1', ...extra };
}

function sh(command: string, cwd: string, env = userEnv(), timeout = 180_000) {
  const result = spawnSync('bash', ['-c', command], { cwd, env, encoding: 'utf8', timeout });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, command };
}

/** `sh` without blocking the event loop: the test registry answers from this process. */
function shAsync(command: string, cwd: string, env: NodeJS.ProcessEnv, timeout = 60_000): Promise<ReturnType<typeof sh>> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, command });
    });
  });
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
let packedFiles: string[] = [];
let consumer = '';

describe('npm package', () => {
  beforeAll(() => {
    // Pack a copy of the working tree as a commit holds it (no node_modules: packing runs no script and needs none).
    const source = copyWorktree(join(tempDir('pack-src'), 'mcp-audit'));
    dirs.push(join(source, '..'));
    const pack = sh('npm pack --json --pack-destination ..', source);
    expect(pack.code, pack.stderr).toBe(0);
    const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
    packedFiles = info!.files.map((f) => f.path).sort();
    const tarball = join(source, '..', info!.filename);

    consumer = tempDir('consumer');
    dirs.push(consumer);
    writeFileSync(join(consumer, 'package.json'), '{ "name": "consumer", "private": true }\n');
    const install = sh(`npm install ${JSON.stringify(tarball)} --no-audit --no-fund --loglevel=error`, consumer);
    expect(install.code, install.stderr).toBe(0);
  }, 240_000);

  it('packs only what runs: built JS, rule docs and data, README, LICENSE', () => {
    const allowed = /^(package\.json|README\.md|LICENSE|dist\/settings\.schema\.json|dist\/bin\/mcp-audit\.c?js|dist\/bin\/settings-validator\.cjs|dist\/bin\/vendor\/(yaml|smol-toml|semver|npm-registry|lsp)\.cjs|dist\/bin\/[^/]+\.(json|md))$/;
    expect(packedFiles.filter((f) => !allowed.test(f))).toEqual([]);
    for (const dev of [/^test\//, /\.ts$/, /^fixtures\//, /node_modules/, /^scripts\//, /^\.ci\//, /^\.notes\//, /tsconfig/]) {
      expect(packedFiles.filter((f) => dev.test(f))).toEqual([]);
    }
    expect(packedFiles).toEqual(expect.arrayContaining(['dist/bin/mcp-audit.js', 'dist/bin/mcp-audit.cjs', 'dist/bin/package.json', 'dist/bin/vendor/yaml.cjs', 'dist/bin/vendor/smol-toml.cjs', 'dist/bin/vendor/semver.cjs', 'dist/bin/vendor/npm-registry.cjs', 'dist/bin/vendor/lsp.cjs', 'dist/settings.schema.json', 'README.md', 'LICENSE', 'package.json']));
    const docs = readdirSync(join(ROOT, 'rules')).filter((f) => f.endsWith('.md') || f.endsWith('.json'));
    expect(docs.length).toBeGreaterThan(0);
    for (const file of docs) expect(packedFiles).toContain(`dist/bin/${file}`);
  });

  it('has no runtime dependencies (everything it loads is in dist/bin/) and no install-time script', () => {
    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules', 'mcp-audit', 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.optionalDependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) expect(manifest.scripts?.[script], script).toBeUndefined();
    // the libraries the bundle holds are build-time only
    for (const bundled of ['jsonc-parser', 'semver', 'smol-toml', 'yaml', 'npm-registry-fetch']) expect(manifest.devDependencies, bundled).toHaveProperty(bundled);
    const lock = JSON.parse(readFileSync(join(consumer, 'node_modules', '.package-lock.json'), 'utf8'));
    expect(Object.keys(lock.packages)).toEqual(['node_modules/mcp-audit']);
  });

  it('declares a shebang bin, ESM and honest engines', () => {
    const installed = join(consumer, 'node_modules', 'mcp-audit');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ 'mcp-audit': 'dist/bin/mcp-audit.js' });
    expect(manifest.type).toBe('module');
    expect(manifest.engines).toEqual({ node: '>=20.17' });
    expect(readFileSync(join(installed, 'dist/bin/mcp-audit.js'), 'utf8').split('\n', 1)[0]).toBe('#!/usr/bin/env node');
    expect(existsSync(join(consumer, 'node_modules', '.bin', 'mcp-audit'))).toBe(true);
  });

  it('runs with npx from the install folder: --version and a scan of a fixture', () => {
    const version = sh('npx mcp-audit --version', consumer);
    expect(version.stderr).toBe('');
    expect(version.stdout).toBe(`${pkg.version}\n`);
    expect(version.code).toBe(0);

    const fixture = copyFixture('precommit/bad');
    dirs.push(fixture);
    const bad = sh(`npx mcp-audit ${JSON.stringify(fixture)}`, consumer);
    expect(bad.code, bad.stderr).toBe(1);
    expect(bad.stdout).toContain('error[invalid-config]: "args" of server "local" must be an array of strings');
    expect(bad.stdout).not.toContain('9f8e7d6c5b4a39281706f5e4d3c2b1a0');

    const good = sh(`npx mcp-audit ${JSON.stringify(join(ROOT, 'fixtures/precommit/good'))}`, consumer);
    expect(good.stdout).toBe('No findings in 3 config files and 1 skill (3 servers).\n');
    expect(good.code).toBe(0);
    // The launcher's code cache lives in the installed package itself, not in the project or a shared folder.
    expect(readdirSync(join(consumer, 'node_modules', 'mcp-audit', 'dist', 'compile-cache'))).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.bin$/)]);
  });

  it('runs the README npx one-liners as written', () => {
    const project = copyFixture('precommit/bad', join(consumer, 'project'));
    const lines = commandLines(readmeSnippet('npx'));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      const run = sh(line, project);
      expect([0, 1], `${line}\n${run.stderr}`).toContain(run.code);
      expect(run.stderr).not.toMatch(/internal error|Unknown option|npm error/i);
    }
    const sarif = JSON.parse(readFileSync(join(project, 'mcp-audit.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.length).toBeGreaterThan(0);
  });

  it('runs the README --fix one-liners as written (registry: a local test registry)', async () => {
    registry = await startRegistry();
    const project = copyFixture('precommit/fix', join(consumer, 'fix-project'));
    const before = readFileSync(join(project, '.mcp.json'), 'utf8');
    const [dryRun, fix, ...rest] = commandLines(readmeSnippet('fix'));
    expect(rest).toEqual([]);
    const env = userEnv({ npm_config_registry: registry.url });

    const diff = await shAsync(dryRun!, project, env);
    expect(diff.stdout, diff.stderr).toContain('+      "args": ["-y", "@upstash/context7-mcp@1.0.14"]');
    expect(diff.stdout).toContain('-      "args": ["-y", "@upstash/context7-mcp@latest"]');
    expect(readFileSync(join(project, '.mcp.json'), 'utf8')).toBe(before);

    const applied = await shAsync(fix!, project, env);
    expect(applied.code, applied.stdout + applied.stderr).toBe(0);
    expect(readFileSync(join(project, '.mcp.json'), 'utf8')).toBe(before.replace('@upstash/context7-mcp@latest', '@upstash/context7-mcp@1.0.14'));
    expect(registry.requests).toContain('@upstash/context7-mcp');
  });
});

// Keeps the copy helper honest: the files it copies are the ones a commit would hold.
it('copies the working tree without ignored files', () => {
  const dest = tempDir('copy');
  dirs.push(dest);
  copyWorktree(dest);
  expect(existsSync(join(dest, 'package.json'))).toBe(true);
  expect(existsSync(join(dest, 'node_modules'))).toBe(false);
  // of dist/, only the committed CLI: not tsc's output, not a code cache
  expect(existsSync(join(dest, 'dist/bin/mcp-audit.cjs'))).toBe(true);
  expect(existsSync(join(dest, 'dist/src'))).toBe(false);
  expect(existsSync(join(dest, 'dist/compile-cache'))).toBe(false);
});
