/**
 * The one way mcp-audit reads a file: opened without blocking (a FIFO or a device opens and is then refused),
 * checked through the descriptor to be a regular file, its size held to a limit before a byte is read. Host configs,
 * skill files and mcp-audit's own files (own-files.ts) all come through here, so a hostile repository cannot hang a
 * scan with a FIFO or fill its memory from `/dev/zero`.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { constants } from 'node:fs';
import { makeSource } from '../model/source.js';
import type { SourceText } from '../model/types.js';

/**
 * Config files above this size are not read. They are reported as errors: the host would load them, and nothing in
 * them was checked. Real ones are a few KiB; the bound keeps a hostile one to well under a second of work (a YAML
 * parse alone costs about a second a MiB, and a file can hold a finding every few dozen bytes: bench/README.md).
 */
export const MAX_CONFIG_BYTES = 128 * 1024;

/**
 * Instruction files and hook scripts are prose and code, read as text only (no parse): the bound a SKILL.md's text
 * has, so that a long AGENTS.md is checked rather than reported as unreadable.
 */
export const MAX_TEXT_FILE_BYTES = 1024 * 1024;

export type ReadResult = { ok: true; source: SourceText; bytes: Buffer } | { ok: false; message: string; level: 'error' | 'note' };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Opens `path` for reading: O_NONBLOCK, so that a FIFO that slipped past discovery (or was swapped in since) cannot
 * hang the scan; `noFollow` refuses a symbolic link in the last component (ELOOP). The caller closes the descriptor;
 * the stat is the descriptor's, so it describes what is read, not what the path named a moment ago.
 */
export function openForReading(path: string, noFollow = false): { fd: number; stat: Stats } {
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (noFollow ? constants.O_NOFOLLOW ?? 0 : 0);
  const fd = openSync(path, flags);
  try {
    return { fd, stat: fstatSync(fd) };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/** Reads into `bytes` from offset `from` until it is full or the file ends; the number of bytes it then holds. */
export function readFully(fd: number, bytes: Buffer, from = 0): number {
  let read = from;
  while (read < bytes.length) {
    const n = readSync(fd, bytes, read, bytes.length - read, read);
    if (n === 0) break;
    read += n;
  }
  return read;
}

export function readBytes(path: string, maxBytes: number, noFollow = false): { ok: true; bytes: Buffer } | { ok: false; message: string; level: 'error' | 'note' } {
  let fd: number | undefined;
  try {
    const opened = openForReading(path, noFollow);
    fd = opened.fd;
    const size = opened.stat.size;
    if (!opened.stat.isFile()) return { ok: false, message: 'not a regular file; not read', level: 'note' };
    if (size > maxBytes) {
      return { ok: false, message: `not scanned: ${size} bytes is over the ${maxBytes}-byte limit for this kind of file`, level: 'error' };
    }
    const bytes = Buffer.alloc(size);
    const read = readFully(fd, bytes);
    return { ok: true, bytes: read === size ? bytes : bytes.subarray(0, read) };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'EACCES' || code === 'EPERM' ? 'permission denied'
      : code === 'ENOENT' ? 'the file disappeared during the scan'
      : code === 'EISDIR' ? 'is a directory'
      : code === 'ELOOP' ? 'it became a symbolic link during the scan' : code ?? String(e);
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
