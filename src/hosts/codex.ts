/** OpenAI Codex: `.codex/config.toml`, one `[mcp_servers.<name>]` table per server (formats.md §3). */
import { toml } from '../model/lazy.js';
import { lineBreakOf, parseableText } from '../model/source.js';
import type { ConfigEditor, ConfigFile, Edit, KeyedStr, Path, Problem, Server, SourceText, Span, Str } from '../model/types.js';
import type { Host } from './host.js';
import { scanToml, type TomlNode, type TomlScan, type TomlTable } from './toml-scan.js';

/**
 * Codex reads TOML with serde, where `__proto__` and `constructor` are ordinary keys: keep them, so that the linter
 * sees every server Codex would start. smol-toml builds null-prototype objects and defines such keys as own
 * properties, so keeping them pollutes nothing. Integers beyond 2^53 are fine for Codex (i64), hence BigInt as needed.
 */
const PARSE_OPTIONS = { unsafeKeyBehaviour: 'keep', integersAsBigInt: 'asNeeded' } as const;

const CONFIG_PATH = /(^|\/)\.codex\/config\.toml$/;
const PREFIX_DEPTH = 4;

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
      editor: tomlEditor(source, index),
    };
    try {
      file.data = toml().parse(text, PARSE_OPTIONS);
    } catch (error) {
      file.problems.push(syntaxProblem(error, text));
      return file;
    }
    file.servers = readServers(file.data as Record<string, unknown>, index, file.problems);
    return file;
  },
};

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const startsWith = (path: Path, prefix: Path): boolean => path.length >= prefix.length && prefix.every((s, i) => s === path[i]);

/** The index in `node.keySpans` of the key segment for `path[depth]`, if the node's key spells it. */
function segmentAt(node: TomlNode, depth: number): number | undefined {
  const i = depth - (node.path.length - node.keySpans.length);
  return i >= 0 && i < node.keySpans.length ? i : undefined;
}

/** A trie over paths: segments are Map keys (so 1 and "1" differ), never joined into strings. */
interface PathTrie {
  node?: TomlNode;
  header?: TomlTable;
  /** nodes at or below this path, in document order (kept for the first PREFIX_DEPTH levels) */
  under?: TomlNode[];
  children: Map<string | number, PathTrie>;
}

/**
 * Lookups over the scan; all positions refer to the parseable text (same offsets as the file). Paths are looked up
 * segment by segment: building a string key per lookup would cost the length of a (possibly huge) server name
 * every time.
 */
class ScanIndex {
  private readonly root: PathTrie = { children: new Map() };

  constructor(readonly text: string, readonly scan: TomlScan) {
    for (const node of scan.nodes) {
      let at = this.root;
      node.path.forEach((segment, k) => {
        at = this.child(at, segment);
        if (k < PREFIX_DEPTH) (at.under ??= []).push(node);
      });
      at.node ??= node;
    }
    for (const table of scan.tables) {
      if (table.kind === 'dotted') continue;
      const at = table.path.reduce<PathTrie>((t, segment) => this.child(t, segment), this.root);
      at.header ??= table;
    }
  }

  private child(at: PathTrie, segment: string | number): PathTrie {
    let next = at.children.get(segment);
    if (!next) at.children.set(segment, (next = { children: new Map() }));
    return next;
  }

  private find(path: Path): PathTrie | undefined {
    let at: PathTrie | undefined = this.root;
    for (const segment of path) {
      at = at.children.get(segment);
      if (!at) return undefined;
    }
    return at;
  }

  node(path: Path): TomlNode | undefined {
    return this.find(path)?.node;
  }

  /** The header table `[path]` itself, if the file has one. */
  /** The nodes at or below `path`, in document order. */
  under(path: Path): TomlNode[] {
    if (path.length === 0) return this.scan.nodes;
    if (path.length <= PREFIX_DEPTH) return this.find(path)?.under ?? [];
    return this.scan.nodes.filter((node) => startsWith(node.path, path));
  }

  header(path: Path): TomlTable | undefined {
    return this.find(path)?.header;
  }

  /** The value's span, or for a value only defined through sub-keys, the first place one of them appears. */
  spanAt(path: Path): Span {
    const node = this.node(path) ?? this.under(path)[0];
    return node ? node.span : { start: 0, end: 0 };
  }

  keySpanAt(path: Path): Span {
    return this.node(path)?.keySpan ?? this.spanAt(path);
  }

  /** Where the key `path[path.length - 1]` is spelled first: a header segment, a (dotted) key. */
  nameSpan(path: Path): Span {
    const depth = path.length - 1;
    const exact = this.node(path);
    if (exact?.keySpan) return exact.keySpan;
    for (const node of this.under(path)) {
      const i = segmentAt(node, depth);
      if (i !== undefined) return node.keySpans[i]!;
    }
    return this.spanAt(path);
  }

  /** A server table's header through the end of its body, or the inline table, or everything that defines it. */
  entrySpan(path: Path): Span {
    const header = this.header(path);
    if (header) return { start: header.headerSpan.start, end: header.bodyEnd };
    const node = this.node(path);
    if (node) return node.span;
    let start = Infinity;
    let end = -Infinity;
    for (const n of this.under(path)) {
      start = Math.min(start, n.keySpans[0]?.start ?? n.span.start);
      end = Math.max(end, n.span.end);
    }
    return start <= end ? { start, end } : { start: 0, end: 0 };
  }

  /** The last key written directly in the table at `path` (dotted keys included, sub-tables excluded). */
  lastKeyOf(path: Path): TomlNode | undefined {
    let last: TomlNode | undefined;
    for (const node of this.under(path)) {
      if (node.kind === 'table' || node.path.length <= path.length) continue;
      if (segmentAt(node, path.length) === undefined) continue;
      if (!last || node.span.start > last.span.start) last = node;
    }
    return last;
  }

  /** The innermost inline table that holds `node`. */
  inlineParent(node: TomlNode): TomlNode | undefined {
    for (let k = node.path.length - 1; k > 0; k--) {
      const parent = this.node(node.path.slice(0, k));
      if (parent?.kind === 'inline-table' && parent.span.start < node.span.start && node.span.end <= parent.span.end) return parent;
    }
    return undefined;
  }

  /** Spans of an array's elements or an inline table's `key = value` entries. */
  itemsOf(container: TomlNode): Span[] {
    const depth = container.path.length;
    const items: Span[] = [];
    for (const node of this.under(container.path)) {
      if (node.path.length <= depth) continue;
      if (container.kind === 'array') {
        if (node.path.length === depth + 1) items.push(node.span);
      } else if (node.path.length - node.keySpans.length === depth && node.keySpans.length > 0) {
        items.push({ start: node.keySpans[0]!.start, end: node.span.end });
      }
    }
    return items.sort((a, b) => a.start - b.start);
  }
}

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

function readServers(data: Record<string, unknown>, index: ScanIndex, problems: Problem[]): Server[] {
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
    servers.push(readServer(name, entry, index, problems));
  }
  return servers;
}

function readServer(name: string, entry: Record<string, unknown>, index: ScanIndex, problems: Problem[]): Server {
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
  if (!has('command') && !has('url')) problem(`server "${name}" has neither "command" nor "url"`, path, nameSpan);
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
 * Keys Codex rejects for a transport, as formats.md §3.2 lists them (and as `throw_if_set` in codex-rs
 * `mcp_types.rs` checks them): the other transport's keys. Keys for both transports, and OAuth keys whose placement
 * is not confirmed (`scopes`, `oauth_resource`, `oauth`, `auth`, `http_headers_helper`), are not listed.
 * `bearer_token` is rejected for both and reported on its own.
 */
const OTHER_TRANSPORT_KEYS = {
  stdio: ['url', 'bearer_token_env_var', 'http_headers', 'env_http_headers'],
  streamable_http: ['args', 'env', 'env_vars', 'cwd'],
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Editing

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const SHORT: Record<string, string> = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r', '"': '\\"', '\\': '\\\\' };

function escapeBasic(value: string, keepNewlines: boolean): string {
  let out = '';
  for (const c of value) {
    if (keepNewlines && c === '\n') out += c;
    else if (SHORT[c] !== undefined) out += SHORT[c];
    else if (c < ' ' || c === '\x7f') out += `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    else out += c;
  }
  return out;
}

export const tomlString = (value: string): string => `"${escapeBasic(value, false)}"`;
export const tomlKey = (key: string): string => (BARE_KEY.test(key) ? key : tomlString(key));

/** A token for `value` in the style of `open` (the original delimiter) where the value allows it. */
function stringToken(open: string, value: string, lb: string): string {
  // Literal strings cannot escape anything, so they hold only what needs no escape.
  const plain = !/[\x00-\x08\x0a-\x1f\x7f]/.test(value);
  if (open === "'" && plain && !value.includes("'")) return `'${value}'`;
  const multiPlain = !/[\x00-\x08\x0b-\x1f\x7f]/.test(value);
  // A line break right after the opening delimiter is trimmed, so a value that starts with one needs another.
  const lead = value.startsWith('\n') ? lb : '';
  if (open === "'''" && multiPlain && !value.includes("'")) return `'''${lead}${value}'''`;
  if (open === '"""') return `"""${lead}${escapeBasic(value, true)}"""`;
  return tomlString(value);
}

function tomlEditor(source: SourceText, index: ScanIndex): ConfigEditor {
  const text = index.text;
  const lb = lineBreakOf(source.text);
  const firstLineStart = source.bom ? 1 : 0;
  const insert = (at: number, insertion: string): Edit => ({ file: source.path, start: at, end: at, text: insertion });
  const lineStart = (offset: number): number => {
    let i = offset;
    while (i > firstLineStart && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
    return i;
  };
  const lineEnd = (offset: number): number => {
    let i = offset;
    while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    return i;
  };
  const indentOf = (offset: number): string => /^[ \t]*/.exec(text.slice(lineStart(offset), offset))![0];
  const firstOnLine = (offset: number): boolean => /^[ \t]*$/.test(text.slice(lineStart(offset), offset));

  /** Inserts `item` at `position` into an array or inline table, following its layout. */
  function insertItem(container: TomlNode, position: number, item: string): Edit[] {
    const items = index.itemsOf(container);
    const at = Math.max(0, Math.min(position, items.length));
    const close = container.span.end - 1;
    const pad = container.kind === 'array' ? '' : ' ';
    if (items.length === 0) {
      if (text.slice(container.span.start + 1, close).trim() === '') {
        return [{ file: source.path, start: container.span.start, end: container.span.end, text: `${text[container.span.start]}${pad}${item}${pad}${text[close]}` }];
      }
      // only comments inside: a line of its own before the closing bracket
      if (firstOnLine(close)) return [insert(lineStart(close), `${indentOf(close)}  ${item}${lb}`)];
      return [insert(close, item)];
    }
    const multiLine = /[\r\n]/.test(text.slice(container.span.start, items[0]!.start));
    if (at < items.length) {
      const next = items[at]!.start;
      if (multiLine && firstOnLine(next)) return [insert(lineStart(next), `${indentOf(next)}${item},${lb}`)];
      return [insert(next, `${item}, `)];
    }
    const last = items[items.length - 1]!;
    if (!multiLine) return [insert(last.end, `, ${item}`)];
    let after = last.end;
    while (text[after] === ' ' || text[after] === '\t') after++;
    const trailingComma = text[after] === ',';
    const afterComma = trailingComma ? after + 1 : last.end;
    const end = lineEnd(afterComma);
    const line = `${lb}${indentOf(last.start)}${item}${trailingComma ? ',' : ''}`;
    // closing bracket on the last item's line, or nothing after the item: one insertion right there
    if (close < end || (!trailingComma && end === last.end)) return [insert(afterComma, `${trailingComma ? '' : ','}${line}`)];
    return trailingComma ? [insert(end, line)] : [insert(last.end, ','), insert(end, line)];
  }

  /** Adds `key = value` to the table at `tablePath` right after `sibling`, spelled like the sibling's key. */
  function addAfter(sibling: TomlNode, tablePath: Path, key: string, value: string): Edit[] {
    const segment = segmentAt(sibling, tablePath.length)!;
    const keyStart = sibling.keySpans[0]!.start;
    const prefix = text.slice(keyStart, sibling.keySpans[segment]!.start);
    const parent = index.inlineParent(sibling);
    if (parent) {
      const position = index.itemsOf(parent).findIndex((span) => span.start <= keyStart && keyStart < span.end) + 1;
      return insertItem(parent, position, `${prefix}${key} = ${value}`);
    }
    const equals = text.slice(sibling.keySpan!.end, sibling.span.start);
    return [insert(lineEnd(sibling.span.end), `${lb}${indentOf(keyStart)}${prefix}${key}${equals}${value}`)];
  }

  /** Adds `key = value` at the end of the table at `tablePath`, however that table is written. */
  function appendKey(tablePath: Path, key: string, value: string): Edit[] {
    const node = index.node(tablePath);
    if (node?.kind === 'inline-table') return insertItem(node, Infinity, `${key} = ${value}`);
    const last = index.lastKeyOf(tablePath);
    if (last) return addAfter(last, tablePath, key, value);
    const header = index.header(tablePath);
    if (header) return [insert(header.bodyEnd, `${lb}${indentOf(header.headerSpan.start)}${key} = ${value}`)];
    return [];
  }

  const editor: ConfigEditor = {
    replaceString(str, value) {
      const open = text.slice(str.span.start, str.span.start + str.quoteLength);
      return [{ file: source.path, start: str.span.start, end: str.span.end, text: stringToken(open, value, lb) }];
    },

    insertArg(server, position, value) {
      const args = index.node([...server.path, 'args']);
      if (args) return args.kind === 'array' ? insertItem(args, position, tomlString(value)) : [];
      const command = index.node([...server.path, 'command']);
      const list = `[${tomlString(value)}]`;
      if (command && segmentAt(command, server.path.length) !== undefined) return addAfter(command, server.path, 'args', list);
      return appendKey(server.path, 'args', list);
    },

    setEnv(server, name, value) {
      const envPath = [...server.path, 'env'];
      const existing = index.node([...envPath, name]);
      if (existing?.kind === 'string') {
        return editor.replaceString({ value: existing.value!, span: existing.span, path: existing.path, quoteLength: existing.quoteLength! }, value);
      }
      if (existing?.kind === 'table') return [];
      if (existing) return [{ file: source.path, start: existing.span.start, end: existing.span.end, text: tomlString(value) }];
      const env = index.node(envPath);
      if (env && env.kind !== 'inline-table' && env.kind !== 'table') return [];
      if (env || index.lastKeyOf(envPath)) return appendKey(envPath, tomlKey(name), tomlString(value));
      return appendKey(server.path, 'env', `{ ${tomlKey(name)} = ${tomlString(value)} }`);
    },

    validate(edited) {
      try {
        toml().parse(edited, PARSE_OPTIONS);
        return undefined;
      } catch (error) {
        return syntaxProblem(error, edited).message;
      }
    },
  };
  return editor;
}
