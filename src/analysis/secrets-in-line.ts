/**
 * The backstop behind every output: secrets visible in a line of text, found without a parse — known token formats,
 * URL passwords, `Bearer`/`Basic` credentials, values of secret-looking keys (`"API_KEY": "…"`, `API_KEY = "…"`,
 * `API_KEY=…`) and of secret-bearing flags (`--token <v>`, `"--password", "<v>"`). Used where no rule may have reported
 * them: a file that did not parse, a comment, a SKILL.md or a script, or the secret rule is off.
 * The token formats are passed in: the catalog is rule data (`rules/token-formats.json`), and analysis knows no rule.
 */
import type { TokenFormat } from './secret-formats.js';
import { isSlug, looksLikeSecret, shannonEntropy } from './secret-values.js';
import { findSecrets, isSecretFlag } from './secrets.js';
import type { SecretMatch, StringContext } from './secrets.js';
import { isAuthorizationHeader, secretKeyKind } from './secret-names.js';
import type { Span } from '../model/types.js';

/** A quoted word of token characters: what a credential without a recognisable name or format looks like. */
const QUOTED_WORD = /(["'])([A-Za-z0-9_\-+/=.~]{20,})\1/g;

/**
 * A Python requirement pinned or bounded with `==`, `===` or `~=` (`Demo_MCP_Server==1.1.0`, `pkg[cli]~=2.1`): a
 * package name, which may mix cases and digits, and a lower-case release. Read as a quoted word it looks like a
 * token, read as `KEY=value` its name may say `token`; it names a package either way, and masking it garbles every
 * report that quotes the launch. (`>=`, `<` and `@` specs are neither quoted words nor assignments to these readings.)
 * The name and the release are runs of disjoint classes, each segment of the release opened by a separator: linear.
 */
const PACKAGE_SPEC = /^[A-Za-z0-9][\w.-]*(?:\[[\w.,-]*\])?(?:===?|~=)v?\d[a-z0-9]*(?:[.+_-][a-z0-9]+)*$/;

/** A word that is a package spec, not a credential; the length bound keeps long random runs out. */
export const isPackageSpec = (word: string): boolean => word.length <= 120 && PACKAGE_SPEC.test(word);

/**
 * `"key": "value"`, `key = "value"`, `key: value` — the value's quotes excluded. A key is tried once per word, from
 * the word's start (its leading digits, dots and dashes skipped): the key must run to the end of the word anyway, and
 * trying it from every letter of a long word (`a-a-a-…` on one minified line) reads the word again each time.
 */
const KEYED = /["']?(?<![\w.-])[0-9.-]*([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s,"'{}[\]#]+))/g;

const INLINE_CODE = /^`([^`]+)`/;

/**
 * Lower-case words joined by `/`, with an optional `@ref`: a repository, an action (`google-github-actions/auth@v3`,
 * `actions/checkout@v4`) or a relative path, which a skill names after `Auth:` or `Token:` in prose. A credential with
 * a `/` (base64) mixes cases or starts a segment with a digit.
 */
const REPOSITORY_PATH = /^[a-z][a-z0-9._-]*(?:\/[a-z][a-z0-9._-]*)+(?:@[\w.-]+)?$/;

/**
 * The secrets of one line that a rule can name (what each is), as `findSecrets` matches with offsets into the line:
 * anywhere in it, as the value of a secret-looking key, and as a secret-bearing flag's value. May overlap.
 */
export function secretMatchesInLine(line: string, tokenFormats: TokenFormat[]): SecretMatch[] {
  const matches: SecretMatch[] = findSecrets(line, { slot: 'other' }, tokenFormats);
  for (const m of line.matchAll(KEYED)) {
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (!value) continue;
    let offset = m.index! + m[0].length - value.length - (m[4] === undefined ? 1 : 0);
    const key = m[1]!;
    // `Secret_Token_Mcp==1.0.0rc1`: a package's name and release, not a key and its value
    if (m[4] !== undefined && m[0].endsWith(`${key}=${value}`) && isPackageSpec(`${key}=${value}`)) continue;
    // Markdown's inline code (`Auth: \`…\``): the value is what the backticks hold
    const code = m[4] !== undefined ? INLINE_CODE.exec(value) : null;
    if (code) (value = code[1]!, offset += 1);
    if (REPOSITORY_PATH.test(value)) continue;
    // `RE-ROUTING PASS: minimize crossings by …` (a comment in a skill's script): an unquoted word that more words
    // follow is a sentence's, whatever the label before it
    const prose = m[4] !== undefined && !code && /^[ \t]+[A-Za-z]/.test(line.slice(m.index! + m[0].length));
    matches.push(...keyedSecrets(key, value, offset, m[4] === undefined || !!code, tokenFormats, prose));
  }
  return matches;
}

/**
 * The secrets of one `key: value` reading of a line (`value` found at `offset`, `quoted` when it was written in
 * quotes), offsets into the line.
 */
export function keyedSecrets(key: string, value: string, offset: number, quoted: boolean, tokenFormats: TokenFormat[], prose = false): SecretMatch[] {
  // Code, not a literal: `token = secrets.token_hex(8)`, `api_key = os.environ.get(…)`, `credentials);`
  if (!quoted && /[()]/.test(value)) return [];
  // A key read as a header too only when it is written like one (`Authorization:`, `X-API-Key:`): as a header, a
  // value needs less to count, and `TOKEN = tokenInfo.value` or `tokens: $0.30/MTok` is code or prose. A key that
  // names no secret adds nothing to either reading: one scan says what both would.
  const headerLike = isAuthorizationHeader(key) || (key.includes('-') && !!secretKeyKind(key));
  const out: SecretMatch[] = [];
  for (const slot of headerLike ? (['env', 'header'] as const) : (['env'] as const)) {
    for (const s of findSecrets(value, { slot, key }, tokenFormats)) {
      const found = value.slice(s.start, s.end);
      if (SHELL_REFERENCE.test(found) || (s.source === 'keyed' && (prose || !namesAVariableOrPassword(key)) && /^[A-Za-z]+$/.test(found))) continue;
      if (!quoted && s.source === 'keyed' && isCode(found)) continue;
      out.push({ ...s, start: offset + s.start, end: offset + s.end });
    }
  }
  return out;
}

/**
 * Unquoted code, not a literal: a property path (`apiKey: process.env.CURSOR_API_KEY!`, `token = config.auth.token,`,
 * `key = env["API_KEY"];`) or a constant's name (`process.env.CURSOR_API_KEY = ORIGINAL_API_KEY;`), with the
 * punctuation that ends an expression. From a real skill's TypeScript samples and tests (Cursor's cursor-sdk and
 * orchestrate plugins; Go's `OfMCPOAuth: &anthropic.BetaManagedAgentsMCPOAuthCreateParams{` in anthropics/skills), each
 * once reported as a secret. A path needs a dot or a bracket, so a bare random word
 * (`API_KEY=k8Zq…`) is still judged as a value; a token of a vendor's format is found by its format either way.
 */
const CODE_VALUE = /^[&*]?(?:[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*|\[(?:'[^']*'|"[^"]*"|\d+)\])+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[!;,){]*$/;

/**
 * A language's keyword after a label-like key is code: Swift's `case .wrongPassword: return "…"` (a Sentry skill's
 * sample) read as the password "return".
 */
const KEYWORD = /^(?:return|await|yield|new|throw|break|continue|default|case|self|this|super|null|nil|None|undefined|true|false|True|False|async|def|fn|func|let|const|var)[;,]?$/;

/** A type after a field's name (`password: string;` in a TypeScript interface, `token: str` in a dataclass). */
const TYPE_NAME = /^(?:string|number|boolean|bool|int|integer|str|bytes|float|double|any|unknown|object|String|Number|Boolean)(?:\[\])?\??[;,]?$/;

/** An unquoted value that is code: a call or a parenthesis (`require_api_key())`, `None):`), a property path, a keyword, a type. */
function isCode(value: string): boolean {
  return /[()]/.test(value) || CODE_VALUE.test(value) || KEYWORD.test(value) || TYPE_NAME.test(value);
}

/**
 * `$TMPDIR/out.json`, `$(cmd)`: in a line of a script or a `.env` file, `$` starts an expansion (the shell's, dotenv's,
 * compose's), so what holds one is not the literal that reaches a program. (In a config, `$NAME` is usually literal,
 * and the config rules judge it so.)
 */
const SHELL_REFERENCE = /\$[A-Za-z_{(]/;

/**
 * A letters-only value counts as a password only under a variable's name (`DB_PASSWORD=hunterfox`) or a key that says
 * password (`password: Sunshine`): under `pass:` or `secret:` in a sentence (`If tests pass: Continue`) it is a word.
 */
function namesAVariableOrPassword(key: string): boolean {
  return /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(key) || /passw(?:or)?d|pwd/i.test(key);
}

/**
 * A quoted word that names something rather than guarding it (github/awesome-copilot's skills, each once masked, and
 * its fragments in every message, a skill's own name among them): a slug (`Data-Lake-Storage-Gen1`), a file
 * (`quality/patches/BUG-001-fix.patch`, `tdd-green-BUG-001.xml`), a dotted name (`.data.organization.projectV2`,
 * `Microsoft.WindowsAppRuntime.1.8`), an assignment (`_versionMyTool=1.0.0`: the keyed readings judge its value), and
 * markup in base64 (an SVG icon's `data:` payload, `PHN2Zy…`). A JWT, dotted too, has a format of its own.
 */
function isNamedData(value: string): boolean {
  if (isSlug(value) || /\.[A-Za-z][A-Za-z0-9]{0,4}$/.test(value) || /^[A-Za-z_]\w*=(?!=)/.test(value)) return true;
  if (!value.startsWith('eyJ') && /^\.?[A-Za-z_]\w*(?:\.\w+)+$/.test(value)) return true;
  return value.length >= 40 && /^(?:PHN2Zy|PD94bWwg|PCFET0NUWVBF|PGh0bWw|eyAi|eyJ0eXBlIjoi)/.test(value);
}

export function secretsInLine(line: string, tokenFormats: TokenFormat[]): Span[] {
  const spans: Span[] = secretMatchesInLine(line, tokenFormats).map((m) => ({ start: m.start, end: m.end }));
  // Over-masking a code frame costs nothing; showing a token costs a rotation. A long quoted word mixing upper and
  // lower case and digits, with high entropy, is masked even with no name to say what it is (a file that did not parse).
  for (const m of line.matchAll(QUOTED_WORD)) {
    const value = m[2]!;
    if (isPackageSpec(value) || isNamedData(value)) continue;
    if (/[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= 3.5 && looksLikeSecret(value, 'token')) {
      spans.push({ start: m.index! + 1, end: m.index! + 1 + value.length });
    }
  }
  return spans;
}

/** Lines no longer than this are remembered by `secretsInText`'s memo: configs copied across packages repeat them. */
const MEMO_LINE = 1024;
const MEMO_SIZE = 100_000;

/**
 * Every secret the backstop sees in a whole text, line by line; spans are offsets into `text`. `memo`, kept for a
 * scan, remembers what short lines hold (the answer is a function of the line alone).
 */
export function secretsInText(text: string, tokenFormats: TokenFormat[], memo?: Map<string, Span[]>): Span[] {
  const spans: Span[] = [];
  eachLine(text, (line, start) => {
    let found = memo?.get(line);
    if (!found) {
      found = innermost([...secretsInLine(line, tokenFormats), ...flagValues(line, tokenFormats)]);
      if (memo && line.length <= MEMO_LINE && memo.size < MEMO_SIZE) memo.set(line, found);
    }
    for (const s of found) spans.push({ start: start + s.start, end: start + s.end });
  });
  return spans;
}

/** Each line of `text` that is not blank (without its line break, `\r\n` included), with its offset in `text`. */
export function eachLine(text: string, visit: (line: string, start: number) => void): void {
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end);
    if (line.trim()) visit(line, start);
    start = end + 1;
  }
}

/**
 * The spans that hold no other: a quoted word guessed whole (`"--api-key=figd_…"`) gives way to the secret found
 * inside it, so that the flag's name is not taken for part of the secret (and masked in every message naming it).
 */
function innermost(spans: Span[]): Span[] {
  const sorted = spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  let innerEnd = Infinity;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const s = sorted[i]!;
    const next = sorted[i + 1];
    if (next && next.start === s.start && next.end === s.end) continue;
    if (innerEnd > s.end) kept.push(s);
    innerEnd = Math.min(innerEnd, s.end);
  }
  return kept.reverse();
}

/** A word of a command line as it appears in any text: quotes and backticks (markdown, JSON arrays) end it. */
const WORD = /[^\s"'`]+/g;
const SEPARATORS = new Set([...',;:[](){}']);
const OPENERS = new Set([...'([{<']);
const CLOSERS = new Set([...',;)]}>']);
const DASH = 0x2d;

function onlySeparators(line: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!SEPARATORS.has(line[i]!)) return false;
  return true;
}

/**
 * `--token <v>`, `--password=<v>`, `"--api-key", "<v>"`, `KEY=<v>`: the line's words read as the arguments of a
 * command, each with the word before it (separators such as the commas of a JSON array skipped), judged as the
 * secret rule judges an argument.
 */
function flagValues(line: string, tokenFormats: TokenFormat[]): Span[] {
  return flagMatches(line, tokenFormats).map((m) => ({ start: m.start, end: m.end }));
}

/** `flagValues` with what each secret is. */
export function flagMatches(line: string, tokenFormats: TokenFormat[]): SecretMatch[] {
  const spans: SecretMatch[] = [];
  // the word before, by position: it is copied out only when it is a flag (most words are judged by a character or two)
  let previousStart = -1;
  let previousEnd = -1;
  let nextEquals = -2;
  for (const m of line.matchAll(WORD)) {
    let start = m.index;
    let end = start + m[0].length;
    // hand-trimmed: a regex anchored at the end would be quadratic on a long run of these characters
    while (start < end && OPENERS.has(line[start]!)) start++;
    while (end > start && CLOSERS.has(line[end - 1]!)) end--;
    if (start === end || onlySeparators(line, start, end)) continue;
    const afterFlag = previousStart >= 0 && line.charCodeAt(previousStart) === DASH && line.charCodeAt(start) !== DASH
      && isSecretFlag(line.slice(previousStart, previousEnd));
    // the next `=` at or after the word, found again only once passed: linear over the line, whatever its words
    if (nextEquals !== -1 && nextEquals < start) nextEquals = line.indexOf('=', start);
    const hasEquals = nextEquals >= 0 && nextEquals < end;
    // after a secret flag the word is its value whatever it looks like; otherwise a `=` in it reads as KEY=value,
    // which a package spec is not
    if (afterFlag || (hasEquals && !isPackageSpec(line.slice(start, end)))) {
      const word = line.slice(start, end);
      const previous = previousStart < 0 ? undefined : line.slice(previousStart, previousEnd);
      const context: StringContext = previous === undefined ? { slot: 'arg' } : { slot: 'arg', previous };
      for (const s of findSecrets(word, context, tokenFormats)) {
        const found = word.slice(s.start, s.end);
        if (SHELL_REFERENCE.test(found)) continue;
        // a keyword argument in code (`password=None):`, `api_key=require_api_key())`): the value is an expression
        if (s.source === 'assignment' && !afterFlag && isCode(found)) continue;
        spans.push({ ...s, start: start + s.start, end: start + s.end });
      }
    }
    previousStart = start;
    previousEnd = end;
  }
  return spans;
}
