/**
 * What `--online` learned about the packages a scan launches. src/registry gathers it before the rules run and the
 * engine hands it to every rule in its context; the online rules read it as data and do no I/O themselves. Without
 * `--online` there are no facts, and those rules report nothing.
 *
 * A fact is only ever what a registry answered: `missing` means the registry said 404, `unchecked` means it could
 * not be asked or did not answer (never a finding: "could not check", not "does not exist").
 */
import { normalizeImageName, normalizePypiName } from './package-names.js';

export type OnlineEcosystem = 'npm' | 'pypi' | 'docker';

export interface Advisory {
  /** GHSA id taken from the advisory URL, else the registry's id (`PYSEC-…`, a number) */
  id: string;
  aliases: string[];
  title: string;
  /** npm: critical / high / moderate / low; PyPI gives none */
  severity?: string;
  /** npm: the semver range it covers */
  vulnerableVersions?: string;
  /** PyPI: the releases that fix it */
  fixedIn?: string[];
  url?: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface PackageFacts {
  ecosystem: OnlineEcosystem;
  /** as launched (npm), PEP 503 form (PyPI) */
  name: string;
  /** the registry that answered, for messages (credentials in its URL hidden) */
  registry: string;
  /** the registry as asked (may hold credentials): groups requests, never shown */
  registryKey?: string;
  exists: { state: 'found' } | { state: 'missing' } | { state: 'unchecked'; reason: string };
  /** published versions, oldest first (semver order for npm; as the registry lists them for PyPI) */
  versions?: string[];
  /** version → the registry's deprecation text (npm `deprecated`, PyPI yanked reason) */
  deprecated?: Record<string, string>;
  /** spec as written ('' none, a tag, a range) → the version it resolves to today */
  resolved?: Record<string, string>;
  /**
   * Advisories, and the versions they were asked for: a version not in `checked` is not known to be clean. PyPI
   * answers per release, so its advisories are kept per version.
   */
  advisories?: Checked<{ checked: string[]; list: Advisory[]; byVersion?: Record<string, Advisory[]> }>;
  /** images: tag → the digest it points to now (the index digest of a multi-arch image) */
  digests?: Record<string, string>;
  /** images: tags the registry answered 404 for */
  missingTags?: string[];
}

export interface OnlineFacts {
  packages: Map<string, PackageFacts>;
  /** what could not be checked, one line each ("could not check npm package …"): stderr and SARIF notifications */
  notes?: string[];
}

export function onlineKey(ecosystem: OnlineEcosystem, name: string): string {
  return `${ecosystem}:${ecosystem === 'docker' ? normalizeImageName(name) : ecosystem === 'pypi' ? normalizePypiName(name) : name}`;
}

/** A launched package's registry facts and the version it runs (`launchFacts`). */
export interface LaunchFacts { facts: PackageFacts; version?: string; resolvedToday: boolean }

/**
 * The facts about a launched package, and the version it runs: the one it pins, else what its spec resolves to
 * today (`resolvedToday`); undefined when `--online` did not run or the package was not asked about.
 */
export function launchFacts(
  online: OnlineFacts | undefined, pkg: { ecosystem: string; name: string; version?: string; spec: string },
): LaunchFacts | undefined {
  if (!online || (pkg.ecosystem !== 'npm' && pkg.ecosystem !== 'pypi' && pkg.ecosystem !== 'docker')) return undefined;
  const facts = online.packages.get(onlineKey(pkg.ecosystem, pkg.name));
  if (!facts) return undefined;
  if (pkg.version !== undefined) return { facts, version: pkg.version, resolvedToday: false };
  const today = facts.resolved?.[pkg.spec];
  return today !== undefined ? { facts, version: today, resolvedToday: true } : { facts, resolvedToday: true };
}
