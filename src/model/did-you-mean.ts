/**
 * "did you mean --format?": the closest known word to a mistyped one, by edit distance. Shared by the command line
 * (flags, rule ids), the settings file (keys, rule ids) and inline suppressions (rule ids).
 */

/** Levenshtein distance, with a bound: past `max` the exact number does not matter. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known word closest to `word`, when it is close enough to be a typo: at most a third of its length away (at
 * least 1, at most 3 edits), the first such word on a tie. Words over 100 characters are nobody's typo.
 */
export function closest(word: string, known: Iterable<string>): string | undefined {
  if (word.length > 100) return undefined;
  const max = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of known) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase(), max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** `; did you mean "x"?`, or nothing. */
export function didYouMean(word: string, known: Iterable<string>, quote = (s: string) => `"${s}"`): string {
  const match = closest(word, known);
  return match === undefined ? '' : `; did you mean ${quote(match)}?`;
}
