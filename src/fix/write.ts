/**
 * The one place that writes a config file. The write is atomic: the new text goes to a temporary file in the same
 * folder (same owner when we can, then the same mode: a chown after the chmod would clear set-id bits), is flushed to
 * disk, and replaces the original by `rename`, so a reader sees either the old file or the new one, never half of
 * each. Anything that goes wrong leaves the original byte for byte as it was and removes the temporary file.
 *
 * The file written is the file that was scanned, by identity, not merely by name: `identify` pins down its real path
 * and (device, inode) while it still holds the scanned bytes, before any registry look-up, and the write checks them
 * again before the temporary file is made and once more just before the rename. Refused:
 * - the file changed on disk since it was scanned (its bytes no longer match the text the fixes were computed from);
 * - the path now leads somewhere else (the file, or a folder on its way, was swapped for a symbolic link or another
 *   file, say while the registry was being asked): writing would go through the new link, perhaps out of the
 *   repository;
 * - the file has more than one hard link: the rename would give this name a new file and leave the other names with
 *   the old text, silently splitting what was one file (writing in place instead would give up atomicity);
 * - the file is read-only (no write bit in its mode). `rename` would replace it regardless of its mode, and root may
 *   write anything, so the mode bits are what we respect: a file someone made read-only is not ours to change;
 * - the new file cannot get the old one's mode bits.
 *
 * A symlink inside the scan is resolved when the file is identified, so the link stays a link and its target gets
 * the new content. Node has no renameat/openat, so a swap in the microseconds between the last check and the rename
 * is not excluded; `rename` replaces a link that appears at the target itself, never writes through it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync, constants, fchmodSync, fchownSync, fstatSync, fsyncSync, openSync, readSync, realpathSync, renameSync, unlinkSync, writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

export type WriteResult = { ok: true } | { ok: false; reason: string };

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function errorReason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${err.code})`;
    case 'EROFS':
      return 'the file system is read-only (EROFS)';
    case 'ENOSPC':
      return 'no space left on the device (ENOSPC)';
    case 'EDQUOT':
      return 'disk quota exceeded (EDQUOT)';
    case 'ENOENT':
      return 'the file disappeared during the run (ENOENT)';
    case 'ELOOP':
      return 'the file was replaced by a symbolic link during the run (ELOOP)';
    case 'EEXIST':
    case 'EISDIR':
      return `the temporary file name is taken (${err.code})`;
    default:
      return err.code ? `${err.code}: ${err.message}` : String(err.message ?? e);
  }
}

/** `.NAME.mcp-audit-`: what every temporary file for NAME starts with (see stale-temp.ts, which cleans up after a kill). */
export const TEMP_PREFIX = (name: string) => `.${name}.mcp-audit-`;
export const TEMP_SUFFIX = '.tmp';

/** The temporary file's name: hidden, beside the target, unique per process and attempt: `.NAME.mcp-audit-PID-RANDOM.tmp`. */
export function tempPathFor(target: string, suffix = randomBytes(4).toString('hex')): string {
  return join(dirname(target), `${TEMP_PREFIX(basename(target))}${process.pid}-${suffix}${TEMP_SUFFIX}`);
}

/** The file the fixes were computed from, as found on disk. */
export interface FileIdentity {
  /** the path as scanned (a link inside the scan, perhaps) */
  path: string;
  /** where it led then: the file that is written */
  realPath: string;
  dev: number;
  ino: number;
}

type Checked = { ok: true; mode: number; uid: number; gid: number } | { ok: false; reason: string };

const octal = (mode: number) => mode.toString(8).padStart(4, '0');

/**
 * Opens `realPath` without following a link there, and checks that it is still the identified file, with one link
 * and the expected bytes (read through the same descriptor, so the bytes are this file's).
 */
function check(identity: FileIdentity, expectedSha256: string, when: 'before' | 'during'): Checked {
  let realPath: string;
  try {
    realPath = realpathSync(identity.path);
  } catch (e) {
    return { ok: false, reason: `could not read it back: ${errorReason(e)}` };
  }
  if (realPath !== identity.realPath) return { ok: false, reason: 'the file was replaced on disk (its path now leads elsewhere, through a symbolic link); run the fix again' };
  let fd: number | undefined;
  try {
    fd = openSync(realPath, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(fd);
    if (stat.dev !== identity.dev || stat.ino !== identity.ino || !stat.isFile()) return { ok: false, reason: 'the file was replaced on disk by another file; run the fix again' };
    if (stat.nlink > 1) return { ok: false, reason: `it has ${stat.nlink} hard links, and replacing it would leave the other names with the old text; fix it by hand` };
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    for (let n = 1; n > 0 && read < bytes.length; read += n) n = readSync(fd, bytes, read, bytes.length - read, read);
    if (read !== stat.size || sha256(bytes) !== expectedSha256) {
      return { ok: false, reason: when === 'before' ? 'the file changed on disk after it was scanned; run the fix again' : 'the file changed on disk while it was being fixed; run the fix again' };
    }
    return { ok: true, mode: stat.mode & 0o7777, uid: stat.uid, gid: stat.gid };
  } catch (e) {
    return { ok: false, reason: `could not read it back: ${errorReason(e)}` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Pins down the file at `path` (following links): its real path and (device, inode), if it holds the expected bytes. */
export function identify(path: string, expectedSha256: string): { ok: true; identity: FileIdentity } | { ok: false; reason: string } {
  let identity: FileIdentity;
  try {
    const realPath = realpathSync(path);
    let fd: number | undefined;
    try {
      fd = openSync(realPath, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
      const stat = fstatSync(fd);
      identity = { path, realPath, dev: stat.dev, ino: stat.ino };
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  } catch (e) {
    return { ok: false, reason: `could not read it back: ${errorReason(e)}` };
  }
  const checked = check(identity, expectedSha256, 'before');
  return checked.ok ? { ok: true, identity } : checked;
}

export interface WriteOptions {
  /** sha256 of the bytes the fixes were computed from */
  expectedSha256: string;
  /** the file as identified before the fixes were computed (default: identified now) */
  identity?: FileIdentity;
  /** for tests: the temporary file's suffix (to make its name predictable) */
  tempSuffix?: string;
}

export function writeAtomically(path: string, text: string, options: WriteOptions): WriteResult {
  let identity = options.identity;
  if (!identity) {
    const found = identify(path, options.expectedSha256);
    if (!found.ok) return found;
    identity = found.identity;
  }
  const before = check(identity, options.expectedSha256, 'before');
  if (!before.ok) return before;
  const { mode, uid, gid } = before;
  if ((mode & 0o222) === 0) return { ok: false, reason: `the file is read-only (mode ${octal(mode)}); make it writable to apply fixes` };

  const target = identity.realPath;
  const temp = tempPathFor(target, options.tempSuffix);
  let created = false;
  try {
    const fd = openSync(temp, 'wx', mode & 0o777);
    created = true;
    try {
      const kept = keepOwnerAndMode(fd, mode, uid, gid);
      if (kept) {
        removeQuietly(temp);
        return { ok: false, reason: kept };
      }
      writeFully(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // Last look before replacing: someone may have saved, swapped or linked the file while we were working.
    const last = check(identity, options.expectedSha256, 'during');
    if (!last.ok) {
      removeQuietly(temp);
      return last;
    }
    renameSync(temp, target);
    created = false;
    syncFolder(dirname(target));
    return { ok: true };
  } catch (e) {
    if (created) removeQuietly(temp);
    return { ok: false, reason: `could not write it: ${errorReason(e)}` };
  }
}

/**
 * Gives the temporary file the original's owner (root only; for anyone else it is a courtesy the system refuses) and
 * then its mode: in this order, because a chown clears the set-user-ID and set-group-ID bits. Returns why the mode
 * could not be kept, if it could not (a set-group-ID bit for a group we are not in, say).
 */
function keepOwnerAndMode(fd: number, mode: number, uid: number, gid: number): string | undefined {
  if (process.getuid?.() === 0) {
    try {
      fchownSync(fd, uid, gid);
    } catch {
      // keeping the owner is a courtesy; the content and the mode are what matter
    }
  }
  fchmodSync(fd, mode); // the umask may have taken bits away
  const got = fstatSync(fd).mode & 0o7777;
  return got === mode ? undefined : `the new file could not keep its mode ${octal(mode)} (it got ${octal(got)})`;
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // nothing more to do: the original is untouched either way
  }
}

/** Makes the rename durable where the platform allows fsync on a folder (not on Windows). */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // best effort
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Writes all of `text` (UTF-8) to `fd`: writeSync may write less than it was given (a file system near full, a
 * network mount), so the rest is written until none is left. */
export function writeFully(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
}
