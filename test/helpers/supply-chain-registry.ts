/**
 * A local registry for the online checks: one HTTP server on 127.0.0.1 that speaks the npm registry's packument and
 * bulk-advisory endpoints and PyPI's JSON API with the fixtures of fixtures/supply-chain/, counting every request.
 *
 * npm: `GET /<name>` (scoped as `@scope%2fname`) → the packument, with the public registry's caching headers, or 404
 * `{"error":"Not found"}`; `POST /-/npm/v1/security/advisories/bulk` (JSON, gzipped or not) → the advisories that
 * cover a requested version, `{}` when none. PyPI: `GET /pypi/<project>/json` and `/pypi/<project>/<version>/json`;
 * a name not in canonical form answers 301 to the canonical URL; unknown → 404. OCI: `HEAD /v2/<name>/manifests/<tag>`
 * answers 401 with a `Bearer realm=…/token` challenge until it carries the token `GET /token` hands out.
 *
 * Behaviour switches, changeable between tests: `bulkStatus` (e.g. 405 with `allow: GET,HEAD`, as the mirror here
 * answers), `failing` (names answered 503), `slow` (names answered after `slowMs`). A packument request whose
 * `if-none-match` is the packument's ETag gets a 304.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import semver from 'semver';

const FIXTURES = new URL('../../fixtures/supply-chain/', import.meta.url);
const load = (name: string) => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

export interface SupplyChainRegistry {
  url: string;
  requests: { method: string; path: string; body?: unknown; ifNoneMatch?: string }[];
  /** most requests in flight at once */
  maxInFlight: number;
  bulkStatus: number;
  failing: Set<string>;
  slow: Set<string>;
  slowMs: number;
  /**
   * Resolves once nothing is in flight and no request has arrived for a moment: a test that gave up on slow answers
   * (a spent time budget) waits for them here, so that a request still on its way is not counted by the next test.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const canonical = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

export async function startSupplyChainRegistry(): Promise<SupplyChainRegistry> {
  const packuments: Record<string, unknown> = load('npm-packuments.json');
  const advisories: Record<string, { vulnerable_versions: string }[]> = load('npm-advisories.json');
  const pypi: Record<string, { latest: string; releases: Record<string, unknown> }> = load('pypi.json');
  const images: Record<string, Record<string, string>> = load('oci-manifests.json');
  let inFlight = 0;
  const timers = new Set<NodeJS.Timeout>();
  const state: SupplyChainRegistry = {
    url: '', requests: [], maxInFlight: 0, bulkStatus: 200, failing: new Set(), slow: new Set(), slowMs: 2000,
    settle: async () => {
      for (let seen = -1; inFlight > 0 || state.requests.length !== seen;) {
        seen = state.requests.length;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const wait = (ms: number) => new Promise<void>((resolve) => {
    const t = setTimeout(() => { timers.delete(t); resolve(); }, ms);
    timers.add(t);
  });
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };

  const bulk = (req: IncomingMessage, raw: Buffer, res: ServerResponse) => {
    const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
    const body = JSON.parse(text) as Record<string, string[]>;
    state.requests[state.requests.length - 1]!.body = body;
    if (state.bulkStatus !== 200) {
      res.writeHead(state.bulkStatus, { allow: 'GET,HEAD', 'content-length': '0' });
      return res.end();
    }
    const out: Record<string, unknown[]> = {};
    for (const [name, versions] of Object.entries(body)) {
      const hits = (advisories[name] ?? []).filter((a) => versions.some((v) => semver.satisfies(v, a.vulnerable_versions)));
      if (hits.length) out[name] = hits;
    }
    json(res, 200, out);
  };

  const pypiAnswer = (path: string, res: ServerResponse) => {
    const [, project, version] = /^\/pypi\/([^/]+)(?:\/([^/]+))?\/json$/.exec(path) ?? [];
    if (!project) return json(res, 404, { message: 'Not Found' });
    const name = decodeURIComponent(project);
    const entry = pypi[canonical(name)];
    if (!entry) return json(res, 404, { message: 'Not Found' });
    if (name !== canonical(name)) {
      res.writeHead(301, { location: `/pypi/${canonical(name)}${version ? `/${version}` : ''}/json` });
      return res.end();
    }
    const release = entry.releases[version ? decodeURIComponent(version) : entry.latest];
    if (!release) return json(res, 404, { message: 'Not Found' });
    json(res, 200, version ? release : { ...(release as object), releases: Object.fromEntries(Object.keys(entry.releases).map((v) => [v, []])) },
      { 'cache-control': 'max-age=900, public' });
  };

  // OCI: a HEAD without the pull token gets the anonymous-token challenge; with it, the tag's digest or 404
  const ociAnswer = (req: IncomingMessage, name: string, tag: string, res: ServerResponse) => {
    if (req.headers.authorization !== 'Bearer anonymous-pull-token') {
      res.writeHead(401, { 'www-authenticate': `Bearer realm="${state.url}/token",service="registry.test",scope="repository:${name}:pull"` });
      return res.end();
    }
    const digest = images[name]?.[tag];
    if (!digest) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ errors: [{ code: 'MANIFEST_UNKNOWN', message: 'manifest unknown' }] }));
    }
    res.writeHead(200, { 'docker-content-digest': digest, 'content-type': 'application/vnd.oci.image.index.v1+json', 'content-length': '1609' });
    res.end();
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const ifNoneMatch = req.headers['if-none-match'];
      state.requests.push({ method: req.method ?? 'GET', path, ...(typeof ifNoneMatch === 'string' ? { ifNoneMatch } : {}) });
      inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      try {
        const name = decodeURIComponent(path.slice(1));
        if (state.slow.has(name)) await wait(state.slowMs);
        if (state.failing.has(name)) return json(res, 503, { error: 'Service Unavailable' });
        if (path === '/-/npm/v1/security/advisories/bulk' && req.method === 'POST') return bulk(req, Buffer.concat(chunks), res);
        if (path.startsWith('/pypi/')) return pypiAnswer(path, res);
        if (path === '/token') return json(res, 200, { token: 'anonymous-pull-token', expires_in: 300, issued_at: '2026-12-01T00:00:00Z' });
        const manifest = /^\/v2\/(.+)\/manifests\/([^/]+)$/.exec(path);
        if (manifest) return ociAnswer(req, manifest[1]!, decodeURIComponent(manifest[2]!), res);
        const doc = packuments[name];
        if (!doc) return json(res, 404, { error: 'Not found' });
        const etag = `"${name.length}-fixture"`;
        if (ifNoneMatch === etag) {
          res.writeHead(304, { etag, 'cache-control': 'public, max-age=300' });
          return res.end();
        }
        json(res, 200, doc, { 'cache-control': 'public, max-age=300', etag, vary: 'accept-encoding, accept' });
      } finally {
        inFlight--;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
