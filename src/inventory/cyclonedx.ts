/**
 * The inventory as a CycloneDX 1.6 JSON BOM: each stdio server a component (`application`, with the purl of what it
 * launches), each remote server a service with its endpoint, each hook or helper command a component (`application`,
 * the purl of the package it launches, the repository scripts it runs as `file` components with SHA-256 hashes),
 * each skill a component holding its files (type `file`, SHA-256 hashes), mcp-audit's facts and finding counts as
 * `properties` (`mcp-audit:*`, the namespace convention of the CycloneDX property taxonomy). What the tools
 * lockfile recorded of a server is its data: each tool, prompt, resource or resource template a component of type
 * `data` (nested in a stdio server's component; beside a remote server's service, which depends on them, since a
 * service holds no components) with its canonical SHA-256. Ordering is the inventory's (stable), `bom-ref`s derive from paths
 * and names, and the serial number is a hash of the content: two runs on the same tree differ only in
 * `metadata.timestamp` (which `SOURCE_DATE_EPOCH` fixes, as reproducible builds do).
 */
import { createHash } from 'node:crypto';
import type { Inventory, InventoryServer, InventorySkill } from './inventory.js';
import { commandComponent, findingProps, launchIdentity, launchProps, prop, recordedComponents, recordedProps } from './cyclonedx-parts.js';
import type { Property } from './cyclonedx-parts.js';

const serverRef = (s: InventoryServer) => `server:${s.file}#${s.location}`;

function serverProps(s: InventoryServer): Property[] {
  return [
    ...prop('server:name', s.name), ...prop('config:file', s.file), ...prop('config:host', s.host),
    ...prop('server:transport', s.transport), ...prop('server:command', s.command),
    ...s.env.flatMap((n) => prop('env', n)), ...s.headers.flatMap((n) => prop('header', n)),
    ...prop('approval:auto-approved', s.autoApproved), ...s.approvals.flatMap((a) => prop('approval', a)), ...prop('policy:allowed', s.allowedByPolicy), ...recordedProps(s), ...findingProps(s.findings),
  ];
}

function serverComponent(s: InventoryServer): Record<string, unknown> {
  const recorded = recordedComponents(s, serverRef(s));
  return {
    type: 'application',
    'bom-ref': serverRef(s),
    ...launchIdentity(s.launches, s.command ?? s.name),
    description: `MCP server "${s.name}" in ${s.file}`,
    properties: [...serverProps(s), ...launchProps(s.launches)],
    ...(recorded.length ? { components: recorded } : {}),
  };
}

function serverService(s: InventoryServer): Record<string, unknown> {
  return {
    'bom-ref': serverRef(s),
    name: s.name,
    ...(s.remoteHost ? { provider: { name: s.remoteHost } } : {}),
    endpoints: [s.endpoint!],
    // headers (an Authorization, an API key) are how a remote server authenticates its callers
    authenticated: s.headers.length > 0,
    'x-trust-boundary': true,
    description: `remote MCP server "${s.name}" in ${s.file}`,
    properties: serverProps(s),
  };
}

function skillComponent(k: InventorySkill): Record<string, unknown> {
  const ref = `skill:${k.dir}`;
  const file = (path: string, sha256: string, kind?: string) => ({
    type: 'file', 'bom-ref': `${ref}/${path}`, name: path, hashes: [{ alg: 'SHA-256', content: sha256 }],
    ...(kind ? { properties: prop('file:kind', kind) } : {}),
  });
  return {
    type: 'application',
    'bom-ref': ref,
    name: k.name,
    description: `agent skill in ${k.dir}`,
    properties: [...prop('skill:dir', k.dir), ...prop('skill:reviewed', k.reviewed), ...findingProps(k.findings)],
    components: [file('SKILL.md', k.manifest.sha256), ...k.files.map((f) => file(f.path, f.sha256, f.kind))],
  };
}

/** A UUID (version 5 layout) from a content hash: the same BOM content, the same serial number. */
function contentSerial(content: unknown): string {
  const h = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function timestampOf(env: NodeJS.ProcessEnv, now: Date = new Date()): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  const date = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : now;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function formatCycloneDx(inv: Inventory, subject: string, timestamp: string): string {
  const stdio = inv.servers.filter((s) => !s.endpoint);
  const remote = inv.servers.filter((s) => s.endpoint);
  // a service holds no components: what a remote server serves sits beside it, and the service depends on it
  const served = remote.map((s) => ({ ref: serverRef(s), data: recordedComponents(s, serverRef(s)) })).filter((r) => r.data.length);
  const body = {
    components: [...stdio.map(serverComponent), ...inv.commands.map(commandComponent), ...inv.skills.map(skillComponent), ...served.flatMap((r) => r.data)],
    services: remote.map(serverService),
  };
  const direct = [...body.components.filter((c) => c.type !== 'data'), ...body.services].map((c) => c['bom-ref'] as string);
  const metadata = {
    tools: { components: [{ type: 'application', name: 'mcp-audit', version: inv.tool.version }] },
    component: {
      type: 'application', 'bom-ref': 'subject', name: subject,
      description: 'the agent integrations (MCP servers, hooks and helper commands, skills) configured in this tree',
      properties: [
        ...inv.configs.flatMap((c) => prop('config', `${c.file} (${c.host})`)),
        ...findingProps(inv.findings),
      ],
    },
  };
  const serialNumber = contentSerial({ metadata, body });
  const bom = {
    $schema: 'http://cyclonedx.org/schema/bom-1.6.schema.json',
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    serialNumber,
    version: 1,
    metadata: { timestamp, ...metadata },
    ...body,
    dependencies: [
      { ref: 'subject', dependsOn: direct },
      ...served.map((r) => ({ ref: r.ref, dependsOn: r.data.map((c) => c['bom-ref'] as string) })),
    ],
  };
  return JSON.stringify(bom, null, 2) + '\n';
}
