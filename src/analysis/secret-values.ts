/**
 * What a string value is, judged without its name: a reference to a secret kept elsewhere (`${VAR}`, `$VAR`,
 * `${{ secrets.X }}`), a placeholder (`YOUR_API_KEY`, `<token>`), or random enough to be a secret. Every scanner
 * (token formats, URLs, named values) asks these questions, so they sit below all of them. Pure.
 */

/** Scratch counts of ASCII characters for shannonEntropy, zeroed again after each call. */
const asciiCounts = new Int32Array(128);

/** Shannon entropy of `s` in bits per character (of code points). */
export function shannonEntropy(s: string): number {
  // Code points in the order they first appear: the sum is taken in that order, as it always was, so that a value
  // right at a threshold is judged the same. ASCII is counted in an array (secrets are ASCII), the rest in a map.
  const order: number[] = [];
  let other: Map<number, number> | undefined;
  let length = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const low = s.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        c = ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    length++;
    if (c < 128) {
      if (asciiCounts[c]!++ === 0) order.push(c);
    } else {
      other ??= new Map();
      const n = other.get(c) ?? 0;
      if (n === 0) order.push(c);
      other.set(c, n + 1);
    }
  }
  let h = 0;
  for (const c of order) {
    const p = (c < 128 ? asciiCounts[c]! : other!.get(c)!) / length;
    h -= p * Math.log2(p);
  }
  for (const c of order) if (c < 128) asciiCounts[c] = 0;
  return h;
}

// ---------------------------------------------------------------------------------------------------------------
// References and placeholders

const WHOLE_REFERENCES = [
  /^\$\{[^}]*\}$/, // ${VAR}, ${VAR:-x}, ${input:x}, ${env:X}
  /^\$[A-Za-z_][A-Za-z0-9_]*$/, // $VAR
  /^\$env:[A-Za-z_][A-Za-z0-9_]*$/i, // PowerShell $env:VAR
  /^%[A-Za-z_][A-Za-z0-9_]*%$/, // %VAR%
  /^\{env:[^}]+\}$/, // {env:VAR}
  /^\$\{\{[\s\S]*\}\}$/, // ${{ secrets.X }}
  /^\{\{[\s\S]*\}\}$/, // {{ VAR }}
  /^\$\([\s\S]*\)$/, // $(command)
  // Logic Apps and Power Automate expressions (`@parameters('graphClientSecret')`, `@body('Get_secret')?['value']`):
  // the workflow reads the value at run time (a Power Automate skill's reference page, once reported)
  /^@[A-Za-z]\w*\(/,
];

/** A value that names where a secret comes from rather than holding one. */
export function isReference(value: string): boolean {
  const v = value.trim();
  return WHOLE_REFERENCES.some((re) => re.test(v));
}

/** Holds an interpolation somewhere: a literal that mixes text and `${…}` is not itself a secret. */
export function hasReference(value: string): boolean {
  return isReference(value) || /\$\{|\$\(|\{\{|\{env:/.test(value);
}

const PLACEHOLDER_WORDS = new Set([
  '', 'test', 'tests', 'testing', 'none', 'null', 'nil', 'undefined', 'true', 'false', 'secret', 'secrets', 'password',
  'passwd', 'pass', 'token', 'key', 'apikey', 'api_key', 'api-key', 'changeme', 'example', 'dummy', 'default', 'empty',
  'n/a', 'na', 'required', 'optional', 'string', 'value', 'todo', 'tbd', 'fixme', 'foo', 'bar', 'foobar', 'abc',
  'abc123', '123', '1234', '12345', '123456', 'unset', 'placeholder', 'redacted', 'hidden', 'private', 'x', 'xx', 'xxx',
]);

/**
 * Text that marks a value as a stand-in: `YOUR_API_KEY_HERE`, `<your-token>`, `<paste-…>`, `[REDACTED_API_KEY]`,
 * `xxxx`, `***`, `sk-...`, runs of one character, text wrapped in `<>`, `[]` or `{}`. Real tokens never hold brackets
 * or ellipses; passwords may, so a bracket alone does not make a placeholder.
 */
export const PLACEHOLDER_MARKERS =
  /your|placeholder|example|redacted|change[-_ ]?me|replace|insert|paste|dummy|fake|sample|(?:^|[-_ .])here$|todo|fixme|xxxx|\*\*\*|\u2022{3}|\.\.\.|\u2026|^[<[{]|[>\]}]$|<[^<>]*>|\{[^{}]*\}|(.)\1{5}/i;
/**
 * Counting sequences: `API_KEY=123456789`, `Bearer sk-abc123` (a plugin-dev skill's example) are stand-ins. They do
 * not excuse a value in a vendor's token format (`ghp_abcdefgh…0123456789`): a token of exactly a vendor's shape in a committed file is treated as one, as
 * secretlint does (its recommended preset flags that `ghp_` token).
 */
const COUNTING = /0123456|123456789|abcdefgh|abc123/i;

/** A template word numbered: `token123`, `secret-1`, `password42` (anthropics/skills' `Bearer token123`). */
const NUMBERED_WORD = /^(?:token|secret|password|passwd|pass|key|apikey|api[-_]?key|test|example|demo|sample|dummy|fake)[-_]?\d{1,6}$/i;

/** A stand-in for a secret, not a secret: empty, a reference, a template word or marker. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (PLACEHOLDER_WORDS.has(v.toLowerCase()) || NUMBERED_WORD.test(v)) return true;
  if (isReference(v) || envVarNameLike(v)) return true;
  return PLACEHOLDER_MARKERS.test(v) || COUNTING.test(v);
}

/**
 * Words joined by dashes, underscores or slashes (`How-does-MSYS2-differ-from-Cygwin`, a wiki page's slug;
 * `REQ-010/cell-RING_RESET-PCI`; `Default-26e65220-5561-46ef-9783-ce5f20489241`): three or more short parts, each
 * letters, digits, a group of hex digits (a UUID's) or a short mix. A key's random run is longer than that.
 */
export function isSlug(text: string): boolean {
  const parts = text.split(/[-_/]/);
  return parts.length >= 3 && parts.every((p) => p.length <= 12 && (/^[A-Za-z]+\d{0,3}$/.test(p) || /^[0-9a-f]+$/.test(p) || p.length <= 6));
}

/** Words only (`your-token-goes-here`, `MyApiKey`, `changeme`): a description, not a random value. */
function wordish(v: string): boolean {
  if (!/^[A-Za-z]+(?:[-_. ][A-Za-z]+)*$/.test(v)) return false;
  return v.split(/[-_. ]/).every((w) => /^(?:[a-z]+|[A-Z]+|(?:[A-Z][a-z]+)+|[a-z]+(?:[A-Z][a-z]+)+)$/.test(w));
}

/** `ACTUAL_API_KEY`, `GITHUB_PAT_2`: the name of a variable (Codex `env_http_headers` values look like this). */
function envVarNameLike(v: string): boolean {
  return /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(v);
}

function pathLike(v: string): boolean {
  return /^(?:[A-Za-z]:[\\/]|[\\/]|~[\\/]|\.\.?[\\/])/.test(v);
}

/** `^3.972.42`, `>=1.2`, `v2.0.1-rc.1`: a version or a range (a lockfile's `"@aws-sdk/credential-provider-node": "^3.9"`). */
function versionLike(v: string): boolean {
  return /^(?:[\^~]|[<>]=?|=)?v?\d+(?:\.\d+)+(?:[-+][0-9A-Za-z.]+)?$/.test(v);
}

function urlLike(v: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(v);
}

function emailLike(v: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(v);
}

function charClasses(v: string): number {
  return (/[a-z]/.test(v) ? 1 : 0) + (/[A-Z]/.test(v) ? 1 : 0) + (/[0-9]/.test(v) ? 1 : 0) + (/[^A-Za-z0-9]/.test(v) ? 1 : 0);
}

/** Defaults nobody could steal: the passwords every tutorial and container image ships with. */
const WEAK_PASSWORDS = new Set([
  'password', 'passwd', 'pass', 'pw', 'pwd', 'postgres', 'postgresql', 'mysql', 'mariadb', 'mongo', 'mongodb', 'redis',
  'root', 'admin', 'administrator', 'secret', 'guest', 'test', 'user', 'changeme', 'mysecretpassword', 'example',
  'default', 'sa', 'neo4j', 'rabbitmq', 'minio', 'minioadmin', 'password1', 'password123', 'admin123', 'root123',
  'postgres123', 'secret123', 'test123', 'pass123', 'letmein', 'qwerty', 'dev', 'development', 'local', 'localdev',
  'changeit', 'welcome', 'supersecret', 'topsecret', 'mysecret', 'sample', 'testing', 'demo', 'guest', 'oracle', 'tiger',
  'sysadmin', 'superuser', 'docker', 'airflow', 'keycloak', 'grafana', 'elastic', 'kibana', 'jenkins', 'sonar',
  'hunter2', 'p@ssw0rd', 'passw0rd', 'p@ssword', 'pa$$word', 'password1!', 'password123!', 'admin123!', 'qwerty123',
]);
/**
 * A password made of template words and a number: `TestPass123`, `demo_password1`, `MyPassword!` (a test skill's
 * "Use these test credentials"). Tutorials write these; nobody guards anything with them.
 */
const TEMPLATE_PASSWORD = /^(?:test|demo|sample|example|dummy|fake|my|temp|default|dev|local)[-_]?(?:pass|passwd|password|pwd|secret|user|admin)[-_]?\d{0,6}[!@#$%]?$/i;

/**
 * How much a value has to look like a secret, by how sure the context already is:
 * - `token`: only a name says it is a secret (`GITHUB_TOKEN`, `--api-key`): 16+ characters, mixed, high entropy;
 * - `credential`: it sits in a credential slot (`Authorization`, `?api_key=`, `X-API-Key`): 8+ characters;
 * - `password`: a password slot (`DB_PASSWORD`, a URL's userinfo): 6+ characters and not a well-known default.
 */
export type Strength = 'token' | 'credential' | 'password';

export function looksLikeSecret(value: string, strength: Strength, user?: string, slot: PasswordSlot = 'named'): boolean {
  const v = value;
  if (!v || /\s/.test(v)) return false;
  if (isPlaceholder(v) || hasReference(v) || envVarNameLike(v) || pathLike(v) || urlLike(v) || emailLike(v) || versionLike(v)) return false;
  if (wordish(v) && !(strength === 'password' && slot === 'dedicated' && lettersOnlyPassword(v, user))) return false;
  const classes = charClasses(v);
  const entropy = shannonEntropy(v);
  switch (strength) {
    case 'token':
      return v.length >= 16 && classes >= 2 && entropy >= 3;
    case 'credential':
      return v.length >= 8 && (classes >= 2 || v.length >= 20) && entropy >= 2.5;
    case 'password':
      if (WEAK_PASSWORDS.has(v.toLowerCase()) || TEMPLATE_PASSWORD.test(v) || (user !== undefined && v === user)) return false;
      if (slot === 'dedicated' && /^[A-Za-z]+$/.test(v)) return v.length >= 6 && entropy >= 2;
      return v.length >= 6 && (classes >= 2 || v.length >= 12) && entropy >= 2;
  }
}

/**
 * Where a password sits: `dedicated` — the password of a connection URI (`postgresql://app:pass@db`), a connection
 * string's `Password=` or an env var named for one (`DB_PASSWORD`): nothing but a password goes there, so a
 * letters-only value (`hunter`, `Sunshine`) is one too. `named`: any other slot whose name says password (a flag, a
 * header, an assignment), where a word is more often a description than the password.
 */
export type PasswordSlot = 'dedicated' | 'named';

/**
 * A letters-only value in a dedicated password slot is the password, unless it is a well-known default, the user
 * name again, or a word that describes a password rather than being one (`mypassword`, `dbpass`).
 */
function lettersOnlyPassword(v: string, user: string | undefined): boolean {
  if (!/^[A-Za-z]+$/.test(v)) return false;
  if (WEAK_PASSWORDS.has(v.toLowerCase()) || (user !== undefined && v.toLowerCase() === user.toLowerCase())) return false;
  return !/pass(?:word|wd|phrase)?|pwd|^(?:blank|notset|disabled|enabled|generated|random|secure|strong|hidden|masked|omitted|provided|sensitive|confidential)$/i.test(v);
}

/**
 * The literal parts of `value[start, end)` that could hold a secret: the whole (trimmed, unquoted) text; the
 * default of a `${VAR:-default}`; nothing for a reference or a text that interpolates one.
 */
export function literalParts(value: string, start: number, end: number): { start: number; end: number }[] {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(value[s]!)) s++;
  while (e > s && /\s/.test(value[e - 1]!)) e--;
  if (e - s >= 2 && (value[s] === '"' || value[s] === "'") && value[e - 1] === value[s]) {
    s++;
    e--;
  }
  const seg = value.slice(s, e);
  const m = /^\$\{([^}:]+):-([^}]*)\}$/.exec(seg);
  if (m) {
    const ds = s + 2 + m[1]!.length + 2;
    return literalParts(value, ds, ds + m[2]!.length);
  }
  if (!seg || hasReference(seg)) return [];
  return [{ start: s, end: e }];
}
