/**
 * Which catalog entries a server is: the catalog in read-only-servers.json, indexed once, and the match of a server's
 * launches (package, image, executable, URL, a URL handed to a bridge) against it. Kept apart from the switch checks and the
 * fixes: recognising a server needs only the catalog and the launch analysis, and says nothing about its switches.
 */
import { analyzeLaunches } from '../../src/analysis/launch.js';
import { programName, strToken } from '../../src/analysis/shell.js';
import { valueSpan } from '../../src/model/source.js';
import { readRuleFile } from '../data.js';
import type { Launch } from '../../src/analysis/launch-types.js';
import type { Token } from '../../src/analysis/shell.js';
import type { Server, Span, Str } from '../../src/model/types.js';

export interface EnvSwitch {
  name: string;
  values: string[];
}

export interface Switches {
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
export interface Match {
  entry: CatalogEntry;
  /** the token or string that identifies it (package, image, executable, URL) */
  span: Span;
  /** the server's own arguments (after the package; the container's command for docker) */
  args: Token[];
  launch?: Launch;
  url?: { str: Str; value: string; start: number };
}

const normalizePypi = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');
const normalizeImage = (image: string) => image.toLowerCase().replace(/^(?:docker\.io\/|index\.docker\.io\/)/, '').replace(/^library\//, '');

function urlKey(url: string): string | undefined {
  try {
    const u = new URL(url);
    // Trailing slashes go; the lookbehind tries the run once, from its first slash.
    return `${u.protocol}//${u.host}${u.pathname}`.replace(/(?<!\/)\/+$/, '').toLowerCase();
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
    for (const prefix of entry.match.url ?? []) add(byUrlPrefix, prefix.replace(/(?<!\/)\/+$/, '').toLowerCase(), entry);
  });
}

const NONE: readonly CatalogEntry[] = [];

function entriesFor(kind: MatchKind, name: string): readonly CatalogEntry[] {
  return byName.get(kind)?.get(NORMALIZE[kind](name)) ?? NONE;
}

/** URLs repeat across a repository's configs: each is parsed and looked up once per run (at most this many). */
const urlEntriesSeen = new Map<string, readonly CatalogEntry[]>();
const MAX_REMEMBERED_URLS = 10_000;

/** Entries with a URL prefix `p` such that the URL's key is `p` or starts with `p/`. */
function urlEntries(url: string): readonly CatalogEntry[] {
  let entries = urlEntriesSeen.get(url);
  if (entries === undefined) {
    entries = lookUpUrl(url);
    if (urlEntriesSeen.size < MAX_REMEMBERED_URLS && url.length <= 2048) urlEntriesSeen.set(url, entries);
  }
  return entries;
}

function lookUpUrl(url: string): readonly CatalogEntry[] {
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

/** The catalog entries a server matches, the same entry possibly more than once: by each launch (and a URL handed to
 * a bridge), by the executable's name when no launch matched, and by its URL. */
export function matches(server: Server): Match[] {
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
