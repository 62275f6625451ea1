/**
 * `allowed-tools` in a SKILL.md's frontmatter: tools the agent may use without asking while the skill is active
 * (Claude Code reads it; the Agent Skills spec lists it as experimental). An entry that lets it run any command —
 * `Bash` with no pattern, `Bash(*)`, a shell or interpreter with a wildcard (`Bash(python:*)`), `sudo` — or reach
 * the network from a shell (`Bash(curl:*)`, `Bash(ssh *)`) takes the person out of the loop for exactly the commands
 * a prompt is there for. Narrow entries (`Bash(npm test)`, `Bash(git status:*)`, `Read`) are fine.
 *
 * Entries are separated by blanks or commas (`Bash(git add:*), Read`), or given as a YAML list; a pattern's
 * parentheses may hold blanks. Pure.
 */
import { judgeEntry } from '../../src/analysis/tool-grants.js';

// the judgement is shared with auto-approve's permissions.allow checks; re-exported for this rule's callers
export { judgeEntry };
import type { Level, Span } from '../../src/model/types.js';

export interface ToolEntry {
  text: string;
  /** indices into the value the entries were read from */
  start: number;
  end: number;
}

/** The entries of an `allowed-tools` string, split on blanks and commas outside parentheses. */
export function toolEntries(value: string): ToolEntry[] {
  const out: ToolEntry[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i <= value.length; i++) {
    const ch = value[i];
    const separator = ch === undefined || (depth === 0 && (ch === ',' || /\s/.test(ch)));
    if (separator) {
      if (start >= 0) out.push({ text: value.slice(start, i), start, end: i });
      start = -1;
      continue;
    }
    if (start < 0) start = i;
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
  }
  return out;
}

export interface GrantReport {
  level: Level;
  span: Span;
  message: string;
  entry: string;
}

/** Reports for the entries of one `allowed-tools` value read at `span` (`exact`: the value is the source text there). */
export function allowedToolsReports(value: string, span: Span, exact: boolean): GrantReport[] {
  const out: GrantReport[] = [];
  for (const entry of toolEntries(value)) {
    const grant = judgeEntry(entry.text);
    if (!grant) continue;
    out.push({
      level: grant.level,
      span: exact ? { start: span.start + entry.start, end: span.start + entry.end } : span,
      entry: entry.text,
      message: `"allowed-tools" grants ${entry.text}: ${grant.why}. While this skill is active the agent runs such commands without asking, and anything it reads can steer it to them. List only the commands the skill needs (for example Bash(npm test)).`,
    });
  }
  return out;
}
