/**
 * Launch analysis: which package, image or source a stdio server runs, through which runner, at which version.
 *
 * Pure: reads only the model. Everything it reports carries source spans, mapped back through the `Str` spans even
 * when the launch sits inside one string (`bash -lc "exec npx -y pkg@latest"`, `cmd /c "npx …"`): such strings are
 * tokenized like a shell, and every token keeps, for each of its characters, the index it came from in the string's
 * decoded value, so `valueSpan(str, i, j)` turns any part of a token into a source span.
 *
 * Used by `unpinned-package` (is the version pinned?) and `missing-read-only` (which package or image runs, with
 * which arguments and `docker run -e` variables).
 */
// The three functions used, not the whole package: its index loads every module and costs start-up time.
import Range from 'semver/classes/range.js';
import valid from 'semver/functions/valid.js';
import validRange from 'semver/ranges/valid.js';
import { valueSpan } from '../model/source.js';
import type { Server, Span, Str } from '../model/types.js';

// ---------------------------------------------------------------------------------------------------------------
// Tokens

/** A word of a launch command line: a whole config string, or a shell word inside one. */
export interface Token {
  /** decoded text: shell quotes and escapes removed */
  value: string;
  /** the config string it was read from */
  str: Str;
  /** `[start, end)` of the raw token in `str.value` (shell quotes included) */
  start: number;
  end: number;
  /** `str.value` index where each value character's raw text starts, plus one entry for the end (`value.length + 1` entries) */
  map: number[];
  /** the token is the whole config string (`command` or an `args` element), not a word inside one */
  whole: boolean;
  /** source span of the raw token: for a whole string, its value without the quotes */
  span: Span;
  /** index in the config's `args` array of the string it comes from; undefined for `command` */
  argIndex?: number;
}

/** A whole config string as a token. */
export function strToken(str: Str, argIndex?: number): Token {
  const map = Array.from({ length: str.value.length + 1 }, (_, i) => i);
  const token: Token = { value: str.value, str, start: 0, end: str.value.length, map, whole: true, span: valueSpan(str) };
  if (argIndex !== undefined) token.argIndex = argIndex;
  return token;
}

/** Source span of the value characters `[from, to)` of a token (e.g. just the version in `pkg@1.2.3`). */
export function tokenSpan(token: Token, from = 0, to = token.value.length): Span {
  return valueSpan(token.str, token.map[from]!, token.map[to]!);
}

/** The characters `[from, to)` of a token's value as a token of their own (e.g. the value of `--from=spec`). */
export function sliceToken(token: Token, from: number, to = token.value.length): Token {
  const start = token.map[from]!;
  const end = token.map[to]!;
  const sub: Token = {
    value: token.value.slice(from, to), str: token.str, start, end, map: token.map.slice(from, to + 1),
    whole: token.whole && from === 0 && to === token.value.length, span: valueSpan(token.str, start, end),
  };
  if (token.argIndex !== undefined) sub.argIndex = token.argIndex;
  return sub;
}

export type Dialect = 'posix' | 'cmd' | 'powershell';

/** A shell word, or an operator (`&&`, `|`, `;`, `>`, a line break as `\n`, …). */
export type Piece = { word: Token } | { op: string };

const OPERATOR_CHARS: Record<Dialect, string> = { posix: ';&|()<>', cmd: '&|()<>', powershell: ';&|<>' };
const TWO_CHAR_OPERATORS = new Set(['&&', '||', ';;', '>>', '<<', '>&', '<&', '&>', '|&']);

/**
 * Splits a token's value into words the way a shell would: POSIX quoting and escapes (`posix`), cmd.exe double
 * quotes and `^` (`cmd`), PowerShell quotes and backticks (`powershell`). Nothing is expanded: `$VAR`, `$(…)` and
 * backquotes stay literal, inside the word they appear in.
 */
export function tokenize(source: Token, dialect: Dialect = 'posix'): Piece[] {
  const text = source.value;
  const n = text.length;
  const operators = OPERATOR_CHARS[dialect];
  const out: Piece[] = [];
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === '\n' || c === '\r') {
      out.push({ op: '\n' });
      i++;
      continue;
    }
    if (dialect !== 'cmd' && c === '#') {
      while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
      continue;
    }
    if (operators.includes(c)) {
      const two = text.slice(i, i + 2);
      const op = TWO_CHAR_OPERATORS.has(two) ? two : c;
      out.push({ op });
      i += op.length;
      continue;
    }
    const start = i;
    const chars: string[] = [];
    const map: number[] = [];
    let valueEnd = i;
    const push = (ch: string, from: number, to: number) => {
      chars.push(ch);
      map.push(from);
      valueEnd = to;
    };
    const copyLiteral = (from: number, to: number) => {
      for (let k = from; k < to; k++) push(text[k]!, k, k + 1);
    };
    /** `$(…)` / `${…}` copied as is, nesting counted, so that its spaces do not split the word */
    const copySubstitution = (at: number): number => {
      const open = text[at + 1]!;
      const close = open === '(' ? ')' : '}';
      let depth = 0;
      let k = at + 1;
      while (k < n) {
        const x = text[k]!;
        k++;
        if (x === open) depth++;
        else if (x === close && --depth === 0) break;
      }
      copyLiteral(at, k);
      return k;
    };
    while (i < n) {
      const ch = text[i]!;
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || operators.includes(ch)) break;
      if (dialect === 'posix') {
        if (ch === '\\') {
          if (text[i + 1] === '\n') i += 2;
          else if (i + 1 < n) {
            push(text[i + 1]!, i, i + 2);
            i += 2;
          } else {
            push(ch, i, i + 1);
            i++;
          }
          continue;
        }
        if (ch === "'") {
          let j = i + 1;
          while (j < n && text[j] !== "'") j++;
          copyLiteral(i + 1, j);
          i = Math.min(j + 1, n);
          continue;
        }
        if (ch === '"') {
          let j = i + 1;
          while (j < n && text[j] !== '"') {
            if (text[j] === '\\' && j + 1 < n && '$`"\\\n'.includes(text[j + 1]!)) {
              if (text[j + 1] !== '\n') push(text[j + 1]!, j, j + 2);
              j += 2;
            } else if (text[j] === '$' && (text[j + 1] === '(' || text[j + 1] === '{')) {
              j = copySubstitution(j);
            } else {
              push(text[j]!, j, j + 1);
              j++;
            }
          }
          i = Math.min(j + 1, n);
          continue;
        }
        if (ch === '$' && (text[i + 1] === '(' || text[i + 1] === '{')) {
          i = copySubstitution(i);
          continue;
        }
        if (ch === '`') {
          const j = text.indexOf('`', i + 1);
          const stop = j < 0 ? n : j + 1;
          copyLiteral(i, stop);
          i = stop;
          continue;
        }
      } else if (dialect === 'cmd') {
        if (ch === '^' && i + 1 < n) {
          push(text[i + 1]!, i, i + 2);
          i += 2;
          continue;
        }
        if (ch === '"') {
          let j = i + 1;
          while (j < n && text[j] !== '"') j++;
          copyLiteral(i + 1, j);
          i = Math.min(j + 1, n);
          continue;
        }
      } else {
        if (ch === '`' && i + 1 < n) {
          push(text[i + 1]!, i, i + 2);
          i += 2;
          continue;
        }
        if (ch === "'" || ch === '"') {
          let j = i + 1;
          while (j < n) {
            if (text[j] === ch && text[j + 1] === ch) {
              push(ch, j, j + 2);
              j += 2;
            } else if (text[j] === ch) break;
            else if (ch === '"' && text[j] === '`' && j + 1 < n) {
              push(text[j + 1]!, j, j + 2);
              j += 2;
            } else {
              push(text[j]!, j, j + 1);
              j++;
            }
          }
          i = Math.min(j + 1, n);
          continue;
        }
      }
      push(ch, i, i + 1);
      i++;
    }
    // `2>` is a redirection's file descriptor, not a word
    if (/^\d+$/.test(text.slice(start, i)) && (text[i] === '<' || text[i] === '>')) continue;
    // a line continuation alone is no word; `''` is an (empty) one
    if (!chars.length && !/["']/.test(text.slice(start, i))) continue;
    const sub = subToken(source, start, i, chars.join(''), map, chars.length ? valueEnd : i);
    out.push({ word: sub });
  }
  return out;
}

function subToken(parent: Token, rawStart: number, rawEnd: number, value: string, map: number[], valueEnd: number): Token {
  const start = parent.map[rawStart]!;
  const end = parent.map[rawEnd]!;
  const token: Token = {
    value, str: parent.str, start, end, map: [...map.map((k) => parent.map[k]!), parent.map[valueEnd]!],
    whole: false, span: valueSpan(parent.str, start, end),
  };
  if (parent.argIndex !== undefined) token.argIndex = parent.argIndex;
  return token;
}

const REDIRECTIONS = /^(?:[<>]|>>|<<|>&|<&|&>)$/;

/** Splits shell pieces into simple commands (at `;`, `&&`, `||`, `|`, `&`, line breaks), dropping redirections. */
export function simpleCommands(pieces: Piece[]): Token[][] {
  const commands: Token[][] = [];
  let current: Token[] = [];
  let skipNext = false;
  for (const piece of pieces) {
    if ('op' in piece) {
      if (REDIRECTIONS.test(piece.op)) {
        skipNext = true;
        continue;
      }
      if (current.length) commands.push(current);
      current = [];
      continue;
    }
    if (skipNext) {
      skipNext = false;
      continue;
    }
    current.push(piece.word);
  }
  if (current.length) commands.push(current);
  return commands;
}

/** `/usr/local/bin/npx`, `C:\Program Files\nodejs\npx.cmd`, `~/.volta/bin/npx`, `NPX.EXE` → `npx`. */
export function programName(command: string): string {
  const base = command.replace(/[\\/]+$/, '').split(/[\\/]/).pop() ?? '';
  return base.toLowerCase().replace(/\.(?:exe|cmd|bat|ps1|com)$/, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Launches

export type Ecosystem = 'npm' | 'pypi' | 'docker';

export type Runner =
  | 'npx' | 'npm exec' | 'bunx' | 'pnpm dlx' | 'yarn dlx'
  | 'uvx' | 'uv tool run' | 'pipx run'
  | 'docker run' | 'podman run' | 'nerdctl run' | 'finch run';

/**
 * How a version spec behaves:
 * - `none`: no version at all (npm/PyPI: the newest release; docker: `latest`)
 * - `tag`: a moving name: npm dist-tag (`latest`, `next`), uv `@latest`, a docker tag such as `latest`, `main`, `nightly`
 * - `range`: a semver or PEP 440 range (`^1.2.0`, `1`, `*`, `>=1`, `~=1.2`, `==1.*`)
 * - `exact`: one version (`1.2.3`, `==1.2.3`, uv `@1.2.3`, a docker version tag such as `1.2.3` or `v2`)
 * - `digest`: a docker `@sha256:…` digest
 * - `git`: a git source without a ref, or at a branch (`main`, `master`, …)
 * - `git-ref`: a git source at a commit or a tag
 * - `url`: an archive URL that names no commit and no hash
 * - `url-pinned`: an archive URL that names a commit, carries a hash, or is an immutable registry tarball
 * - `local`: a path on disk: nothing is downloaded
 * - `dynamic`: the spec contains a variable (`${VERSION}`, `$V`): it cannot be told
 */
export type SpecKind = 'none' | 'tag' | 'range' | 'exact' | 'digest' | 'git' | 'git-ref' | 'url' | 'url-pinned' | 'local' | 'dynamic';

const PINNED_KINDS: ReadonlySet<SpecKind> = new Set<SpecKind>(['exact', 'digest', 'git-ref', 'url-pinned', 'local', 'dynamic']);

/** A package (npm, PyPI), source (git, URL) or image that a runner fetches. */
export interface PackageRef {
  ecosystem: Ecosystem;
  /**
   * registry name (`@scope/pkg`, `mcp-server-fetch` without extras); for git and URL sources the URL without its ref;
   * for docker the image as written without tag and digest (`ghcr.io/github/github-mcp-server`, `mcp/fetch`)
   */
  name: string;
  /**
   * the version as written, '' when none: npm `latest`, `^1.2.0`, `1.2.3`; PyPI the specifier with its operator
   * (`==1.2.3`, `>=1,<2`) or what follows uv's `@` (`latest`, `1.2.3`); docker the tag, the digest (`sha256:…`) or
   * `tag@sha256:…`; git the ref
   */
  spec: string;
  kind: SpecKind;
  /** the spec does not move: exact, digest, commit or tag ref, hashed URL, local path, or unknowable (`dynamic`) */
  pinned: boolean;
  /** the token that names it: `@scope/pkg@latest`, the `--from`/`-p`/`--spec` value, the image */
  token: Token;
  /** `[from, to)` of the spec in `token.value`; an empty range where a version would go when there is none */
  specRange: [number, number];
  /** source span of the spec (empty when there is none) */
  specSpan: Span;
  /** npm alias: `alias@npm:name@spec` */
  alias?: string;
  /** PyPI extras as written, brackets included: `[cli]` */
  extras?: string;
}

/** A variable set for the launched process: `docker run -e NAME=value`, `env NAME=value`, `NAME=value npx …`. */
export interface EnvAssignment {
  name: string;
  /** undefined for `docker run -e NAME` (taken from the caller's environment) */
  value: string | undefined;
  token: Token;
  /** source span of the value, when there is one */
  valueSpan?: Span;
}

export interface DockerRun {
  /** the image token (same as the launch's `package.token`) */
  image: Token;
  /** the image as written, without tag and digest */
  repository: string;
  /** '' when none */
  tag: string;
  /** `sha256:…`, '' when none */
  digest: string;
  /** `-e` / `--env` */
  env: EnvAssignment[];
  /** `--env-file` values */
  envFiles: Token[];
}

export interface Launch {
  runner: Runner;
  ecosystem: Ecosystem;
  /** the word naming the runner's program, as written (`npx`, `/usr/local/bin/npx`, `docker`, `uv`) */
  command: Token;
  /** what is fetched and run */
  package: PackageRef;
  /** further packages the runner fetches and puts on the PATH (`npx -p a -p b cmd`: the ones not chosen as `package`) */
  extraPackages: PackageRef[];
  /** the command run when it is named apart from the package: `npx -p pkg <bin>`, `uvx --from spec <bin>`, `pipx run --spec spec <bin>` */
  bin?: Token;
  /** every option token given to the runner before the package (flags and their values) */
  runnerOptions: Token[];
  /** the words after the package (or after `bin`): the server's own arguments; for docker, the container's command */
  args: Token[];
  /** wrappers around the launch, outermost first: `cmd /c`, `bash -c`, `wsl`, `env`, `exec` */
  wrappers: string[];
  /** variables set by wrappers (`env A=1 npx …`, `A=1 npx …` inside a shell string) */
  env: EnvAssignment[];
  /** false when the runner is told not to download (`npx --no-install pkg`): it runs only what is installed */
  fetches: boolean;
  /** docker/podman details */
  docker?: DockerRun;
}

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
  return analyzeWords(words, { wrappers: [], env: [], depth: 0 }, true);
}

/** The package launch of a stdio server: `undefined` for local scripts, binaries, `docker exec`, remote servers. */
export function analyzeLaunch(server: Server): Launch | undefined {
  return analyzeLaunches(server)[0];
}

interface Context {
  wrappers: string[];
  env: EnvAssignment[];
  depth: number;
}

const MAX_DEPTH = 8;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ash', 'ksh', 'mksh', 'fish']);
const PREFIX_COMMANDS = new Set(['exec', 'command', 'nohup', 'time', 'nice', 'sudo', 'doas']);
const CONTAINER_ENGINES = new Set(['docker', 'podman', 'nerdctl', 'finch']);
const PROGRAMS = new Set([
  'env', 'cmd', 'powershell', 'pwsh', 'wsl', ...SHELLS, ...PREFIX_COMMANDS, ...CONTAINER_ENGINES,
  'npx', 'bunx', 'bun', 'pnpm', 'pnpx', 'yarn', 'npm', 'uvx', 'uv', 'pipx',
]);

function envAssignment(token: Token): EnvAssignment {
  const eq = token.value.indexOf('=');
  if (eq < 0) return { name: token.value, value: undefined, token };
  return { name: token.value.slice(0, eq), value: token.value.slice(eq + 1), token, valueSpan: tokenSpan(token, eq + 1) };
}

/** A program path with spaces (`C:\Program Files\nodejs\npx.cmd`) is one word, not a command line. */
function isCommandLine(token: Token): boolean {
  const value = token.value.trim();
  if (!/[\s"'&|;]/.test(value)) return false;
  return !(PROGRAMS.has(programName(value)) && !/["'&|;]/.test(value));
}

function analyzeWords(words: Token[], ctx: Context, splitHead: boolean): Launch[] {
  if (ctx.depth > MAX_DEPTH) return [];
  let i = 0;
  const env = [...ctx.env];
  while (i < words.length && ASSIGNMENT.test(words[i]!.value)) env.push(envAssignment(words[i++]!));
  const head = words[i];
  if (!head) return [];
  const rest = words.slice(i + 1);
  const next: Context = { wrappers: ctx.wrappers, env, depth: ctx.depth + 1 };
  const wrapped = (name: string): Context => ({ ...next, wrappers: [...ctx.wrappers, name] });
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
    case 'npx': return npmRunner('npx', head, [], rest, next);
    case 'npm': return subcommand(rest, NPM_VALUED, ['exec', 'x'], (pre, after) => npmRunner('npm exec', head, pre, after, next));
    case 'bunx': return bunRunner(head, [], rest, next);
    case 'bun': return subcommand(rest, new Set(), ['x'], (pre, after) => bunRunner(head, pre, after, next));
    case 'pnpx': return pnpmRunner(head, [], rest, next);
    case 'pnpm': return subcommand(rest, PNPM_VALUED, ['dlx'], (pre, after) => pnpmRunner(head, pre, after, next));
    case 'yarn': return subcommand(rest, new Set(), ['dlx'], (pre, after) => yarnRunner(head, pre, after, next));
    case 'uvx': return uvRunner('uvx', head, [], rest, next);
    case 'uv': return subcommand(rest, UV_GLOBAL_VALUED, ['tool'], (pre, after) =>
      subcommand(after, UV_GLOBAL_VALUED, ['run'], (pre2, after2) => uvRunner('uv tool run', head, [...pre, ...pre2], after2, next)));
    case 'pipx': return subcommand(rest, new Set(), ['run'], (pre, after) => pipxRunner(head, pre, after, next));
    default: return [];
  }
}

// ----- options

interface Option {
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
function scanOptions(words: Token[], i: number, valued: ReadonlySet<string>, out: Option[]): number {
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
function subcommand(words: Token[], valued: ReadonlySet<string>, names: string[], then: (pre: Option[], after: Token[]) => Launch[]): Launch[] {
  const pre: Option[] = [];
  const k = scanOptions(words, 0, valued, pre);
  const sub = words[k];
  if (!sub || !names.includes(sub.value) || pre.some((o) => o.name === '--')) return [];
  return then(pre, words.slice(k + 1));
}

// ----- wrappers

function shellWrapper(words: Token[], ctx: Context): Launch[] {
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
  return simpleCommands(tokenize(script, 'posix')).flatMap((cmd) => analyzeWords(cmd, ctx, false));
}

const PREFIX_VALUED: Record<string, ReadonlySet<string>> = {
  exec: new Set(['-a']),
  nice: new Set(['-n', '--adjustment']),
  sudo: new Set(['-u', '-g', '-C', '-h', '-p', '-r', '-t', '-U', '-D', '-R', '-T', '--user', '--group', '--host', '--prompt', '--chdir']),
  doas: new Set(['-u', '-C']),
};

function prefixCommand(prog: string, words: Token[], ctx: Context): Launch[] {
  const options: Option[] = [];
  const k = scanOptions(words, 0, PREFIX_VALUED[prog] ?? new Set(), options);
  // `command -v npx` only prints where npx is
  if (prog === 'command' && options.some((o) => o.name === '-v' || o.name === '-V')) return [];
  return analyzeWords(words.slice(k), ctx, false);
}

function envWrapper(words: Token[], ctx: Context): Launch[] {
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
  return analyzeWords([...split, ...words.slice(k)], ctx, false);
}

function cmdWrapper(words: Token[], ctx: Context): Launch[] {
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
  return simpleCommands(pieces).flatMap((cmd) => analyzeWords(cmd, ctx, false));
}

const POWERSHELL_VALUED = new Set([
  'executionpolicy', 'ep', 'ex', 'windowstyle', 'w', 'workingdirectory', 'wd', 'version', 'v', 'psconsolefile',
  'inputformat', 'inf', 'if', 'outputformat', 'of', 'o', 'configurationname', 'config', 'custompipename',
  'settingsfile', 'settings',
]);

function powershellWrapper(words: Token[], ctx: Context): Launch[] {
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
  return simpleCommands(pieces).flatMap((cmd) => analyzeWords(cmd, ctx, false));
}

const WSL_VALUED = new Set(['-d', '--distribution', '-u', '--user', '--cd', '--shell-type', '--distribution-id']);

function wslWrapper(words: Token[], ctx: Context): Launch[] {
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
  return analyzeWords(words.slice(k), ctx, true);
}

// ----- npm-family runners

const NPM_VALUED = new Set([
  '-p', '--package', '-c', '--call', '-w', '--workspace', '-C', '--prefix', '--registry', '--cache', '--userconfig',
  '--globalconfig', '--loglevel', '--shell', '--script-shell', '--node-options', '--scope', '--tag', '--otp',
  '--before', '--https-proxy', '--proxy', '--noproxy', '--ca', '--cafile', '--cert', '--key', '--location', '--omit',
  '--include', '--install-strategy', '--auth-type', '--fetch-retries', '--fetch-timeout', '--maxsockets',
  '--local-address', '--user-agent', '--npm-version',
]);
const PNPM_VALUED = new Set([
  '--package', '--allow-build', '-C', '--dir', '--filter', '-F', '--reporter', '--loglevel', '--registry',
  '--config-dir', '--store-dir', '--cache-dir', '--virtual-store-dir',
]);
const YARN_VALUED = new Set(['-p', '--package', '--cwd']);
const BUN_VALUED = new Set(['-p', '--package', '--cwd', '-c', '--config', '--registry']);

interface RunnerSpec {
  valued: ReadonlySet<string>;
  /** options whose value is a package to fetch */
  packageFlags: ReadonlySet<string>;
  /** options that make the positional a shell command instead of a package (`npx -c 'cmd'`) */
  callFlags?: ReadonlySet<string>;
}

function npmRunner(runner: Runner, head: Token, pre: Option[], words: Token[], ctx: Context): Launch[] {
  return packageRunner(runner, 'npm', head, pre, words, ctx, {
    valued: NPM_VALUED, packageFlags: new Set(['-p', '--package']), callFlags: new Set(['-c', '--call']),
  });
}

function bunRunner(head: Token, pre: Option[], words: Token[], ctx: Context): Launch[] {
  return packageRunner('bunx', 'npm', head, pre, words, ctx, { valued: BUN_VALUED, packageFlags: new Set(['-p', '--package']) });
}

function pnpmRunner(head: Token, pre: Option[], words: Token[], ctx: Context): Launch[] {
  return packageRunner('pnpm dlx', 'npm', head, pre, words, ctx, { valued: PNPM_VALUED, packageFlags: new Set(['--package']) });
}

function yarnRunner(head: Token, pre: Option[], words: Token[], ctx: Context): Launch[] {
  return packageRunner('yarn dlx', 'npm', head, pre, words, ctx, { valued: YARN_VALUED, packageFlags: new Set(['-p', '--package']) });
}

// ----- PyPI runners

const UV_GLOBAL_VALUED = new Set([
  '--directory', '--project', '--config-file', '--cache-dir', '--color', '--python-preference', '--allow-insecure-host',
  '--trusted-host',
]);
const UV_RUN_VALUED = new Set([
  ...UV_GLOBAL_VALUED, '--from', '--with', '-w', '--with-editable', '--with-requirements', '--python', '-p', '--index',
  '--index-url', '-i', '--extra-index-url', '--default-index', '--find-links', '-f', '--constraints', '-c',
  '--constraint', '--overrides', '--override', '--build-constraints', '-b', '--build-constraint', '--index-strategy',
  '--keyring-provider', '--resolution', '--prerelease', '--fork-strategy', '--exclude-newer', '--exclude-newer-package',
  '--no-binary-package', '--only-binary-package', '--no-build-package', '--no-build-isolation-package',
  '--config-setting', '-C', '--config-settings-package', '--link-mode', '--refresh-package', '--reinstall-package',
  '--upgrade-package', '-P', '--env-file', '--torch-backend', '--no-sources-package', '--python-platform',
]);
const PIPX_VALUED = new Set(['--spec', '--python', '--pip-args', '--index-url', '-i', '--backend', '--fetch-python']);

function uvRunner(runner: Runner, head: Token, pre: Option[], words: Token[], ctx: Context): Launch[] {
  return packageRunner(runner, 'pypi', head, pre, words, ctx, { valued: UV_RUN_VALUED, packageFlags: new Set(['--from']) });
}

function pipxRunner(head: Token, pre: Option[], words: Token[], ctx: Context): Launch[] {
  return packageRunner('pipx run', 'pypi', head, pre, words, ctx, { valued: PIPX_VALUED, packageFlags: new Set(['--spec']) });
}

function packageRunner(
  runner: Runner, ecosystem: 'npm' | 'pypi', head: Token, pre: Option[], words: Token[], ctx: Context, spec: RunnerSpec,
): Launch[] {
  const options: Option[] = [...pre];
  const k = scanOptions(words, 0, spec.valued, options);
  const positional = words[k];
  const call = options.some((o) => spec.callFlags?.has(o.name));
  const flagged = options.filter((o) => spec.packageFlags.has(o.name) && o.value).map((o) => o.value!);
  let bin: Token | undefined;
  let args: Token[];
  let tokens: Token[];
  if (flagged.length) {
    tokens = flagged;
    bin = call ? undefined : positional;
    args = call || !positional ? [] : words.slice(k + 1);
  } else {
    if (!positional || call) return [];
    tokens = [positional];
    args = words.slice(k + 1);
  }
  const refs = tokens.map((t) => packageRef(ecosystem, t)).filter((r): r is PackageRef => !!r);
  if (!refs.length) return [];
  const main = (bin && refs.find((r) => binMatches(r.name, bin!.value))) ?? refs[0]!;
  let fetches = true;
  for (const o of options) {
    if (o.name === '-y' || o.name === '--yes') fetches = o.value?.value !== 'false';
    else if (o.name === '--no' || o.name === '--no-install' || o.name === '--no-yes') fetches = false;
  }
  const launch: Launch = {
    runner, ecosystem, command: head, package: main, extraPackages: refs.filter((r) => r !== main),
    runnerOptions: options.flatMap((o) => o.tokens), args, wrappers: ctx.wrappers, env: ctx.env, fetches,
  };
  if (bin) launch.bin = bin;
  return [launch];
}

function binMatches(name: string, bin: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return base === bin || base.includes(bin) || bin.includes(base);
}

// ----- containers

const ENGINE_GLOBAL_VALUED = new Set([
  '--config', '-c', '--context', '-H', '--host', '-l', '--log-level', '--tlscacert', '--tlscert', '--tlskey',
  '--connection', '--url', '--identity', '--root', '--runroot', '--storage-driver', '--cgroup-manager',
  '--events-backend', '--network-cmd-path', '--runtime', '--tmpdir', '--module', '--namespace', '-n', '--address', '-a',
]);
const RUN_VALUED = new Set([
  '-a', '--attach', '-c', '--cpu-shares', '-e', '--env', '-h', '--hostname', '-l', '--label', '-m', '--memory', '-p',
  '--publish', '-u', '--user', '-v', '--volume', '-w', '--workdir', '--add-host', '--annotation', '--blkio-weight',
  '--blkio-weight-device', '--cap-add', '--cap-drop', '--cgroup-parent', '--cgroupns', '--cidfile', '--cpu-count',
  '--cpu-percent', '--cpu-period', '--cpu-quota', '--cpu-rt-period', '--cpu-rt-runtime', '--cpus', '--cpuset-cpus',
  '--cpuset-mems', '--detach-keys', '--device', '--device-cgroup-rule', '--device-read-bps', '--device-read-iops',
  '--device-write-bps', '--device-write-iops', '--dns', '--dns-option', '--dns-opt', '--dns-search', '--domainname',
  '--entrypoint', '--env-file', '--expose', '--gpus', '--group-add', '--health-cmd', '--health-interval',
  '--health-retries', '--health-start-interval', '--health-start-period', '--health-timeout', '--io-maxbandwidth',
  '--io-maxiops', '--ip', '--ip6', '--ipc', '--isolation', '--kernel-memory', '--label-file', '--link',
  '--link-local-ip', '--log-driver', '--log-opt', '--mac-address', '--memory-reservation', '--memory-swap',
  '--memory-swappiness', '--mount', '--name', '--network', '--net', '--network-alias', '--net-alias',
  '--oom-score-adj', '--pid', '--pids-limit', '--platform', '--pull', '--restart', '--runtime', '--security-opt',
  '--shm-size', '--stop-signal', '--stop-timeout', '--storage-opt', '--sysctl', '--tmpfs', '--ulimit', '--userns',
  '--uts', '--volume-driver', '--volumes-from',
  // podman
  '--arch', '--os', '--variant', '--authfile', '--cert-dir', '--creds', '--decryption-key', '--secret', '--pod',
  '--pod-id-file', '--hostuser', '--passwd-entry', '--preserve-fds', '--requires', '--sdnotify', '--seccomp-policy',
  '--timeout', '--tz', '--uidmap', '--gidmap', '--subuidname', '--subgidname', '--umask', '--unsetenv', '--chrootdirs',
  '--conmon-pidfile', '--image-volume', '--init-path', '--personality', '--cgroup-conf', '--cgroups', '--group-entry',
  '--retry', '--retry-delay', '--systemd', '--log-level',
]);

function containerRun(prog: string, head: Token, words: Token[], ctx: Context): Launch[] {
  const global: Option[] = [];
  let k = scanOptions(words, 0, ENGINE_GLOBAL_VALUED, global);
  if (words[k]?.value === 'container') k++;
  // `exec`, `start`, `compose`, `attach`…: no image is pulled
  if (words[k]?.value !== 'run') return [];
  const options: Option[] = [];
  const at = scanOptions(words, k + 1, RUN_VALUED, options);
  const image = words[at];
  if (!image) return [];
  const ref = packageRef('docker', image);
  if (!ref) return [];
  const { repository, tag, digest } = splitImage(image.value);
  const docker: DockerRun = {
    image, repository, tag, digest,
    env: options.filter((o) => (o.name === '-e' || o.name === '--env') && o.value).map((o) => envAssignment(o.value!)),
    envFiles: options.filter((o) => o.name === '--env-file' && o.value).map((o) => o.value!),
  };
  return [{
    runner: `${prog} run` as Runner, ecosystem: 'docker', command: head, package: ref, extraPackages: [],
    runnerOptions: [...global, ...options].flatMap((o) => o.tokens), args: words.slice(at + 1), wrappers: ctx.wrappers,
    env: ctx.env, fetches: true, docker,
  }];
}

// ---------------------------------------------------------------------------------------------------------------
// Specs

interface ParsedSpec {
  name: string;
  spec: string;
  kind: SpecKind;
  specRange: [number, number];
  alias?: string;
  extras?: string;
}

/** A token as a package of `ecosystem`; undefined when it cannot be one (an option, an invalid name). */
export function packageRef(ecosystem: Ecosystem, token: Token): PackageRef | undefined {
  const parsed = ecosystem === 'npm' ? parseNpmSpec(token.value) : ecosystem === 'pypi' ? parsePypiSpec(token.value) : parseImageSpec(token.value);
  if (!parsed) return undefined;
  const ref: PackageRef = {
    ecosystem, name: parsed.name, spec: parsed.spec, kind: parsed.kind, pinned: PINNED_KINDS.has(parsed.kind), token,
    specRange: parsed.specRange, specSpan: tokenSpan(token, parsed.specRange[0], parsed.specRange[1]),
  };
  if (parsed.alias !== undefined) ref.alias = parsed.alias;
  if (parsed.extras !== undefined) ref.extras = parsed.extras;
  return ref;
}

const LOCAL_PATH = /^(?:\.{1,2}(?:[\\/]|$)|[\\/~]|[A-Za-z]:[\\/]|file:)/;
const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const COMMIT = /^[0-9a-f]{7,40}$/i;
const FULL_COMMIT = /(?:^|[^0-9a-f])[0-9a-f]{40}(?:[^0-9a-f]|$)/i;
/** branch names: a ref naming one of these moves like no ref at all */
const BRANCHES = new Set(['main', 'master', 'head', 'develop', 'development', 'dev', 'trunk', 'default', 'latest', 'next', 'nightly', 'canary', 'edge', 'stable', 'release']);
/** docker tags that are moved to each new build */
const MOVING_TAGS = new Set(['latest', 'main', 'master', 'edge', 'nightly', 'dev', 'develop', 'head', 'canary', 'stable', 'rolling', 'next', 'beta', 'alpha', 'unstable', 'testing', 'preview']);

function gitRefKind(ref: string): SpecKind {
  if (!ref) return 'git';
  if (ref.includes('$')) return 'dynamic';
  if (COMMIT.test(ref)) return 'git-ref';
  if (ref.startsWith('semver:')) return semverKind(ref.slice('semver:'.length)) === 'exact' ? 'git-ref' : 'git';
  return BRANCHES.has(ref.toLowerCase()) ? 'git' : 'git-ref';
}

/** Specs repeat across a repository's configs (`latest`, `^1.2.0`): each is classified once per run. */
const semverKinds = new Map<string, SpecKind>();

function semverKind(spec: string): SpecKind {
  let kind = semverKinds.get(spec);
  if (kind === undefined) {
    kind = classifySemver(spec);
    if (semverKinds.size < 10_000) semverKinds.set(spec, kind);
  }
  return kind;
}

function classifySemver(spec: string): SpecKind {
  if (spec === '') return 'none';
  if (spec.includes('$')) return 'dynamic';
  if (valid(spec, true)) return 'exact';
  if (validRange(spec, true) === null) return 'tag';
  const set = new Range(spec, true).set;
  const only = set.length === 1 && set[0]!.length === 1 ? set[0]![0]! : undefined;
  return only && only.operator === '' && only.value !== '' ? 'exact' : 'range';
}

const NPM_NAME = /^(?:@[A-Za-z0-9~][\w.~-]*\/)?[A-Za-z0-9~][\w.~-]*$/;
const HOSTED_GIT = /^(?:github|gitlab|bitbucket|gist):/i;
const GIT_URL = /^(?:git\+[A-Za-z]+:\/\/|git:\/\/|git@)/i;
const HOSTED_HTTPS = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[^/#]+\/[^/#]+?(?:\.git)?\/?(?:#.*)?$/i;
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;

/** npm package arguments as npx reads them: `pkg`, `pkg@1.2.3`, `@scope/pkg@^1`, `alias@npm:pkg@1`, git, URLs, paths. */
export function parseNpmSpec(text: string): ParsedSpec | undefined {
  const len = text.length;
  if (!text || text.startsWith('-')) return undefined;
  const whole = (kind: SpecKind): ParsedSpec => ({ name: text, spec: '', kind, specRange: [len, len] });
  if (LOCAL_PATH.test(text) || (!HAS_SCHEME.test(text) && /\.(?:tgz|tar\.gz|tar)$/i.test(text))) return whole('local');
  if (HOSTED_GIT.test(text) || GIT_URL.test(text) || HOSTED_HTTPS.test(text) || (!text.startsWith('@') && GITHUB_SHORTHAND.test(text))) {
    const hash = text.indexOf('#');
    if (hash < 0) return whole(text.includes('$') ? 'dynamic' : 'git');
    const ref = text.slice(hash + 1);
    return { name: text.slice(0, hash), spec: ref, kind: gitRefKind(ref), specRange: [hash + 1, len] };
  }
  if (HAS_SCHEME.test(text)) {
    const immutable = FULL_COMMIT.test(text) || /^https:\/\/registry\.(?:npmjs\.org|yarnpkg\.com)\/.+\/-\/[^/]+-\d+\.\d+\.\d+[^/]*\.tgz$/i.test(text);
    return whole(text.includes('$') ? 'dynamic' : immutable ? 'url-pinned' : 'url');
  }
  const at = text.indexOf('@', 1);
  const name = at < 0 ? text : text.slice(0, at);
  const spec = at < 0 ? '' : text.slice(at + 1);
  if (!NPM_NAME.test(name)) return name.includes('$') ? { name, spec, kind: 'dynamic', specRange: [at < 0 ? len : at + 1, len] } : undefined;
  if (spec.startsWith('npm:')) {
    const inner = parseNpmSpec(spec.slice(4));
    if (!inner || !NPM_NAME.test(inner.name)) return undefined;
    const shift = at + 5;
    return { ...inner, alias: name, specRange: [inner.specRange[0] + shift, inner.specRange[1] + shift] };
  }
  return { name, spec, kind: semverKind(spec), specRange: at < 0 ? [len, len] : [at + 1, len] };
}

const PEP440_VERSION = /^v?\d+(?:!\d+)?(?:\.\d+)*(?:[-_.]?(?:a|b|c|rc|alpha|beta|pre|preview)[-_.]?\d*)?(?:[-_.]?(?:post|rev|r)[-_.]?\d*)?(?:[-_.]?dev[-_.]?\d*)?(?:\+[a-z0-9.]+)?$/i;

function pypiUrl(text: string, offset: number, name: string | undefined, extras: string | undefined): ParsedSpec {
  const len = offset + text.length;
  const result = (spec: string, kind: SpecKind, specRange: [number, number], url: string): ParsedSpec => {
    const parsed: ParsedSpec = { name: name ?? url, spec, kind: text.includes('$') ? 'dynamic' : kind, specRange };
    if (extras) parsed.extras = extras;
    return parsed;
  };
  if (/^git\+/i.test(text)) {
    const hash = text.indexOf('#');
    const body = hash < 0 ? text : text.slice(0, hash);
    const hostStart = body.indexOf('://') + 3;
    const pathStart = body.indexOf('/', hostStart);
    const at = body.lastIndexOf('@');
    if (pathStart < 0 || at < pathStart) return result('', 'git', [offset + body.length, offset + body.length], body);
    const ref = body.slice(at + 1);
    return result(ref, gitRefKind(ref), [offset + at + 1, offset + body.length], body.slice(0, at));
  }
  const immutable = /#(?:sha256|sha384|sha512|md5)=/i.test(text) || FULL_COMMIT.test(text)
    || /^https:\/\/files\.pythonhosted\.org\//i.test(text);
  return result('', immutable ? 'url-pinned' : 'url', [len, len], text);
}

/** PyPI requirements as uvx and pipx read them: `pkg`, `pkg==1.2.3`, `pkg@1.2.3`, `pkg@latest`, `pkg>=1`, `pkg[x]`, git and URLs. */
export function parsePypiSpec(text: string): ParsedSpec | undefined {
  const len = text.length;
  if (!text || text.startsWith('-')) return undefined;
  if (LOCAL_PATH.test(text) || (!HAS_SCHEME.test(text) && /\.(?:whl|tar\.gz|zip)$/i.test(text))) return { name: text, spec: '', kind: 'local', specRange: [len, len] };
  if (HAS_SCHEME.test(text)) return pypiUrl(text, 0, undefined, undefined);
  const m = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?/.exec(text);
  if (!m) return text.includes('$') ? { name: text, spec: '', kind: 'dynamic', specRange: [len, len] } : undefined;
  const name = m[1]!;
  const extras = m[2];
  let from = m[0].length;
  const semi = text.indexOf(';', from);
  let to = semi < 0 ? len : semi;
  while (from < to && /\s/.test(text[from]!)) from++;
  while (to > from && /\s/.test(text[to - 1]!)) to--;
  const rest = text.slice(from, to);
  const done = (spec: string, kind: SpecKind, specRange: [number, number]): ParsedSpec => {
    const parsed: ParsedSpec = { name, spec, kind: spec.includes('$') ? 'dynamic' : kind, specRange };
    if (extras) parsed.extras = extras;
    return parsed;
  };
  if (rest === '') return done('', 'none', [from, from]);
  if (rest.startsWith('@')) {
    let start = from + 1;
    while (start < to && /\s/.test(text[start]!)) start++;
    const after = text.slice(start, to);
    // PEP 508 direct reference: `name @ git+https://…`
    if (HAS_SCHEME.test(after)) return pypiUrl(after, start, name, extras);
    if (after.toLowerCase() === 'latest') return done(after, 'tag', [start, to]);
    return done(after, PEP440_VERSION.test(after) ? 'exact' : 'tag', [start, to]);
  }
  if (/^(?:===?|~=|!=|<=|>=|<|>|\()/.test(rest)) {
    const exact = /^===?\s*([^\s,*;]+)$/.exec(rest);
    return done(rest, exact ? 'exact' : 'range', [from, to]);
  }
  return undefined;
}

/** `repo`, `repo:tag`, `repo@sha256:…`, `registry:5000/repo:tag@sha256:…`. */
export function splitImage(ref: string): { repository: string; tag: string; digest: string; tagStart: number } {
  const at = ref.indexOf('@');
  const name = at < 0 ? ref : ref.slice(0, at);
  const digest = at < 0 ? '' : ref.slice(at + 1);
  const slash = name.lastIndexOf('/');
  const colon = name.lastIndexOf(':');
  return colon > slash
    ? { repository: name.slice(0, colon), tag: name.slice(colon + 1), digest, tagStart: colon + 1 }
    : { repository: name, tag: '', digest, tagStart: -1 };
}

export function parseImageSpec(text: string): ParsedSpec | undefined {
  const len = text.length;
  if (!text || text.startsWith('-')) return undefined;
  const { repository, tag, digest, tagStart } = splitImage(text);
  if (!/^[\w.\-/:]+$/.test(repository)) return text.includes('$') ? { name: repository, spec: '', kind: 'dynamic', specRange: [len, len] } : undefined;
  if (text.includes('$')) return { name: repository, spec: text.slice(repository.length).replace(/^:/, ''), kind: 'dynamic', specRange: [len, len] };
  if (digest) return { name: repository, spec: tag ? `${tag}@${digest}` : digest, kind: 'digest', specRange: [tag ? tagStart : len - digest.length, len] };
  if (!tag) return { name: repository, spec: '', kind: 'none', specRange: [len, len] };
  return { name: repository, spec: tag, kind: MOVING_TAGS.has(tag.toLowerCase()) ? 'tag' : 'exact', specRange: [tagStart, len] };
}
