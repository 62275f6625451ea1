/**
 * Code frames: the lines of a finding as the text report shows them, unprintable characters as '?', secrets masked,
 * long lines cut to a window around the finding. Each line is prepared once and each window of it drawn once,
 * however many findings point at it: a minified file is one line of up to a megabyte with thousands of findings, and
 * redoing the line's work for each of them made the text report quadratic. What a finding pays is proportional to
 * the window it shows.
 */
import { secretsInLine } from '../analysis/secrets-in-line.js';
import { maskInPlace } from '../model/redact.js';
import { UNPRINTABLE } from '../model/printable.js';
import { lineText, positionAt } from '../model/source.js';
import type { Finding, SourceText, Span } from '../model/types.js';
import { tokenFormats } from '../../rules/hardcoded-secret.js';

/**
 * The secret backstop reads a line once, in blocks of this many characters, each with SECRET_CONTEXT characters of
 * the text on either side, so that a secret cut by a block's edge (or a window's) is still seen whole.
 */
const BLOCK = 1024;
const SECRET_CONTEXT = 256;

const MAX_SNIPPET_LINES = 4;
/** A code frame shows at most this many characters of a line, around the finding (minified files are one line). */
const MAX_SNIPPET_WIDTH = 160;

/** The code frames of a scan's findings; `secrets` are the spans the rules reported as secrets, by file path. */
export class CodeFrames {
  private readonly files = new Map<string, FrameLines>();

  constructor(private readonly secrets: Map<string, Span[]>) {}

  draw(source: SourceText, finding: Finding): NonNullable<Finding['snippet']> {
    let lines = this.files.get(source.path);
    if (!lines) this.files.set(source.path, (lines = new FrameLines(source, this.secrets.get(source.path) ?? [])));
    const out: NonNullable<Finding['snippet']> = [];
    const last = Math.min(finding.region.endLine, finding.region.startLine + MAX_SNIPPET_LINES - 1);
    for (let line = finding.region.startLine; line <= last; line++) {
      const length = lines.length(line);
      // A long line (minified JSON) is cut to a window around the finding; `column` says where the window starts.
      const at = line === finding.region.startLine ? finding.region.startColumn - 1 : 0;
      const from = length <= MAX_SNIPPET_WIDTH ? 0 : Math.max(0, Math.min(at - MAX_SNIPPET_WIDTH / 4, length - MAX_SNIPPET_WIDTH));
      const to = Math.min(length, from + MAX_SNIPPET_WIDTH);
      const text = lines.window(line, from, to);
      out.push(from === 0 && to === length ? { line, text } : { line, text, column: from + 1 });
    }
    return out;
  }
}

interface Line {
  /** the line, each unprintable code unit a '?' (columns kept) */
  shown: string;
  /** `shown` with the secrets the rules reported masked */
  masked: string;
  /** `covered[i]`: how many characters before column i lie in a reported secret (absent when none does) */
  covered: Int32Array | undefined;
  /** drawn windows, by their first column */
  windows: Map<number, string>;
  /** what the backstop saw in each block read so far, in line columns */
  blocks: Map<number, Span[]>;
}

/** The lines of one file as its frames show them. */
class FrameLines {
  private readonly lines = new Map<number, Line>();
  /** reported secrets by the lines they touch, in report order (the order they are masked in) */
  private readonly secretsByLine = new Map<number, Span[]>();

  constructor(private readonly source: SourceText, secrets: Span[]) {
    for (const secret of secrets) {
      // an empty span masks nothing
      if (secret.end <= secret.start) continue;
      const last = positionAt(source, secret.end - 1).line;
      for (let line = positionAt(source, secret.start).line; line <= last; line++) {
        const spans = this.secretsByLine.get(line);
        if (spans) spans.push(secret);
        else this.secretsByLine.set(line, [secret]);
      }
    }
  }

  /** The length of line `line` (1-based), which every window of it keeps. */
  length(line: number): number {
    return this.line(line).shown.length;
  }

  /**
   * Columns `[from, to)` of the line as a frame shows them: the secrets the rules reported masked as reported (their
   * kind's prefix kept), and, as a backstop for files that did not parse or a disabled secret rule, any token format,
   * URL password or credential the detector sees on the line.
   */
  window(line: number, from: number, to: number): string {
    const row = this.line(line);
    const cached = row.windows.get(from);
    if (cached !== undefined) return cached;
    const seen = this.seen(row, from, to);
    const start = Math.min(from, ...seen.map((s) => s.start));
    const end = Math.max(to, ...seen.map((s) => s.end));
    let text = row.masked.slice(start, end);
    for (const s of seen) text = text.slice(0, s.start - start) + maskInPlace(text.slice(s.start - start, s.end - start)) + text.slice(s.end - start);
    const drawn = text.slice(from - start, to - start);
    row.windows.set(from, drawn);
    return drawn;
  }

  /** What the backstop sees overlapping columns `[from, to)` but the secrets the rules reported, each once. */
  private seen(row: Line, from: number, to: number): Span[] {
    const out: Span[] = [];
    const taken = new Set<string>();
    for (let block = Math.floor(from / BLOCK); block * BLOCK < Math.max(to, from + 1); block++) {
      for (const s of this.block(row, block)) {
        const key = `${s.start}:${s.end}`;
        if (s.start < to && from < s.end && !taken.has(key)) {
          taken.add(key);
          out.push(s);
        }
      }
    }
    return out;
  }

  private block(row: Line, block: number): Span[] {
    let spans = row.blocks.get(block);
    if (spans) return spans;
    const start = Math.max(0, block * BLOCK - SECRET_CONTEXT);
    const end = Math.min(row.shown.length, (block + 1) * BLOCK + SECRET_CONTEXT);
    const { covered } = row;
    spans = secretsInLine(row.shown.slice(start, end), tokenFormats)
      .map((s) => ({ start: s.start + start, end: s.end + start }))
      // a reported secret is masked as reported (its kind's prefix kept), not again over the prefix
      .filter((s) => !covered || covered[s.end]! <= covered[s.start]!);
    row.blocks.set(block, spans);
    return spans;
  }

  private line(n: number): Line {
    let row = this.lines.get(n);
    if (row) return row;
    // Control, invisible and bidi characters would drive, hide or reorder what the terminal shows: one '?' per code
    // unit keeps columns.
    const shown = lineText(this.source, n).replace(UNPRINTABLE, (c) => '?'.repeat(c.length));
    const start = this.source.lineStarts[n - 1] ?? 0;
    const spans = (this.secretsByLine.get(n) ?? [])
      .map((s) => ({ start: Math.max(s.start - start, 0), end: Math.min(s.end - start, shown.length) }))
      .filter((s) => s.start < s.end);
    row = {
      shown, masked: spans.length ? maskSpans(shown, spans) : shown, covered: spans.length ? coverage(spans, shown.length) : undefined,
      windows: new Map(), blocks: new Map(),
    };
    this.lines.set(n, row);
    return row;
  }
}

/** `text` with each span masked in turn, each seeing the masks before it (as if spliced one by one), in one pass. */
function maskSpans(text: string, spans: Span[]): string {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  for (const { start, end } of spans) {
    const masked = maskInPlace(fromCodes(codes, start, end));
    for (let k = 0; k < masked.length; k++) codes[start + k] = masked.charCodeAt(k);
  }
  return fromCodes(codes, 0, codes.length);
}

/** Code units to a string, in chunks (a spread of a megabyte would overflow the stack); lone surrogates kept. */
function fromCodes(codes: Uint16Array, from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i += 8192) out += String.fromCharCode(...codes.subarray(i, Math.min(i + 8192, to)));
  return out;
}

/** Prefix counts of the columns inside at least one span: `[a, b)` holds a covered column iff `c[b] > c[a]`. */
function coverage(spans: Span[], length: number): Int32Array {
  const delta = new Int32Array(length + 1);
  for (const { start, end } of spans) {
    delta[start]!++;
    delta[end]!--;
  }
  const counts = new Int32Array(length + 1);
  let depth = 0;
  for (let i = 0; i < length; i++) {
    depth += delta[i]!;
    counts[i + 1] = counts[i]! + (depth > 0 ? 1 : 0);
  }
  return counts;
}
