/**
 * The inventory: every agent integration a scan found, as data: config files and their hosts, servers (transport,
 * what they launch as a purl, remote endpoints, the names of the variables they need, approval findings, findings
 * by level, what the tools lockfile recorded of them), hooks and helper commands (inventory-commands.ts), and skills
 * (files with their SHA-256, reviewed or not).
 *
 * Built from what the scan read, never from the raw files again. It holds no value a config gives a variable, header
 * or argument: only names. A URL keeps scheme, host, port and path (no userinfo, query or fragment), and every
 * string still goes through the scan's masker, which knows every secret found.
 */
import { analyzeLaunches } from '../analysis/launch.js';
import type { Launch } from '../analysis/launch-types.js';
import { programName } from '../analysis/shell.js';
import { formatPath } from '../model/paths.js';
import type { Redaction } from '../engine/redaction.js';
import type { ConfigFile, Finding, HostId, LockedServer, Server, Skill, Transport } from '../model/types.js';
import { VAR_REFERENCE, byText, count, launchOf, within } from './common.js';
import type { InventoryLaunch, LevelCounts } from './common.js';
import { inventoryCommands } from './inventory-commands.js';
import type { InventoryCommand } from './inventory-commands.js';
import { lockEntries, recordedOf } from './inventory-tools.js';
import type { ConfigToolsLock, InventoryRecorded } from './inventory-tools.js';

export type { InventoryLaunch, LevelCounts } from './common.js';
export type { InventoryCommand, InventoryScript } from './inventory-commands.js';
export type { InventoryRecorded, RecordedItem } from './inventory-tools.js';

export interface InventoryServer {
  name: string;
  file: string;
  host: HostId;
  /** semantic path of the entry, written as findings' locations are (`mcpServers["my.server"]`) */
  location: string;
  transport: Transport;
  /** basename of the command that starts it (`npx`, `uv`, `node`), for stdio servers */
  command?: string;
  /** the package launches in its command line (a shell string may hold several) */
  launches: InventoryLaunch[];
  /** remote servers: scheme://host[:port]/path */
  endpoint?: string;
  /** the remote endpoint's host */
  remoteHost?: string;
  /** names of the variables it is given or needs (`env` keys, `docker run -e`, `${VAR}` references); never values */
  env: string[];
  /** names of the headers it sends; never values */
  headers: string[];
  /** approval switched off for it: an `auto-approve` finding on it, or a setting elsewhere that approves it */
  autoApproved: boolean;
  /**
   * the approval settings that apply to it, as `FILE: SETTING`: `auto-approve` findings on the entry, and Claude Code's
   * `enableAllProjectMcpServers` / `enabledMcpjsonServers` in the project's `.claude/settings(.local).json`
   */
  approvals: string[];
  /** with a policy (settings `policy`, `--policy`): whether it passes (no `server-not-allowed` finding) */
  allowedByPolicy?: boolean;
  /** what the tools lockfile recorded of it (`mcp-audit probe`); absent when no lockfile entry names it */
  recorded?: InventoryRecorded;
  findings: LevelCounts;
}

export interface InventorySkill {
  name: string;
  dir: string;
  manifest: { path: string; sha256: string };
  files: { path: string; sha256: string; kind: 'script' | 'binary' }[];
  /** every file recorded by `mcp-audit review` with the same hash (no `unreviewed-skill-script` finding) */
  reviewed: boolean;
  findings: LevelCounts;
}

export interface Inventory {
  version: 1;
  tool: { name: 'mcp-audit'; version: string };
  configs: { file: string; host: HostId; servers: number; commands: number; findings: LevelCounts }[];
  servers: InventoryServer[];
  /** hooks, status lines, helpers and the other commands configs make their hosts run, besides servers */
  commands: InventoryCommand[];
  skills: InventorySkill[];
  findings: LevelCounts;
}

/** scheme://host[:port]/path of a URL, without userinfo, query and fragment; undefined when it is not one. */
export function endpointOf(url: string): { endpoint: string; host: string } | undefined {
  const m = /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/?#]*@)?([^/?#]*)([^?#]*)/i.exec(url.trim());
  if (!m || !m[2]) return undefined;
  return { endpoint: `${m[1]!.toLowerCase()}://${m[2].toLowerCase()}${m[3]}`, host: m[2].toLowerCase().replace(/:\d+$/, '') };
}

/** Variable names a server needs: its `env` keys, `-e NAME` of docker, and `${NAME}` references anywhere in it. */
function envNames(server: Server, launches: readonly Launch[]): string[] {
  const names = new Set(server.env.map((e) => e.key));
  for (const launch of launches) for (const e of [...launch.env, ...(launch.docker?.env ?? [])]) names.add(e.name);
  const strings = [server.command?.value, server.url?.value, ...server.args.map((a) => a.value), ...server.env.map((e) => e.value.value), ...server.headers.map((h) => h.value.value)];
  for (const s of strings) for (const m of (s ?? '').matchAll(VAR_REFERENCE)) names.add((m[1] ?? m[2])!);
  return [...names].sort(byText);
}

/**
 * Claude Code's project approvals: `.claude/settings.json` and `settings.local.json` beside a `.mcp.json` approve its
 * servers all at once (`enableAllProjectMcpServers`) or by name (`enabledMcpjsonServers`). Keyed by the folder that
 * holds `.claude/` (display path, '' for the scan root's).
 */
function projectApprovals(configs: ConfigFile[]): Map<string, { file: string; all: boolean; names: string[] }[]> {
  const out = new Map<string, { file: string; all: boolean; names: string[] }[]>();
  for (const c of configs) {
    const m = /^(?:(.*)\/)?\.claude\/settings(?:\.local)?\.json$/.exec(c.source.display);
    if (c.host !== 'claude-settings' || !m || !c.data || typeof c.data !== 'object') continue;
    const data = c.data as { enableAllProjectMcpServers?: unknown; enabledMcpjsonServers?: unknown };
    const names = Array.isArray(data.enabledMcpjsonServers) ? data.enabledMcpjsonServers.filter((n): n is string => typeof n === 'string') : [];
    const all = data.enableAllProjectMcpServers === true;
    if (!all && !names.length) continue;
    const dir = m[1] ?? '';
    out.set(dir, [...(out.get(dir) ?? []), { file: c.source.display, all, names }]);
  }
  return out;
}

function approvalsOf(file: ConfigFile, server: Server, own: Finding[], projects: ReturnType<typeof projectApprovals>): string[] {
  const list = own.filter((f) => f.ruleId === 'auto-approve').map((f) => `${f.file}: ${f.location}`);
  const m = /^(?:(.*)\/)?\.mcp\.json$/.exec(file.source.display);
  if (file.host === 'claude-code' && m) {
    for (const p of projects.get(m[1] ?? '') ?? []) {
      if (p.all) list.push(`${p.file}: enableAllProjectMcpServers`);
      if (p.names.includes(server.name)) list.push(`${p.file}: enabledMcpjsonServers`);
    }
  }
  return [...new Set(list)].sort(byText);
}

interface ServerContext {
  findings: Finding[];
  policy: boolean;
  projects: ReturnType<typeof projectApprovals>;
  /** the tools lockfile's entries of the config, and the lockfile's display path */
  recorded: { entries: Map<string, LockedServer>; lockfile: string };
  redaction: Redaction;
}

function serverOf(file: ConfigFile, server: Server, { findings, policy, projects, recorded: lock, redaction }: ServerContext): InventoryServer {
  // written and masked as the engine writes findings' locations, or a name that needs quoting ("my.server") or an
  // entry in an array would match none of its findings
  const location = redaction.mask(formatPath(server.path), file.source.path);
  const own = findings.filter((f) => f.file === file.source.display && within(f.location, location));
  const launches = analyzeLaunches(server);
  const remote = server.url ? endpointOf(server.url.value) : undefined;
  const approvals = approvalsOf(file, server, own, projects);
  const recorded = recordedOf(server, lock.entries, lock.lockfile);
  return {
    name: server.name,
    file: file.source.display,
    host: file.host,
    location,
    transport: server.transport,
    ...(server.command ? { command: programName(server.command.value) } : {}),
    launches: launches.map(launchOf),
    ...(remote ? { endpoint: remote.endpoint, remoteHost: remote.host } : {}),
    env: envNames(server, launches),
    headers: server.headers.map((h) => h.key).sort(byText),
    autoApproved: approvals.length > 0,
    approvals,
    ...(policy ? { allowedByPolicy: !own.some((f) => f.ruleId === 'server-not-allowed') } : {}),
    ...(recorded ? { recorded } : {}),
    findings: count(own),
  };
}

function skillName(skill: Skill): string {
  const front = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---/.exec(skill.manifest.text)?.[1] ?? '';
  const name = /^name:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(front)?.[1];
  return name ?? (skill.dir.split('/').pop() || skill.dir);
}

function skillOf(skill: Skill, findings: Finding[]): InventorySkill {
  const prefix = skill.dir === '.' ? '' : `${skill.dir}/`;
  const own = findings.filter((f) => f.file === skill.manifest.display || (prefix && f.file.startsWith(prefix)) || (f.related ?? []).some((r) => r.file === skill.manifest.display));
  return {
    name: skillName(skill),
    dir: skill.dir,
    manifest: { path: skill.manifest.display, sha256: skill.manifestSha256 },
    files: skill.scripts.map((s) => ({ path: s.relPath, sha256: s.sha256, kind: s.kind })).sort((a, b) => byText(a.path, b.path)),
    reviewed: !own.some((f) => f.ruleId === 'unreviewed-skill-script'),
    findings: count(own),
  };
}

/**
 * Every string of the inventory through the masker: a secret that ends up in a name is still never shown. Every
 * file the scan read is learned first, so that a secret in a file no finding quoted is known too. Launches are kept
 * as built: the masker over-masks on purpose (a long mixed-case quoted word such as `"AcmeMcpServer2025Build7"`
 * counts as a possible token), which would garble registry names, versions and purls; those are registry
 * identifiers and exact versions, and a launch's source URL has lost its userinfo and query. Recorded hashes are
 * kept too: hex digests the lockfile computed, no text of the config.
 */
function masked(inventory: Inventory, scan: InventoryScan): Inventory {
  const { redaction } = scan;
  for (const path of [...scan.configs.map((c) => c.source.path), ...scan.skills.flatMap((k) => [k.manifest.path, ...k.scripts.map((f) => f.source.path)])]) redaction.mask('', path);
  const out = JSON.parse(JSON.stringify(inventory, (_, v) => (typeof v === 'string' ? redaction.mask(v) : v))) as Inventory;
  out.servers.forEach((s, i) => {
    const built = inventory.servers[i]!;
    s.launches = built.launches;
    if (s.recorded) for (const k of KINDS) s.recorded[k].forEach((item, n) => { item.sha256 = built.recorded![k][n]!.sha256; });
  });
  out.commands.forEach((c, i) => { c.launches = inventory.commands[i]!.launches; });
  return out;
}

const KINDS = ['tools', 'prompts', 'resources', 'resourceTemplates'] as const;

/** What the inventory reads of a scan (`ScanResult`): its model, its masker, and the tools lockfile of each config. */
export interface InventoryScan {
  configs: ConfigFile[];
  skills: Skill[];
  redaction: Redaction;
  toolsLockOf?: (config: ConfigFile) => ConfigToolsLock;
}

/** `policy`: whether a server policy applied to the scan (then each server says whether it passes). */
export function buildInventory(scan: InventoryScan, findings: Finding[], toolVersion: string, policy = false): Inventory {
  const configs = [...scan.configs].sort((a, b) => byText(a.source.display, b.source.display));
  const projects = projectApprovals(configs);
  const servers = configs.flatMap((c) => {
    const lock = scan.toolsLockOf?.(c);
    const recorded = { entries: lockEntries(lock), lockfile: lock?.lock.source.display ?? '' };
    return c.servers.map((s) => serverOf(c, s, { findings, policy, projects, recorded, redaction: scan.redaction }));
  }).sort((a, b) => byText(a.file, b.file) || byText(a.name, b.name) || byText(a.location, b.location));
  const inventory: Inventory = {
    version: 1,
    tool: { name: 'mcp-audit', version: toolVersion },
    configs: configs.map((c) => ({
      file: c.source.display, host: c.host, servers: c.servers.length, commands: (c.commands?.length ?? 0) + (c.runsAs ? 1 : 0),
      findings: count(findings.filter((f) => f.file === c.source.display)),
    })),
    servers,
    commands: inventoryCommands(configs, findings, scan.redaction),
    skills: [...scan.skills].sort((a, b) => byText(a.dir, b.dir)).map((s) => skillOf(s, findings)),
    findings: count(findings),
  };
  return masked(inventory, scan);
}
