/**
 * Server policy: which MCP servers an organisation allows or denies, and whether a server is allowed.
 *
 * A pattern names a server by what it runs or where it connects:
 * - `npm:@modelcontextprotocol/*`, `pypi:mcp-server-*`, `docker:ghcr.io/github/github-mcp-server`: the package or
 *   image a runner fetches (`npx`, `uvx`, `docker run`, …, also behind `cmd /c` or `bash -c`), by name, no version;
 * - `cmd:uv`: the basename of the command that starts it (`/usr/bin/uv`, `uv.exe` → `uv`);
 * - `name:github`: the server's name in the config (what Claude Code's `serverName` entries match);
 * - `https://*.example.com/mcp*`: a remote server's URL.
 * `*` is any run of characters (`/` included, as in Claude Code's `serverUrl` patterns). Claude Code's
 * `serverCommand` entries (an exact command line) are kept as `argv` entries.
 *
 * Layers: the repository's settings and a shared `--policy` file are each a layer. A server matching a `deny` entry of
 * any layer is denied (deny wins); otherwise every layer that has an `allow` list must match it, so a repository can
 * narrow an organisation's allow list but never widen it.
 *
 * Pure: patterns in, verdicts out. Reading files is the engine's.
 */
import type { PolicyEntry, PolicyLayer, Server, ServerPolicy } from '../model/types.js';

export type { PolicyEntry, PolicyLayer, ServerPolicy } from '../model/types.js';
import { analyzeLaunches } from './launch.js';
import { programName } from './shell.js';

export type Verdict =
  | { allowed: true }
  | { allowed: false; reason: 'denied'; entry: PolicyEntry; layer: PolicyLayer }
  /** `nameOnly`: a managed `serverName` entry names it, which does not count (see allowEntries) */
  | { allowed: false; reason: 'not-allowed'; layer: PolicyLayer; nameOnly?: boolean };

const PREFIXES = ['npm', 'pypi', 'docker', 'cmd', 'name'] as const;
const URL_PATTERN = /^[a-z*][a-z0-9+.\-*]*:\/\//i;

/** The patterns' syntax in one line, for error messages. */
export const PATTERN_HELP = 'a pattern is npm:NAME, pypi:NAME, docker:IMAGE, cmd:PROGRAM, name:SERVER or a URL (https://host/path), with * as a wildcard';

/** `*` is any run of characters; everything else is itself. Matched without a regex: linear in pattern × value. */
export function wildcard(pattern: string, foldCase = false): (value: string) => boolean {
  const p = foldCase ? pattern.toLowerCase() : pattern;
  return (input) => {
    const v = foldCase ? input.toLowerCase() : input;
    let pi = 0;
    let vi = 0;
    let star = -1;
    let mark = 0;
    while (vi < v.length) {
      if (pi < p.length && p[pi] !== '*' && p[pi] === v[vi]) {
        pi++;
        vi++;
      } else if (pi < p.length && p[pi] === '*') {
        star = pi++;
        mark = vi;
      } else if (star >= 0) {
        pi = star + 1;
        vi = ++mark;
      } else return false;
    }
    while (pi < p.length && p[pi] === '*') pi++;
    return pi === p.length;
  };
}

/** PyPI names compare normalised (PEP 503): case folded, runs of `-`, `_`, `.` as one `-`. */
export function normalizePypi(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** `docker.io/library/nginx`, `index.docker.io/library/nginx` and `nginx` are one image. */
export function normalizeImage(name: string): string {
  return name.toLowerCase().replace(/^(?:index\.)?docker\.io\//, '').replace(/^library\//, '');
}

/** A pattern string as an entry, or why it is not one. */
export function parsePolicyPattern(text: string): PolicyEntry | string {
  const trimmed = text.trim();
  if (!trimmed) return 'is empty';
  if (/\s/.test(trimmed)) return 'contains a space';
  if (URL_PATTERN.test(trimmed)) return { kind: 'url', text, test: urlMatcher(trimmed) };
  const colon = trimmed.indexOf(':');
  const prefix = colon > 0 ? trimmed.slice(0, colon).toLowerCase() : '';
  const rest = trimmed.slice(colon + 1);
  if (!(PREFIXES as readonly string[]).includes(prefix)) {
    return colon > 0 ? `has an unknown prefix "${trimmed.slice(0, colon)}:"` : 'has no prefix';
  }
  if (!rest) return `names nothing after "${prefix}:"`;
  const kind = prefix as (typeof PREFIXES)[number];
  if (kind === 'pypi') return { kind, text, test: wildcard(normalizePypi(rest)) };
  if (kind === 'docker') {
    // a digest (`@`), or a tag: a `:` after the last `/` (`host:5000/name` is a registry's port)
    if (rest.includes('@') || rest.indexOf(':', rest.lastIndexOf('/') + 1) >= 0) return 'names a tag or digest: docker patterns match the image name only';
    return { kind, text, test: wildcard(normalizeImage(rest)) };
  }
  if (kind === 'npm') {
    if (/^@?[^@]+@/.test(rest)) return 'names a version: npm patterns match the package name only';
    return { kind, text, test: wildcard(rest.toLowerCase()) };
  }
  if (kind === 'cmd') return { kind, text, test: wildcard(programName(rest)) };
  return { kind, text, test: wildcard(rest) };
}

/** Scheme and host compare case-insensitively, the rest as written. */
function urlMatcher(pattern: string): (url: string) => boolean {
  const test = wildcard(foldOrigin(pattern));
  return (url) => test(foldOrigin(url));
}

function foldOrigin(url: string): string {
  const m = /^([^:/]*:\/\/[^/?#]*)(.*)$/s.exec(url);
  return m ? m[1]!.toLowerCase() + m[2]! : url;
}

/** An exact command line (Claude Code's `serverCommand`). */
export function argvEntry(argv: string[]): PolicyEntry {
  const key = JSON.stringify(argv);
  return { kind: 'argv', text: `serverCommand ${key}`, argv, test: (value) => value === key };
}

/** Does the entry name this server? */
export function matches(entry: PolicyEntry, server: Server): boolean {
  switch (entry.kind) {
    case 'name':
      return entry.test(server.name);
    case 'url':
      return server.url !== undefined && entry.test(server.url.value);
    case 'argv':
      return server.command !== undefined && entry.test(JSON.stringify([server.command.value, ...server.args.map((a) => a.value)]));
    case 'cmd': {
      const programs = [server.command?.value, ...analyzeLaunches(server).map((l) => l.command.value)];
      return programs.some((p) => p !== undefined && entry.test(programName(p)));
    }
    default: {
      const kind = entry.kind;
      const normalize = kind === 'pypi' ? normalizePypi : kind === 'docker' ? normalizeImage : (s: string) => s.toLowerCase();
      return analyzeLaunches(server).some((launch) => [launch.package, ...launch.extraPackages]
        .some((pkg) => pkg.ecosystem === kind && entry.test(normalize(pkg.name))));
    }
  }
}

/**
 * The allow entries that may allow this server. In Claude Code managed settings a name is a label the user picks, so
 * it counts only where the list pins nothing stronger for the server's kind: no `serverCommand` entry for a stdio
 * server, no `serverUrl` entry for a remote one ("How a server is evaluated", code.claude.com/docs/en/managed-mcp).
 */
function allowEntries(layer: PolicyLayer, server: Server): PolicyEntry[] {
  const allow = layer.allow ?? [];
  if (!layer.managed) return allow;
  const pinned = server.url ? 'url' : 'argv';
  return allow.some((e) => e.kind === pinned) ? allow.filter((e) => e.kind !== 'name') : allow;
}

/** Deny wins over every allow; each layer with an allow list must match. */
export function judge(policy: ServerPolicy, server: Server): Verdict {
  for (const layer of policy.layers) {
    const entry = layer.deny.find((e) => matches(e, server));
    if (entry) return { allowed: false, reason: 'denied', entry, layer };
  }
  for (const layer of policy.layers) {
    if (layer.allow && !allowEntries(layer, server).some((e) => matches(e, server))) {
      const nameOnly = layer.allow.some((e) => e.kind === 'name' && matches(e, server));
      return { allowed: false, reason: 'not-allowed', layer, ...(nameOnly ? { nameOnly } : {}) };
    }
  }
  return { allowed: true };
}
