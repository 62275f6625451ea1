/**
 * @file unpinned-package: a server launched through a package runner (npx, bunx, pnpm dlx, yarn dlx, npm exec, uvx,
 * uv tool run, pipx run, docker/podman run) at a version that moves: none, `@latest`, a dist-tag, a range, an
 * untagged or `:latest` image, a git source without a commit, an archive URL without a hash.
 */
import { analyzeLaunches } from '../src/launch.js';
import type { Launch, PackageRef } from '../src/launch.js';
import { globToRegExp } from '../src/glob.js';
import { describeSecret } from '../src/redact.js';
import type { ConfigFile, Edit, Fix, Report, Rule } from '../src/types.js';

/** Where the fixer writes the resolved exact version (see `VersionRequest`). */
export const VERSION_PLACEHOLDER = '\u0000VERSION\u0000';
/** Plain letters survive any host's string quoting; swapped for the placeholder once the editor has quoted. */
const MARKER = 'MCPAUDITPINNEDVERSIONMARKER';

export const unpinnedPackage: Rule = {
  meta: {
    id: 'unpinned-package',
    level: 'warning',
    description: 'A server launched by a package runner (npx, uvx, docker run, …) without a pinned version: whatever is published when it starts runs, unreviewed.',
    precision: 'high',
    securitySeverity: '6.5',
    tags: ['security', 'supply-chain'],
    fixable: 'safe',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allow: { description: 'package or image names (globs such as "@my-org/*") that may run unpinned', type: 'array', items: { type: 'string' } },
      },
    },
  },
  checkConfig(file, context) {
    const allowed = ((context.options.allow as string[] | undefined) ?? []).map(globToRegExp);
    const reports: Report[] = [];
    const seen = new Set<string>();
    for (const server of file.servers) {
      for (const launch of analyzeLaunches(server)) {
        if (!launch.fetches) continue;
        for (const pkg of [launch.package, ...launch.extraPackages]) {
          const key = `${pkg.token.span.start}:${pkg.token.span.end}`;
          if (pkg.pinned || seen.has(key) || allowed.some((glob) => glob.test(pkg.name))) continue;
          seen.add(key);
          reports.push(report(file, launch, pkg));
        }
      }
    }
    return reports;
  },
};

function report(file: ConfigFile, launch: Launch, pkg: PackageRef): Report {
  const shown = display(pkg.token.value);
  const verb = pkg.ecosystem === 'docker' ? 'starts' : 'runs';
  const advice = pinAdvice(pkg);
  const out: Report = {
    message: `${launch.runner} ${verb} "${shown}": ${moves(pkg)}, unreviewed. ${advice}`,
    span: pkg.token.span,
    path: pkg.token.str.path,
    fingerprintValue: pkg.token.value,
  };
  if (shown !== pkg.token.value) out.sensitive = true;
  const fix = npmFix(file, pkg);
  if (fix) out.fix = fix;
  else out.suggestions = [{ description: advice, safe: false, edits: [] }];
  return out;
}

/** What the launch runs instead of a reviewed version. */
function moves(pkg: PackageRef): string {
  const spec = display(pkg.spec);
  if (pkg.ecosystem === 'docker') {
    const tag = pkg.kind === 'none' ? 'latest' : spec;
    return `whatever image the "${tag}" tag points to when it is pulled`;
  }
  switch (pkg.kind) {
    case 'tag':
      return pkg.spec.toLowerCase() === 'latest'
        ? 'whatever version is published when the server starts'
        : `whatever version the "${spec}" tag points to when the server starts`;
    case 'range':
      return `the newest version matching "${spec}" when the server starts`;
    case 'git':
      return pkg.spec ? `whatever commit "${spec}" points to when the server starts` : 'whatever commit the default branch has when the server starts';
    case 'url':
      return 'whatever the URL serves when the server starts';
    default:
      return 'whatever version is published when the server starts';
  }
}

function pinAdvice(pkg: PackageRef): string {
  const name = display(pkg.name);
  if (pkg.ecosystem === 'docker') {
    return `Pin a version tag or a digest, e.g. "${name}:<tag>" or "${name}@sha256:<digest>".`;
  }
  if (pkg.kind === 'git') {
    return `Pin a commit, e.g. "${name}${pkg.ecosystem === 'npm' ? '#' : '@'}<commit>".`;
  }
  if (pkg.kind === 'url') {
    return pkg.ecosystem === 'npm'
      ? 'Pin a published version, or a URL that names a commit.'
      : 'Pin a published version, or add the archive\'s hash to the URL: "#sha256=<hash>".';
  }
  if (pkg.ecosystem === 'npm') return `Pin an exact version, e.g. "${pkg.alias ? `${pkg.alias}@npm:` : ''}${name}@<version>".`;
  return `Pin an exact version, e.g. "${name}${pkg.extras ?? ''}==<version>".`;
}

/** A registry package on npm: the fixer resolves the version the spec means now and writes it in. */
function npmFix(file: ConfigFile, pkg: PackageRef): Fix | undefined {
  if (pkg.ecosystem !== 'npm' || !['none', 'tag', 'range'].includes(pkg.kind)) return undefined;
  const prefix = pkg.alias ? `${pkg.alias}@npm:${pkg.name}@` : `${pkg.name}@`;
  const description = pkg.kind === 'range'
    ? `pin ${pkg.name} to the newest version matching "${pkg.spec}" now`
    : `pin ${pkg.name} to the version "${pkg.spec || 'latest'}" resolves to now`;
  const token = pkg.token;
  let edits: Edit[];
  if (token.whole) {
    edits = file.editor.replaceString(token.str, prefix + MARKER);
    const texts = edits.map((e) => e.text.split(MARKER).length - 1);
    if (texts.reduce((a, b) => a + b, 0) !== 1) return undefined;
    edits = edits.map((e) => ({ ...e, text: e.text.split(MARKER).join(VERSION_PLACEHOLDER) }));
  } else {
    // a word inside a shell string: only `[A-Za-z0-9@/._~^<>=*-]` is written, so no quoting or escaping is needed
    if (!/^[\w@/.~^<>=*-]+$/.test(prefix)) return undefined;
    edits = [{ file: file.source.path, start: token.span.start, end: token.span.end, text: prefix + VERSION_PLACEHOLDER }];
  }
  return {
    description, safe: true, edits,
    resolve: { ecosystem: 'npm', name: pkg.name, spec: pkg.spec, placeholder: VERSION_PLACEHOLDER },
  };
}

/** Credentials in a URL's userinfo (`https://user:token@host/…`) never reach a message. */
function display(text: string): string {
  return text.replace(/^([A-Za-z][\w+.-]*:\/\/)([^/@\s]+)@/, (all, scheme: string, userinfo: string) => {
    if (!userinfo.includes(':') && userinfo.length < 20) return all;
    return `${scheme}${describeSecret(userinfo)}@`;
  });
}
