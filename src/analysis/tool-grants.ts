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
  'python3', 'node', 'deno', 'bun', 'perl', 'ruby', 'php', 'npx', 'bunx', 'uvx', 'osascript', 'source',
]);
/**
 * Package runners that fetch and run any package through one subcommand (`npm exec`, `pnpm dlx`, `uv run`, `pip
 * install`): a wildcard on the runner, or on that subcommand, is one on every command, as on `npx` and `uvx`.
 */
const RUN_ANY_PACKAGE = new Map<string, readonly string[]>([
  ['npm', ['exec', 'x']], ['pnpm', ['dlx', 'exec']], ['yarn', ['dlx', 'exec']], ['uv', ['run', 'tool', 'pip']], ['pipx', ['run']],
  // an install builds what it installs: a source distribution runs its own build code (setup.py, a build backend)
  ['pip', ['install', 'download', 'wheel']], ['pip3', ['install', 'download', 'wheel']],
]);
/**
 * Python modules that run the code, the script or the package they are given (`python -m timeit "<code>"`,
 * `python -m pip install <anything>`). Any other module named after `-m` is what runs (`python3 -m py_compile:*`
 * compiles files, nothing more); `-m` with the module itself a wildcard runs any.
 */
const CODE_MODULES = new Set(['timeit', 'cprofile', 'profile', 'pdb', 'trace', 'runpy', 'pip']);
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
  if (ELEVATE.has(program)) return { level: 'error', why: `commands run as root or administrator (${program})` };
  if (program === '*' || (ANY_CODE.has(program) && runsAnyCode(rest)) || runsAnyPackage(program, rest)) {
    return { level: 'error', why: `any code run through ${program}, which is every command` };
  }
  if (NETWORK.has(program)) return { level: 'warning', why: `network commands (${program}): the agent can send data to any host or fetch code from one` };
  return undefined;
}

/** What may follow an interpreter lets it run anything: a wildcard (`python:*`, `bash *`), inline code (`python -c:*`,
 * `node -e *`), or a module that is a wildcard or runs what it is given (`python -m *`, `python -m timeit:*`). */
function runsAnyCode(rest: string): boolean {
  if (rest.startsWith('*')) return true;
  if (!rest.includes('*')) return false;
  const words = rest.split(/[\s:]+/);
  if (words[0] === '-m') return words[1] === undefined || words[1].startsWith('*') || CODE_MODULES.has(words[1].toLowerCase());
  return /^(?:-c|-e|-p|--eval|--command|-Command|\/c)\b/i.test(rest);
}

/** `npm:*`, `npm exec:*`, `uv run *`: a runner of any package, with a wildcard where the package goes. */
function runsAnyPackage(program: string, rest: string): boolean {
  const subcommands = RUN_ANY_PACKAGE.get(program);
  if (!subcommands) return false;
  if (rest.startsWith('*')) return true;
  const first = rest.split(/[\s:]+/, 1)[0]!.toLowerCase();
  return subcommands.includes(first) && rest.includes('*');
}
