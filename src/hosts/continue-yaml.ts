/**
 * The YAML document model shared by the Continue host (continue.ts, which reads servers from it) and its editor
 * (continue-editor.ts, which finds where to write in it and re-reads edited text with it): the parsed document,
 * node lookups, and spans clamped to the text. Kept apart so that neither of the two imports the other.
 */
import { yaml } from '../model/lazy.js';
import type { Document, Node as YamlNode, Pair, Scalar, YAMLMap } from 'yaml';
import type { Problem, Span } from '../model/types.js';

// yaml is loaded on first use (src/model/lazy.ts); these keep the call sites as they were.
const isAlias = (node: unknown) => yaml().isAlias(node);
export const isMap = (node: unknown): node is YAMLMap => yaml().isMap(node);
export const isScalar = (node: unknown): node is Scalar => yaml().isScalar(node);
export const isSeq = (node: unknown): node is import('yaml').YAMLSeq => yaml().isSeq(node);
export const parseDocument = (text: string, options: import('yaml').DocumentOptions & import('yaml').ParseOptions & import('yaml').SchemaOptions) => yaml().parseDocument(text, options);

export interface ScalarInfo {
  type: Scalar.Type | undefined;
  /** inside a flow collection (`[…]`, `{…}`), where `,[]{}` end a plain scalar */
  flow: boolean;
}

export interface Model {
  text: string;
  doc: Document.Parsed;
  problems: Problem[];
  /** each modelled string's token start → how it was written */
  scalars: Map<number, ScalarInfo>;
  /** each server's path (JSON) → its mapping */
  serverMaps: Map<string, YAMLMap>;
}

export function readModel(text: string): Model {
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

export function pairs(map: YAMLMap): [string, Pair<unknown, unknown>][] {
  const out = new Map<string, Pair<unknown, unknown>>();
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? pair.key.value : undefined;
    if (key !== undefined && key !== null) out.set(String(key), pair);
  }
  return [...out];
}

export function field(model: Model, map: YAMLMap, key: string): { pair: Pair<unknown, unknown>; node: unknown } | undefined {
  const pair = pairs(map).find(([k]) => k === key)?.[1];
  return pair ? { pair, node: resolve(model, pair.value) } : undefined;
}

export function keySpan(pair: Pair<unknown, unknown>, text: string): Span {
  return isScalar(pair.key) ? rangeSpan(pair.key, text) : { start: 0, end: 0 };
}

export function isNullScalar(node: unknown): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}
