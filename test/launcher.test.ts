/**
 * The launcher (src/cli/launcher.ts): dist/bin/mcp-audit.js runs the bundle with a V8 code cache kept in the package.
 * Each test works on its own copy of the built package, so the cache of dist/ that other tests use is not touched.
 * V8's --profile-deserialization prints "[Deserializing from N bytes …]" when it reads a code cache: that is how the
 * tests see whether a cache was used, without trusting the launcher's word.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO = join(ROOT, 'fixtures', 'demo');
const HEADER = 40;
/** where the header keeps how long the writing run took (ms, uint32 LE) */
const RUN_MS_AT = 4;
const packages: string[] = [];
afterAll(() => {
  for (const dir of packages) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the built package (dist/bin and package.json), resolving its dependencies from the project's. */
function packageCopy(): { bin: string; cacheDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-launcher-'));
  packages.push(dir);
  mkdirSync(join(dir, 'dist'));
  cpSync(join(ROOT, 'dist', 'bin'), join(dir, 'dist', 'bin'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { bin: join(dir, 'dist', 'bin', 'mcp-audit.js'), cacheDir: join(dir, 'dist', 'compile-cache') };
}

function run(bin: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const r = spawnSync(process.execPath, ['--profile-deserialization', bin, ...args], {
    cwd: DEMO, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 60_000,
  });
  const cacheRead = [...r.stdout.matchAll(/^\[Deserializing from (\d+) bytes/gm)].map((m) => Number(m[1]));
  const stdout = r.stdout.replace(/^\[(?:Deserializing|Serializing|Verifying|Cached code)[^\n]*\n/gm, '');
  return { code: r.status, stdout, stderr: r.stderr, cacheRead, ms: performance.now() - started };
}

/** The launcher's long-run threshold (src/cli/launcher.ts LONG_RUN_MS). */
const LONG_RUN_MS = 300;

/**
 * A run the launcher sees as short. What a run does with the cache depends on how long it took, and under a loaded
 * machine (the whole suite on two cores) a small scan can take longer than the threshold: such a run legitimately
 * leaves the cache alone, so it is run again (up to five times) until one is short. Its wall time bounds the time the
 * launcher measures inside it from above, so a run under the threshold here is one the launcher judged short.
 */
function shortRun(bin: string, args: string[]) {
  let r = run(bin, args);
  for (let tries = 1; r.ms >= LONG_RUN_MS && tries < 5; tries++) r = run(bin, args);
  return r;
}

const cacheFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe('launcher: the code cache', () => {
  it('is written by the first run, read by the next, and changes nothing in the output', () => {
    const { bin, cacheDir } = packageCopy();
    const uncached = run(bin, ['--format', 'json', '.'], { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(uncached.code).toBe(1);
    expect(cacheFiles(cacheDir), 'NODE_DISABLE_COMPILE_CACHE=1 writes nothing').toEqual([]);

    const first = run(bin, ['--format', 'json', '.']);
    expect(first.stderr).toBe('');
    expect([first.code, first.stdout]).toEqual([uncached.code, uncached.stdout]);
    const [name, ...others] = cacheFiles(cacheDir);
    expect(name).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect(others, 'no temporary file is left behind').toEqual([]);
    const written = readFileSync(join(cacheDir, name!));
    expect(first.cacheRead.filter((n) => n === written.length - HEADER), 'the first run had no cache to read').toEqual([]);

    const second = run(bin, ['--format', 'json', '.']);
    expect([second.code, second.stdout, second.stderr]).toEqual([uncached.code, uncached.stdout, '']);
    expect(second.cacheRead).toContain(written.length - HEADER);
    expect(readFileSync(join(cacheDir, name!)).equals(written), 'a run that compiled no more than the writer leaves it').toBe(true);
  });

  it('is rewritten when a later run runs much more of the CLI than the one that wrote it (a first run of --version)', () => {
    const { bin, cacheDir } = packageCopy();
    expect(run(bin, ['--version']).code).toBe(0);
    const [name] = cacheFiles(cacheDir);
    const small = readFileSync(join(cacheDir, name!));
    expect(shortRun(bin, ['--format', 'sarif', '.']).code).toBe(1);
    const large = readFileSync(join(cacheDir, name!));
    expect(large.length).toBeGreaterThan(small.length * 1.25);
    expect(run(bin, ['--format', 'sarif', '.']).cacheRead).toContain(large.length - HEADER);
  });

  it('is left alone by a long run (300 ms or more), and a short run replaces a long run\'s', () => {
    const { bin, cacheDir } = packageCopy();
    // a long run: one `sh -c` string of 12,000 chained launches takes well over 300 ms to scan
    const slow = mkdtempSync(join(tmpdir(), 'mcp-audit-slow-'));
    packages.push(slow);
    writeFileSync(join(slow, '.mcp.json'), JSON.stringify({ mcpServers: { s: { command: 'sh', args: ['-c', Array(12_000).fill('npx p').join(' && ')] } } }));
    const short = shortRun(bin, ['--format', 'json', '.']);
    const [name] = cacheFiles(cacheDir);
    const path = join(cacheDir, name!);
    const written = readFileSync(path);
    expect(written.readUInt32LE(RUN_MS_AT), 'a small scan is a short run').toBeLessThan(LONG_RUN_MS);
    const long = spawnSync(process.execPath, [bin, '--format', 'json', '.'], { cwd: slow, encoding: 'utf8', timeout: 60_000 });
    expect(long.status).toBe(1);
    expect(readFileSync(path).equals(written), 'the long run kept the short run\'s cache').toBe(true);

    // the cache of a long run (the header says so): the next short run replaces it with its own
    const stamped = Buffer.from(written);
    stamped.writeUInt32LE(5000, RUN_MS_AT);
    writeFileSync(path, stamped);
    const again = shortRun(bin, ['--format', 'json', '.']);
    expect(again.stdout).toBe(short.stdout);
    expect(again.cacheRead, 'the long run\'s cache was used').toContain(stamped.length - HEADER);
    expect(readFileSync(path).readUInt32LE(RUN_MS_AT)).toBeLessThan(LONG_RUN_MS);
  });

  it('survives a damaged cache: the run compiles as without one and replaces it', () => {
    const { bin, cacheDir } = packageCopy();
    const clean = run(bin, ['.']);
    const [name] = cacheFiles(cacheDir);
    const path = join(cacheDir, name!);
    const good = readFileSync(path);
    // Flip bytes in V8's data only: the header still says "much code", so only the checksum can catch it.
    const damaged = Buffer.from(good);
    for (let i = HEADER + 64; i < damaged.length; i += 97) damaged[i] ^= 0xff;
    writeFileSync(path, damaged);
    const after = run(bin, ['.']);
    expect([after.code, after.stdout, after.stderr]).toEqual([clean.code, clean.stdout, clean.stderr]);
    expect(after.cacheRead, 'the damaged data never reaches V8').not.toContain(damaged.length - HEADER);
    expect(readFileSync(path).equals(damaged), 'the damaged cache was replaced').toBe(false);
    expect(run(bin, ['.']).cacheRead).toContain(readFileSync(path).length - HEADER);

    // Garbage of any length, even shorter than the header.
    for (const junk of [Buffer.alloc(0), Buffer.from('not a cache'), Buffer.alloc(5000, 7)]) {
      writeFileSync(path, junk);
      const r = run(bin, ['.']);
      expect([r.code, r.stdout, r.stderr]).toEqual([clean.code, clean.stdout, clean.stderr]);
    }
  });

  it('removes the caches of other builds when it writes its own', () => {
    const { bin, cacheDir } = packageCopy();
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(join(cacheDir, `${'0'.repeat(32)}.bin`), 'an older build');
    run(bin, ['.']);
    const files = cacheFiles(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(`${'0'.repeat(32)}.bin`);
  });

  it('runs when the cache cannot be written (a file where its folder should be)', () => {
    const { bin, cacheDir } = packageCopy();
    writeFileSync(cacheDir, 'not a folder');
    const clean = run(bin, ['.'], { NODE_DISABLE_COMPILE_CACHE: '1' });
    const r = run(bin, ['.']);
    expect([r.code, r.stdout, r.stderr]).toEqual([clean.code, clean.stdout, clean.stderr]);
    expect(readFileSync(cacheDir, 'utf8')).toBe('not a folder');
  });

  it('never gives a bundle changed after the build (same length) the cache of the text it replaced', () => {
    const { bin, cacheDir } = packageCopy();
    run(bin, ['--format', 'json', '.']);
    const [before] = cacheFiles(cacheDir);
    const oldSize = readFileSync(join(cacheDir, before!)).length - HEADER;
    // the same number of characters, another text: V8 itself would accept the old cache for it
    const bundle = join(bin, '..', 'mcp-audit.cjs');
    const text = readFileSync(bundle, 'utf8');
    const edited = text.replaceAll('"mcp-audit"', '"mcp-audiT"');
    expect(edited).not.toBe(text);
    expect(edited.length).toBe(text.length);
    writeFileSync(bundle, edited);
    const after = run(bin, ['--format', 'json', '.']);
    expect(after.cacheRead, 'the old cache was not read').not.toContain(oldSize);
    expect(JSON.parse(after.stdout).tool.name).toBe('mcp-audiT');
    const files = cacheFiles(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(before);
  });
});
