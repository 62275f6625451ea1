/**
 * Code frames: the lines of a finding as the text report shows them, every secret masked, each character that would
 * drive a terminal replaced, long lines cut to a window around the finding. Built from the window alone (and a little
 * around it), never from the whole line: a minified file is one line of up to a megabyte with thousands of findings,
 * and redoing the line's work for each of them made the text report quadratic. What a finding pays is proportional
 * to the window it shows.
 */
import { UNPRINTABLE } from '../model/printable.js';
import { SECRET_PIECE, visiblePrefix } from '../model/redact.js';
import type { Finding, Region, SourceText, Span } from '../model/types.js';
import type { Redaction } from './redaction.js';

export type Snippet = NonNullable<Finding['snippet']>;

const MAX_SNIPPET_LINES = 4;
/** A code frame shows at most this many characters of a line, around the finding (minified files are one line). */
const MAX_SNIPPET_WIDTH = 160;
/**
 * How far beyond the window the masker reads. A secret's character inside the window belongs to a piece of the secret
 * that lies within a piece's length of it, so a secret cut by the window's edge is masked up to the edge, however long
 * it is; and the window stays the same size whatever the secrets, so a long line's frames cost the same.
 */
const REACH = SECRET_PIECE;

/** The code frames of a scan's findings, masked by the scan's one masker. */
export class CodeFrames {
  constructor(private readonly redaction: Redaction) {}

  draw(source: SourceText, finding: Finding): Snippet {
    return codeFrame(source, finding.region, this.redaction);
  }
}

export function codeFrame(source: SourceText, region: Region, redaction: Redaction): Snippet {
  const out: Snippet = [];
  const spans = redaction.spansOf(source.path);
  const last = Math.min(region.endLine, region.startLine + MAX_SNIPPET_LINES - 1);
  for (let line = region.startLine; line <= last; line++) {
    const start = source.lineStarts[line - 1];
    if (start === undefined) break;
    const length = lineEnd(source, line) - start;
    // A long line (minified JSON) is cut to a window around the finding; `column` says where the window starts.
    const at = line === region.startLine ? region.startColumn - 1 : 0;
    const from = length <= MAX_SNIPPET_WIDTH ? 0 : Math.max(0, Math.min(at - MAX_SNIPPET_WIDTH / 4, length - MAX_SNIPPET_WIDTH));
    const to = Math.min(length, from + MAX_SNIPPET_WIDTH);
    const a = Math.max(0, from - REACH);
    const b = Math.min(length, to + REACH);
    const masked = redaction.mask(maskSpans(source.text, start + a, start + b, spans));
    // Control, invisible and bidi characters would drive, hide or reorder what the terminal shows: one '?' per code
    // unit keeps columns.
    const text = masked.replace(UNPRINTABLE, (c) => '?'.repeat(c.length)).slice(from - a, to - a);
    out.push(from === 0 && to === length ? { line, text } : { line, text, column: from + 1 });
  }
  return out;
}

/** Where line `line` ends, before its line break. */
function lineEnd(source: SourceText, line: number): number {
  const next = source.lineStarts[line];
  let end = next === undefined ? source.text.length : next;
  const start = source.lineStarts[line - 1]!;
  while (end > start && (source.text[end - 1] === '\n' || source.text[end - 1] === '\r')) end--;
  return end;
}

/** `text[lo, hi)` with the secret spans in it masked by position (the kind's prefix kept, as `maskInPlace` does). */
export function maskSpans(text: string, lo: number, hi: number, spans: Span[]): string {
  let first = 0;
  let high = spans.length;
  while (first < high) {
    const mid = (first + high) >> 1;
    if (spans[mid]!.end <= lo) first = mid + 1;
    else high = mid;
  }
  let out = '';
  let at = lo;
  for (let i = first; i < spans.length && spans[i]!.start < hi; i++) {
    const s = spans[i]!;
    const keepUntil = s.start + visiblePrefix(text.slice(s.start, s.end));
    const from = Math.max(s.start, lo);
    const to = Math.min(s.end, hi);
    const shown = Math.min(Math.max(keepUntil, from), to);
    out += text.slice(at, shown) + '*'.repeat(to - shown);
    at = to;
  }
  return out + text.slice(at, hi);
}
