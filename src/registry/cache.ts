/**
 * The `--online` answer cache: one JSON file per request under `$XDG_CACHE_HOME/mcp-audit` (else `~/.cache/mcp-audit`),
 * so that a repeat run asks nothing it asked within the day. A found package or an advisory answer is fresh for 24 h;
 * a 404 for 1 h only (a missing name can be registered at any time, and a stale "unknown" would be a false finding).
 * A stale answer with an ETag is revalidated (`if-none-match`; a `304` keeps it). `--no-cache` reads and writes
 * nothing. Keys hash the registry, the request and which credentials went with it (never their values); files are
 * written atomically, readable by the user only, and a damaged one counts as absent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Fetched } from '../fix/resolve.js';

export const FOUND_TTL_MS = 24 * 3600_000;
export const MISSING_TTL_MS = 3600_000;

interface Entry { storedAt: number; status: 200 | 404; etag?: string; data?: unknown }

export function cacheDir(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(base, 'mcp-audit');
}

export class AnswerCache {
  /** how many answers came from the cache without a request */
  hits = 0;

  constructor(private readonly dir: string | undefined, private readonly now: () => number = Date.now) {}

  private file(key: string): string {
    return join(this.dir!, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`);
  }

  private read(key: string): Entry | undefined {
    if (!this.dir) return undefined;
    try {
      const entry = JSON.parse(readFileSync(this.file(key), 'utf8')) as Entry;
      return typeof entry.storedAt === 'number' && (entry.status === 200 || entry.status === 404) ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  private write(key: string, entry: Entry): void {
    if (!this.dir) return;
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      const target = this.file(key);
      const temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      writeFileSync(temp, JSON.stringify(entry), { mode: 0o600 });
      renameSync(temp, target);
    } catch {
      // a cache that cannot be written only costs the next run a request
    }
  }

  /**
   * The answer for `key`: from the cache while fresh, else from `fetch` (given the cached ETag to revalidate with).
   * Only answers worth keeping are stored: a 200 and a 404; a failure is never cached and never hides behind a stale
   * answer.
   */
  async get(key: string, fetch: (etag?: string) => Promise<Fetched>): Promise<Fetched> {
    const cached = this.read(key);
    const age = cached ? this.now() - cached.storedAt : Infinity;
    if (cached && age >= 0 && age < (cached.status === 404 ? MISSING_TTL_MS : FOUND_TTL_MS)) {
      this.hits++;
      return cached.status === 404 ? { ok: false, status: 404, reason: 'registry answered 404' } : { ok: true, data: cached.data };
    }
    const got = await fetch(cached?.status === 200 ? cached.etag : undefined);
    if (got.ok && got.notModified && cached) {
      this.write(key, { ...cached, storedAt: this.now() });
      return { ok: true, data: cached.data };
    }
    if (got.ok && !got.notModified) this.write(key, { storedAt: this.now(), status: 200, data: got.data, ...(got.etag ? { etag: got.etag } : {}) });
    else if (!got.ok && got.status === 404) this.write(key, { storedAt: this.now(), status: 404 });
    return got.ok && got.notModified ? { ok: false, reason: 'the registry answered 304 to a request it had no cached answer for' } : got;
  }
}

/** A cache key: what was asked, of whom, and a digest of which credentials went along (not their values). */
export function cacheKey(parts: unknown[], credentials: Record<string, string> = {}): string {
  const who = createHash('sha256').update(JSON.stringify(Object.entries(credentials).sort())).digest('hex').slice(0, 16);
  return JSON.stringify([...parts, who]);
}
