/**
 * Unified diffs (`--- a/…`, `+++ b/…`, `@@` hunks with 3 lines of context) for `--fix-dry-run`.
 *
 * Lines are compared with their line breaks, so a CR that changes shows up; each printed line keeps its CR (the
 * diff applies with `git apply`/`patch` to CRLF files) and a last line without a break gets
 * `\ No newline at end of file`, as in GNU diff. Line alignment is Myers' O(ND) algorithm after trimming the common
 * head and tail; past a bound on the number of differences the middle is shown as one replacement.
 */

import { UNPRINTABLE } from '../model/printable.js';

type Op = { kind: ' ' | '-' | '+'; line: string };

const CONTEXT = 3;
const MAX_DIFFERENCES = 2000;

export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function myers(a: string[], b: string[]): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max; d++) {
    if (d > MAX_DIFFERENCES) return undefined;
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    if (found >= 0) break;
  }
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const saved = trace[d]!;
    const at = (k: number) => saved[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: ' ', line: a[--x]! });
      y--;
    }
    if (d > 0) {
      if (x === prevX) ops.push({ kind: '+', line: b[--y]! });
      else ops.push({ kind: '-', line: a[--x]! });
    }
  }
  return ops.reverse();
}

export function diffLines(a: string[], b: string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const middle = myers(midA, midB) ?? [
    ...midA.map((line) => ({ kind: '-' as const, line })),
    ...midB.map((line) => ({ kind: '+' as const, line })),
  ];
  return [
    ...a.slice(0, head).map((line) => ({ kind: ' ' as const, line })),
    ...middle,
    ...a.slice(a.length - tail).map((line) => ({ kind: ' ' as const, line })),
  ];
}

function printLine(op: Op): string {
  if (op.line.endsWith('\n')) return op.kind + op.line;
  return `${op.kind}${op.line}\n\\ No newline at end of file\n`;
}

function range(start: number, count: number): string {
  // GNU style: a one-line range has no count; an empty one names the line before it.
  if (count === 0) return `${start - 1},0`;
  return count === 1 ? `${start}` : `${start},${count}`;
}

/** What git quotes in a path (quote_c_style): controls, `"` and `\`; here also what a terminal would hide or act on. */
const QUOTED_IN_PATH = new RegExp(`${UNPRINTABLE.source}|[\t"\\\\]`, 'g');
const C_ESCAPES: Record<string, string> = { '\u0007': '\\a', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\v': '\\v', '\f': '\\f', '\r': '\\r', '"': '\\"', '\\': '\\\\' };

/**
 * `a/<path>` for a header line, quoted as git writes an unusual path (`"a/pkg\033]0;x\007/.mcp.json"`, octal bytes of
 * the UTF-8) when it holds such a character: a folder name can then neither end the header line early, nor forge
 * another file's header, nor reach a terminal raw. `git apply` and GNU patch read the quoted form back.
 */
function headerPath(prefix: string, path: string): string {
  const named = prefix + path;
  if (named.search(QUOTED_IN_PATH) < 0) return named;
  const escaped = named.replace(QUOTED_IN_PATH, (c) => C_ESCAPES[c] ?? [...Buffer.from(c, 'utf8')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join(''));
  return `"${escaped}"`;
}

/** A unified diff of one file; '' when nothing changed. `path` is the display path (forward slashes). */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const ops = diffLines(splitLines(before), splitLines(after));
  const changes = ops.map((op, i) => (op.kind === ' ' ? -1 : i)).filter((i) => i >= 0);
  let out = `--- ${headerPath('a/', path)}\n+++ ${headerPath('b/', path)}\n`;
  let i = 0;
  while (i < changes.length) {
    let last = i;
    while (last + 1 < changes.length && changes[last + 1]! - changes[last]! <= 2 * CONTEXT + 1) last++;
    const from = Math.max(changes[i]! - CONTEXT, 0);
    const to = Math.min(changes[last]! + CONTEXT, ops.length - 1);
    let oldLine = 1;
    let newLine = 1;
    for (let j = 0; j < from; j++) {
      if (ops[j]!.kind !== '+') oldLine++;
      if (ops[j]!.kind !== '-') newLine++;
    }
    const hunk = ops.slice(from, to + 1);
    const oldCount = hunk.filter((op) => op.kind !== '+').length;
    const newCount = hunk.filter((op) => op.kind !== '-').length;
    out += `@@ -${range(oldLine, oldCount)} +${range(newLine, newCount)} @@\n`;
    out += hunk.map(printLine).join('');
    i = last + 1;
  }
  return out;
}
