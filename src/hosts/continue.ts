/**
 * Continue: block files `.continue/mcpServers/*.yaml|yml` and the user's `~/.continue/config.yaml`, where
 * `mcpServers` is a YAML **list** of `{ name, type?, command, args, env, cwd, url, requestOptions }`; JSON files in
 * `.continue/mcpServers/` are Claude/Cursor-style (`mcpServers` object) and are read as such (formats.md §5.6, §9.13).
 *
 * YAML spans come from the `yaml` package's nodes (`range`: offsets into the text, BOM included). A server's path
 * is `['mcpServers', <name>]` when its name is unique, otherwise `['mcpServers', <index>]`, so that fingerprints
 * survive reordering. The editor writes YAML in the file's own style: quoting of the value it replaces, block or
 * flow collections as found, the file's indentation.
 */
import { yaml } from '../model/lazy.js';
import type { Document, Node as YamlNode, Pair, Scalar, YAMLMap } from 'yaml';

// yaml is loaded on first use (src/model/lazy.ts); these keep the call sites as they were.
const isAlias = (node: unknown) => yaml().isAlias(node);
const isMap = (node: unknown): node is YAMLMap => yaml().isMap(node);
const isScalar = (node: unknown): node is Scalar => yaml().isScalar(node);
const isSeq = (node: unknown): node is import('yaml').YAMLSeq => yaml().isSeq(node);
const parseDocument = (text: string, options: import('yaml').DocumentOptions & import('yaml').ParseOptions & import('yaml').SchemaOptions) => yaml().parseDocument(text, options);
import type { Host } from './host.js';
import { inferredTransport, mcpServersFile } from './entry.js';
import { lineBreakOf } from '../model/source.js';
import type { Comment, ConfigEditor, ConfigFile, Edit, KeyedStr, Path, Problem, Server, SourceText, Span, Str, Transport } from '../model/types.js';

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

interface ScalarInfo {
  type: Scalar.Type | undefined;
  /** inside a flow collection (`[…]`, `{…}`), where `,[]{}` end a plain scalar */
  flow: boolean;
}

interface Model {
  text: string;
  doc: Document.Parsed;
  problems: Problem[];
  /** each modelled string's token start → how it was written */
  scalars: Map<number, ScalarInfo>;
  /** each server's path (JSON) → its mapping */
  serverMaps: Map<string, YAMLMap>;
}

function parseYaml(source: SourceText): ConfigFile {
  const model = readModel(source.text);
  const file: ConfigFile = {
    kind: 'config', host: 'continue', syntax: 'yaml', source, servers: [], problems: model.problems,
    comments: yamlComments(source.text), data: undefined, editor: yamlEditor(source, model),
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

function readModel(text: string): Model {
  const doc = parseDocument(text, { prettyErrors: false, keepSourceTokens: true });
  // `yaml` places an error at the end of the text (an unclosed `{`) one character past it
  const problems: Problem[] = doc.errors.map((e) => ({
    message: `YAML syntax error: ${e.message.split('\n')[0]}`,
    span: clampSpan(e.pos[0], Math.max(e.pos[1], e.pos[0] + 1), text),
  }));
  if (!problems.length && doc.contents !== null && !isMap(doc.contents)) {
    problems.push({ message: 'the top level must be a YAML mapping', span: rangeSpan(doc.contents, text) });
  }
  return { text, doc, problems, scalars: new Map(), serverMaps: new Map() };
}

/** `#` comments, from the CST (so a `#` inside a quoted string is not one). */
function yamlComments(text: string): Comment[] {
  const comments: Comment[] = [];
  // An explicit stack, not recursion: a file nested thousands of levels deep ([[[[…) must not overflow the call stack.
  const stack: unknown[] = [...new (yaml().Parser)().parse(text)];
  while (stack.length) {
    const token = stack.pop();
    if (!token || typeof token !== 'object') continue;
    if (Array.isArray(token)) {
      stack.push(...token);
      continue;
    }
    const t = token as { type?: string; offset?: number; source?: string };
    if (t.type === 'comment' && typeof t.offset === 'number' && typeof t.source === 'string') {
      comments.push({ text: t.source, span: { start: t.offset, end: t.offset + t.source.length } });
      continue;
    }
    for (const [key, value] of Object.entries(token)) if (key !== 'type') stack.push(value);
  }
  return comments.sort((a, b) => a.span.start - b.span.start);
}

function rangeSpan(node: unknown, text: string): Span {
  const [start, end] = (node as YamlNode | null | undefined)?.range ?? [0, 0];
  const span = clampSpan(start, end, text);
  return { start: span.start, end: trimEnd(text, span.start, span.end) };
}

/** `[start, end)` moved inside the text: every span the host hands out lies within `[0, text.length]`. */
function clampSpan(start: number, end: number, text: string): Span {
  const s = Math.min(Math.max(start, 0), text.length);
  return { start: s, end: Math.min(Math.max(end, s), text.length) };
}

/** `end` moved back over trailing whitespace and line breaks (block collections and scalars end on the next line). */
function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /[\s]/.test(text[e - 1]!)) e--;
  return e;
}

function resolve(model: Model, node: unknown): unknown {
  return isAlias(node) ? node.resolve(model.doc) : node;
}

function pairs(map: YAMLMap): [string, Pair<unknown, unknown>][] {
  const out = new Map<string, Pair<unknown, unknown>>();
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? pair.key.value : undefined;
    if (key !== undefined && key !== null) out.set(String(key), pair);
  }
  return [...out];
}

function field(model: Model, map: YAMLMap, key: string): { pair: Pair<unknown, unknown>; node: unknown } | undefined {
  const pair = pairs(map).find(([k]) => k === key)?.[1];
  return pair ? { pair, node: resolve(model, pair.value) } : undefined;
}

function keySpan(pair: Pair<unknown, unknown>, text: string): Span {
  return isScalar(pair.key) ? rangeSpan(pair.key, text) : { start: 0, end: 0 };
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

function readServer(model: Model, map: YAMLMap, path: Path, name: string, nameSpan: Span): Server | undefined {
  const { text, problems } = model;
  const flow = !!map.flow;
  const problem = (message: string, node: unknown, at: Path, level?: Problem['level']) =>
    problems.push({ message, span: rangeSpan(node, text), path: at, ...(level ? { level } : {}) });

  const str = (key: string): Str | undefined => {
    const f = field(model, map, key);
    if (!f || isNullScalar(f.node)) return undefined;
    if (isScalar(f.node) && typeof f.node.value === 'string') return yamlStr(model, f.node, [...path, key], flow);
    problem(`"${key}" of server "${name}" must be a string`, f.node, [...path, key]);
    return undefined;
  };
  const strMap = (node: unknown, at: Path, label: string): KeyedStr[] => {
    if (isNullScalar(node)) return [];
    if (!isMap(node)) {
      problem(`"${label}" of server "${name}" must be a mapping of strings`, node, at);
      return [];
    }
    const out: KeyedStr[] = [];
    for (const [k, pair] of pairs(node)) {
      const value = resolve(model, pair.value);
      if (isNullScalar(value)) continue;
      if (isScalar(value)) out.push({ key: k, keySpan: keySpan(pair, text), value: yamlStr(model, value, [...at, k], !!node.flow) });
      else problem(`"${label}.${k}" of server "${name}" must be a string`, value, [...at, k]);
    }
    return out;
  };

  const type = str('type');
  const command = str('command');
  const url = str('url');
  str('cwd');
  const args: Str[] = [];
  const argsField = field(model, map, 'args');
  let argsSpan: Span | undefined;
  if (argsField && !isNullScalar(argsField.node)) {
    if (!isSeq(argsField.node)) {
      problem(`"args" of server "${name}" must be a list of strings`, argsField.node, [...path, 'args']);
    } else {
      const seq = argsField.node;
      argsSpan = rangeSpan(seq, text);
      seq.items.forEach((item, i) => {
        const node = resolve(model, item);
        if (isScalar(node) && !isNullScalar(node)) args.push(yamlStr(model, node, [...path, 'args', i], !!seq.flow));
        else problem(`"args" of server "${name}" must hold only strings`, node ?? item, [...path, 'args', i]);
      });
    }
  }
  const envField = field(model, map, 'env');
  const env = envField ? strMap(envField.node, [...path, 'env'], 'env') : [];
  const headers: KeyedStr[] = [];
  const headersField = field(model, map, 'headers');
  if (headersField) headers.push(...strMap(headersField.node, [...path, 'headers'], 'headers'));
  const options = field(model, map, 'requestOptions');
  if (options && isMap(options.node)) {
    const nested = field(model, options.node, 'headers');
    if (nested) headers.push(...strMap(nested.node, [...path, 'requestOptions', 'headers'], 'requestOptions.headers'));
  }

  const nameNode = (): unknown => field(model, map, 'name')?.node ?? map;
  let transport: Transport;
  if (type) {
    transport = Object.prototype.hasOwnProperty.call(TYPES, type.value) ? TYPES[type.value]! : 'unknown';
    if (transport === 'unknown') {
      problems.push({ message: `server "${name}" has an unknown transport type "${type.value}": Continue knows "stdio", "sse" and "streamable-http"`, span: type.span, path, level: 'warning' });
    }
  } else {
    // a present but mistyped command or url still says which transport was meant
    transport = field(model, map, 'command') ? 'stdio' : field(model, map, 'url') ? 'http' : 'unknown';
  }
  if (!type && !field(model, map, 'command') && !field(model, map, 'url')) {
    problem(`server "${name}" has neither "command" nor "url"`, nameNode(), path);
  } else if (transport === 'stdio' && !field(model, map, 'command')) {
    problem(`server "${name}" is a stdio server without a "command"`, nameNode(), path);
  } else if ((transport === 'http' || transport === 'sse' || transport === 'ws') && !field(model, map, 'url')) {
    problem(`server "${name}" is a ${type?.value ?? transport} server without a "url"`, nameNode(), path);
  }
  const server: Server = {
    name, path, nameSpan, span: rangeSpan(map, text), transport: transport === 'unknown' && url ? 'http' : transport,
    args, env, headers,
  };
  if (command) server.command = command;
  if (url) server.url = url;
  if (argsSpan) server.argsSpan = argsSpan;
  return server;
}

function isNullScalar(node: unknown): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
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
    str.offsets = alignOffsets(text, quoted ? start + 1 : start, quoted ? end - 1 : end, value, type, false, 0);
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
  return alignOffsets(text, from, end, value, undefined, true, indent);
}

/**
 * Source offset of each value character of a scalar whose text is `text[from, to)`: escapes (double quotes), `''`
 * (single quotes), and line folding map to where they start. Best effort: a character that cannot be matched maps
 * to the current position, so every span stays inside the token.
 */
function alignOffsets(text: string, from: number, to: number, value: string, type: Scalar.Type | undefined, block: boolean, indent: number): number[] {
  const out: number[] = [];
  let i = from;
  const isBreak = (c: string | undefined) => c === '\n' || c === '\r';
  const afterBreak = (j: number) => {
    let k = j + (text[j] === '\r' && text[j + 1] === '\n' ? 2 : 1);
    let n = 0;
    while (k < to && (text[k] === ' ' || (!block && text[k] === '\t')) && (!block || n < indent)) {
      k++;
      n++;
    }
    return k;
  };
  for (let k = 0; k < value.length; k++) {
    const c = value[k]!;
    if (i >= to) {
      out.push(to);
      continue;
    }
    if (type === 'QUOTE_DOUBLE' && text[i] === '\\') {
      const n = text[i + 1];
      if (isBreak(n)) {
        // an escaped line break produces no character
        i = afterBreak(i + 1);
        while (i < to && (text[i] === ' ' || text[i] === '\t')) i++;
        k--;
        continue;
      }
      out.push(i);
      const length = n === 'x' ? 4 : n === 'u' ? 6 : n === 'U' ? 10 : 2;
      if (n === 'U' && c >= '\ud800' && c <= '\udbff' && k + 1 < value.length) {
        out.push(i);
        k++;
      }
      i += length;
      continue;
    }
    if (type === 'QUOTE_SINGLE' && c === "'" && text[i] === "'" && text[i + 1] === "'") {
      out.push(i);
      i += 2;
      continue;
    }
    if (text[i] === c && !isBreak(c)) {
      out.push(i);
      i++;
      continue;
    }
    if ((c === ' ' || c === '\n') && /[ \t\r\n]/.test(text[i]!)) {
      // line folding: a break (and the indentation around it) becomes a space, an empty line a newline
      out.push(i);
      if (!block) while (i < to && (text[i] === ' ' || text[i] === '\t')) i++;
      if (isBreak(text[i])) i = afterBreak(i);
      else i++;
      const next = value[k + 1];
      if (!block && next !== undefined && next !== ' ' && next !== '\n') while (i < to && /[ \t\r\n]/.test(text[i]!)) i++;
      continue;
    }
    out.push(i);
    i++;
  }
  out.push(Math.min(i, to));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

/** A plain scalar when the value reads back as this very string in that context. */
function plainOk(value: string, flow: boolean): boolean {
  if (!value || value !== value.trim() || /[\r\n\t]/.test(value)) return false;
  const doc = parseDocument(flow ? `[${value}]` : `k: ${value}`, { prettyErrors: false });
  if (doc.errors.length || doc.warnings.length) return false;
  const got = flow ? (isSeq(doc.contents) && doc.contents.items.length === 1 ? doc.contents.items[0] : undefined) : doc.get('k', true);
  return isScalar(got) && got.value === value && got.type === 'PLAIN';
}

function doubleQuoted(value: string): string {
  // JSON's escapes are YAML's; YAML also wants DEL and the C1 controls (but NEL) escaped.
  return JSON.stringify(value).replace(/[\u007f-\u0084\u0086-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function renderScalar(value: string, type: Scalar.Type | undefined, flow: boolean): string {
  if (type === 'PLAIN' && plainOk(value, flow)) return value;
  if (type === 'QUOTE_SINGLE' && !/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/.test(value)) return `'${value.replace(/'/g, "''")}'`;
  return doubleQuoted(value);
}

function renderKey(key: string, flow: boolean): string {
  if (key && key === key.trim() && !/[\r\n\t]/.test(key)) {
    const doc = parseDocument(flow ? `{${key}: x}` : `${key}: x`, { prettyErrors: false });
    const items = isMap(doc.contents) ? doc.contents.items : [];
    if (!doc.errors.length && items.length === 1 && isScalar(items[0]!.key) && items[0]!.key.value === key && items[0]!.key.type === 'PLAIN') return key;
  }
  return doubleQuoted(key);
}

function yamlEditor(source: SourceText, model: Model): ConfigEditor {
  const file = source.path;
  const { text } = model;
  const eol = lineBreakOf(text);
  const firstLine = source.bom ? 1 : 0;
  const insert = (at: number, content: string): Edit[] => [{ file, start: at, end: at, text: content }];
  const lineStart = (pos: number) => {
    let i = pos;
    while (i > firstLine && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
    return i;
  };
  const column = (pos: number) => pos - lineStart(pos);
  const lineEnd = (pos: number) => {
    let i = pos;
    while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    return i;
  };
  /** where the dash of a block sequence item is */
  const dashOf = (item: YamlNode) => {
    let i = item.range![0] - 1;
    while (i > 0 && (text[i] === ' ' || text[i] === '\t')) i--;
    return text[i] === '-' ? i : item.range![0];
  };
  /** the end of the last character a node's content occupies (nested block collections included) */
  const contentEnd = (node: unknown): number => {
    if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length) {
      const last = node.items[node.items.length - 1]!;
      if (isMap(node)) {
        const pair = last as Pair<unknown, unknown>;
        return contentEnd(pair.value !== null && pair.value !== undefined && (pair.value as YamlNode).range ? pair.value : pair.key);
      }
      return contentEnd(last);
    }
    const range = (node as YamlNode).range!;
    return trimEnd(text, range[0], range[1]);
  };
  /** indentation unit and block-sequence offset, as the file uses them */
  const style = (() => {
    let unit: number | undefined;
    let seqOffset: number | undefined;
    const visit = (node: unknown, depth = 0) => {
      // the first block map and block sequence say the style: no need to look deeper than a real file nests
      if (depth > 64 || (unit !== undefined && seqOffset !== undefined)) return;
      if (isMap(node)) {
        for (const pair of node.items) {
          const value = pair.value;
          if (!node.flow && isScalar(pair.key) && pair.key.range) {
            const keyCol = column(pair.key.range[0]);
            if (isMap(value) && !value.flow && value.items.length && unit === undefined) {
              const first = value.items[0]!.key as YamlNode;
              if (first?.range && column(first.range[0]) > keyCol) unit = column(first.range[0]) - keyCol;
            }
            if (isSeq(value) && !value.flow && value.items.length && seqOffset === undefined) {
              seqOffset = Math.max(column(dashOf(value.items[0] as YamlNode)) - keyCol, 0);
            }
          }
          visit(value, depth + 1);
        }
      } else if (isSeq(node)) for (const item of node.items) visit(item, depth + 1);
    };
    visit(model.doc.contents);
    return { unit: unit ?? 2, seqOffset: seqOffset ?? 2 };
  })();

  /** Adds `key: …` to a mapping; `block` gives the lines (first is `key: …`, the rest relative to the key). */
  const addToMap = (map: YAMLMap, key: string, block: string[], flowText: string): Edit[] => {
    if (map.flow) {
      const range = map.range!;
      if (!map.items.length) {
        const open = text.indexOf('{', range[0]);
        const inner = text.slice(open + 1, trimEnd(text, range[0], range[1]) - 1);
        return [{ file, start: open + 1, end: open + 1 + inner.length, text: ` ${renderKey(key, true)}: ${flowText} ` }];
      }
      return insert(contentEnd(map.items[map.items.length - 1]!.value ?? map.items[map.items.length - 1]!.key), `, ${renderKey(key, true)}: ${flowText}`);
    }
    if (!map.items.length) return [];
    const keyCol = column((map.items[0]!.key as YamlNode).range![0]);
    const at = lineEnd(contentEnd(map));
    const pad = ' '.repeat(keyCol);
    return insert(at, block.map((line, i) => `${eol}${pad}${i === 0 ? `${renderKey(key, false)}${line}` : line}`).join(''));
  };

  const replaceString = (str: Str, value: string): Edit[] => {
    const info = model.scalars.get(str.span.start) ?? { type: 'QUOTE_DOUBLE', flow: false };
    return [{ file, start: str.span.start, end: str.span.end, text: renderScalar(value, info.type, info.flow) }];
  };

  return {
    replaceString,
    insertArg(server, index, value) {
      const map = model.serverMaps.get(JSON.stringify(server.path));
      if (!map) return [];
      const args = field(model, map, 'args');
      if (!args) {
        const indentSeq = ' '.repeat(style.seqOffset);
        return addToMap(map, 'args', [':', `${indentSeq}- ${renderScalar(value, 'PLAIN', false)}`], `[${renderScalar(value, 'PLAIN', true)}]`);
      }
      const seq = args.node;
      if (!isSeq(seq)) return [];
      const items = seq.items as YamlNode[];
      const i = Math.min(Math.max(index, 0), items.length);
      if (seq.flow) {
        const v = renderScalar(value, 'PLAIN', true);
        if (i < items.length) return insert(items[i]!.range![0], `${v}, `);
        if (items.length) return insert(contentEnd(items[items.length - 1]), `, ${v}`);
        const open = text.indexOf('[', seq.range![0]);
        return insert(open + 1, v);
      }
      const v = renderScalar(value, 'PLAIN', false);
      const dash = dashOf(items[Math.min(i, items.length - 1)]!);
      const pad = ' '.repeat(column(dash));
      if (i < items.length && text.slice(lineStart(dash), dash).trim() === '') return insert(lineStart(dash), `${pad}- ${v}${eol}`);
      return insert(lineEnd(contentEnd(items[items.length - 1])), `${eol}${pad}- ${v}`);
    },
    setEnv(server, name, value) {
      const map = model.serverMaps.get(JSON.stringify(server.path));
      if (!map) return [];
      const env = field(model, map, 'env');
      if (!env) {
        const pad = ' '.repeat(style.unit);
        return addToMap(map, 'env', [':', `${pad}${renderKey(name, false)}: ${renderScalar(value, 'PLAIN', false)}`], `{ ${renderKey(name, true)}: ${renderScalar(value, 'PLAIN', true)} }`);
      }
      if (!isMap(env.node)) return [];
      const existing = field(model, env.node, name);
      if (existing && isScalar(existing.node) && existing.node.range && !isNullScalar(existing.node)) {
        const [start, end] = existing.node.range;
        const info = { type: existing.node.type, flow: !!env.node.flow };
        return [{ file, start, end: trimEnd(text, start, end), text: renderScalar(value, info.type, info.flow) }];
      }
      if (existing) return [];
      const flow = !!env.node.flow;
      return addToMap(env.node, name, [`: ${renderScalar(value, 'PLAIN', false)}`], renderScalar(value, 'PLAIN', flow));
    },
    validate(edited) {
      const again = readModel(edited);
      return again.problems[0]?.message;
    },
  };
}
