/**
 * Continue: block files `.continue/mcpServers/*.yaml|yml` and the user's `~/.continue/config.yaml`, where
 * `mcpServers` is a YAML **list** of `{ name, type?, command, args, env, cwd, url, requestOptions }`; JSON files in
 * `.continue/mcpServers/` are Claude/Cursor-style (`mcpServers` object) and are read as such (formats.md §5.6, §9.13).
 *
 * YAML spans come from the `yaml` package's nodes (`range`: offsets into the text, BOM included). A server's path
 * is `['mcpServers', <name>]` when its name is unique, otherwise `['mcpServers', <index>]`, so that fingerprints
 * survive reordering. The editor (continue-editor.ts) writes YAML in the file's own style: quoting of the value it
 * replaces, block or flow collections as found, the file's indentation.
 */
import type { Scalar, YAMLMap } from 'yaml';
import type { Comment, ConfigFile, KeyedStr, Path, Problem, Server, SourceText, Span, Str, Transport } from '../model/types.js';
import { yamlEditor } from './continue-editor.js';
import {
  clampSpan, field, isMap, isNullScalar, isScalar, isSeq, keySpan, pairs, rangeSpan, readModel, resolve, scalarOffsets, trimEnd, type Model,
} from './continue-yaml.js';
import { inferredTransport, mcpServersFile } from './entry.js';
import type { Host } from './host.js';

const BLOCK_FILE = /(^|\/)\.continue\/mcpServers\/[^/]+\.(ya?ml|json)$/;

const TYPES: Record<string, Transport> = { stdio: 'stdio', sse: 'sse', 'streamable-http': 'http', http: 'http', websocket: 'ws' };

export const continueHost: Host = {
  id: 'continue',
  name: 'Continue',
  matches: (relPath) => BLOCK_FILE.test(relPath),
  parse(source): ConfigFile {
    if (/\.json$/i.test(source.path)) {
      return mcpServersFile(source, { id: 'continue', what: 'Continue', strict: false }, { transport: inferredTransport(TYPES) });
    }
    return parseYaml(source);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Reading

function parseYaml(source: SourceText): ConfigFile {
  const model = readModel(source.text);
  const file: ConfigFile = {
    kind: 'config', host: 'continue', syntax: 'yaml', source, servers: [], problems: model.problems,
    comments: yamlComments(model.tokens), data: undefined, editor: yamlEditor(source, model),
  };
  if (model.problems.length) return file;
  try {
    file.data = model.doc.toJS({ maxAliasCount: 1000 });
  } catch (e) {
    model.problems.push({ message: `YAML error: ${(e as Error).message}`, span: { start: 0, end: 0 } });
    return file;
  }
  file.servers = readServers(model);
  return file;
}

/** `#` comments, from the CST (so a `#` inside a quoted string is not one). */
function yamlComments(tokens: readonly unknown[]): Comment[] {
  const comments: Comment[] = [];
  // An explicit stack, not recursion: a file nested thousands of levels deep ([[[[…) must not overflow the call stack.
  // Only objects go on it (a megabyte of YAML is a million of tokens' strings and numbers).
  const stack: object[] = tokens.filter((t): t is object => !!t && typeof t === 'object');
  while (stack.length) {
    const token = stack.pop()!;
    if (Array.isArray(token)) {
      for (const item of token) if (item && typeof item === 'object') stack.push(item as object);
      continue;
    }
    const t = token as { type?: string; offset?: number; source?: string };
    if (t.type === 'comment' && typeof t.offset === 'number' && typeof t.source === 'string') {
      comments.push({ text: t.source, span: { start: t.offset, end: t.offset + t.source.length } });
      continue;
    }
    for (const key in token) {
      const value = (token as Record<string, unknown>)[key];
      if (key !== 'type' && value && typeof value === 'object') stack.push(value);
    }
  }
  return comments.sort((a, b) => a.span.start - b.span.start);
}

function readServers(model: Model): Server[] {
  const { doc, text, problems } = model;
  if (!isMap(doc.contents)) return [];
  const top = field(model, doc.contents, 'mcpServers');
  if (!top || top.node === null || (isScalar(top.node) && top.node.value === null)) return [];
  const list = top.node;
  const entries: { name: string | undefined; keyNode: Span; node: unknown; index: number }[] = [];
  if (isSeq(list)) {
    list.items.forEach((item, index) => {
      const node = resolve(model, item);
      const name = isMap(node) ? field(model, node, 'name') : undefined;
      const nameValue = name && isScalar(name.node) && typeof name.node.value === 'string' ? name.node.value : undefined;
      entries.push({ name: nameValue, keyNode: name && isScalar(name.node) ? rangeSpan(name.node, text) : rangeSpan(item, text), node, index });
    });
  } else if (isMap(list)) {
    problems.push({
      message: 'Continue reads "mcpServers" as a list of entries with a "name" (- name: …), not a mapping: none of these servers load',
      span: keySpan(top.pair, text), path: ['mcpServers'], level: 'warning',
    });
    pairs(list).forEach(([name, pair], index) => entries.push({ name, keyNode: keySpan(pair, text), node: resolve(model, pair.value), index }));
  } else {
    problems.push({ message: '"mcpServers" must be a list of server entries', span: rangeSpan(list, text), path: ['mcpServers'] });
    return [];
  }
  const counts = new Map<string, number>();
  for (const e of entries) if (e.name !== undefined) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  const servers: Server[] = [];
  for (const e of entries) {
    const id = e.name !== undefined && counts.get(e.name) === 1 ? e.name : e.index;
    const path: Path = ['mcpServers', id];
    const label = e.name ?? `#${e.index + 1}`;
    if (!isMap(e.node)) {
      problems.push({ message: `server entry ${label} of "mcpServers" must be a mapping`, span: rangeSpan(e.node, text), path });
      continue;
    }
    // `uses: owner/block` pulls a server from the Continue hub: nothing local to model.
    if (isSeq(list) && field(model, e.node, 'uses')) continue;
    if (isSeq(list) && e.name === undefined) {
      problems.push({ message: `server entry ${label} of "mcpServers" has no "name"`, span: e.keyNode, path });
    }
    const server = readServer(model, e.node, path, String(label), e.keyNode);
    if (server) {
      model.serverMaps.set(JSON.stringify(path), e.node);
      servers.push(server);
    }
  }
  return servers;
}

/** One server entry being read: the problems it reports name it and point into it. */
interface Entry {
  model: Model;
  map: YAMLMap;
  path: Path;
  name: string;
}

function readServer(model: Model, map: YAMLMap, path: Path, name: string, nameSpan: Span): Server | undefined {
  const entry: Entry = { model, map, path, name };
  const type = readString(entry, 'type');
  const command = readString(entry, 'command');
  const url = readString(entry, 'url');
  readString(entry, 'cwd');
  const { args, argsSpan } = readArgs(entry);
  const envField = field(model, map, 'env');
  const env = envField ? readStringMap(entry, envField.node, [...path, 'env'], 'env') : [];
  const headers = readHeaders(entry);
  const transport = readTransport(entry, type);
  checkEndpoint(entry, type, transport);
  const server: Server = {
    name, path, nameSpan, span: rangeSpan(map, model.text), transport: transport === 'unknown' && url ? 'http' : transport,
    args, env, headers,
  };
  if (command) server.command = command;
  if (url) server.url = url;
  if (argsSpan) server.argsSpan = argsSpan;
  return server;
}

function entryProblem({ model }: Entry, message: string, node: unknown, at: Path, level?: Problem['level']): void {
  model.problems.push({ message, span: rangeSpan(node, model.text), path: at, ...(level ? { level } : {}) });
}

function readString(entry: Entry, key: string): Str | undefined {
  const { model, map, path, name } = entry;
  const f = field(model, map, key);
  if (!f || isNullScalar(f.node)) return undefined;
  if (isScalar(f.node) && typeof f.node.value === 'string') return yamlStr(model, f.node, [...path, key], !!map.flow);
  entryProblem(entry, `"${key}" of server "${name}" must be a string`, f.node, [...path, key]);
  return undefined;
}

function readStringMap(entry: Entry, node: unknown, at: Path, label: string): KeyedStr[] {
  const { model, name } = entry;
  if (isNullScalar(node)) return [];
  if (!isMap(node)) {
    entryProblem(entry, `"${label}" of server "${name}" must be a mapping of strings`, node, at);
    return [];
  }
  const out: KeyedStr[] = [];
  for (const [k, pair] of pairs(node)) {
    const value = resolve(model, pair.value);
    if (isNullScalar(value)) continue;
    if (isScalar(value)) out.push({ key: k, keySpan: keySpan(pair, model.text), value: yamlStr(model, value, [...at, k], !!node.flow) });
    else entryProblem(entry, `"${label}.${k}" of server "${name}" must be a string`, value, [...at, k]);
  }
  return out;
}

function readArgs(entry: Entry): { args: Str[]; argsSpan?: Span } {
  const { model, map, path, name } = entry;
  const args: Str[] = [];
  const argsField = field(model, map, 'args');
  if (!argsField || isNullScalar(argsField.node)) return { args };
  if (!isSeq(argsField.node)) {
    entryProblem(entry, `"args" of server "${name}" must be a list of strings`, argsField.node, [...path, 'args']);
    return { args };
  }
  const seq = argsField.node;
  const argsSpan = rangeSpan(seq, model.text);
  seq.items.forEach((item, i) => {
    const node = resolve(model, item);
    if (isScalar(node) && !isNullScalar(node)) args.push(yamlStr(model, node, [...path, 'args', i], !!seq.flow));
    else entryProblem(entry, `"args" of server "${name}" must hold only strings`, node ?? item, [...path, 'args', i]);
  });
  return { args, argsSpan };
}

/** `headers`, then `requestOptions.headers`. */
function readHeaders(entry: Entry): KeyedStr[] {
  const { model, map, path } = entry;
  const headers: KeyedStr[] = [];
  const headersField = field(model, map, 'headers');
  if (headersField) headers.push(...readStringMap(entry, headersField.node, [...path, 'headers'], 'headers'));
  const options = field(model, map, 'requestOptions');
  if (options && isMap(options.node)) {
    const nested = field(model, options.node, 'headers');
    if (nested) headers.push(...readStringMap(entry, nested.node, [...path, 'requestOptions', 'headers'], 'requestOptions.headers'));
  }
  return headers;
}

/** The transport `type` names (warning on one Continue does not know), else the one a `command` or `url` implies. */
function readTransport({ model, map, path, name }: Entry, type: Str | undefined): Transport {
  if (type) {
    const transport = Object.prototype.hasOwnProperty.call(TYPES, type.value) ? TYPES[type.value]! : 'unknown';
    if (transport === 'unknown') {
      model.problems.push({ message: `server "${name}" has an unknown transport type "${type.value}": Continue knows "stdio", "sse" and "streamable-http"`, span: type.span, path, level: 'warning' });
    }
    return transport;
  }
  // a present but mistyped command or url still says which transport was meant
  return field(model, map, 'command') ? 'stdio' : field(model, map, 'url') ? 'http' : 'unknown';
}

/** A server needs what its transport connects with: a `command` for stdio, a `url` for the network ones. */
function checkEndpoint(entry: Entry, type: Str | undefined, transport: Transport): void {
  const { model, map, path, name } = entry;
  const nameNode = (): unknown => field(model, map, 'name')?.node ?? map;
  if (!type && !field(model, map, 'command') && !field(model, map, 'url')) {
    entryProblem(entry, `server "${name}" has neither "command" nor "url"`, nameNode(), path);
  } else if (transport === 'stdio' && !field(model, map, 'command')) {
    entryProblem(entry, `server "${name}" is a stdio server without a "command"`, nameNode(), path);
  } else if ((transport === 'http' || transport === 'sse' || transport === 'ws') && !field(model, map, 'url')) {
    entryProblem(entry, `server "${name}" is a ${type?.value ?? transport} server without a "url"`, nameNode(), path);
  }
}

/** A scalar as a Str: the token's span (quotes included) and, where source and value differ, per-character offsets. */
function yamlStr(model: Model, node: Scalar, path: Path, flow: boolean): Str {
  const { text } = model;
  const range = node.range ?? [0, 0, 0];
  const { start, end: valueEnd } = clampSpan(range[0], range[1], text);
  const type = node.type;
  const end = trimEnd(text, start, valueEnd);
  const raw = text.slice(start, end);
  const value = typeof node.value === 'string' ? node.value : raw;
  model.scalars.set(start, { type, flow });
  const quoted = type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE';
  const str: Str = { value, span: { start, end }, path, quoteLength: quoted ? 1 : 0 };
  if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') {
    str.offsets = blockOffsets(text, start, end, value);
  } else if (quoted ? text.slice(start + 1, end - 1) !== value : raw !== value) {
    str.offsets = scalarOffsets(text, quoted ? start + 1 : start, quoted ? end - 1 : end, value, type, false, 0);
  }
  return str;
}

function blockOffsets(text: string, start: number, end: number, value: string): number[] {
  const afterBreak = (j: number) => j + (text[j] === '\r' && text[j + 1] === '\n' ? 2 : 1);
  // the body starts on the line after the header (`|`, `>-`, …)
  let body = start;
  while (body < end && text[body] !== '\n' && text[body] !== '\r') body++;
  if (body < end) body = afterBreak(body);
  // its indentation is that of the first line that is not blank
  let line = body;
  let indent = 0;
  for (;;) {
    let k = line;
    while (k < end && text[k] === ' ') k++;
    if (k < end && (text[k] === '\n' || text[k] === '\r')) {
      line = afterBreak(k);
      continue;
    }
    indent = k - line;
    break;
  }
  let from = body;
  for (let n = 0; n < indent && text[from] === ' '; n++) from++;
  return scalarOffsets(text, from, end, value, undefined, true, indent);
}
