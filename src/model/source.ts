/** Decoded file text and offset → line/column arithmetic. */
import type { Region, SourceText, Span, Str } from './types.js';

export function makeSource(path: string, display: string, text: string): SourceText {
  const bom = text.charCodeAt(0) === 0xfeff;
  const lineStarts = [bom ? 1 : 0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) lineStarts.push(i + 1);
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) lineStarts.push(i + 1);
  }
  return { path, display, text, bom, lineStarts };
}

/** 1-based line and column of an offset; the BOM is not a column. */
export function positionAt(source: Pick<SourceText, 'lineStarts'>, offset: number): { line: number; column: number } {
  const starts = source.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: Math.max(offset - starts[lo]!, 0) + 1 };
}

export function regionOf(source: Pick<SourceText, 'lineStarts'>, span: Span): Region {
  const start = positionAt(source, span.start);
  const end = positionAt(source, Math.max(span.end, span.start));
  return { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
}

/** The text of line `line` (1-based) without its line break. */
export function lineText(source: SourceText, line: number): string {
  const start = source.lineStarts[line - 1];
  if (start === undefined) return '';
  const next = source.lineStarts[line];
  let end = next === undefined ? source.text.length : next;
  while (end > start && (source.text[end - 1] === '\n' || source.text[end - 1] === '\r')) end--;
  return source.text.slice(start, end);
}

/** Text handed to parsers: the BOM becomes a space so that every offset stays where it is. */
export function parseableText(source: SourceText): string {
  return source.bom ? ' ' + source.text.slice(1) : source.text;
}

/** Source span of the characters `[start, end)` of a string's decoded value. */
export function valueSpan(str: Str, start = 0, end = str.value.length): Span {
  // An offsets table that does not cover the value (a damaged token) still yields a span inside the token.
  if (str.offsets) return { start: str.offsets[start] ?? str.span.end, end: str.offsets[end] ?? str.span.end };
  const base = str.span.start + str.quoteLength;
  return { start: base + start, end: base + end };
}

/** The line break a file uses most, so that inserted lines match it. */
export function lineBreakOf(text: string): '\n' | '\r\n' {
  const crlf = text.split('\r\n').length - 1;
  const lf = text.split('\n').length - 1 - crlf;
  return crlf > lf ? '\r\n' : '\n';
}
