/**
 * Agent skills: read a skill folder (its SKILL.md and the files an agent may run) and the review lockfile that
 * `mcp-audit review` writes.
 *
 * Nothing here executes anything. Work is bounded: at most MAX_SKILL_ENTRIES entries per skill, files above
 * MAX_SKILL_FILE_BYTES are not hashed (they are still listed, with an empty hash, so the rule flags them), and no
 * symbolic link is followed out of the scan root.
 *
 * Which files count (see rules/unreviewed-skill-script.md for the user-facing version):
 * - 'binary': a compiled, archived or otherwise opaque file (by extension, by executable/archive magic bytes, or a
 *   script-like file whose first 8 KiB hold a NUL byte, or an unknown file with NUL bytes).
 * - 'script': anything executable (any x bit), anything starting with `#!`, anything with a code extension, and
 *   everything inside a `scripts/` or `bin/` folder except documentation (Markdown, plain text), images and VCS
 *   placeholders (`.gitkeep`).
 * - everything else (Markdown, references, images, JSON/YAML data that is not executable) is not listed.
 *
 * Hashes are SHA-256, hex. Text scripts (and SKILL.md) are hashed with CRLF turned into LF, so a checkout with
 * `core.autocrlf` does not look like a change; binaries are hashed as they are.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { SKIPPED_DIRS, displayPath, isInside, safeRealpath } from '../discover/paths.js';
import type { Notice } from '../discover/discover.js';
import { decodeText, readBytes } from '../discover/read.js';
import { makeSource } from '../model/source.js';
import type { ReviewLock, Skill, SkillFile } from '../model/types.js';

/** The lockfile's name; where it lives: see reviewLockDir. */
export const REVIEW_LOCK_NAME = '.mcp-audit-review.json';
export const REVIEW_LOCK_VERSION = 1;
/** Files above this are not hashed: they are listed with an empty hash and always flagged. */
export const MAX_SKILL_FILE_BYTES = 32 * 1024 * 1024;
/** Files and folders looked at per skill before giving up on the rest (with an error notice). */
export const MAX_SKILL_ENTRIES = 10_000;
const MAX_LOCK_BYTES = 16 * 1024 * 1024;
const HEAD_BYTES = 8192;
/** Scripts up to this size keep their text for rules that read code (hidden Unicode, `curl | sh`). */
export const MAX_SCRIPT_TEXT_BYTES = 1024 * 1024;
/** Text kept per skill, so that a folder of many large scripts cannot hold the whole scan's memory. */
export const MAX_SKILL_TEXT_BYTES = 16 * 1024 * 1024;

/**
 * VCS metadata, installed dependencies and tool caches: not the skill's own files. Build output (`dist/`, `build/`)
 * and `__pycache__` are read: a skill may well run what is in them.
 */
const SKILL_SKIPPED_DIRS = new Set([
  '.git', '.hg', '.svn', 'node_modules', 'bower_components', 'jspm_packages', '.venv', 'venv', '.tox', '.mypy_cache',
  '.pytest_cache', '.ruff_cache', '.cache', '.turbo', '.pnpm-store', '.yarn', '.gradle', '.terraform',
]);

/** Folders whose files are code unless they are plainly documentation. */
const SCRIPT_DIRS = new Set(['scripts', 'bin']);

export const SCRIPT_EXTENSIONS = new Set([
  'sh', 'bash', 'zsh', 'fish', 'ksh', 'csh', 'tcsh', 'command',
  'py', 'pyw', 'ipynb',
  'js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx',
  'rb', 'pl', 'pm', 'php', 'lua', 'r', 'jl', 'tcl', 'awk', 'nu', 'exs', 'ex', 'groovy', 'kts', 'scala', 'swift',
  'go', 'rs', 'c', 'cc', 'cpp', 'cxx', 'cs', 'java', 'kt',
  'ps1', 'psm1', 'psd1', 'bat', 'cmd', 'vbs', 'vbe', 'wsf', 'applescript',
  'mk',
]);

/** Code files known by name rather than extension. */
const SCRIPT_NAMES = new Set(['Makefile', 'makefile', 'GNUmakefile', 'justfile', 'Justfile', '.justfile', 'Rakefile', 'Taskfile']);

/** Compiled, archived or packed: nobody can review these by reading them. */
export const BINARY_EXTENSIONS = new Set([
  'pyc', 'pyo', 'pyd', 'pyz', 'so', 'dylib', 'dll', 'exe', 'msi', 'bin', 'o', 'a', 'lib', 'node', 'wasm', 'class', 'jar',
  'war', 'scpt', 'app', 'appimage', 'deb', 'rpm', 'apk', 'dmg',
  'tar', 'tgz', 'gz', 'bz2', 'tbz', 'tbz2', 'xz', 'txz', 'zst', 'lz', 'lzma', 'zip', 'whl', 'egg', '7z', 'rar', 'cab',
  'crx', 'vsix', 'nupkg', 'gem',
  'pkl', 'pickle', 'joblib', 'pt', 'pth',
]);

/** Not code, even inside `scripts/`, unless executable or starting with `#!`. */
const DOC_EXTENSIONS = new Set(['md', 'markdown', 'mdx', 'txt', 'text', 'rst', 'adoc', 'asciidoc']);
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'svg', 'tif', 'tiff', 'avif', 'heic']);
/** Binary data formats that are not code: NUL bytes in them are expected. */
const INERT_BINARY_EXTENSIONS = new Set([
  ...IMAGE_EXTENSIONS, 'ttf', 'otf', 'woff', 'woff2', 'eot',
  'pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'doc', 'xls', 'ppt', 'rtf', 'epub',
  'mp3', 'wav', 'ogg', 'flac', 'm4a', 'aac', 'mp4', 'm4v', 'webm', 'mov', 'avi', 'mkv',
  'sqlite', 'sqlite3', 'db', 'parquet', 'arrow', 'feather', 'npy', 'npz', 'safetensors', 'gguf', 'onnx', 'h5',
]);
const PLACEHOLDER_NAMES = new Set(['.gitkeep', '.keep', '.gitignore', '.gitattributes', '.DS_Store', 'Thumbs.db', 'desktop.ini']);
const DOC_NAMES = /^(README|LICEN[CS]E|COPYING|NOTICE|CHANGELOG|AUTHORS)(\.|$)/i;

export type SkillFileKind = SkillFile['kind'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Executables and archives recognised by their first bytes, whatever they are called. */
function hasBinaryMagic(head: Buffer): boolean {
  if (head.length < 4) return false;
  const b0 = head[0]!;
  const b1 = head[1]!;
  const b2 = head[2]!;
  const b3 = head[3]!;
  const u32 = head.readUInt32BE(0);
  if (b0 === 0x7f && b1 === 0x45 && b2 === 0x4c && b3 === 0x46) return true; // ELF
  if (b0 === 0x4d && b1 === 0x5a && head.includes(0)) return true; // PE / DOS "MZ" (text may start with "MZ")
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe, 0xbebafeca].includes(u32)) return true; // Mach-O, fat, Java class
  if (b0 === 0x00 && b1 === 0x61 && b2 === 0x73 && b3 === 0x6d) return true; // WebAssembly
  return false;
}

function hasArchiveMagic(head: Buffer): boolean {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return true; // zip
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return true; // gzip
  if (head.length >= 6 && head.subarray(0, 6).equals(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))) return true; // 7z
  if (head.length >= 6 && head.subarray(0, 6).equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))) return true; // xz
  if (head.length >= 10 && /^BZh[1-9]\x31\x41\x59\x26\x53\x59$/.test(head.toString('latin1', 0, 10))) return true; // bzip2
  if (head.length >= 262 && head.toString('latin1', 257, 262) === 'ustar') return true; // tar
  return false;
}

/**
 * What a file in a skill is, from its path inside the skill, its mode and its first bytes (`head`, up to 8 KiB;
 * undefined when it could not be read). `undefined`: not something an agent runs.
 */
export function classifySkillFile(relPath: string, mode: number, head: Buffer | undefined): SkillFileKind | undefined {
  const parts = relPath.split('/');
  const name = parts[parts.length - 1]!;
  const ext = extensionOf(name);
  // UTF-16 text (PowerShell likes it) is full of NULs but is still text.
  const utf16 = head !== undefined && head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
  const nul = head !== undefined && !utf16 && head.includes(0);
  if (BINARY_EXTENSIONS.has(ext) || (head && hasBinaryMagic(head))) return 'binary';
  const executable = (mode & 0o111) !== 0;
  const shebang = head ? head[0] === 0x23 && head[1] === 0x21 : false;
  const inScriptDir = parts.slice(0, -1).some((p) => SCRIPT_DIRS.has(p));
  const notCode = DOC_EXTENSIONS.has(ext) || IMAGE_EXTENSIONS.has(ext) || PLACEHOLDER_NAMES.has(name) || (DOC_NAMES.test(name) && !SCRIPT_EXTENSIONS.has(ext));
  const scriptLike = executable || shebang || SCRIPT_EXTENSIONS.has(ext) || SCRIPT_NAMES.has(name) || (inScriptDir && !notCode);
  if (scriptLike) return nul ? 'binary' : 'script';
  if (head && !INERT_BINARY_EXTENSIONS.has(ext) && !PLACEHOLDER_NAMES.has(name) && (nul || hasArchiveMagic(head))) return 'binary';
  return undefined;
}

/** CRLF → LF, so that line-ending conversion by git is not a change. Lone CRs are kept. */
export function normaliseLineEndings(bytes: Buffer): Buffer {
  let i = bytes.indexOf(0x0d);
  if (i < 0) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let n = 0;
  let from = 0;
  while (i >= 0) {
    if (bytes[i + 1] === 0x0a) {
      n += bytes.copy(out, n, from, i);
      from = i + 1;
    }
    i = bytes.indexOf(0x0d, i + 1);
  }
  n += bytes.copy(out, n, from);
  return out.subarray(0, n);
}

export function hashContent(bytes: Buffer, kind: SkillFileKind): string {
  return createHash('sha256').update(kind === 'binary' ? bytes : normaliseLineEndings(bytes)).digest('hex');
}



function readHead(path: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    if (!fstatSync(fd).isFile()) return undefined;
    const buf = Buffer.alloc(HEAD_BYTES);
    const n = readSync(fd, buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, n);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function hasManifest(entries: Dirent[]): boolean {
  return entries.some((e) => e.name === 'SKILL.md' && !e.isDirectory());
}

/**
 * Reads the skill in `dir` (absolute). `root` is the scan root (`Skill.dir` is relative to it, symlinks may not
 * leave it); `cwd` is what display paths are relative to.
 */
export function readSkill(dir: string, root: string, cwd: string): { skill?: Skill; notices: Notice[] } {
  const notices: Notice[] = [];
  const resolvedRoot = realRootOf(root);
  const realRoot = resolvedRoot ?? root;
  const manifestPath = join(dir, 'SKILL.md');
  const manifestDisplay = displayPath(manifestPath, cwd);
  const note = (path: string, message: string, level: Notice['level'] = 'note') =>
    notices.push({ path, display: displayPath(path, cwd), message, level });

  // The folder's real path is resolved once: a plain file's or folder's below it is that path and its name, so only
  // symbolic links need resolving.
  const resolvedDir = realDirOf(dir, root, resolvedRoot);
  const manifestReal = resolvedDir !== undefined ? realChild(resolvedDir, manifestPath, 'SKILL.md') : safeRealpath(manifestPath);
  if (!manifestReal) {
    note(manifestPath, 'could not read file: the file disappeared during the scan or is a broken link', 'error');
    return { notices };
  }
  if (!isInside(manifestReal, realRoot)) {
    note(manifestPath, 'symbolic link pointing outside the scan root; not followed');
    return { notices };
  }
  const raw = readBytes(manifestPath, MAX_SKILL_FILE_BYTES);
  if (!raw.ok) {
    note(manifestPath, raw.message, 'error');
    return { notices };
  }
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok) note(manifestPath, `${decoded.message}; SKILL.md must be UTF-8 text`, 'error');
  const manifest = makeSource(manifestPath, manifestDisplay, decoded.ok ? decoded.text : '');
  const skill: Skill = {
    kind: 'skill',
    dir: displayPath(dir, root),
    manifest,
    manifestSha256: hashContent(raw.bytes, 'script'),
    scripts: [],
  };

  // Real paths of plain folders are derived from the skill folder's, when it could be resolved.
  const derive = resolvedDir !== undefined;
  const realDir = resolvedDir ?? dir;
  const visited = new Set<string>([realDir]);
  const stack: { abs: string; rel: string; real: string; derived: boolean }[] = [{ abs: dir, rel: '', real: realDir, derived: false }];
  let seen = 0;
  let truncated = false;
  const budget = { bytes: MAX_SKILL_TEXT_BYTES };
  while (stack.length && !truncated) {
    const { abs, rel, real: absReal, derived } = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch (e) {
      // A derived real path was not resolved: where resolving fails, the folder is passed over silently, as when it
      // was resolved before being queued.
      if (derived && !safeRealpath(abs)) continue;
      note(abs, `could not list folder: ${(e as NodeJS.ErrnoException).code ?? e}`, 'error');
      continue;
    }
    // A folder with its own SKILL.md is a skill of its own, read separately (when discovery can find it).
    if (rel !== '' && hasManifest(entries) && !rel.split('/').some((p) => SKIPPED_DIRS.has(p))) continue;
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (++seen > MAX_SKILL_ENTRIES) {
        truncated = true;
        note(dir, `skill folder holds more than ${MAX_SKILL_ENTRIES} files and folders; the rest were not checked`, 'error');
        break;
      }
      const name = entry.name;
      if (rel === '' && name === 'SKILL.md') continue;
      const path = join(abs, name);
      const relPath = rel ? `${rel}/${name}` : name;
      let stat: Stats | undefined;
      if (entry.isSymbolicLink()) {
        const target = safeRealpath(path);
        if (!target || !isInside(target, realRoot)) {
          note(path, target ? 'symbolic link pointing outside the scan root; not followed' : 'broken symbolic link; not followed');
          // A link named like code is still something the skill may run: flag it, unhashed.
          const kind = classifySkillFile(relPath, 0, undefined);
          if (kind) skill.scripts.push({ relPath, source: { path, display: displayPath(path, cwd) }, sha256: '', kind });
          continue;
        }
        try {
          stat = statSync(path);
        } catch {
          continue;
        }
        if (stat.isDirectory()) {
          if (!SKILL_SKIPPED_DIRS.has(name) && !visited.has(target)) {
            visited.add(target);
            stack.push({ abs: path, rel: relPath, real: target, derived: false });
          }
          continue;
        }
        if (!stat.isFile()) continue;
      } else if (entry.isDirectory()) {
        if (SKILL_SKIPPED_DIRS.has(name)) continue;
        const real = derive ? realPathOf(absReal, name) : safeRealpath(path);
        if (real && !visited.has(real)) {
          visited.add(real);
          stack.push({ abs: path, rel: relPath, real, derived: derive });
        }
        continue;
      } else if (!entry.isFile()) {
        continue; // FIFOs, sockets, devices: not files a skill ships
      }
      const file = readSkillFile(path, relPath, stat, cwd, notices, budget);
      if (file) skill.scripts.push(file);
    }
  }
  skill.scripts.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  return { skill, notices };
}

/** Scan roots' real paths, with the identity of the folder each named when it was resolved. */
const rootReals = new Map<string, { real: string; dev: number; ino: number }>();

/** The real path of a scan root: resolved once per root (each skill under it asks), while it names the same folder. */
function realRootOf(root: string): string | undefined {
  let stat: Stats | undefined;
  try {
    stat = statSync(root);
  } catch {
    stat = undefined;
  }
  const memo = rootReals.get(root);
  if (memo && stat && stat.ino !== 0 && memo.dev === stat.dev && memo.ino === stat.ino) return memo.real;
  const real = safeRealpath(root);
  if (real !== undefined && stat && stat.ino !== 0) rootReals.set(root, { real, dev: stat.dev, ino: stat.ino });
  else rootReals.delete(root);
  return real;
}

/**
 * The real path of `dir`, what `realpath` gives: below a resolved root, each component is lstat'ed as `realpath`
 * does, and the real path derived unless one is a symbolic link (then, and elsewhere, it is resolved). Undefined
 * when it cannot be resolved.
 */
function realDirOf(dir: string, root: string, realRoot: string | undefined): string | undefined {
  if (realRoot === undefined) return safeRealpath(dir);
  if (dir === root) return realRoot;
  const base = root.endsWith(sep) ? root : root + sep;
  if (!dir.startsWith(base)) return safeRealpath(dir);
  const parts = dir.slice(base.length).split(sep);
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return safeRealpath(dir);
  let path = root;
  let real = realRoot;
  for (const part of parts) {
    path = realPathOf(path, part);
    let stat: Stats;
    try {
      stat = lstatSync(path);
    } catch {
      return undefined;
    }
    if (stat.isSymbolicLink()) return safeRealpath(dir);
    real = realPathOf(real, part);
  }
  return real;
}

/** `realDir` (a real path) joined with an entry name from `readdir`. */
function realPathOf(realDir: string, name: string): string {
  return realDir.endsWith(sep) ? realDir + name : realDir + sep + name;
}

/** The real path of `path`, the entry `name` in the folder whose real path is `realDir`: derived unless it is a
 * symbolic link; undefined when it does not exist (or is a broken link). */
function realChild(realDir: string, path: string, name: string): string | undefined {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    return undefined;
  }
  return stat.isSymbolicLink() ? safeRealpath(path) : realPathOf(realDir, name);
}

/**
 * A regular file in a skill: classified, and if it is code, hashed (and its text kept for rules that read it).
 * `linkStat` is the followed stat of a symbolic link; a plain file is stat'ed through the descriptor it is read by.
 */
function readSkillFile(path: string, relPath: string, linkStat: Stats | undefined, cwd: string, notices: Notice[], budget: { bytes: number }): SkillFile | undefined {
  // One open, one fstat and one read (two for a code file over 8 KiB) give mode, size, head and content.
  let fd: number | undefined;
  let opened: { stat: Stats; head: Buffer; bytes?: Buffer } | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(fd);
    if (stat.isFile()) opened = readOpened(fd, stat, relPath);
  } catch {
    opened = undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  // Anything out of the ordinary (it cannot be opened or read, or it changed under us): the step-by-step way, which
  // says precisely what went wrong.
  if (!opened) return readSkillFileSlowly(path, relPath, linkStat, cwd, notices, budget);
  const { stat, head, bytes } = opened;
  const kind = classifySkillFile(relPath, stat.mode, head);
  if (!kind) return undefined;
  const display = displayPath(path, cwd);
  const source = { path, display };
  if (stat.size > MAX_SKILL_FILE_BYTES) {
    notices.push({ path, display, message: `not hashed: ${stat.size} bytes is over the ${MAX_SKILL_FILE_BYTES}-byte limit for skill files`, level: 'note' });
    return { relPath, source, sha256: '', kind };
  }
  return hashed(relPath, source, kind, bytes!, budget);
}

/** Reads the head of an open regular file and, when it is code to hash, the rest. */
function readOpened(fd: number, stat: Stats, relPath: string): { stat: Stats; head: Buffer; bytes?: Buffer } {
  const size = stat.size;
  if (size <= HEAD_BYTES) {
    const bytes = Buffer.alloc(size);
    const n = readFully(fd, bytes, 0);
    const content = n === size ? bytes : bytes.subarray(0, n);
    return { stat, head: content, bytes: content };
  }
  const headBuf = Buffer.alloc(HEAD_BYTES);
  const h = readSync(fd, headBuf, 0, HEAD_BYTES, 0);
  const head = headBuf.subarray(0, h);
  if (size > MAX_SKILL_FILE_BYTES || !classifySkillFile(relPath, stat.mode, head)) return { stat, head };
  const bytes = Buffer.alloc(size);
  head.copy(bytes, 0);
  const n = readFully(fd, bytes, h);
  return { stat, head, bytes: n === size ? bytes : bytes.subarray(0, n) };
}

/** Reads into `bytes` from offset `from` until it is full or the file ends; the number of bytes it then holds. */
function readFully(fd: number, bytes: Buffer, from: number): number {
  let read = from;
  while (read < bytes.length) {
    const n = readSync(fd, bytes, read, bytes.length - read, read);
    if (n === 0) break;
    read += n;
  }
  return read;
}

function readSkillFileSlowly(path: string, relPath: string, linkStat: Stats | undefined, cwd: string, notices: Notice[], budget: { bytes: number }): SkillFile | undefined {
  let stat = linkStat;
  if (!stat) {
    try {
      stat = lstatSync(path);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
  }
  const display = displayPath(path, cwd);
  const head = readHead(path);
  const kind = classifySkillFile(relPath, stat.mode, head);
  if (!kind) return undefined;
  const source = { path, display };
  if (stat.size > MAX_SKILL_FILE_BYTES) {
    notices.push({ path, display, message: `not hashed: ${stat.size} bytes is over the ${MAX_SKILL_FILE_BYTES}-byte limit for skill files`, level: 'note' });
    return { relPath, source, sha256: '', kind };
  }
  const raw = readBytes(path, MAX_SKILL_FILE_BYTES);
  if (!raw.ok) {
    notices.push({ path, display, message: raw.message, level: raw.level });
    return { relPath, source, sha256: '', kind };
  }
  return hashed(relPath, source, kind, raw.bytes, budget);
}

function hashed(relPath: string, source: SkillFile['source'], kind: SkillFileKind, bytes: Buffer, budget: { bytes: number }): SkillFile {
  // Re-classify on the full content only matters for NUL bytes beyond the head: keep the head's verdict.
  const file: SkillFile = { relPath, source, sha256: hashContent(bytes, kind), kind };
  if (kind === 'script' && bytes.length <= MAX_SCRIPT_TEXT_BYTES && bytes.length <= budget.bytes) {
    const decoded = decodeText(bytes);
    if (decoded.ok) {
      file.text = decoded.text;
      budget.bytes -= bytes.length;
    }
  }
  return file;
}

/**
 * The folder whose review lockfile covers `start` (absolute): inside a repository, the nearest folder at or above it
 * that holds one, up to the repository's top (the folder with `.git`), else that top; outside any repository, `start`
 * itself (a lockfile in a parent folder is not trusted). A scan reads the lockfile of its scan root this way, and
 * `mcp-audit review` writes the one of its current folder, so both agree: review run in any folder of a repository
 * covers a scan of the repository or of any folder inside it.
 */
export function reviewLockDir(start: string): string {
  let nearestLock: string | undefined;
  for (let dir = start; ; ) {
    if (nearestLock === undefined && existsSync(join(dir, REVIEW_LOCK_NAME))) nearestLock = dir;
    // the repository's top: a lockfile found on the way up belongs to it, else the top holds the lockfile
    if (existsSync(join(dir, '.git'))) return nearestLock ?? dir;
    const parent = dirname(dir);
    // Outside any repository nothing above the start is trusted: a lockfile in a parent folder is someone else's.
    if (parent === dir) return start;
    dir = parent;
  }
}

export interface LoadedReviewLock {
  /** undefined when there is no lockfile or it could not be used */
  lock?: ReviewLock;
  /** one line, naming the file, when the lockfile exists but cannot be used */
  problem?: string;
  path: string;
  display: string;
}

const HASH = /^sha256:([0-9a-fA-F]{64})$/;

/**
 * The review lockfile of a scan root. In memory, hashes are hex without the `sha256:` prefix and each skill's
 * `files` also holds its manifest under the key `SKILL.md` (a path relative to the skill, like the others).
 * `cwd` (default: `root`) is what `display` is relative to.
 */
export function loadReviewLock(root: string, cwd: string = root): LoadedReviewLock {
  const path = join(root, REVIEW_LOCK_NAME);
  const display = displayPath(path, cwd);
  const fail = (why: string): LoadedReviewLock => ({ path, display, problem: `${display}: ${why}` });
  try {
    lstatSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path, display };
  }
  const raw = readBytes(path, MAX_LOCK_BYTES);
  if (!raw.ok) return fail(raw.message);
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok) return fail(decoded.message);
  const text = decoded.text.replace(/^\ufeff/, '');
  if (/^(<{7}|={7}|>{7})( |$)/m.test(text)) {
    return fail('unresolved merge conflict markers; delete the file and run "mcp-audit review" again after reading the skills');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail(`not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = parseLock(data);
  if (typeof parsed === 'string') return fail(parsed);
  return { path, display, lock: parsed };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseLock(data: unknown): ReviewLock | string {
  if (!isObject(data)) return 'must hold a JSON object';
  if (data.version === undefined) return 'missing "version"';
  if (data.version !== REVIEW_LOCK_VERSION) {
    return typeof data.version === 'number' && data.version > REVIEW_LOCK_VERSION
      ? `written by a newer mcp-audit (version ${data.version}); upgrade mcp-audit`
      : `unsupported "version" ${JSON.stringify(data.version)}; expected ${REVIEW_LOCK_VERSION}`;
  }
  if (!isObject(data.skills)) return '"skills" must be an object';
  const lock: ReviewLock = { skills: {} };
  for (const [dir, entry] of Object.entries(data.skills)) {
    // `skills[".claude/skills/pdf"]`: a folder path holds dots and slashes, so it is quoted as a whole.
    const where = `skills[${JSON.stringify(dir)}]`;
    if (!isObject(entry)) return `${where} must be an object`;
    const files: Record<string, string> = {};
    const manifest = entry['SKILL.md'];
    if (manifest !== undefined) {
      const m = typeof manifest === 'string' ? HASH.exec(manifest) : null;
      if (!m) return `${where}["SKILL.md"] must be "sha256:" followed by 64 hex digits`;
      files['SKILL.md'] = m[1]!.toLowerCase();
    }
    if (entry.files !== undefined) {
      if (!isObject(entry.files)) return `${where}.files must be an object`;
      for (const [rel, hash] of Object.entries(entry.files)) {
        const m = typeof hash === 'string' ? HASH.exec(hash) : null;
        if (!m) return `${where}.files[${JSON.stringify(rel)}] must be "sha256:" followed by 64 hex digits`;
        if (rel === 'SKILL.md') continue; // the manifest has its own key
        files[rel] = m[1]!.toLowerCase();
      }
    }
    lock.skills[dir] = { files };
  }
  return lock;
}

/** The lockfile's text: fixed key order at the top and in each entry, sorted maps, 2-space indent, final newline. */
export function formatReviewLock(lock: ReviewLock): string {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const q = (s: string) => JSON.stringify(s);
  const lines = ['{', `  "version": ${REVIEW_LOCK_VERSION},`];
  const dirs = Object.keys(lock.skills).sort(cmp);
  if (!dirs.length) {
    lines.push('  "skills": {}');
  } else {
    lines.push('  "skills": {');
    dirs.forEach((dir, i) => {
      const files = lock.skills[dir]!.files;
      lines.push(`    ${q(dir)}: {`);
      if (files['SKILL.md'] !== undefined) lines.push(`      "SKILL.md": ${q('sha256:' + files['SKILL.md'])},`);
      const rels = Object.keys(files).filter((r) => r !== 'SKILL.md').sort(cmp);
      if (!rels.length) {
        lines.push('      "files": {}');
      } else {
        lines.push('      "files": {');
        rels.forEach((rel, j) => lines.push(`        ${q(rel)}: ${q('sha256:' + files[rel])}${j < rels.length - 1 ? ',' : ''}`));
        lines.push('      }');
      }
      lines.push(`    }${i < dirs.length - 1 ? ',' : ''}`);
    });
    lines.push('  }');
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** The display form of a skill's folder relative to cwd (what to pass to `mcp-audit review`). */
export function skillDisplayDir(skill: Skill): string {
  const d = skill.manifest.display;
  const slash = d.lastIndexOf('/');
  return slash < 0 ? '.' : d.slice(0, slash) || '/';
}
