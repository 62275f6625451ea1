#!/usr/bin/env node
/**
 * The command's entry point (dist/bin/mcp-audit.js): runs the bundled CLI, dist/bin/mcp-audit.cjs, with a V8 code
 * cache, so that a run does not parse and compile again what earlier runs compiled: on a small repository, some
 * 15 ms of 110. Node 22 has this built in: where `module.enableCompileCache` exists, the launcher turns it on, with
 * its cache in the same folder of the package (dist/compile-cache/node/), and requires the bundle (Node checks that
 * cache against the source and its own version). Node 20 has no such thing, hence the hand-built cache that
 * follows, which is what runs there. Measured on Node 22.23 (small repository, medians of 25 interleaved runs on a
 * loaded machine): no cache 122 ms, the built-in one 105 ms, this hand-built one 91 ms: Node's cache holds what was
 * compiled with the module (134 KB here), this one what the run compiled by its end (509 KB). The built-in one is
 * used there all the same, as Node's own mechanism; switching is this one test.
 *
 * The cache lives in the package (dist/compile-cache/), so only whoever can change the CLI's own code can change it: a
 * cache in a shared temporary folder would let another user of the machine plant bytecode. It is keyed by the bundle's
 * identity (see cacheKey), the Node version and the CPU architecture, because V8 itself checks only the text's length;
 * and it carries a hash of its own bytes, because a release build of V8 does not verify its checksum before
 * deserialising (a damaged cache must cost a compile, not a crash). A run writes it (atomically, by renaming) when
 * there is none or V8 rejected it, and rewrites it when the run ran much more of the CLI than the run that wrote it
 * (the first run may have been `--version`). Any failure to read or write it is silent: the cache only ever saves
 * time. NODE_DISABLE_COMPILE_CACHE=1 (Node's own switch) turns it off.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

const bundle = fileURLToPath(new URL('./mcp-audit.cjs', import.meta.url));
const cacheDir = join(dirname(bundle), '..', 'compile-cache');
/** Bytes before V8's data: how much machine code the process that wrote the cache held and how long that run took
 * in milliseconds (uint32 each, little-endian), then the SHA-256 of V8's data. */
const HEADER = 4 + 4 + 32;
const HASH_AT = 8;
/** Rewrite the cache when this run ended with this much more machine code than the run that wrote it. The size of V8's
 * code space is a cheap measure of how much of the CLI ran (counting bytecode walks the heap: 4 ms on a large scan). */
const GROWTH = 1.25;
/**
 * A run at least this long writes a cache only where there is none. Its cache suits short runs badly: a small scan
 * with the cache a monorepo scan wrote took 93 ms, with its own 88.5 (41 interleaved runs each), while the monorepo
 * scan itself took 740 and 760 ms with the two, within its noise. A long run has most of its code optimised, which
 * swells the code space, so by the measure above it would always replace a short run's cache; and a short run is
 * where the start-up is most of the time (a hook, an editor, CI on one repository).
 */
const LONG_RUN_MS = 300;

const enabled = !process.env.NODE_DISABLE_COMPILE_CACHE;
const builtIn = (nodeModule as { enableCompileCache?: (directory?: string) => unknown }).enableCompileCache;
if (typeof builtIn === 'function') {
  if (enabled) {
    try {
      builtIn(join(cacheDir, 'node'));
    } catch {
      // no cache (a read-only installation, say): every run compiles
    }
  }
  createRequire(bundle)(bundle);
} else {
  runWithOwnCache();
}

/** Node 20: compiles the bundle as a script with the cache of an earlier run, and saves one at exit when it is worth it. */
function runWithOwnCache(): void {
  // The bundle is ASCII (esbuild escapes every other character, and the build checks it): read as latin1, the same
  // text costs half the time of decoding UTF-8.
  const source = readFileSync(bundle, 'latin1');
  const key = cacheKey(source);
  const cacheFile = join(cacheDir, `${key}.bin`);
  const cached = enabled ? readCache(cacheFile) : undefined;
  // A run is short and most of its functions run a few hundred times, so what V8's optimising compiler builds mostly
  // arrives when the work is done, and competes for the CPU meanwhile. A larger interrupt budget (V8's default is 66 KB of
  // bytecode) lets functions run longer in the baseline tiers first. The benchmark's monorepo: 7 % less wall time and a
  // quarter less CPU; a 10,000-config scan, 5 % more wall time. Only on V8 11 (Node 20), where it was measured. The
  // flag is set before compiling, so that the code cache is written and read under the same flags, and after loading
  // the built-in modules the CLI uses, whose own code caches V8 would otherwise reject.
  // Likewise for regular expressions: V8 first compiles each one to bytecode for its interpreter and then, once it
  // ran, to machine code. A scan meets some two hundred, the token formats' alternations among them, most of them
  // run a few times: compiling each once, to machine code, costs less than the two compiles (small repository: 6 ms
  // less CPU of 84; the monorepo: 4 % less).
  if (process.versions.v8.startsWith('11.')) {
    const requireBuiltin = createRequire(bundle);
    // (parseArgs is a lazy part of node:util: compiled after the flags change, it would miss its cache and compile
    // from source on every run)
    requireBuiltin('node:os');
    void (requireBuiltin('node:util') as typeof import('node:util')).parseArgs;
    setFlagsFromString('--interrupt-budget=300000');
    setFlagsFromString('--no-regexp-tier-up');
  }
  // The same wrapper as Node's for CommonJS modules, on the first line so that line numbers in stack traces hold.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, {
    filename: bundle,
    cachedData: cached?.subarray(HEADER),
    // No importModuleDynamically: a script read from a cache loses it on Node 20, so the bundle never calls import().
  });
  // `mcp-audit lsp` runs for hours and compiles the language server: a cache written by it would make every later scan
  // deserialise the server's code too. It reads the cache, and leaves writing it to the scans.
  if (enabled && process.argv[2] !== 'lsp') {
    const usable = cached !== undefined && !script.cachedDataRejected;
    process.once('exit', () => {
      const ms = Math.round(process.uptime() * 1000);
      const code = getHeapSpaceStatistics().find((space) => space.space_name === 'code_space')?.space_used_size ?? 0;
      if (!usable || (ms < LONG_RUN_MS && worthRewriting(cached, code))) saveCache(script, key, cacheFile, code, ms);
    });
  }
  const module = { exports: {} };
  (script.runInThisContext() as Function).call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
}

/**
 * The build writes the bundle's hash into this launcher (BUNDLE_HASH), so a run need not hash 0.6 MB of text (some
 * 2 ms); the bundle's length and modification time join it, so that a bundle changed after the build (edited in
 * place, or a launcher copied beside another bundle) never meets a cache of another text. Run unbundled (tests), it
 * hashes the text as before.
 */
declare const BUNDLE_HASH: string | undefined;

function cacheKey(source: string): string {
  const runtime = `\0${process.version}\0${process.arch}`;
  if (typeof BUNDLE_HASH !== 'string') return createHash('sha256').update(source).update(runtime).digest('hex').slice(0, 32);
  const { mtimeMs } = statSync(bundle);
  return createHash('sha256').update(`${BUNDLE_HASH}\0${source.length}\0${mtimeMs}${runtime}`).digest('hex').slice(0, 32);
}

/** A short run replaces the cache that a long run wrote, or one that ran much less of the CLI (a first `--version`). */
function worthRewriting(cached: Buffer, code: number): boolean {
  return cached.readUInt32LE(4) >= LONG_RUN_MS || code > cached.readUInt32LE(0) * GROWTH;
}

/** The cache file when its bytes match the hash in its header (V8 does not verify them before deserialising). */
function readCache(cacheFile: string): Buffer | undefined {
  try {
    const file = readFileSync(cacheFile);
    const data = file.subarray(HEADER);
    if (file.length > HEADER && createHash('sha256').update(data).digest().equals(file.subarray(HASH_AT, HEADER))) return file;
  } catch {
    // no cache yet
  }
  return undefined;
}

function saveCache(script: Script, key: string, cacheFile: string, code: number, ms: number): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    const data = script.createCachedData();
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(Math.min(code, 0xffffffff), 0);
    header.writeUInt32LE(Math.min(ms, 0xffffffff), 4);
    createHash('sha256').update(data).digest().copy(header, HASH_AT);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(temporary, Buffer.concat([header, data]));
    renameSync(temporary, cacheFile);
    // Caches of other builds or Node versions are dead weight once this one exists.
    for (const name of readdirSync(cacheDir)) {
      // (node/ is Node 22's own cache, for when the same installation also runs there)
      if (name !== `${key}.bin` && name !== 'node' && !name.endsWith('.tmp')) rmSync(join(cacheDir, name), { force: true });
    }
  } catch {
    // a read-only installation or a full disk: every run compiles, as without a cache
    try {
      rmSync(temporary, { force: true });
    } catch {
      // nothing was written
    }
  }
}
