/**
 * Finding credentials in config strings. Pure: no I/O, no model types; the `hardcoded-secret` rule feeds it strings
 * with their context and turns the matches into reports.
 *
 * Three ways a substring is found to be a secret:
 * - it has a known token format (`rules/token-formats.json`: `ghp_…`, `sbp_…`, JWTs, private key blocks, …);
 * - it sits where a credential goes: the password of a URL (`postgresql://user:pass@host`), a credential query
 *   parameter (`?api_key=`), an `Authorization: Bearer …` value, a connection string's `Password=`;
 * - its name says so (an env var, header, CLI flag or `NAME=value` assignment called like `*_TOKEN`, `*_API_KEY`,
 *   `*PASSWORD*`) and the value looks random enough to be one.
 * Placeholders (`YOUR_API_KEY`, `<token>`, `xxx`, `changeme`) and variable references (`${VAR}`, `${input:x}`,
 * `$VAR`, `%VAR%`, `${{ secrets.X }}`) never count; the literal default of `${VAR:-default}` does.
 *
 * This file combines the scanners and keeps the ones that read a value by its auth scheme or its name. The others
 * sit beside it, pure too: token formats in `secret-formats.ts`, URLs and connection strings in `secret-urls.ts`,
 * what a name says in `secret-names.ts`, what a value is (reference, placeholder, random enough) in
 * `secret-values.ts`.
 *
 * All indices are into the decoded string value; callers map them to source spans.
 */
import { scanFormats } from './secret-formats.js';
import type { TokenFormat } from './secret-formats.js';
import { isAuthorizationHeader, secretKeyKind } from './secret-names.js';
import { scanConnectionString, scanUrls } from './secret-urls.js';
import { isPlaceholder, literalParts, looksLikeSecret } from './secret-values.js';
import type { Strength } from './secret-values.js';

// ---------------------------------------------------------------------------------------------------------------
// Finding secrets in one string

export type SecretSource =
  | 'format' | 'url-password' | 'url-query' | 'bearer' | 'basic' | 'keyed' | 'header' | 'flag' | 'assignment' | 'connection-string';

export interface SecretMatch {
  /** indices into the value, end exclusive */
  start: number;
  end: number;
  /** what it is, for messages: "GitHub personal access token", "Password in postgresql URL", "Bearer token" */
  kind: string;
  source: SecretSource;
  format?: TokenFormat;
  /** the name the value goes by: env var or header name, flag (with its dashes), query parameter, URL scheme */
  label?: string;
  /** for a URL's credentials: the host the URL names */
  host?: string;
  /** set when the secret is the default of a `${VAR:-default}`: the whole reference and its variable */
  reference?: { start: number; end: number; name: string };
}

export interface StringContext {
  /** where the string sits in a server entry */
  slot: 'env' | 'header' | 'arg' | 'command' | 'url' | 'other';
  /** the env var or header name, for `env` and `header` */
  key?: string;
  /** for `arg`: the argument before this one */
  previous?: string;
}

interface Candidate extends SecretMatch {
  priority: number;
}

interface DefaultRef {
  start: number;
  end: number;
  name: string;
  defaultStart: number;
  defaultEnd: number;
  /** `${A:-${B:-default}}`: the default belongs to an inner reference */
  nested: boolean;
}

const PRIORITY: Record<SecretSource, number> = {
  format: 0, 'url-password': 1, bearer: 2, basic: 2, 'url-query': 3, header: 3, keyed: 3, flag: 3, assignment: 3, 'connection-string': 3,
};

/** Every secret in `value`, one match per secret (the most specific explanation wins), in order. */
export function findSecrets(value: string, context: StringContext, formats: TokenFormat[]): SecretMatch[] {
  const refs = defaultRefs(value);
  const out: Candidate[] = [];
  const push = (m: Omit<SecretMatch, 'reference'>, ref: DefaultRef | undefined) => {
    const c: Candidate = { ...m, priority: PRIORITY[m.source] };
    // a nested default is replaced alone: replacing `${A:-${B:-x}` whole would leave the outer `}` behind
    if (ref && !ref.nested) c.reference = { start: ref.start, end: ref.end, name: ref.name };
    out.push(c);
  };
  scanValue(value, context, formats, (m) => push(m, refAt(refs, m.start, m.end)));
  // The default of a `${VAR:-default}` is a value the host uses as it is (and one a host without defaults passes on
  // verbatim): it is scanned as a value of its own, in the same slot. Scanned only inside the string, the reference's
  // closing `}` would end a URL or a credential and make it look like a placeholder (`?api_key=…}`).
  // Token formats are left to the scan of the whole string: a format match needs no context and stops before the `}`.
  for (const ref of refs) {
    if (ref.defaultEnd - ref.defaultStart < SHORTEST_SECRET) continue;
    const inner = value.slice(ref.defaultStart, ref.defaultEnd);
    scanValue(inner, context, undefined, (m) => push({ ...m, start: m.start + ref.defaultStart, end: m.end + ref.defaultStart }, ref));
  }
  return select(out);
}

/** No scanner takes a value shorter than this for a secret (passwords: 6 characters), so shorter defaults are skipped. */
const SHORTEST_SECRET = 6;

/**
 * The scanners, on one value: token formats (when given: they need no context), URLs, auth schemes and connection
 * strings anywhere; then what the slot's name or form says.
 */
function scanValue(value: string, context: StringContext, formats: TokenFormat[] | undefined, add: Add): void {
  const kept: Add = (m) => {
    if (m.end > m.start) add(m);
  };
  if (formats) scanFormats(value, formats, kept);
  scanUrls(value, kept);
  scanAuthSchemes(value, kept);
  scanConnectionString(value, kept);
  switch (context.slot) {
    case 'env':
      if (context.key !== undefined) scanNamed(value, 0, value.length, context.key, 'keyed', kept, 'token');
      break;
    case 'header':
      if (context.key !== undefined) scanHeaderValue(value, 0, value.length, context.key, kept);
      break;
    case 'arg':
    case 'command':
      scanArg(value, context.slot === 'arg' ? context.previous : undefined, kept);
      break;
    default:
      break;
  }
}

function select(candidates: Candidate[]): SecretMatch[] {
  const sorted = [...candidates].sort((a, b) => a.priority - b.priority || a.start - b.start || b.end - a.end);
  // kept: non-overlapping, ordered by start, so one binary search finds the only neighbours that could overlap
  const kept: Candidate[] = [];
  for (const c of sorted) {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (kept[mid]!.start < c.start) lo = mid + 1;
      else hi = mid;
    }
    const before = kept[lo - 1];
    const after = kept[lo];
    if ((before && before.end > c.start) || (after && after.start < c.end)) continue;
    kept.splice(lo, 0, c);
  }
  return kept.map(({ priority: _, ...m }) => m);
}

type Add = (m: Omit<SecretMatch, 'reference'>) => void;

/**
 * `${NAME:-default}` occurrences, read the way Claude Code's `/\$\{([^}]+)\}/g` reads them: a reference ends at the
 * first `}`. A linear scan, not a regex, so that a long run of unclosed `${` cannot make it quadratic. Any name counts
 * (`${env:X:-d}` too: Claude Code looks `env:X` up and falls back to the default). A nested `${A:-${B:-default}}`
 * ends, for the host, after `default`: the innermost default is the one whose text reaches the server (as the value of
 * B, or verbatim when A is set to nothing), so it is the one recorded, marked `nested` (no reference replaces it whole).
 */
function defaultRefs(value: string): DefaultRef[] {
  const refs: DefaultRef[] = [];
  let open = value.indexOf('${');
  while (open >= 0) {
    const close = value.indexOf('}', open + 2);
    if (close < 0) break;
    // the innermost `${` before this `}`: the only one whose body can hold the default (the ones before it are
    // cut short by it)
    const inner = value.lastIndexOf('${', close);
    const body = value.slice(inner + 2, close);
    const sep = body.indexOf(':-');
    // `${:-default}` too: Claude Code looks up the empty name, finds nothing and uses the default
    if (sep >= 0) {
      const defaultStart = inner + 2 + sep + 2;
      refs.push({ start: open, end: close + 1, name: body.slice(0, sep).trim(), defaultStart, defaultEnd: close, nested: inner !== open });
    }
    open = value.indexOf('${', close + 1);
  }
  return refs;
}

/** The reference whose default holds `[start, end)`; `refs` are ordered and disjoint. */
function refAt(refs: DefaultRef[], start: number, end: number): DefaultRef | undefined {
  let lo = 0;
  let hi = refs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (refs[mid]!.defaultEnd < end) lo = mid + 1;
    else hi = mid;
  }
  const ref = refs[lo];
  return ref && ref.defaultStart <= start && end <= ref.defaultEnd ? ref : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Credentials by auth scheme and by name

/** `Bearer <token>` and `Basic <base64>` anywhere: in a header, an env value, an `mcp-remote --header` argument. */
const AUTH_SCHEME_WORD = /bearer|basic/i;

function scanAuthSchemes(value: string, add: Add): void {
  // Every match holds one of the two words: without them, the regex need not run.
  if (!AUTH_SCHEME_WORD.test(value)) return;
  for (const m of value.matchAll(/(?<![A-Za-z0-9_])(bearer|basic)[ \t]+([^\s"',;]+)/gi)) {
    const scheme = m[1]!.toLowerCase();
    const start = m.index + m[0].length - m[2]!.length;
    for (const whole of literalParts(value, start, start + m[2]!.length)) {
      // an ellipsis or a marker in the word as written (`Bearer sk-abc123...`, `sk-…`) makes it a stand-in, even
      // though the credential read from it would stop before the marker
      if (isPlaceholder(value.slice(whole.start, whole.end))) continue;
      const token = TOKEN68.exec(value.slice(whole.start, whole.end));
      // a sentence's full stop is not part of it (`Bearer authentication.`): token68 ends in letters, digits or `=`
      let length = token?.[0].length ?? 0;
      while (length > 0 && token![0][length - 1] === '.') length--;
      if (!length || token![0].startsWith('-')) continue;
      const part = { start: whole.start, end: whole.start + length };
      const cred = token![0].slice(0, length);
      if (scheme === 'bearer') {
        if (looksLikeSecret(cred, 'credential')) add({ ...part, kind: 'Bearer token', source: 'bearer' });
      } else if (basicHasSecret(cred)) {
        add({ ...part, kind: 'Basic auth credentials', source: 'basic' });
      }
    }
  }
}

/**
 * What an `Authorization` credential is written in: RFC 7235's token68 (`Basic`'s base64 and the b64token of RFC 6750's
 * `Bearer`), and `|` besides, which Laravel Sanctum's `id|token` bearer tokens use. The credential ends where it
 * does: the rest of the word is what surrounds it (a Markdown backtick, `**`, a colon of prose: `**Basic structure:**`
 * is the word "structure", judged and rejected as one).
 */
const TOKEN68 = /^[A-Za-z0-9\-._~+/|]+=*/;

/**
 * A `Basic` credential is base64 of `user:password` (RFC 7617): a secret when the password is one (`user:pass` is
 * not). A word outside base64 is prose (`basic commands.`); one that does not decode to `user:password` is judged as
 * an opaque credential.
 */
function basicHasSecret(cred: string): boolean {
  if (isPlaceholder(cred) || !/^[A-Za-z0-9+/]+={0,2}$/.test(cred)) return false;
  if (cred.length >= 4) {
    const decoded = Buffer.from(cred, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon >= 0 && !/[\u0000-\u001f\ufffd]/.test(decoded)) return looksLikeSecret(decoded.slice(colon + 1), 'password', decoded.slice(0, colon));
  }
  return looksLikeSecret(cred, 'credential');
}

/** `value[start, end)` is the value of something called `name` (env var, header, flag, assignment). */
function scanNamed(value: string, start: number, end: number, name: string, source: SecretSource, add: Add, strength: Strength): void {
  const kind = secretKeyKind(name);
  if (!kind) return;
  const text = value.slice(start, end).trim();
  // `Bearer …` / `Basic …` values are judged by scanAuthSchemes.
  if (/^(?:bearer|basic)\s/i.test(text)) return;
  const what = kind === 'password' ? 'Password' : 'Secret';
  const label = source === 'flag' ? `${what} passed to ${name}` : source === 'assignment' ? `${what} assigned to ${name}` : source === 'header' ? `Secret in ${name} header` : what;
  for (const part of literalParts(value, start, end)) {
    // An env var named for a password (`DB_PASSWORD`, `PGPASSWORD`; in `env`, or `DB_PASSWORD=…` given to
    // `docker run -e` or `env`) holds nothing else: a letters-only value counts.
    const slot = (source === 'keyed' || source === 'assignment') && kind === 'password' ? 'dedicated' : 'named';
    if (looksLikeSecret(value.slice(part.start, part.end), kind === 'password' ? 'password' : strength, undefined, slot)) add({ ...part, kind: label, source, label: name });
  }
}

const OTHER_SCHEMES = /^(token|bot|apikey|api-key|key|ssws|oauth|jwt)[ \t]+/i;

/** The value of an HTTP header called `name`. */
function scanHeaderValue(value: string, start: number, end: number, name: string, add: Add): void {
  if (isAuthorizationHeader(name)) {
    const text = value.slice(start, end);
    const lead = text.length - text.trimStart().length;
    const body = text.trimStart();
    if (/^(?:bearer|basic|digest)[ \t]/i.test(body)) return;
    const scheme = OTHER_SCHEMES.exec(body);
    const credStart = start + lead + (scheme ? scheme[0].length : 0);
    for (const part of literalParts(value, credStart, end)) {
      if (looksLikeSecret(value.slice(part.start, part.end), 'credential')) add({ ...part, kind: `Secret in ${name} header`, source: 'header', label: name });
    }
    return;
  }
  scanNamed(value, start, end, name, 'header', add, 'credential');
}

const HEADER_FLAG = /^(?:--?(?:header|headers|http-header|H))$/;
// The blanks after the flag belong to the flag's group, so that one run of blanks is read one way only.
const HEADER_FORM = /^\s*(?:(--?(?:header|headers|http-header|H))[= ]\s*)?([A-Za-z][A-Za-z0-9_-]*)[ \t]*:(?!\/\/)/;
const FLAG = /^(--?)([A-Za-z][A-Za-z0-9_.-]*)$/;
const FLAG_WITH_VALUE = /^(--?)([A-Za-z][A-Za-z0-9_.-]*)=/;
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
const SHORTHAND_NEXT = /,[A-Za-z_][A-Za-z0-9_]*=/;

/** `--token`, `--api-key`, `-password`: a flag whose value is a credential. */
export function isSecretFlag(token: string): boolean {
  const m = FLAG.exec(token);
  return !!m && (m[1] === '--' || m[2]!.length >= 3) && !!secretKeyKind(m[2]!);
}

/**
 * One command-line argument (or a whole command line in one string): a `Name: value` header, `--flag=value`,
 * `--flag value`, `NAME=value`; `previous` is the argument before it, for `--token <value>` and `--header <value>`.
 */
function scanArg(value: string, previous: string | undefined, add: Add): void {
  const prev = previous?.trim();
  const header = HEADER_FORM.exec(value);
  if (header) {
    const name = header[2]!;
    const afterHeaderFlag = !!header[1] || (prev !== undefined && HEADER_FLAG.test(prev));
    if (afterHeaderFlag || isAuthorizationHeader(name) || secretKeyKind(name)) {
      scanHeaderValue(value, header[0].length, value.length, name, add);
      return;
    }
  }
  if (prev !== undefined && isSecretFlag(prev) && !value.trimStart().startsWith('-')) scanFlag(value, 0, value.length, prev, add);
  const tokens = [...value.matchAll(/\S+/g)];
  tokens.forEach((t, i) => {
    const start = t.index;
    // A word glued to a shell operator (`set KEY=value&& node s.js`, `KEY=value;`): the operator is not the value.
    let end = start + t[0].length;
    while (end > start + 1 && /[&|;]/.test(value[end - 1]!)) end--;
    const text = value.slice(start, end);
    const withValue = FLAG_WITH_VALUE.exec(text);
    if (withValue) {
      if (withValue[1] === '--' || withValue[2]!.length >= 3) scanFlag(value, start + withValue[0].length, end, `${withValue[1]}${withValue[2]}`, add);
      return;
    }
    const assignment = ASSIGNMENT.exec(text);
    if (assignment) {
      // the AWS CLI's shorthand (`--tag-filters Key=Environment,Values=production`): a list of pairs, each value ending
      // at the comma before the next name
      const pair = SHORTHAND_NEXT.exec(text.slice(assignment[0].length));
      scanNamed(value, start + assignment[0].length, pair ? start + assignment[0].length + pair.index : end, assignment[1]!, 'assignment', add, 'token');
      return;
    }
    const next = tokens[i + 1];
    if (next && isSecretFlag(text) && !next[0].startsWith('-')) scanFlag(value, next.index, next.index + next[0].length, text, add);
  });
}

function scanFlag(value: string, start: number, end: number, flag: string, add: Add): void {
  scanNamed(value, start, end, flag.replace(/^-+/, ''), 'flag', (m) => add({ ...m, kind: m.kind.replace(/ passed to [\s\S]*/, ` passed to ${flag}`), label: flag }), 'token');
}
