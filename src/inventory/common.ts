/**
 * What the parts of the inventory share: finding counts, stable ordering, and a package launch as the inventory lists
 * it (servers and hooks alike start packages through the same launch analysis).
 */
import type { Launch } from '../analysis/launch-types.js';
import type { Finding } from '../model/types.js';
import { dockerImage, exactVersion, packagePurl } from './purl.js';

export interface LevelCounts { error: number; warning: number; note: number }

export interface InventoryLaunch {
  runner: string;
  ecosystem: 'npm' | 'pypi' | 'docker';
  /** package name, or image without tag and digest */
  name: string;
  /** the version as written ('' when none) */
  spec: string;
  /** the one version it names, '' when it names none */
  version: string;
  pinned: boolean;
  purl?: string;
  /** docker only */
  image?: { registry: string; tag: string; digest: string };
}

export const count = (findings: Finding[]): LevelCounts => ({
  error: findings.filter((f) => f.level === 'error').length,
  warning: findings.filter((f) => f.level === 'warning').length,
  note: findings.filter((f) => f.level === 'note').length,
});

/** A finding's location (`formatPath`, as the engine writes it) at or under the entry at `prefix`. */
export const within = (location: string, prefix: string) => location === prefix || location.startsWith(`${prefix}.`) || location.startsWith(`${prefix}[`);

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `${VAR}`, `${env:VAR}`, `${VAR:-default}`, `{env:VAR}`: how configs name a variable inside a string. */
export const VAR_REFERENCE = /\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}|\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function launchOf(launch: Launch): InventoryLaunch {
  const pkg = launch.package;
  const docker = launch.docker;
  const purl = packagePurl(pkg, docker);
  return {
    runner: launch.runner,
    ecosystem: pkg.ecosystem,
    // a git or archive source may carry a token as its userinfo or in its query
    name: pkg.name.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/?#]*@/i, '$1').replace(/[?#].*$/s, ''),
    spec: pkg.spec,
    version: docker ? docker.digest || docker.tag : exactVersion(pkg),
    pinned: pkg.pinned,
    ...(purl ? { purl } : {}),
    ...(docker ? { image: { registry: dockerImage(docker.repository, '', '').registry, tag: docker.tag, digest: docker.digest } } : {}),
  };
}
