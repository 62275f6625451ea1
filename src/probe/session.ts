/**
 * One probe session over a transport: which protocol generation the server speaks, then the four list methods with
 * their pages. Only list methods are called — never tools/call, resources/read or prompts/get.
 *
 * Negotiation (spec 2026-07-28 basic/transports/stdio.mdx §Backward Compatibility, probe.md §1.2): send
 * `server/discover` first; a DiscoverResult, or a recognised modern error (-32022 with `data.supported`), means the
 * modern generation; any other error or no answer in time means legacy, and `initialize` follows. The fallback is
 * never keyed on one error code (legacy servers answer -32601, -32602 or nothing).
 */
import { lockItem } from '../toolslock/lock.js';
import type { LockedKind, ServerProbe } from '../model/types.js';
import { ClosedError, RpcError, TimeoutError } from './stdio.js';
import type { Transport } from './stdio.js';

export const MODERN = '2026-07-28';
export const LEGACY = '2025-11-25';
const CLIENT_INFO = { name: 'mcp-audit-probe', version: '1' };
const MAX_PAGES = 64;
const MAX_ITEMS = 10000;
const PAGE_TIMEOUT = 10_000;

export interface Negotiated {
  era: 'modern' | 'legacy';
  protocolVersion: string;
  capabilities: Record<string, unknown>;
  serverInfo?: { name?: string; version?: string };
  instructions?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function modernMeta(version: string): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
  };
}

function info(v: unknown): Negotiated['serverInfo'] {
  if (!isObject(v)) return undefined;
  return { ...(typeof v.name === 'string' ? { name: v.name } : {}), ...(typeof v.version === 'string' ? { version: v.version } : {}) };
}

/** `server/discover`: the modern result, or undefined when the server is not modern (the caller falls back). */
export async function discover(t: Transport, timeoutMs: number): Promise<Negotiated | undefined> {
  let version = MODERN;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const r = await t.request('server/discover', { _meta: modernMeta(version) }, timeoutMs);
      const supported = Array.isArray(r.supportedVersions) ? r.supportedVersions.map(String) : [];
      if (!supported.length) return undefined;
      const meta = isObject(r._meta) ? r._meta : {};
      return {
        era: 'modern', protocolVersion: supported.includes(version) ? version : supported[0]!,
        capabilities: isObject(r.capabilities) ? r.capabilities : {},
        serverInfo: info(meta['io.modelcontextprotocol/serverInfo']),
        ...(typeof r.instructions === 'string' ? { instructions: r.instructions } : {}),
      };
    } catch (e) {
      const supported = e instanceof RpcError && e.code === -32022 && isObject(e.data) && Array.isArray(e.data.supported) ? e.data.supported.map(String) : [];
      if (supported.length && attempt === 0 && supported.some((v) => v >= MODERN)) {
        version = supported.filter((v) => v >= MODERN).sort().at(-1)!;
        continue;
      }
      if (e instanceof ClosedError) throw e;
      return undefined;
    }
  }
  return undefined;
}

/** The `initialize` handshake of 2025-11-25 and earlier, then `notifications/initialized`. */
export async function initialize(t: Transport, timeoutMs: number): Promise<Negotiated> {
  const r = await t.request('initialize', { protocolVersion: LEGACY, capabilities: {}, clientInfo: CLIENT_INFO }, timeoutMs);
  t.notify('notifications/initialized');
  return {
    era: 'legacy', protocolVersion: typeof r.protocolVersion === 'string' ? r.protocolVersion : LEGACY,
    capabilities: isObject(r.capabilities) ? r.capabilities : {}, serverInfo: info(r.serverInfo),
    ...(typeof r.instructions === 'string' ? { instructions: r.instructions } : {}),
  };
}

const LISTS: { kind: LockedKind; method: string; key: string; capability: string }[] = [
  { kind: 'tool', method: 'tools/list', key: 'tools', capability: 'tools' },
  { kind: 'prompt', method: 'prompts/list', key: 'prompts', capability: 'prompts' },
  { kind: 'resource', method: 'resources/list', key: 'resources', capability: 'resources' },
  { kind: 'resourceTemplate', method: 'resources/templates/list', key: 'resourceTemplates', capability: 'resources' },
];

/** Every page of every list the server declares a capability for; cursors opaque, '' included (only absence ends). */
export async function listAll(t: Transport, negotiated: Negotiated): Promise<ServerProbe['items']> {
  const items: ServerProbe['items'] = [];
  for (const list of LISTS) {
    if (!(list.capability in negotiated.capabilities)) continue;
    let cursor: string | undefined;
    for (let page = 0; ; page++) {
      if (page >= MAX_PAGES) throw new Error(`${list.method} returned more than ${MAX_PAGES} pages`);
      const params: Record<string, unknown> = cursor === undefined ? {} : { cursor };
      if (negotiated.era === 'modern') params._meta = modernMeta(negotiated.protocolVersion);
      const r = await t.request(list.method, params, PAGE_TIMEOUT);
      const got = Array.isArray(r[list.key]) ? (r[list.key] as unknown[]) : [];
      // everything listed is recorded, a value that is not an object too: malformed-tool reports what a typed client rejects
      for (const raw of got) if (items.length < MAX_ITEMS) items.push(lockItem(list.kind, raw));
      cursor = typeof r.nextCursor === 'string' ? r.nextCursor : undefined;
      if (cursor === undefined) break;
    }
  }
  return items;
}

export function describeFailure(e: unknown): string {
  if (e instanceof RpcError) return `protocol error ${e.code}: ${e.message}`;
  if (e instanceof TimeoutError || e instanceof ClosedError) return e.message;
  return (e as Error).message ?? String(e);
}
