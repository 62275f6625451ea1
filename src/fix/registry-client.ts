/**
 * npm's registry client, loaded only when a fix needs a version: npm-registry-fetch (npm's own layer for registry
 * requests: auth by nerf dart, retries, proxies and TLS through @npmcli/agent), npm-package-arg for names, and npm's
 * INI parser for `.npmrc`. The built CLI ships them as one pre-bundled file beside it (vendor/npm-registry.cjs, see
 * scripts/build.mjs), so the package installs none of them; from source they come from node_modules.
 *
 * Why not pacote, npm's fetcher: a packument is all a pin needs, and pacote adds tarball, git, directory and
 * signature handling (91 packages, 17 MB installed, against 46 and 9 MB for npm-registry-fetch). Why not Node's own
 * fetch: on Node 20 it takes neither a proxy nor a certificate authority per request, and npm's credential matching
 * would have to be written again.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const vendored = fileURLToPath(new URL('./vendor/npm-registry.cjs', import.meta.url));

export interface FetchOptions {
  registry: string;
  agent: object;
  headers: Record<string, string>;
  timeout: number;
  signal: AbortSignal;
  retry: { retries: number; factor: number; minTimeout: number; maxTimeout: number };
  preferOnline: boolean;
  userAgent: string;
  [credential: `//${string}`]: string;
}

export interface RegistryClient {
  /** npm-registry-fetch itself: the response (status, headers, body), or its `json` shortcut */
  fetch: ((url: string, options: FetchOptions) => Promise<{ status: number; headers: { get(name: string): string | null }; json(): Promise<unknown> }>)
    & { json(url: string, options: FetchOptions): Promise<unknown> };
  getAgent(url: string, options: Record<string, unknown>): object;
  npa(spec: string): { name: string | null; escapedName: string | null; registry?: boolean };
  ini: { parse(text: string): Record<string, unknown> };
}

let client: RegistryClient | undefined;

export function registryClient(): RegistryClient {
  if (client) return client;
  if (existsSync(vendored)) return (client = require(vendored) as RegistryClient);
  return (client = {
    fetch: require('npm-registry-fetch') as RegistryClient['fetch'],
    getAgent: (require('@npmcli/agent') as Pick<RegistryClient, 'getAgent'>).getAgent,
    npa: require('npm-package-arg') as RegistryClient['npa'],
    ini: require('ini') as RegistryClient['ini'],
  });
}
