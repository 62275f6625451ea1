/**
 * What runs from a config: its MCP servers and the other commands it makes its host run (hooks, status lines,
 * helpers). Rules that judge a launch (`unpinned-package`, `privileged-launch`) read both, and name each the way a
 * person reading the file would: `server "db"`, `the PostToolUse hook`, `the "apiKeyHelper" helper`.
 */
import type { Command, ConfigFile, Server, Str } from '../model/types.js';

export function isCommand(launcher: Server): launcher is Command {
  return 'role' in launcher;
}

/** Servers first, then commands: everything the file starts. */
export function launchers(file: ConfigFile): Server[] {
  return file.commands?.length ? [...file.servers, ...file.commands] : file.servers;
}

/** How a message names it. */
export function subjectOf(launcher: Server): string {
  return isCommand(launcher) ? `the ${launcher.name}` : `server "${launcher.name}"`;
}

/** The user's own files (`--user`), shown as `~/…`: findings there are about a person's machine, not a repository. */
export function isUserFile(file: ConfigFile): boolean {
  return file.source.display.startsWith('~/');
}

/** The strings of the file's commands (`command` and `args`), each with the command it belongs to. */
export function commandStrings(file: ConfigFile): { str: Str; command: Command }[] {
  return (file.commands ?? []).flatMap((command) => [command.command, ...command.args].flatMap((str) => (str ? [{ str, command }] : [])));
}
