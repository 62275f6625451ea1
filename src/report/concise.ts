/**
 * `--format concise` (alias `compact`): one line per finding, `FILE:LINE:COL: LEVEL [RULE] MESSAGE`, the form that
 * grep, editors' problem matchers and `:cfile` read, then the summary line. No code frame, no colour.
 */
import { printable } from '../model/printable.js';
import type { Finding } from '../model/types.js';
import { summary } from './text.js';
import type { SummaryHidden } from './text.js';

export function formatConcise(findings: Finding[], hidden?: SummaryHidden): string {
  // printable() keeps each finding on one line: a newline in a message or a file name is escaped
  const lines = findings.map((f) => `${printable(f.file)}:${f.region.startLine}:${f.region.startColumn}: ${f.level} [${f.ruleId}] ${printable(f.message)}`);
  return [...lines, summary(findings, hidden)].join('\n') + '\n';
}
