/**
 * What the JSON hosts share: a jsonc-parser tree with offsets, turned into the normalised model, and a
 * format-preserving editor built on jsonc-parser's `modify` (its edits are offset/length/content data).
 */
import { findNodeAtLocation, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { lineBreakOf, parseableText } from '../source.js';
import type {
  Comment, ConfigEditor, Edit, KeyedStr, Path, Problem, Server, SourceText, Span, Str, Transport,
} from '../types.js';

export interface JsonDocument {
  root: Node | undefined;
  problems: Problem[];
  comments: Comment[];
  data: unknown;
}

/**
 * Parses `source` as JSON (`strict`: comments and trailing commas are errors, as for JSON.parse) or JSONC.
 * `what` names the grammar in messages, e.g. "Claude Code reads .mcp.json as strict JSON".
 */
export function parseJson(source: SourceText, strict: boolean, what: string): JsonDocument {
  const text = parseableText(source);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: !strict, disallowComments: strict, allowEmptyContent: false });
  const comments = strict ? [] : scanComments(text);
  const problems: Problem[] = [];
  const seen = new Set<number>();
  for (const e of errors) {
    // jsonc-parser may report one fault several times at one offset (e.g. "property name" and "value" expected).
    if (seen.has(e.offset)) continue;
    seen.add(e.offset);
    const message = describeJsonError(e, text, strict, what);
    const comma = message.startsWith('trailing commas') ? text.slice(0, e.offset).search(/,\s*$/) : -1;
    const start = comma >= 0 ? comma : e.offset;
    problems.push({ message, span: { start, end: Math.min(start + Math.max(comma >= 0 ? 1 : e.length, 1), text.length) } });
  }
  if (!problems.length && strict) {
    // jsonc-parser is lenient in corners JSON.parse is not (control characters in strings, for one).
    try {
      JSON.parse(text);
    } catch (e) {
      problems.push({ message: `invalid JSON: ${(e as Error).message}`, span: { start: 0, end: 1 } });
    }
  }
  if (!problems.length && root && root.type !== 'object') {
    problems.push({ message: 'the top level must be a JSON object', span: spanOf(root) });
  }
  return { root, problems, comments, data: problems.length ? undefined : safeValue(root) };
}

function describeJsonError(e: ParseError, text: string, strict: boolean, what: string): string {
  const code = printParseErrorCode(e.error);
  if (code === 'InvalidCommentToken') return `comments are not allowed: ${what}`;
  if (strict && (code === 'PropertyNameExpected' || code === 'ValueExpected') && /^\s*[\]}]/.test(text.slice(e.offset))) {
    return `trailing commas are not allowed: ${what}`;
  }
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `JSON syntax error: ${words}`;
}

/** Comments in JSONC text (jsonc-parser's tree drops them; suppressions need them). */
function scanComments(text: string): Comment[] {
  const comments: Comment[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      let end = i;
      while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
      comments.push({ text: text.slice(i, end), span: { start: i, end } });
      i = end;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close < 0 ? text.length : close + 2;
      comments.push({ text: text.slice(i, end), span: { start: i, end } });
      i = end;
    } else i++;
  }
  return comments;
}

export function spanOf(node: Node): Span {
  return { start: node.offset, end: node.offset + node.length };
}

/** The decoded value of a node; prototype-polluting keys are kept as own data, never assigned through. */
function safeValue(node: Node | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = Object.create(null);
      for (const prop of node.children ?? []) {
        const [key, value] = prop.children ?? [];
        if (key) Object.defineProperty(out, String(key.value), { value: safeValue(value), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(safeValue);
    default:
      return node.value;
  }
}

export function toStr(node: Node, text: string, path: Path): Str {
  const value = String(node.value);
  const raw = text.slice(node.offset + 1, node.offset + node.length - 1);
  const str: Str = { value, span: spanOf(node), path, quoteLength: 1 };
  if (raw !== value) str.offsets = escapeOffsets(raw, node.offset + 1);
  return str;
}

/** Source offset of each decoded character of a JSON string body starting at `base`. */
function escapeOffsets(raw: string, base: number): number[] {
  const offsets: number[] = [];
  let i = 0;
  while (i < raw.length) {
    offsets.push(base + i);
    if (raw[i] !== '\\') i++;
    else i += raw[i + 1] === 'u' ? 6 : 2;
  }
  offsets.push(base + raw.length);
  return offsets;
}

/** Object properties as [key, keyNode, valueNode]; duplicates keep the last, as JSON.parse does. */
export function properties(node: Node | undefined): [string, Node, Node][] {
  if (!node || node.type !== 'object') return [];
  const byKey = new Map<string, [string, Node, Node]>();
  for (const prop of node.children ?? []) {
    const [key, value] = prop.children ?? [];
    if (key && value) byKey.set(String(key.value), [String(key.value), key, value]);
  }
  return [...byKey.values()];
}

export function property(node: Node | undefined, name: string): Node | undefined {
  return properties(node).find(([key]) => key === name)?.[2];
}

export interface ServerShape {
  /** how the host reads an entry's transport from `type`, `command` and `url` */
  transport(type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport;
  /** a problem to report for an entry with a url but no type, if the host does not accept that */
  urlWithoutType?: string;
  /** value types `env` may hold besides strings (VS Code also takes numbers and null) */
  envAllowsNonStrings?: boolean;
}

/** Builds servers from `container` (the `mcpServers`/`servers` object) and reports shape problems. */
export function readServers(container: Node, containerPath: Path, text: string, shape: ServerShape, problems: Problem[]): Server[] {
  if (container.type !== 'object') {
    problems.push({ message: `"${containerPath.join('.')}" must be an object mapping server names to entries`, span: spanOf(container), path: containerPath });
    return [];
  }
  const servers: Server[] = [];
  for (const [name, keyNode, entry] of properties(container)) {
    const path = [...containerPath, name];
    if (entry.type !== 'object') {
      problems.push({ message: `server "${name}" must be an object`, span: spanOf(entry), path });
      continue;
    }
    const str = (key: string): Str | undefined => {
      const node = property(entry, key);
      if (!node) return undefined;
      if (node.type === 'string') return toStr(node, text, [...path, key]);
      problems.push({ message: `"${key}" of server "${name}" must be a string`, span: spanOf(node), path: [...path, key] });
      return undefined;
    };
    const type = str('type');
    const command = str('command');
    const url = str('url');
    const argsNode = property(entry, 'args');
    const args: Str[] = [];
    if (argsNode && argsNode.type !== 'array') {
      problems.push({ message: `"args" of server "${name}" must be an array of strings`, span: spanOf(argsNode), path: [...path, 'args'] });
    } else {
      (argsNode?.children ?? []).forEach((item, i) => {
        if (item.type === 'string') args.push(toStr(item, text, [...path, 'args', i]));
        else problems.push({ message: `"args" of server "${name}" must hold only strings`, span: spanOf(item), path: [...path, 'args', i] });
      });
    }
    const env = readMap(entry, 'env', name, path, text, problems, shape.envAllowsNonStrings ?? false);
    const headers = readMap(entry, 'headers', name, path, text, problems, false);
    // A present but mistyped command/url still says which transport was meant: report the type, not a missing key.
    const transport = shape.transport(type?.value, !!property(entry, 'command'), !!property(entry, 'url'));
    if (transport === 'unknown') {
      const message = type && !['stdio', 'http', 'sse', 'ws'].includes(type.value)
        ? `server "${name}" has an unknown transport type "${type.value}"`
        : `server "${name}" has neither "command" nor "url"`;
      problems.push({ message, span: type ? type.span : spanOf(keyNode), path });
    } else if (transport === 'stdio' && !property(entry, 'command')) {
      problems.push({ message: `server "${name}" is a stdio server without a "command"`, span: spanOf(keyNode), path });
    } else if (transport !== 'stdio' && !property(entry, 'url')) {
      problems.push({ message: `server "${name}" is a ${transport} server without a "url"`, span: spanOf(keyNode), path });
    }
    if (url && !type && !command && shape.urlWithoutType) {
      problems.push({ message: shape.urlWithoutType.replace('{name}', name), span: spanOf(keyNode), path, level: 'warning' });
    }
    const server: Server = {
      name, path, nameSpan: spanOf(keyNode), span: spanOf(entry), transport: transport === 'unknown' && url ? 'http' : transport,
      args, env, headers,
    };
    if (command) server.command = command;
    if (url) server.url = url;
    if (argsNode?.type === 'array') server.argsSpan = spanOf(argsNode);
    servers.push(server);
  }
  return servers;
}

function readMap(entry: Node, key: string, name: string, path: Path, text: string, problems: Problem[], allowOthers: boolean): KeyedStr[] {
  const node = property(entry, key);
  if (!node) return [];
  if (node.type !== 'object') {
    problems.push({ message: `"${key}" of server "${name}" must be an object of strings`, span: spanOf(node), path: [...path, key] });
    return [];
  }
  const out: KeyedStr[] = [];
  for (const [k, keyNode, value] of properties(node)) {
    if (value.type === 'string') out.push({ key: k, keySpan: spanOf(keyNode), value: toStr(value, text, [...path, key, k]) });
    else if (!(allowOthers && (value.type === 'number' || value.type === 'null'))) {
      problems.push({ message: `"${key}.${k}" of server "${name}" must be a string`, span: spanOf(value), path: [...path, key, k] });
    }
  }
  return out;
}

/** Indentation and line breaks of the file, so that inserted JSON looks typed by its author. */
function formatting(text: string) {
  const indented = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const tabs = indented.startsWith('\t');
  return { insertSpaces: !tabs, tabSize: tabs ? 1 : Math.min(indented.length, 8), eol: lineBreakOf(text) };
}

/**
 * Edits that append an item to the array or object `container`, laid out like its siblings: on a line of its own at
 * their indentation in a multi-line container (after any comment that ends the last item's line, keeping a trailing
 * comma), after a comma and a space in a one-line one. `render` gets the item's indentation (undefined: one line).
 */
function appendItem(text: string, file: string, firstLineStart: number, container: Node, render: (indent: string | undefined, unit: string, eol: string) => string): Edit[] {
  const { insertSpaces, tabSize, eol } = formatting(text);
  const unit = insertSpaces ? ' '.repeat(tabSize) : '\t';
  const insert = (at: number, content: string): Edit => ({ file, start: at, end: at, text: content });
  const lineStart = (offset: number) => {
    let i = offset;
    while (i > firstLineStart && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
    return i;
  };
  const lineIndent = (offset: number) => /^[ \t]*/.exec(text.slice(lineStart(offset), offset))![0];
  const firstOnLine = (offset: number) => /^[ \t]*$/.test(text.slice(lineStart(offset), offset));
  const open = container.offset;
  const close = container.offset + container.length - 1;
  const items = container.children ?? [];
  const fileIsOneLine = !/[\r\n]/.test(text.trim());
  if (!items.length) {
    if (fileIsOneLine) return [{ file, start: open + 1, end: close, text: ` ${render(undefined, unit, eol)} ` }];
    const closeIndent = firstOnLine(close) ? lineIndent(close) : lineIndent(open);
    const inner = closeIndent + unit;
    if (text.slice(open + 1, close).trim() === '') {
      return [{ file, start: open + 1, end: close, text: `${eol}${inner}${render(inner, unit, eol)}${eol}${closeIndent}` }];
    }
    return [insert(close, `${eol}${inner}${render(inner, unit, eol)}${eol}${closeIndent}`)];
  }
  const last = items[items.length - 1]!;
  const lastEnd = last.offset + last.length;
  const multiLine = /[\r\n]/.test(text.slice(open, items[0]!.offset)) || /[\r\n]/.test(text.slice(lastEnd, close));
  if (!multiLine) return [insert(lastEnd, `, ${render(undefined, unit, eol)}`)];
  const indent = firstOnLine(last.offset) ? lineIndent(last.offset) : lineIndent(open) + unit;
  let after = lastEnd;
  while (text[after] === ' ' || text[after] === '\t') after++;
  const hasComma = text[after] === ',';
  const afterComma = hasComma ? after + 1 : lastEnd;
  let lineEnd = afterComma;
  while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
  const rest = text.slice(afterComma, lineEnd);
  if (close >= lineEnd && /^\s*(\/\/.*|\/\*.*?\*\/\s*)?$/.test(rest)) {
    const line = `${eol}${indent}${render(indent, unit, eol)}${hasComma ? ',' : ''}`;
    if (hasComma) return [insert(lineEnd, line)];
    // One edit when the comma and the new line go to the same place: two insertions at one offset would overlap.
    return lineEnd === lastEnd ? [insert(lastEnd, `,${line}`)] : [insert(lastEnd, ','), insert(lineEnd, line)];
  }
  return [insert(lastEnd, `,${eol}${indent}${render(indent, unit, eol)}`)];
}

/** `{ "type": "promptString", … }` in one line, or over several at `indent`. */
function promptInput(id: string, description: string, indent: string | undefined, unit: string, eol: string): string {
  const fields = [['type', 'promptString'], ['id', id], ['description', description], ['password', true]] as const;
  const pairs = fields.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return indent === undefined ? `{ ${pairs.join(', ')} }` : `{${eol}${pairs.map((p) => indent + unit + p).join(`,${eol}`)}${eol}${indent}}`;
}

function addInputEdits(source: SourceText, text: string, id: string, description: string): Edit[] {
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (!root || root.type !== 'object') return [];
  const firstLineStart = source.bom ? 1 : 0;
  const inputs = property(root, 'inputs');
  if (inputs) {
    if (inputs.type !== 'array') return [];
    if ((inputs.children ?? []).some((c) => c.type === 'object' && property(c, 'id')?.value === id)) return [];
    return appendItem(text, source.path, firstLineStart, inputs, (indent, unit, eol) => promptInput(id, description, indent, unit, eol));
  }
  return appendItem(text, source.path, firstLineStart, root, (indent, unit, eol) => (indent === undefined
    ? `"inputs": [${promptInput(id, description, undefined, unit, eol)}]`
    : `"inputs": [${eol}${indent}${unit}${promptInput(id, description, indent + unit, unit, eol)}${eol}${indent}]`));
}

export function jsonEditor(source: SourceText, validate: (text: string) => string | undefined, options: { inputs?: boolean } = {}): ConfigEditor {
  const file = source.path;
  const text = parseableText(source);
  const firstLineStart = source.bom ? 1 : 0;
  const tree = () => parseTree(text, [], { allowTrailingComma: true });
  const json = (value: string) => JSON.stringify(value);
  return {
    replaceString: (str, value) => [{ file, start: str.span.start, end: str.span.end, text: json(value) }],
    insertArg(server, index, value) {
      const entry = findNodeAtLocation(tree()!, server.path);
      if (!entry || entry.type !== 'object') return [];
      const args = property(entry, 'args');
      if (!args) return appendItem(text, file, firstLineStart, entry, () => `"args": [${json(value)}]`);
      if (args.type !== 'array') return [];
      const items = args.children ?? [];
      if (index >= items.length) return appendItem(text, file, firstLineStart, args, () => json(value));
      return [insertBefore(text, file, firstLineStart, items[Math.max(index, 0)]!, json(value))];
    },
    setEnv(server, name, value) {
      const entry = findNodeAtLocation(tree()!, server.path);
      if (!entry || entry.type !== 'object') return [];
      const env = property(entry, 'env');
      if (!env) return appendItem(text, file, firstLineStart, entry, () => `"env": { ${json(name)}: ${json(value)} }`);
      if (env.type !== 'object') return [];
      const existing = property(env, name);
      if (existing) return [{ file, start: existing.offset, end: existing.offset + existing.length, text: json(value) }];
      return appendItem(text, file, firstLineStart, env, () => `${json(name)}: ${json(value)}`);
    },
    validate,
    ...(options.inputs ? { addInput: (id: string, description: string) => addInputEdits(source, text, id, description) } : {}),
  };
}

/** An item inserted before `item`, on a line of its own when `item` starts one, else inline. */
function insertBefore(text: string, file: string, firstLineStart: number, item: Node, itemText: string): Edit {
  let lineStart = item.offset;
  while (lineStart > firstLineStart && text[lineStart - 1] !== '\n' && text[lineStart - 1] !== '\r') lineStart--;
  const before = text.slice(lineStart, item.offset);
  const ownLine = /^[ \t]*$/.test(before);
  return { file, start: item.offset, end: item.offset, text: ownLine ? `${itemText},${lineBreakOf(text)}${before}` : `${itemText}, ` };
}
