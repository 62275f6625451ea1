/**
 * `mcp-audit review [SKILL_DIR...]`: record that a person has read a skill's SKILL.md and scripts, as hashes in
 * `.mcp-audit-review.json`.
 *
 * The lockfile is the one a scan would read for the current directory (reviewLockDir): the nearest existing one at or
 * above it, up to the repository root (the folder with `.git`); else the repository root's; else the current
 * directory's. So `cd skills && mcp-audit review other` records `skills/other` in the repository root's lockfile,
 * which a scan of the repository reads. Skills are named relative to the lockfile's folder, as the scan looks them up.
 *
 * With no dirs, every skill discovery finds under cwd is recorded; with dirs, only those (anywhere inside the
 * lockfile's folder). Either way, entries of other skills are kept as they were, minus files (and skills) that no
 * longer exist. The file is written atomically.
 */
import { chmodSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError, discover } from '../discover/discover.js';
import { displayPath } from '../discover/paths.js';
import type { Notice } from '../discover/discover.js';
import { REVIEW_LOCK_NAME, formatReviewLock, loadReviewLock, reviewLockDir } from './review-lock.js';
import { readSkill } from './skills.js';
import type { ReviewLock } from '../model/types.js';

export interface ReviewResult {
  /** absolute path of the lockfile written */
  lockPath: string;
  /** the same, relative to cwd (`.mcp-audit-review.json`, `../.mcp-audit-review.json`) */
  lockDisplay: string;
  /** each skill recorded: its folder relative to cwd and how many files (scripts and binaries) were recorded */
  recorded: { dir: string; files: number }[];
  /** files that could not be read or hashed (not recorded; the scan keeps flagging them) */
  notices: Notice[];
  /** scripts that hooks run, recorded (paths relative to the lockfile's folder) */
  scripts: string[];
}

/** A script a hook runs, as the scan found and hashed it (path relative to the lockfile's folder). */
export interface ScriptToRecord {
  relPath: string;
  sha256?: string;
}

/**
 * `scripts`: the scripts in the repository that hooks and other commands run, which a review of everything (no dirs)
 * records beside the skills; a review of named skill folders leaves the recorded ones as they were.
 */
export function review(dirs: string[], cwd: string, scripts: ScriptToRecord[] = []): ReviewResult {
  const lockDir = reviewLockDir(cwd);
  const lockPath = join(lockDir, REVIEW_LOCK_NAME);
  const existing = loadReviewLock(lockDir, cwd);
  if (existing.problem) throw new UsageError(`${existing.problem}; fix or delete it, then run "mcp-audit review" again`);
  const lock: ReviewLock = { skills: { ...(existing.lock?.skills ?? {}) } };
  const recordedScripts: string[] = [];
  if (!dirs.length) {
    lock.scripts = {};
    for (const script of scripts) {
      if (!script.sha256) continue;
      lock.scripts[script.relPath] = script.sha256;
      recordedScripts.push(script.relPath);
    }
  } else if (existing.lock?.scripts) {
    lock.scripts = Object.fromEntries(Object.entries(existing.lock.scripts).filter(([rel]) => existsSync(join(lockDir, rel))));
  }

  const skillDirs: string[] = [];
  if (!dirs.length) {
    skillDirs.push(...[...discover([cwd], cwd).skillDirs.keys()]);
  } else {
    for (const given of dirs) skillDirs.push(skillFolder(given, cwd, lockDir));
  }

  const notices: Notice[] = [];
  const recorded: { dir: string; files: number }[] = [];
  const done = new Set<string>();
  for (const abs of skillDirs) {
    // The lockfile's folder as the root: skill names are relative to it, and a script linked from elsewhere in it is
    // hashed, as a scan of that folder would.
    const read = readSkill(abs, lockDir, cwd);
    notices.push(...read.notices);
    if (!read.skill) {
      if (dirs.length) {
        const why = read.notices[0];
        throw new UsageError(`could not read skill ${displayPath(abs, cwd)}${why ? `: ${why.display}: ${why.message}` : ''}`);
      }
      continue;
    }
    const skill = read.skill;
    if (done.has(skill.dir)) continue;
    done.add(skill.dir);
    const files: Record<string, string> = { 'SKILL.md': skill.manifestSha256 };
    let count = 0;
    for (const file of skill.scripts) {
      if (!file.sha256) continue; // too large or unreadable: nothing to vouch for
      files[file.relPath] = file.sha256;
      count++;
    }
    lock.skills[skill.dir] = { files };
    recorded.push({ dir: displayPath(abs, cwd), files: count });
  }

  // Everything else stays as reviewed, but forget what is gone.
  for (const [dir, entry] of Object.entries(lock.skills)) {
    if (done.has(dir)) continue;
    const abs = resolve(lockDir, dir);
    if (!isFile(join(abs, 'SKILL.md'))) {
      delete lock.skills[dir];
      continue;
    }
    const files: Record<string, string> = {};
    for (const [rel, hash] of Object.entries(entry.files)) if (existsSync(join(abs, rel))) files[rel] = hash;
    lock.skills[dir] = { files };
  }

  writeAtomically(lockPath, formatReviewLock(lock));
  recorded.sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  return { lockPath, lockDisplay: displayPath(lockPath, cwd), recorded, notices, scripts: [...new Set(recordedScripts)].sort() };
}

/**
 * The skill folder a command-line argument names (a folder holding SKILL.md, or the SKILL.md itself), which must be
 * inside the lockfile's folder.
 */
function skillFolder(given: string, cwd: string, lockDir: string): string {
  const abs = resolve(cwd, given);
  const rel = displayPath(abs, lockDir);
  if (rel === '..' || rel.startsWith('../') || rel.startsWith('/') || /^[A-Za-z]:/.test(rel)) {
    const where = lockDir === cwd ? 'the current directory' : lockDir;
    throw new UsageError(`${given}: skill folders must be inside ${where}, where ${REVIEW_LOCK_NAME} is kept`);
  }
  let stat;
  try {
    stat = statSync(abs);
  } catch {
    throw new UsageError(`no such file or directory: ${given}`);
  }
  if (stat.isFile() && basename(abs) === 'SKILL.md') return dirname(abs);
  if (!stat.isDirectory() || !isFile(join(abs, 'SKILL.md'))) {
    throw new UsageError(`${given} is not a skill folder (it holds no SKILL.md)`);
  }
  return abs;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function writeAtomically(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let mode: number | undefined;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    mode = undefined;
  }
  try {
    writeFileSync(tmp, text, { flag: 'wx' });
    if (mode !== undefined) chmodSync(tmp, mode);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
