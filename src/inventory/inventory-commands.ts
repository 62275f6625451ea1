/**
 * The inventory's hooks and helper commands: every command a config makes its host run besides MCP servers (hooks,
 * status lines, `apiKeyHelper`, `notify`, tasks, slash-command lines), and the hook files that are scripts
 * themselves (Cline hooks, opencode plugins). Each with where it is, its role, event and matcher, the basename of
 * the program it starts, the packages it launches (the servers' launch analysis), the repository scripts it runs
 * with their SHA-256 and review state, the names of its variables, and its findings by level.
 *
 * Never the command line itself: a hook's arguments are where a token ends up (`--token=…`, `curl -H "…"`), and the
 * masker only knows the secrets it recognises.
 */
import { analyzeLaunches } from '../analysis/launch.js';
import { simpleCommands, strToken, tokenize, programName } from '../analysis/shell.js';
import { formatPath } from '../model/paths.js';
import type { Redaction } from '../engine/redaction.js';
import type { Command, CommandRole, CommandScript, ConfigFile, Finding, HostId } from '../model/types.js';
import { VAR_REFERENCE, byText, count, launchOf, within } from './common.js';
import type { InventoryLaunch, LevelCounts } from './common.js';

export interface InventoryScript {
  /** relative to the review lockfile's folder, as `mcp-audit review` records it */
  path: string;
  /** SHA-256 as `mcp-audit review` records it; absent when it could not be read or is too large to hash */
  sha256?: string;
  /** recorded by `mcp-audit review` with this hash (no `unreviewed-skill-script` finding on it) */
  reviewed: boolean;
}

export interface InventoryCommand {
  /** how messages name it: `PostToolUse hook`, `"apiKeyHelper" helper`, `a Cline PreToolUse hook` */
  name: string;
  file: string;
  host: HostId;
  /** semantic path of the entry (as findings name it); '' for a hook file that is the script itself */
  location: string;
  role: CommandRole;
  /** the agent event that runs it (`PostToolUse`, `preToolUse`), when the format names one */
  event?: string;
  matcher?: string;
  /** basename of the program it starts (`npx`, `format.sh`), the first word of a shell line; never its arguments */
  command?: string;
  /** the package launches in its command line */
  launches: InventoryLaunch[];
  /** the repository's scripts it runs, as the scan found and hashed them */
  scripts: InventoryScript[];
  /** every script it runs is reviewed (true when it runs none) */
  reviewed: boolean;
  /** names of the variables it is given (`env` keys, `NAME=value` prefixes) or reads (`$NAME`, `${NAME}`); never values */
  env: string[];
  findings: LevelCounts;
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
/** `$NAME` in a line a shell reads (the `${NAME}` forms are VAR_REFERENCE's) */
const SHELL_VARIABLE = /\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** The program a command starts, past `NAME=value` prefixes: its basename only. */
function programOf(command: Command): string | undefined {
  if (!command.command) return undefined;
  if (!command.shell) return programName(command.command.value) || undefined;
  const first = simpleCommands(tokenize(strToken(command.command), 'posix'))[0] ?? [];
  const word = first.find((w) => !ASSIGNMENT.test(w.value));
  return word ? programName(word.value) || undefined : undefined;
}

function envNames(command: Command): string[] {
  const names = new Set(command.env.map((e) => e.key));
  for (const launch of analyzeLaunches(command)) for (const e of [...launch.env, ...(launch.docker?.env ?? [])]) names.add(e.name);
  const strings = [command.command?.value, ...command.args.map((a) => a.value), ...command.env.map((e) => e.value.value)];
  for (const s of strings) for (const m of (s ?? '').matchAll(VAR_REFERENCE)) names.add((m[1] ?? m[2])!);
  if (command.shell && command.command) {
    for (const m of command.command.value.matchAll(SHELL_VARIABLE)) names.add(m[1]!);
    const first = simpleCommands(tokenize(strToken(command.command), 'posix'))[0] ?? [];
    for (const w of first) {
      const assigned = ASSIGNMENT.exec(w.value);
      if (!assigned) break;
      names.add(assigned[1]!);
    }
  }
  return [...names].sort(byText);
}

const samePath = (a: readonly (string | number)[], prefix: readonly (string | number)[]) => prefix.every((seg, i) => a[i] === seg);

function scriptOf(file: ConfigFile, script: CommandScript, own: Finding[], redaction: Redaction): InventoryScript {
  // the finding names the script by its path, masked as every finding location is
  const at = redaction.mask(formatPath(script.path), file.source.path);
  const held = own.some((f) => f.ruleId === 'unreviewed-skill-script' && f.location === at);
  return { path: script.relPath, ...(script.sha256 ? { sha256: script.sha256 } : {}), reviewed: !held };
}

function commandOf(file: ConfigFile, command: Command, findings: Finding[], redaction: Redaction): InventoryCommand {
  const location = redaction.mask(formatPath(command.path), file.source.path);
  const own = findings.filter((f) => f.file === file.source.display && within(f.location, location));
  const program = programOf(command);
  const scripts = (file.commandScripts ?? []).filter((s) => !s.self && samePath(s.path, command.path))
    .map((s) => scriptOf(file, s, own, redaction)).sort((a, b) => byText(a.path, b.path));
  return {
    name: command.name,
    file: file.source.display,
    host: file.host,
    location,
    role: command.role,
    ...(command.event ? { event: command.event.value } : {}),
    ...(command.matcher ? { matcher: command.matcher.value } : {}),
    ...(program ? { command: program } : {}),
    launches: analyzeLaunches(command).map(launchOf),
    scripts,
    reviewed: scripts.every((s) => s.reviewed),
    env: envNames(command),
    findings: count(own),
  };
}

/** A Cline hook is named after the event that runs it (`.clinerules/hooks/PreToolUse`, `.ps1` on Windows). */
const CLINE_HOOK = /(?:^|\/)\.(?:clinerules|cline)\/hooks\/([A-Za-z]+)(?:\.ps1)?$/;

/** A hook file that is itself the script the host runs: one entry, the file its one script. */
function selfHook(file: ConfigFile, findings: Finding[], redaction: Redaction): InventoryCommand[] {
  const own = findings.filter((f) => f.file === file.source.display);
  const scripts = (file.commandScripts ?? []).filter((s) => s.self).map((s) => scriptOf(file, s, own, redaction));
  const event = CLINE_HOOK.exec(file.source.display)?.[1];
  return [{
    name: file.runsAs!, file: file.source.display, host: file.host, location: '', role: 'hook', ...(event ? { event } : {}),
    // the file's own name, as written: it is no program looked up on the PATH
    command: file.source.display.split('/').pop()!, launches: [], scripts, reviewed: scripts.every((s) => s.reviewed), env: [], findings: count(own),
  }];
}

/** Every command of the configs (already in their stable order), each file's in the order the file gives them. */
export function inventoryCommands(configs: ConfigFile[], findings: Finding[], redaction: Redaction): InventoryCommand[] {
  return configs.flatMap((file) => {
    const listed = (file.commands ?? []).map((c) => commandOf(file, c, findings, redaction));
    return file.runsAs ? [...selfHook(file, findings, redaction), ...listed] : listed;
  });
}
