/** OpenAI Codex: `.codex/config.toml`, one `[mcp_servers.<name>]` table per server (formats.md §3). */
import { toml } from '../model/lazy.js';
import { parseableText } from '../model/source.js';
import type { ConfigFile, KeyedStr, Path, Problem, Server, SourceText, Str } from '../model/types.js';
import { readCodexCommands } from './codex-commands.js';
import { tomlEditor } from './codex-editor.js';
import type { Host } from './host.js';
import { ScanIndex } from './toml-index.js';
import { scanToml } from './toml-scan.js';

/**
 * Codex reads TOML with serde, where `__proto__` and `constructor` are ordinary keys: keep them, so that the linter
 * sees every server Codex would start. smol-toml builds null-prototype objects and defines such keys as own
 * properties, so keeping them pollutes nothing. Integers beyond 2^53 are fine for Codex (i64), hence BigInt as needed.
 */
const PARSE_OPTIONS = { unsafeKeyBehaviour: 'keep', integersAsBigInt: 'asNeeded' } as const;

const CONFIG_PATH = /(^|\/)\.codex\/config\.toml$/;

export const codex: Host = {
  id: 'codex',
  name: 'Codex',
  matches: (relPath) => CONFIG_PATH.test(relPath),
  parse(source: SourceText): ConfigFile {
    const text = parseableText(source);
    const scan = scanToml(text);
    const index = new ScanIndex(text, scan);
    const file: ConfigFile = {
      kind: 'config',
      host: 'codex',
      syntax: 'toml',
      source,
      servers: [],
      problems: [],
      comments: scan.comments,
      data: undefined,
      editor: tomlEditor(source, index, validate),
    };
    try {
      file.data = toml().parse(text, PARSE_OPTIONS);
    } catch (error) {
      file.problems.push(syntaxProblem(error, text));
      return file;
    }
    // A project's file is merged over the user's (formats.md §3.1): there a table may only adjust a user's server.
    file.servers = readServers(file.data as Record<string, unknown>, index, file.problems, !source.display.startsWith('~/'));
    const commands = readCodexCommands(file.data as Record<string, unknown>, index);
    if (commands.length) file.commands = commands;
    if (scan.truncatedAt !== undefined) {
      // Whatever follows has no positions: findings there would all point at the start of the file, and could not
      // be told apart. Fail closed rather than report them as one.
      const at = Math.min(scan.truncatedAt, text.length);
      file.problems.push({
        message: 'too large to map: past this point the file repeats more key paths than mcp-audit keeps positions for, so what follows is not checked reliably',
        span: { start: at, end: Math.min(at + 1, text.length) },
      });
    }
    return file;
  },
};

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function syntaxProblem(error: unknown, text: string): Problem {
  if (!(error instanceof toml().TomlError)) return { message: `TOML syntax error: ${String(error)}`, span: { start: 0, end: 0 } };
  const message = error.message.replace(/^Invalid TOML document: /, '').split('\n')[0];
  // smol-toml counts lines by /\r?\n/, which differs from lineStarts only on lone CRs; follow its count to be exact.
  let start = 0;
  for (let line = 1; line < error.line; line++) {
    const next = text.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  start = Math.min(start + error.column - 1, text.length);
  const end = start < text.length && text[start] !== '\n' && text[start] !== '\r' ? start + 1 : start;
  return { message: `TOML syntax error: ${message}`, span: { start, end } };
}

function readServers(data: Record<string, unknown>, index: ScanIndex, problems: Problem[], overlay: boolean): Server[] {
  if (!Object.hasOwn(data, 'mcp_servers')) return [];
  const all = data.mcp_servers;
  if (!isTable(all)) {
    problems.push({ message: '"mcp_servers" must be a table', span: index.spanAt(['mcp_servers']), path: ['mcp_servers'] });
    return [];
  }
  const servers: Server[] = [];
  for (const [name, entry] of Object.entries(all)) {
    const path = ['mcp_servers', name];
    if (!isTable(entry)) {
      problems.push({ message: `server "${name}" must be a table`, span: index.spanAt(path), path });
      continue;
    }
    servers.push(readServer(name, entry, index, problems, overlay));
  }
  return servers;
}

function readServer(name: string, entry: Record<string, unknown>, index: ScanIndex, problems: Problem[], overlay: boolean): Server {
  const path = ['mcp_servers', name];
  const nameSpan = index.nameSpan(path);
  const server: Server = { name, path, nameSpan, span: index.entrySpan(path), transport: 'unknown', args: [], env: [], headers: [] };
  const has = (key: string) => Object.hasOwn(entry, key);
  const problem = (message: string, at: Path, span = index.spanAt(at)) => problems.push({ message, span, path: at });
  const str = (at: Path, value: string): Str => {
    const node = index.node(at);
    const result: Str = { value, span: node?.span ?? index.spanAt(at), path: at, quoteLength: node?.quoteLength ?? 1 };
    // offsets index the scanner's decoding; they only apply when it agrees with smol-toml's (the property test's claim)
    if (node?.offsets && node.value === value) result.offsets = node.offsets;
    return result;
  };
  const keyed = (key: string): KeyedStr[] => {
    const table = entry[key];
    const at = [...path, key];
    const message = `"${key}" must be a table of strings`;
    if (!has(key)) return [];
    if (!isTable(table)) return problem(message, at), [];
    const result: KeyedStr[] = [];
    for (const [k, value] of Object.entries(table)) {
      if (typeof value === 'string') result.push({ key: k, keySpan: index.keySpanAt([...at, k]), value: str([...at, k], value) });
      else problem(message, [...at, k]);
    }
    return result;
  };

  for (const key of ['command', 'url'] as const) {
    const value = entry[key];
    if (typeof value === 'string') server[key] = str([...path, key], value);
    else if (has(key)) problem(`"${key}" must be a string`, [...path, key]);
  }
  if (has('args')) {
    const args = entry.args;
    const at = [...path, 'args'];
    if (!Array.isArray(args)) problem('"args" must be an array of strings', at);
    else {
      server.argsSpan = index.spanAt(at);
      args.forEach((arg: unknown, i) => {
        if (typeof arg === 'string') server.args.push(str([...at, i], arg));
        else problem('"args" must be an array of strings', [...at, i]);
      });
    }
  }
  server.env = keyed('env');
  server.headers = keyed('http_headers');
  if (has('bearer_token')) {
    const at = [...path, 'bearer_token'];
    problem('Codex rejects "bearer_token"; use "bearer_token_env_var" with the variable\'s name', at, index.keySpanAt(at));
  }
  // Codex picks the transport by which key is present; there is no `type` key.
  if (server.command) server.transport = 'stdio';
  else if (server.url) server.transport = 'http';
  if (!has('command') && !has('url')) {
    const keys = Object.keys(entry);
    if (overlay && keys.length && keys.every((k) => OVERLAY_KEYS.has(k))) {
      problems.push({
        message: `server "${name}" sets only ${keys.map((k) => `"${k}"`).join(', ')}: an overlay, which Codex merges over a server "${name}" defined in the user's ~/.codex/config.toml; with no such server there, Codex fails to load this file`,
        span: nameSpan, path, level: 'note',
      });
    } else problem(`server "${name}" has neither "command" nor "url"`, path, nameSpan);
  }
  // A key of the other transport fails the whole file (`<field> is not supported for stdio|streamable_http`).
  const transport = has('command') ? 'stdio' : has('url') ? 'streamable_http' : undefined;
  if (transport) {
    const why = transport === 'stdio'
      ? `server "${name}" has a "command", so it is a stdio server`
      : `server "${name}" has a "url" and no "command", so it is a streamable HTTP server`;
    for (const key of OTHER_TRANSPORT_KEYS[transport]) {
      if (!has(key)) continue;
      const at = [...path, key];
      problem(`Codex refuses to load this file: "${key}" is not supported for ${transport} (${why})`, at, index.nameSpan(at));
    }
  }
  return server;
}

/**
 * Keys that adjust a server rather than define one (formats.md §3.2: both transports, no launch): a project table
 * holding only these is an overlay on the user's server of that name. Codex merges config layers key by key before
 * it reads the servers.
 */
const OVERLAY_KEYS = new Set([
  'enabled', 'required', 'enabled_tools', 'disabled_tools', 'tools', 'default_tools_approval_mode', 'startup_timeout_sec',
  'startup_timeout_ms', 'tool_timeout_sec', 'supports_parallel_tool_calls',
]);

/**
 * Keys Codex rejects for a transport, as formats.md §3.2 lists them (and as `throw_if_set` in codex-rs
 * `mcp_types.rs` checks them): the other transport's keys. Keys for both transports, and OAuth keys whose placement
 * is not confirmed (`scopes`, `oauth_resource`, `oauth`, `auth`, `http_headers_helper`), are not listed.
 * `bearer_token` is rejected for both and reported on its own.
 */
export const OTHER_TRANSPORT_KEYS = {
  stdio: ['url', 'bearer_token_env_var', 'http_headers', 'env_http_headers'],
  streamable_http: ['args', 'env', 'env_vars', 'cwd'],
} as const;

/** The editor's check: would Codex still load the edited text? */
function validate(edited: string): string | undefined {
  try {
    toml().parse(edited, PARSE_OPTIONS);
    return undefined;
  } catch (error) {
    return syntaxProblem(error, edited).message;
  }
}
