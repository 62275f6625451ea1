/**
 * TOML string tokens: decoding a basic, literal or multi-line string the way smol-toml does, with the source offset
 * of each decoded character. Separate from the scanner (toml-scan.ts) because decoding depends only on the text and
 * where the token starts, and it is where the scanner must agree with smol-toml value for value.
 */
import type { Span } from '../model/types.js';

export interface ScannedString {
  value: string;
  span: Span;
  quoteLength: number;
  offsets?: number[];
}

const SHORT_ESCAPES: Record<string, string> = {
  b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', e: '\x1b', '"': '"', '\\': '\\',
};
const HEX_LENGTH: Record<string, number> = { x: 2, u: 4, U: 8 };

export const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t';
export const isLineBreak = (c: string | undefined): boolean => c === '\n' || c === '\r';

/**
 * Decodes a string token the way smol-toml does (multi-line strings keep their raw line breaks). offsets[i] is where
 * value character i starts; an escape maps all of its characters (a surrogate pair from `\U…`) to the backslash;
 * the final entry is where the last character's source ends.
 */
export function scanString(s: string, start: number): ScannedString {
  const q = s[start]!;
  const literal = q === "'";
  const multi = s[start + 1] === q && s[start + 2] === q;
  const quoteLength = multi ? 3 : 1;
  let p = start + quoteLength;
  if (multi) {
    if (s[p] === '\n') p++;
    else if (s[p] === '\r' && s[p + 1] === '\n') p += 2;
  }
  let value = '';
  const offsets: number[] = [];
  let lastEnd = p;
  const add = (decoded: string, at: number, next: number): void => {
    value += decoded;
    for (let i = 0; i < decoded.length; i++) offsets.push(at);
    p = lastEnd = next;
    trimmed = false;
  };
  let closed = false;
  let trimmed = false;
  while (p < s.length) {
    const c = s[p]!;
    if (c === q && (!multi || (s[p + 1] === q && s[p + 2] === q))) {
      // In a multi-line string, up to two quotes right before the closing three belong to the value, except (in
      // smol-toml, the authority on values) right after a line-ending backslash, where it drops them.
      for (let extra = multi ? Math.min(countRun(s, p, q) - 3, 2) : 0; extra > 0; extra--) {
        if (trimmed) p++;
        else add(q, p, p + 1);
      }
      p += quoteLength;
      closed = true;
      break;
    }
    if (!multi && isLineBreak(c)) break;
    if (!literal && c === '\\') {
      const e = s[p + 1] ?? '';
      const short = SHORT_ESCAPES[e];
      const hexLength = HEX_LENGTH[e];
      if (short !== undefined) {
        add(short, p, p + 2);
        continue;
      }
      if (hexLength !== undefined) {
        const hex = s.slice(p + 2, p + 2 + hexLength);
        const code = new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(hex) ? parseInt(hex, 16) : -1;
        if (code >= 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)) {
          add(String.fromCodePoint(code), p, p + 2 + hexLength);
          continue;
        }
      }
      if (multi) {
        // A line-ending backslash trims the line break and all blanks up to the next visible character.
        let j = p + 1;
        while (isSpace(s[j])) j++;
        if (s[j] === '\n' || (s[j] === '\r' && s[j + 1] === '\n')) {
          while (isSpace(s[j]) || isLineBreak(s[j])) j++;
          p = j;
          trimmed = true;
          continue;
        }
      }
    }
    add(c, p, p + 1);
  }
  offsets.push(lastEnd);
  const result: ScannedString = { value, span: { start, end: p }, quoteLength };
  // Without offsets, callers assume the value is the raw text between the delimiters.
  if (!closed || s.slice(start + quoteLength, p - quoteLength) !== value) result.offsets = offsets;
  return result;
}

function countRun(s: string, p: number, q: string): number {
  let n = 0;
  while (s[p + n] === q) n++;
  return n;
}
