/**
 * @file missing-read-only: a server whose maker offers a read-only mode that the config leaves off, or a server that
 * is read-only by default and is given its write switch.
 *
 * Servers are recognised by how they are launched (npm or PyPI package, docker image, executable, remote URL —
 * including a URL handed to a bridge such as `mcp-remote`) against the catalog in read-only-servers.json, whose
 * every entry names its source.
 *
 * A switch counts where the server sees it: for a `docker run` launch the entry's `env` is the docker command's, and
 * only `-e` / `--env` reach the container (`--env-file` cannot be read: unknown, not reported); a flag given a false
 * value (`--readOnly false`, `--readOnly=false`) is off. A switch written but off is fixed where it stands.
 */
import { analyzeLaunches, programName, strToken } from '../src/analysis/launch.js';
import { valueSpan } from '../src/model/source.js';
import { readRuleFile } from './data.js';
import type { EnvAssignment, Launch, Token } from '../src/analysis/launch.js';
import type { ConfigFile, Edit, Fix, Report, Rule, Server, Span, Str } from '../src/model/types.js';

interface EnvSwitch {
  name: string;
  values: string[];
}

interface Switches {
  flags?: string[];
  env?: EnvSwitch[];
  urlPathSuffix?: string;
  urlQuery?: EnvSwitch[];
  headers?: EnvSwitch[];
}

export interface CatalogEntry {
  id: string;
  name: string;
  match: { npm?: string[]; pypi?: string[]; docker?: string[]; command?: string[]; url?: string[] };
  mode: 'enable-read-only' | 'read-only-by-default' | 'unsupported';
  enable?: Switches;
  write?: Switches;
  fix?: { flag?: string; env?: { name: string; value: string }; dockerEnv?: { name: string; value: string }; urlPathSuffix?: string; urlQuery?: { name: string; value: string } };
  source: string;
  confirmed: boolean;
  notes?: string;
}

export const catalog: CatalogEntry[] = JSON.parse(readRuleFile('read-only-servers.json')).servers;

/** How a server was recognised, and where its switches would be. */
interface Match {
  entry: CatalogEntry;
  /** the token or string that identifies it (package, image, executable, URL) */
  span: Span;
  /** the server's own arguments (after the package; the container's command for docker) */
  args: Token[];
  launch?: Launch;
  url?: { str: Str; value: string; start: number };
}

const FALSE = /^(?:0|false|no|off)$/i;

const normalizePypi = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');
const normalizeImage = (image: string) => image.toLowerCase().replace(/^(?:docker\.io\/|index\.docker\.io\/)/, '').replace(/^library\//, '');

function urlKey(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`.replace(/\/+$/, '').toLowerCase();
  } catch {
    return undefined;
  }
}

type MatchKind = 'npm' | 'pypi' | 'docker' | 'command';

const NORMALIZE: Record<MatchKind, (s: string) => string> = { npm: (s) => s, pypi: normalizePypi, docker: normalizeImage, command: (s) => s };

/** Catalog entries (not `unsupported`) by kind and normalised name, and by normalised URL prefix, each list in
 * catalog order: built once, so that a lookup is one map access instead of a pass over the catalog. */
const byName = new Map<MatchKind, Map<string, CatalogEntry[]>>();
const byUrlPrefix = new Map<string, CatalogEntry[]>();
const catalogIndex = new Map<CatalogEntry, number>();
{
  const add = (map: Map<string, CatalogEntry[]>, key: string, entry: CatalogEntry) => {
    const list = map.get(key);
    if (!list) map.set(key, [entry]);
    else if (list[list.length - 1] !== entry) list.push(entry);
  };
  catalog.forEach((entry, i) => {
    catalogIndex.set(entry, i);
    if (entry.mode === 'unsupported') return;
    for (const kind of Object.keys(NORMALIZE) as MatchKind[]) {
      let map = byName.get(kind);
      if (!map) byName.set(kind, (map = new Map()));
      for (const n of entry.match[kind] ?? []) add(map, NORMALIZE[kind](n), entry);
    }
    for (const prefix of entry.match.url ?? []) add(byUrlPrefix, prefix.replace(/\/+$/, '').toLowerCase(), entry);
  });
}

const NONE: readonly CatalogEntry[] = [];

function entriesFor(kind: MatchKind, name: string): readonly CatalogEntry[] {
  return byName.get(kind)?.get(NORMALIZE[kind](name)) ?? NONE;
}

/** Entries with a URL prefix `p` such that the URL's key is `p` or starts with `p/`. */
function urlEntries(url: string): readonly CatalogEntry[] {
  const key = urlKey(url);
  if (!key) return NONE;
  // The prefixes that can match: the key itself and each of its parts that ends before a "/".
  const found = new Set<CatalogEntry>(byUrlPrefix.get(key));
  for (let i = key.indexOf('/'); i >= 0; i = key.indexOf('/', i + 1)) {
    for (const entry of byUrlPrefix.get(key.slice(0, i)) ?? NONE) found.add(entry);
  }
  if (found.size < 2) return [...found];
  return [...found].sort((a, b) => catalogIndex.get(a)! - catalogIndex.get(b)!);
}

/** URL-looking arguments of a bridge (`mcp-remote https://…`), which is where such a server's identity lives. */
function bridgedUrl(launch: Launch): Token | undefined {
  return launch.args.find((t) => /^https?:\/\//i.test(t.value));
}

function matches(server: Server): Match[] {
  const out: Match[] = [];
  for (const launch of analyzeLaunches(server)) {
    const kind = launch.ecosystem;
    const name = kind === 'docker' && launch.docker ? launch.docker.repository : launch.package.name;
    for (const entry of entriesFor(kind, name)) out.push({ entry, span: launch.package.token.span, args: launch.args, launch });
    const bridged = bridgedUrl(launch);
    if (bridged) {
      for (const entry of urlEntries(bridged.value)) {
        out.push({ entry, span: bridged.span, args: launch.args, launch, url: { str: bridged.str, value: bridged.value, start: bridged.map[0]! } });
      }
    }
  }
  if (!out.length && server.command) {
    for (const entry of entriesFor('command', programName(server.command.value))) {
      out.push({ entry, span: valueSpan(server.command), args: server.args.map((arg, i) => strToken(arg, i)) });
    }
  }
  if (server.url) {
    for (const entry of urlEntries(server.url.value)) out.push({ entry, span: valueSpan(server.url), args: [], url: { str: server.url, value: server.url.value, start: 0 } });
  }
  return out;
}


function truthy(value: string | undefined, wanted: string[]): boolean {
  if (value === undefined) return false;
  const v = value.trim();
  if (wanted.includes('*')) return v !== '' && !FALSE.test(v);
  return wanted.some((w) => w.toLowerCase() === v.toLowerCase());
}

function lastOf<T>(list: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return list[i];
  return undefined;
}

/** Where a flag is written: on (`--read-only`, `--read-only=true`, `--access-mode restricted`) or off
 * (`--read-only=false`, `--readOnly false`, `--access-mode=unrestricted`), with the separate value word if any. */
interface FlagUse {
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
type ServerVar =
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

interface SwitchState {
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
function switchState(server: Server, m: Match, switches: Switches): SwitchState {
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
    if (parsed && switches.urlPathSuffix && parsed.pathname.replace(/\/+$/, '').endsWith(switches.urlPathSuffix)) return { ...state, on: m.span };
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

function describeSwitch(s: Switches): string {
  const parts = [
    ...(s.flags ?? []).map((f) => `"${f}"`),
    ...(s.env ?? []).map((e) => (e.values.includes('*') ? `${e.name} set` : `${e.name}=${e.values[0]}`)),
    ...(s.urlPathSuffix ? [`a URL ending in "${s.urlPathSuffix}"`] : []),
    ...(s.urlQuery ?? []).map((q) => `"?${q.name}=${q.values[0]}" in the URL`),
    ...(s.headers ?? []).map((h) => `the header "${h.name}: ${h.values[0]}"`),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : parts[0] ?? '';
}

/**
 * Replaces a word where it stands, when it is written as is (no quotes or escapes in it) and so is the new text:
 * the edit is then exact, also for a word inside a shell string or the value part of `--env=NAME=value`.
 */
function replaceWord(file: ConfigFile, token: Token, text: string): Edit[] | undefined {
  const { str } = token;
  if (str.value.slice(token.start, token.end) !== token.value || !/^[\w.:=/@+-]+$/.test(text)) return undefined;
  const edits = file.editor.replaceString(str, str.value.slice(0, token.start) + text + str.value.slice(token.end));
  return edits.length ? edits : undefined;
}

type Enable = { edits: Edit[]; what: string } | { manual: string } | undefined;

/** A word from the config as fix descriptions quote it: whatever follows a flag or `NAME=` could be anything, even a
 * secret pasted in the wrong place, so only a short plain word is shown as is. */
function quoted(word: string): string {
  const eq = word.indexOf('=');
  const [head, value] = eq < 0 ? ['', word] : [word.slice(0, eq + 1), word.slice(eq + 1)];
  return `"${head}${/^[\w.-]{0,24}$/.test(value) ? value : '…'}"`;
}

/**
 * Edits that switch read-only on, in the host's own syntax; `manual` when a person must do it, undefined when there
 * is no safe place to put them. A switch that is written but off (`--readOnly=false`, `-e GITHUB_READ_ONLY=`,
 * `MDB_MCP_READ_ONLY: "false"`) is changed where it stands: adding a second one next to it would leave two that
 * disagree, and which one wins depends on the server's parser.
 */
function enableEdits(file: ConfigFile, server: Server, m: Match, state: SwitchState): Enable {
  const fix = m.entry.fix;
  const off = state.offFlags[0];
  if (off) {
    const eq = off.flag.indexOf('=');
    if (off.valueToken) {
      const written = `"${off.token.value} ${quoted(off.valueToken.value).slice(1)}`;
      // `--readOnly false`: the value word has to go, and no edit here removes an element.
      if (eq < 0) return { manual: `change ${written} to "${off.flag}"` };
      const wanted = off.flag.slice(eq + 1);
      const edits = replaceWord(file, off.valueToken, wanted);
      return edits ? { edits, what: `change ${written} to "${off.token.value} ${wanted}"` } : { manual: `change ${written} to "${off.flag}"` };
    }
    const edits = replaceWord(file, off.token, off.flag);
    return edits ? { edits, what: `change ${quoted(off.token.value)} to "${off.flag}"` } : { manual: `change ${quoted(off.token.value)} to "${off.flag}"` };
  }
  if (!fix) return undefined;
  const docker = m.launch?.docker;
  if (docker) {
    const env = fix.dockerEnv ?? fix.env;
    if (!env) return undefined;
    const assignment = `${env.name}=${env.value}`;
    // Already passed with `-e NAME=` or `-e NAME` (forwarding an empty or false value): give that entry the value,
    // which the container then sees whatever the docker command's environment holds.
    const existing = lastOf(docker.env, (a) => a.name === env.name);
    if (existing) {
      const edits = replaceWord(file, existing.token, assignment);
      return edits ? { edits, what: `change ${quoted(existing.token.value)} to "${assignment}" in docker run` } : undefined;
    }
    const run = server.args.findIndex((a) => a.value === 'run');
    // Only when every word is its own args element: inside a shell string there is no array slot to insert into.
    if (run < 0 || !docker.image.whole || docker.image.argIndex === undefined) return undefined;
    // One array element, so the edit is a single insertion: docker reads `--env=NAME=value` like `-e NAME=value`.
    const option = `--env=${assignment}`;
    return { edits: file.editor.insertArg(server, run + 1, option), what: `add "${option}" to docker run` };
  }
  if (!m.url) {
    // A variable written off: set it where it is written (a wrapper's `NAME=…` word, or the entry's env).
    for (const { env, seen } of state.vars) {
      const value = env.values.find((v) => v !== '*');
      if (seen.kind !== 'known' || !seen.process || value === undefined) continue;
      const { assignment } = seen.process;
      if (assignment) {
        const edits = replaceWord(file, assignment.token, `${env.name}=${value}`);
        return edits ? { edits, what: `change ${quoted(assignment.token.value)} to "${env.name}=${value}"` } : undefined;
      }
      return { edits: file.editor.setEnv(server, env.name, value), what: `set ${env.name}=${value} in its environment` };
    }
  }
  // URL fixes insert only what they add: the rest of the URL (which may carry a token) is neither rewritten nor quoted.
  if (m.url && fix.urlPathSuffix && m.url.start === 0 && m.url.str === server.url) {
    const edit = pathSuffixEdit(m.url.value, fix.urlPathSuffix);
    return { edits: [valueEdit(file, m.url.str, edit)], what: `add "${fix.urlPathSuffix}" to the end of the URL's path` };
  }
  if (m.url && fix.urlQuery && m.url.start === 0 && m.url.str === server.url) {
    const edit = queryEdit(m.url.value, fix.urlQuery.name, fix.urlQuery.value);
    return { edits: [valueEdit(file, m.url.str, edit)], what: `add "${fix.urlQuery.name}=${fix.urlQuery.value}" to the URL` };
  }
  if (fix.flag && !m.url) {
    // Inside a shell string (`bash -lc "npx … "`) there is no array slot to insert into: leave it to a person.
    if (m.launch && !m.launch.package.token.whole) return undefined;
    return { edits: file.editor.insertArg(server, server.args.length, fix.flag), what: `add "${fix.flag}" to its arguments` };
  }
  if (fix.env && !m.url) {
    return { edits: file.editor.setEnv(server, fix.env.name, fix.env.value), what: `set ${fix.env.name}=${fix.env.value} in its environment` };
  }
  return undefined;
}

/** `GITHUB_READ_ONLY is set for the docker command but not passed into the container (…)`, or ''. */
function notPassedNote(m: Match, state: SwitchState): string {
  const names = state.vars.filter(({ env, seen }) => seen.kind === 'not-passed' && truthy(seen.process.value, env.values)).map(({ env }) => env.name);
  if (!names.length || !m.launch) return '';
  const program = m.launch.runner.split(' ')[0];
  const list = names.join(' and ');
  const are = names.length > 1 ? 'are' : 'is';
  return `${list} ${are} set for the ${program} command but not passed into the container (${program} run needs ${names.map((n) => `"-e ${n}"`).join(' and ')}); `;
}

export const missingReadOnly: Rule = {
  meta: {
    id: 'missing-read-only',
    level: 'warning',
    description: 'A server that offers a read-only mode which is not enabled, or a read-only-by-default server given its write switch.',
    precision: 'high',
    securitySeverity: '5.5',
    tags: ['security', 'least-privilege'],
    fixable: 'unsafe',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allowWrite: { description: 'server names that may run with write access', type: 'array', items: { type: 'string' } },
      },
    },
  },
  checkConfig(file, context) {
    const allowWrite = new Set((context.options.allowWrite as string[] | undefined) ?? []);
    const reports: Report[] = [];
    for (const server of file.servers) {
      if (allowWrite.has(server.name)) continue;
      const seen = new Set<string>();
      for (const m of matches(server)) {
        if (seen.has(m.entry.id)) continue;
        seen.add(m.entry.id);
        const { entry } = m;
        if (entry.mode === 'enable-read-only' && entry.enable) {
          const state = switchState(server, m, entry.enable);
          // on, or possibly on through a docker --env-file nobody can read here
          if (state.on || state.unknown) continue;
          const enable = enableEdits(file, server, m, state);
          const edits = enable && 'edits' in enable && enable.edits.length ? enable : undefined;
          const fix: Fix | undefined = edits ? { description: `enable read-only mode: ${edits.what}`, safe: false, edits: edits.edits } : undefined;
          const manual = enable && 'manual' in enable ? enable.manual : describeSwitch(entry.enable);
          reports.push({
            message: `server "${server.name}" runs ${entry.name}, which has a read-only mode that is not enabled: ${notPassedNote(m, state)}use ${describeSwitch(entry.enable)} (source: ${entry.source})`,
            span: m.span,
            path: [...server.path],
            fingerprintValue: entry.id,
            ...(fix ? { fix } : { suggestions: [{ description: `enable read-only mode: ${manual}`, safe: false, edits: [] }] }),
          });
        }
        if (entry.mode === 'read-only-by-default' && entry.write) {
          const on = switchState(server, m, entry.write).on;
          if (!on) continue;
          reports.push({
            message: `server "${server.name}" runs ${entry.name}, which is read-only unless told otherwise, and is given write access with ${describeSwitch(entry.write)} (source: ${entry.source})`,
            span: on,
            path: [...server.path],
            fingerprintValue: entry.id,
            suggestions: [{ description: 'remove the write switch unless this server must write (or list it under allowWrite in .mcp-audit.json)', safe: false, edits: [] }],
          });
        }
      }
    }
    return reports;
  },
};

/** A change to a string's value: replace value characters `[start, end)` with `text`. */
interface ValueChange {
  start: number;
  end: number;
  text: string;
}

/** The edit for a change of a string's value. The inserted text is plain ASCII (`/readonly`, `&read_only=true`),
 * written as is in every host's string syntax. */
function valueEdit(file: ConfigFile, str: Str, change: ValueChange): Edit {
  const span = valueSpan(str, change.start, change.end);
  return { file: file.source.path, start: span.start, end: span.end, text: change.text };
}

/** Where the URL's path ends (before `?` or `#`). */
function pathEnd(url: string): number {
  const end = url.search(/[?#]/);
  return end < 0 ? url.length : end;
}

/** `suffix` at the end of the URL's path, replacing any trailing slashes. */
function pathSuffixEdit(url: string, suffix: string): ValueChange {
  const end = pathEnd(url);
  let start = end;
  while (start > 0 && url[start - 1] === '/' && url[start - 2] !== '/') start--;
  return { start, end, text: suffix };
}

/** `name=value` in the URL's query: the value replaced where the parameter is, else the pair added at its end. */
function queryEdit(url: string, name: string, value: string): ValueChange {
  const hash = url.indexOf('#');
  const end = hash < 0 ? url.length : hash;
  const q = url.indexOf('?');
  if (q < 0 || q > end) return { start: end, end, text: `?${name}=${value}` };
  let at = q + 1;
  for (const pair of url.slice(q + 1, end).split('&')) {
    const eq = pair.indexOf('=');
    if ((eq < 0 ? pair : pair.slice(0, eq)) === name) {
      return eq < 0 ? { start: at + pair.length, end: at + pair.length, text: `=${value}` } : { start: at + eq + 1, end: at + pair.length, text: value };
    }
    at += pair.length + 1;
  }
  const query = url.slice(q + 1, end);
  return { start: end, end, text: `${query === '' || query.endsWith('&') ? '' : '&'}${name}=${value}` };
}
