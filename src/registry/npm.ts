/**
 * npm facts: the abbreviated packument (exists, versions, deprecations, what a moving spec resolves to today) and the
 * bulk advisory endpoint `npm audit` uses (`POST /-/npm/v1/security/advisories/bulk`, `{name: [versions]}` →
 * `{name: [{id, url, title, severity, vulnerable_versions, …}]}`), both through the registry client and `.npmrc`
 * resolution of `--fix` (src/fix/resolve.ts). The retired `/-/npm/v1/security/audits*` endpoints are never used.
 *
 * Advisories are asked for the pinned versions and, for the safe fix, every later release of the same major (at most
 * MAX_LATER), so that "no advisory covers 1.2.4" is something the registry said rather than assumed.
 */
import type { Resolver } from '../fix/resolve.js';
import { hideUserinfo, pickVersion } from '../fix/resolve.js';
import type { Advisory, PackageFacts } from '../model/online.js';
import type { AnswerCache } from './cache.js';
import { cacheKey } from './cache.js';
import type { Pool } from './pool.js';
import type { Wanted } from './collect.js';
import { semver as loadSemver } from '../model/lazy.js';

const MAX_LATER = 50;
export const BULK_PATH = '-/npm/v1/security/advisories/bulk';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Facts from one packument answer (pure). */
export function packumentFacts(wanted: Wanted, registry: string, data: unknown): PackageFacts {
  const semver = loadSemver();
  const facts: PackageFacts = { ecosystem: 'npm', name: wanted.name, registry, exists: { state: 'found' } };
  if (!isObject(data) || !isObject(data.versions)) return { ...facts, exists: { state: 'unchecked', reason: 'the registry sent a malformed packument' } };
  const versions = Object.keys(data.versions).filter((v) => semver.valid(v) === v).sort(semver.compare);
  const deprecated: Record<string, string> = {};
  for (const v of versions) {
    const text = (data.versions[v] as Record<string, unknown> | undefined)?.deprecated;
    // `deprecated` is a string; an empty string means un-deprecated; some packuments carry booleans
    if (typeof text === 'string' && text.trim() !== '') deprecated[v] = text.trim();
    else if (text === true) deprecated[v] = '';
  }
  const resolved: Record<string, string> = {};
  for (const spec of wanted.specs) {
    const got = pickVersion(data, spec);
    if (got.ok) resolved[spec] = got.version;
  }
  return { ...facts, versions, deprecated, resolved };
}

/** The versions to ask advisories for: those launched (pinned or resolved today) and later ones of the same major. */
export function versionsToCheck(wanted: Wanted, facts: PackageFacts): string[] {
  const semver = loadSemver();
  const launched = [...wanted.versions, ...Object.values(facts.resolved ?? {})].filter((v) => semver.valid(v, { loose: true }));
  const out = new Set(launched);
  for (const v of wanted.versions) {
    const clean = semver.valid(v, { loose: true });
    if (!clean) continue;
    const later = (facts.versions ?? []).filter((c) => semver.major(c) === semver.major(clean) && semver.gt(c, clean) && !semver.prerelease(c));
    for (const c of later.slice(0, MAX_LATER)) out.add(c);
  }
  return [...out];
}

/** One advisory of the bulk answer, or undefined when it is not shaped like one. */
function readAdvisory(raw: unknown): Advisory | undefined {
  if (!isObject(raw)) return undefined;
  const url = typeof raw.url === 'string' ? raw.url : undefined;
  const ghsa = url ? /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/i.exec(url)?.[0] : undefined;
  const id = ghsa ?? (typeof raw.id === 'number' || typeof raw.id === 'string' ? String(raw.id) : undefined);
  if (!id) return undefined;
  return {
    id, aliases: [], title: typeof raw.title === 'string' ? raw.title : '',
    ...(typeof raw.severity === 'string' ? { severity: raw.severity } : {}),
    ...(typeof raw.vulnerable_versions === 'string' ? { vulnerableVersions: raw.vulnerable_versions } : {}),
    ...(url ? { url } : {}),
  };
}

/** Advisories by package name out of a bulk answer (pure); undefined when the answer is not an object. */
export function readBulk(data: unknown): Map<string, Advisory[]> | undefined {
  if (!isObject(data)) return undefined;
  const out = new Map<string, Advisory[]>();
  for (const [name, list] of Object.entries(data)) {
    if (Array.isArray(list)) out.set(name, list.map(readAdvisory).filter((a): a is Advisory => a !== undefined));
  }
  return out;
}

/** Packuments first (in parallel, bounded), then one bulk advisory request per registry. */
export async function npmFacts(wanted: Wanted[], resolver: Resolver, pool: Pool, cache: AnswerCache): Promise<PackageFacts[]> {
  const facts = await Promise.all(wanted.map((w) => pool.run(async (): Promise<PackageFacts> => {
    const target = resolver.target(w.name, w.dir);
    const registry = target.ok ? target.registry : '';
    const key = cacheKey(['npm-packument', registry, w.name], target.ok ? target.credentials : {});
    // facts reach messages: a registry URL with credentials in it (`https://user:token@host/`) is shown without them
    const shown = hideUserinfo(registry);
    const got = await cache.get(key, (etag) => resolver.packument(w.name, w.dir, etag));
    if (got.ok) return { ...packumentFacts(w, shown, got.data), registryKey: registry };
    if (got.status === 404) return { ecosystem: 'npm', name: w.name, registry: shown, registryKey: registry, exists: { state: 'missing' } };
    return { ecosystem: 'npm', name: w.name, registry: shown, registryKey: registry, exists: { state: 'unchecked', reason: got.reason } };
  }, (reason): PackageFacts => ({ ecosystem: 'npm', name: w.name, registry: '', exists: { state: 'unchecked', reason } }))));

  const byRegistry = new Map<string, { body: Record<string, string[]>; members: PackageFacts[]; first: Wanted }>();
  wanted.forEach((w, i) => {
    const f = facts[i]!;
    if (f.exists.state !== 'found') return;
    const versions = versionsToCheck(w, f);
    if (!versions.length) return;
    let group = byRegistry.get(f.registryKey ?? f.registry);
    if (!group) byRegistry.set(f.registryKey ?? f.registry, (group = { body: {}, members: [], first: w }));
    group.body[w.name] = versions;
    group.members.push(f);
  });
  await Promise.all([...byRegistry.values()].map((group) => pool.run(async () => {
    const target = resolver.target(group.first.name, group.first.dir);
    const key = cacheKey(['npm-bulk-advisories', group.first.name, JSON.stringify(group.body)], target.ok ? target.credentials : {});
    const got = await cache.get(key, () => resolver.request(group.first.name, BULK_PATH, group.body, group.first.dir));
    const bulk = got.ok ? readBulk(got.data) : undefined;
    for (const f of group.members) {
      if (bulk) f.advisories = { ok: true, value: { checked: group.body[f.name]!, list: bulk.get(f.name) ?? [] } };
      else f.advisories = { ok: false, reason: got.ok ? 'the registry sent a malformed advisory answer' : `the bulk advisory request failed: ${got.reason}` };
    }
  }, (reason) => {
    for (const f of group.members) f.advisories = { ok: false, reason };
  })));
  return facts;
}
