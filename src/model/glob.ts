/**
 * Globs for settings: paths to ignore (`ignore`, `ignoreFindings[].file`), package names to allow
 * (`unpinned-package`'s `allow`).
 *
 * `**` is any number of folders, `*` any characters but `/`, `?` one character but `/`, `{a,b}` alternatives (each
 * a glob of its own, `/` allowed), `\` makes the next character literal; every other character, `[` and `!`
 * included, is itself. A pattern naming a folder covers what is inside it. A `{` or `}` that does not pair up, a
 * lone `\` at the end, or more than MAX_ALTERNATIVES alternatives is an error, reported as a usage error naming the
 * setting.
 *
 * Matched by a scan, not a regex: a glob compiled to a backtracking regex (picomatch's `*a*a*a*b` → `[^/]*?a[^/]*?a…`)
 * takes time exponential in its stars on a long name. Here a segment is matched with the wildcard algorithm that only
 * remembers its last star, and the segments of a path with the same algorithm one level up, where `**` is the star:
 * time in proportion to the glob's length times the path's, whatever the glob.
 */

export class GlobError extends Error {}

export interface Glob {
  source: string;
  test(path: string): boolean;
}

/** Longest glob accepted, and most alternatives its braces may expand to. */
export const MAX_GLOB_LENGTH = 1000;
export const MAX_ALTERNATIVES = 256;

type Token = { kind: 'char'; char: string } | { kind: 'any' } | { kind: 'star' };
/** One path segment's pattern, or `**`. */
type Segment = Token[] | 'globstar';

export function compileGlob(glob: string): Glob {
  if (glob.length > MAX_GLOB_LENGTH) throw new GlobError(`is longer than ${MAX_GLOB_LENGTH} characters`);
  const patterns = expandBraces(glob).map(segmentsOf);
  return { source: glob, test: (path) => matchesAny(patterns, path.split('/')) };
}

function matchesAny(patterns: Segment[][], names: string[]): boolean {
  return patterns.some((segments) => matchSequence(segments, names, (segment, name) => matchSegment(segment, [...name])));
}

// ---------------------------------------------------------------------------------------------------------------
// Braces

/** A run of pattern text (escapes kept as they are) and brace groups. */
type Sequence = (string | Sequence[])[];

/** `a{b,c{d,e}}` → `['ab', 'acd', 'ace']`. Escapes stay in the text, for `segmentsOf` to read. */
function expandBraces(glob: string): string[] {
  let out = [''];
  for (const part of parseBraces(glob)) out = product(out, typeof part === 'string' ? [part] : part.flatMap(expandSequence));
  return out;
}

function expandSequence(sequence: Sequence): string[] {
  let out = [''];
  for (const part of sequence) out = product(out, typeof part === 'string' ? [part] : part.flatMap(expandSequence));
  return out;
}

function product(heads: string[], tails: string[]): string[] {
  if (heads.length * tails.length > MAX_ALTERNATIVES) throw new GlobError(`expands to more than ${MAX_ALTERNATIVES} alternatives`);
  return heads.flatMap((head) => tails.map((tail) => head + tail));
}

/** The glob as text and groups of alternatives. A `{…}` without a comma is text, as in a shell: `{a}` is `{a}`. */
function parseBraces(glob: string): Sequence {
  // open[i] is a group being read: its alternatives so far, the last one being added to.
  const root: Sequence = [];
  const open: Sequence[][] = [];
  const current = () => (open.length ? open[open.length - 1]!.at(-1)! : root);
  const addText = (text: string) => {
    const seq = current();
    if (typeof seq.at(-1) === 'string') seq[seq.length - 1] += text;
    else seq.push(text);
  };
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '\\') {
      if (i + 1 >= glob.length) throw new GlobError('ends with a lone \\');
      addText(glob.slice(i, i + 2));
      i++;
    } else if (c === '{') {
      open.push([[]]);
    } else if (c === ',' && open.length) {
      open[open.length - 1]!.push([]);
    } else if (c === '}') {
      const group = open.pop();
      if (!group) throw new GlobError('has a } with no { before it');
      if (group.length > 1) current().push(group);
      else for (const part of ['{', ...group[0]!, '}']) typeof part === 'string' ? addText(part) : current().push(part);
    } else {
      addText(c);
    }
  }
  if (open.length) throw new GlobError('has a { with no } after it');
  return root;
}

// ---------------------------------------------------------------------------------------------------------------
// Segments

/** One expanded pattern as segments; a trailing `**` makes it cover what is inside the folder it names. */
function segmentsOf(pattern: string): Segment[] {
  const texts: string[] = [''];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '/') texts.push('');
    else {
      const length = pattern[i] === '\\' ? 2 : 1;
      texts[texts.length - 1] += pattern.slice(i, i + length);
      i += length - 1;
    }
  }
  while (texts.length > 1 && texts.at(-1) === '') texts.pop();
  return [...texts.map((text): Segment => (text === '**' ? 'globstar' : tokensOf(text))), 'globstar'];
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\') tokens.push({ kind: 'char', char: chars[++i]! });
    else if (c === '?') tokens.push({ kind: 'any' });
    // `a**b` is `a*b`: `**` crosses folders only as a whole segment.
    else if (c === '*') {
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else tokens.push({ kind: 'char', char: c });
  }
  return tokens;
}

function matchSegment(tokens: Segment, chars: string[]): boolean {
  if (tokens === 'globstar') return false;
  return matchSequence(tokens.map((t) => (t.kind === 'star' ? 'star' : t)), chars, (t, c) => t.kind === 'any' || t.char === c);
}

/**
 * Does `pattern` match all of `items`, where 'star' matches any run of items and every other element exactly one?
 * On a mismatch the last star takes one more item and the rest is matched again from there; an earlier star never
 * needs to take more (whatever it could take, the last one can), so the work is at most |pattern| × |items| steps.
 */
function matchSequence<P, I>(pattern: (P | 'star' | 'globstar')[], items: I[], matchOne: (p: P, item: I) => boolean): boolean {
  const isStar = (p: P | 'star' | 'globstar' | undefined) => p === 'star' || p === 'globstar';
  let p = 0;
  let n = 0;
  let starP = -1;
  let starN = 0;
  while (n < items.length) {
    const element = pattern[p];
    if (element !== undefined && !isStar(element) && matchOne(element as P, items[n]!)) {
      p++;
      n++;
    } else if (isStar(element)) {
      starP = p++;
      starN = n;
    } else if (starP >= 0) {
      p = starP + 1;
      n = ++starN;
    } else {
      return false;
    }
  }
  while (isStar(pattern[p])) p++;
  return p === pattern.length;
}
