/**
 * Container images (OCI distribution API): whether a tag exists, and the digest it points to now, by `HEAD
 * /v2/<name>/manifests/<tag>` with the index and manifest media types in `Accept` (so that a multi-arch image answers
 * with its index digest, the one to pin). A `401` names a token service in `WWW-Authenticate: Bearer realm=…,
 * service=…,scope=…`: an anonymous pull token is asked for there and the `HEAD` repeated with it. `HEAD` never counts
 * as a pull on Docker Hub. Requests go through npm's agent (proxies, CA), each kept on its own origin, and the token is
 * sent only to the registry that asked for it.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { normalizeImageName } from '../model/package-names.js';
import { connectionOptions } from '../fix/npmrc.js';
import { describeFetchError } from '../fix/resolve.js';
import { sameOriginAgent } from '../fix/same-origin.js';
import type { PackageFacts } from '../model/online.js';
import type { Wanted } from './collect.js';
import type { Pool } from './pool.js';

const ACCEPT = [
  'application/vnd.oci.image.index.v1+json', 'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json', 'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');
const DIGEST = /^sha256:[0-9a-f]{64}$/;

/** Where an image reference lives: `mcp/fetch` → Docker Hub's registry, `library/` for a bare name; `ghcr.io/o/i` → ghcr.io. */
export function imageLocation(image: string): { base: string; name: string } | undefined {
  const parts = image.split('/');
  const first = parts[0]!;
  const hasHost = parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost');
  let host = hasHost ? first.toLowerCase() : 'docker.io';
  let name = (hasHost ? parts.slice(1) : parts).join('/');
  if (host === 'docker.io' || host === 'index.docker.io') {
    // Docker Hub's API is not served at the host written in references (Docker's own client maps it so)
    host = 'registry-1.docker.io';
    if (!name.includes('/')) name = `library/${name}`;
  }
  if (!/^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/.test(name)) return undefined;
  // registries on the loopback interface speak plain HTTP, as Docker allows them to by default
  const plain = /^(?:localhost|127\.0\.0\.1)(?::\d+)?$/.test(host);
  return { base: `${plain ? 'http' : 'https'}://${host}/`, name };
}

interface Answer { status: number; headers: IncomingHttpHeaders; body: string }

function send(url: string, method: 'HEAD' | 'GET', headers: Record<string, string>, timeoutMs: number, env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<Answer> {
  const origin = new URL(url).origin;
  const agent = sameOriginAgent(`${origin}/`, timeoutMs, connectionOptions(`${origin}/`, {}, env)) as import('node:http').Agent;
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'user-agent': 'mcp-audit (+https://github.com/mcp-audit/mcp-audit)', ...headers }, agent, timeout: timeoutMs, ...(signal ? { signal } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { if (body.length < 65_536) body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end();
  });
}

/** `Bearer realm="…",service="…",scope="…"` → its parameters. */
export function bearerChallenge(header: string | undefined): Record<string, string> | undefined {
  if (!header || !/^Bearer\s/i.test(header)) return undefined;
  const out: Record<string, string> = {};
  for (const m of header.slice(7).matchAll(/(?<!\w)(\w+)="([^"]*)"/g)) out[m[1]!.toLowerCase()] = m[2]!;
  return out.realm ? out : undefined;
}

type TagAnswer = { state: 'found'; digest?: string } | { state: 'missing' } | { state: 'unchecked'; reason: string };

async function headTag(base: string, name: string, tag: string, timeoutMs: number, env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<TagAnswer> {
  const url = `${base}v2/${name}/manifests/${encodeURIComponent(tag)}`;
  let answer = await send(url, 'HEAD', { accept: ACCEPT }, timeoutMs, env, signal);
  if (answer.status === 401) {
    const challenge = bearerChallenge(answer.headers['www-authenticate'] as string | undefined);
    if (!challenge) return { state: 'unchecked', reason: 'the registry asked for credentials mcp-audit does not have' };
    const tokenUrl = new URL(challenge.realm!);
    if (challenge.service) tokenUrl.searchParams.set('service', challenge.service);
    tokenUrl.searchParams.set('scope', challenge.scope ?? `repository:${name}:pull`);
    const token = await send(tokenUrl.href, 'GET', { accept: 'application/json' }, timeoutMs, env, signal);
    let value: unknown;
    try {
      const parsed = JSON.parse(token.body) as { token?: unknown; access_token?: unknown };
      value = parsed.token ?? parsed.access_token;
    } catch {
      value = undefined;
    }
    if (token.status !== 200 || typeof value !== 'string') return { state: 'unchecked', reason: `the token service answered ${token.status}` };
    answer = await send(url, 'HEAD', { accept: ACCEPT, authorization: `Bearer ${value}` }, timeoutMs, env, signal);
  }
  if (answer.status === 404) return { state: 'missing' };
  if (answer.status !== 200) return { state: 'unchecked', reason: `registry answered ${answer.status}` };
  const digest = answer.headers['docker-content-digest'];
  return { state: 'found', ...(typeof digest === 'string' && DIGEST.test(digest) ? { digest } : {}) };
}

export async function ociFacts(wanted: Wanted[], pool: Pool, timeoutMs: number, env: NodeJS.ProcessEnv): Promise<PackageFacts[]> {
  return Promise.all(wanted.map((w) => pool.run(async (): Promise<PackageFacts> => {
    const where = imageLocation(normalizeImageName(w.name));
    const facts: PackageFacts = { ecosystem: 'docker', name: w.name, registry: where?.base ?? '', exists: { state: 'found' }, digests: {}, missingTags: [] };
    if (!where) return { ...facts, exists: { state: 'unchecked', reason: 'not an image name the distribution API takes' } };
    const problems: string[] = [];
    for (const tag of [...w.versions, ...[...w.specs].map((s) => s || 'latest')]) {
      try {
        const got = await headTag(where.base, where.name, tag, timeoutMs, env, pool.signal);
        if (got.state === 'missing') facts.missingTags!.push(tag);
        else if (got.state === 'unchecked') problems.push(got.reason);
        else if (got.digest) facts.digests![tag] = got.digest;
      } catch (error) {
        problems.push(describeFetchError(error, timeoutMs));
      }
    }
    if (problems.length && !Object.keys(facts.digests!).length && !facts.missingTags!.length) return { ...facts, exists: { state: 'unchecked', reason: problems[0]! } };
    return facts;
  }, (reason): PackageFacts => ({ ecosystem: 'docker', name: w.name, registry: '', exists: { state: 'unchecked', reason } }))));
}
