/**
 * Pure part of fixing: choose which fixes fit together, and splice their edits into a file's text.
 *
 * A fix is all-or-nothing: when one of its edits overlaps an edit already taken (two insertions at the same point
 * count as overlapping, identical edits do not), the whole fix is skipped and the caller says so. Fixes are taken in
 * the order given (findings come sorted by file and position), so the outcome does not depend on rule order.
 */
import type { Edit, Finding, Fix } from '../model/types.js';

export interface Candidate {
  finding: Finding;
  fix: Fix;
}

export interface Plan {
  /** accepted edits, per display path, sorted, without duplicates */
  edits: Map<string, Edit[]>;
  /** how many fixes touch each file */
  fixCount: Map<string, number>;
  accepted: Candidate[];
  skipped: Candidate[];
}

const overlaps = (a: Edit, b: Edit): boolean =>
  a.file === b.file && (a.start === a.end && b.start === b.end ? a.start === b.start : a.start < b.end && b.start < a.end);

const same = (a: Edit, b: Edit): boolean => a.file === b.file && a.start === b.start && a.end === b.end && a.text === b.text;

export function compareEdits(a: Edit, b: Edit): number {
  return a.start - b.start || a.end - b.end;
}

export function planFixes(candidates: Candidate[]): Plan {
  const edits = new Map<string, Edit[]>();
  const fixCount = new Map<string, number>();
  const accepted: Candidate[] = [];
  const skipped: Candidate[] = [];
  for (const candidate of candidates) {
    const taken = (e: Edit) => edits.get(e.file) ?? [];
    const fresh = candidate.fix.edits.filter((e) => !taken(e).some((t) => same(t, e)));
    const clash = fresh.some((e, i) => taken(e).some((t) => overlaps(t, e)) || fresh.some((o, j) => j < i && overlaps(o, e)));
    if (clash) {
      skipped.push(candidate);
      continue;
    }
    accepted.push(candidate);
    for (const e of fresh) edits.set(e.file, [...taken(e), e]);
    for (const file of new Set(candidate.fix.edits.map((e) => e.file))) fixCount.set(file, (fixCount.get(file) ?? 0) + 1);
  }
  for (const list of edits.values()) list.sort(compareEdits);
  return { edits, fixCount, accepted, skipped };
}

/** Applies sorted, non-overlapping edits; offsets are UTF-16 indices into the text as read (BOM included). */
export function applyEdits(text: string, edits: Edit[]): string {
  let out = '';
  let at = 0;
  for (const e of [...edits].sort(compareEdits)) {
    if (e.start < at || e.end < e.start || e.end > text.length) throw new RangeError(`edit ${e.start}-${e.end} does not fit the text`);
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

/**
 * Where offset `offset` of the old text lands after sorted `edits`. `side` says which way to lean at an insertion
 * point or inside a replaced range: a span's start leans right (after inserted text), its end leans left.
 */
export function mapOffset(offset: number, edits: Edit[], side: 'start' | 'end'): number {
  let delta = 0;
  for (const e of edits) {
    const growth = e.text.length - (e.end - e.start);
    if (e.start === e.end && e.start === offset) {
      if (side === 'start') delta += growth;
    } else if (e.end <= offset) delta += growth;
    else if (e.start < offset) return side === 'start' ? e.start + delta + e.text.length : e.start + delta;
    else break;
  }
  return offset + delta;
}
