/**
 * RFC 8785 (JSON Canonicalization Scheme) for JSON data, and the SHA-256 of it: how the tools lockfile hashes a
 * tool, prompt or resource definition, and a server's launch.
 *
 * For values that came out of JSON.parse, JSON.stringify already writes RFC 8785's number and string forms
 * (ECMAScript Number-to-String, the same escapes), so sorting object keys by UTF-16 code units, recursively, is all
 * that is left (RFC 8785 §3.2.3). Checked against the canonicalize package on recorded tool definitions (probe.md §2.9).
 */
import { createHash } from 'node:crypto';
import type { Server } from '../model/types.js';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // undefined and functions have no JSON form; inside objects they are left out, as JSON.stringify does
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** `sha256:` and the hex digest of the value's canonical JSON (UTF-8). */
export function canonicalHash(value: unknown): string {
  return 'sha256:' + createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}

/**
 * What identifies how a server is started or reached: command, args, url, and the names (never the values) of its
 * environment variables and headers. A changed launch is a different server as far as the lockfile is concerned
 * (the lesson of CVE-2025-54136: an approval that survives a changed command is no approval). Values are left out
 * because they hold secrets, and a hash of a short secret committed to a repository can be reversed by guessing.
 */
export function launchFingerprint(server: Server): string {
  return canonicalHash({
    transport: server.transport,
    command: server.command?.value,
    args: server.args.map((a) => a.value),
    url: server.url?.value,
    env: server.env.map((e) => e.key).sort(),
    headers: server.headers.map((h) => h.key.toLowerCase()).sort(),
  });
}
