/** Path helpers that discovery and skill reading share. */
import { realpathSync, statSync } from 'node:fs';
import { sep } from 'node:path';

/** The real path, or undefined for a broken link or a vanished file. */
export function safeRealpath(path: string): string | undefined {
  try {
    return realpathSync(path);
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
