/**
 * The Continue host's ConfigEditor: edits to a YAML block or config file in the file's own style (quoting of the
 * value it replaces, block or flow collections as found, the file's indentation). Separate from continue.ts because
 * writing needs its own layout questions (line starts, dashes, where a block ends) that reading never asks.
 */
import type { Node as YamlNode, Pair, Scalar, YAMLMap } from 'yaml';
import { lineBreakOf } from '../model/source.js';
import type { ConfigEditor, Edit, Server, SourceText, Str } from '../model/types.js';
import { field, isMap, isNullScalar, isScalar, isSeq, parseDocument, readModel, trimEnd, type Model } from './continue-yaml.js';

/**
 * Plain words: a letter or `_`, then letters, digits and `_./@-`. Such a word is always a plain string in YAML 1.2
 * (no indicator, no `: ` or ` #`, not a number) but for the core schema's booleans and null.
 */
const PLAIN_WORD = /^[A-Za-z_][\w./@-]*$/;
const CORE_WORDS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);

/** A plain scalar when the value reads back as this very string in that context. */
export function plainOk(value: string, flow: boolean): boolean {
  if (!value || value !== value.trim() || /[\r\n\t]/.test(value)) return false;
  // the common case (a package spec) without parsing a document for it: a fix for each of 10,000 servers adds up
  if (PLAIN_WORD.test(value)) return !CORE_WORDS.has(value);
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

/** Where lines are: the text, and where its first line starts (after a BOM, if any). */
interface Layout {
  text: string;
  firstLine: number;
}

interface EditContext extends Layout {
  file: string;
  model: Model;
  eol: string;
  /** indentation unit and block-sequence offset, as the file uses them */
  style: { unit: number; seqOffset: number };
}

export function yamlEditor(source: SourceText, model: Model): ConfigEditor {
  const { text } = model;
  const layout: Layout = { text, firstLine: source.bom ? 1 : 0 };
  const ctx: EditContext = { ...layout, file: source.path, model, eol: lineBreakOf(text), style: fileStyle(layout, model.doc.contents) };
  return {
    replaceString: (str, value) => replaceString(ctx, str, value),
    insertArg: (server, index, value) => insertArg(ctx, server, index, value),
    setEnv: (server, name, value) => setEnv(ctx, server, name, value),
    validate(edited) {
      const again = readModel(edited);
      return again.problems[0]?.message;
    },
  };
}

function insert(ctx: EditContext, at: number, content: string): Edit[] {
  return [{ file: ctx.file, start: at, end: at, text: content }];
}

function lineStart({ text, firstLine }: Layout, pos: number): number {
  let i = pos;
  while (i > firstLine && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

function column(layout: Layout, pos: number): number {
  return pos - lineStart(layout, pos);
}

function lineEnd({ text }: Layout, pos: number): number {
  let i = pos;
  while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

/** where the dash of a block sequence item is */
function dashOf({ text }: Layout, item: YamlNode): number {
  let i = item.range![0] - 1;
  while (i > 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return text[i] === '-' ? i : item.range![0];
}

/** the end of the last character a node's content occupies (nested block collections included) */
function contentEnd(layout: Layout, node: unknown): number {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length) {
    const last = node.items[node.items.length - 1]!;
    if (isMap(node)) {
      const pair = last as Pair<unknown, unknown>;
      return contentEnd(layout, pair.value !== null && pair.value !== undefined && (pair.value as YamlNode).range ? pair.value : pair.key);
    }
    return contentEnd(layout, last);
  }
  const range = (node as YamlNode).range!;
  return trimEnd(layout.text, range[0], range[1]);
}

/** Indentation unit and block-sequence offset, as the file uses them (2 and 2 where it shows neither). */
function fileStyle(layout: Layout, contents: unknown): EditContext['style'] {
  let unit: number | undefined;
  let seqOffset: number | undefined;
  const visit = (node: unknown, depth = 0) => {
    // the first block map and block sequence say the style: no need to look deeper than a real file nests
    if (depth > 64 || (unit !== undefined && seqOffset !== undefined)) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        const value = pair.value;
        if (!node.flow && isScalar(pair.key) && pair.key.range) {
          const keyCol = column(layout, pair.key.range[0]);
          if (isMap(value) && !value.flow && value.items.length && unit === undefined) {
            const first = value.items[0]!.key as YamlNode;
            if (first?.range && column(layout, first.range[0]) > keyCol) unit = column(layout, first.range[0]) - keyCol;
          }
          if (isSeq(value) && !value.flow && value.items.length && seqOffset === undefined) {
            seqOffset = Math.max(column(layout, dashOf(layout, value.items[0] as YamlNode)) - keyCol, 0);
          }
        }
        visit(value, depth + 1);
      }
    } else if (isSeq(node)) for (const item of node.items) visit(item, depth + 1);
  };
  visit(contents);
  return { unit: unit ?? 2, seqOffset: seqOffset ?? 2 };
}

/** Adds `key: …` to a mapping; `block` gives the lines (first is `key: …`, the rest relative to the key). */
function addToMap(ctx: EditContext, map: YAMLMap, key: string, block: string[], flowText: string): Edit[] {
  const { text } = ctx;
  if (map.flow) {
    const range = map.range!;
    if (!map.items.length) {
      const open = text.indexOf('{', range[0]);
      const inner = text.slice(open + 1, trimEnd(text, range[0], range[1]) - 1);
      return [{ file: ctx.file, start: open + 1, end: open + 1 + inner.length, text: ` ${renderKey(key, true)}: ${flowText} ` }];
    }
    return insert(ctx, contentEnd(ctx, map.items[map.items.length - 1]!.value ?? map.items[map.items.length - 1]!.key), `, ${renderKey(key, true)}: ${flowText}`);
  }
  if (!map.items.length) return [];
  const keyCol = column(ctx, (map.items[0]!.key as YamlNode).range![0]);
  const at = lineEnd(ctx, contentEnd(ctx, map));
  const pad = ' '.repeat(keyCol);
  return insert(ctx, at, block.map((line, i) => `${ctx.eol}${pad}${i === 0 ? `${renderKey(key, false)}${line}` : line}`).join(''));
}

function replaceString(ctx: EditContext, str: Str, value: string): Edit[] {
  const info = ctx.model.scalars.get(str.span.start) ?? { type: 'QUOTE_DOUBLE', flow: false };
  return [{ file: ctx.file, start: str.span.start, end: str.span.end, text: renderScalar(value, info.type, info.flow) }];
}

function insertArg(ctx: EditContext, server: Server, index: number, value: string): Edit[] {
  const { model, text, eol } = ctx;
  const map = model.serverMaps.get(JSON.stringify(server.path));
  if (!map) return [];
  const args = field(model, map, 'args');
  if (!args) {
    const indentSeq = ' '.repeat(ctx.style.seqOffset);
    return addToMap(ctx, map, 'args', [':', `${indentSeq}- ${renderScalar(value, 'PLAIN', false)}`], `[${renderScalar(value, 'PLAIN', true)}]`);
  }
  const seq = args.node;
  if (!isSeq(seq)) return [];
  const items = seq.items as YamlNode[];
  const i = Math.min(Math.max(index, 0), items.length);
  if (seq.flow) {
    const v = renderScalar(value, 'PLAIN', true);
    if (i < items.length) return insert(ctx, items[i]!.range![0], `${v}, `);
    if (items.length) return insert(ctx, contentEnd(ctx, items[items.length - 1]), `, ${v}`);
    const open = text.indexOf('[', seq.range![0]);
    return insert(ctx, open + 1, v);
  }
  const v = renderScalar(value, 'PLAIN', false);
  const dash = dashOf(ctx, items[Math.min(i, items.length - 1)]!);
  const pad = ' '.repeat(column(ctx, dash));
  if (i < items.length && text.slice(lineStart(ctx, dash), dash).trim() === '') return insert(ctx, lineStart(ctx, dash), `${pad}- ${v}${eol}`);
  return insert(ctx, lineEnd(ctx, contentEnd(ctx, items[items.length - 1])), `${eol}${pad}- ${v}`);
}

function setEnv(ctx: EditContext, server: Server, name: string, value: string): Edit[] {
  const { model, text } = ctx;
  const map = model.serverMaps.get(JSON.stringify(server.path));
  if (!map) return [];
  const env = field(model, map, 'env');
  if (!env) {
    const pad = ' '.repeat(ctx.style.unit);
    return addToMap(ctx, map, 'env', [':', `${pad}${renderKey(name, false)}: ${renderScalar(value, 'PLAIN', false)}`], `{ ${renderKey(name, true)}: ${renderScalar(value, 'PLAIN', true)} }`);
  }
  if (!isMap(env.node)) return [];
  const existing = field(model, env.node, name);
  if (existing && isScalar(existing.node) && existing.node.range && !isNullScalar(existing.node)) {
    const [start, end] = existing.node.range;
    const info = { type: existing.node.type, flow: !!env.node.flow };
    return [{ file: ctx.file, start, end: trimEnd(text, start, end), text: renderScalar(value, info.type, info.flow) }];
  }
  if (existing) return [];
  const flow = !!env.node.flow;
  return addToMap(ctx, env.node, name, [`: ${renderScalar(value, 'PLAIN', false)}`], renderScalar(value, 'PLAIN', flow));
}
