/**
 * mcp-audit's own files — the settings file, a baseline, the review lockfile — read with the one safe reader
 * (read.ts: no FIFO, device or oversize file is ever read). One found by name in a folder of the scanned tree must
 * stay inside that folder: a symbolic link out of it is refused, so a repository cannot make mcp-audit read a file of
 * the machine (and quote it in an error). One the user named on the command line (`--config`, `--baseline`) may be
 * anywhere. Every message is one line and never quotes the file: a JSON syntax error is given by line and column,
 * not by JSON.parse's message, which quotes the text around it.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { parse, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { isInside, safeRealpath } from './paths.js';
import { decodeText, readBytes } from './read.js';

/** The folder a file found by name must resolve inside, and how messages call it ("the scan root"). */
export interface Containment {
  folder: string;
  name: string;
}

export type OwnFile = { ok: true; text: string } | { ok: false; message: string };

/** The file's text (a leading BOM dropped), or in one line why it cannot be read. */
export function readOwnFile(path: string, maxBytes: number, within?: Containment): OwnFile {
  let real: string;
  try {
    real = realpathSync(path);
  } catch (e) {
    return { ok: false, message: whyUnresolved(path, e) };
  }
  if (within && !isInside(real, safeRealpath(within.folder) ?? within.folder)) {
    return { ok: false, message: `symbolic link pointing outside ${within.name}; not read` };
  }
  // The real path, refusing a link in its last part: what was checked above is what is read, even if a link was
  // swapped in since.
  const raw = readBytes(real, maxBytes, true);
  if (!raw.ok) return { ok: false, message: raw.message.replace(/^could not read file: /, '') };
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok) return { ok: false, message: decoded.message };
  return { ok: true, text: decoded.text.replace(/^\ufeff/, '') };
}

function whyUnresolved(path: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  let link = false;
  try {
    link = lstatSync(path).isSymbolicLink();
  } catch {
    // not there at all
  }
  if (link && (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR')) return 'broken symbolic link (its target is missing, or it loops); not read';
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code ?? String(e);
}

/** JSON.parse, with a syntax error described by its kind and position (`value expected at line 3, column 12`). */
export function parseOwnJson(text: string): { ok: true; data: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: describeSyntaxError(text, (e as Error).message) };
  }
}

function describeSyntaxError(text: string, native: string): string {
  let first: ParseError | undefined;
  try {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    first = errors[0];
  } catch {
    // nested deep enough to exhaust jsonc-parser's stack: JSON.parse's position, when it gives one
  }
  if (first) return `${words(printParseErrorCode(first.error))} at ${lineColumn(text, first.offset)}`;
  // Where jsonc-parser is more lenient than JSON.parse (control characters in strings): JSON.parse's words, only
  // when they quote nothing.
  const m = /^([A-Za-z ]+) in JSON at position (\d+)/.exec(native);
  return m ? `${m[1]!.toLowerCase()} at ${lineColumn(text, Number(m[2]))}` : 'syntax error';
}

/** `InvalidSymbol` → `invalid symbol`. */
function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, Math.min(offset, text.length));
  const lastBreak = before.lastIndexOf('\n');
  let line = 1;
  for (let i = before.indexOf('\n'); i >= 0; i = before.indexOf('\n', i + 1)) line++;
  return `line ${line}, column ${before.length - lastBreak}`;
}
