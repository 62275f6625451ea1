/** Path helpers that discovery, skill reading and the reports' file names share. */
import { realpathSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';

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
