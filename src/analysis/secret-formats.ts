/**
 * Known token formats (`rules/token-formats.json`: `ghp_…`, `sbp_…`, JWTs, private key blocks, …): validating and
 * compiling the catalog, and finding its tokens in a string. Separate because a format match needs no context: it
 * holds wherever the string sits. The catalog is rule data and is passed in, since analysis knows no rule. Pure.
 */
import { ENV_NAME } from './secret-names.js';
import { PLACEHOLDER_MARKERS, shannonEntropy } from './secret-values.js';

/** One known token format, as stored in `rules/token-formats.json`. */
export interface TokenFormatSpec {
  id: string;
  /** human name, e.g. "GitHub personal access token" */
  name: string;
  /** JavaScript RegExp source */
  pattern: string;
  /** RegExp flags besides `g` (which is always added) */
  flags?: string;
  /** Shannon entropy (bits per character) the whole match must reach */
  minEntropy?: number;
  /** the environment variable the vendor's own tools read this token from */
  envName?: string;
}

export interface TokenFormat extends TokenFormatSpec {
  regex: RegExp;
  /** text every match starts with (`ghp_`): a string without it is not searched with `regex` */
  literal?: string;
}

/** Validates and compiles the token-format data; throws a message naming the bad entry. */
export function compileFormats(data: unknown): TokenFormat[] {
  const list = data && typeof data === 'object' ? (data as { formats?: unknown }).formats : undefined;
  if (!Array.isArray(list)) throw new Error('token formats: expected an object with a "formats" array');
  const seen = new Set<string>();
  const formats = list.map((entry, i) => {
    const where = `token formats: entry ${i}`;
    if (!entry || typeof entry !== 'object') throw new Error(`${where} is not an object`);
    const spec = entry as Record<string, unknown>;
    for (const key of Object.keys(spec)) {
      if (!['id', 'name', 'pattern', 'flags', 'minEntropy', 'envName'].includes(key)) throw new Error(`${where} has an unknown key "${key}"`);
    }
    const { id, name, pattern, flags, minEntropy, envName } = spec;
    if (typeof id !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) throw new Error(`${where}: "id" must be a kebab-case string`);
    if (seen.has(id)) throw new Error(`${where}: duplicate id "${id}"`);
    seen.add(id);
    if (typeof name !== 'string' || !name) throw new Error(`${where} (${id}): "name" must be a non-empty string`);
    if (typeof pattern !== 'string' || !pattern) throw new Error(`${where} (${id}): "pattern" must be a non-empty string`);
    if (flags !== undefined && (typeof flags !== 'string' || !/^[imsu]*$/.test(flags))) throw new Error(`${where} (${id}): "flags" may hold only i, m, s, u`);
    if (minEntropy !== undefined && (typeof minEntropy !== 'number' || !(minEntropy >= 0 && minEntropy <= 8))) {
      throw new Error(`${where} (${id}): "minEntropy" must be a number from 0 to 8`);
    }
    if (envName !== undefined && (typeof envName !== 'string' || !ENV_NAME.test(envName))) throw new Error(`${where} (${id}): "envName" must be an environment variable name`);
    let regex: RegExp;
    try {
      regex = new RegExp(pattern, `${flags ?? ''}g`);
    } catch (e) {
      throw new Error(`${where} (${id}): bad pattern: ${(e as Error).message}`);
    }
    const out: TokenFormat = { id, name, pattern, regex };
    const literal = leadingLiteral(pattern, flags);
    if (literal) out.literal = literal;
    if (flags !== undefined) out.flags = flags;
    if (minEntropy !== undefined) out.minEntropy = minEntropy;
    if (envName !== undefined) out.envName = envName;
    return out;
  });
  prefilters.set(formats, buildPrefilter(formats));
  return formats;
}

/**
 * The formats whose pattern matches the empty string (a format that finds a "token" everywhere). Not checked when
 * the catalog is compiled, since that runs every pattern once and so compiles each of them on every run (a
 * millisecond of a small scan); test/secrets.test.ts holds the shipped catalog to it.
 */
export function emptyMatching(formats: readonly TokenFormat[]): string[] {
  return formats.filter((f) => {
    f.regex.lastIndex = 0;
    return f.regex.test('');
  }).map((f) => f.id);
}

/**
 * A one-pass test that a string may hold a match of some format: the formats' patterns as one alternation per flag
 * set (a string matches `a|b` exactly when it matches `a` or `b`). Patterns with backreferences or named groups,
 * whose meaning could change inside a larger pattern, are not combined: they always run.
 */
interface Prefilter {
  /** how many formats it was built from: a list changed since is rebuilt */
  count: number;
  combined: RegExp[];
  /** formats always run (not covered by `combined`) */
  always: ReadonlySet<TokenFormat>;
}

const prefilters = new WeakMap<readonly TokenFormat[], Prefilter>();

function buildPrefilter(formats: readonly TokenFormat[]): Prefilter {
  const byFlags = new Map<string, string[]>();
  const always = new Set<TokenFormat>();
  for (const f of formats) {
    if (/\\(?:[1-9]|k<)|\(\?<[A-Za-z_$]/.test(f.pattern)) {
      always.add(f);
      continue;
    }
    const flags = [...(f.flags ?? '')].sort().join('');
    let group = byFlags.get(flags);
    if (!group) byFlags.set(flags, (group = []));
    group.push(`(?:${f.pattern})`);
  }
  try {
    return { count: formats.length, combined: [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags)), always };
  } catch {
    return { count: formats.length, combined: [], always: new Set(formats) };
  }
}

function prefilterFor(formats: readonly TokenFormat[]): Prefilter {
  let p = prefilters.get(formats);
  if (!p || p.count !== formats.length) prefilters.set(formats, (p = buildPrefilter(formats)));
  return p;
}

/**
 * The literal text every match of `pattern` starts with, after its leading lookbehinds (`ghp_` for
 * `(?<![A-Za-z0-9_])ghp_[A-Za-z0-9]{36}`); '' when there is none (an alternation, a class, case-insensitive flags).
 * A string that does not hold it cannot match: `includes` says so faster than the regex.
 */
export function leadingLiteral(pattern: string, flags = ''): string {
  if (flags.includes('i') || closingOf(pattern, 0, true) >= 0) return '';
  let i = 0;
  while (pattern.startsWith('(?<!', i) || pattern.startsWith('(?<=', i)) {
    i = closingOf(pattern, i, false);
    if (i < 0) return '';
  }
  let literal = '';
  while (i < pattern.length) {
    const c = pattern[i]!;
    let char = c;
    let next = i + 1;
    if (c === '\\') {
      char = pattern[i + 1] ?? '';
      // `\d`, `\b`, `\x41`, `\1`: classes, assertions and codes, not the character itself
      if (!char || /[A-Za-z0-9]/.test(char)) break;
      next = i + 2;
    } else if ('^$.|?*+()[]{}'.includes(c)) break;
    // a quantified character may be absent or repeated: the literal ends before it
    if ('?*+{'.includes(pattern[next] ?? '')) break;
    literal += char;
    i = next;
  }
  return literal;
}

/**
 * With `alternation`: the index of a `|` at the top level of `pattern`, or -1. Otherwise: the index just past the
 * group that opens at `start`, or -1 when it is not closed. Escapes and character classes are skipped.
 */
function closingOf(pattern: string, start: number, alternation: boolean): number {
  let depth = 0;
  for (let i = start; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (!alternation && depth === 0) return i + 1;
    } else if (c === '|' && alternation && depth === 0) return i;
  }
  return -1;
}

/** A token found by its format; `findSecrets` weighs it against the other scanners' matches. */
export interface FormatMatch {
  start: number;
  end: number;
  kind: string;
  source: 'format';
  format: TokenFormat;
}

const MAX_PLACEHOLDER_CHECK = 256;

export function scanFormats(value: string, formats: TokenFormat[], add: (m: FormatMatch) => void): void {
  const { combined, always } = prefilterFor(formats);
  // Most strings hold no token at all: one pass per flag set says so, instead of one per format.
  const maybe = combined.some((re) => re.test(value));
  if (!maybe && !always.size) return;
  for (const format of formats) {
    if (!maybe && !always.has(format)) continue;
    if (format.literal !== undefined && !value.includes(format.literal)) continue;
    format.regex.lastIndex = 0;
    for (const m of value.matchAll(format.regex)) {
      const text = m[0];
      if (!text) continue;
      if (format.minEntropy !== undefined && shannonEntropy(text) < format.minEntropy) continue;
      // A long match (a private key body) would hit a marker by chance; short ones are where stand-ins live.
      if (text.length <= MAX_PLACEHOLDER_CHECK && PLACEHOLDER_MARKERS.test(text)) continue;
      if (format.id === 'jwt' && isPublicJwt(text)) continue;
      add({ start: m.index, end: m.index + text.length, kind: format.name, source: 'format', format });
    }
  }
}

/** Supabase's `anon` key is a JWT that is public by design (it ships in every client app). */
function isPublicJwt(jwt: string): boolean {
  const payload = jwt.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return !!claims && typeof claims === 'object' && (claims as { role?: unknown }).role === 'anon';
  } catch {
    return false;
  }
}
