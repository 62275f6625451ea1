/**
 * Privilege prefixes in a server's command line: `sudo`, `doas`, `pkexec`, `su -c`, `runas`, `gsudo` in front of
 * what the server runs, at the head of its command or of a command inside a wrapper (`bash -c "sudo …"`, `cmd /c`,
 * `env A=1 sudo …`). Each found prefix carries its word's source span.
 *
 * The wrappers' grammars are the launch analysis' own (`launch-wrappers.ts`): the analyser handed to them walks the
 * command they run looking for a prefix, and the launch behind the prefix stays the launch analysis' business.
 */
import type { Server } from '../model/types.js';
import type { Launch, LaunchContext } from './launch-types.js';
import { PREFIX_COMMANDS, SHELLS, isCommandLine } from './launch-words.js';
import { cmdWrapper, envWrapper, powershellWrapper, prefixCommand, runasWrapper, shellWrapper, suWrapper, wslWrapper } from './launch-wrappers.js';
import { programName, simpleCommands, strToken, tokenize } from './shell.js';
import type { Token } from './shell.js';

export type PrivilegeProgram = 'sudo' | 'doas' | 'pkexec' | 'su' | 'runas' | 'gsudo';

export interface PrivilegedPrefix {
  program: PrivilegeProgram;
  /** the word that names it */
  token: Token;
  /** wrappers around it, outermost first (`bash -c`) */
  wrappers: string[];
}

const PRIVILEGE: ReadonlySet<string> = new Set(['sudo', 'doas', 'pkexec', 'su', 'runas', 'gsudo']);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const MAX_DEPTH = 8;

/** Every privilege prefix in the server's command line; empty for remote servers and plain launches. */
export function privilegedPrefixes(server: Server): PrivilegedPrefix[] {
  if (!server.command) return [];
  const words = [strToken(server.command), ...server.args.map((arg, i) => strToken(arg, i))];
  const found: PrivilegedPrefix[] = [];
  const walk = (ws: Token[], ctx: LaunchContext, splitHead: boolean): Launch[] => {
    if (ctx.depth > MAX_DEPTH) return [];
    let i = 0;
    while (i < ws.length && ASSIGNMENT.test(ws[i]!.value)) i++;
    const head = ws[i];
    if (!head) return [];
    const rest = ws.slice(i + 1);
    const next = { ...ctx, depth: ctx.depth + 1 };
    const wrapped = (name: string): LaunchContext => ({ ...next, wrappers: [...ctx.wrappers, name] });
    const prog = programName(head.value);
    if (PRIVILEGE.has(prog)) {
      // `su` without `-c` opens a shell, it runs no server; `su -c '…'` runs one as root
      if (prog === 'su' && !rest.some((w) => /^(?:-c|--command)(?:=|$)/.test(w.value))) return [];
      found.push({ program: prog as PrivilegeProgram, token: head, wrappers: ctx.wrappers });
      // what runs behind it is read on: a prefix of a prefix (`sudo -E doas …`) is reported too
      if (PREFIX_COMMANDS.has(prog)) return prefixCommand(prog, rest, wrapped(prog));
      if (prog === 'su') return suWrapper(rest, wrapped('su -c'));
      if (prog === 'runas') return runasWrapper(rest, wrapped('runas'));
      return [];
    }
    if (splitHead && isCommandLine(head)) {
      const commands = simpleCommands(tokenize(head, 'posix'));
      for (const [k, cmd] of commands.entries()) walk(k === commands.length - 1 ? [...cmd, ...rest] : cmd, next, false);
      return [];
    }
    if (SHELLS.has(prog)) return shellWrapper(rest, wrapped(`${prog} -c`));
    if (PREFIX_COMMANDS.has(prog)) return prefixCommand(prog, rest, wrapped(prog));
    switch (prog) {
      case 'env': return envWrapper(rest, wrapped('env'));
      case 'cmd': return cmdWrapper(rest, wrapped('cmd /c'));
      case 'powershell':
      case 'pwsh': return powershellWrapper(rest, wrapped(`${prog} -Command`));
      case 'wsl': return wslWrapper(rest, wrapped('wsl'));
      default: return [];
    }
  };
  walk(words, { wrappers: [], env: [], depth: 0, analyze: walk }, true);
  return found;
}
