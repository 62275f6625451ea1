/**
 * Launch analysis: which package, image or source a stdio server runs, through which runner, at which version.
 *
 * Pure: reads only the model. Everything it reports carries source spans, mapped back through the `Str` spans even
 * when the launch sits inside one string (`bash -lc "exec npx -y pkg@latest"`, `cmd /c "npx …"`): such strings are
 * tokenized like a shell (`shell.ts`).
 *
 * This module is the entry and the dispatch on the program a command names. The wrappers, which run another command
 * (`launch-wrappers.ts`), the package runners and container engines, which fetch what they run (`launch-runners.ts`),
 * and the version specs (`package-spec.ts`) live apart.
 *
 * Used by `unpinned-package` (is the version pinned?), `missing-read-only` (which package or image runs, with
 * which arguments and `docker run -e` variables) and `dangerous-docker` (which options a `docker run` is given).
 */
import type { Server } from '../model/types.js';
import { programName, simpleCommands, strToken, tokenize } from './shell.js';
import type { Token } from './shell.js';
import type { Launch, LaunchContext } from './launch-types.js';
import { CONTAINER_ENGINES, PREFIX_COMMANDS, PROGRAMS, SHELLS, envAssignment, isCommandLine } from './launch-words.js';
import { cmdWrapper, envWrapper, powershellWrapper, prefixCommand, runasWrapper, shellWrapper, suWrapper, wslWrapper } from './launch-wrappers.js';
import { containerRun, packageRunnerLaunches } from './launch-runners.js';

/** Launches by server: three rules ask for each server's. Callers treat the result as read-only. */
const launchCache = new WeakMap<Server, readonly Launch[]>();

/**
 * Every package launch in a server's command line (a shell string may hold several); empty when none. Computed once
 * per server: the result is shared, so it must not be modified.
 */
export function analyzeLaunches(server: Server): readonly Launch[] {
  let launches = launchCache.get(server);
  if (!launches) launchCache.set(server, (launches = computeLaunches(server)));
  return launches;
}

function computeLaunches(server: Server): Launch[] {
  if (!server.command) return [];
  const words = [
    strToken(server.command),
    ...server.args.map((arg, i) => {
      const last = arg.path[arg.path.length - 1];
      return strToken(arg, typeof last === 'number' ? last : i);
    }),
  ];
  return analyzeWords(words, { wrappers: [], env: [], depth: 0, analyze: analyzeWords }, true);
}

/** The package launch of a stdio server: `undefined` for local scripts, binaries, `docker exec`, remote servers. */
export function analyzeLaunch(server: Server): Launch | undefined {
  return analyzeLaunches(server)[0];
}

const MAX_DEPTH = 8;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

function analyzeWords(words: Token[], ctx: LaunchContext, splitHead: boolean): Launch[] {
  if (ctx.depth > MAX_DEPTH) return [];
  let i = 0;
  const env = [...ctx.env];
  // `"command": "FOO=1 npx -y pkg"` (a hook read by a shell) is a whole command line that starts with an
  // assignment, not one assignment: it is split below like any other command line.
  while (i < words.length && ASSIGNMENT.test(words[i]!.value) && !(splitHead && isCommandLine(words[i]!))) {
    env.push(envAssignment(words[i++]!));
  }
  const head = words[i];
  if (!head) return [];
  const rest = words.slice(i + 1);
  const next: LaunchContext = { wrappers: ctx.wrappers, env, depth: ctx.depth + 1, analyze: ctx.analyze };
  const wrapped = (name: string): LaunchContext => ({ ...next, wrappers: [...ctx.wrappers, name] });
  const prog = programName(head.value);
  if (!PROGRAMS.has(prog)) {
    // `"command": "npx -y pkg"`: a whole command line where a program was expected
    if (splitHead && isCommandLine(head)) {
      const commands = simpleCommands(tokenize(head, 'posix'));
      return commands.flatMap((cmd, k) => analyzeWords(k === commands.length - 1 ? [...cmd, ...rest] : cmd, next, false));
    }
    return [];
  }
  if (SHELLS.has(prog)) return shellWrapper(rest, wrapped(`${prog} -c`));
  if (PREFIX_COMMANDS.has(prog)) return prefixCommand(prog, rest, wrapped(prog));
  if (CONTAINER_ENGINES.has(prog)) return containerRun(prog, head, rest, next);
  switch (prog) {
    case 'env': return envWrapper(rest, wrapped('env'));
    case 'cmd': return cmdWrapper(rest, wrapped('cmd /c'));
    case 'powershell':
    case 'pwsh': return powershellWrapper(rest, wrapped(`${prog} -Command`));
    case 'wsl': return wslWrapper(rest, wrapped('wsl'));
    case 'su': return suWrapper(rest, wrapped('su -c'));
    case 'runas': return runasWrapper(rest, wrapped('runas'));
    // npx, npm exec, bunx, pnpm dlx, yarn dlx, uvx, uv tool run, pipx run
    default: return packageRunnerLaunches(prog, head, rest, next);
  }
}
