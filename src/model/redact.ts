/** Secrets never leave the file: every output shows at most a short prefix and the length. */

/** How many leading characters of a secret may be shown: enough to name its kind (`ghp_`), never its entropy. */
export function visiblePrefix(secret: string): number {
  const kind = /^[A-Za-z]{2,10}[_-]/.exec(secret)?.[0].length ?? 0;
  return Math.min(kind, 8, Math.floor(secret.length / 4));
}

/** For messages: `ghp_… (40 chars)`. */
export function describeSecret(secret: string): string {
  const shown = secret.slice(0, visiblePrefix(secret));
  return `${shown}… (${secret.length} chars)`;
}

/** For code frames and diffs: same length, so columns and underlines still line up. */
export function maskInPlace(secret: string): string {
  const keep = visiblePrefix(secret);
  return secret.slice(0, keep) + '*'.repeat(secret.length - keep);
}
