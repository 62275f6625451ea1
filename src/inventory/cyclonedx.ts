/**
 * The inventory as a CycloneDX 1.6 JSON BOM: each stdio server a component (`application`, with the purl of what it
 * launches), each remote server a service with its endpoint, each skill a component holding its files (type
 * `file`, SHA-256 hashes), mcp-audit's facts and finding counts as `properties` (`mcp-audit:*`, the namespace
 * convention of the CycloneDX property taxonomy). Ordering is the inventory's (stable), `bom-ref`s derive from paths
 * and names, and the serial number is a hash of the content: two runs on the same tree differ only in
 * `metadata.timestamp` (which `SOURCE_DATE_EPOCH` fixes, as reproducible builds do).
 */
import { createHash } from 'node:crypto';
import type { Inventory, InventoryServer, InventorySkill, LevelCounts } from './inventory.js';

type Property = { name: string; value: string };

const prop = (name: string, value: string | number | boolean | undefined): Property[] =>
  value === undefined || value === '' ? [] : [{ name: `mcp-audit:${name}`, value: String(value) }];

const findingProps = (c: LevelCounts): Property[] => [
  ...prop('findings:error', c.error), ...prop('findings:warning', c.warning), ...prop('findings:note', c.note),
];

const serverRef = (s: InventoryServer) => `server:${s.file}#${s.location}`;

function serverProps(s: InventoryServer): Property[] {
  return [
    ...prop('server:name', s.name), ...prop('config:file', s.file), ...prop('config:host', s.host),
    ...prop('server:transport', s.transport), ...prop('server:command', s.command),
    ...s.env.flatMap((n) => prop('env', n)), ...s.headers.flatMap((n) => prop('header', n)),
    ...prop('approval:auto-approved', s.autoApproved), ...s.approvals.flatMap((a) => prop('approval', a)), ...prop('policy:allowed', s.allowedByPolicy), ...findingProps(s.findings),
  ];
}

function serverComponent(s: InventoryServer): Record<string, unknown> {
  const main = s.launches[0];
  return {
    type: 'application',
    'bom-ref': serverRef(s),
    name: main ? main.name : s.command ?? s.name,
    ...(main?.version ? { version: main.version } : {}),
    ...(main?.purl ? { purl: main.purl } : {}),
    description: `MCP server "${s.name}" in ${s.file}`,
    properties: [
      ...serverProps(s),
      ...s.launches.flatMap((l, i) => [
        ...prop(`launch:${i}:runner`, l.runner), ...prop(`launch:${i}:spec`, l.spec), ...prop(`launch:${i}:pinned`, l.pinned),
        ...(i > 0 ? prop(`launch:${i}:purl`, l.purl) : []),
        ...(l.image ? [...prop(`launch:${i}:image:tag`, l.image.tag), ...prop(`launch:${i}:image:digest`, l.image.digest)] : []),
      ]),
    ],
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
  const body = {
    components: [...stdio.map(serverComponent), ...inv.skills.map(skillComponent)],
    services: remote.map(serverService),
  };
  const metadata = {
    tools: { components: [{ type: 'application', name: 'mcp-audit', version: inv.tool.version }] },
    component: {
      type: 'application', 'bom-ref': 'subject', name: subject,
      description: 'the agent integrations (MCP servers, skills) configured in this tree',
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
    dependencies: [{ ref: 'subject', dependsOn: [...body.components, ...body.services].map((c) => c['bom-ref'] as string) }],
  };
  return JSON.stringify(bom, null, 2) + '\n';
}
