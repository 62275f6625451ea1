/**
 * Reading server entries of JSON hosts: `Entry` gives typed access to one entry's fields (type errors become
 * problems), `readServers` reads Claude-style entries, and hosts that name fields their own way (`serverUrl`,
 * `httpUrl`, `environment`, a `command` array …) build on `readEntries`.
 */
import type { Node } from 'jsonc-parser';
import { makeSource } from '../model/source.js';
import type { ConfigEditor, ConfigFile, HostId, KeyedStr, Path, Problem, Server, SourceText, Str, Transport } from '../model/types.js';
import { parseJson, properties, property, spanOf, toStr, unreadKeyProblem, type ServerShape } from './json.js';
import { duplicateKeyProblems } from './json-duplicates.js';
import { jsonEditor } from './json-editor.js';

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

  /** A shape error on `node` (the entry's name by default). */
  error(message: string, node: Node = this.keyNode): void {
    this.problem(message, node, this.path);
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

const FOREIGN_URL_KEYS = ['serverUrl', 'httpUrl'];

/** Claude-style entries (`type`, `command`, `args`, `env`, `url`, `headers`), read the way `shape` says the host does. */
export function readServers(container: Node, containerPath: Path, text: string, shape: ServerShape, problems: Problem[]): Server[] {
  return readEntries(container, containerPath, text, problems, (entry) => {
    const type = entry.str('type');
    const command = entry.str('command');
    const url = entry.str('url');
    const args = entry.strings('args');
    const env = entry.map('env', ['env'], entry.node, shape.envAllowsNonStrings ?? false);
    const headers = entry.map('headers');
    // A present but mistyped command/url still says which transport was meant: report the type, not a missing key.
    const transport = shape.transport(type?.value, entry.has('command'), entry.has('url'));
    const { name } = entry;
    // Another client's URL key (Windsurf's serverUrl, Gemini's httpUrl) in a file this host reads: say so.
    const foreign = entry.has('url') ? undefined : FOREIGN_URL_KEYS.find((key) => entry.has(key));
    const hint = foreign ? `; "${foreign}" is another client's key and is not read here: write "url" (and "type": "http")` : '';
    if (transport === 'unknown') {
      if (type && !['stdio', 'http', 'sse', 'ws'].includes(type.value)) entry.error(`server "${name}" has an unknown transport type "${type.value}"`, entry.get('type'));
      else entry.error(`server "${name}" has neither "command" nor "url"${hint}`, entry.get('type') ?? entry.keyNode);
    } else if (transport === 'stdio' && !entry.has('command')) {
      entry.error(`server "${name}" is a stdio server without a "command"${hint}`);
    } else if (transport !== 'stdio' && !entry.has('url')) {
      entry.error(`server "${name}" is a ${transport} server without a "url"${hint}`);
    }
    if (url && !type && !command && shape.urlWithoutType) entry.warn(shape.urlWithoutType.replace('{name}', name));
    return entry.server(transport === 'unknown' && url ? 'http' : transport, { command, args: args.items, argsNode: args.node, env, url, headers });
  });
}

/** Checks fields that `readServers` does not know about (auto-approval lists, flags) on each entry of `container`. */
export function checkEntries(container: Node | undefined, containerPath: Path, text: string, problems: Problem[], check: (entry: Entry) => void): void {
  if (container?.type !== 'object') return;
  for (const [name, keyNode, node] of properties(container)) {
    if (node.type === 'object') check(new Entry(node, keyNode, name, [...containerPath, name], text, problems));
  }
}

export interface JsonHostSpec {
  id: HostId;
  /** host name for messages */
  what: string;
  /** report comments and trailing commas (only where the host is known to use JSON.parse) */
  strict: boolean;
  /** the path of the part of the file that is MCP configuration, in a file that holds other things (default: all) */
  within?: Path;
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
  doc.problems.push(...duplicateKeyProblems(source, doc.root, spec.within));
  const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), spec.strict, spec.what).problems[0]?.message;
  return {
    kind: 'config', host: spec.id, syntax: spec.strict ? 'json' : 'jsonc', source, servers, problems: doc.problems,
    comments: doc.comments, data: doc.data, editor: editor ? editor(validate) : jsonEditor(source, validate),
  };
}

const SERVER_KEYS = ['command', 'url', 'type', 'args'];

/** Top-level entries shaped like servers (objects with a command, url, type or args): the wrapper-less form. */
export function flatEntries(root: Node | undefined): string[] {
  return properties(root).filter(([, , value]) => value.type === 'object' && SERVER_KEYS.some((k) => property(value, k))).map(([name]) => name);
}

/** The root with only its server-shaped entries, read as a container of servers named at the top level. */
export function flatContainer(root: Node, names: string[]): Node {
  return { ...root, children: (root.children ?? []).filter((prop) => names.includes(String(prop.children?.[0]?.value))) };
}

/**
 * A file that exists to hold servers, with content but no `mcpServers`: its host reads no server from it, which its
 * author hardly meant (servers written at the top level, without the wrapper, or under another key). A note; an empty
 * `{}` is a deliberate placeholder and says nothing.
 */
export function noServersNote(root: Node, problems: Problem[], host: string, why = ''): void {
  if (!root.children?.length) return;
  const flat = flatEntries(root);
  const message = flat.length
    ? `${flat.map((n) => `"${n}"`).slice(0, 3).join(', ')}${flat.length > 3 ? ', …' : ''} ${flat.length === 1 ? 'looks' : 'look'} like ${flat.length === 1 ? 'a server' : 'servers'} at the top level, but ${host} reads servers only from "mcpServers"${why}: it reads no server from this file`
    : `no "mcpServers" object: ${host} reads no server from this file`;
  const first = flat[0] ?? String(root.children[0]!.children?.[0]?.value);
  problems.push({ ...unreadKeyProblem(root, first, message), level: 'note', path: flat.length ? [first] : [] });
}

/**
 * A host whose servers are Claude-like entries under `mcpServers` (command/args/env, url/headers, optional type).
 * `noServers` names the host for the note on a file that holds something but no `mcpServers` (hosts whose file exists
 * only to hold servers).
 */
export function mcpServersFile(source: SourceText, spec: JsonHostSpec & { noServers?: string }, shape: ServerShape, check?: (entry: Entry) => void): ConfigFile {
  return jsonHostFile(source, spec, (root, problems, text) => {
    const container = property(root, 'mcpServers');
    if (!container) {
      if (spec.noServers) noServersNote(root, problems, spec.noServers);
      return [];
    }
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
