/**
 * How alike two package names are: the optimal-string-alignment distance (Damerau–Levenshtein where no substring is
 * edited twice: insertions, deletions, substitutions and swaps of two neighbours each cost one), and a confusable
 * skeleton in the manner of Unicode TS #39, reduced to what an npm, PyPI or image name can hold: digits and letters
 * that read alike in a terminal font (`0`/`o`, `1`/`l`/`i`, `rn`/`m`, `vv`/`w`) and the Cyrillic and Greek letters
 * that NFKC leaves apart from their Latin twins.
 */

/** Optimal-string-alignment distance; stops early (returns `limit + 1`) once every alignment costs more than `limit`. */
export function osaDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let previous2 = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(width);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, previous2[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits tolerated for a name part of `length` characters (issue thresholds): none under 5, one up to 9, two from 10. */
export function typoThreshold(length: number): number {
  if (length < 5) return 0;
  return length < 10 ? 1 : 2;
}

const CONFUSABLE: Record<string, string> = {
  '0': 'o', '1': 'l', i: 'l', '|': 'l', '5': 's', '3': 'e',
  // Cyrillic
  'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'ѕ': 's', 'і': 'l', 'ј': 'j', 'х': 'x', 'у': 'y', 'ԁ': 'd', 'һ': 'h', 'ӏ': 'l',
  // Greek
  'α': 'a', 'ο': 'o', 'ρ': 'p', 'ν': 'v', 'ι': 'l', 'κ': 'k', 'τ': 't',
};

/** The name as it reads: NFKC, lower case, confusable characters folded, `rn` → `m`, `vv` → `w`. */
export function skeleton(name: string): string {
  let out = '';
  for (const ch of name.normalize('NFKC').toLowerCase()) out += CONFUSABLE[ch] ?? ch;
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** Equal once the separators npm and PyPI users mix up are removed: `server-filesystem` / `server_filesystem` / `serverfilesystem`. */
export function withoutSeparators(name: string): string {
  return name.replace(/[-_.]/g, '');
}
