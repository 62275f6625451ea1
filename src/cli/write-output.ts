/**
 * Where the command line writes a file of its own (`--output`, `--write-baseline`): the report or baseline, never
 * through a link the scanned repository controls. A committed `mcp-audit.sarif -> ~/.bashrc` would otherwise have CI
 * overwrite the runner's files, and a committed folder link (`reports -> /etc`) the same one level up. So:
 *
 * - a target that is a symbolic link is refused, and so is one whose folder, named relative to the current directory,
 *   resolves outside it (a path the user spelled out, absolute or with `..`, is theirs to choose);
 * - the text goes to a new temporary file beside the target, which is then renamed over it: a link swapped in
 *   meanwhile is replaced, not followed, and a reader never sees half a report.
 */
import { closeSync, lstatSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { UsageError } from '../discover/discover.js';
import { writeFully } from '../fix/write.js';
import { isInside, safeRealpath } from '../discover/paths.js';
import { printable } from '../model/printable.js';

/** Writes `text` to `given` (as the user typed it, for `flag`), relative to `cwd`; a refusal is a UsageError. */
export function writeOutputFile(flag: string, given: string, cwd: string, text: string): void {
  const target = resolve(cwd, given);
  const folder = dirname(target);
  const named = `${flag} ${printable(given)}`;
  if (isLink(target)) throw new UsageError(`${named}: is a symbolic link; mcp-audit does not write through one (remove it, or name the file it points to)`);
  const failed = (e: unknown): never => {
    const why = reason(e);
    if (why === undefined) throw e;
    throw new UsageError(`${named}: cannot write ${flag === '--output' ? 'the report' : 'the file'}: ${why}`);
  };
  try {
    mkdirSync(folder, { recursive: true });
  } catch (e) {
    failed(e);
  }
  const spelledOut = isAbsolute(given) || given.split(/[\\/]/).includes('..');
  const realCwd = safeRealpath(cwd) ?? cwd;
  const realFolder = safeRealpath(folder);
  if (!spelledOut && (!realFolder || !isInside(realFolder, realCwd))) {
    throw new UsageError(`${named}: its folder is a symbolic link out of the current directory; mcp-audit does not write through one`);
  }
  const temp = join(realFolder ?? folder, `.${basename(target)}.mcp-audit-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx', 0o644);
    try {
      writeFully(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, join(realFolder ?? folder, basename(target)));
  } catch (e) {
    rmSync(temp, { force: true });
    failed(e);
  }
}

/** An error as a user reads it: what is wrong with the path, not the errno's name; undefined for the machine's own. */
function reason(e: unknown): string | undefined {
  switch ((e as NodeJS.ErrnoException).code) {
    case 'EISDIR':
    case 'ENOTEMPTY':
      return 'it is a directory';
    case 'EEXIST':
    case 'ENOTDIR':
      return 'a part of its path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return undefined;
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
