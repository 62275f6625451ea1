/** Path helpers that discovery, skill reading, the lockfiles and the reports' file names share. */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** The real path, or undefined for a broken link or a vanished file. */
export function safeRealpath(path: string): string | undefined {
  try {
    // the system's realpath(3), one call: Node's own walks the path with an lstat per component (a third of the time
    // spent reading a monorepo's skills)
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** `path` is a folder (a link to one counts); false when it is anything else or cannot be reached. */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** `path` is `root` or below it (both real paths). */
export function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** Forward slashes on every OS: how hosts match paths and how reports name files. */
export function slashed(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** How reports name a file: relative to the current directory, forward slashes. */
export function displayPath(path: string, cwd: string): string {
  return slashed(relative(cwd, path) || '.');
}

/**
 * Folders never entered by name: version control and installed packages, never a project's own config. Everything
 * else (build output, caches, virtual environments) is left out only when the repository's .gitignore says so
 * (gitignore.ts): `packages/build/.mcp.json` is a config like any other.
 */
export const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn', 'bower_components', 'jspm_packages']);

/**
 * Where a repository's lockfile lives (review lock, tools lock), starting from a scan root: the nearest folder at
 * or above `start` that holds one (`hasLock`), else the repository's top (the first folder with `.git`). Outside any
 * repository nothing above the start is trusted (a lockfile in a parent folder is someone else's): the start itself.
 */
export function lockfileDir(start: string, hasLock: (dir: string) => boolean): string {
  let nearest: string | undefined;
  for (let dir = start; ; ) {
    if (nearest === undefined && hasLock(dir)) nearest = dir;
    if (existsSync(join(dir, '.git'))) return nearest ?? dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

/** A lockfile with unresolved merge conflict markers (`<<<<<<<`, `=======`, `>>>>>>>` at a line start). */
export function hasConflictMarkers(text: string): boolean {
  return /^(<{7}|={7}|>{7})( |$)/m.test(text);
}
