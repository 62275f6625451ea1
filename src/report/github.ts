/**
 * GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` line per finding, which the runner turns
 * into an annotation on the file and line, shown in the job summary and on the pull request's diff, without code
 * scanning.
 *
 *   ::warning file=.mcp.json,line=3,col=12,endLine=3,endColumn=30,title=unpinned-package::message
 *
 * - Levels: error → error, warning → warning, note → notice.
 * - Positions are the finding's region: 1-based, `endColumn` exclusive as in SARIF. GitHub accepts `col`/`endColumn`
 *   only on a single-line annotation, so a finding that spans lines gets `line`/`endLine` only.
 * - `file` is the finding's display path, relative to the current directory: the runner resolves it against the
 *   workspace, so run mcp-audit from the repository root (the GitHub Action does).
 * - Escaping as the runner and `@actions/core` do: in the message `%` `\r` `\n`; in properties also `:` and `,`.
 *   A message can therefore hold several lines (`%0A`) and never end the command early.
 * - Text comes from the finding only (message, fix and suggestion descriptions), which rules build with secrets
 *   masked; no source text is added.
 */
import { docsUrl } from '../../rules/index.js';
import type { Finding, Level } from '../model/types.js';
import type { ReportContext } from './context.js';
import { printable } from '../model/printable.js';

const COMMAND: Record<Level, string> = { error: 'error', warning: 'warning', note: 'notice' };

export function formatGithub(findings: Finding[], _ctx: ReportContext): string {
  return findings.map((f) => `${annotation(f)}\n`).join('');
}

export function annotation(f: Finding): string {
  const r = f.region;
  const props: [string, string | number][] = [['file', f.file], ['line', r.startLine]];
  if (r.startLine === r.endLine) props.push(['col', r.startColumn], ['endLine', r.endLine], ['endColumn', Math.max(r.endColumn, r.startColumn)]);
  else props.push(['endLine', r.endLine]);
  props.push(['title', f.ruleId]);
  const lines = [f.message];
  if (f.fix) lines.push(`${f.fix.safe ? 'Fix (mcp-audit --fix)' : 'Fix (mcp-audit --fix --unsafe-fixes)'}: ${f.fix.description}`);
  for (const s of f.suggestions ?? []) lines.push(`Suggestion: ${s.description}`);
  lines.push(`Docs: ${docsUrl(f.ruleId)}`);
  // Control characters from a config would reach the log as they are (ANSI sequences): escaped first. Line breaks are
  // the runner's own %0D/%0A, which cannot start a new workflow command.
  const properties = props.map(([k, v]) => `${k}=${escapeProperty(printable(String(v), true))}`).join(',');
  return `::${COMMAND[f.level]} ${properties}::${escapeData(lines.map((line) => printable(line, true)).join('\n'))}`;
}

/** The message part of a workflow command (`@actions/core` `escapeData`). */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value of a workflow command (`@actions/core` `escapeProperty`). */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
