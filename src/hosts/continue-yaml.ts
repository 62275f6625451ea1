/**
 * The YAML document model shared by the Continue host (continue.ts, which reads servers from it) and its editor
 * (continue-editor.ts, which finds where to write in it and re-reads edited text with it): the parsed document,
 * node lookups, spans clamped to the text, and each scalar character's source offset (also read by the frontmatter
 * hooks, frontmatter-hooks.ts). Kept apart so that neither of the two imports the other.
 */
import { yaml } from '../model/lazy.js';
import type { CST, Document, Node as YamlNode, Pair, Scalar, YAMLMap } from 'yaml';
import type { Problem, Span } from '../model/types.js';

// yaml is loaded on first use (src/model/lazy.ts); these keep the call sites as they were.
const isAlias = (node: unknown) => yaml().isAlias(node);
export const isMap = (node: unknown): node is YAMLMap => yaml().isMap(node);
export const isScalar = (node: unknown): node is Scalar => yaml().isScalar(node);
export const isSeq = (node: unknown): node is import('yaml').YAMLSeq => yaml().isSeq(node);
export const parseDocument = (text: string, options: import('yaml').DocumentOptions & import('yaml').ParseOptions & import('yaml').SchemaOptions) => yaml().parseDocument(text, options);

type Token = CST.Token;

export interface ScalarInfo {
  type: Scalar.Type | undefined;
  /** inside a flow collection (`[…]`, `{…}`), where `,[]{}` end a plain scalar */
  flow: boolean;
}

export interface Model {
  text: string;
  doc: Document.Parsed;
  /** the concrete syntax tree, which keeps what the document drops (comments) */
  tokens: Token[];
  problems: Problem[];
  /** each modelled string's token start → how it was written */
  scalars: Map<number, ScalarInfo>;
  /** each server's path (JSON) → its mapping */
  serverMaps: Map<string, YAMLMap>;
}

export function readModel(text: string): Model {
  const tokens = [...new (yaml().Parser)().parse(text)];
  const doc = composeFirst(tokens, text.length);
  // `yaml` places an error at the end of the text (an unclosed `{`) one character past it
  const problems: Problem[] = doc.errors.map((e) => ({
    message: `YAML syntax error: ${e.message.split('\n')[0]}`,
    span: clampSpan(e.pos[0], Math.max(e.pos[1], e.pos[0] + 1), text),
  }));
  if (!problems.length && doc.contents !== null && !isMap(doc.contents)) {
    problems.push({ message: 'the top level must be a YAML mapping', span: rangeSpan(doc.contents, text) });
  }
  return { text, doc, tokens, problems, scalars: new Map(), serverMaps: new Map() };
}

/**
 * `parseDocument(text)` from tokens already parsed: the first document, with an error for any further one. The
 * Continue host reads its comments from the same tokens, so that a file is parsed once (a megabyte takes a while).
 */
function composeFirst(tokens: Token[], length: number): Document.Parsed {
  const { Composer, YAMLParseError } = yaml();
  let doc: Document.Parsed | undefined;
  // Keys are checked for uniqueness below: `yaml` compares each key with every one before it in its mapping.
  for (const next of new Composer({ prettyErrors: false, keepSourceTokens: true, uniqueKeys: false }).compose(tokens, true, length)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
      break;
    }
  }
  // compose(…, true) always yields a document, if only an empty one
  const first = doc!;
  const duplicates = duplicateKeys(first);
  if (duplicates.length) first.errors = [...first.errors, ...duplicates].sort((a, b) => a.pos[0] - b.pos[0]);
  return first;
}

/**
 * The error `yaml`'s own check gives a repeated key ("Map keys must be unique", at the key: equal scalar values, as
 * it compares them), found with one set per mapping instead of comparing each key with all those before it: a
 * mapping of 20,000 keys took seconds.
 */
function duplicateKeys(doc: Document.Parsed): import('yaml').YAMLParseError[] {
  const { isMap: map, isPair, isScalar: scalar, isSeq: seq, YAMLParseError } = yaml();
  const errors: import('yaml').YAMLParseError[] = [];
  // An explicit stack, not recursion: a file may nest thousands of levels deep.
  const stack: unknown[] = [doc.contents];
  while (stack.length) {
    const node = stack.pop();
    if (map(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        const key = pair.key;
        const value = scalar(key) ? key.value : undefined;
        // NaN equals nothing, and keys that are not scalars are compared by identity: never the same
        if (scalar(key) && !Number.isNaN(value)) {
          if (seen.has(value)) errors.push(new YAMLParseError([key.range![0], key.range![0] + 1], 'DUPLICATE_KEY', 'Map keys must be unique'));
          seen.add(value);
        }
        stack.push(key, pair.value);
      }
    } else if (seq(node)) {
      for (const item of node.items) {
        if (isPair(item)) stack.push(item.key, item.value);
        else stack.push(item);
      }
    }
  }
  return errors;
}

export function rangeSpan(node: unknown, text: string): Span {
  const [start, end] = (node as YamlNode | null | undefined)?.range ?? [0, 0];
  const span = clampSpan(start, end, text);
  return { start: span.start, end: trimEnd(text, span.start, span.end) };
}

/** `[start, end)` moved inside the text: every span the host hands out lies within `[0, text.length]`. */
export function clampSpan(start: number, end: number, text: string): Span {
  const s = Math.min(Math.max(start, 0), text.length);
  return { start: s, end: Math.min(Math.max(end, s), text.length) };
}

/** `end` moved back over trailing whitespace and line breaks (block collections and scalars end on the next line). */
export function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /[\s]/.test(text[e - 1]!)) e--;
  return e;
}

export function resolve(model: Model, node: unknown): unknown {
  return isAlias(node) ? node.resolve(model.doc) : node;
}

/** Each mapping's pairs by key, the last of a repeated key winning: built once per mapping, which is read many times. */
const pairsByKey = new WeakMap<YAMLMap, Map<string, Pair<unknown, unknown>>>();

function keyed(map: YAMLMap): Map<string, Pair<unknown, unknown>> {
  let out = pairsByKey.get(map);
  if (out) return out;
  out = new Map();
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? pair.key.value : undefined;
    if (key !== undefined && key !== null) out.set(String(key), pair);
  }
  pairsByKey.set(map, out);
  return out;
}

export function pairs(map: YAMLMap): [string, Pair<unknown, unknown>][] {
  return [...keyed(map)];
}

export function field(model: Model, map: YAMLMap, key: string): { pair: Pair<unknown, unknown>; node: unknown } | undefined {
  const pair = keyed(map).get(key);
  return pair ? { pair, node: resolve(model, pair.value) } : undefined;
}

export function keySpan(pair: Pair<unknown, unknown>, text: string): Span {
  return isScalar(pair.key) ? rangeSpan(pair.key, text) : { start: 0, end: 0 };
}

export function isNullScalar(node: unknown): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

/**
 * Source offset of each value character of a scalar whose text is `text[from, to)`: escapes (double quotes), `''`
 * (single quotes), and line folding map to where they start. Best effort: a character that cannot be matched maps
 * to the current position, so every span stays inside the token.
 */
export function scalarOffsets(text: string, from: number, to: number, value: string, type: Scalar.Type | undefined, block: boolean, indent: number): number[] {
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
