/**
 * Commands a committed file makes an agent host run besides MCP servers (hooks, status lines, helpers, tasks), and the
 * repository's scripts they run. Kept beside types.ts, which re-exports them.
 */
import type { Path, Server, SourceText, Span, Str } from './types.js';

/** What a command is, for messages: a hook runs on an agent event, a status line on each refresh, a helper when the
 * host needs what it prints (a key, headers), `notify` after each turn, a task when the editor opens the folder, a
 * slash command's `` !`cmd` `` line each time the command is invoked, a plugin's language server when a file of its
 * languages is opened. */
export type CommandRole = 'hook' | 'status line' | 'helper' | 'notify' | 'task' | 'slash command' | 'skill' | 'language server';

/**
 * A command a committed file makes an agent host (or editor) run that is not an MCP server: a hook, a status line, a
 * helper. It has a server's fields (`command`, `args`, `env`, spans), so the launch analysis, secret scanning and the
 * editors apply to it unchanged; `name` is its label (`PostToolUse hook`).
 */
export interface Command extends Server {
  role: CommandRole;
  /** the agent event that runs it (`PostToolUse`, `beforeShellExecution`), when the format names one */
  event?: Str;
  matcher?: Str;
  /**
   * true: `command` is a line a shell reads (`sh -c`, PowerShell), where `$VAR`, pipes and globs work; false: exec
   * form (`command` + `args`, or an argv array), started with no shell
   */
  shell: boolean;
  /** working directory, where the format has one (Copilot `cwd`, VS Code task `options.cwd`) */
  cwd?: Str;
  /**
   * The folder `${CLAUDE_PLUGIN_ROOT}` names, relative to the config file's folder, forward slashes, when the file
   * says it (a marketplace entry's inline hooks run in the entry's `source` folder); otherwise the plugin is the
   * parent of the folder holding the file (`<plugin>/hooks/hooks.json`). null when the plugin is fetched from
   * elsewhere (a git repository, npm): then none of its scripts is in this repository.
   */
  pluginRoot?: string | null;
}

/** A file in the repository that a command runs (`.claude/hooks/format.sh`): reviewable like a skill's script. */
export interface CommandScript {
  /** path relative to the review lockfile's folder, forward slashes */
  relPath: string;
  source: Pick<SourceText, 'path' | 'display'>;
  /** SHA-256 as `mcp-audit review` records it (line endings normalised); undefined when it could not be read */
  sha256?: string;
  /** what runs it, for messages (`PostToolUse hook`); the file itself for a hook that is a script (Cline, opencode) */
  runBy: string;
  /** the role of the command that runs it (a script that is itself the hook: `hook`) */
  role: CommandRole;
  /** the script is the config file itself */
  self: boolean;
  /** where the config names it (the command's path), and the word naming it */
  path: Path;
  span: Span;
}
