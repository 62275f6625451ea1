/**
 * `--config-from-base REF`: mcp-audit's own files — the settings file, the baseline, the review lockfile — read from a
 * trusted git revision (a pull request's base) instead of the working tree, as `git show REF:path` shows them. A pull
 * request that adds `.mcp-audit.json` with `{"ignore": ["**"]}` then cannot quiet its own scan.
 *
 * This is the only process a scan ever starts, and only with that option: `git`, run directly (no shell), in the
 * first folder scanned (or the current folder), with three read-only plumbing commands — `rev-parse` (where the repository is, which commit REF
 * names), `ls-tree` (what a path is at that commit, and its size) and `cat-file blob` (its bytes, at most the size
 * limit). Replace refs are ignored (the real commit's files are read), pathspecs are literal, and lazy fetching of a
 * partial clone's missing objects is turned off (git 2.44+), so a scan still connects nowhere.
 *
 * A file that does not exist at REF is no file (no settings, no baseline, no lockfile), not an error: what the base
 * does not have, a pull request cannot add. A symbolic link, a folder or a submodule at REF is not read.
 */
import { createRequire } from 'node:module';
import { posix, relative, sep } from 'node:path';
import { UsageError } from './discover.js';
import { decodeText } from './read.js';

/** node:child_process is loaded on first use: it brings net, dgram and stream internals with it, some 6 ms of a small
 * scan's start-up, and only --config-from-base runs git. */
const lazyRequire = createRequire(import.meta.url);
const childProcess = () => lazyRequire('node:child_process') as typeof import('node:child_process');

/** A commit of the repository that holds the current folder, where mcp-audit's own files are read from. */
export interface BaseRevision {
  /** as the user gave it (`origin/main`, a SHA) */
  ref: string;
  /** the commit it names */
  commit: string;
  /** where git runs: a folder of the working tree */
  cwd: string;
  /** that folder, relative to the repository's top: '' or `sub/dir/` */
  prefix: string;
}

/** The file's text (a leading BOM dropped); `missing` when REF has no file there; otherwise why it cannot be read. */
export type BaseFile = { ok: true; text: string } | { ok: false; missing: boolean; message: string };

/** A git that does not answer within this time is stopped: a scan never hangs. */
const GIT_TIMEOUT_MS = 20_000;

interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

function git(cwd: string, args: string[], maxBytes = 1 << 20): GitResult {
  const result = childProcess().spawnSync('git', ['--no-replace-objects', '--literal-pathspecs', ...args], {
    cwd,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_NO_LAZY_FETCH: '1', GIT_PAGER: 'cat', LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: maxBytes,
    timeout: GIT_TIMEOUT_MS,
    windowsHide: true,
  });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError('--config-from-base runs git, and no git was found on PATH');
    if (code === 'ETIMEDOUT') throw new UsageError(`--config-from-base: git ${args[0]} did not finish within ${GIT_TIMEOUT_MS / 1000} s`);
    if (code === 'ENOBUFS') return { code: -1, stdout: Buffer.alloc(0), stderr: 'more output than expected' };
    throw new UsageError(`--config-from-base: could not run git: ${code ?? result.error.message}`);
  }
  return { code: result.status ?? -1, stdout: result.stdout, stderr: firstLine(result.stderr.toString('utf8')) };
}

function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim()) ?? '').trim().replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
}

/**
 * A revision name, before git sees it: not an option (`-…`), no `:` (which would name a path), nothing unprintable.
 * Throws a usage error naming the problem.
 */
export function checkRevisionName(ref: string): void {
  if (!ref || ref.startsWith('-') || ref.includes(':') || /[\s\x00-\x1f\x7f]/.test(ref) || ref.length > 256) {
    throw new UsageError(`--config-from-base needs a git revision (a branch, a tag or a commit), not ${JSON.stringify(ref).replace(/[^\x20-\x7e]/g, '?')}`);
  }
}

/** The commit REF names in the repository that holds the folder `cwd`; a usage error (one line) when there is none. */
export function openBaseRevision(ref: string, cwd: string): BaseRevision {
  checkRevisionName(ref);
  const top = git(cwd, ['rev-parse', '--show-prefix']);
  if (top.code !== 0) throw new UsageError(`--config-from-base needs a git repository, and ${cwd} is not in one (${top.stderr || 'git rev-parse failed'})`);
  const prefix = top.stdout.toString('utf8').trim();
  const resolved = git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const commit = resolved.stdout.toString('utf8').trim();
  if (resolved.code !== 0 || !/^[0-9a-f]{40,64}$/.test(commit)) {
    throw new UsageError(`--config-from-base: no commit "${ref}" in this repository (in a shallow clone, fetch it first: git fetch --depth=1 origin <sha>)`);
  }
  return { ref, commit, cwd, prefix };
}

/** `path` (absolute) as a path in the repository's tree, or undefined when it is outside the repository. */
function treePath(base: BaseRevision, path: string): string | undefined {
  const fromCwd = relative(base.cwd, path).split(sep).join('/');
  const inRepo = posix.normalize(`${base.prefix}${fromCwd}`);
  if (!fromCwd || inRepo === '.' || inRepo === '..' || inRepo.startsWith('../') || posix.isAbsolute(inRepo)) return undefined;
  return inRepo;
}

/** `mode type object size` of one tree entry, as `git ls-tree -l` prints it. */
function entryAt(base: BaseRevision, inRepo: string): { mode: string; object: string; size: number } | undefined {
  const listed = git(base.cwd, ['ls-tree', '-l', '-z', '--full-tree', base.commit, '--', inRepo]);
  if (listed.code !== 0) throw new UsageError(`--config-from-base: git ls-tree failed at ${base.ref}: ${listed.stderr}`);
  const record = listed.stdout.toString('utf8').split('\0')[0] ?? '';
  const m = /^(\d{6}) (\w+) ([0-9a-f]{40,64}) +(\d+|-)\t(.*)$/s.exec(record);
  // ls-tree lists the entry at exactly this path or nothing; a different path would be a surprise, and is not read
  if (!m || m[5] !== inRepo) return undefined;
  return { mode: m[1]!, object: m[3]!, size: m[4] === '-' ? -1 : Number(m[4]) };
}

/** Whether REF has anything at `path` (absolute): a file, or a link or folder that readAtBase then refuses. */
export function existsAtBase(base: BaseRevision, path: string): boolean {
  const inRepo = treePath(base, path);
  return inRepo !== undefined && entryAt(base, inRepo) !== undefined;
}

/** The text of `path` at the base revision, read as safely as a file of the working tree: a regular file, size-limited. */
export function readAtBase(base: BaseRevision, path: string, maxBytes: number): BaseFile {
  const at = `at ${base.ref}`;
  const inRepo = treePath(base, path);
  if (inRepo === undefined) return { ok: false, missing: true, message: `outside the repository, so not ${at}` };
  const entry = entryAt(base, inRepo);
  if (!entry) return { ok: false, missing: true, message: `no such file ${at}` };
  if (entry.mode === '120000') return { ok: false, missing: false, message: `a symbolic link ${at}; not read` };
  if (entry.mode !== '100644' && entry.mode !== '100755') return { ok: false, missing: false, message: `not a regular file ${at}; not read` };
  if (entry.size > maxBytes) return { ok: false, missing: false, message: `${entry.size} bytes ${at}, over the ${maxBytes}-byte limit for this kind of file` };
  const blob = git(base.cwd, ['cat-file', 'blob', entry.object], Math.max(entry.size, 0) + 1);
  if (blob.code !== 0 || blob.stdout.length !== entry.size) return { ok: false, missing: false, message: `could not read it ${at}: ${blob.stderr || 'git cat-file failed'}` };
  const decoded = decodeText(blob.stdout);
  if (!decoded.ok) return { ok: false, missing: false, message: `${decoded.message} (${at})` };
  return { ok: true, text: decoded.text.replace(/^\ufeff/, '') };
}
