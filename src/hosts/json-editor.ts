/**
 * Format-preserving edits for JSON host files: every insertion is laid out like its siblings, so a fix changes only
 * the bytes it means to (jsonc-parser's `modify` reformats whole lines around an edit, which is why it is not used).
 */
import type { Node } from 'jsonc-parser';
import { lineBreakOf, parseableText } from '../model/source.js';
import type { ConfigEditor, Edit, Path, Server, SourceText } from '../model/types.js';
import { nodeAtPath, property, safeParseTree } from './json.js';

/** Indentation and line breaks of the file. */
function layout(text: string): { unit: string; eol: string } {
  const indented = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { unit: indented.startsWith('\t') ? '\t' : ' '.repeat(Math.min(indented.length, 8)), eol: lineBreakOf(text) };
}

/** JSON text of an item, given its indentation when it gets a line of its own (undefined: it goes inline). */
export type ItemText = string | ((indent: string | undefined, unit: string, eol: string) => string);

/**
 * Edits that insert `item` (JSON text: an array element, or an object member `"key": value`) into `container` before
 * its child `index` (at the end when `index` is past the last), laid out like the siblings: on a line of its own at
 * their indentation when they each have one (keeping a trailing comma and a comment that ends the last line), inline
 * after a comma and a space otherwise.
 */
export function insertInto(text: string, file: string, container: Node, index: number, item: ItemText): Edit[] {
  const { unit, eol } = layout(text);
  const render = (indent: string | undefined) => (typeof item === 'string' ? item : item(indent, unit, eol));
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
    if (!/[\r\n]/.test(inner)) return [{ file, start: open + 1, end: close, text: container.type === 'array' ? render(undefined) : ` ${render(undefined)} ` }];
    const closeIndent = firstOnLine(close) ? indentAt(close) : indentAt(open);
    return [{ file, start: open + 1, end: close, text: `${eol}${closeIndent}${unit}${render(closeIndent + unit)}${eol}${closeIndent}` }];
  }
  const multiLine = firstOnLine(items[0]!.offset);
  if (index < items.length) {
    const at = items[index]!.offset;
    return multiLine && firstOnLine(at) ? insert(at, `${render(indentAt(at))},${eol}${indentAt(at)}`) : insert(at, `${render(undefined)}, `);
  }
  const last = items[items.length - 1]!;
  const lastEnd = last.offset + last.length;
  let after = lastEnd;
  while (text[after] === ' ' || text[after] === '\t') after++;
  const hasComma = text[after] === ',';
  if (!multiLine) return hasComma ? insert(after + 1, ` ${render(undefined)},`) : insert(lastEnd, `, ${render(undefined)}`);
  const indent = firstOnLine(last.offset) ? indentAt(last.offset) : indentAt(open) + unit;
  const afterComma = hasComma ? after + 1 : lastEnd;
  let lineEnd = afterComma;
  while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
  const rest = text.slice(afterComma, lineEnd);
  if (close >= lineEnd && /\S/.test(rest) && /^\s*(\/\/.*|\/\*.*?\*\/\s*)?$/.test(rest)) {
    // a comment ends the last item's line: the new item goes after it (one edit per offset)
    const line = insert(lineEnd, `${eol}${indent}${render(indent)}${hasComma ? ',' : ''}`);
    return hasComma ? line : [...insert(lastEnd, ','), ...line];
  }
  return hasComma ? insert(afterComma, `${eol}${indent}${render(indent)},`) : insert(lastEnd, `,${eol}${indent}${render(indent)}`);
}

export interface EditorPaths {
  /** where a server's arguments live, and the array index of its first argument (opencode: 1, after the executable) */
  args(server: Server, root: Node | undefined): { path: Path; first: number } | undefined;
  /** where a server's environment object lives */
  env(server: Server, root: Node | undefined): Path;
}

export const CLAUDE_LIKE: EditorPaths = {
  args: (server) => ({ path: [...server.path, 'args'], first: 0 }),
  env: (server) => [...server.path, 'env'],
};

/**
 * A format-preserving editor for a JSON host: string replacement, and args and env inserted at the host's paths
 * laid out like their siblings (one-line arrays and objects stay on one line). Paths lead to the copy of a duplicated
 * key that the host reads (the last), the copy the model was built from. With `inputs`, VS Code's
 * `addInput` too, into the `inputs` array of the object at `inputsAt` (the top level by default; `mcp` in a
 * settings.json).
 */
export function jsonEditor(
  source: SourceText,
  validate: (text: string) => string | undefined,
  paths: EditorPaths = CLAUDE_LIKE,
  options: { inputs?: boolean; inputsAt?: Path } = {},
): ConfigEditor {
  const file = source.path;
  const text = parseableText(source);
  // Parsed once per editor: a file with thousands of findings asks for thousands of edits, and parsing the whole
  // file for each made fixing it quadratic.
  let parsed: { root: Node | undefined } | undefined;
  const tree = () => (parsed ??= { root: safeParseTree(text) }).root;
  const member = (key: string, value: string) => `${JSON.stringify(key)}: ${value}`;
  return {
    replaceString: (str, value) => [{ file, start: str.span.start, end: str.span.end, text: JSON.stringify(value) }],
    validate,
    ...(options.inputs ? { addInput: (id: string, description: string) => addInputEdits(text, tree(), file, id, description, options.inputsAt ?? []) } : {}),
    insertArg(server, index, value) {
      const root = tree();
      const where = paths.args(server, root);
      if (!root || !where) return [];
      const array = nodeAtPath(root, where.path);
      if (array) {
        if (array.type !== 'array') return [];
        return insertInto(text, file, array, Math.min(Math.max(index, 0) + where.first, array.children?.length ?? 0), JSON.stringify(value));
      }
      const parent = where.first === 0 ? nodeAtPath(root, where.path.slice(0, -1)) : undefined;
      if (parent?.type !== 'object') return [];
      return insertInto(text, file, parent, Infinity, member(String(where.path[where.path.length - 1]), `[${JSON.stringify(value)}]`));
    },
    setEnv(server, name, value) {
      const root = tree();
      if (!root) return [];
      const envPath = paths.env(server, root);
      const env = nodeAtPath(root, envPath);
      if (env) {
        if (env.type !== 'object') return [];
        const existing = nodeAtPath(root, [...envPath, name]);
        if (existing) return [{ file, start: existing.offset, end: existing.offset + existing.length, text: JSON.stringify(value) }];
        return insertInto(text, file, env, Infinity, member(name, JSON.stringify(value)));
      }
      const parent = nodeAtPath(root, envPath.slice(0, -1));
      if (parent?.type !== 'object') return [];
      return insertInto(text, file, parent, Infinity, member(String(envPath[envPath.length - 1]), `{ ${member(name, JSON.stringify(value))} }`));
    },
  };
}

/**
 * VS Code: a `promptString` input with `password: true`, appended to `inputs` of the object at `at` (created when
 * missing); none if the id exists.
 */
function addInputEdits(text: string, tree: Node | undefined, file: string, id: string, description: string, at: Path): Edit[] {
  const root = tree && at.length ? nodeAtPath(tree, at) : tree;
  if (!root || root.type !== 'object') return [];
  const fields = [['type', 'promptString'], ['id', id], ['description', description], ['password', true]] as const;
  const pairs = fields.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  // one line inline; over several lines, like the siblings, when it gets a line of its own
  const input = (indent: string | undefined, unit: string, eol: string) =>
    indent === undefined ? `{ ${pairs.join(', ')} }` : `{${eol}${pairs.map((p) => indent + unit + p).join(`,${eol}`)}${eol}${indent}}`;
  const inputs = property(root, 'inputs');
  if (!inputs) {
    return insertInto(text, file, root, Infinity, (indent, unit, eol) =>
      (indent === undefined ? `"inputs": [${input(undefined, unit, eol)}]` : `"inputs": [${eol}${indent}${unit}${input(indent + unit, unit, eol)}${eol}${indent}]`));
  }
  if (inputs.type !== 'array') return [];
  if ((inputs.children ?? []).some((c) => c.type === 'object' && property(c, 'id')?.value === id)) return [];
  return insertInto(text, file, inputs, Infinity, input);
}
