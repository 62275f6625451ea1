/**
 * What hidden-unicode counts as hidden: the characters (bidirectional controls, tag characters, zero-width and other
 * invisible format characters, control characters, runs of variation selectors), how runs of them are found in a
 * text, and how they are named in messages. Shared by the scan of a file's text and the scan of the strings its
 * escapes decode to (escapes.ts).
 */
import type { Level } from '../../src/model/types.js';

const NAMES: Record<number, string> = {
  0x00ad: 'SOFT HYPHEN', 0x034f: 'COMBINING GRAPHEME JOINER', 0x061c: 'ARABIC LETTER MARK', 0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER', 0x17b4: 'KHMER VOWEL INHERENT AQ', 0x17b5: 'KHMER VOWEL INHERENT AA', 0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER', 0x200d: 'ZERO WIDTH JOINER', 0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK', 0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x2060: 'WORD JOINER', 0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES', 0x2063: 'INVISIBLE SEPARATOR', 0x2064: 'INVISIBLE PLUS', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE', 0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE', 0xffa0: 'HALFWIDTH HANGUL FILLER', 0x0000: 'NULL', 0x0008: 'BACKSPACE', 0x000b: 'LINE TABULATION',
  0x001b: 'ESCAPE', 0x007f: 'DELETE', 0xfff9: 'INTERLINEAR ANNOTATION ANCHOR', 0xfffa: 'INTERLINEAR ANNOTATION SEPARATOR',
  0xfffb: 'INTERLINEAR ANNOTATION TERMINATOR', 0xe0001: 'LANGUAGE TAG', 0xe007f: 'CANCEL TAG',
};

const isBidi = (cp: number) => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
const isTag = (cp: number) => cp >= 0xe0000 && cp <= 0xe007f;
const isSelector = (cp: number) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
/**
 * Built on first use: a Unicode property class costs V8 a tenth of a millisecond or more to build, on every run, and
 * only a file with a character outside ASCII's controls ever asks.
 */
let unicodeClasses: { format: RegExp; pictographic: RegExp; letter: RegExp } | undefined;
const classes = () => (unicodeClasses ??= { format: /^\p{Cf}$/u, pictographic: /^\p{Extended_Pictographic}$/u, letter: /^[\p{L}\p{M}]$/u });
/** Invisible, but not in the Cf category: fillers and blanks that render as nothing. */
const BLANKS = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x3164, 0xffa0, 0x180b, 0x180c, 0x180d, 0x180f]);
/** Format characters that are drawn (prepended concatenation marks such as the Arabic number sign). */
const VISIBLE_FORMAT = new Set([0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd]);

export function describeChar(cp: number): string {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (NAMES[cp]) return `${hex} ${NAMES[cp]}`;
  if (isTag(cp)) return `${hex} TAG CHARACTER`;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `${hex} VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return `${hex} VARIATION SELECTOR-${cp - 0xe0100 + 17}`;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return `${hex} CONTROL CHARACTER`;
  return `${hex} INVISIBLE FORMAT CHARACTER`;
}

const codePointAt = (text: string, i: number) => (i >= 0 && i < text.length ? text.codePointAt(i)! : -1);
const charOf = (cp: number) => (cp < 0 ? '' : String.fromCodePoint(cp));
/** The code point that ends just before `i` (surrogate pairs included). */
function previous(text: string, i: number): number {
  if (i <= 0) return -1;
  const low = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? text.codePointAt(i - 2)! : low;
}

/** Joiners that belong where they are: inside emoji sequences, and between letters of scripts that need them. */
function joinerInPlace(cp: number, prev: number, next: number): boolean {
  const { letter, pictographic } = classes();
  const scriptLetter = (c: number) => c > 0x24f && letter.test(charOf(c));
  if (scriptLetter(prev) && scriptLetter(next)) return true;
  return cp === 0x200d && pictographic.test(charOf(next)) && (pictographic.test(charOf(prev)) || prev === 0xfe0f || (prev >= 0x1f3fb && prev <= 0x1f3ff));
}

function hiddenAt(text: string, i: number, cp: number): boolean {
  if (cp === 0x09 || cp === 0x0a || cp === 0x0d || cp === 0x0c) return false;
  if (cp === 0xfeff && i === 0) return false; // the byte order mark
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || BLANKS.has(cp)) return true;
  // one variation selector after a character is ordinary (emoji presentation); several in a row carry data
  if (isSelector(cp)) return isSelector(previous(text, i)) || isSelector(codePointAt(text, i + (cp > 0xffff ? 2 : 1)));
  if (!classes().format.test(charOf(cp)) || VISIBLE_FORMAT.has(cp)) return false;
  if (cp === 0x200c || cp === 0x200d) return !joinerInPlace(cp, previous(text, i), codePointAt(text, i + 1));
  return true;
}

export interface HiddenRun {
  start: number;
  end: number;
  codePoints: number[];
}

/**
 * The end of an emoji tag sequence starting at `at` (after U+1F3F4): two to six tag letters or digits
 * (U+E0061–E007A, U+E0030–E0039), then U+E007F CANCEL TAG, as Unicode's subdivision flags (`gbeng`) are written;
 * `at` itself when there is none, so that any other use of tag characters stays hidden.
 */
function flagTagsEnd(text: string, at: number): number {
  let i = at;
  let n = 0;
  for (; n < 7; n++) {
    const cp = codePointAt(text, i);
    if (cp === 0xe007f) return n >= 2 && n <= 6 ? i + 2 : at;
    if (!((cp >= 0xe0061 && cp <= 0xe007a) || (cp >= 0xe0030 && cp <= 0xe0039))) return at;
    i += 2;
  }
  return at;
}

/** Runs of adjacent hidden characters in `text`, in order. */
export function hiddenRuns(text: string): HiddenRun[] {
  const runs: HiddenRun[] = [];
  // Printable ASCII, tab and line breaks are never hidden: most configs are nothing else, and are done in one pass.
  if (!/[^\x20-\x7e\t\n\r]/.test(text)) return runs;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    if (cp >= 0x20 && cp < 0x7f) {
      i++;
      continue;
    }
    const size = cp > 0xffff ? 2 : 1;
    // a subdivision flag (England, Scotland, Wales): WAVING BLACK FLAG, tag letters, CANCEL TAG — drawn as one emoji
    if (cp === 0x1f3f4) {
      const flag = flagTagsEnd(text, i + size);
      if (flag > i + size) {
        i = flag;
        continue;
      }
    }
    if (hiddenAt(text, i, cp)) {
      const last = runs.at(-1);
      if (last && last.end === i) {
        last.end = i + size;
        last.codePoints.push(cp);
      } else runs.push({ start: i, end: i + size, codePoints: [cp] });
    }
    i += size;
  }
  return runs;
}

/** `U+202E RIGHT-TO-LEFT OVERRIDE, 3 × U+200B ZERO WIDTH SPACE`; tag characters with the ASCII they spell. */
export function describeRun(codePoints: number[]): string {
  const parts: string[] = [];
  const tags = codePoints.filter(isTag);
  if (tags.length) {
    const spelled = tags.map((cp) => cp - 0xe0000).filter((c) => c >= 0x20 && c < 0x7f).map((c) => String.fromCharCode(c)).join('');
    const shown = spelled.length > 80 ? `${spelled.slice(0, 80)}…` : spelled;
    parts.push(`${tags.length} × TAG CHARACTER (U+E0000–U+E007F)${spelled ? ` spelling the hidden text ${JSON.stringify(shown)}` : ''}`);
  }
  const counts = new Map<number, number>();
  for (const cp of codePoints) if (!isTag(cp)) counts.set(cp, (counts.get(cp) ?? 0) + 1);
  const entries = [...counts];
  for (const [cp, n] of entries.slice(0, 6)) parts.push(`${n > 1 ? `${n} × ` : ''}${describeChar(cp)}`);
  if (entries.length > 6) parts.push(`${entries.length - 6} more kinds`);
  return parts.join(', ');
}

export function why(codePoints: number[]): { level: Level; text: string } {
  if (codePoints.some(isTag)) return { level: 'error', text: 'Tag characters are invisible in editors and diffs but language models read them: a known way to smuggle instructions past review.' };
  if (codePoints.some(isBidi)) return { level: 'error', text: 'Bidirectional controls make text display in another order than programs read it (Trojan Source): what a reviewer sees is not what runs.' };
  return { level: 'warning', text: 'Invisible characters hide text from review and make a name or value differ from what it looks like.' };
}


/** `text` without the characters hiddenRuns finds in it. */
export function withoutHidden(text: string): string {
  // A leading space, so that a U+FEFF at the start of a name is not taken for a byte order mark.
  const padded = ` ${text}`;
  let out = '';
  let at = 1;
  for (const run of hiddenRuns(padded)) {
    out += padded.slice(at, run.start);
    at = run.end;
  }
  return out + padded.slice(at);
}
