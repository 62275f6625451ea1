/**
 * `--online`: asks the registries about every npm and PyPI package the scanned configs launch, before the rules run,
 * and returns what they said as data (`OnlineFacts`) plus one "could not check" line per package or endpoint that did
 * not answer. At most CONCURRENCY requests are in flight, and all of them share one time budget.
 */
import { Resolver, timeoutFromEnv } from '../fix/resolve.js';
import type { OnlineFacts, PackageFacts } from '../model/online.js';
import { onlineKey } from '../model/online.js';
import type { ConfigFile } from '../model/types.js';
import { AnswerCache, cacheDir } from './cache.js';
import { collectWanted } from './collect.js';
import type { Wanted } from './collect.js';
import { npmFacts } from './npm.js';
import { ociFacts } from './oci.js';
import { createPool } from './pool.js';
import { pypiFacts } from './pypi.js';

export const CONCURRENCY = 4;
export const DEFAULT_BUDGET_MS = 30_000;

export interface GatherOptions {
  /** mcp-audit's --registry (wins over `.npmrc`, as for --fix) */
  registry?: string;
  env: NodeJS.ProcessEnv;
  /** bound for one request (default: --fix's, `MCP_AUDIT_REGISTRY_TIMEOUT_MS`) */
  timeoutMs?: number;
  /** bound for all of them (default 30 s, or `MCP_AUDIT_ONLINE_BUDGET_MS`) */
  budgetMs?: number;
  /** `--no-cache`: neither read nor write the answer cache */
  noCache?: boolean;
}

export interface Gathered {
  facts: OnlineFacts;
  /** one line each, for stderr: what could not be checked, and why */
  notes: string[];
  /** how many packages were asked about */
  asked: number;
  /** how many answers came from the cache */
  cached: number;
}

function budgetFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = Number(env.MCP_AUDIT_ONLINE_BUDGET_MS);
  return Number.isFinite(raw) && raw > 0 ? raw : DEFAULT_BUDGET_MS;
}

function notesFor(f: PackageFacts): string[] {
  const what = f.ecosystem === 'docker' ? `image "${f.name}"` : `${f.ecosystem === 'npm' ? 'npm' : 'PyPI'} package "${f.name}"`;
  if (f.exists.state === 'unchecked') return [`could not check ${what}: ${f.exists.reason}`];
  if (f.exists.state === 'missing' || !f.advisories) return [];
  return f.advisories.ok ? [] : [`could not check ${what} for advisories: ${f.advisories.reason}`];
}

/** A moving spec whose version today could not be told (a PyPI range, a dist-tag the registry lacks): not checked. */
function unresolved(w: Wanted, packages: Map<string, PackageFacts>): string[] {
  const f = packages.get(onlineKey(w.ecosystem, w.name));
  if (w.ecosystem === 'docker' || f?.exists.state !== 'found') return [];
  return [...w.specs].filter((spec) => f.resolved?.[spec] === undefined)
    .map((spec) => `could not check ${w.ecosystem === 'npm' ? 'npm' : 'PyPI'} package "${w.name}" at "${spec || 'latest'}": which release that spec runs today was not resolved`);
}

export async function gatherOnlineFacts(configs: ConfigFile[], options: GatherOptions): Promise<Gathered> {
  const { wanted, skipped } = collectWanted(configs);
  const timeoutMs = options.timeoutMs ?? timeoutFromEnv(options.env);
  const pool = createPool(CONCURRENCY, options.budgetMs ?? budgetFromEnv(options.env));
  const resolver = new Resolver({ timeoutMs, env: options.env, signal: pool.signal, ...(options.registry ? { registry: options.registry } : {}) });
  const cache = new AnswerCache(options.noCache ? undefined : cacheDir(options.env));
  const all = [...wanted.values()];
  const [npm, pypi, images] = await Promise.all([
    npmFacts(all.filter((w) => w.ecosystem === 'npm'), resolver, pool, cache),
    pypiFacts(all.filter((w) => w.ecosystem === 'pypi'), resolver, pool, options.env, cache),
    ociFacts(all.filter((w) => w.ecosystem === 'docker'), pool, timeoutMs, options.env),
  ]);
  const packages = new Map<string, PackageFacts>();
  for (const f of [...npm, ...pypi, ...images]) packages.set(onlineKey(f.ecosystem, f.name), f);
  const notes = [...skipped, ...[...packages.values()].flatMap(notesFor), ...all.flatMap((w) => unresolved(w, packages))];
  return { facts: { packages, notes }, notes, asked: all.length, cached: cache.hits };
}
