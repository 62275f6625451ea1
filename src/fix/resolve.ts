/**
 * Version look-ups for pinning fixes: fetch a packument with npm's registry client (registry-client.ts, loaded only
 * when a fix needs it), from the registry and with the credentials npm would use for the config's folder (npmrc.ts),
 * and pick the exact version that the launcher would run today.
 *
 * Which version a spec pins to — the one `npx` would install now, so that the safe fix keeps what the client runs:
 * - `''` (a bare name) and `latest`: `dist-tags.latest`, as written by the registry.
 * - another dist-tag (`next`, `beta`): that tag's version.
 * - an exact version: itself, when published.
 * - a range: `dist-tags.latest` when it satisfies the range and is not deprecated (npm's own preference);
 *   otherwise the highest satisfying non-prerelease version, skipping deprecated versions unless only deprecated
 *   ones satisfy (npm-pick-manifest's order, without its engine check: the Node that will run the server is not
 *   necessarily this one).
 *
 * The chosen version is written into a config file, so it must be a strictly valid semver string: a registry that
 * answers with anything else gets a "malformed packument" reason, never an edit.
 *
 * Look-ups stay on the registry's origin: a redirect elsewhere is refused before a connection is made (same-origin.ts)
 * and becomes a reason like any other failure.
 */
import { semver as loadSemver } from '../model/lazy.js';
import type { VersionRequest } from '../model/types.js';
import { connectionOptions, credentialSettings, npmSettings, registryFor } from './npmrc.js';
import type { ConnectionOptions, NpmSettings } from './npmrc.js';
import { registryClient } from './registry-client.js';
import type { RegistryClient } from './registry-client.js';
import { CROSS_ORIGIN_CODE, sameOriginAgent } from './same-origin.js';

export type Resolution = { ok: true; version: string } | { ok: false; reason: string };

export interface ResolveOptions {
  /** mcp-audit's --registry: wins over .npmrc and npm_config_registry, as npm's own --registry does */
  registry?: string;
  /** upper bound for one look-up, retries included */
  timeoutMs: number;
  /** the environment npm would see: npm_config_*, proxies, HOME; process.env when undefined */
  env?: NodeJS.ProcessEnv;
  /** cancels every request still running (`--online`'s overall time budget) */
  signal?: AbortSignal;
}

/** Default bound for a look-up; `MCP_AUDIT_REGISTRY_TIMEOUT_MS` overrides it (tests use a short one). */
export const DEFAULT_TIMEOUT_MS = 10_000;

export function timeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.MCP_AUDIT_REGISTRY_TIMEOUT_MS);
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, DEFAULT_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
}

type Packument = { versions: Record<string, unknown>; distTags: Record<string, unknown> };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPackument(data: unknown): Packument | undefined {
  if (!isObject(data) || !isObject(data.versions)) return undefined;
  const distTags = data['dist-tags'] === undefined ? {} : data['dist-tags'];
  if (!isObject(distTags)) return undefined;
  return { versions: data.versions, distTags };
}

const isDeprecated = (manifest: unknown): boolean =>
  isObject(manifest) && typeof manifest.deprecated === 'string' && manifest.deprecated !== '';

/** Exact version for `spec` out of a packument (pure; see the header for the rules). */
export function pickVersion(data: unknown, spec: string): Resolution {
  const packument = readPackument(data);
  if (!packument) return { ok: false, reason: 'the registry sent a malformed packument' };
  const { versions, distTags } = packument;
  const semver = loadSemver();
  const published = (v: unknown): v is string => typeof v === 'string' && Object.hasOwn(versions, v);
  const strict = (v: string): Resolution =>
    semver.valid(v) === v ? { ok: true, version: v } : { ok: false, reason: `the registry sent a malformed packument (version "${v.slice(0, 40)}")` };

  const tag = spec === '' ? 'latest' : spec;
  if (spec === '' || semver.validRange(spec, { loose: true }) === null) {
    const target = distTags[tag];
    if (target === undefined) return { ok: false, reason: `the registry has no dist-tag "${tag}"` };
    if (!published(target)) return { ok: false, reason: `the registry sent a malformed packument (dist-tag "${tag}" names no published version)` };
    return strict(target);
  }
  const exact = semver.valid(spec, { loose: true });
  if (exact && published(exact)) return strict(exact);

  const latest = distTags.latest;
  if (published(latest) && semver.valid(latest) === latest && semver.satisfies(latest, spec, { loose: true }) && !isDeprecated(versions[latest])) {
    return { ok: true, version: latest };
  }
  const candidates = Object.keys(versions).filter((v) => semver.valid(v) === v && semver.satisfies(v, spec, { loose: true }));
  const live = candidates.filter((v) => !isDeprecated(versions[v]));
  const best = semver.maxSatisfying(live.length ? live : candidates, '*', { includePrerelease: true });
  if (!best) return { ok: false, reason: `no published version satisfies "${spec}"` };
  return { ok: true, version: best };
}

/** Why a fetch failed, in words for a person. */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  const e = (error ?? {}) as { code?: string; type?: string; name?: string; statusCode?: number; message?: string; errno?: string };
  const seconds = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10}s` : `${timeoutMs}ms`;
  if (typeof e.statusCode === 'number') return `registry answered ${e.statusCode}`;
  if (e.code === CROSS_ORIGIN_CODE) {
    const to = /redirected to (\S+)/.exec(e.message ?? '')?.[1];
    return `the registry redirected the request to another origin${to ? ` (${hideUserinfo(to).slice(0, 100)})` : ''}, which is not followed`;
  }
  const httpCode = /^E(\d{3})$/.exec(e.code ?? '');
  if (httpCode) return `registry answered ${httpCode[1]}`;
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || e.type === 'request-timeout' || e.type === 'body-timeout'
    || e.code === 'ETIMEDOUT' || e.code === 'ESOCKETTIMEDOUT' || e.code === 'ECONNECTIONTIMEOUT' || e.code === 'EIDLETIMEOUT'
    || e.code === 'ERESPONSETIMEOUT' || e.type === 'aborted') {
    return `no answer from the registry within ${seconds}`;
  }
  if (e.type === 'invalid-json' || e.code === 'EJSONPARSE' || error instanceof SyntaxError) return 'the registry sent invalid JSON';
  if (e.code === 'EINVALIDPACKAGENAME' || e.code === 'EINVALIDTAGNAME') return 'not a valid npm package name';
  if (e.code && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(e.code)) {
    return `the registry's TLS certificate is not trusted (${e.code}; .npmrc's cafile or ca names the authority to trust)`;
  }
  const net = e.code ?? e.errno;
  if (net && /^E[A-Z_]+$/.test(net)) return `could not reach the registry (${net})`;
  return `registry look-up failed (${hideUserinfo((e.message ?? String(error)).split('\n')[0]!).slice(0, 160)})`;
}

/** `https://user:token@host/` → `https://***@host/`: registry URLs may carry credentials; messages never do. */
export function hideUserinfo(text: string): string {
  return text.replace(/\/\/[^/\s@]+@/g, '//***@');
}

/** What npm sends for an install: the abbreviated packument, which carries dist-tags, versions and deprecations. */
const ABBREVIATED = 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*';

/** A registry answer, or why there is none (`status`: the HTTP status when the registry answered with an error). */
export type Fetched = { ok: true; data: unknown; etag?: string; notModified?: true } | { ok: false; reason: string; status?: number };

/** Fetches each packument once per registry and credentials, and answers every request for it. */
export class Resolver {
  private readonly settings = new Map<string, NpmSettings>();
  private readonly agents = new Map<string, object>();
  private readonly packuments = new Map<string, Promise<Fetched>>();

  constructor(private readonly options: ResolveOptions) {}

  /** `dir`: the folder of the config being fixed, whose nearest .npmrc applies. */
  async resolve(request: VersionRequest, dir = process.cwd()): Promise<Resolution> {
    if (request.ecosystem !== 'npm') return { ok: false, reason: `cannot look up ${String(request.ecosystem)} packages` };
    const got = await this.packument(request.name, dir);
    return got.ok ? pickVersion(got.data, request.spec) : { ok: false, reason: got.reason };
  }

  /** The abbreviated packument of `name`, from the registry the `.npmrc` nearest to `dir` names for it; once per run. */
  async packument(name: string, dir = process.cwd(), etag?: string): Promise<Fetched> {
    const target = this.target(name, dir);
    if (!target.ok) return target;
    const { registry, credentials, connection } = target;
    const key = JSON.stringify([registry, name, credentials, connection, etag]);
    let fetched = this.packuments.get(key);
    if (!fetched) {
      fetched = this.fetch(name, registry, credentials, connection, etag);
      this.packuments.set(key, fetched);
    }
    return fetched;
  }

  /** The registry (with its credentials and connection settings) npm would ask for `name` from `dir`. */
  target(name: string, dir = process.cwd()): { ok: true; registry: string; credentials: Record<string, string>; connection: ConnectionOptions } | { ok: false; reason: string } {
    let settings: NpmSettings;
    try {
      settings = this.settingsFor(dir);
    } catch (error) {
      return { ok: false, reason: describeFetchError(error, this.options.timeoutMs) };
    }
    const registry = registryFor(name, settings);
    return { ok: true, registry, credentials: credentialSettings(settings), connection: connectionOptions(registry, settings, this.env) };
  }

  /**
   * A JSON request to `path` under the registry npm would ask for `name` (`-/npm/v1/security/advisories/bulk`), with
   * that registry's credentials and connection, and a JSON body when given (sent gzipped, as npm audit sends it).
   */
  async request(name: string, path: string, body: unknown, dir = process.cwd()): Promise<Fetched> {
    const target = this.target(name, dir);
    if (!target.ok) return target;
    return this.fetchJson(`${target.registry}${path}`, target.registry, target.credentials, target.connection, body === undefined ? {} : { method: 'POST', body, gzip: true });
  }

  private get env(): NodeJS.ProcessEnv {
    return this.options.env ?? process.env;
  }

  private settingsFor(dir: string): NpmSettings {
    let found = this.settings.get(dir);
    if (!found) {
      const { ini } = registryClient();
      found = npmSettings(dir, { env: this.env, home: this.env.HOME || undefined, cliRegistry: this.options.registry, parseIni: (t) => ini.parse(t) });
      this.settings.set(dir, found);
    }
    return found;
  }

  private async fetch(name: string, registry: string, credentials: Record<string, string>, connection: ConnectionOptions, etag?: string): Promise<Fetched> {
    let escaped: ReturnType<RegistryClient['npa']>;
    try {
      escaped = registryClient().npa(name);
    } catch (error) {
      return { ok: false, reason: describeFetchError(error, this.options.timeoutMs) };
    }
    if (!escaped.registry || !escaped.escapedName || escaped.name !== name) return { ok: false, reason: 'not a valid npm package name' };
    const headers: Record<string, string> = { accept: ABBREVIATED, ...(etag ? { 'if-none-match': etag } : {}) };
    return this.fetchJson(`${registry}${escaped.escapedName}`, registry, credentials, connection, { headers });
  }

  /**
   * A JSON request with npm's client, kept on `registry`'s origin, with the given credentials (none for another host).
   * A `304` (to an `if-none-match` the caller sent) answers `notModified` with no data; the answer's ETag comes back.
   */
  async fetchJson(url: string, registry: string, credentials: Record<string, string>, connection: ConnectionOptions, extra: Record<string, unknown>): Promise<Fetched> {
    const { timeoutMs } = this.options;
    try {
      const client = registryClient();
      const agentKey = JSON.stringify([registry, connection]);
      let agent = this.agents.get(agentKey);
      if (!agent) this.agents.set(agentKey, (agent = sameOriginAgent(registry, timeoutMs, connection)));
      const response = await client.fetch(url, {
        ...credentials,
        registry,
        agent,
        headers: {},
        userAgent: 'mcp-audit (+https://github.com/mcp-audit/mcp-audit)',
        // No `cache`: nothing is written to ~/.npm, and every look-up sees the registry's current answer.
        preferOnline: true,
        timeout: timeoutMs,
        signal: this.options.signal ? AbortSignal.any([AbortSignal.timeout(timeoutMs), this.options.signal]) : AbortSignal.timeout(timeoutMs),
        retry: { retries: 1, factor: 1, minTimeout: Math.min(200, timeoutMs / 4), maxTimeout: Math.min(500, timeoutMs / 2) },
        ...extra,
      });
      const etag = response.headers.get('etag') ?? undefined;
      if (response.status === 304) return { ok: true, data: undefined, notModified: true, ...(etag ? { etag } : {}) };
      const data = await response.json();
      return { ok: true, data, ...(etag ? { etag } : {}) };
    } catch (error) {
      const status = (error as { statusCode?: unknown })?.statusCode;
      return { ok: false, reason: describeFetchError(error, timeoutMs), ...(typeof status === 'number' ? { status } : {}) };
    }
  }
}
