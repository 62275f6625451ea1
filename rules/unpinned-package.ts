/**
 * @file unpinned-package: a server launched through a package runner (npx, bunx, pnpm dlx, yarn dlx, npm exec, uvx,
 * uv tool run, pipx run, docker/podman run) at a version that moves: none, `@latest`, a dist-tag, a range, an
 * untagged or `:latest` image, a git source without a commit, an archive URL without a hash; or a `${VAR:-default}`
 * (Claude Code, Copilot, Gemini CLI) whose default is one of these.
 */
import { isCommand, launchers } from '../src/analysis/commands.js';
import { claudeReferences } from '../src/analysis/expansion.js';
import { analyzeLaunches } from '../src/analysis/launch.js';
import type { Launch } from '../src/analysis/launch-types.js';
import { parseImageSpec, parseNpmSpec, parsePypiSpec } from '../src/analysis/package-spec.js';
import type { PackageRef } from '../src/analysis/package-spec.js';
import { compileGlob } from '../src/model/glob.js';
import { describeSecret } from '../src/model/redact.js';
import { onlineKey } from '../src/model/online.js';
import type { OnlineFacts } from '../src/model/online.js';
import { makeSource } from '../src/model/source.js';
import type { ConfigFile, Edit, Fix, HostId, Report, Rule, Server, Skill } from '../src/model/types.js';
import { unpinnedRequirements } from './unpinned-package/manifests.js';

/** Where the fixer writes the resolved exact version (see `VersionRequest`). */
export const VERSION_PLACEHOLDER = '\u0000VERSION\u0000';
/** Plain letters survive any host's string quoting; swapped for the placeholder once the editor has quoted. */
const MARKER = 'MCPAUDITPINNEDVERSIONMARKER';

export const unpinnedPackage: Rule = {
  meta: {
    id: 'unpinned-package',
    level: 'warning',
    description: 'A server launched by a package runner (npx, uvx, docker run, …) without a pinned version: whatever is published when it starts runs, unreviewed; also (as notes) unpinned requirements in a skill\'s requirements.txt, package.json or pyproject.toml.',
    precision: 'high',
    securitySeverity: '6.5',
    tags: ['security', 'supply-chain'],
    fixable: 'safe',
    owasp: ['MCP04:2025'],
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allow: { description: 'package or image names (globs such as "@my-org/*") that may run unpinned', type: 'array', items: { type: 'string', format: 'glob' } },
      },
    },
  },
  checkSkill(skill, context) {
    return manifestReports(skill, ((context.options.allow as string[] | undefined) ?? []).map(compileGlob));
  },
  checkConfig(file, context) {
    const allowed = ((context.options.allow as string[] | undefined) ?? []).map(compileGlob);
    const reports: Report[] = [];
    const seen = new Set<string>();
    for (const server of launchers(file)) {
      for (const launch of analyzeLaunches(server)) {
        if (!launch.fetches) continue;
        for (const pkg of [launch.package, ...launch.extraPackages]) {
          const key = `${pkg.token.span.start}:${pkg.token.span.end}`;
          if (seen.has(key) || allowed.some((glob) => glob.test(pkg.name))) continue;
          if (pkg.kind === 'dynamic') {
            const fallback = defaultedRef(file.host, pkg);
            if (!fallback || allowed.some((glob) => glob.test(fallback.pkg.name))) continue;
            seen.add(key);
            reports.push(defaultReport(launch, pkg, fallback));
            continue;
          }
          if (pkg.pinned) {
            const note = taggedImageNote(file, server, launch, pkg, context.online);
            if (note) {
              seen.add(key);
              reports.push(note);
            }
            continue;
          }
          seen.add(key);
          reports.push(withDigest(report(file, server, launch, pkg), file, pkg, context.online));
        }
      }
    }
    return reports;
  },
};

function report(file: ConfigFile, server: Server, launch: Launch, pkg: PackageRef): Report {
  const shown = display(pkg.token.value);
  const verb = pkg.ecosystem === 'docker' ? 'starts' : 'runs';
  const advice = pinAdvice(pkg);
  const out: Report = {
    message: `${isCommand(server) ? `The ${server.name}: ` : ''}${launch.runner} ${verb} "${shown}": ${moves(pkg, isCommand(server) ? `each time the ${server.role} runs` : undefined)}, unreviewed. ${advice}`,
    span: pkg.token.span,
    path: pkg.token.str.path,
    fingerprintValue: pkg.token.value,
  };
  if (shown !== pkg.token.value) out.sensitive = true;
  const fix = npmFix(file, pkg);
  const registry = fix && ownRegistry(server, launch);
  if (fix && !registry) out.fix = fix;
  else if (registry) {
    // Never look the name up elsewhere: that leaks it, and could pin a same-named public package.
    const example = `${pkg.alias ? `${pkg.alias}@npm:` : ''}${display(pkg.name)}@<version>`;
    const description = `The launch uses its own registry (${registry}), so no version was looked up: pin it by hand to an exact `
      + `version from that registry, e.g. "${example}".`;
    out.suggestions = [{ description, safe: false, edits: [] }];
  } else out.suggestions = [{ description: advice, safe: false, edits: [] }];
  return out;
}

/**
 * With `--online`, an image's moving tag comes with the digest it points to now: a suggestion (never applied by
 * `--fix`: a digest freezes the image, updates included) that pins `image:tag@sha256:…` as it runs today.
 */
function withDigest(out: Report, file: ConfigFile, pkg: PackageRef, online: OnlineFacts | undefined): Report {
  if (pkg.ecosystem !== 'docker' || !online) return out;
  const tag = pkg.kind === 'none' ? 'latest' : pkg.spec;
  // a tag pinned already (`:1.2.3`) keeps it: `:1.2.3@sha256:…` (Docker resolves by the digest, the tag documents it)
  const digest = online.packages.get(onlineKey('docker', pkg.name))?.digests?.[tag];
  if (!digest) return out;
  const text = pkg.kind === 'none' ? `@${digest}` : `${pkg.spec}@${digest}`;
  const description = `Pin the image to what "${tag}" points to now: "${display(pkg.name)}:${tag}@${digest}" (the registry's answer today).`;
  const pin: Fix = { description, safe: false, edits: [{ file: file.source.path, start: pkg.specSpan.start, end: pkg.specSpan.end, text }] };
  return { ...out, suggestions: [pin, ...(out.suggestions ?? [])] };
}

/**
 * With `--online`, an image pinned by a version tag (counted as pinned) gets a note with the digest that tag points
 * to now: a tag is a name anyone who can push to the repository can move to other content; a digest cannot be moved.
 * Only where the registry answered with a digest, so that the note is a fact and never a guess.
 */
function taggedImageNote(file: ConfigFile, server: Server, launch: Launch, pkg: PackageRef, online: OnlineFacts | undefined): Report | undefined {
  if (pkg.ecosystem !== 'docker' || pkg.kind !== 'exact' || !online) return undefined;
  const digest = online.packages.get(onlineKey('docker', pkg.name))?.digests?.[pkg.spec];
  if (!digest) return undefined;
  const shown = display(pkg.token.value);
  const out: Report = {
    message: `${isCommand(server) ? `The ${server.name}: ` : ''}${launch.runner} starts "${shown}", pinned by tag only: whoever can push to`
      + ` the repository can move "${pkg.spec}" to other content. It points to ${digest} today; pin the digest to freeze it.`,
    span: pkg.token.span,
    path: pkg.token.str.path,
    level: 'note',
    fingerprintValue: `${pkg.token.value}@tag`,
  };
  if (shown !== pkg.token.value) out.sensitive = true;
  return withDigest(out, file, pkg, online);
}

// ---------------------------------------------------------------------------------------------------------------
// A launch with its own registry

/** Options that point a runner at another registry, or at a config file that may set one (`--userconfig`, bunfig, uv.toml). */
const NPM_REGISTRY_OPTION = /^--(?:(?:@[^\s=:]+:)?registry|config\.(?:@[^\s=:]+:)?registry|userconfig|globalconfig|config-dir)(?:=|$)/;
const BUN_CONFIG_OPTION = /^(?:--config(?:=|$)|-c)/;
const PYPI_REGISTRY_OPTION = /^(?:--(?:index-url|extra-index-url|default-index|index|find-links|config-file)(?:=|$)|-i)/;
/** Variables the runners read their registry (or their config file) from; npm reads `npm_config_*` in any case. */
const NPM_REGISTRY_VARIABLE = /^(?:(?:npm|pnpm)_config_(?:(?:@[^:]+:)?registry|userconfig|globalconfig)|bun_config_registry|yarn_npm_registry_server|yarn_rc_filename)$/i;
const PYPI_REGISTRY_VARIABLE = /^(?:uv_(?:index_url|extra_index_url|default_index|index|find_links|config_file)|pip_(?:index_url|extra_index_url|find_links|config_file))$/i;

/**
 * The option or variable by which a launch names its own registry (or a registry config file): `--registry <url>`,
 * `--@scope:registry=<url>`, `--userconfig <file>`, uv's `--index-url`, or `npm_config_registry` in the entry's
 * `env` or set by a wrapper (`env npm_config_registry=… npx …`); undefined when it uses the default one.
 */
function ownRegistry(server: Server, launch: Launch): string | undefined {
  const npm = launch.ecosystem === 'npm';
  const option = launch.runnerOptions.find((t) => {
    if (!t.value.startsWith('-')) return false;
    if (!npm) return launch.ecosystem === 'pypi' && PYPI_REGISTRY_OPTION.test(t.value);
    return NPM_REGISTRY_OPTION.test(t.value) || (launch.runner === 'bunx' && BUN_CONFIG_OPTION.test(t.value));
  });
  if (option) return option.value.split('=', 1)[0]!;
  const variable = npm ? NPM_REGISTRY_VARIABLE : launch.ecosystem === 'pypi' ? PYPI_REGISTRY_VARIABLE : undefined;
  if (!variable) return undefined;
  return [...server.env.map((e) => e.key), ...launch.env.map((e) => e.name)].find((name) => variable.test(name));
}

// ---------------------------------------------------------------------------------------------------------------
// A version from a variable with a default: `pkg@${VERSION:-latest}`

/** Hosts that expand `${VAR:-default}` in `command` and `args` (formats.md §1.3, §2.3, §4). */
const DEFAULT_SYNTAX_HOSTS: ReadonlySet<HostId> = new Set<HostId>(['claude-code', 'copilot', 'gemini']);

interface Fallback {
  /** the package as it reads with every variable unset */
  pkg: PackageRef;
  /** the references whose defaults apply */
  refs: { name: string; value: string; start: number; end: number }[];
  /** the expanded token value */
  text: string;
}

/**
 * What a token with variables runs when they are unset, if every reference in it has a default the host applies
 * (otherwise it cannot be told, and is not reported) and the result moves. Expanded with the host's own helper:
 * Claude Code and Copilot keep what `split(':-', 2)` gives; Gemini CLI's regex takes everything after the first `:-`.
 */
function defaultedRef(host: HostId, pkg: PackageRef): Fallback | undefined {
  if (!DEFAULT_SYNTAX_HOSTS.has(host)) return undefined;
  const value = pkg.token.value;
  const refs = claudeReferences(value);
  if (!refs.length || refs.some((r) => r.default === undefined || r.nested)) return undefined;
  let text = '';
  let at = 0;
  const applied: Fallback['refs'] = [];
  for (const r of refs) {
    const fallback = host === 'gemini' ? r.body.slice(r.body.indexOf(':-') + 2) : r.default!;
    text += value.slice(at, r.start);
    applied.push({ name: r.name, value: fallback, start: text.length, end: text.length + fallback.length });
    text += fallback;
    at = r.end;
  }
  text += value.slice(at);
  // a default that refers to another variable, a `$NAME` the host leaves alone (or Gemini expands, default-less)
  if (text.includes('$')) return undefined;
  const parse = pkg.ecosystem === 'npm' ? parseNpmSpec : pkg.ecosystem === 'pypi' ? parsePypiSpec : parseImageSpec;
  const parsed = parse(text);
  if (!parsed || ['exact', 'digest', 'git-ref', 'url-pinned', 'local', 'dynamic'].includes(parsed.kind)) return undefined;
  const expanded: PackageRef = { ...pkg, name: parsed.name, spec: parsed.spec, kind: parsed.kind, pinned: false, specRange: parsed.specRange };
  delete expanded.alias;
  delete expanded.extras;
  if (parsed.alias !== undefined) expanded.alias = parsed.alias;
  if (parsed.extras !== undefined) expanded.extras = parsed.extras;
  return { pkg: expanded, refs: applied, text };
}

/** A finding for `pkg@${VERSION:-latest}`: the message names the default; at most a suggestion, never a fix. */
function defaultReport(launch: Launch, pkg: PackageRef, fallback: Fallback): Report {
  const shown = display(pkg.token.value);
  const verb = pkg.ecosystem === 'docker' ? 'starts' : 'runs';
  const { refs, pkg: expanded } = fallback;
  const names = [...new Set(refs.map((r) => r.name))];
  const list = (items: string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
  const unset = `with ${list(names)} unset`;
  const defaults = refs.length === 1
    ? (refs[0]!.value === '' ? 'the empty default applies' : `the default "${display(refs[0]!.value)}" applies`)
    : `the defaults ${list(refs.map((r) => `"${display(r.value)}"`))} apply`;
  const advice = defaultAdvice(pkg, fallback);
  const out: Report = {
    message: `${launch.runner} ${verb} "${shown}": ${unset}, ${defaults}: ${moves(expanded)}, unreviewed. ${advice}`,
    span: pkg.token.span,
    path: pkg.token.str.path,
    fingerprintValue: pkg.token.value,
    suggestions: [{ description: advice, safe: false, edits: [] }],
  };
  if (shown !== pkg.token.value) out.sensitive = true;
  return out;
}

/**
 * `Pin the default to an exact version, e.g. "pkg@${V:-<version>}".` when one default holds the whole version (or
 * the whole package, `${PKG:-pkg}`); otherwise the usual advice for what the defaults make of the launch.
 */
function defaultAdvice(pkg: PackageRef, fallback: Fallback): string {
  const { refs, pkg: expanded, text } = fallback;
  const only = refs.length === 1 ? refs[0]! : undefined;
  const [from, to] = expanded.specRange;
  if (only && only.start <= from && to <= only.end && expanded.kind !== 'url') {
    const docker = pkg.ecosystem === 'docker';
    const git = expanded.kind === 'git';
    const what = docker ? 'a version tag' : git ? 'a commit' : 'an exact version';
    const separator = docker ? ':' : git ? (pkg.ecosystem === 'npm' ? '#' : '@') : pkg.ecosystem === 'npm' ? '@' : '==';
    // PyPI specs keep their operator (`>=1`): the pinned one is `==<version>`
    const operator = pkg.ecosystem === 'pypi' && /^[^\w]/.test(expanded.spec) ? '==' : '';
    const needsSeparator = from === to && text.slice(from - separator.length, from) !== separator;
    const placeholder = `${needsSeparator ? separator : ''}${operator}${docker ? '<tag>' : git ? '<commit>' : '<version>'}`;
    const pinned = only.value.slice(0, from - only.start) + placeholder + only.value.slice(to - only.start);
    const ref = claudeReferences(pkg.token.value)[0]!;
    const example = `${pkg.token.value.slice(0, ref.start)}\${${ref.name}:-${pinned}}${pkg.token.value.slice(ref.end)}`;
    return `Pin the default to ${what}, e.g. "${display(example)}".`;
  }
  return `Pin the default${refs.length === 1 ? '' : 's'}: ${pinAdvice(expanded).replace(/^Pin/, 'pin')}`;
}

/** What the launch runs instead of a reviewed version. */
function moves(pkg: PackageRef, when = 'when the server starts'): string {
  const spec = display(pkg.spec);
  if (pkg.ecosystem === 'docker') {
    const tag = pkg.kind === 'none' ? 'latest' : spec;
    return `whatever image the "${tag}" tag points to when it is pulled`;
  }
  switch (pkg.kind) {
    case 'tag':
      return pkg.spec.toLowerCase() === 'latest'
        ? 'whatever version is published ' + when
        : `whatever version the "${spec}" tag points to ${when}`;
    case 'range':
      return `the newest version matching "${spec}" ${when}`;
    case 'git':
      return pkg.spec ? `whatever commit "${spec}" points to ${when}` : 'whatever commit the default branch has ' + when;
    case 'url':
      return 'whatever the URL serves ' + when;
    default:
      return 'whatever version is published ' + when;
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

/** Notes for unpinned entries of a skill's dependency manifests: its install step gets whatever is newest. */
function manifestReports(skill: Skill, allowed: ReturnType<typeof compileGlob>[]): Report[] {
  const reports: Report[] = [];
  for (const file of skill.scripts) {
    if (file.text === undefined || file.origin === 'referenced') continue;
    const found = unpinnedRequirements(file.relPath, file.text);
    if (!found.length) continue;
    const source = makeSource(file.source.path, file.source.display, file.text);
    for (const req of found) {
      if (allowed.some((glob) => glob.test(req.name))) continue;
      const what = req.spec ? `"${display(req.spec)}", a range that moves` : 'no version';
      reports.push({
        message: `The skill's ${file.relPath} asks for ${display(req.name)} with ${what}: whatever is newest when the skill's dependencies are installed is what runs, unreviewed. Pin an exact version (${file.relPath.endsWith('package.json') ? '"1.2.3"' : '==1.2.3'}), or install from a lock file with hashes.`,
        span: { start: req.start, end: req.end },
        path: ['skills', skill.dir, 'files', file.relPath, req.name],
        level: 'note',
        source,
        fingerprintValue: `${req.name}@${req.spec}`,
      });
    }
  }
  return reports;
}
