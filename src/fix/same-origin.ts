/**
 * Packument requests stay on the registry's origin. make-fetch-happen (under npm-registry-fetch) follows up to 20 redirects anywhere, and npm-registry-fetch passes no `redirect` setting down to it; what it does
 * pass down is `agent`, used for every request of the fetch, the redirected ones included. So the guard is an agent:
 * npm's own (from the same @npmcli/agent copy make-fetch-happen would use, so proxies, keep-alive and timeouts behave as
 * before) behind a check that refuses, before any connection is made, a request for another origin (scheme, host and
 * port). A same-origin redirect (`/old-name` → `/new-name`) is followed as before.
 */
import type { ClientRequest } from 'node:http';
import type { ConnectionOptions } from './npmrc.js';
import { registryClient } from './registry-client.js';

/** The error code of a refused request; `describeFetchError` turns it into words. */
export const CROSS_ORIGIN_CODE = 'ECROSSORIGINREDIRECT';

/** `https://host` (default port left out), as `URL.origin` writes it; undefined when the parts make no URL. */
export function originOf(protocol: string | undefined, host: string | undefined, port: string | number | undefined): string | undefined {
  if (!protocol || !host) return undefined;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return new URL(`${protocol}//${bracketed}${port === undefined || port === '' ? '' : `:${port}`}`).origin;
  } catch {
    return undefined;
  }
}

interface RequestTarget {
  protocol?: string;
  host?: string;
  hostname?: string;
  port?: string | number;
}

/**
 * An agent that serves only `registry`'s origin. A request elsewhere fails with `CROSS_ORIGIN_CODE` (its message
 * names the other origin) before a socket is opened. The connection settings (.npmrc's strict-ssl, ca, proxies) are
 * given to npm's agent as make-fetch-happen would give them.
 */
export function sameOriginAgent(registry: string, timeoutMs: number, connection: ConnectionOptions): object {
  const allowed = new URL(registry).origin;
  const { strictSSL, ...rest } = connection;
  const inner = registryClient().getAgent(registry, { timeout: timeoutMs, rejectUnauthorized: strictSSL, ...rest });
  const addRequest = (request: ClientRequest, options: RequestTarget) => {
    const origin = originOf(options.protocol, options.hostname ?? options.host, options.port);
    if (origin === allowed) return (inner as { addRequest(r: ClientRequest, o: RequestTarget): unknown }).addRequest(request, options);
    const error = Object.assign(new Error(`redirected to ${origin ?? 'an unparseable address'}`), { code: CROSS_ORIGIN_CODE });
    // What Node's own agent does when it cannot make a socket: the request fails with the error, asynchronously.
    (request as unknown as { onSocket(socket: undefined, error: Error): void }).onSocket(undefined, error);
    return undefined;
  };
  // The agent keeps private state (#fields): its methods must run with the agent itself as `this`, not the proxy.
  return new Proxy(inner, {
    get(target, key) {
      if (key === 'addRequest') return addRequest;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
