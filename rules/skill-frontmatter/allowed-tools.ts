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

/** Programs that run whatever code they are given: a wildcard on them is a wildcard on everything. */
const ANY_CODE = new Set([
  'sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'pwsh', 'powershell', 'cmd', 'eval', 'exec', 'env', 'xargs', 'python',
  'python3', 'node', 'deno', 'bun', 'perl', 'ruby', 'php', 'npx', 'bunx', 'uvx', 'osascript',
]);
const ELEVATE = new Set(['sudo', 'doas', 'su', 'pkexec', 'runas', 'gsudo']);
const NETWORK = new Set([
  'curl', 'wget', 'ssh', 'scp', 'sftp', 'rsync', 'nc', 'ncat', 'netcat', 'socat', 'telnet', 'ftp', 'http', 'https',
  'xh', 'aria2c', 'invoke-webrequest', 'iwr', 'invoke-restmethod', 'irm',
]);

export interface ToolGrant {
  level: Level;
  /** why, after `"allowed-tools" grants <entry>: ` */
  why: string;
}

const SHELL_TOOLS = /^(?:Bash|Shell|PowerShell)$/;

/** What an entry lets the agent do unasked, when it is too much; undefined for a narrow entry or another tool. */
export function judgeEntry(entry: string): ToolGrant | undefined {
  const m = /^([A-Za-z]+)(?:\(([\s\S]*)\))?$/.exec(entry.trim());
  if (!m || !SHELL_TOOLS.test(m[1]!)) return undefined;
  const pattern = m[2]?.trim();
  if (pattern === undefined || pattern === '' || /^[*:\s]+$/.test(pattern)) {
    return { level: 'error', why: 'every shell command, unrestricted' };
  }
  // `git add:*` (prefix form) or `git add *`: the program is the first word
  const program = pattern.split(/[\s:]/, 1)[0]!.replace(/^.*[\\/]/, '').replace(/\.exe$/i, '').toLowerCase();
  // what may follow the program: anything (`python:*`, `bash *`), or inline code (`python -c:*`, `node -e *`)
  const rest = pattern.slice(pattern.split(/[\s:]/, 1)[0]!.length).replace(/^[\s:]+/, '');
  const anyArgs = rest.startsWith('*') || (/^(?:-c|-e|-m|-p|--eval|--command|-Command|\/c)\b/i.test(rest) && rest.includes('*'));
  if (ELEVATE.has(program)) return { level: 'error', why: `commands run as root or administrator (${program})` };
  if (program === '*' || (anyArgs && ANY_CODE.has(program))) return { level: 'error', why: `any code run through ${program}, which is every command` };
  if (NETWORK.has(program)) return { level: 'warning', why: `network commands (${program}): the agent can send data to any host or fetch code from one` };
  return undefined;
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
