/**
 * The tools lockfile `.mcp-audit-tools.json`: what `mcp-audit probe` saw each configured server serve. Its text
 * (sorted, stable, readable: a pull request's diff shows what changed in what the model reads), building entries
 * from what a probe listed, and reading it back with the position of every string, for the lockfile rules.
 *
 * Shape: `{ "version": 1, "files": { CONFIG: { "host", "servers": { NAME: ENTRY } } } }`, CONFIG relative to the
 * lockfile's folder. ENTRY holds the launch fingerprint, the negotiated protocol version, the server's own name and
 * version, its instructions, and `tools`, `prompts`, `resources`, `resourceTemplates`: each item's definition as
 * received (protocol fields removed, keys sorted), its RFC 8785 + SHA-256 hash and one hash per top-level field.
 */
import { parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { canonicalHash } from '../analysis/canonical-json.js';
import { makeSource } from '../model/source.js';
import type { ListedItem, LockedItem, LockedKind, LockedServer, LockedText, Path, ServerProbe, ToolsLock } from '../model/types.js';

export const TOOLS_LOCK_NAME = '.mcp-audit-tools.json';
export const TOOLS_LOCK_VERSION = 1;

/** The lockfile's list of each kind, in order. */
export const KIND_KEYS: [LockedKind, string][] = [['tool', 'tools'], ['prompt', 'prompts'], ['resource', 'resources'], ['resourceTemplate', 'resourceTemplates']];
/** Fields of a list result that belong to the protocol, not to the definition (2026-07-28 caching, paging). */
const PROTOCOL_FIELDS = new Set(['resultType', 'ttlMs', 'cacheScope', 'nextCursor']);

export interface LockEntry {
  launch: string;
  era?: 'modern' | 'legacy';
  protocolVersion?: string;
  serverInfo?: { name?: string; version?: string };
  instructions?: string;
  items: ServerProbe['items'];
}

/** config file → { host, servers: name → entry } */
export type LockData = Map<string, { host?: string; servers: Map<string, LockEntry> }>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortedKeys(value[k])]));
}

/**
 * One listed definition as the lockfile keeps it: protocol fields removed, keys sorted, hashed whole and per field.
 * A listed value that is not an object (a string, null, an array) is kept as listed, hashed whole, with `{}` as its
 * definition for the rules that read fields: a server that lists one is reported (malformed-tool), not hidden.
 */
export function lockItem(kind: LockedKind, raw: unknown): ListedItem {
  if (!isObject(raw)) {
    const value = sortedKeys(raw ?? null);
    return { kind, name: '', definition: {}, notObject: { value }, sha256: canonicalHash(value), fields: {} };
  }
  const definition = sortedKeys(Object.fromEntries(Object.entries(raw).filter(([k]) => !PROTOCOL_FIELDS.has(k)))) as Record<string, unknown>;
  const fields = Object.fromEntries(Object.keys(definition).map((k) => [k, canonicalHash(definition[k])]));
  return { kind, name: itemName(definition), definition, sha256: canonicalHash(definition), fields };
}

function itemName(definition: Record<string, unknown>): string {
  for (const key of ['name', 'uri', 'uriTemplate']) if (typeof definition[key] === 'string') return definition[key] as string;
  return '';
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The lockfile's text: fixed key order, maps and lists sorted, 2-space indent, final newline, and every character
 * outside printable ASCII written as a `\u` escape, so that a zero-width space or a Tag character in a description
 * shows in a diff (the hashes are over the decoded text, so escaping changes none).
 */
export function formatToolsLock(data: LockData): string {
  const files: Record<string, unknown> = {};
  for (const file of [...data.keys()].sort(cmp)) {
    const { host, servers } = data.get(file)!;
    const entries: Record<string, unknown> = {};
    for (const name of [...servers.keys()].sort(cmp)) entries[name] = entryJson(servers.get(name)!);
    files[file] = { ...(host ? { host } : {}), servers: entries };
  }
  const text = JSON.stringify({ version: TOOLS_LOCK_VERSION, files }, null, 2);
  return text.replace(/[^\x20-\x7e\n]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) + '\n';
}

function entryJson(entry: LockEntry): Record<string, unknown> {
  const out: Record<string, unknown> = { launch: entry.launch };
  if (entry.era) out.era = entry.era;
  if (entry.protocolVersion) out.protocolVersion = entry.protocolVersion;
  if (entry.serverInfo) out.serverInfo = sortedKeys(entry.serverInfo);
  // what a server lists can depend on the client capabilities declared (probe.md §2.4): the probe declares none
  out.capabilitiesDeclared = {};
  if (entry.instructions !== undefined) out.instructions = entry.instructions;
  for (const [kind, key] of KIND_KEYS) {
    out[key] = entry.items.filter((i) => i.kind === kind).sort(byName)
      .map((i) => ({ name: i.name, sha256: i.sha256, fields: i.fields, definition: i.notObject ? i.notObject.value : i.definition }));
  }
  return out;
}

/** Reading a lockfile's text: the model the rules read (every string with its span), or a one-line reason. */
export function parseToolsLock(path: string, display: string, text: string): { lock: ToolsLock; data: LockData } | string {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length || !root) {
    const e = errors[0];
    const source = makeSource(path, display, text);
    const at = e ? source.lineStarts.filter((s) => s <= e.offset).length : 1;
    return `line ${at}: not valid JSON (${e ? printParseErrorCode(e.error) : 'empty'})`;
  }
  if (root.type !== 'object') return 'must hold a JSON object';
  const version = child(root, 'version');
  if (version?.value !== TOOLS_LOCK_VERSION) {
    return typeof version?.value === 'number' && version.value > TOOLS_LOCK_VERSION
      ? `written by a newer mcp-audit (version ${version.value}); upgrade mcp-audit`
      : `unsupported "version" ${JSON.stringify(version?.value)}; expected ${TOOLS_LOCK_VERSION}`;
  }
  const files = child(root, 'files');
  if (files?.type !== 'object') return '"files" must be an object';
  const source = makeSource(path, display, text);
  const servers: LockedServer[] = [];
  const data: LockData = new Map();
  for (const prop of files.children ?? []) {
    const file = String(prop.children![0]!.value);
    const body = prop.children![1]!;
    const serversNode = body.type === 'object' ? child(body, 'servers') : undefined;
    if (serversNode?.type !== 'object') return `files[${JSON.stringify(file)}].servers must be an object`;
    const host = typeof child(body, 'host')?.value === 'string' ? (child(body, 'host')!.value as string) : undefined;
    const entries = new Map<string, LockEntry>();
    data.set(file, { host, servers: entries });
    for (const serverProp of serversNode.children ?? []) {
      const parsed = readServer(file, host, serverProp, ['files', file, 'servers']);
      if (typeof parsed === 'string') return parsed;
      servers.push(parsed.locked);
      entries.set(parsed.locked.server, parsed.entry);
    }
  }
  return { lock: { source, servers }, data };
}

function child(node: Node, key: string): Node | undefined {
  return node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
}

function valueOf(node: Node): unknown {
  if (node.type === 'object') return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value, valueOf(p.children![1]!)]));
  if (node.type === 'array') return (node.children ?? []).map(valueOf);
  return node.value;
}

const HASH = /^sha256:[0-9a-f]{64}$/;

function readServer(file: string, host: string | undefined, prop: Node, at: Path): { locked: LockedServer; entry: LockEntry } | string {
  const name = String(prop.children![0]!.value);
  const node = prop.children![1]!;
  const path = [...at, name];
  const where = `files[${JSON.stringify(file)}].servers[${JSON.stringify(name)}]`;
  if (node.type !== 'object') return `${where} must be an object`;
  const launch = child(node, 'launch')?.value;
  if (typeof launch !== 'string' || !HASH.test(launch)) return `${where}.launch must be "sha256:" followed by 64 hex digits`;
  const info = child(node, 'serverInfo');
  const instructionsNode = child(node, 'instructions');
  const locked: LockedServer = {
    file, server: name, host, launch, nameSpan: span(prop.children![0]!), span: span(node), path, items: [],
    protocolVersion: str(child(node, 'protocolVersion')),
    serverInfo: info?.type === 'object' ? { name: str(child(info, 'name')), version: str(child(info, 'version')) } : undefined,
  };
  if (instructionsNode?.type === 'string') {
    locked.instructions = { value: instructionsNode.value as string, span: span(instructionsNode), path: [...path, 'instructions'], key: 'instructions' };
  }
  for (const [kind, key] of KIND_KEYS) {
    const list = child(node, key);
    if (list === undefined) continue;
    if (list.type !== 'array') return `${where}.${key} must be an array`;
    for (const [i, itemNode] of (list.children ?? []).entries()) {
      // any JSON value: what the server listed, even when it is not an object (malformed-tool reports it)
      const definitionNode = itemNode.type === 'object' ? child(itemNode, 'definition') : undefined;
      if (!definitionNode) return `${where}.${key}[${i}] must be an object with a "definition"`;
      const item = lockItem(kind, valueOf(definitionNode));
      const stored = child(itemNode, 'sha256')?.value;
      if (stored !== item.sha256) return `${where}.${key}[${i}] ("${item.name}"): its sha256 does not match its definition (edited by hand?); run "mcp-audit probe --update"`;
      // an item with no name is found by its place in the list
      const itemPath = [...path, key, item.name || i];
      const texts: LockedText[] = [];
      collectTexts(definitionNode, [...itemPath, 'definition'], '', texts);
      locked.items.push({ ...item, span: span(itemNode), path: itemPath, texts } satisfies LockedItem);
    }
  }
  const entry: LockEntry = {
    launch, era: eraOf(str(child(node, 'era'))), protocolVersion: locked.protocolVersion,
    serverInfo: info?.type === 'object' ? (valueOf(info) as LockEntry['serverInfo']) : undefined,
    instructions: locked.instructions?.value,
    items: locked.items.map(({ kind, name: n, definition, notObject, sha256, fields }) => ({ kind, name: n, definition, ...(notObject ? { notObject } : {}), sha256, fields })),
  };
  return { locked, entry };
}

const eraOf = (v: string | undefined) => (v === 'modern' || v === 'legacy' ? v : undefined);
const str = (node: Node | undefined) => (node?.type === 'string' ? (node.value as string) : undefined);
const span = (node: Node) => ({ start: node.offset, end: node.offset + node.length });

/** Every string value in a definition, and the keys of `properties` objects (a parameter's name is text too). */
function collectTexts(node: Node, path: Path, key: string, out: LockedText[]): void {
  if (node.type === 'string') out.push({ value: node.value as string, span: span(node), path, key });
  else if (node.type === 'array') (node.children ?? []).forEach((c, i) => collectTexts(c, [...path, i], '', out));
  else if (node.type === 'object') {
    for (const prop of node.children ?? []) {
      const keyNode = prop.children![0]!;
      const k = String(keyNode.value);
      if (key === 'properties') out.push({ value: k, span: span(keyNode), path: [...path, k], key: 'property-name' });
      collectTexts(prop.children![1]!, [...path, k], k, out);
    }
  }
}

