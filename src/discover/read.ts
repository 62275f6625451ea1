/** Reads a file as text the way a host would, or says in one line why it cannot be read. */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { constants } from 'node:fs';
import { makeSource } from '../model/source.js';
import type { SourceText } from '../model/types.js';

/** Config files above this size are skipped with a note: real ones are a few KiB. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

export type ReadResult = { ok: true; source: SourceText; bytes: Buffer } | { ok: false; message: string; level: 'error' | 'note' };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function readBytes(path: string, maxBytes: number): { ok: true; bytes: Buffer } | { ok: false; message: string; level: 'error' | 'note' } {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: a FIFO that slipped past discovery must not hang the scan.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { ok: false, message: 'not a regular file; not read', level: 'note' };
    if (stat.size > maxBytes) {
      return { ok: false, message: `not scanned: ${stat.size} bytes is over the ${maxBytes}-byte limit for this kind of file`, level: 'note' };
    }
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    while (read < stat.size) {
      const n = readSync(fd, bytes, read, stat.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return { ok: true, bytes: read === stat.size ? bytes : bytes.subarray(0, read) };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'EACCES' || code === 'EPERM' ? 'permission denied'
      : code === 'ENOENT' ? 'the file disappeared during the scan'
      : code === 'EISDIR' ? 'is a directory' : code ?? String(e);
    return { ok: false, message: `could not read file: ${why}`, level: 'error' };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function decodeText(bytes: Buffer): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { ok: false, message: 'file is UTF-16 encoded; MCP hosts read configs as UTF-8' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { ok: false, message: 'file is UTF-16 encoded; MCP hosts read configs as UTF-8' };
  if (/^(?:[\t\n\r -~]\0){2}|^(?:\0[\t\n\r -~]){2}/.test(bytes.subarray(0, 4).toString('latin1'))) return { ok: false, message: 'file is UTF-16 encoded (without a BOM); MCP hosts read configs as UTF-8' };
  if (bytes.subarray(0, 8192).includes(0)) return { ok: false, message: 'binary content (NUL bytes); not a text config' };
  try {
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    return { ok: false, message: 'not valid UTF-8 text' };
  }
}

export function readSource(path: string, display: string, maxBytes = MAX_CONFIG_BYTES): ReadResult {
  const raw = readBytes(path, maxBytes);
  if (!raw.ok) return raw;
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok) return { ok: false, message: decoded.message, level: 'error' };
  return { ok: true, source: makeSource(path, display, decoded.text), bytes: raw.bytes };
}
