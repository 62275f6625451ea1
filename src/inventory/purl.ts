/**
 * Package URLs (purl) for what a server launches: `pkg:npm/%40scope/name@1.2.3`, `pkg:pypi/name@1.2.3`,
 * `pkg:docker/namespace/name@sha256%3A…?repository_url=ghcr.io`. Rules from package-url/purl-spec `PURL-TYPES.rst`:
 * npm's scope is the namespace, `@` percent-encoded; PyPI names lowercased with `_` as `-`; docker's namespace is
 * the path before the name, a registry other than Docker Hub goes in `repository_url`, and the version is the digest
 * when there is one ("since tags can be moved, a sha256 image id is preferred"), else the tag.
 *
 * A purl names one version or none: a range, a dist-tag or a missing version leaves the version out.
 */
import type { PackageRef } from '../analysis/package-spec.js';

const enc = (s: string) => encodeURIComponent(s);

export interface DockerImage {
  /** registry host, '' for Docker Hub */
  registry: string;
  /** path before the name ('' for an official image) */
  namespace: string;
  name: string;
  tag: string;
  digest: string;
}

/** `ghcr.io/github/github-mcp-server`, `docker.io/library/postgres`, `mcp/fetch`, `localhost:5000/x` → parts. */
export function dockerImage(repository: string, tag: string, digest: string): DockerImage {
  const parts = repository.toLowerCase().split('/');
  let registry = '';
  if (parts.length > 1 && (/[.:]/.test(parts[0]!) || parts[0] === 'localhost')) registry = parts.shift()!;
  if (registry === 'docker.io' || registry === 'index.docker.io' || registry === 'registry-1.docker.io') registry = '';
  if (!registry && parts[0] === 'library' && parts.length > 1) parts.shift();
  const name = parts.pop() ?? '';
  return { registry, namespace: parts.join('/'), name, tag, digest };
}

/** The exact version a spec names, or '' (ranges, tags, nothing). */
export function exactVersion(pkg: PackageRef): string {
  if (pkg.kind !== 'exact') return '';
  if (pkg.ecosystem === 'pypi') return pkg.spec.replace(/^===?/, '').trim();
  return pkg.spec;
}

export function npmPurl(name: string, version: string): string {
  const slash = name.startsWith('@') ? name.indexOf('/') : -1;
  const path = slash > 0 ? `${enc(name.slice(0, slash))}/${enc(name.slice(slash + 1))}` : enc(name);
  return `pkg:npm/${path}${version ? `@${enc(version)}` : ''}`;
}

export function pypiPurl(name: string, version: string): string {
  return `pkg:pypi/${enc(name.toLowerCase().replace(/_/g, '-'))}${version ? `@${enc(version)}` : ''}`;
}

export function dockerPurl(image: DockerImage): string {
  const path = [...(image.namespace ? image.namespace.split('/') : []), image.name].map(enc).join('/');
  const version = image.digest || image.tag;
  return `pkg:docker/${path}${version ? `@${enc(version)}` : ''}${image.registry ? `?repository_url=${enc(image.registry)}` : ''}`;
}

/** The purl of a launched package, when it comes from a registry (not a git or URL source, not a local path). */
export function packagePurl(pkg: PackageRef, docker?: { repository: string; tag: string; digest: string }): string | undefined {
  if (['git', 'git-ref', 'url', 'url-pinned', 'local'].includes(pkg.kind)) return undefined;
  if (pkg.ecosystem === 'docker') {
    const d = docker ?? { repository: pkg.name, tag: '', digest: '' };
    return dockerPurl(dockerImage(d.repository, pkg.kind === 'dynamic' ? '' : d.tag, pkg.kind === 'dynamic' ? '' : d.digest));
  }
  const version = exactVersion(pkg);
  return pkg.ecosystem === 'npm' ? npmPurl(pkg.name, version) : pypiPurl(pkg.name, version);
}
