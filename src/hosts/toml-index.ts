/**
 * Lookups over a TOML scan by path: which node or header table a path names, where a key is spelled, which keys a
 * table holds. Separate from codex.ts because both the Codex host (spans for servers and problems) and its editor
 * (where to insert) ask these questions of the same index.
 */
import type { Path, Span } from '../model/types.js';
import type { TomlNode, TomlScan, TomlTable } from './toml-scan.js';

const PREFIX_DEPTH = 4;

const startsWith = (path: Path, prefix: Path): boolean => path.length >= prefix.length && prefix.every((s, i) => s === path[i]);

/** The index in `node.keySpans` of the key segment for `path[depth]`, if the node's key spells it. */
export function segmentAt(node: TomlNode, depth: number): number | undefined {
  const i = depth - (node.path.length - node.keySpans.length);
  return i >= 0 && i < node.keySpans.length ? i : undefined;
}

/** A trie over paths: segments are Map keys (so 1 and "1" differ), never joined into strings. */
interface PathTrie {
  node?: TomlNode;
  header?: TomlTable;
  /** nodes at or below this path, in document order (kept for the first PREFIX_DEPTH levels) */
  under?: TomlNode[];
  children: Map<string | number, PathTrie>;
}

/**
 * Lookups over the scan; all positions refer to the parseable text (same offsets as the file). Paths are looked up
 * segment by segment: building a string key per lookup would cost the length of a (possibly huge) server name
 * every time.
 */
export class ScanIndex {
  private readonly root: PathTrie = { children: new Map() };

  constructor(readonly text: string, readonly scan: TomlScan) {
    for (const node of scan.nodes) {
      let at = this.root;
      node.path.forEach((segment, k) => {
        at = this.child(at, segment);
        if (k < PREFIX_DEPTH) (at.under ??= []).push(node);
      });
      at.node ??= node;
    }
    for (const table of scan.tables) {
      if (table.kind === 'dotted') continue;
      const at = table.path.reduce<PathTrie>((t, segment) => this.child(t, segment), this.root);
      at.header ??= table;
    }
  }

  private child(at: PathTrie, segment: string | number): PathTrie {
    let next = at.children.get(segment);
    if (!next) at.children.set(segment, (next = { children: new Map() }));
    return next;
  }

  private find(path: Path): PathTrie | undefined {
    let at: PathTrie | undefined = this.root;
    for (const segment of path) {
      at = at.children.get(segment);
      if (!at) return undefined;
    }
    return at;
  }

  node(path: Path): TomlNode | undefined {
    return this.find(path)?.node;
  }

  /** The header table `[path]` itself, if the file has one. */
  header(path: Path): TomlTable | undefined {
    return this.find(path)?.header;
  }

  /** The nodes at or below `path`, in document order. */
  under(path: Path): TomlNode[] {
    if (path.length === 0) return this.scan.nodes;
    if (path.length <= PREFIX_DEPTH) return this.find(path)?.under ?? [];
    return this.scan.nodes.filter((node) => startsWith(node.path, path));
  }

  /** The value's span, or for a value only defined through sub-keys, the first place one of them appears. */
  spanAt(path: Path): Span {
    const node = this.node(path) ?? this.under(path)[0];
    return node ? node.span : { start: 0, end: 0 };
  }

  keySpanAt(path: Path): Span {
    return this.node(path)?.keySpan ?? this.spanAt(path);
  }

  /** Where the key `path[path.length - 1]` is spelled first: a header segment, a (dotted) key. */
  nameSpan(path: Path): Span {
    const depth = path.length - 1;
    const exact = this.node(path);
    if (exact?.keySpan) return exact.keySpan;
    for (const node of this.under(path)) {
      const i = segmentAt(node, depth);
      if (i !== undefined) return node.keySpans[i]!;
    }
    return this.spanAt(path);
  }

  /** A server table's header through the end of its body, or the inline table, or everything that defines it. */
  entrySpan(path: Path): Span {
    const header = this.header(path);
    if (header) return { start: header.headerSpan.start, end: header.bodyEnd };
    const node = this.node(path);
    if (node) return node.span;
    let start = Infinity;
    let end = -Infinity;
    for (const n of this.under(path)) {
      start = Math.min(start, n.keySpans[0]?.start ?? n.span.start);
      end = Math.max(end, n.span.end);
    }
    return start <= end ? { start, end } : { start: 0, end: 0 };
  }

  /** The last key written directly in the table at `path` (dotted keys included, sub-tables excluded). */
  lastKeyOf(path: Path): TomlNode | undefined {
    let last: TomlNode | undefined;
    for (const node of this.under(path)) {
      if (node.kind === 'table' || node.path.length <= path.length) continue;
      if (segmentAt(node, path.length) === undefined) continue;
      if (!last || node.span.start > last.span.start) last = node;
    }
    return last;
  }

  /** The innermost inline table that holds `node`. */
  inlineParent(node: TomlNode): TomlNode | undefined {
    for (let k = node.path.length - 1; k > 0; k--) {
      const parent = this.node(node.path.slice(0, k));
      if (parent?.kind === 'inline-table' && parent.span.start < node.span.start && node.span.end <= parent.span.end) return parent;
    }
    return undefined;
  }

  /** Spans of an array's elements or an inline table's `key = value` entries. */
  itemsOf(container: TomlNode): Span[] {
    const depth = container.path.length;
    const items: Span[] = [];
    for (const node of this.under(container.path)) {
      if (node.path.length <= depth) continue;
      if (container.kind === 'array') {
        if (node.path.length === depth + 1) items.push(node.span);
      } else if (node.path.length - node.keySpans.length === depth && node.keySpans.length > 0) {
        items.push({ start: node.keySpans[0]!.start, end: node.span.end });
      }
    }
    return items.sort((a, b) => a.start - b.start);
  }
}
