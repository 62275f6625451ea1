/**
 * The review lockfile `mcp-audit review` writes (`.mcp-audit-review.json`): where it lives, reading and checking it,
 * and its canonical text.
 *
 * Separate from reading skill folders (skills.ts): the lockfile is a small JSON format of its own, read once per scan
 * root, while skill reading walks the file system; neither needs the other.
 */
import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { displayPath, hasConflictMarkers, lockfileDir } from '../discover/paths.js';
import { existsAtBase, readAtBase } from '../discover/git-base.js';
import type { BaseRevision } from '../discover/git-base.js';
import { parseOwnJson, readOwnFile } from '../discover/own-files.js';
import type { ReviewLock } from '../model/types.js';

/** The lockfile's name; where it lives: see reviewLockDir. */
export const REVIEW_LOCK_NAME = '.mcp-audit-review.json';
export const REVIEW_LOCK_VERSION = 1;
const MAX_LOCK_BYTES = 16 * 1024 * 1024;

/**
 * The folder whose review lockfile covers `start` (absolute): inside a repository, the nearest folder at or above it
 * that holds one, up to the repository's top (the folder with `.git`), else that top; outside any repository, `start`
 * itself (a lockfile in a parent folder is not trusted). A scan reads the lockfile of its scan root this way, and
 * `mcp-audit review` writes the one of its current folder, so both agree: review run in any folder of a repository
 * covers a scan of the repository or of any folder inside it.
 */
export function reviewLockDir(start: string, base?: BaseRevision): string {
  // With --config-from-base, the lockfiles that count are the base commit's: one a pull request adds is not trusted.
  const hasLock = (dir: string) => (base ? existsAtBase(base, join(dir, REVIEW_LOCK_NAME)) : existsSync(join(dir, REVIEW_LOCK_NAME)));
  return lockfileDir(start, hasLock);
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
export function loadReviewLock(root: string, cwd: string = root, base?: BaseRevision): LoadedReviewLock {
  const path = join(root, REVIEW_LOCK_NAME);
  const display = displayPath(path, cwd);
  const fail = (why: string): LoadedReviewLock => ({ path, display, problem: `${display}: ${why}` });
  let text: string;
  if (base) {
    // --config-from-base: the lockfile as the base commit has it; none there is none, whatever the working tree holds
    const read = readAtBase(base, path, MAX_LOCK_BYTES);
    if (!read.ok) return read.missing ? { path, display } : fail(read.message);
    text = read.text;
  } else {
    try {
      lstatSync(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path, display };
    }
    // Found by name in the tree: it must resolve inside its own folder, as a settings file must.
    const read = readOwnFile(path, MAX_LOCK_BYTES, { folder: root, name: 'the folder that holds it' });
    if (!read.ok) return fail(read.message);
    text = read.text;
  }
  if (hasConflictMarkers(text)) {
    return fail('unresolved merge conflict markers; delete the file and run "mcp-audit review" again after reading the skills');
  }
  const parsed = parseOwnJson(text);
  if (!parsed.ok) return fail(`not valid JSON (${parsed.message})`);
  const lock = parseLock(parsed.data);
  if (typeof lock === 'string') return fail(lock);
  return { path, display, lock };
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
  if (data.scripts !== undefined) {
    if (!isObject(data.scripts)) return '"scripts" must be an object';
    const scripts: Record<string, string> = {};
    for (const [rel, hash] of Object.entries(data.scripts)) {
      const m = typeof hash === 'string' ? HASH.exec(hash) : null;
      if (!m) return `scripts[${JSON.stringify(rel)}] must be "sha256:" followed by 64 hex digits`;
      scripts[rel] = m[1]!.toLowerCase();
    }
    lock.scripts = scripts;
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
  // The scripts hooks run (`.claude/hooks/format.sh`), by path from the lockfile's folder; only when there are any,
  // so that a lockfile of skills alone reads as before.
  const scripts = Object.keys(lock.scripts ?? {}).sort(cmp);
  if (scripts.length) {
    lines[lines.length - 1] += ',';
    lines.push('  "scripts": {');
    scripts.forEach((rel, i) => lines.push(`    ${q(rel)}: ${q('sha256:' + lock.scripts![rel])}${i < scripts.length - 1 ? ',' : ''}`));
    lines.push('  }');
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}
