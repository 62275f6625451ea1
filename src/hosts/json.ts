/**
 * What the JSON hosts share: a jsonc-parser tree with offsets, and the pieces that turn it into the model. Entries
 * are read in entry.ts; edits are made in json-editor.ts.
 */
import { parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { parseableText } from '../model/source.js';
import type {
  Comment, Path, Problem, SourceText, Span, Str, Transport,
} from '../model/types.js';

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
/** Deeper than any real config; jsonc-parser recurses once per level and would overflow the stack long before 20,000. */
export const MAX_JSON_DEPTH = 512;

export function parseJson(source: SourceText, strict: boolean, what: string): JsonDocument {
  const text = parseableText(source);
  const tooDeep = depthExceeded(text, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    const problem = { message: `nested more than ${MAX_JSON_DEPTH} levels deep; not parsed`, span: { start: tooDeep, end: tooDeep + 1 } };
    return { root: undefined, problems: [problem], comments: [], data: undefined };
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: !strict, disallowComments: strict, allowEmptyContent: false });
  if (root) {
    clampTree(root, text.length);
    trees.set(source, root);
  }
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

/** jsonc-parser gives nodes of a damaged file lengths past its end; every span must stay inside the text. */
function clampTree(node: Node, length: number): void {
  // The tree is ours (freshly parsed); its fields are typed read-only only to keep callers from editing it.
  const writable = node as { offset: number; length: number };
  writable.offset = Math.min(node.offset, length);
  writable.length = Math.min(node.length, length - node.offset);
  for (const child of node.children ?? []) clampTree(child, length);
}

/** Trees of parsed files, so that rules needing every value (config-values.ts) do not parse a file again. */
const trees = new WeakMap<SourceText, Node>();

/** The tree `parseJson` built for `source`, or a fresh safe parse of it. */
export function treeOf(source: SourceText): Node | undefined {
  return trees.get(source) ?? safeParseTree(parseableText(source));
}

/** jsonc-parser's tree, or undefined when the text is nested too deeply to parse without overflowing the stack. */
export function safeParseTree(text: string): Node | undefined {
  if (depthExceeded(text, MAX_JSON_DEPTH) !== undefined) return undefined;
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (root) clampTree(root, text.length);
  return root;
}

/** Offset of the first bracket past `limit` levels of nesting (strings and comments skipped), if any. */
function depthExceeded(text: string, limit: number): number | undefined {
  // each level opens with a character of its own: a text no longer than the limit cannot pass it
  if (text.length <= limit) return undefined;
  let depth = 0;
  // jsonc-parser ends a string or a line comment at any line break (LF, CR, U+2028, U+2029): so must this count, or
  // a lone CR would hide thousands of brackets from it and not from the parser. Character codes, not characters:
  // this pass runs over every JSON config before it is parsed.
  const lineBreak = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x22 || lineBreak(d)) break;
        if (d === 0x5c) i++;
      }
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      while (i < text.length && !lineBreak(text.charCodeAt(i))) i++;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 1;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return i;
    } else if (c === 0x5d || c === 0x7d) depth = Math.max(depth - 1, 0);
  }
  return undefined;
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
        // With no prototype there is no inherited `__proto__` setter: every key, that one too, becomes own data.
        if (key) out[String(key.value)] = safeValue(value);
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
  const end = node.offset + node.length;
  const str: Str = { value, span: spanOf(node), path, quoteLength: 1 };
  // The body is the token without its quotes, unless the string is unterminated (a file with syntax errors):
  // the reading whose characters decode one-to-one to the value is the right one.
  for (const bodyEnd of text[end - 1] === '"' && node.length >= 2 ? [end - 1, end] : [end]) {
    const raw = text.slice(node.offset + 1, bodyEnd);
    if (raw === value) return str;
    const offsets = escapeOffsets(raw, node.offset + 1);
    if (offsets.length === value.length + 1) {
      str.offsets = offsets;
      return str;
    }
  }
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

/** The key of `key` in the object `node` (its last copy, the one hosts read), where a message about the key belongs. */
export function keyNode(node: Node, key: string): Node | undefined {
  return (node.children ?? []).findLast((p) => p.children?.[0]?.value === key)?.children?.[0];
}

/** A warning on a top-level key the host does not read (another host's container key), at the key itself. */
export function unreadKeyProblem(root: Node, key: string, message: string): Problem {
  const at = keyNode(root, key);
  return { message, span: at ? spanOf(at) : spanOf(root), path: [key], level: 'warning' };
}

/** The value of key `name` in `node`: the last copy when the key is duplicated, as JSON.parse and the hosts read it. */
export function property(node: Node | undefined, name: string): Node | undefined {
  if (!node || node.type !== 'object') return undefined;
  const children = node.children ?? [];
  for (let i = children.length - 1; i >= 0; i--) {
    const [key, value] = children[i]!.children ?? [];
    if (key && value && String(key.value) === name) return value;
  }
  return undefined;
}

/**
 * The node at `path` below `root` (object keys and array indices), following the copy of each key the host reads: the
 * last one. jsonc-parser's `findNodeAtLocation` takes the first, which is the copy the host ignores.
 */
export function nodeAtPath(root: Node | undefined, path: Path): Node | undefined {
  let node = root;
  for (const segment of path) {
    if (!node) return undefined;
    node = typeof segment === 'number' ? (node.type === 'array' ? node.children?.[segment] : undefined) : property(node, segment);
  }
  return node;
}

/**
 * The `what` of a host that reads its file with JSON.parse (formats.md §0 gives its grammar as JSON, not JSONC): a
 * comment or a trailing comma is reported with what it costs, e.g. "comments are not allowed: Cline reads
 * cline_mcp_settings.json as strict JSON, so this file fails to load and none of its servers start".
 */
export function strictJson(host: string, source: Pick<SourceText, 'display'>): string {
  const name = source.display.slice(source.display.lastIndexOf('/') + 1);
  return `${host} reads ${name} as strict JSON, so this file fails to load and none of its servers start`;
}

export interface ServerShape {
  /** how the host reads an entry's transport from `type`, `command` and `url` */
  transport(type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport;
  /** a problem to report for an entry with a url but no type, if the host does not accept that */
  urlWithoutType?: string;
  /** value types `env` may hold besides strings (VS Code also takes numbers and null) */
  envAllowsNonStrings?: boolean;
}
