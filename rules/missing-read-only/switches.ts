/**
 * Whether a server's read-only (or write) switch is on, read where the server sees it: flags in its own arguments (the
 * last use wins, a false value is off), variables in the environment it is started with (for `docker run`, only what
 * reaches the container), the URL's path or query and its headers. Kept apart from the catalog match, which only
 * recognises the server, and from the fixes, which only read the state found here.
 */
import { valueSpan } from '../../src/model/source.js';
import type { EnvAssignment, Launch } from '../../src/analysis/launch-types.js';
import type { Token } from '../../src/analysis/shell.js';
import type { Server, Span } from '../../src/model/types.js';
import type { EnvSwitch, Match, Switches } from './catalog.js';

const FALSE = /^(?:0|false|no|off)$/i;

export function truthy(value: string | undefined, wanted: string[]): boolean {
  if (value === undefined) return false;
  const v = value.trim();
  if (wanted.includes('*')) return v !== '' && !FALSE.test(v);
  return wanted.some((w) => w.toLowerCase() === v.toLowerCase());
}

export function lastOf<T>(list: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return list[i];
  return undefined;
}

/** Where a flag is written: on (`--read-only`, `--read-only=true`, `--access-mode restricted`) or off
 * (`--read-only=false`, `--readOnly false`, `--access-mode=unrestricted`), with the separate value word if any. */
export interface FlagUse {
  flag: string;
  on: boolean;
  token: Token;
  /** `--name value` written as two words: the value's word */
  valueToken?: Token;
}

/**
 * The last use of `flag` in `args` (the one a CLI parser keeps), on or off; undefined when the flag is not there.
 * A boolean flag is off when given a false-like or empty value, as `--flag=false` or as `--flag false`: parsers
 * differ on the second form (yargs reads `false` as the value, Go's pflag as a positional word), and a config that
 * writes `false` there does not mean read-only. A valued flag (`--access-mode=restricted`) is off with another value.
 */
function flagUse(args: Token[], flag: string): FlagUse | undefined {
  const eq = flag.indexOf('=');
  const [name, wanted] = eq > 0 ? [flag.slice(0, eq), flag.slice(eq + 1)] : [flag, undefined];
  let use: FlagUse | undefined;
  for (let i = 0; i < args.length; i++) {
    const token = args[i]!;
    const v = token.value;
    if (v === '--') break;
    if (v.startsWith(`${name}=`)) {
      const value = v.slice(name.length + 1);
      use = { flag, on: wanted === undefined ? value.trim() !== '' && !FALSE.test(value.trim()) : value.toLowerCase() === wanted.toLowerCase(), token };
    } else if (v === name) {
      const next = args[i + 1];
      if (wanted === undefined) {
        if (next && FALSE.test(next.value.trim())) {
          use = { flag, on: false, token, valueToken: next };
          i++;
        } else use = { flag, on: true, token };
      } else if (next) {
        use = { flag, on: next.value.toLowerCase() === wanted.toLowerCase(), token, valueToken: next };
        i++;
      } else use = { flag, on: false, token };
    }
  }
  return use;
}

/** The environment the launched program is started with, for one variable: a wrapper's assignment
 * (`env NAME=… cmd`, `NAME=… cmd` in a shell string) over the entry's `env`. */
interface ProcessVar {
  value: string;
  span: Span;
  assignment?: EnvAssignment;
}

function processVar(server: Server, launch: Launch | undefined, name: string): ProcessVar | undefined {
  const assignment = lastOf(launch?.env ?? [], (a) => a.name === name);
  if (assignment) return { value: assignment.value ?? '', span: assignment.token.span, assignment };
  const entry = lastOf(server.env, (e) => e.key === name);
  if (entry) return { value: entry.value.value, span: valueSpan(entry.value) };
  return undefined;
}

/** What the server itself sees for a variable. */
export type ServerVar =
  | { kind: 'known'; value: string | undefined; span?: Span; process?: ProcessVar; dockerArg?: EnvAssignment }
  /** a docker `--env-file` may set it: nobody can tell from the config */
  | { kind: 'unknown' }
  /** set for the docker command (entry `env` or a wrapper) but not passed into the container */
  | { kind: 'not-passed'; process: ProcessVar };

/** podman's `--env-host` hands the whole environment of the podman process to the container. */
function passesHostEnv(launch: Launch): boolean {
  const option = lastOf(launch.runnerOptions, (t) => t.value === '--env-host' || t.value.startsWith('--env-host='));
  return !!option && (option.value === '--env-host' || !FALSE.test(option.value.slice('--env-host='.length)));
}

/**
 * For a `docker run` launch the entry's `env` (and any wrapper's) is the environment of the docker CLI, not of the
 * container: the container sees a variable only through `-e NAME=value`, `-e NAME` (which forwards the CLI's value;
 * the last `-e` for a name wins, also over `--env-file`), `--env-file` (unknown) or podman's `--env-host`.
 */
function serverVar(server: Server, m: Match, name: string): ServerVar {
  const launch = m.launch;
  const docker = launch?.docker;
  if (!launch || !docker) {
    const process = processVar(server, launch, name);
    return process ? { kind: 'known', value: process.value, span: process.span, process } : { kind: 'known', value: undefined };
  }
  const process = processVar(server, launch, name);
  const dockerArg = lastOf(docker.env, (a) => a.name === name);
  if (dockerArg) {
    if (dockerArg.value !== undefined) return { kind: 'known', value: dockerArg.value, span: dockerArg.token.span, dockerArg };
    const known: ServerVar = { kind: 'known', value: process?.value, span: dockerArg.token.span, dockerArg };
    if (process) known.process = process;
    return known;
  }
  if (process && passesHostEnv(launch)) return { kind: 'known', value: process.value, span: process.span, process };
  if (docker.envFiles.length) return { kind: 'unknown' };
  return process ? { kind: 'not-passed', process } : { kind: 'known', value: undefined };
}

export interface SwitchState {
  /** where the switch is on */
  on?: Span;
  /** an `--env-file` might turn it on */
  unknown?: boolean;
  /** flags written but off (`--readOnly false`) */
  offFlags: FlagUse[];
  /** variables, each with what the server sees */
  vars: { env: EnvSwitch; seen: ServerVar }[];
}

/** Whether a switch is on, and where it is written when it is not. */
export function switchState(server: Server, m: Match, switches: Switches): SwitchState {
  const state: SwitchState = { offFlags: [], vars: [] };
  for (const flag of switches.flags ?? []) {
    const use = flagUse(m.args, flag);
    if (use?.on) return { ...state, on: use.token.span };
    if (use) state.offFlags.push(use);
  }
  for (const env of switches.env ?? []) {
    const seen = serverVar(server, m, env.name);
    if (seen.kind === 'known' && seen.span && truthy(seen.value, env.values)) return { ...state, on: seen.span };
    if (seen.kind === 'unknown') state.unknown = true;
    state.vars.push({ env, seen });
  }
  if (m.url) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(m.url.value);
    } catch {
      parsed = undefined;
    }
    if (parsed && switches.urlPathSuffix && parsed.pathname.replace(/(?<!\/)\/+$/, '').endsWith(switches.urlPathSuffix)) return { ...state, on: m.span };
    for (const q of switches.urlQuery ?? []) if (parsed && truthy(parsed.searchParams.get(q.name) ?? undefined, q.values)) return { ...state, on: m.span };
    for (const h of switches.headers ?? []) {
      const header = server.headers.find((e) => e.key.toLowerCase() === h.name.toLowerCase());
      if (header && truthy(header.value.value, h.values)) return { ...state, on: valueSpan(header.value) };
      // mcp-remote style: `--header "X-MCP-Readonly: true"`
      const arg = m.args.find((t) => t.value.toLowerCase().replace(/\s+/g, '').startsWith(`${h.name.toLowerCase()}:`));
      if (arg && truthy(arg.value.slice(arg.value.indexOf(':') + 1), h.values)) return { ...state, on: arg.span };
    }
  }
  return state;
}
