/**
 * `mcp-audit probe` without its command line: which servers it would start or reach (and how, shown before anything
 * runs), probing them one after another, and the lockfile as it is after the run (new servers recorded; with
 * update, every probed entry rewritten; with check, nothing).
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { launchFingerprint } from '../analysis/canonical-json.js';
import { templateOf } from '../discover/discover.js';
import { displayPath, isInside, slashed } from '../discover/paths.js';
import type { ConfigFile, ProbeRun, Server, ServerProbe } from '../model/types.js';
import { TOOLS_LOCK_NAME, formatToolsLock } from '../toolslock/lock.js';
import type { LockData } from '../toolslock/lock.js';
import { loadToolsLock, toolsLockDir } from '../toolslock/load.js';
import { resolveValue, scrubbedEnv } from './env.js';
import { probeHttp, probeStdio } from './probe.js';
import type { StdioLaunch } from './stdio.js';

export interface PlannedServer {
  config: ConfigFile;
  server: Server;
  lockDir: string;
  /** the config's key in the lockfile */
  key: string;
  /** what will be started or contacted, for the consent prompt (env values are never shown) */
  shown: string;
  stdio?: StdioLaunch;
  http?: { url: string; headers: Record<string, string> };
  /** why it is not probed */
  skip?: string;
}

export interface ProbeOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  roots: string[];
  remote: boolean;
}

const quoteArg = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);

export function planProbe(configs: ConfigFile[], options: ProbeOptions): PlannedServer[] {
  const planned: PlannedServer[] = [];
  for (const config of configs) {
    const root = options.roots.find((r) => isInside(config.source.path, r)) ?? options.cwd;
    const lockDir = toolsLockDir(root);
    const key = slashed(relative(lockDir, config.source.path));
    for (const server of config.servers) planned.push(planServer(config, server, { lockDir, key, root }, options));
  }
  return planned;
}

function planServer(config: ConfigFile, server: Server, at: { lockDir: string; key: string; root: string }, options: ProbeOptions): PlannedServer {
  const base = { config, server, lockDir: at.lockDir, key: at.key };
  // `.mcp.json.example`: what someone may copy, not what a host starts
  if (templateOf(config.source.path.split(/[\\/]/).pop()!) !== undefined) return { ...base, shown: server.command?.value ?? server.url?.value ?? '', skip: 'a template; no host starts it' };
  const resolve = (v: string) => resolveValue(v, config.host, options.env, at.root);
  if (server.command) {
    const words = [server.command.value, ...server.args.map((a) => a.value)].map(resolve);
    const shown = `${words.map((w, i) => quoteArg(w.ok ? w.value : [server.command!.value, ...server.args.map((a) => a.value)][i]!)).join(' ')}`;
    const env = scrubbedEnv(server, config.host, options.env, at.root);
    const missing = [...words.flatMap((w) => (w.ok ? [] : w.missing)), ...(env.ok ? [] : env.missing)];
    const envNote = server.env.length ? ` (env: ${server.env.map((e) => e.key).join(', ')})` : '';
    const cwd = displayPath(at.root, options.cwd);
    if (missing.length) return { ...base, shown: shown + envNote, skip: `unset variable${missing.length > 1 ? 's' : ''} ${[...new Set(missing)].join(', ')}` };
    const values = words.map((w) => (w as { value: string }).value);
    const dir = entryCwd(config, server, at.root, resolve);
    if (typeof dir !== 'string') return { ...base, shown: shown + envNote, skip: dir.skip };
    const given = { ...forwardedEnv(config, server, options.env), ...(env as { env: Record<string, string> }).env };
    return { ...base, shown: `${shown}${envNote} in ${dir === at.root ? cwd : displayPath(dir, options.cwd)}`, stdio: { command: values[0]!, args: values.slice(1), env: given, cwd: dir } };
  }
  if (server.url) {
    const url = resolve(server.url.value);
    const shown = `${server.transport} ${server.url.value}${server.headers.length ? ` (headers: ${server.headers.map((h) => h.key).join(', ')})` : ''}`;
    if (!options.remote) return { ...base, shown, skip: 'remote; probed only with --remote' };
    if (server.transport === 'sse' || server.transport === 'ws') return { ...base, shown, skip: `the ${server.transport} transport is not probed (Streamable HTTP only)` };
    const headers: Record<string, string> = {};
    const missing: string[] = [];
    for (const h of server.headers) {
      const value = resolve(h.value.value);
      if (value.ok) headers[h.key] = value.value;
      else missing.push(...value.missing);
    }
    if (!url.ok) missing.push(...url.missing);
    if (missing.length) return { ...base, shown, skip: `unset variable${missing.length > 1 ? 's' : ''} ${[...new Set(missing)].join(', ')}` };
    return { ...base, shown, http: { url: (url as { value: string }).value, headers } };
  }
  return { ...base, shown: '(no command or url)', skip: 'nothing to start' };
}

/** A key of the server's entry as the host's parser read it (`cwd`, Codex's `env_vars`). */
function entryValue(config: ConfigFile, server: Server, key: string): unknown {
  let value: unknown = config.data;
  for (const seg of [...server.path, key]) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[seg];
  }
  return value;
}

/** The entry's `cwd` (VS Code, Codex), resolved against the project folder; the project folder without one. */
function entryCwd(config: ConfigFile, server: Server, root: string, resolve: (v: string) => ReturnType<typeof resolveValue>): string | { skip: string } {
  const given = entryValue(config, server, 'cwd');
  if (typeof given !== 'string') return root;
  const value = resolve(given);
  if (!value.ok) return { skip: `unset variable${value.missing.length > 1 ? 's' : ''} ${value.missing.join(', ')} in cwd` };
  const dir = resolvePath(root, value.value);
  try {
    if (statSync(dir).isDirectory()) return dir;
  } catch {
    // reported below
  }
  return { skip: `its cwd ${JSON.stringify(given)} is not a folder` };
}

/** Codex's `env_vars`: names (or `{ name, source = "local" }`) of variables forwarded from the environment. */
function forwardedEnv(config: ConfigFile, server: Server, parent: NodeJS.ProcessEnv): Record<string, string> {
  const list = config.host === 'codex' ? entryValue(config, server, 'env_vars') : undefined;
  const out: Record<string, string> = {};
  if (!Array.isArray(list)) return out;
  for (const item of list) {
    const name = typeof item === 'string' ? item : (item as { name?: unknown; source?: unknown })?.source === undefined || (item as { source?: unknown }).source === 'local' ? (item as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && parent[name] !== undefined) out[name] = parent[name]!;
  }
  return out;
}

/** Probe every planned server that is not skipped, one at a time (each can take the whole timeout). */
export async function runProbe(planned: PlannedServer[], timeoutMs: number, progress: (line: string) => void): Promise<ProbeRun['servers']> {
  const seen: ProbeRun['servers'] = new Map();
  for (const p of planned) {
    if (p.skip) continue;
    progress(`probing ${p.key} "${p.server.name}"…`);
    const result: ServerProbe = p.stdio ? await probeStdio(p.stdio, timeoutMs) : await probeHttp(p.http!.url, p.http!.headers, timeoutMs);
    maskGiven(result, p);
    if (!seen.has(p.key)) seen.set(p.key, new Map());
    seen.get(p.key)!.set(p.server.name, result);
  }
  return seen;
}

/**
 * The values the probe itself handed the server (its entry's variables resolved from the environment, its headers)
 * are secrets the config's masker never saw: a server echoing them to stderr or stdout must not get them printed.
 */
function maskGiven(result: ServerProbe, p: PlannedServer): void {
  const given = p.stdio ? p.server.env.map((e) => p.stdio!.env[e.key] ?? '') : Object.values(p.http!.headers);
  const mask = (text: string) => given.filter((v) => v.length >= 6).reduce((t, v) => t.split(v).join(`${v.slice(0, 2)}… (${v.length} characters)`), text);
  if (result.failure) result.failure = mask(result.failure);
  result.pollution = result.pollution.map(mask);
}

/**
 * The lockfiles after the run: servers with no entry are recorded; with `update`, every server probed without a
 * failure is rewritten. Written atomically (temporary file, then rename); unchanged files are not touched.
 * Returns the lockfiles written (display paths) and those that could not be used (one line each).
 */
export function writeLocks(planned: PlannedServer[], seen: ProbeRun['servers'], update: boolean, cwd: string): { written: string[]; problems: string[] } {
  const written: string[] = [];
  const problems: string[] = [];
  for (const dir of new Set(planned.map((p) => p.lockDir))) {
    const loaded = loadToolsLock(dir, cwd);
    if (loaded.problem) {
      problems.push(loaded.problem);
      continue;
    }
    const data: LockData = loaded.data ?? new Map();
    const before = loaded.data ? formatToolsLock(data) : undefined;
    for (const p of planned.filter((q) => q.lockDir === dir)) {
      const result = seen.get(p.key)?.get(p.server.name);
      if (!result || result.failure) continue;
      const file = data.get(p.key) ?? { host: p.config.host, servers: new Map() };
      data.set(p.key, file);
      if (file.servers.has(p.server.name) && !update) continue;
      file.servers.set(p.server.name, {
        launch: launchFingerprint(p.server), era: result.era, protocolVersion: result.protocolVersion,
        serverInfo: result.serverInfo, instructions: result.instructions, items: result.items,
      });
    }
    if (!data.size) continue;
    const text = formatToolsLock(data);
    if (text === before) continue;
    const path = join(dir, TOOLS_LOCK_NAME);
    const tmp = join(dirname(path), `.${TOOLS_LOCK_NAME}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      writeFileSync(tmp, text, { flag: 'wx' });
      renameSync(tmp, path);
      written.push(loaded.display);
    } catch (e) {
      rmSync(tmp, { force: true });
      problems.push(`${loaded.display}: could not be written (${(e as Error).message})`);
    }
  }
  return { written, problems };
}
