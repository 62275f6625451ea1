/**
 * The backstop behind every code frame and diff: secrets visible in one line of text, found without a parse — known
 * token formats, URL passwords, `Bearer`/`Basic` credentials, and values of secret-looking keys (`"API_KEY": "…"`,
 * `API_KEY = "…"`). Used where no rule may have reported them: a file that did not parse, or the secret rule is off.
 * The token formats are passed in: the catalog is rule data (`rules/token-formats.json`), and analysis knows no rule.
 */
import type { TokenFormat } from './secret-formats.js';
import { looksLikeSecret, shannonEntropy } from './secret-values.js';
import { findSecrets } from './secrets.js';
import { isAuthorizationHeader, secretKeyKind } from './secret-names.js';
import type { Span } from '../model/types.js';

/** A quoted word of token characters: what a credential without a recognisable name or format looks like. */
const QUOTED_WORD = /(["'])([A-Za-z0-9_\-+/=.~]{20,})\1/g;

/** `"key": "value"`, `key = "value"`, `key: value` — the value's quotes excluded. */
const KEYED = /["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s,"'{}[\]#]+))/g;

export function secretsInLine(line: string, tokenFormats: TokenFormat[]): Span[] {
  const spans: Span[] = findSecrets(line, { slot: 'other' }, tokenFormats).map((m) => ({ start: m.start, end: m.end }));
  for (const m of line.matchAll(KEYED)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (!value) continue;
    const offset = m.index! + m[0].length - value.length - (m[4] === undefined ? 1 : 0);
    const key = m[1]!;
    // A key that names no secret adds nothing to either reading: one scan says what both would.
    const slots = secretKeyKind(key) || isAuthorizationHeader(key) ? (['env', 'header'] as const) : (['env'] as const);
    for (const slot of slots) {
      for (const s of findSecrets(value, { slot, key }, tokenFormats)) spans.push({ start: offset + s.start, end: offset + s.end });
    }
  }
  // Over-masking a code frame costs nothing; showing a token costs a rotation. A long quoted word mixing upper and
  // lower case and digits, with high entropy, is masked even with no name to say what it is (a file that did not parse).
  for (const m of line.matchAll(QUOTED_WORD)) {
    const value = m[2]!;
    if (/[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= 3.5 && looksLikeSecret(value, 'token')) {
      spans.push({ start: m.index! + 1, end: m.index! + 1 + value.length });
    }
  }
  return spans;
}
