/**
 * At most so many findings of one rule in one file are listed; the rest are counted in one finding that says how many
 * and how grave. A hostile file within the size limit can hold a hundred thousand launches or tokens on one line, and
 * every listed finding costs a fingerprint, masked texts and a code frame: listing them all turns a 1 MB file into an
 * 80 MB report and seconds of work, and no reader (nor GitHub code scanning, which keeps 25,000 results a run) uses
 * them. Compilers do the same (`-fmax-errors`). The gate loses nothing: the count keeps the level of the gravest
 * finding it stands for, and its fingerprint holds the count, so a baseline never hides a growing pile.
 */
import type { Level, Report, Rule, SourceText } from '../model/types.js';

/** How many findings of one rule one file lists (`--fix` and `--fix-dry-run` list, and fix, them all). */
export const FINDINGS_PER_RULE_AND_FILE = 1000;

export interface Checked {
  rule: Rule;
  report: Report;
  source: SourceText;
}

const RANK: Record<Level, number> = { note: 1, warning: 2, error: 3 };

/** `reports` with each (file, rule) group cut to its first `max` by position, plus one count for the rest. */
export function capReports(reports: Checked[], max = FINDINGS_PER_RULE_AND_FILE): Checked[] {
  const groups = new Map<string, Checked[]>();
  for (const checked of reports) {
    const key = `${checked.rule.meta.id}\0${checked.report.source?.path ?? checked.source.path}`;
    const group = groups.get(key);
    if (group) group.push(checked);
    else groups.set(key, [checked]);
  }
  if ([...groups.values()].every((group) => group.length <= max)) return reports;
  const kept: Checked[] = [];
  for (const group of groups.values()) {
    if (group.length <= max) {
      kept.push(...group);
      continue;
    }
    group.sort((a, b) => a.report.span.start - b.report.span.start || a.report.span.end - b.report.span.end);
    kept.push(...group.slice(0, max), overflow(group.slice(max), max));
  }
  return kept;
}

/** The one finding that stands for the findings left out, at the first of them. */
function overflow(rest: Checked[], max: number): Checked {
  const first = rest[0]!;
  let level: Level = 'note';
  for (const { rule, report } of rest) {
    const each = report.level ?? rule.meta.level;
    if (RANK[each] > RANK[level]) level = each;
  }
  const count = rest.length.toLocaleString('en');
  const report: Report = {
    message: `${count} more ${first.rule.meta.id} findings in this file, from here on, are not listed: `
      + `mcp-audit lists at most ${max.toLocaleString('en')} of one rule in one file (--fix fixes them all).`,
    span: { start: first.report.span.start, end: first.report.span.start },
    path: [],
    level,
    fingerprintValue: `not listed: ${rest.length}`,
  };
  if (first.report.source) report.source = first.report.source;
  return { rule: first.rule, report, source: first.source };
}
