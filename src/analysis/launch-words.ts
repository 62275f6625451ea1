/**
 * Reading the words of one command: which programs the launch analysis follows, whether a word is a whole command
 * line, which words are options (and take a value), which set a variable.
 *
 * Shared by the dispatch in `launch.ts`, the wrappers and the runners; a module of its own so that none of them
 * imports another for it.
 */
import { programName, sliceToken, tokenSpan } from './shell.js';
import type { Token } from './shell.js';
import type { EnvAssignment, Launch } from './launch-types.js';

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ash', 'ksh', 'mksh', 'fish']);
export const PREFIX_COMMANDS = new Set(['exec', 'command', 'nohup', 'time', 'nice', 'sudo', 'doas', 'pkexec', 'gsudo']);
export const CONTAINER_ENGINES = new Set(['docker', 'podman', 'nerdctl', 'finch']);
export const PROGRAMS = new Set([
  'env', 'cmd', 'powershell', 'pwsh', 'wsl', 'su', 'runas', ...SHELLS, ...PREFIX_COMMANDS, ...CONTAINER_ENGINES,
  'npx', 'bunx', 'bun', 'pnpm', 'pnpx', 'yarn', 'npm', 'uvx', 'uv', 'pipx',
]);

export function envAssignment(token: Token): EnvAssignment {
  const eq = token.value.indexOf('=');
  if (eq < 0) return { name: token.value, value: undefined, token };
  return { name: token.value.slice(0, eq), value: token.value.slice(eq + 1), token, valueSpan: tokenSpan(token, eq + 1) };
}

/** A program path with spaces (`C:\Program Files\nodejs\npx.cmd`) is one word, not a command line. */
export function isCommandLine(token: Token): boolean {
  const value = token.value.trim();
  if (!/[\s"'&|;]/.test(value)) return false;
  return !(PROGRAMS.has(programName(value)) && !/["'&|;]/.test(value));
}

// ----- options

export interface Option {
  /** `--package`, `-p` (a cluster `-yp pkg` gives `-y` and `-p`) */
  name: string;
  value?: Token;
  tokens: Token[];
}

/**
 * Reads options from `words[i]` on: `--name=value`, `--name value` (for names in `valued`), `-abc` clusters where a
 * valued letter takes the rest of the word or the next word, `--` (ends options). Returns the index of the first
 * word that is not an option. Unknown options are taken as flags without a value.
 */
export function scanOptions(words: Token[], i: number, valued: ReadonlySet<string>, out: Option[]): number {
  while (i < words.length) {
    const word = words[i]!;
    const v = word.value;
    if (v === '--') {
      out.push({ name: '--', tokens: [word] });
      return i + 1;
    }
    if (!v.startsWith('-') || v === '-') return i;
    if (v.startsWith('--')) {
      const eq = v.indexOf('=');
      if (eq > 0) out.push({ name: v.slice(0, eq), value: sliceToken(word, eq + 1), tokens: [word] });
      else if ((valued.has(v) || SCOPED_REGISTRY.test(v)) && i + 1 < words.length) {
        out.push({ name: v, value: words[i + 1]!, tokens: [word, words[i + 1]!] });
        i++;
      } else out.push({ name: v, tokens: [word] });
      i++;
      continue;
    }
    for (let k = 1; k < v.length; k++) {
      const name = `-${v[k]}`;
      if (!valued.has(name)) {
        out.push({ name, tokens: [word] });
        continue;
      }
      if (k + 1 < v.length) out.push({ name, value: sliceToken(word, k + 1 + (v[k + 1] === '=' ? 1 : 0)), tokens: [word] });
      else if (i + 1 < words.length) {
        out.push({ name, value: words[i + 1]!, tokens: [word, words[i + 1]!] });
        i++;
      } else out.push({ name, tokens: [word] });
      break;
    }
    i++;
  }
  return i;
}

/** npm's per-scope registry option, `--@acme:registry <url>`: it takes a value like `--registry`. */
const SCOPED_REGISTRY = /^--@[^\s/=]+:registry$/;

/** `npm [opts] exec …`: options, then one of `names`; `then` gets the options before it and the words after it. */
export function subcommand(words: Token[], valued: ReadonlySet<string>, names: string[], then: (pre: Option[], after: Token[]) => Launch[]): Launch[] {
  const pre: Option[] = [];
  const k = scanOptions(words, 0, valued, pre);
  const sub = words[k];
  if (!sub || !names.includes(sub.value) || pre.some((o) => o.name === '--')) return [];
  return then(pre, words.slice(k + 1));
}
