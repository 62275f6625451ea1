/**
 * How much a permission entry that pre-approves shell commands lets an agent do unasked: `Bash`, `Bash(*)`, a shell
 * or interpreter with a wildcard (`Bash(python:*)`), `sudo`, network programs (`Bash(curl:*)`). One judgement for
 * every place such an entry is written: a skill's `allowed-tools` (skill-frontmatter) and Claude Code's
 * `permissions.allow` (auto-approve). Claude Code's rule syntax: `Tool` or `Tool(specifier)`, `Bash(ls:*)` equal to
 * `Bash(ls *)` (hooks-and-instructions.md §1.8, from Claude Code's permissions docs).
 */
import type { Level } from '../model/types.js';

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
