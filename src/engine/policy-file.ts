/**
 * The server policy a scan enforces (`server-not-allowed`): the settings file's `policy` key, plus a shared policy
 * file named with `--policy FILE`, each a layer of `ServerPolicy` (deny wins; each allow list must match).
 *
 * A policy file is one of:
 * - an mcp-audit settings file, or any JSON object with `"policy": { "allow": [...], "deny": [...] }`;
 * - a bare `{ "allow": [...], "deny": [...] }`;
 * - Claude Code managed settings (`managed-settings.json`), whose `allowedMcpServers` / `deniedMcpServers` are
 *   arrays of objects with exactly one of `serverName` (a name), `serverCommand` (an exact command line, as an
 *   array) or `serverUrl` (a URL pattern with `*`); the file's other keys are Claude Code's and are ignored. Shape
 *   as documented at https://code.claude.com/docs/en/mcp ("Managed MCP configuration", restriction options) and
 *   https://code.claude.com/docs/en/managed-mcp; `*://` in `serverUrl` as in anthropics/claude-code#56499.
 * A bad entry is a usage error naming the file, the entry and what is wrong with it.
 */
import { resolve } from 'node:path';
import { UsageError } from '../discover/discover.js';
import { readOwnFile } from '../discover/own-files.js';
import { readAtBase } from '../discover/git-base.js';
import type { BaseRevision } from '../discover/git-base.js';
import { argvEntry, parsePolicyPattern, PATTERN_HELP, wildcard } from '../analysis/policy.js';
import type { PolicyEntry, PolicyLayer, ServerPolicy } from '../analysis/policy.js';
import { printable } from '../model/printable.js';
import { parseSettingsText } from './settings-file.js';

export const MAX_POLICY_BYTES = 1024 * 1024;

export interface PolicySetting {
  allow?: string[];
  deny?: string[];
}

/**
 * One layer from `{ allow, deny }` pattern strings; `at` starts the name of a setting in errors
 * (`settings file X: policy.`, then `allow[2]`).
 */
export function patternLayer(policy: PolicySetting, source: string, at: string): PolicyLayer {
  const entries = (list: string[] | undefined, key: string) => list?.map((text, i) => {
    const entry = parsePolicyPattern(text);
    if (typeof entry === 'string') throw new UsageError(`${at}${key}[${i}] "${printable(text)}" ${entry}; ${PATTERN_HELP}`);
    return entry;
  });
  const allow = entries(policy.allow, 'allow');
  return { source, ...(allow ? { allow } : {}), deny: entries(policy.deny, 'deny') ?? [] };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A Claude Code `allowedMcpServers` / `deniedMcpServers` entry. */
function managedEntry(value: unknown, where: string): PolicyEntry {
  const keys = isObject(value) ? Object.keys(value) : [];
  const known = keys.filter((k) => k === 'serverName' || k === 'serverCommand' || k === 'serverUrl');
  if (!isObject(value) || known.length !== 1 || keys.length !== 1) {
    throw new UsageError(`${where} must be an object with exactly one of serverName, serverCommand, serverUrl`);
  }
  const v = value[known[0]!];
  if (known[0] === 'serverCommand') {
    if (!Array.isArray(v) || !v.length || !v.every((w) => typeof w === 'string')) throw new UsageError(`${where}.serverCommand must be a non-empty array of strings (the exact command and its arguments)`);
    return argvEntry(v as string[]);
  }
  if (typeof v !== 'string' || !v.trim()) throw new UsageError(`${where}.${known[0]} must be a non-empty string`);
  if (known[0] === 'serverName') return { kind: 'name', text: `serverName "${v}"`, test: (name) => name === v };
  const url = parsePolicyPattern(v);
  if (typeof url === 'string' || url.kind !== 'url') throw new UsageError(`${where}.serverUrl "${printable(v)}" is not a URL pattern (scheme://host/path, * as a wildcard)`);
  return { ...url, text: `serverUrl "${v}"`, test: wildcardUrl(v) };
}

/** Claude Code's `serverUrl`: `*` anywhere, host case-insensitive (the same matcher as a URL pattern). */
function wildcardUrl(pattern: string): (url: string) => boolean {
  const entry = parsePolicyPattern(pattern);
  return typeof entry === 'string' ? wildcard(pattern) : entry.test;
}

function managedLayer(data: Record<string, unknown>, source: string, where: string): PolicyLayer {
  const list = (key: string) => {
    const value = data[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw new UsageError(`${where}: ${key} must be an array`);
    return value.map((item, i) => managedEntry(item, `${where}: ${key}[${i}]`));
  };
  const allow = list('allowedMcpServers');
  return { source, ...(allow ? { allow } : {}), deny: list('deniedMcpServers') ?? [], managed: true };
}

function stringList(value: unknown, where: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw new UsageError(`${where} must be an array of pattern strings`);
  return value as string[];
}

/** The layer a parsed policy file holds, whichever of the accepted shapes it has. */
export function policyFileLayer(data: unknown, display: string): PolicyLayer {
  const where = `policy file ${display}`;
  if (!isObject(data)) throw new UsageError(`${where}: must be a JSON object`);
  if ('allowedMcpServers' in data || 'deniedMcpServers' in data) {
    if ('policy' in data || 'allow' in data || 'deny' in data) throw new UsageError(`${where}: has both Claude Code's allowedMcpServers/deniedMcpServers and mcp-audit's policy: keep one`);
    return managedLayer(data, display, where);
  }
  const inner = 'policy' in data ? data.policy : data;
  const at = 'policy' in data ? `${where}: policy.` : `${where}: `;
  if (!isObject(inner) || !('allow' in inner || 'deny' in inner)) {
    throw new UsageError(`${where}: holds no policy: expected "policy": { "allow": [...], "deny": [...] }, top-level "allow"/"deny", or Claude Code's "allowedMcpServers"/"deniedMcpServers"`);
  }
  const unknown = Object.keys(inner).filter((k) => k !== 'allow' && k !== 'deny' && !(inner === data && (k === '$schema' || k === 'description')));
  if (unknown.length) throw new UsageError(`${where}: unknown key "${printable(unknown[0]!)}" in the policy (allow and deny are read)`);
  return patternLayer({ allow: stringList(inner.allow, `${at}allow`), deny: stringList(inner.deny, `${at}deny`) }, display, at);
}

/**
 * `--policy FILE`: read (as safely as a baseline), parsed as JSON with comments, turned into a layer. With
 * `--config-from-base`, a file inside the repository is read as that commit has it, so that a change cannot loosen
 * the policy its own scan applies; one the commit does not have is no policy (a note says so). A file outside the
 * repository (an organisation's, checked out elsewhere) is not the change's, and is read as it is.
 */
export function readPolicyFile(given: string, cwd: string, base?: BaseRevision): { layer?: PolicyLayer; note?: string } {
  const path = resolve(cwd, given);
  let text: string;
  const atBase = base ? readAtBase(base, path, MAX_POLICY_BYTES) : undefined;
  if (atBase && (atBase.ok || !atBase.message.startsWith('outside the repository'))) {
    if (!atBase.ok && atBase.missing) return { note: `policy file ${given} is not in ${base!.ref}: its policy is not applied` };
    if (!atBase.ok) throw new UsageError(`cannot read policy file ${given}: ${atBase.message}`);
    text = atBase.text;
  } else {
    const read = readOwnFile(path, MAX_POLICY_BYTES);
    if (!read.ok) throw new UsageError(`--policy ${given}: ${read.message}`);
    text = read.text;
  }
  return { layer: policyFileLayer(parseSettingsText(text, path, given), given) };
}

/**
 * The policy of a scan: the settings' layer first, then each shared file's; undefined when none has one. `notes`:
 * what the caller tells the user (a policy file the base commit does not have).
 */
export function scanPolicy(
  settings: { policy?: PolicySetting } | undefined, settingsDisplay: string, policyFiles: string[], cwd: string, base?: BaseRevision,
): { policy?: ServerPolicy; notes: string[] } {
  const layers: PolicyLayer[] = [];
  const notes: string[] = [];
  if (settings?.policy) layers.push(patternLayer(settings.policy, settingsDisplay, `settings file ${settingsDisplay}: policy.`));
  for (const file of policyFiles) {
    const { layer, note } = readPolicyFile(file, cwd, base);
    if (layer) layers.push(layer);
    if (note) notes.push(note);
  }
  return layers.length ? { policy: { layers }, notes } : { notes };
}
