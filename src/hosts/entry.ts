/**
 * What the JSON hosts of issue 10 share beyond json.ts: a reader for one server entry whose fields a host names its
 * own way (`serverUrl`, `httpUrl`, `environment`, a `command` array …), problems worded like `readServers`, and a
 * JSON editor whose args and env live at host-specific paths.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import { lineBreakOf, makeSource, parseableText } from '../source.js';
import type { ConfigEditor, ConfigFile, Edit, HostId, KeyedStr, Path, Problem, Server, SourceText, Str, Transport } from '../types.js';
import { jsonEditor, parseJson, properties, property, readServers, spanOf, toStr, type ServerShape } from './json.js';

/** One server entry (a JSON object) and typed access to its fields; type errors become problems. */
export class Entry {
  constructor(
    readonly node: Node,
    readonly keyNode: Node,
    readonly name: string,
    readonly path: Path,
    readonly text: string,
    readonly problems: Problem[],
  ) {}

  get(key: string, node: Node = this.node): Node | undefined {
    return property(node, key);
  }

  has(key: string): boolean {
    return !!property(this.node, key);
  }

  private problem(message: string, node: Node, path: Path, level?: Problem['level']) {
    this.problems.push({ message, span: spanOf(node), path, ...(level ? { level } : {}) });
  }

  /** A string field; `at` is the field's path below the entry (default `[key]`). */
  str(key: string, at: Path = [key], parent: Node = this.node): Str | undefined {
    const node = property(parent, key);
    if (!node) return undefined;
    if (node.type === 'string') return toStr(node, this.text, [...this.path, ...at]);
    this.problem(`"${at.join('.')}" of server "${this.name}" must be a string`, node, [...this.path, ...at]);
    return undefined;
  }

  /** An array of strings (`args`); each non-string element is a problem. */
  strings(key: string, at: Path = [key], parent: Node = this.node): { items: Str[]; node?: Node } {
    const node = property(parent, key);
    const label = at.join('.');
    if (!node) return { items: [] };
    if (node.type !== 'array') {
      this.problem(`"${label}" of server "${this.name}" must be an array of strings`, node, [...this.path, ...at]);
      return { items: [] };
    }
    const items: Str[] = [];
    (node.children ?? []).forEach((item, i) => {
      if (item.type === 'string') items.push(toStr(item, this.text, [...this.path, ...at, i]));
      else this.problem(`"${label}" of server "${this.name}" must hold only strings`, item, [...this.path, ...at, i]);
    });
    return { items, node };
  }

  /** An object of strings (`env`, `headers`). */
  map(key: string, at: Path = [key], parent: Node = this.node, allowOthers = false): KeyedStr[] {
    const node = property(parent, key);
    const label = at.join('.');
    if (!node) return [];
    if (node.type !== 'object') {
      this.problem(`"${label}" of server "${this.name}" must be an object of strings`, node, [...this.path, ...at]);
      return [];
    }
    const out: KeyedStr[] = [];
    for (const [k, keyNode, value] of properties(node)) {
      if (value.type === 'string') out.push({ key: k, keySpan: spanOf(keyNode), value: toStr(value, this.text, [...this.path, ...at, k]) });
      else if (!(allowOthers && (value.type === 'number' || value.type === 'null'))) {
        this.problem(`"${label}.${k}" of server "${this.name}" must be a string`, value, [...this.path, ...at, k]);
      }
    }
    return out;
  }

  /** Type checks for fields that are not modelled: booleans and lists of tool names. */
  bool(key: string): void {
    const node = property(this.node, key);
    if (node && node.type !== 'boolean') this.problem(`"${key}" of server "${this.name}" must be true or false`, node, [...this.path, key]);
  }

  toolList(key: string): void {
    const node = property(this.node, key);
    if (!node) return;
    if (node.type !== 'array' || (node.children ?? []).some((c) => c.type !== 'string')) {
      this.problem(`"${key}" of server "${this.name}" must be an array of tool names`, node, [...this.path, key]);
    }
  }

  /** A host-specific trap: a warning (or note) on the entry's name. */
  warn(message: string, level: Problem['level'] = 'warning', node: Node = this.keyNode): void {
    this.problem(message, node, this.path, level);
  }

  server(transport: Transport, fields: { command?: Str | undefined; args?: Str[]; argsNode?: Node | undefined; env?: KeyedStr[]; url?: Str | undefined; headers?: KeyedStr[] }): Server {
    const server: Server = {
      name: this.name, path: this.path, nameSpan: spanOf(this.keyNode), span: spanOf(this.node), transport,
      args: fields.args ?? [], env: fields.env ?? [], headers: fields.headers ?? [],
    };
    if (fields.command) server.command = fields.command;
    if (fields.url) server.url = fields.url;
    if (fields.argsNode?.type === 'array') server.argsSpan = spanOf(fields.argsNode);
    return server;
  }
}

/**
 * Calls `read` for each entry of the object `container` (a map of server names to entries); non-objects are
 * problems. `read` returns the server, or undefined for an entry that is not one (e.g. an extension's settings).
 */
export function readEntries(container: Node, containerPath: Path, text: string, problems: Problem[], read: (entry: Entry) => Server | undefined): Server[] {
  if (container.type !== 'object') {
    problems.push({ message: `"${containerPath.join('.')}" must be an object mapping server names to entries`, span: spanOf(container), path: containerPath });
    return [];
  }
  const servers: Server[] = [];
  for (const [name, keyNode, node] of properties(container)) {
    const path = [...containerPath, name];
    if (node.type !== 'object') {
      problems.push({ message: `server "${name}" must be an object`, span: spanOf(node), path });
      continue;
    }
    const server = read(new Entry(node, keyNode, name, path, text, problems));
    if (server) servers.push(server);
  }
  return servers;
}

/** Checks fields that `readServers` does not know about (auto-approval lists, flags) on each entry of `container`. */
export function checkEntries(container: Node | undefined, containerPath: Path, text: string, problems: Problem[], check: (entry: Entry) => void): void {
  if (container?.type !== 'object') return;
  for (const [name, keyNode, node] of properties(container)) {
    if (node.type === 'object') check(new Entry(node, keyNode, name, [...containerPath, name], text, problems));
  }
}

/** Indentation and line breaks of the file. */
function layout(text: string): { unit: string; eol: string } {
  const indented = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { unit: indented.startsWith('\t') ? '\t' : ' '.repeat(Math.min(indented.length, 8)), eol: lineBreakOf(text) };
}

/**
 * Edits that insert `item` (JSON text: an array element, or an object member `"key": value`) into `container` before
 * its child `index` (at the end when `index` is past the last), laid out like the siblings: on a line of its own at
 * their indentation when they each have one (keeping a trailing comma and a comment that ends the last line), inline
 * after a comma and a space otherwise.
 */
export function insertInto(text: string, file: string, container: Node, index: number, item: string): Edit[] {
  const { unit, eol } = layout(text);
  const insert = (at: number, content: string): Edit[] => [{ file, start: at, end: at, text: content }];
  const lineStart = (offset: number) => {
    let i = offset;
    while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
    return i;
  };
  const before = (offset: number) => text.slice(lineStart(offset), offset);
  const indentAt = (offset: number) => /^[ \t]*/.exec(before(offset))![0];
  const firstOnLine = (offset: number) => before(offset).trim() === '';
  const open = container.offset;
  const close = container.offset + container.length - 1;
  const items = container.children ?? [];
  if (!items.length) {
    const inner = text.slice(open + 1, close);
    if (!/[\r\n]/.test(inner)) return [{ file, start: open + 1, end: close, text: container.type === 'array' ? item : ` ${item} ` }];
    const closeIndent = firstOnLine(close) ? indentAt(close) : indentAt(open);
    return [{ file, start: open + 1, end: close, text: `${eol}${closeIndent}${unit}${item}${eol}${closeIndent}` }];
  }
  const multiLine = firstOnLine(items[0]!.offset);
  if (index < items.length) {
    const at = items[index]!.offset;
    return multiLine && firstOnLine(at) ? insert(at, `${item},${eol}${indentAt(at)}`) : insert(at, `${item}, `);
  }
  const last = items[items.length - 1]!;
  const lastEnd = last.offset + last.length;
  let after = lastEnd;
  while (text[after] === ' ' || text[after] === '\t') after++;
  const hasComma = text[after] === ',';
  if (!multiLine) return hasComma ? insert(after + 1, ` ${item},`) : insert(lastEnd, `, ${item}`);
  const indent = firstOnLine(last.offset) ? indentAt(last.offset) : indentAt(open) + unit;
  const afterComma = hasComma ? after + 1 : lastEnd;
  let lineEnd = afterComma;
  while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
  const rest = text.slice(afterComma, lineEnd);
  if (close >= lineEnd && /\S/.test(rest) && /^\s*(\/\/.*|\/\*.*?\*\/\s*)?$/.test(rest)) {
    // a comment ends the last item's line: the new item goes after it (one edit per offset)
    const line = insert(lineEnd, `${eol}${indent}${item}${hasComma ? ',' : ''}`);
    return hasComma ? line : [...insert(lastEnd, ','), ...line];
  }
  return hasComma ? insert(afterComma, `${eol}${indent}${item},`) : insert(lastEnd, `,${eol}${indent}${item}`);
}

export interface EditorPaths {
  /** where a server's arguments live, and the array index of its first argument (opencode: 1, after the executable) */
  args(server: Server, root: Node | undefined): { path: Path; first: number } | undefined;
  /** where a server's environment object lives */
  env(server: Server, root: Node | undefined): Path;
}

const CLAUDE_LIKE: EditorPaths = {
  args: (server) => ({ path: [...server.path, 'args'], first: 0 }),
  env: (server) => [...server.path, 'env'],
};

/**
 * `jsonEditor`'s string replacement and validation, with insertions of its own: args and env at the host's paths,
 * one-line arrays and objects kept on one line.
 */
export function pathEditor(source: SourceText, validate: (text: string) => string | undefined, paths: EditorPaths = CLAUDE_LIKE): ConfigEditor {
  const base = jsonEditor(source, validate);
  const file = source.path;
  const text = parseableText(source);
  const tree = () => parseTree(text, [], { allowTrailingComma: true });
  const member = (key: string, value: string) => `${JSON.stringify(key)}: ${value}`;
  return {
    replaceString: base.replaceString,
    validate: base.validate,
    insertArg(server, index, value) {
      const root = tree();
      const where = paths.args(server, root);
      if (!root || !where) return [];
      const array = findNodeAtLocation(root, where.path);
      if (array) {
        if (array.type !== 'array') return [];
        return insertInto(text, file, array, Math.min(Math.max(index, 0) + where.first, array.children?.length ?? 0), JSON.stringify(value));
      }
      const parent = where.first === 0 ? findNodeAtLocation(root, where.path.slice(0, -1)) : undefined;
      if (parent?.type !== 'object') return [];
      return insertInto(text, file, parent, Infinity, member(String(where.path[where.path.length - 1]), `[${JSON.stringify(value)}]`));
    },
    setEnv(server, name, value) {
      const root = tree();
      if (!root) return [];
      const envPath = paths.env(server, root);
      const env = findNodeAtLocation(root, envPath);
      if (env) {
        if (env.type !== 'object') return [];
        const existing = findNodeAtLocation(root, [...envPath, name]);
        if (existing) return [{ file, start: existing.offset, end: existing.offset + existing.length, text: JSON.stringify(value) }];
        return insertInto(text, file, env, Infinity, member(name, JSON.stringify(value)));
      }
      const parent = findNodeAtLocation(root, envPath.slice(0, -1));
      if (parent?.type !== 'object') return [];
      return insertInto(text, file, parent, Infinity, member(String(envPath[envPath.length - 1]), `{ ${member(name, JSON.stringify(value))} }`));
    },
  };
}

export interface JsonHostSpec {
  id: HostId;
  /** host name for messages */
  what: string;
  /** report comments and trailing commas (only where the host is known to use JSON.parse) */
  strict: boolean;
}

/** Parses a JSON host file and builds the ConfigFile around the servers `read` finds in the parsed tree. */
export function jsonHostFile(
  source: SourceText,
  spec: JsonHostSpec,
  read: (root: Node, problems: Problem[], text: string) => Server[],
  editor?: (validate: (text: string) => string | undefined) => ConfigEditor,
): ConfigFile {
  const doc = parseJson(source, spec.strict, spec.what);
  // Servers are modelled even in a file with syntax errors: a token committed there is committed all the same.
  const servers = doc.root?.type === 'object' ? read(doc.root, doc.problems, source.text) : [];
  const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), spec.strict, spec.what).problems[0]?.message;
  return {
    kind: 'config', host: spec.id, syntax: spec.strict ? 'json' : 'jsonc', source, servers, problems: doc.problems,
    comments: doc.comments, data: doc.data, editor: editor ? editor(validate) : pathEditor(source, validate),
  };
}

/** A host whose servers are Claude-like entries under `mcpServers` (command/args/env, url/headers, optional type). */
export function mcpServersFile(source: SourceText, spec: JsonHostSpec, shape: ServerShape, check?: (entry: Entry) => void): ConfigFile {
  return jsonHostFile(source, spec, (root, problems, text) => {
    const container = property(root, 'mcpServers');
    if (!container) return [];
    const servers = readServers(container, ['mcpServers'], text, shape, problems);
    if (check) checkEntries(container, ['mcpServers'], text, problems, check);
    return servers;
  });
}

/** Transport for hosts that take `type` optionally and infer it from `command` / `url` otherwise. */
export function inferredTransport(types: Record<string, Transport>, urlDefault: Transport = 'http') {
  return (type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport => {
    if (type === undefined) return hasCommand ? 'stdio' : hasUrl ? urlDefault : 'unknown';
    return Object.prototype.hasOwnProperty.call(types, type) ? types[type]! : 'unknown';
  };
}

/** Matches a relative path that ends with `pattern` (a regular expression of whole path segments). */
export function pathMatcher(pattern: string): (relPath: string) => boolean {
  const re = new RegExp(`(^|/)${pattern}$`);
  return (relPath) => re.test(relPath);
}
