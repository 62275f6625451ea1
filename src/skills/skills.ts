/**
 * Agent skills: read a skill folder (its SKILL.md and the files an agent may run), classifying (classify.ts) and
 * hashing each file. The review lockfile those hashes are checked against is review-lock.ts.
 *
 * Nothing here executes anything. Work is bounded: at most MAX_SKILL_ENTRIES entries per skill, files above
 * MAX_SKILL_FILE_BYTES are not hashed (they are still listed, with an empty hash, so the rule flags them), and no
 * symbolic link is followed out of the scan root.
 *
 * Hashes are SHA-256, hex. Text scripts (and SKILL.md) are hashed with CRLF turned into LF, so a checkout with
 * `core.autocrlf` does not look like a change; binaries are hashed as they are.
 */
import { closeSync, lstatSync, readdirSync, readSync, statSync } from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import { join, relative } from 'node:path';
import { SKIPPED_DIRS, displayPath, isInside, safeRealpath, slashed } from '../discover/paths.js';
import type { Notice } from '../discover/discover.js';
import { decodeText, openForReading, readBytes, readFully } from '../discover/read.js';
import { makeSource } from '../model/source.js';
import type { Skill, SkillFile } from '../model/types.js';
import { classifySkillFile, isSkillTextFile } from './classify.js';
import { realChild, realDirOf, realPathOf, realRootOf } from './real-path.js';
import { referencedFiles } from './references.js';
import { MAX_SCRIPT_TEXT_BYTES, MAX_SKILL_DATA_TEXT_BYTES, MAX_SKILL_FILE_BYTES, MAX_SKILL_TEXT_BYTES, hashContent, hashed, readSkillText, referencedFile } from './skill-files.js';

// Reading and hashing one file lives in skill-files.ts; these stay importable from here.
export { MAX_SCRIPT_TEXT_BYTES, MAX_SKILL_DATA_TEXT_BYTES, MAX_SKILL_FILE_BYTES, MAX_SKILL_TEXT_BYTES, hashContent, normaliseLineEndings } from './skill-files.js';

/** Files and folders looked at per skill before giving up on the rest (with an error notice). */
export const MAX_SKILL_ENTRIES = 10_000;
const HEAD_BYTES = 8192;

/**
 * VCS metadata, installed dependencies and tool caches: not the skill's own files. Build output (`dist/`, `build/`)
 * and `__pycache__` are read: a skill may well run what is in them.
 */
const SKILL_SKIPPED_DIRS = new Set([
  '.git', '.hg', '.svn', 'node_modules', 'bower_components', 'jspm_packages', '.venv', 'venv', '.tox', '.mypy_cache',
  '.pytest_cache', '.ruff_cache', '.cache', '.turbo', '.pnpm-store', '.yarn', '.gradle', '.terraform',
]);

function readHead(path: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    const opened = openForReading(path);
    fd = opened.fd;
    if (!opened.stat.isFile()) return undefined;
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
  const note: Note = (path, message, level = 'note') => notices.push({ path, display: displayPath(path, cwd), message, level });

  // The folder's real path is resolved once: a plain file's or folder's below it is that path and its name, so only
  // symbolic links need resolving.
  const resolvedDir = realDirOf(dir, root, resolvedRoot);
  const skill = readManifest(dir, root, cwd, resolvedDir, realRoot, note);
  if (!skill) return { notices };

  const realDir = resolvedDir ?? dir;
  const walk: SkillWalk = {
    dir, cwd, realRoot, skill, notices, note,
    // Real paths of plain folders are derived from the skill folder's, when it could be resolved.
    derive: resolvedDir !== undefined,
    visited: new Set<string>([realDir]),
    stack: [{ abs: dir, rel: '', real: realDir, derived: false }],
    seen: 0,
    truncated: false,
    budget: { bytes: MAX_SKILL_TEXT_BYTES },
    textBudget: { bytes: MAX_SKILL_DATA_TEXT_BYTES },
  };
  while (walk.stack.length && !walk.truncated) listFolder(walk, walk.stack.pop()!);
  const listed = new Set(skill.scripts.map((f) => f.relPath));
  for (const path of referencedFiles(skill.manifest.text)) {
    // a file of the skill's own folder, listed already, is what the look-up would find first: not read twice
    if (listed.has(slashed(relative(dir, join(dir, path))))) continue;
    const file = referencedFile({ dir, root, realRoot, cwd, written: path, budget: walk.budget });
    if (file && !listed.has(file.relPath)) {
      listed.add(file.relPath);
      skill.scripts.push(file);
    }
  }
  skill.scripts.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  return { skill, notices };
}

type Note = (path: string, message: string, level?: Notice['level']) => void;

/** A folder of the skill waiting to be listed. */
interface QueuedFolder {
  abs: string;
  /** relative to the skill folder, with forward slashes; '' for the skill folder itself */
  rel: string;
  real: string;
  /** `real` was derived from the parent's real path, not resolved */
  derived: boolean;
}

/** What the steps of readSkill share while they walk one skill folder. */
interface SkillWalk {
  dir: string;
  cwd: string;
  realRoot: string;
  skill: Skill;
  notices: Notice[];
  note: Note;
  derive: boolean;
  visited: Set<string>;
  stack: QueuedFolder[];
  /** entries looked at so far, against MAX_SKILL_ENTRIES */
  seen: number;
  truncated: boolean;
  budget: { bytes: number };
  /** the same for text files that are not code, apart: a folder of references must not starve the scripts */
  textBudget: { bytes: number };
}

const LENIENT = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** Where the first invalid UTF-8 sequence is and how many there are (U+FFFD already in the file is not counted). */
function invalidUtf8(bytes: Buffer, text: string): string {
  const written = bytes.toString('latin1').split('\u00ef\u00bf\u00bd').length - 1;
  const replaced = text.split('\ufffd').length - 1 - written;
  const first = text.indexOf('\ufffd');
  const line = first < 0 ? 1 : text.slice(0, first).split('\n').length;
  return `not valid UTF-8: ${Math.max(replaced, 1)} invalid byte sequence${replaced > 1 ? 's' : ''}, the first on line ${line}; read with U+FFFD in their place and checked as such`;
}

/** The skill with its manifest read and hashed and no scripts yet; undefined (with a notice) when SKILL.md cannot be. */
function readManifest(dir: string, root: string, cwd: string, resolvedDir: string | undefined, realRoot: string, note: Note): Skill | undefined {
  const manifestPath = join(dir, 'SKILL.md');
  const manifestDisplay = displayPath(manifestPath, cwd);
  const manifestReal = resolvedDir !== undefined ? realChild(resolvedDir, manifestPath, 'SKILL.md') : safeRealpath(manifestPath);
  if (!manifestReal) {
    note(manifestPath, 'could not read file: the file disappeared during the scan or is a broken link', 'error');
    return undefined;
  }
  if (!isInside(manifestReal, realRoot)) {
    note(manifestPath, 'symbolic link pointing outside the scan root; not followed');
    return undefined;
  }
  const raw = readBytes(manifestPath, MAX_SKILL_FILE_BYTES);
  if (!raw.ok) {
    note(manifestPath, raw.message, 'error');
    return undefined;
  }
  // The agent reads every word of it: text too long to check in a second is an error, not a pass (still hashed).
  const checked = raw.bytes.length <= MAX_SCRIPT_TEXT_BYTES;
  if (!checked) note(manifestPath, `not checked: ${raw.bytes.length} bytes is over the ${MAX_SCRIPT_TEXT_BYTES}-byte limit for the text of a SKILL.md`, 'error');
  const decoded = checked ? decodeText(raw.bytes) : undefined;
  let text = decoded?.ok ? decoded.text : '';
  if (decoded && !decoded.ok && decoded.message === 'not valid UTF-8 text') {
    // A few bad bytes must not hide the rest from the content rules: decoded with U+FFFD in their place, as an agent
    // reading the file would, and reported once.
    text = LENIENT.decode(raw.bytes);
    note(manifestPath, invalidUtf8(raw.bytes, text), 'warning');
  } else if (decoded && !decoded.ok) note(manifestPath, `${decoded.message}; SKILL.md must be UTF-8 text`, 'error');
  const manifest = makeSource(manifestPath, manifestDisplay, text);
  return {
    kind: 'skill',
    dir: displayPath(dir, root),
    manifest,
    manifestSha256: hashContent(raw.bytes, 'script'),
    scripts: [],
  };
}

/** Lists one folder of the skill and visits its entries in name order, until the skill's entry limit. */
function listFolder(walk: SkillWalk, folder: QueuedFolder): void {
  const { abs, rel, derived } = folder;
  let entries: Dirent[];
  try {
    entries = readdirSync(abs, { withFileTypes: true });
  } catch (e) {
    // A derived real path was not resolved: where resolving fails, the folder is passed over silently, as when it
    // was resolved before being queued.
    if (derived && !safeRealpath(abs)) return;
    walk.note(abs, `could not list folder: ${(e as NodeJS.ErrnoException).code ?? e}`, 'error');
    return;
  }
  // A folder with its own SKILL.md is a skill of its own, read separately (when discovery can find it).
  if (rel !== '' && hasManifest(entries) && !rel.split('/').some((p) => SKIPPED_DIRS.has(p))) return;
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (++walk.seen > MAX_SKILL_ENTRIES) {
      walk.truncated = true;
      walk.note(walk.dir, `skill folder holds more than ${MAX_SKILL_ENTRIES} files and folders; the rest were not checked`, 'error');
      break;
    }
    visitEntry(walk, folder, entry);
  }
}

/** One folder entry: a folder is queued, a regular file (or a link to one) read and kept when it is code. */
function visitEntry(walk: SkillWalk, folder: QueuedFolder, entry: Dirent): void {
  const name = entry.name;
  if (folder.rel === '' && name === 'SKILL.md') return;
  const path = join(folder.abs, name);
  const relPath = folder.rel ? `${folder.rel}/${name}` : name;
  let stat: Stats | undefined;
  if (entry.isSymbolicLink()) {
    stat = followLink(walk, path, relPath, name);
    if (!stat) return;
  } else if (entry.isDirectory()) {
    if (SKILL_SKIPPED_DIRS.has(name)) return;
    const real = walk.derive ? realPathOf(folder.real, name) : safeRealpath(path);
    if (real && !walk.visited.has(real)) {
      walk.visited.add(real);
      walk.stack.push({ abs: path, rel: relPath, real, derived: walk.derive });
    }
    return;
  } else if (!entry.isFile()) {
    return; // FIFOs, sockets, devices: not files a skill ships
  }
  const file = readSkillFile(path, relPath, stat, walk.cwd, walk.notices, walk.budget);
  if (file) walk.skill.scripts.push(file);
  else if (isSkillTextFile(relPath)) {
    const text = readSkillText(path, relPath, walk.cwd, walk.textBudget);
    if (text) (walk.skill.texts ??= []).push(text);
  }
}

/**
 * A symbolic link in the skill: the followed stat when it leads to a regular file inside the scan root, to be read;
 * otherwise undefined, with a link to a folder queued and a link out of the root flagged when it is named like code.
 */
function followLink(walk: SkillWalk, path: string, relPath: string, name: string): Stats | undefined {
  const target = safeRealpath(path);
  if (!target || !isInside(target, walk.realRoot)) {
    walk.note(path, target ? 'symbolic link pointing outside the scan root; not followed' : 'broken symbolic link; not followed');
    // A link named like code is still something the skill may run: flag it, unhashed.
    const kind = classifySkillFile(relPath, 0, undefined);
    if (kind) walk.skill.scripts.push({ relPath, source: { path, display: displayPath(path, walk.cwd) }, sha256: '', kind });
    return undefined;
  }
  let stat: Stats;
  try {
    stat = statSync(path);
  } catch {
    return undefined;
  }
  if (stat.isDirectory()) {
    if (!SKILL_SKIPPED_DIRS.has(name) && !walk.visited.has(target)) {
      walk.visited.add(target);
      walk.stack.push({ abs: path, rel: relPath, real: target, derived: false });
    }
    return undefined;
  }
  return stat.isFile() ? stat : undefined;
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
    const { fd: descriptor, stat } = openForReading(path);
    fd = descriptor;
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

/** The display form of a skill's folder relative to cwd (what to pass to `mcp-audit review`). */
export function skillDisplayDir(skill: Skill): string {
  const d = skill.manifest.display;
  const slash = d.lastIndexOf('/');
  return slash < 0 ? '.' : d.slice(0, slash) || '/';
}
