/**
 * The one place that writes a config file. The write is atomic: the new text goes to a temporary file in the same
 * folder (same mode, and same owner when we can), is flushed to disk, and replaces the original by `rename`, so a
 * reader sees either the old file or the new one, never half of each. Anything that goes wrong leaves the original
 * byte for byte as it was and removes the temporary file.
 *
 * Refused before anything is written:
 * - the file changed on disk since it was scanned (its bytes no longer match the text the fixes were computed from);
 *   checked once before writing and again just before the rename;
 * - the file is read-only (no write bit in its mode). `rename` would replace it regardless of its mode, and root may
 *   write anything, so the mode bits are what we respect: a file someone made read-only is not ours to change.
 *
 * Symlinks are resolved first, so the link stays a link and its target gets the new content.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync, fchmodSync, fchownSync, fstatSync, fsyncSync, openSync, readFileSync, realpathSync, renameSync, unlinkSync, writeSync,
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
    case 'EEXIST':
    case 'EISDIR':
      return `the temporary file name is taken (${err.code})`;
    default:
      return err.code ? `${err.code}: ${err.message}` : String(err.message ?? e);
  }
}

/** The temporary file's name: hidden, beside the target, unique per process and attempt. */
export function tempPathFor(target: string, suffix = randomBytes(4).toString('hex')): string {
  return join(dirname(target), `.${basename(target)}.mcp-audit-${process.pid}-${suffix}.tmp`);
}

export interface WriteOptions {
  /** sha256 of the bytes the fixes were computed from */
  expectedSha256: string;
  /** for tests: the temporary file's suffix (to make its name predictable) */
  tempSuffix?: string;
}

export function writeAtomically(path: string, text: string, options: WriteOptions): WriteResult {
  let target: string;
  let mode: number;
  let uid: number;
  let gid: number;
  try {
    target = realpathSync(path);
    const current = readFileSync(target);
    if (sha256(current) !== options.expectedSha256) return { ok: false, reason: 'the file changed on disk after it was scanned; run the fix again' };
    const fd = openSync(target, 'r');
    try {
      const stat = fstatSync(fd);
      mode = stat.mode & 0o7777;
      uid = stat.uid;
      gid = stat.gid;
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return { ok: false, reason: `could not read it back: ${errorReason(e)}` };
  }
  if ((mode & 0o222) === 0) return { ok: false, reason: `the file is read-only (mode ${mode.toString(8).padStart(4, '0')}); make it writable to apply fixes` };

  const temp = tempPathFor(target, options.tempSuffix);
  let created = false;
  try {
    const fd = openSync(temp, 'wx', mode);
    created = true;
    try {
      fchmodSync(fd, mode); // the umask may have taken bits away
      if (process.getuid?.() === 0) {
        try {
          fchownSync(fd, uid, gid);
        } catch {
          // keeping the owner is a courtesy; the content is what matters
        }
      }
      const bytes = Buffer.from(text, 'utf8');
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // Last look before replacing: someone may have saved the file while we were working.
    if (sha256(readFileSync(target)) !== options.expectedSha256) {
      removeQuietly(temp);
      return { ok: false, reason: 'the file changed on disk while it was being fixed; run the fix again' };
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
