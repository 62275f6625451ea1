/**
 * Wrappers: programs that run another command, which is where the launch is (`bash -c`, `sh -lc`, `exec`, `sudo`, `pkexec`,
 * `env`, `cmd /c`, `powershell -Command`, `wsl`). Each finds the command it runs, tokenizing a command-line string in
 * its shell's dialect, and hands it back to the analysis through `ctx.analyze`.
 *
 * Apart from `launch.ts` because each wrapper is its own small grammar; the analyser comes in the context, so this
 * module does not import `launch.ts` back.
 */
import { simpleCommands, sliceToken, tokenize } from './shell.js';
import type { Piece, Token } from './shell.js';
import { isCommandLine, scanOptions } from './launch-words.js';
import type { Option } from './launch-words.js';
import type { Launch, LaunchContext } from './launch-types.js';

export function shellWrapper(words: Token[], ctx: LaunchContext): Launch[] {
  let k = 0;
  let script: Token | undefined;
  let command = false;
  while (k < words.length && !script) {
    const v = words[k]!.value;
    if (v === '--' || v === '-') {
      k++;
      break;
    }
    if (v === '--command') {
      script = words[k + 1];
      break;
    }
    if (v.startsWith('--command=')) {
      script = sliceToken(words[k]!, '--command='.length);
      break;
    }
    if (v.startsWith('--')) {
      k += v === '--rcfile' || v === '--init-file' || v === '--init-command' ? 2 : 1;
      continue;
    }
    if (/^[-+][A-Za-z]+$/.test(v)) {
      if (v[0] === '-' && v.includes('c')) command = true;
      k += /[oO]/.test(v) ? 2 : 1;
      continue;
    }
    break;
  }
  if (!script && command) script = words[k];
  if (!script) return [];
  return simpleCommands(tokenize(script, 'posix')).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}

const PREFIX_VALUED: Record<string, ReadonlySet<string>> = {
  exec: new Set(['-a']),
  nice: new Set(['-n', '--adjustment']),
  sudo: new Set(['-u', '-g', '-C', '-h', '-p', '-r', '-t', '-U', '-D', '-R', '-T', '--user', '--group', '--host', '--prompt', '--chdir']),
  doas: new Set(['-u', '-C']),
  pkexec: new Set(['--user']),
  gsudo: new Set(['-u', '--user', '-i', '--integrity']),
};

export function prefixCommand(prog: string, words: Token[], ctx: LaunchContext): Launch[] {
  const options: Option[] = [];
  const k = scanOptions(words, 0, PREFIX_VALUED[prog] ?? new Set(), options);
  // `command -v npx` only prints where npx is
  if (prog === 'command' && options.some((o) => o.name === '-v' || o.name === '-V')) return [];
  return ctx.analyze(words.slice(k), ctx, false);
}

export function envWrapper(words: Token[], ctx: LaunchContext): Launch[] {
  let k = 0;
  let split: Token[] = [];
  while (k < words.length) {
    const word = words[k]!;
    const v = word.value;
    if (v === '--') {
      k++;
      break;
    }
    if (['-u', '--unset', '-C', '--chdir'].includes(v)) k += 2;
    else if (v === '-S' || v === '--split-string') {
      const value = words[k + 1];
      if (value) split = simpleCommands(tokenize(value, 'posix'))[0] ?? [];
      k += 2;
      break;
    } else if (v.startsWith('--split-string=') || (v.startsWith('-S') && v.length > 2)) {
      split = simpleCommands(tokenize(sliceToken(word, v.startsWith('-S') ? 2 : '--split-string='.length), 'posix'))[0] ?? [];
      k++;
      break;
    } else if (v.startsWith('-') && v !== '-') k++;
    else break;
  }
  return ctx.analyze([...split, ...words.slice(k)], ctx, false);
}

export function cmdWrapper(words: Token[], ctx: LaunchContext): Launch[] {
  let k = 0;
  let found = false;
  while (k < words.length) {
    const v = words[k]!.value.toLowerCase();
    k++;
    if (v === '/c' || v === '/k' || v === '/r') {
      found = true;
      break;
    }
    if (!/^\/[a-z](?::\S*)?$/.test(v)) return [];
  }
  if (!found) return [];
  const after = words.slice(k);
  // `cmd /c "npx -y pkg"`: the host quotes an argument with spaces; cmd strips the quotes and parses the line
  const pieces: Piece[] = after.flatMap((word, j) => (j === 0 && isCommandLine(word) ? tokenize(word, 'cmd') : [{ word }]));
  return simpleCommands(pieces).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}

const POWERSHELL_VALUED = new Set([
  'executionpolicy', 'ep', 'ex', 'windowstyle', 'w', 'workingdirectory', 'wd', 'version', 'v', 'psconsolefile',
  'inputformat', 'inf', 'if', 'outputformat', 'of', 'o', 'configurationname', 'config', 'custompipename',
  'settingsfile', 'settings',
]);

export function powershellWrapper(words: Token[], ctx: LaunchContext): Launch[] {
  let k = 0;
  while (k < words.length) {
    const v = words[k]!.value.toLowerCase();
    if (!/^[-/]/.test(v)) return [];
    const name = v.replace(/^(?:--|-|\/)/, '');
    if (/^(?:c|com(?:m(?:a(?:n(?:d)?)?)?)?)$/.test(name)) {
      k++;
      break;
    }
    if (/^(?:f|file|e|ec|encodedcommand)$/.test(name)) return [];
    k += POWERSHELL_VALUED.has(name) ? 2 : 1;
  }
  const after = words.slice(k);
  const pieces: Piece[] = after.flatMap((word) => (isCommandLine(word) ? tokenize(word, 'powershell') : [{ word }]));
  return simpleCommands(pieces).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}

const WSL_VALUED = new Set(['-d', '--distribution', '-u', '--user', '--cd', '--shell-type', '--distribution-id']);

export function wslWrapper(words: Token[], ctx: LaunchContext): Launch[] {
  let k = 0;
  while (k < words.length) {
    const v = words[k]!.value;
    if (v === '--' || v === '-e' || v === '--exec') {
      k++;
      break;
    }
    if (WSL_VALUED.has(v)) k += 2;
    else if (v.startsWith('-')) k++;
    else break;
  }
  return ctx.analyze(words.slice(k), ctx, true);
}

/** `su [-l] [user] -c 'command'`: the command is a shell string; `su` without `-c` opens a shell and runs nothing. */
export function suWrapper(words: Token[], ctx: LaunchContext): Launch[] {
  const at = words.findIndex((w) => w.value === '-c' || w.value === '--command');
  const inline = words.find((w) => w.value.startsWith('--command='));
  const script = inline ? sliceToken(inline, '--command='.length) : at >= 0 ? words[at + 1] : undefined;
  if (!script) return [];
  return simpleCommands(tokenize(script, 'posix')).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}

/** Windows `runas [/options] /user:<account> "program args"`: the program is one string, read as cmd reads it. */
export function runasWrapper(words: Token[], ctx: LaunchContext): Launch[] {
  let k = 0;
  while (k < words.length && words[k]!.value.startsWith('/')) k++;
  const program = words[k];
  if (!program) return [];
  const pieces: Piece[] = isCommandLine(program) ? tokenize(program, 'cmd') : [{ word: program }];
  return simpleCommands([...pieces, ...words.slice(k + 1).map((word) => ({ word }))]).flatMap((cmd) => ctx.analyze(cmd, ctx, false));
}
