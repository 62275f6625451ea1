/**
 * The registry packages a server launches, each with the exact version it runs when the launch pins one: what the
 * supply-chain rules look up in their lists, and what `--online` asks the registries about. Git and URL sources,
 * local paths and specs with variables name no registry package and are left out.
 */
import { launchFacts } from '../model/online.js';
import type { LaunchFacts, OnlineFacts } from '../model/online.js';
import type { ConfigFile, Server } from '../model/types.js';
import { analyzeLaunches } from './launch.js';
import type { Launch } from './launch-types.js';
import type { Ecosystem, PackageRef } from './package-spec.js';

export interface LaunchedPackage {
  ecosystem: Ecosystem;
  /** registry name as written (npm, PyPI), or the image without tag and digest */
  name: string;
  /** the exact version (npm, PyPI) or tag (docker) the launch pins; undefined when it moves */
  version?: string;
  /** the spec as written ('' when none): `latest`, `^1.2.0`, `==1.2.3`, a tag */
  spec: string;
  ref: PackageRef;
  launch: Launch;
}

const REGISTRY_KINDS = new Set(['none', 'tag', 'range', 'exact', 'digest']);

/** `==1.2.3` / `===1.2.3` (PyPI), `1.2.3` (uv's `@1.2.3`), `v1.2.3` kept as written for npm. */
function exactVersion(ref: PackageRef): string | undefined {
  if (ref.kind !== 'exact') return undefined;
  if (ref.ecosystem === 'pypi') return ref.spec.replace(/^===?/, '').trim() || undefined;
  if (ref.ecosystem === 'docker') return ref.spec.split('@')[0] || undefined;
  return ref.spec || undefined;
}

/** Every registry package the server's launches fetch, once per token. */
export function launchedPackages(server: Server): LaunchedPackage[] {
  const out: LaunchedPackage[] = [];
  const seen = new Set<string>();
  for (const launch of analyzeLaunches(server)) {
    for (const ref of [launch.package, ...launch.extraPackages]) {
      if (!REGISTRY_KINDS.has(ref.kind)) continue;
      const key = `${ref.token.span.start}:${ref.token.span.end}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const version = exactVersion(ref);
      out.push({ ecosystem: ref.ecosystem, name: ref.name, spec: ref.spec, ref, launch, ...(version !== undefined ? { version } : {}) });
    }
  }
  return out;
}

/**
 * With `--online`: each package the file's servers launch that the registries were asked about, with what they
 * answered and the version it runs (`launchFacts`). The online rules read their facts through this one loop.
 */
export function* launchesWithFacts(file: ConfigFile, online: OnlineFacts | undefined): Generator<{ server: Server; pkg: LaunchedPackage; got: LaunchFacts }> {
  if (!online) return;
  for (const server of file.servers) {
    for (const pkg of launchedPackages(server)) {
      const got = launchFacts(online, pkg);
      if (got) yield { server, pkg, got };
    }
  }
}
