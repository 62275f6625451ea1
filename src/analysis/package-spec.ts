/**
 * Package references: the npm or PyPI package, git or URL source, or container image a runner fetches, and how its
 * version spec behaves (none, a moving tag, a range, exact, a digest, …).
 *
 * Apart from the launch analysis because the spec grammars do not depend on how a package is launched, and
 * `unpinned-package` parses specs on their own (the default of a `${VAR:-default}` that names the version).
 */
import { semver } from '../model/lazy.js';
import type { Span } from '../model/types.js';
import { tokenSpan } from './shell.js';
import type { Token } from './shell.js';

export type Ecosystem = 'npm' | 'pypi' | 'docker';

/**
 * How a version spec behaves:
 * - `none`: no version at all (npm/PyPI: the newest release; docker: `latest`)
 * - `tag`: a moving name: npm dist-tag (`latest`, `next`), uv `@latest`, a docker tag such as `latest`, `main`, `nightly`
 * - `range`: a semver or PEP 440 range (`^1.2.0`, `1`, `*`, `>=1`, `~=1.2`, `==1.*`)
 * - `exact`: one version (`1.2.3`, `==1.2.3`, uv `@1.2.3`, a docker version tag such as `1.2.3` or `v2`)
 * - `digest`: a docker `@sha256:…` digest
 * - `git`: a git source without a ref, or at a branch (`main`, `master`, …)
 * - `git-ref`: a git source at a commit or a tag
 * - `url`: an archive URL that names no commit and no hash
 * - `url-pinned`: an archive URL that names a commit, carries a hash, or is an immutable registry tarball
 * - `local`: a path on disk: nothing is downloaded
 * - `dynamic`: the spec contains a variable (`${VERSION}`, `$V`): it cannot be told
 */
export type SpecKind = 'none' | 'tag' | 'range' | 'exact' | 'digest' | 'git' | 'git-ref' | 'url' | 'url-pinned' | 'local' | 'dynamic';

export const PINNED_KINDS: ReadonlySet<SpecKind> = new Set<SpecKind>(['exact', 'digest', 'git-ref', 'url-pinned', 'local', 'dynamic']);

/** A package (npm, PyPI), source (git, URL) or image that a runner fetches. */
export interface PackageRef {
  ecosystem: Ecosystem;
  /**
   * registry name (`@scope/pkg`, `mcp-server-fetch` without extras); for git and URL sources the URL without its ref;
   * for docker the image as written without tag and digest (`ghcr.io/github/github-mcp-server`, `mcp/fetch`)
   */
  name: string;
  /**
   * the version as written, '' when none: npm `latest`, `^1.2.0`, `1.2.3`; PyPI the specifier with its operator
   * (`==1.2.3`, `>=1,<2`) or what follows uv's `@` (`latest`, `1.2.3`); docker the tag, the digest (`sha256:…`) or
   * `tag@sha256:…`; git the ref
   */
  spec: string;
  kind: SpecKind;
  /** the spec does not move: exact, digest, commit or tag ref, hashed URL, local path, or unknowable (`dynamic`) */
  pinned: boolean;
  /** the token that names it: `@scope/pkg@latest`, the `--from`/`-p`/`--spec` value, the image */
  token: Token;
  /** `[from, to)` of the spec in `token.value`; an empty range where a version would go when there is none */
  specRange: [number, number];
  /** source span of the spec (empty when there is none) */
  specSpan: Span;
  /** npm alias: `alias@npm:name@spec` */
  alias?: string;
  /** PyPI extras as written, brackets included: `[cli]` */
  extras?: string;
}

interface ParsedSpec {
  name: string;
  spec: string;
  kind: SpecKind;
  specRange: [number, number];
  alias?: string;
  extras?: string;
}

/** A token as a package of `ecosystem`; undefined when it cannot be one (an option, an invalid name). */
export function packageRef(ecosystem: Ecosystem, token: Token): PackageRef | undefined {
  const parsed = ecosystem === 'npm' ? parseNpmSpec(token.value) : ecosystem === 'pypi' ? parsePypiSpec(token.value) : parseImageSpec(token.value);
  if (!parsed) return undefined;
  const ref: PackageRef = {
    ecosystem, name: parsed.name, spec: parsed.spec, kind: parsed.kind, pinned: PINNED_KINDS.has(parsed.kind), token,
    specRange: parsed.specRange, specSpan: tokenSpan(token, parsed.specRange[0], parsed.specRange[1]),
  };
  if (parsed.alias !== undefined) ref.alias = parsed.alias;
  if (parsed.extras !== undefined) ref.extras = parsed.extras;
  return ref;
}

const LOCAL_PATH = /^(?:\.{1,2}(?:[\\/]|$)|[\\/~]|[A-Za-z]:[\\/]|file:)/;
const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const COMMIT = /^[0-9a-f]{7,40}$/i;
const FULL_COMMIT = /(?:^|[^0-9a-f])[0-9a-f]{40}(?:[^0-9a-f]|$)/i;
/** branch names: a ref naming one of these moves like no ref at all */
const BRANCHES = new Set(['main', 'master', 'head', 'develop', 'development', 'dev', 'trunk', 'default', 'latest', 'next', 'nightly', 'canary', 'edge', 'stable', 'release']);
/** docker tags that are moved to each new build */
const MOVING_TAGS = new Set(['latest', 'main', 'master', 'edge', 'nightly', 'dev', 'develop', 'head', 'canary', 'stable', 'rolling', 'next', 'beta', 'alpha', 'unstable', 'testing', 'preview']);

function gitRefKind(ref: string): SpecKind {
  if (!ref) return 'git';
  if (ref.includes('$')) return 'dynamic';
  if (COMMIT.test(ref)) return 'git-ref';
  if (ref.startsWith('semver:')) return semverKind(ref.slice('semver:'.length)) === 'exact' ? 'git-ref' : 'git';
  return BRANCHES.has(ref.toLowerCase()) ? 'git' : 'git-ref';
}

/** Specs repeat across a repository's configs (`latest`, `^1.2.0`): each is classified once per run. */
const semverKinds = new Map<string, SpecKind>();

function semverKind(spec: string): SpecKind {
  let kind = semverKinds.get(spec);
  if (kind === undefined) {
    kind = classifySemver(spec);
    if (semverKinds.size < 10_000) semverKinds.set(spec, kind);
  }
  return kind;
}

/**
 * A version as semver 2.0 writes it (semver.org's own pattern, without its capture groups): exact, whatever a looser
 * reading would add. Checked first, with TAG_WORD, so that the commonest specs (`1.2.3`, `latest`) do not load semver.
 */
const STRICT_VERSION = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-(?:(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/;
/**
 * A word that no range can be (`latest`, `next`, `beta`): a letter first, but not `x`/`X` (the any-version wildcard)
 * nor `v`/`V` (a loose version's prefix), then letters, digits, `_` or `-`. test/package-spec.test.ts holds both
 * shortcuts to what semver itself says.
 */
const TAG_WORD = /^[A-UWYZa-uwyz][\w-]*$/;

export function classifySemver(spec: string): SpecKind {
  if (spec === '') return 'none';
  if (spec.includes('$')) return 'dynamic';
  if (STRICT_VERSION.test(spec)) return 'exact';
  if (TAG_WORD.test(spec)) return 'tag';
  const { valid, validRange, Range } = semver();
  if (valid(spec, true)) return 'exact';
  if (validRange(spec, true) === null) return 'tag';
  const set = new Range(spec, true).set;
  const only = set.length === 1 && set[0]!.length === 1 ? set[0]![0]! : undefined;
  return only && only.operator === '' && only.value !== '' ? 'exact' : 'range';
}

const NPM_NAME = /^(?:@[A-Za-z0-9~][\w.~-]*\/)?[A-Za-z0-9~][\w.~-]*$/;
const HOSTED_GIT = /^(?:github|gitlab|bitbucket|gist):/i;
const GIT_URL = /^(?:git\+[A-Za-z]+:\/\/|git:\/\/|git@)/i;
const HOSTED_HTTPS = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[^/#]+\/[^/#]+?(?:\.git)?\/?(?:#.*)?$/i;
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;

/** npm package arguments as npx reads them: `pkg`, `pkg@1.2.3`, `@scope/pkg@^1`, `alias@npm:pkg@1`, git, URLs, paths. */
export function parseNpmSpec(text: string): ParsedSpec | undefined {
  const len = text.length;
  if (!text || text.startsWith('-')) return undefined;
  const whole = (kind: SpecKind): ParsedSpec => ({ name: text, spec: '', kind, specRange: [len, len] });
  if (LOCAL_PATH.test(text) || (!HAS_SCHEME.test(text) && /\.(?:tgz|tar\.gz|tar)$/i.test(text))) return whole('local');
  if (HOSTED_GIT.test(text) || GIT_URL.test(text) || HOSTED_HTTPS.test(text) || (!text.startsWith('@') && GITHUB_SHORTHAND.test(text))) {
    const hash = text.indexOf('#');
    if (hash < 0) return whole(text.includes('$') ? 'dynamic' : 'git');
    const ref = text.slice(hash + 1);
    return { name: text.slice(0, hash), spec: ref, kind: gitRefKind(ref), specRange: [hash + 1, len] };
  }
  if (HAS_SCHEME.test(text)) {
    const immutable = FULL_COMMIT.test(text) || /^https:\/\/registry\.(?:npmjs\.org|yarnpkg\.com)\/.+\/-\/[^/]+-\d+\.\d+\.\d+[^/]*\.tgz$/i.test(text);
    return whole(text.includes('$') ? 'dynamic' : immutable ? 'url-pinned' : 'url');
  }
  const at = text.indexOf('@', 1);
  const name = at < 0 ? text : text.slice(0, at);
  const spec = at < 0 ? '' : text.slice(at + 1);
  if (!NPM_NAME.test(name)) return name.includes('$') ? { name, spec, kind: 'dynamic', specRange: [at < 0 ? len : at + 1, len] } : undefined;
  if (spec.startsWith('npm:')) {
    const inner = parseNpmSpec(spec.slice(4));
    if (!inner || !NPM_NAME.test(inner.name)) return undefined;
    const shift = at + 5;
    return { ...inner, alias: name, specRange: [inner.specRange[0] + shift, inner.specRange[1] + shift] };
  }
  return { name, spec, kind: semverKind(spec), specRange: at < 0 ? [len, len] : [at + 1, len] };
}

const PEP440_VERSION = /^v?\d+(?:!\d+)?(?:\.\d+)*(?:[-_.]?(?:a|b|c|rc|alpha|beta|pre|preview)[-_.]?\d*)?(?:[-_.]?(?:post|rev|r)[-_.]?\d*)?(?:[-_.]?dev[-_.]?\d*)?(?:\+[a-z0-9.]+)?$/i;

function pypiUrl(text: string, offset: number, name: string | undefined, extras: string | undefined): ParsedSpec {
  const len = offset + text.length;
  const result = (spec: string, kind: SpecKind, specRange: [number, number], url: string): ParsedSpec => {
    const parsed: ParsedSpec = { name: name ?? url, spec, kind: text.includes('$') ? 'dynamic' : kind, specRange };
    if (extras) parsed.extras = extras;
    return parsed;
  };
  if (/^git\+/i.test(text)) {
    const hash = text.indexOf('#');
    const body = hash < 0 ? text : text.slice(0, hash);
    const hostStart = body.indexOf('://') + 3;
    const pathStart = body.indexOf('/', hostStart);
    const at = body.lastIndexOf('@');
    if (pathStart < 0 || at < pathStart) return result('', 'git', [offset + body.length, offset + body.length], body);
    const ref = body.slice(at + 1);
    return result(ref, gitRefKind(ref), [offset + at + 1, offset + body.length], body.slice(0, at));
  }
  const immutable = /#(?:sha256|sha384|sha512|md5)=/i.test(text) || FULL_COMMIT.test(text)
    || /^https:\/\/files\.pythonhosted\.org\//i.test(text);
  return result('', immutable ? 'url-pinned' : 'url', [len, len], text);
}

/** PyPI requirements as uvx and pipx read them: `pkg`, `pkg==1.2.3`, `pkg@1.2.3`, `pkg@latest`, `pkg>=1`, `pkg[x]`, git and URLs. */
export function parsePypiSpec(text: string): ParsedSpec | undefined {
  const len = text.length;
  if (!text || text.startsWith('-')) return undefined;
  if (LOCAL_PATH.test(text) || (!HAS_SCHEME.test(text) && /\.(?:whl|tar\.gz|zip)$/i.test(text))) return { name: text, spec: '', kind: 'local', specRange: [len, len] };
  if (HAS_SCHEME.test(text)) return pypiUrl(text, 0, undefined, undefined);
  const m = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?/.exec(text);
  if (!m) return text.includes('$') ? { name: text, spec: '', kind: 'dynamic', specRange: [len, len] } : undefined;
  const name = m[1]!;
  const extras = m[2];
  let from = m[0].length;
  const semi = text.indexOf(';', from);
  let to = semi < 0 ? len : semi;
  while (from < to && /\s/.test(text[from]!)) from++;
  while (to > from && /\s/.test(text[to - 1]!)) to--;
  const rest = text.slice(from, to);
  const done = (spec: string, kind: SpecKind, specRange: [number, number]): ParsedSpec => {
    const parsed: ParsedSpec = { name, spec, kind: spec.includes('$') ? 'dynamic' : kind, specRange };
    if (extras) parsed.extras = extras;
    return parsed;
  };
  if (rest === '') return done('', 'none', [from, from]);
  if (rest.startsWith('@')) {
    let start = from + 1;
    while (start < to && /\s/.test(text[start]!)) start++;
    const after = text.slice(start, to);
    // PEP 508 direct reference: `name @ git+https://…`
    if (HAS_SCHEME.test(after)) return pypiUrl(after, start, name, extras);
    if (after.toLowerCase() === 'latest') return done(after, 'tag', [start, to]);
    return done(after, PEP440_VERSION.test(after) ? 'exact' : 'tag', [start, to]);
  }
  if (/^(?:===?|~=|!=|<=|>=|<|>|\()/.test(rest)) {
    const exact = /^===?\s*([^\s,*;]+)$/.exec(rest);
    return done(rest, exact ? 'exact' : 'range', [from, to]);
  }
  return undefined;
}

/** `repo`, `repo:tag`, `repo@sha256:…`, `registry:5000/repo:tag@sha256:…`. */
export function splitImage(ref: string): { repository: string; tag: string; digest: string; tagStart: number } {
  const at = ref.indexOf('@');
  const name = at < 0 ? ref : ref.slice(0, at);
  const digest = at < 0 ? '' : ref.slice(at + 1);
  const slash = name.lastIndexOf('/');
  const colon = name.lastIndexOf(':');
  return colon > slash
    ? { repository: name.slice(0, colon), tag: name.slice(colon + 1), digest, tagStart: colon + 1 }
    : { repository: name, tag: '', digest, tagStart: -1 };
}

export function parseImageSpec(text: string): ParsedSpec | undefined {
  const len = text.length;
  if (!text || text.startsWith('-')) return undefined;
  const { repository, tag, digest, tagStart } = splitImage(text);
  if (!/^[\w.\-/:]+$/.test(repository)) return text.includes('$') ? { name: repository, spec: '', kind: 'dynamic', specRange: [len, len] } : undefined;
  if (text.includes('$')) return { name: repository, spec: text.slice(repository.length).replace(/^:/, ''), kind: 'dynamic', specRange: [len, len] };
  if (digest) return { name: repository, spec: tag ? `${tag}@${digest}` : digest, kind: 'digest', specRange: [tag ? tagStart : len - digest.length, len] };
  if (!tag) return { name: repository, spec: '', kind: 'none', specRange: [len, len] };
  return { name: repository, spec: tag, kind: MOVING_TAGS.has(tag.toLowerCase()) ? 'tag' : 'exact', specRange: [tagStart, len] };
}
