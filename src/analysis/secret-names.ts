/**
 * Names that say "secret": does an env var, header, CLI flag or query parameter name (`GITHUB_TOKEN`, `X-API-Key`,
 * `--db-password`) mark its value as a credential? Separate from the value checks because rules ask it on its own
 * (insecure-transport looks for credential headers, auto-approve reads a tool name's words). Pure.
 */

export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Last words that make a name about a secret, not the secret: `TOKEN_PATH`, `API_KEY_ID`, `SECRET_NAME`. */
const NOT_SECRET_LAST = new Set([
  'id', 'ids', 'file', 'files', 'path', 'paths', 'dir', 'directory', 'url', 'uri', 'urls', 'endpoint', 'host', 'hostname',
  'port', 'name', 'names', 'type', 'env', 'var', 'variable', 'header', 'prefix', 'suffix', 'length', 'len', 'ttl', 'expiry',
  'expires', 'expiration', 'enabled', 'disabled', 'enable', 'disable', 'required', 'mode', 'scope', 'scopes', 'version',
  'region', 'format', 'user', 'username', 'login', 'count', 'limit', 'limits', 'timeout', 'location', 'store', 'helper',
  'command', 'cmd', 'field', 'param', 'algorithm', 'alg', 'policy', 'source', 'provider', 'method', 'issuer', 'audience',
  'kind', 'label', 'hint', 'help', 'description', 'interval', 'seconds', 'secs', 'ms', 'minutes', 'days', 'size', 'max',
  'min', 'hash', 'budget', 'usage', 'cache', 'storage', 'manager', 'vault', 'arn', 'ref', 'version',
]);
/** Words that make the value public by design: `PUBLIC_KEY`, `publishableKey`, `SUPABASE_ANON_KEY`. */
const PUBLIC_WORDS = new Set(['public', 'publishable', 'anon', 'pub']);
const PASSWORD_WORDS = new Set(['password', 'passwd', 'passphrase', 'pwd', 'dbpassword', 'dbpass']);
const PASSWORD_LAST = new Set(['pass', 'pw']);
const SECRET_WORDS = new Set([
  'token', 'tokens', 'secret', 'secrets', 'apikey', 'apitoken', 'accesstoken', 'authtoken', 'secretkey', 'privatekey',
  'accesskey', 'clientsecret', 'credential', 'credentials', 'creds', 'pat', 'bearer', 'authorization', 'sessionkey',
]);
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'client', 'master', 'signing', 'encryption', 'service', 'admin', 'auth', 'license']);
/**
 * Words before a last `key` that make it a key of a data structure, not a credential: Cosmos DB's `partitionKey`, Table
 * storage's `rowKey`, `sortKey`, `cacheKey`, `azure_icon_key` (github/awesome-copilot's skills, each once reported).
 * Not `primary` (Azure's account keys are `primaryKey`), `storage`, `search`, `query` or `routing` (PagerDuty's
 * routing key): those name credentials.
 */
const DATA_KEY_QUALIFIERS = new Set([
  'partition', 'row', 'sort', 'range', 'foreign', 'composite', 'unique', 'cache', 'icon', 'lookup', 'object',
  'idempotency', 'dedup', 'dedupe', 'group', 'map', 'dict', 'index', 'shard', 'cursor', 'state', 'translation', 'i18n',
  'locale', 'message', 'event', 'hot', 'shortcut', 'keyboard', 'column', 'table', 'field', 'prop', 'list', 'item', 'node',
  'entity', 'record', 'order', 'join',
]);

/** `GITHUB_TOKEN` → ['github','token']; `apiKey` → ['api','key']; `X-API-Key` → ['x','api','key']. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // `XMLHttp` → `XML Http`: a break before the last capital of a run that a lower-case letter follows (a lookahead
    // per capital, where `([A-Z]+)([A-Z][a-z])` would read a long run of capitals again from each one of them)
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

type KeyKind = 'password' | 'secret' | undefined;
/** Names repeat across a repository's configs (`GITHUB_TOKEN`, `args`, `--port`): each is judged once. */
const keyKinds = new Map<string, KeyKind>();
const MAX_REMEMBERED_NAMES = 10_000;

/** Does a name (env var, header, flag, query parameter) say that its value is a password or other secret? */
export function secretKeyKind(name: string): KeyKind {
  let kind = keyKinds.get(name);
  if (kind === undefined && !keyKinds.has(name)) {
    kind = judgeName(name);
    if (keyKinds.size < MAX_REMEMBERED_NAMES && name.length <= 256) keyKinds.set(name, kind);
  }
  return kind;
}

function judgeName(name: string): KeyKind {
  const words = nameWords(name);
  const last = words[words.length - 1];
  if (last === undefined || NOT_SECRET_LAST.has(last)) return undefined;
  if (words.some((w) => PUBLIC_WORDS.has(w))) return undefined;
  if (words.some((w) => PASSWORD_WORDS.has(w) || /(?:password|passwd|passphrase)$/.test(w)) || PASSWORD_LAST.has(last)) return 'password';
  if (words.some((w) => SECRET_WORDS.has(w) || /(?:token|tokens|secret|apikey)$/.test(w))) return 'secret';
  if (last === 'key' && DATA_KEY_QUALIFIERS.has(words[words.length - 2] ?? '')) return undefined;
  if (last === 'key' || last === 'auth') return 'secret';
  if (words.some((w, i) => w === 'key' && KEY_QUALIFIERS.has(words[i - 1] ?? ''))) return 'secret';
  return undefined;
}

export function isAuthorizationHeader(name: string): boolean {
  return /^(?:proxy-)?authorization$/i.test(name.trim());
}
