/**
 * @file missing-read-only: a server whose maker offers a read-only mode that the config leaves off, or a server that
 * is read-only by default and is given its write switch.
 *
 * Servers are recognised by how they are launched (npm or PyPI package, docker image, executable, remote URL —
 * including a URL handed to a bridge such as `mcp-remote`) against the catalog in read-only-servers.json, whose
 * every entry names its source.
 */
import { analyzeLaunches, programName, strToken } from '../src/launch.js';
import { valueSpan } from '../src/source.js';
import { readRuleFile } from './data.js';
import type { Launch, Token } from '../src/launch.js';
import type { ConfigFile, Edit, Fix, Report, Rule, Server, Span, Str } from '../src/types.js';

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

/** The token that turns `flag` on, if any: `--read-only`, `--read-only=true`, `--access-mode=restricted`, `--access-mode restricted`. */
function flagToken(args: Token[], flag: string): Token | undefined {
  const eq = flag.indexOf('=');
  const [name, wanted] = eq > 0 ? [flag.slice(0, eq), flag.slice(eq + 1)] : [flag, undefined];
  for (let i = 0; i < args.length; i++) {
    const v = args[i]!.value;
    if (wanted === undefined) {
      if (v === name) return args[i];
      if (v.startsWith(`${name}=`) && !FALSE.test(v.slice(name.length + 1))) return args[i];
    } else {
      if (v.toLowerCase() === flag.toLowerCase()) return args[i];
      if (v === name && args[i + 1]?.value.toLowerCase() === wanted.toLowerCase()) return args[i];
    }
  }
  return undefined;
}

/** Where a switch is on: the token or string that says so (undefined when it is off). */
function switchOn(server: Server, m: Match, switches: Switches): Span | undefined {
  for (const flag of switches.flags ?? []) {
    const token = flagToken(m.args, flag);
    if (token) return token.span;
  }
  for (const env of switches.env ?? []) {
    const entry = server.env.find((e) => e.key === env.name);
    if (entry && truthy(entry.value.value, env.values)) return valueSpan(entry.value);
    const assigned = [...(m.launch?.docker?.env ?? []), ...(m.launch?.env ?? [])].find((a) => a.name === env.name);
    if (assigned && truthy(assigned.value ?? entry?.value.value, env.values)) return assigned.token.span;
  }
  if (m.url) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(m.url.value);
    } catch {
      parsed = undefined;
    }
    if (parsed && switches.urlPathSuffix && parsed.pathname.replace(/\/+$/, '').endsWith(switches.urlPathSuffix)) return m.span;
    for (const q of switches.urlQuery ?? []) if (parsed && truthy(parsed.searchParams.get(q.name) ?? undefined, q.values)) return m.span;
    for (const h of switches.headers ?? []) {
      const header = server.headers.find((e) => e.key.toLowerCase() === h.name.toLowerCase());
      if (header && truthy(header.value.value, h.values)) return valueSpan(header.value);
      // mcp-remote style: `--header "X-MCP-Readonly: true"`
      const arg = m.args.find((t) => t.value.toLowerCase().replace(/\s+/g, '').startsWith(`${h.name.toLowerCase()}:`));
      if (arg && truthy(arg.value.slice(arg.value.indexOf(':') + 1), h.values)) return arg.span;
    }
  }
  return undefined;
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

/** Edits that switch read-only on, in the host's own syntax; undefined when there is no safe place to put them. */
function enableEdits(file: ConfigFile, server: Server, m: Match): { edits: Edit[]; what: string } | undefined {
  const fix = m.entry.fix;
  if (!fix) return undefined;
  const docker = m.launch?.docker;
  if (docker) {
    const env = fix.dockerEnv ?? fix.env;
    const run = server.args.findIndex((a) => a.value === 'run');
    // Only when every word is its own args element: inside a shell string there is no array slot to insert into.
    if (!env || run < 0 || !docker.image.whole || docker.image.argIndex === undefined) return undefined;
    // One array element, so the edit is a single insertion: docker reads `--env=NAME=value` like `-e NAME=value`.
    const assignment = `--env=${env.name}=${env.value}`;
    return { edits: file.editor.insertArg(server, run + 1, assignment), what: `add "${assignment}" to docker run` };
  }
  if (m.url && fix.urlPathSuffix && m.url.start === 0 && m.url.str === server.url) {
    const u = new URL(m.url.value);
    u.pathname = `${u.pathname.replace(/\/+$/, '')}${fix.urlPathSuffix}`;
    return { edits: file.editor.replaceString(m.url.str, u.toString()), what: `use ${u.toString()}` };
  }
  if (m.url && fix.urlQuery && m.url.start === 0 && m.url.str === server.url) {
    const u = new URL(m.url.value);
    u.searchParams.set(fix.urlQuery.name, fix.urlQuery.value);
    return { edits: file.editor.replaceString(m.url.str, u.toString()), what: `add "${fix.urlQuery.name}=${fix.urlQuery.value}" to the URL` };
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
        if (entry.mode === 'enable-read-only' && entry.enable && !switchOn(server, m, entry.enable)) {
          const enable = enableEdits(file, server, m);
          const fix: Fix | undefined = enable ? { description: `enable read-only mode: ${enable.what}`, safe: false, edits: enable.edits } : undefined;
          reports.push({
            message: `server "${server.name}" runs ${entry.name}, which has a read-only mode that is not enabled: use ${describeSwitch(entry.enable)} (source: ${entry.source})`,
            span: m.span,
            path: [...server.path],
            fingerprintValue: entry.id,
            ...(fix ? { fix } : { suggestions: [{ description: `enable read-only mode: ${describeSwitch(entry.enable)}`, safe: false, edits: [] }] }),
          });
        }
        if (entry.mode === 'read-only-by-default' && entry.write) {
          const on = switchOn(server, m, entry.write);
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
