/**
 * Real paths of a skill's folders and files without a `realpath` call each: below a resolved scan root, a plain
 * (not symlinked) entry's real path is its folder's real path and its name.
 *
 * Separate from skills.ts: this is a file-system shortcut with its own cache (scan roots' real paths), and its
 * correctness argument (lstat each component as `realpath` does) stands apart from what a skill holds.
 */
import { lstatSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { sep } from 'node:path';
import { safeRealpath } from '../discover/paths.js';

/** Scan roots' real paths, with the identity of the folder each named when it was resolved. */
const rootReals = new Map<string, { real: string; dev: number; ino: number }>();

/** The real path of a scan root: resolved once per root (each skill under it asks), while it names the same folder. */
export function realRootOf(root: string): string | undefined {
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
export function realDirOf(dir: string, root: string, realRoot: string | undefined): string | undefined {
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
export function realPathOf(realDir: string, name: string): string {
  return realDir.endsWith(sep) ? realDir + name : realDir + sep + name;
}

/** The real path of `path`, the entry `name` in the folder whose real path is `realDir`: derived unless it is a
 * symbolic link; undefined when it does not exist (or is a broken link). */
export function realChild(realDir: string, path: string, name: string): string | undefined {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    return undefined;
  }
  return stat.isSymbolicLink() ? safeRealpath(path) : realPathOf(realDir, name);
}
