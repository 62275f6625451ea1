/**
 * PyPI facts from its JSON API: `GET /pypi/<project>/<version>/json` for a pinned release (its `vulnerabilities`
 * cover that release; `info.yanked` and `yanked_reason` say whether it was pulled), `GET /pypi/<project>/json` for an
 * unpinned launch (the latest release, which is what uvx runs today). An unknown project answers 404; a name not in
 * canonical form answers 301 to the canonical URL, which the client follows on the same origin.
 *
 * The index is PyPI unless `PIP_INDEX_URL`, `UV_DEFAULT_INDEX` or `UV_INDEX_URL` names another: its JSON API sits
 * beside the simple index (`…/simple` → `…/pypi/<project>/json`), as on PyPI and its mirrors that serve it.
 */
import { connectionOptions } from '../fix/npmrc.js';
import type { Resolver } from '../fix/resolve.js';
import { normalizePypiName } from '../model/package-names.js';
import type { Advisory, PackageFacts } from '../model/online.js';
import type { Wanted } from './collect.js';
import type { AnswerCache } from './cache.js';
import { cacheKey } from './cache.js';
import type { Pool } from './pool.js';

export const PYPI = 'https://pypi.org/';

export function pypiBase(env: NodeJS.ProcessEnv): string {
  const given = env.PIP_INDEX_URL || env.UV_DEFAULT_INDEX || env.UV_INDEX_URL;
  if (!given) return PYPI;
  try {
    const url = new URL(given.split(/\s+/)[0]!);
    url.username = '';
    url.password = '';
    url.pathname = url.pathname.replace(/\/simple\/?$/, '/').replace(/\/?$/, '/');
    url.search = '';
    return url.href;
  } catch {
    return PYPI;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The release's advisories, withdrawn ones left out (pure). */
export function readVulnerabilities(data: unknown): Advisory[] | undefined {
  if (!isObject(data) || !isObject(data.info)) return undefined;
  const list = Array.isArray(data.vulnerabilities) ? data.vulnerabilities : [];
  return list.filter((v): v is Record<string, unknown> => isObject(v) && typeof v.id === 'string' && !v.withdrawn).map((v) => ({
    id: v.id as string,
    aliases: Array.isArray(v.aliases) ? v.aliases.filter((a): a is string => typeof a === 'string') : [],
    title: typeof v.summary === 'string' && v.summary ? v.summary : typeof v.details === 'string' ? v.details.split('\n')[0]!.slice(0, 160) : '',
    fixedIn: Array.isArray(v.fixed_in) ? v.fixed_in.filter((a): a is string => typeof a === 'string') : [],
    ...(typeof v.link === 'string' ? { url: v.link } : {}),
  }));
}

function yanked(data: unknown): string | undefined {
  if (!isObject(data) || !isObject(data.info) || data.info.yanked !== true) return undefined;
  return typeof data.info.yanked_reason === 'string' && data.info.yanked_reason ? `yanked: ${data.info.yanked_reason}` : 'yanked (no reason given)';
}

export async function pypiFacts(wanted: Wanted[], resolver: Resolver, pool: Pool, env: NodeJS.ProcessEnv, cache: AnswerCache): Promise<PackageFacts[]> {
  const base = pypiBase(env);
  const connection = connectionOptions(base, {}, env);
  const get = (path: string) => cache.get(cacheKey(['pypi-json', base, path]), (etag) =>
    resolver.fetchJson(`${base}pypi/${path}/json`, base, {}, connection, { headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) } }));
  return Promise.all(wanted.map((w) => pool.run(async (): Promise<PackageFacts> => {
    const name = normalizePypiName(w.name);
    const facts: PackageFacts = { ecosystem: 'pypi', name: w.name, registry: base, exists: { state: 'found' }, deprecated: {}, resolved: {} };
    const byVersion: Record<string, Advisory[]> = {};
    const checked: string[] = [];
    const problems: string[] = [];
    const releases: [string, string][] = [...w.versions].map((v) => [v, `${encodeURIComponent(name)}/${encodeURIComponent(v)}`]);
    if (w.specs.has('') || w.specs.has('latest')) releases.push(['', encodeURIComponent(name)]);
    for (const [version, path] of releases) {
      const got = await get(path);
      if (!got.ok) {
        if (got.status !== 404) problems.push(got.reason);
        else if (!version) return { ...facts, exists: { state: 'missing' } };
        else {
          const project = await get(encodeURIComponent(name));
          if (!project.ok && project.status === 404) return { ...facts, exists: { state: 'missing' } };
          problems.push(project.ok ? `PyPI has no release ${version}` : project.reason);
        }
        continue;
      }
      const release = version || (isObject(got.data) && isObject(got.data.info) && typeof got.data.info.version === 'string' ? got.data.info.version : '');
      const vulnerabilities = readVulnerabilities(got.data);
      if (!release || !vulnerabilities) {
        problems.push('PyPI sent an answer without "info"');
        continue;
      }
      if (!version) facts.resolved![''] = facts.resolved!.latest = release;
      const pulled = yanked(got.data);
      if (pulled) facts.deprecated![release] = pulled;
      byVersion[release] = vulnerabilities;
      checked.push(release);
    }
    if (!checked.length && problems.length) return { ...facts, exists: { state: 'unchecked', reason: problems[0]! } };
    facts.advisories = problems.length && !checked.length
      ? { ok: false, reason: problems[0]! }
      : { ok: true, value: { checked, list: Object.values(byVersion).flat(), byVersion } };
    return facts;
  }, (reason): PackageFacts => ({ ecosystem: 'pypi', name: w.name, registry: base, exists: { state: 'unchecked', reason } }))));
}
