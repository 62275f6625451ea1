/**
 * Parts of the CycloneDX BOM (cyclonedx.ts) apart from the document itself: properties, package launches, hooks and
 * helper commands as components, and what the tools lockfile recorded of a server as `data` components.
 */
import type { InventoryCommand, InventoryLaunch, InventoryServer, LevelCounts, RecordedItem } from './inventory.js';

export type Property = { name: string; value: string };
type Json = Record<string, unknown>;

export const prop = (name: string, value: string | number | boolean | undefined): Property[] =>
  value === undefined || value === '' ? [] : [{ name: `mcp-audit:${name}`, value: String(value) }];

export const findingProps = (c: LevelCounts): Property[] => [
  ...prop('findings:error', c.error), ...prop('findings:warning', c.warning), ...prop('findings:note', c.note),
];

/** The launches as properties; the first one's purl is the component's own, so only the others get one here. */
export function launchProps(launches: InventoryLaunch[]): Property[] {
  return launches.flatMap((l, i) => [
    ...prop(`launch:${i}:runner`, l.runner), ...prop(`launch:${i}:spec`, l.spec), ...prop(`launch:${i}:pinned`, l.pinned),
    ...(i > 0 ? prop(`launch:${i}:purl`, l.purl) : []),
    ...(l.image ? [...prop(`launch:${i}:image:tag`, l.image.tag), ...prop(`launch:${i}:image:digest`, l.image.digest)] : []),
  ]);
}

/** Name, version and purl of the component: what its first launch starts, else the program's basename. */
export function launchIdentity(launches: InventoryLaunch[], fallback: string): Json {
  const main = launches[0];
  return {
    name: main ? main.name : fallback,
    ...(main?.version ? { version: main.version } : {}),
    ...(main?.purl ? { purl: main.purl } : {}),
  };
}

const commandRef = (c: InventoryCommand) => `command:${c.file}#${c.location}`;

/** A hook or helper command: what it starts, its role, event and matcher, and the repository scripts it runs. */
export function commandComponent(c: InventoryCommand): Json {
  const ref = commandRef(c);
  const scripts = c.scripts.map((s) => ({
    type: 'file', 'bom-ref': `${ref}/${s.path}`, name: s.path,
    ...(s.sha256 ? { hashes: [{ alg: 'SHA-256', content: s.sha256 }] } : {}),
    properties: [...prop('script:reviewed', s.reviewed), ...(s.sha256 ? [] : prop('script:hashed', false))],
  }));
  return {
    type: 'application',
    'bom-ref': ref,
    ...launchIdentity(c.launches, c.command ?? c.name),
    description: `${c.name} in ${c.file}`,
    properties: [
      ...prop('command:name', c.name), ...prop('command:role', c.role), ...prop('command:event', c.event), ...prop('command:matcher', c.matcher),
      ...prop('config:file', c.file), ...prop('config:host', c.host), ...prop('command:location', c.location), ...prop('command:program', c.command),
      ...c.env.flatMap((n) => prop('env', n)), ...prop('command:reviewed', c.reviewed), ...launchProps(c.launches), ...findingProps(c.findings),
    ],
    ...(scripts.length ? { components: scripts } : {}),
  };
}

const KINDS = [['tools', 'tool'], ['prompts', 'prompt'], ['resources', 'resource'], ['resourceTemplates', 'resource-template']] as const;

/** The lockfile entry's facts as properties of the server's component or service. */
export function recordedProps(s: InventoryServer): Property[] {
  const r = s.recorded;
  if (!r) return [];
  return [
    ...prop('recorded:lockfile', r.lockfile), ...prop('recorded:status', r.status), ...prop('recorded:protocol-version', r.protocolVersion),
    ...prop('recorded:server-name', r.serverInfo?.name), ...prop('recorded:server-version', r.serverInfo?.version),
    ...KINDS.flatMap(([key, kind]) => prop(`recorded:${kind}s`, r[key].length)),
  ];
}

/**
 * Each recorded tool, prompt, resource and resource template as a `data` component: its name, the lockfile's
 * canonical hash of its definition, and whether the entry still describes the server's launch. `bom-ref`s name the
 * server, the kind and the name; a name listed twice (which a server may do) gets its position too, to stay unique.
 */
export function recordedComponents(s: InventoryServer, serverRef: string): Json[] {
  const r = s.recorded;
  if (!r) return [];
  return KINDS.flatMap(([key, kind]) => {
    const seen = new Map<string, number>();
    return r[key].map((item: RecordedItem) => {
      const n = seen.get(item.name) ?? 0;
      seen.set(item.name, n + 1);
      return {
        type: 'data',
        'bom-ref': `${serverRef}/${kind}:${item.name}${n ? `#${n}` : ''}`,
        name: item.name,
        hashes: [{ alg: 'SHA-256', content: item.sha256.replace(/^sha256:/, '') }],
        data: [{ type: 'definition', name: item.name, description: `MCP ${kind.replace('-', ' ')} definition recorded in ${r.lockfile}` }],
        properties: [...prop('recorded:kind', kind), ...prop('recorded:status', r.status), ...prop('recorded:hash', 'SHA-256 of the RFC 8785 canonical JSON of the definition')],
      };
    });
  });
}
