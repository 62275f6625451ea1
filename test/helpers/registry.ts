/**
 * A tiny npm registry for tests: a real HTTP server on 127.0.0.1 (random port) that serves the packuments in
 * `fixtures/packuments/` (`<name>.json`, scoped names as `@scope%2fname.json`), so that npm's real registry client talks to it.
 *
 * Special packages:
 * - `server-error`: 500
 * - `slow-package`: answers after `slowMs` (default 5 s; give runFixes a shorter timeout)
 * - `broken-json`: 200 with a body that is not JSON
 * - `reset-connection`: the connection is dropped before any answer
 * - `garbage`: 200 with bytes that are not text
 * - anything without a fixture: 404, as the npm registry answers
 *
 * Options: `redirects` answers a name with a 301 to the given location (another origin, or a path of this one);
 * `beforeAnswer` is awaited before any answer, so that a test can act while the client waits; `authorization` makes it
 * a private registry that answers 401 unless the request carries exactly that `Authorization` header.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export const PACKUMENTS = new URL('../../fixtures/packuments/', import.meta.url);

export interface TestRegistry {
  /** base URL, e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  /** package names requested so far, decoded (`@angular/cli`), in order */
  requests: string[];
  /** the `Authorization` header of each request, in the same order (undefined when none was sent) */
  authorizations: (string | undefined)[];
  /** each request's target as sent: a path, or a whole URL when the client took this server for its proxy */
  targets: string[];
  close(): Promise<void>;
}

function loadFixtures(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(PACKUMENTS)) {
    if (!file.endsWith('.json')) continue;
    const name = decodeURIComponent(file.slice(0, -'.json'.length));
    out.set(name, readFileSync(new URL(encodeURIComponent(file), PACKUMENTS), 'utf8'));
  }
  return out;
}

export interface RegistryOptions {
  slowMs?: number;
  /** package name → Location of a 301 answer */
  redirects?: Record<string, string>;
  /** awaited before each answer, with the package name */
  beforeAnswer?: (name: string) => void | Promise<void>;
  /** the exact `Authorization` header required (e.g. `Bearer abc`); others get 401 */
  authorization?: string;
  /** serve HTTPS with this key and certificate (PEM) instead of HTTP */
  tls?: { key: string; cert: string };
}

export async function startRegistry(options: RegistryOptions = {}): Promise<TestRegistry> {
  const fixtures = loadFixtures();
  const requests: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const targets: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    // npm asks for `/@scope%2fname` (scoped) or `/name`; through a proxy, for the whole URL (`http://host/name`).
    const path = /^https?:\/\//.test(req.url ?? '') ? new URL(req.url!).pathname : (req.url ?? '/');
    const name = decodeURIComponent(path.split('?')[0]!.slice(1));
    targets.push(req.url ?? '');
    requests.push(name);
    authorizations.push(req.headers.authorization);
    await options.beforeAnswer?.(name);
    const location = options.redirects?.[name];
    if (location !== undefined) {
      res.writeHead(301, { location, 'cache-control': 'no-store' });
      return res.end();
    }
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method !== 'GET') return send(405, '{"error":"method not allowed"}');
    if (options.authorization !== undefined && req.headers.authorization !== options.authorization) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="test"' });
      return res.end('{"error":"unauthorized"}');
    }
    if (name === 'server-error') return send(500, '{"error":"internal server error"}');
    if (name === 'broken-json') return send(200, '{"name": "broken-json", "versions": {');
    if (name === 'reset-connection') return req.socket.destroy();
    if (name === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(Buffer.from([0xff, 0xfe, 0x00, 0x9c, 0x13, 0x37]));
    }
    if (name === 'slow-package') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send(200, fixtures.get('@angular/cli')!);
      }, options.slowMs ?? 5000);
      timers.add(timer);
      req.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    const body = fixtures.get(name);
    if (body === undefined) return send(404, '{"error":"Not found"}');
    return send(200, body);
  };
  const server = options.tls ? createHttpsServer(options.tls, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    authorizations,
    targets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts registries for one test file and closes them all after it, as tempTrees does for folders. */
export function testRegistries(): (options?: RegistryOptions) => Promise<TestRegistry> {
  const started: TestRegistry[] = [];
  afterAll(async () => {
    for (const registry of started) await registry.close();
  });
  return async (options = {}) => {
    const registry = await startRegistry(options);
    started.push(registry);
    return registry;
  };
}
