/**
 * A position-keeping TOML scanner. `smol-toml` decides validity and values but reports no positions; this pass walks
 * the same grammar (TOML 1.1 as smol-toml implements it: `\e`, `\xHH`, newlines and trailing commas in inline tables)
 * and records where every key, value, table and comment is. It never throws: on text smol-toml rejects it returns
 * whatever it recognised, and callers only trust it for documents smol-toml accepted.
 *
 * Every node and table carries its own path, and paths repeat their prefixes, so a file can ask for an amount of
 * position data quadratic in its size (a dotted key of 20,000 parts implies 20,000 tables; a 1000-part header sits
 * above every key of its table). The scan bounds it deliberately: a key or header of more than MAX_KEY_PARTS parts
 * keeps no positions (for it, its value and, for a header, its table's keys), and once the paths recorded reach
 * MAX_RECORDED the scan records no further nodes or tables (and says so: `truncated`). Normal files come nowhere
 * near either limit. Values nested more than MAX_RECORDED_NESTING deep keep no positions either: nothing reads them
 * (a server's arguments are one level deep), and a chain of n levels would record n paths of up to n segments.
 */
import type { Comment, Path, Span } from '../model/types.js';
import { isLineBreak, isSpace, scanString, type ScannedString } from './toml-string.js';

export type TomlKind = 'string' | 'number' | 'boolean' | 'datetime' | 'array' | 'inline-table' | 'table';

export interface TomlNode {
  path: Path;
  kind: TomlKind;
  /** the value token, brackets and quotes included; for `table` nodes the header `[a.b]` / `[[a.b]]` */
  span: Span;
  /** spans of the key segments as written (quotes included), aligned with the end of `path`; empty for array elements */
  keySpans: Span[];
  /** the last key segment, the one that names this node */
  keySpan?: Span;
  /** strings only: the decoded value, its delimiter length and, when not trivial, each character's source offset */
  value?: string;
  quoteLength?: number;
  offsets?: number[];
}

export interface TomlTable {
  path: Path;
  /** `dotted`: the implicit table that a dotted key such as `a.b.c = 1` creates for `a` and `a.b` */
  kind: 'table' | 'array-table' | 'dotted';
  /** `[a.b]` or `[[a.b]]`; for dotted tables the key prefix `a.b` where the table first appears */
  headerSpan: Span;
  /** the header's key segments (for dotted tables: the prefix's), aligned with the end of `path` */
  keySpans: Span[];
  /** end of the last line holding one of the table's keys (or of the header line), before its line break */
  bodyEnd: number;
}

export interface TomlScan {
  nodes: TomlNode[];
  comments: Comment[];
  tables: TomlTable[];
  /** where recording stopped, MAX_RECORDED being spent: nodes and tables after it have no positions */
  truncatedAt?: number;
}

const MAX_DEPTH = 1100;
/** Keys and headers with more parts than this keep no positions (smol-toml nests values at most 1000 deep). */
const MAX_KEY_PARTS = 1000;
/**
 * The most path data the scan records, roughly in characters of the paths' JSON: what callers pay to copy and index
 * them. A config of servers needs about 3.5 per byte of text, so the largest file read (128 KiB) stays far below it;
 * at this size, recording and indexing take well under a second.
 */
export const MAX_RECORDED = 16_000_000;
/** Arrays and inline tables nested deeper than this keep no positions (for their elements). */
export const MAX_RECORDED_NESTING = 8;

/** Tables by path, one level per key segment or array-table index: finds a prefix's table in constant time. */
interface Trie {
  children?: Map<string | number, Trie>;
  /** number of `[[x]]` elements seen so far for this path */
  arrayCount?: number;
  /** the implicit table a dotted key created for this path */
  dotted?: TomlTable;
}

const isBareKeyChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_-]/.test(c);
const ends = (c: string | undefined): boolean =>
  c === undefined || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ',' || c === ']' || c === '}' || c === '#';

export function scanToml(text: string): TomlScan {
  // The host scans a file, then rules that need every value ask again for the same text: answer from the last scan.
  if (last?.text === text) return last.scan;
  const scanner = new Scanner(text);
  scanner.document();
  const scan: TomlScan = { nodes: scanner.nodes, comments: scanner.comments, tables: scanner.tables };
  if (scanner.truncatedAt !== undefined) scan.truncatedAt = scanner.truncatedAt;
  last = { text, scan };
  return scan;
}

let last: { text: string; scan: TomlScan } | undefined;

class Scanner {
  p = 0;
  readonly nodes: TomlNode[] = [];
  readonly comments: Comment[] = [];
  readonly tables: TomlTable[] = [];
  private readonly root: Trie = {};
  /** the current table's path and trie node; undefined when its keys keep no positions */
  private tablePath: Path | undefined = [];
  private tableTrie: Trie | undefined = this.root;
  /** what is left of MAX_RECORDED; negative once spent, and then nothing more is recorded */
  private budget = MAX_RECORDED;
  truncatedAt: number | undefined;
  /** the header table being filled (undefined for the root table) */
  private table: TomlTable | undefined;
  /** tables whose body the current line belongs to (their bodyEnd moves to the end of the line) */
  private touched: TomlTable[] = [];
  private depth = 0;

  constructor(readonly s: string) {}

  document(): void {
    const s = this.s;
    if (s.charCodeAt(0) === 0xfeff) this.p = 1;
    this.skip(true);
    while (this.p < s.length) {
      const start = this.p;
      this.touched = this.table ? [this.table] : [];
      if (s[this.p] === '[') this.header();
      else this.keyValue(this.tablePath, this.tableTrie);
      this.skip(false);
      for (const table of this.touched) table.bodyEnd = this.p;
      // Anything else on the line is an error smol-toml will report; resynchronise at the next line.
      while (this.p < s.length && !isLineBreak(s[this.p])) this.p++;
      if (this.p === start) this.p++;
      this.skip(true);
    }
  }

  /** Skips blanks (and line breaks when allowed), recording comments. */
  private skip(lineBreaks: boolean): void {
    const s = this.s;
    for (;;) {
      const c = s[this.p];
      if (isSpace(c) || (lineBreaks && isLineBreak(c))) this.p++;
      else if (c === '#') {
        const start = this.p;
        while (this.p < s.length && !isLineBreak(s[this.p])) this.p++;
        this.comments.push({ text: s.slice(start, this.p), span: { start, end: this.p } });
      } else return;
    }
  }

  private skipSpaces(): void {
    while (isSpace(this.s[this.p])) this.p++;
  }

  private header(): void {
    const s = this.s;
    const start = this.p;
    const isArray = s[this.p + 1] === '[';
    this.p += isArray ? 2 : 1;
    const key = this.key();
    this.skipSpaces();
    if (s[this.p] === ']') this.p++;
    if (isArray && s[this.p] === ']') this.p++;
    const span = { start, end: this.p };

    this.tablePath = this.tableTrie = this.table = undefined;
    this.touched = [];
    if (key.names.length > MAX_KEY_PARTS || this.budget < 0) return;
    const path: Path = [];
    let trie = this.root;
    key.names.forEach((name, i) => {
      path.push(name);
      trie = child(trie, name);
      if (isArray && i === key.names.length - 1) trie.arrayCount = (trie.arrayCount ?? 0) + 1;
      // `[a.b]` after `[[a]]` refers to the last element of `a`
      if (trie.arrayCount !== undefined) {
        path.push(trie.arrayCount - 1);
        trie = child(trie, trie.arrayCount - 1);
      }
    });
    // the table and its node: two paths for callers to index
    if (!this.afford(path, 2)) return;
    this.tablePath = path;
    this.tableTrie = trie;
    const table: TomlTable = {
      path,
      kind: isArray ? 'array-table' : 'table',
      headerSpan: span,
      keySpans: key.spans,
      bodyEnd: this.p,
    };
    this.tables.push(table);
    this.table = table;
    this.touched = [table];
    this.nodes.push({ path, kind: 'table', span, keySpans: key.spans, keySpan: key.spans.at(-1) });
  }

  /** A possibly dotted key; stops before the first character that cannot continue it. */
  private key(): { names: string[]; spans: Span[] } {
    const s = this.s;
    const names: string[] = [];
    const spans: Span[] = [];
    for (;;) {
      this.skipSpaces();
      const c = s[this.p];
      if (c === '"' || c === "'") {
        const str = this.string();
        names.push(str.value);
        spans.push(str.span);
      } else if (isBareKeyChar(c)) {
        const start = this.p;
        while (isBareKeyChar(s[this.p])) this.p++;
        names.push(s.slice(start, this.p));
        spans.push({ start, end: this.p });
      } else break;
      this.skipSpaces();
      if (s[this.p] !== '.') break;
      this.p++;
    }
    return { names, spans };
  }

  /**
   * `key = value` in the table at `base` (undefined: keep no positions). At a table's top level (`trie` given),
   * dotted keys also create (or extend) implicit tables.
   */
  private keyValue(base: Path | undefined, trie: Trie | undefined): void {
    const key = this.key();
    if (key.names.length === 0) return;
    this.skipSpaces();
    if (this.s[this.p] !== '=') return;
    this.p++;
    this.skipSpaces();
    const keeps = base !== undefined && key.names.length <= MAX_KEY_PARTS && this.budget >= 0;
    const path = keeps ? [...base, ...key.names] : undefined;
    if (path && trie) {
      for (let i = 0; i < key.names.length - 1 && this.budget >= 0; i++) {
        trie = child(trie, key.names[i]!);
        let table = trie.dotted;
        if (!table) {
          const tablePath = path.slice(0, base!.length + i + 1);
          const keySpans = key.spans.slice(0, i + 1);
          if (!this.afford(tablePath, 1, keySpans.length)) break;
          table = { path: tablePath, kind: 'dotted', headerSpan: { start: keySpans[0]!.start, end: keySpans[i]!.end }, keySpans, bodyEnd: 0 };
          trie.dotted = table;
          this.tables.push(table);
        }
        this.touched.push(table);
      }
    }
    this.value(path, key.spans);
  }

  /**
   * Charges `copies` records of `path` (plus `extra`) to the budget. False once the budget is spent: from then on,
   * nothing more is recorded. The cost of a path is about the length of its JSON.
   */
  private afford(path: Path, copies = 1, extra = 0): boolean {
    if (this.budget < 0) return false;
    let cost = 0;
    for (const segment of path) cost += typeof segment === 'string' ? segment.length + 3 : 4;
    this.budget -= cost * copies + extra;
    if (this.budget < 0) this.truncatedAt = this.p;
    return this.budget >= 0;
  }

  /** A value; recorded as a node (with its elements or entries) at `path` unless that is undefined. */
  private value(path: Path | undefined, keySpans: Span[]): void {
    const s = this.s;
    const start = this.p;
    const c = s[start];

    const named = { keySpans, keySpan: keySpans.at(-1) };
    if (c === '"' || c === "'") {
      const str = this.string();
      if (!path || !this.afford(path)) return;
      const node: TomlNode = { path, kind: 'string', ...named, span: str.span, value: str.value, quoteLength: str.quoteLength };
      if (str.offsets) node.offsets = str.offsets;
      this.nodes.push(node);
    } else if ((c === '[' || c === '{') && this.depth < MAX_DEPTH) {
      // (smol-toml refuses nesting deeper than 1000; stopping there too keeps the recursion off the stack limit)
      this.depth++;
      const isArray = c === '[';
      const node: TomlNode = { path: path ?? [], kind: isArray ? 'array' : 'inline-table', span: { start, end: start }, ...named };
      const recorded = path !== undefined && this.afford(path);
      if (recorded) this.nodes.push(node);
      this.p++;
      let index = 0;
      while (this.p < s.length) {
        this.skip(true);
        const d = s[this.p];
        if (d === (isArray ? ']' : '}')) {
          this.p++;
          break;
        }
        if (d === ',') {
          this.p++;
          continue;
        }
        const before = this.p;
        const keeps = recorded && this.budget >= 0 && this.depth < MAX_RECORDED_NESTING;
        if (isArray) this.value(keeps ? [...path, index] : undefined, []);
        else this.keyValue(keeps ? path : undefined, undefined);
        index++;
        if (this.p === before) this.p++;
      }
      node.span.end = this.p;
      this.depth--;
    } else {
      while (!ends(s[this.p])) this.p++;
      // A date and a time may be separated by a space: `1979-05-27 07:32:00Z`.
      if (/^\d{4}-\d\d-\d\d$/.test(s.slice(start, this.p)) && s[this.p] === ' ' && /\d/.test(s[this.p + 1] ?? '')) {
        this.p++;
        while (!ends(s[this.p])) this.p++;
      }
      const token = s.slice(start, this.p);
      if (token === '' || !path || !this.afford(path)) return;
      const kind = token === 'true' || token === 'false' ? 'boolean' : /^\d{4}-|^\d\d:/.test(token) ? 'datetime' : 'number';
      this.nodes.push({ path, kind, span: { start, end: this.p }, ...named });
    }
  }

  /** A string token (see scanString), moving past it. */
  string(): ScannedString {
    const str = scanString(this.s, this.p);
    this.p = str.span.end;
    return str;
  }
}

function child(trie: Trie, segment: string | number): Trie {
  const children = (trie.children ??= new Map());
  let next = children.get(segment);
  if (!next) children.set(segment, (next = {}));
  return next;
}
