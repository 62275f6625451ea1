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

/** The base of the rolling hash that finds candidate pieces without copying any text. */
const BASE = 31;
/** BASE ** (SECRET_PIECE - 1), mod 2^32: the weight of the character that leaves the window. */
const TOP = Array.from({ length: SECRET_PIECE - 1 }).reduce<number>((h) => Math.imul(h, BASE), 1);
/**
 * The pieces' hashes, as a bitmap of this many bits (2^20: 128 KB) indexed by the hash's low bits: one look-up per
 * character of every text masked, where a Set's cost showed in a monorepo's profile (17 ms). A bit that is set only
 * makes the piece itself be compared.
 */
const FILTER_BITS = 20;
const FILTER_MASK = (1 << FILTER_BITS) - 1;
/** Texts from this long are remembered once masked (shorter ones cost less to mask than to look up), this many
 * characters of them (masked texts are kept too: twice that in memory at most). */
const MEMO_FROM = 256;
const MEMO_CHARS = 16 * 1024 * 1024;

function pieceHash(text: string, start: number): number {
  let h = 0;
  for (let k = 0; k < SECRET_PIECE; k++) h = (Math.imul(h, BASE) + text.charCodeAt(start + k)) | 0;
  return h;
}

/**
 * Knows secrets by value and hides them in any text: every occurrence, and every piece of {@link SECRET_PIECE}
 * characters, beyond the visible prefix `maskInPlace` keeps. Masked text keeps its length, so code frames still line
 * up. Linear in the text whatever the number of secrets: a rolling hash of each window of the text is looked up, and
 * only a window whose hash is a piece's is copied and compared.
 */
export class Masker {
  /** piece → how many of its leading characters may stay visible (those inside a secret's visible prefix) */
  private readonly pieces = new Map<string, number>();
  /** bit (hash & FILTER_MASK) set for the hash of every piece; built with the first piece */
  private filter: Uint32Array | undefined;
  /** secrets shorter than a piece, by length → value → visible prefix */
  private readonly short = new Map<number, Map<string, number>>();
  private readonly known = new Set<string>();

  add(secret: string): void {
    if (secret.length < MIN_WHOLE || this.known.has(secret)) return;
    this.known.add(secret);
    this.clearMemo();
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
      const bit = pieceHash(piece, 0) & FILTER_MASK;
      (this.filter ??= new Uint32Array((FILTER_MASK + 1) >>> 5))[bit >>> 5]! |= 1 << (bit & 31);
    }
  }

  get size(): number {
    return this.known.size;
  }

  /**
   * Texts masked since the last secret was learned: every finding at one place masks the same location, message
   * prefix and frame line (a key of 50,000 characters holding a thousand tokens was masked once per token).
   */
  private readonly masked = new Map<string, string>();
  private memoChars = 0;

  private clearMemo(): void {
    this.masked.clear();
    this.memoChars = 0;
  }

  mask(text: string): string {
    if (!this.known.size) return text;
    if (text.length < MEMO_FROM) return this.maskText(text);
    let out = this.masked.get(text);
    if (out === undefined) {
      out = this.maskText(text);
      if (this.memoChars + text.length > MEMO_CHARS) this.clearMemo();
      this.masked.set(text, out);
      this.memoChars += text.length;
    }
    return out;
  }

  private maskText(text: string): string {
    let hidden: Uint8Array | undefined;
    const hide = (from: number, to: number) => (hidden ??= new Uint8Array(text.length)).fill(1, from, to);
    const filter = this.filter;
    if (filter && text.length >= SECRET_PIECE) {
      let h = pieceHash(text, 0);
      for (let i = 0; ; i++) {
        const bit = h & FILTER_MASK;
        if (filter[bit >>> 5]! & (1 << (bit & 31))) {
          const keep = this.pieces.get(text.slice(i, i + SECRET_PIECE));
          if (keep !== undefined) hide(i + keep, i + SECRET_PIECE);
        }
        if (i + SECRET_PIECE >= text.length) break;
        h = (Math.imul(h - Math.imul(text.charCodeAt(i), TOP), BASE) + text.charCodeAt(i + SECRET_PIECE)) | 0;
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
