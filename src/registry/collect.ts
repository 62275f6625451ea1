/**
 * What to ask the registries: every npm and PyPI package the scanned configs launch, with the exact versions they pin
 * and the specs that move, and the folder whose `.npmrc` applies. A launch that names a registry of its own
 * (`--registry`, `--index-url`, `npm_config_registry` in its environment) is left out: asking the default registry
 * about it would disclose a private name and could describe a same-named public package.
 */
import { dirname } from 'node:path';
import { launchedPackages } from '../analysis/launched-packages.js';
import type { LaunchedPackage } from '../analysis/launched-packages.js';
import { onlineKey } from '../model/online.js';
import type { OnlineEcosystem } from '../model/online.js';
import type { ConfigFile, Server } from '../model/types.js';

export interface Wanted {
  ecosystem: OnlineEcosystem;
  name: string;
  /** exact versions launches pin */
  versions: Set<string>;
  /** specs of unpinned launches: '' (none), a tag, a range */
  specs: Set<string>;
  /** the folder of the first config that launches it: its nearest `.npmrc` applies */
  dir: string;
}

const NPM_REGISTRY_OPTION = /^--(?:(?:@[^\s=:]+:)?registry|userconfig|globalconfig)(?:=|$)/;
const PYPI_REGISTRY_OPTION = /^(?:--(?:index-url|extra-index-url|default-index|index|find-links|config-file)(?:=|$)|-i$)/;
const OWN_REGISTRY_VARIABLE = /^(?:(?:npm|pnpm)_config_(?:(?:@[^:]+:)?registry|userconfig)|bun_config_registry|yarn_npm_registry_server|uv_(?:index_url|extra_index_url|default_index|index)|pip_(?:index_url|extra_index_url))$/i;

/** An image names its registry in its own name; npm and PyPI launches can point elsewhere by option or variable. */
function ownRegistry(server: Server, pkg: LaunchedPackage): boolean {
  if (pkg.ecosystem === 'docker') return false;
  const option = pkg.ecosystem === 'npm' ? NPM_REGISTRY_OPTION : PYPI_REGISTRY_OPTION;
  if (pkg.launch.runnerOptions.some((t) => option.test(t.value))) return true;
  return [...server.env.map((e) => e.key), ...pkg.launch.env.map((e) => e.name)].some((name) => OWN_REGISTRY_VARIABLE.test(name));
}

export function collectWanted(configs: ConfigFile[]): { wanted: Map<string, Wanted>; skipped: string[] } {
  const wanted = new Map<string, Wanted>();
  const skipped: string[] = [];
  for (const file of configs) {
    for (const server of file.servers) {
      for (const pkg of launchedPackages(server)) {
        if (pkg.ecosystem === 'docker' && pkg.ref.kind === 'digest') continue;
        if (ownRegistry(server, pkg)) {
          skipped.push(`${file.source.display}: ${pkg.ecosystem} "${pkg.name}" is launched from a registry of its own: not looked up`);
          continue;
        }
        const key = onlineKey(pkg.ecosystem, pkg.name);
        let entry = wanted.get(key);
        if (!entry) wanted.set(key, (entry = { ecosystem: pkg.ecosystem, name: pkg.name, versions: new Set(), specs: new Set(), dir: dirname(file.source.path) }));
        if (pkg.version !== undefined) entry.versions.add(pkg.version);
        else if (pkg.ref.kind !== 'digest') entry.specs.add(pkg.spec);
      }
    }
  }
  return { wanted, skipped };
}
