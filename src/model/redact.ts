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

/**
 * A piece of a secret this long never reaches an output: the masker hides every such piece wherever it appears, so a
 * secret quoted whole, twice, cut by a window's edge or by a parser's truncated error message is hidden all the same.
 */
export const SECRET_PIECE = 8;
/**
 * Secrets shorter than a piece are hidden only where they appear whole, and only from this length: shorter values
 * (`pass`, `1234`) are ordinary words elsewhere. The span a rule reports is masked by position whatever its length.
 */
const MIN_WHOLE = 6;

/**
 * Knows secrets by value and hides them in any text: every occurrence, and every piece of {@link SECRET_PIECE}
 * characters, beyond the visible prefix `maskInPlace` keeps. Masked text keeps its length, so code frames still line
 * up. Linear in the text: one map look-up per position, whatever the number of secrets.
 */
export class Masker {
  /** piece → how many of its leading characters may stay visible (those inside a secret's visible prefix) */
  private readonly pieces = new Map<string, number>();
  /** secrets shorter than a piece, by length → value → visible prefix */
  private readonly short = new Map<number, Map<string, number>>();
  private readonly known = new Set<string>();

  add(secret: string): void {
    if (secret.length < MIN_WHOLE || this.known.has(secret)) return;
    this.known.add(secret);
    const prefix = visiblePrefix(secret);
    if (secret.length < SECRET_PIECE) {
      let byValue = this.short.get(secret.length);
      if (!byValue) this.short.set(secret.length, (byValue = new Map()));
      byValue.set(secret, prefix);
      return;
    }
    for (let k = 0; k + SECRET_PIECE <= secret.length; k++) {
      const piece = secret.slice(k, k + SECRET_PIECE);
      const keep = Math.max(0, prefix - k);
      const before = this.pieces.get(piece);
      if (before === undefined || keep < before) this.pieces.set(piece, keep);
    }
  }

  get size(): number {
    return this.known.size;
  }

  mask(text: string): string {
    if (!this.known.size) return text;
    let hidden: Uint8Array | undefined;
    const hide = (from: number, to: number) => (hidden ??= new Uint8Array(text.length)).fill(1, from, to);
    if (this.pieces.size) {
      for (let i = 0; i + SECRET_PIECE <= text.length; i++) {
        const keep = this.pieces.get(text.slice(i, i + SECRET_PIECE));
        if (keep !== undefined) hide(i + keep, i + SECRET_PIECE);
      }
    }
    for (const [length, byValue] of this.short) {
      for (let i = 0; i + length <= text.length; i++) {
        const keep = byValue.get(text.slice(i, i + length));
        if (keep !== undefined) hide(i + keep, i + length);
      }
    }
    if (!hidden) return text;
    let out = '';
    let run = 0;
    for (let i = 0; i <= text.length; i++) {
      if (i < text.length && !hidden[i]) continue;
      out += text.slice(run, i);
      if (i < text.length) out += '*';
      run = i + 1;
    }
    return out;
  }
}
