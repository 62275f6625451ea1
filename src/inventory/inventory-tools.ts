/**
 * What the tools lockfile (`.mcp-audit-tools.json`, written by `mcp-audit probe`) recorded of a server: the names of
 * its tools, prompts, resources and resource templates with their canonical hashes, the protocol version it
 * negotiated and the name and version it gave, and whether the entry is current, i.e. recorded for the launch the
 * config has now (the same launch fingerprint the lockfile rules compare), or stale. Definitions themselves are left
 * out: the lockfile holds them, and a diff of it is where a changed description is read.
 */
import { launchFingerprint } from '../analysis/canonical-json.js';
import type { LockedKind, LockedServer, RuleContext, Server } from '../model/types.js';
import { byText } from './common.js';

export interface RecordedItem {
  /** name, or uri / uriTemplate for a resource without one */
  name: string;
  /** the lockfile's RFC 8785 canonical SHA-256 of the definition, `sha256:…` as the lockfile writes it */
  sha256: string;
}

export interface InventoryRecorded {
  /** the tools lockfile, display path */
  lockfile: string;
  /** current: recorded for the server's launch as configured now; stale: its command, args, URL or variable or
   * header names changed since, so the entry no longer describes it */
  status: 'current' | 'stale';
  protocolVersion?: string;
  serverInfo?: { name?: string; version?: string };
  tools: RecordedItem[];
  prompts: RecordedItem[];
  resources: RecordedItem[];
  resourceTemplates: RecordedItem[];
}

/** The tools lockfile that applies to a config, and the config's key in it (`ScanResult.toolsLockOf`). */
export type ConfigToolsLock = RuleContext['toolsLock'];

const items = (entry: LockedServer, kind: LockedKind): RecordedItem[] =>
  entry.items.filter((i) => i.kind === kind).map((i) => ({ name: i.name, sha256: i.sha256 })).sort((a, b) => byText(a.name, b.name) || byText(a.sha256, b.sha256));

/** The lockfile's entries of one config, by server name. */
export function lockEntries(toolsLock: ConfigToolsLock): Map<string, LockedServer> {
  if (!toolsLock) return new Map();
  return new Map(toolsLock.lock.servers.filter((s) => s.file === toolsLock.file).map((s) => [s.server, s]));
}

/** What the lockfile recorded of `server`; undefined when it has no entry for it. */
export function recordedOf(server: Server, entries: Map<string, LockedServer>, lockfile: string): InventoryRecorded | undefined {
  const entry = entries.get(server.name);
  if (!entry) return undefined;
  const info = entry.serverInfo && (entry.serverInfo.name !== undefined || entry.serverInfo.version !== undefined)
    ? { ...(entry.serverInfo.name !== undefined ? { name: entry.serverInfo.name } : {}), ...(entry.serverInfo.version !== undefined ? { version: entry.serverInfo.version } : {}) }
    : undefined;
  return {
    lockfile,
    status: entry.launch === launchFingerprint(server) ? 'current' : 'stale',
    ...(entry.protocolVersion ? { protocolVersion: entry.protocolVersion } : {}),
    ...(info ? { serverInfo: info } : {}),
    tools: items(entry, 'tool'),
    prompts: items(entry, 'prompt'),
    resources: items(entry, 'resource'),
    resourceTemplates: items(entry, 'resourceTemplate'),
  };
}
