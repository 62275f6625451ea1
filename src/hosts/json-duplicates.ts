/**
 * Duplicate keys in JSON host files. JSON.parse, jsonc-parser's `parse` and so every JavaScript host keep the last
 * copy of a key and drop the others without a word, which makes a duplicate a place to hide from a reviewer: the
 * copy read first is not the one that runs. The model (`property`, `properties`) reads the last copy; this module
 * finds the copies nobody reads, so that they are reported and never edited.
 */
import type { Node } from 'jsonc-parser';
import { positionAt } from '../model/source.js';
import type { Path, Problem, SourceText, Span } from '../model/types.js';
import { spanOf } from './json.js';

/** A member `"key": value` that a later copy of the same key in the same object overrides. */
export interface ShadowedKey {
  key: string;
  /** the semantic path of the key (the same path as the copy that is read) */
  path: Path;
  /** the ignored member, key to value */
  span: Span;
  keySpan: Span;
  /** the key of the copy that is read */
  winnerKeySpan: Span;
}

/** Where a node sits, as a chain to its parent: paths are built only for the few nodes that need one. */
interface Place {
  parent: Place | undefined;
  segment: string | number;
}

function pathOf(place: Place | undefined): Path {
  const path: Path = [];
  for (let p = place; p; p = p.parent) path.push(p.segment);
  return path.reverse();
}

const keyOf = (member: Node) => String(member.children![0]!.value);
const isMember = (member: Node) => member.children?.length === 2;

/** The copies of duplicated keys among `object`'s members (those named `only`, if given) that the host ignores. */
function shadowedIn(object: Node, place: Place | undefined, out: ShadowedKey[], only?: string): Set<Node> {
  const members = (object.children ?? []).filter((m) => isMember(m) && (only === undefined || keyOf(m) === only));
  const last = new Map<string, Node>();
  for (const member of members) last.set(keyOf(member), member);
  const ignored = new Set<Node>();
  for (const member of members) {
    const winner = last.get(keyOf(member))!;
    if (winner === member) continue;
    ignored.add(member);
    out.push({
      key: keyOf(member), path: pathOf({ parent: place, segment: keyOf(member) }), span: spanOf(member),
      keySpan: spanOf(member.children![0]!), winnerKeySpan: spanOf(winner.children![0]!),
    });
  }
  return ignored;
}

/**
 * Every ignored copy in the part of the file the host reads. With `within`, only along that path (a settings file
 * whose MCP part is `mcp`: a second `mcp` is reported, a duplicate elsewhere in the editor's settings is not) and
 * everywhere below it.
 */
export function shadowedKeys(root: Node | undefined, within: Path = []): ShadowedKey[] {
  const out: ShadowedKey[] = [];
  let node = root;
  let place: Place | undefined;
  for (const segment of within) {
    if (node?.type !== 'object') return out;
    shadowedIn(node, place, out, String(segment));
    node = (node.children ?? []).findLast((m) => isMember(m) && keyOf(m) === String(segment))?.children?.[1];
    place = { parent: place, segment };
  }
  // An explicit stack: the depth is bounded by parseJson, but a file may hold many thousands of objects.
  const stack: { node: Node; place: Place | undefined }[] = node ? [{ node, place }] : [];
  while (stack.length) {
    const { node: current, place: at } = stack.pop()!;
    if (current.type === 'array') {
      (current.children ?? []).forEach((child, i) => stack.push({ node: child, place: { parent: at, segment: i } }));
    } else if (current.type === 'object') {
      const ignored = shadowedIn(current, at, out);
      for (const member of current.children ?? []) {
        if (isMember(member) && !ignored.has(member)) stack.push({ node: member.children![1]!, place: { parent: at, segment: keyOf(member) } });
      }
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

/** A warning on each ignored copy, naming the line of the copy that is read. */
export function duplicateKeyProblems(source: SourceText, root: Node | undefined, within: Path = []): Problem[] {
  return shadowedKeys(root, within).map((s) => ({
    message: `duplicate key "${s.key}": only the last copy (line ${positionAt(source, s.winnerKeySpan.start).line}) is read, so this one is ignored`,
    span: s.keySpan,
    path: s.path,
    level: 'warning',
  }));
}
