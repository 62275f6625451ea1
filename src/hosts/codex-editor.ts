/**
 * The Codex host's ConfigEditor: edits to `.codex/config.toml` that keep the file's own layout (string delimiters,
 * dotted or header tables, one-line or multi-line arrays and inline tables). Separate from codex.ts because writing
 * shares nothing with reading the model but the scan index, which both receive from the host.
 */
import { lineBreakOf } from '../model/source.js';
import type { ConfigEditor, Edit, Path, Server, SourceText, Str } from '../model/types.js';
import { segmentAt, type ScanIndex } from './toml-index.js';
import type { TomlNode } from './toml-scan.js';

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const SHORT: Record<string, string> = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r', '"': '\\"', '\\': '\\\\' };

function escapeBasic(value: string, keepNewlines: boolean): string {
  let out = '';
  for (const c of value) {
    if (keepNewlines && c === '\n') out += c;
    else if (SHORT[c] !== undefined) out += SHORT[c];
    else if (c < ' ' || c === '\x7f') out += `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    else out += c;
  }
  return out;
}

export const tomlString = (value: string): string => `"${escapeBasic(value, false)}"`;
export const tomlKey = (key: string): string => (BARE_KEY.test(key) ? key : tomlString(key));

/** A token for `value` in the style of `open` (the original delimiter) where the value allows it. */
function stringToken(open: string, value: string, lb: string): string {
  // Literal strings cannot escape anything, so they hold only what needs no escape.
  const plain = !/[\x00-\x08\x0a-\x1f\x7f]/.test(value);
  if (open === "'" && plain && !value.includes("'")) return `'${value}'`;
  const multiPlain = !/[\x00-\x08\x0b-\x1f\x7f]/.test(value);
  // A line break right after the opening delimiter is trimmed, so a value that starts with one needs another.
  const lead = value.startsWith('\n') ? lb : '';
  if (open === "'''" && multiPlain && !value.includes("'")) return `'''${lead}${value}'''`;
  if (open === '"""') return `"""${lead}${escapeBasic(value, true)}"""`;
  return tomlString(value);
}

/** What every edit needs; `text` is the parseable text, whose offsets are the file's. */
interface EditContext {
  file: string;
  text: string;
  index: ScanIndex;
  lb: string;
  firstLineStart: number;
}

/** `validate` comes from the host, which owns how Codex parses TOML. */
export function tomlEditor(source: SourceText, index: ScanIndex, validate: (edited: string) => string | undefined): ConfigEditor {
  const ctx: EditContext = { file: source.path, text: index.text, index, lb: lineBreakOf(source.text), firstLineStart: source.bom ? 1 : 0 };
  return {
    replaceString: (str, value) => replaceString(ctx, str, value),
    insertArg: (server, position, value) => insertArg(ctx, server, position, value),
    setEnv: (server, name, value) => setEnv(ctx, server, name, value),
    validate,
  };
}

function insert(ctx: EditContext, at: number, insertion: string): Edit {
  return { file: ctx.file, start: at, end: at, text: insertion };
}

function lineStart({ text, firstLineStart }: EditContext, offset: number): number {
  let i = offset;
  while (i > firstLineStart && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

function lineEnd({ text }: EditContext, offset: number): number {
  let i = offset;
  while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

function indentOf(ctx: EditContext, offset: number): string {
  return /^[ \t]*/.exec(ctx.text.slice(lineStart(ctx, offset), offset))![0];
}

function firstOnLine(ctx: EditContext, offset: number): boolean {
  return /^[ \t]*$/.test(ctx.text.slice(lineStart(ctx, offset), offset));
}

function replaceString(ctx: EditContext, str: Str, value: string): Edit[] {
  const open = ctx.text.slice(str.span.start, str.span.start + str.quoteLength);
  return [{ file: ctx.file, start: str.span.start, end: str.span.end, text: stringToken(open, value, ctx.lb) }];
}

function insertArg(ctx: EditContext, server: Server, position: number, value: string): Edit[] {
  const { index } = ctx;
  const args = index.node([...server.path, 'args']);
  if (args) return args.kind === 'array' ? insertItem(ctx, args, position, tomlString(value)) : [];
  const command = index.node([...server.path, 'command']);
  const list = `[${tomlString(value)}]`;
  if (command && segmentAt(command, server.path.length) !== undefined) return addAfter(ctx, command, server.path, 'args', list);
  return appendKey(ctx, server.path, 'args', list);
}

function setEnv(ctx: EditContext, server: Server, name: string, value: string): Edit[] {
  const { index } = ctx;
  const envPath = [...server.path, 'env'];
  const existing = index.node([...envPath, name]);
  if (existing?.kind === 'string') {
    return replaceString(ctx, { value: existing.value!, span: existing.span, path: existing.path, quoteLength: existing.quoteLength! }, value);
  }
  if (existing?.kind === 'table') return [];
  if (existing) return [{ file: ctx.file, start: existing.span.start, end: existing.span.end, text: tomlString(value) }];
  const env = index.node(envPath);
  if (env && env.kind !== 'inline-table' && env.kind !== 'table') return [];
  if (env || index.lastKeyOf(envPath)) return appendKey(ctx, envPath, tomlKey(name), tomlString(value));
  return appendKey(ctx, server.path, 'env', `{ ${tomlKey(name)} = ${tomlString(value)} }`);
}

/** Inserts `item` at `position` into an array or inline table, following its layout. */
function insertItem(ctx: EditContext, container: TomlNode, position: number, item: string): Edit[] {
  const { text, lb } = ctx;
  const items = ctx.index.itemsOf(container);
  const at = Math.max(0, Math.min(position, items.length));
  const close = container.span.end - 1;
  const pad = container.kind === 'array' ? '' : ' ';
  if (items.length === 0) {
    if (text.slice(container.span.start + 1, close).trim() === '') {
      return [{ file: ctx.file, start: container.span.start, end: container.span.end, text: `${text[container.span.start]}${pad}${item}${pad}${text[close]}` }];
    }
    // only comments inside: a line of its own before the closing bracket
    if (firstOnLine(ctx, close)) return [insert(ctx, lineStart(ctx, close), `${indentOf(ctx, close)}  ${item}${lb}`)];
    return [insert(ctx, close, item)];
  }
  const multiLine = /[\r\n]/.test(text.slice(container.span.start, items[0]!.start));
  if (at < items.length) {
    const next = items[at]!.start;
    if (multiLine && firstOnLine(ctx, next)) return [insert(ctx, lineStart(ctx, next), `${indentOf(ctx, next)}${item},${lb}`)];
    return [insert(ctx, next, `${item}, `)];
  }
  const last = items[items.length - 1]!;
  if (!multiLine) return [insert(ctx, last.end, `, ${item}`)];
  let after = last.end;
  while (text[after] === ' ' || text[after] === '\t') after++;
  const trailingComma = text[after] === ',';
  const afterComma = trailingComma ? after + 1 : last.end;
  const end = lineEnd(ctx, afterComma);
  const line = `${lb}${indentOf(ctx, last.start)}${item}${trailingComma ? ',' : ''}`;
  // closing bracket on the last item's line, or nothing after the item: one insertion right there
  if (close < end || (!trailingComma && end === last.end)) return [insert(ctx, afterComma, `${trailingComma ? '' : ','}${line}`)];
  return trailingComma ? [insert(ctx, end, line)] : [insert(ctx, last.end, ','), insert(ctx, end, line)];
}

/** Adds `key = value` to the table at `tablePath` right after `sibling`, spelled like the sibling's key. */
function addAfter(ctx: EditContext, sibling: TomlNode, tablePath: Path, key: string, value: string): Edit[] {
  const { text, index } = ctx;
  const segment = segmentAt(sibling, tablePath.length)!;
  const keyStart = sibling.keySpans[0]!.start;
  const prefix = text.slice(keyStart, sibling.keySpans[segment]!.start);
  const parent = index.inlineParent(sibling);
  if (parent) {
    const position = index.itemsOf(parent).findIndex((span) => span.start <= keyStart && keyStart < span.end) + 1;
    return insertItem(ctx, parent, position, `${prefix}${key} = ${value}`);
  }
  const equals = text.slice(sibling.keySpan!.end, sibling.span.start);
  return [insert(ctx, lineEnd(ctx, sibling.span.end), `${ctx.lb}${indentOf(ctx, keyStart)}${prefix}${key}${equals}${value}`)];
}

/** Adds `key = value` at the end of the table at `tablePath`, however that table is written. */
function appendKey(ctx: EditContext, tablePath: Path, key: string, value: string): Edit[] {
  const { index } = ctx;
  const node = index.node(tablePath);
  if (node?.kind === 'inline-table') return insertItem(ctx, node, Infinity, `${key} = ${value}`);
  const last = index.lastKeyOf(tablePath);
  if (last) return addAfter(ctx, last, tablePath, key, value);
  const header = index.header(tablePath);
  if (header) return [insert(ctx, header.bodyEnd, `${ctx.lb}${indentOf(ctx, header.headerSpan.start)}${key} = ${value}`)];
  return [];
}
