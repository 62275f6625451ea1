/**
 * Positions of values the server model does not keep, for rules that need host-specific keys (`trust`,
 * `autoApprove`, `default_tools_approval_mode`) or every string of a file (hooks and helpers run shell commands
 * too). Pure: re-reads `file.source.text` with the same parsers the hosts use (jsonc-parser, the TOML scanner),
 * so every span is exact. YAML files (Continue) have no such index: only their servers' strings are listed.
 */
import type { Node } from 'jsonc-parser';
import { toStr, treeOf } from '../hosts/json.js';
import { scanToml } from '../hosts/toml-scan.js';
import type { TomlNode } from '../hosts/toml-scan.js';
import { parseableText } from '../model/source.js';
import type { ConfigFile, Path, Span, Str } from '../model/types.js';

export interface ValueAt {
  span: Span;
  /** the value's kind as written: JSON node types, TOML scanner kinds */
  kind: string;
  /** for strings: the value with its source mapping */
  str?: Str;
}

interface Index {
  strings: Str[];
  at(path: Path): ValueAt | undefined;
}

const cache = new WeakMap<ConfigFile, Index>();

function jsonIndex(file: ConfigFile): Index {
  const root = treeOf(file.source);
  const strings: Str[] = [];
  const walk = (node: Node, path: Path) => {
    if (node.type === 'string') strings.push(toStr(node, file.source.text, path));
    else if (node.type === 'array') (node.children ?? []).forEach((child, i) => walk(child, [...path, i]));
    else if (node.type === 'object') {
      for (const prop of node.children ?? []) {
        const [key, value] = prop.children ?? [];
        if (key && value) walk(value, [...path, String(key.value)]);
      }
    }
  };
  if (root) walk(root, []);
  const at = (path: Path): ValueAt | undefined => {
    let node = root;
    for (const seg of path) {
      if (!node) return undefined;
      if (typeof seg === 'number') node = node.type === 'array' ? node.children?.[seg] : undefined;
      else if (node.type !== 'object') return undefined;
      else node = propertyValues(node).get(seg);
    }
    if (!node) return undefined;
    const out: ValueAt = { span: { start: node.offset, end: node.offset + node.length }, kind: node.type };
    if (node.type === 'string') out.str = toStr(node, file.source.text, path);
    return out;
  };
  return { strings, at };
}

/** An object's values by key, built once per object: a rule may look up every one of ten thousand servers. */
const objectValues = new WeakMap<Node, Map<unknown, Node | undefined>>();

function propertyValues(object: Node): Map<unknown, Node | undefined> {
  let values = objectValues.get(object);
  if (!values) {
    values = new Map();
    // duplicate keys: the last one wins, as in JSON.parse and the hosts' model
    for (const prop of object.children ?? []) values.set(prop.children?.[0]?.value, prop.children?.[1]);
    objectValues.set(object, values);
  }
  return values;
}

/** Paths as a tree of their segments (1 and "1" differ): a lookup costs the path, not the file. */
interface PathTree {
  node?: TomlNode;
  children?: Map<string | number, PathTree>;
}

function tomlStr(node: TomlNode): Str {
  const str: Str = { value: node.value!, span: node.span, path: node.path, quoteLength: node.quoteLength ?? 1 };
  if (node.offsets) str.offsets = node.offsets;
  return str;
}

function tomlIndex(file: ConfigFile): Index {
  const { nodes } = scanToml(parseableText(file.source));
  const strings = nodes.filter((n) => n.kind === 'string' && n.value !== undefined).map(tomlStr);
  let tree: PathTree | undefined;
  const at = (path: Path): ValueAt | undefined => {
    tree ??= pathTree(nodes);
    let place: PathTree | undefined = tree;
    for (const segment of path) place = place?.children?.get(segment);
    const node = place?.node;
    if (!node) return undefined;
    const out: ValueAt = { span: node.span, kind: node.kind };
    if (node.kind === 'string' && node.value !== undefined) out.str = tomlStr(node);
    return out;
  };
  return { strings, at };
}

/** The first node (not a table header) at each path. */
function pathTree(nodes: TomlNode[]): PathTree {
  const root: PathTree = {};
  for (const node of nodes) {
    if (node.kind === 'table') continue;
    let place = root;
    for (const segment of node.path) {
      const children = (place.children ??= new Map());
      let next = children.get(segment);
      if (!next) children.set(segment, (next = {}));
      place = next;
    }
    place.node ??= node;
  }
  return root;
}

function modelIndex(file: ConfigFile): Index {
  const strings: Str[] = [];
  for (const s of file.servers) {
    if (s.command) strings.push(s.command);
    strings.push(...s.args, ...s.env.map((e) => e.value), ...s.headers.map((h) => h.value));
    if (s.url) strings.push(s.url);
  }
  return { strings, at: () => undefined };
}

function indexOf(file: ConfigFile): Index {
  let index = cache.get(file);
  if (!index) {
    index = file.syntax === 'toml' ? tomlIndex(file) : file.syntax === 'yaml' || file.syntax === 'markdown' || file.syntax === 'script' || file.syntax === 'frontmatter' ? modelIndex(file) : jsonIndex(file);
    cache.set(file, index);
  }
  return index;
}

/** Every string value of the file's MCP part (not keys; see `ConfigFile.scope`), in document order, with its
 * semantic path. */
export function configStrings(file: ConfigFile): Str[] {
  const { strings } = indexOf(file);
  const scope = file.scope;
  return scope ? strings.filter((s) => scope.every((seg, i) => s.path[i] === seg)) : strings;
}

/** The value at a semantic path (`['mcpServers', 'db', 'trust']`), with its exact source span. */
export function valueAt(file: ConfigFile, path: Path): ValueAt | undefined {
  return indexOf(file).at(path);
}
