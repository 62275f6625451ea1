/**
 * Which well-known package a name imitates, if any: the checks of typosquat-package in order of confidence, over the
 * shipped reference set (typosquat-reference.json). Pure: a name in, a verdict out, so that the reference set can be
 * checked against itself (no entry may flag another).
 *
 * Order: an exact reference name is never flagged; then a known misnaming (`@modelcontextprotocol/server-fetch`);
 * a homoglyph (same skeleton); a scope typo (`@modelcontextprotocl/…` with a reference name after the slash); a
 * scope swap (`@anthropic-ai/server-filesystem`: a distinctive reference name under another scope, or none); a name
 * typo within the same scope; a name of the other ecosystem (`npx mcp-server-fetch`).
 */
import { normalizeImageName, normalizePypiName } from '../../src/model/package-names.js';
import type { Ecosystem } from '../../src/analysis/package-spec.js';
import { readRuleFile } from '../data.js';
import { osaDistance, skeleton, typoThreshold, withoutSeparators } from './similarity.js';

export interface ReferenceData {
  updated: string;
  ownedScopes?: Record<string, string>;
  packages: { ecosystem: Ecosystem; names: string[]; source: string }[];
  misnamed?: { ecosystem: Ecosystem; name: string; instead: string; source: string }[];
}

export type LookalikeKind = 'misnamed' | 'homoglyph' | 'scope-typo' | 'scope-swap' | 'name-typo' | 'other-ecosystem';

export interface Lookalike {
  kind: LookalikeKind;
  /** the reference name it imitates, or what to run instead */
  target: string;
  /** the edits between the two names, when the check counts them */
  distance?: number;
  source: string;
}

/** Tokens that say nothing about which server a name is: a scope swap needs one other token. */
const GENERIC_TOKENS = new Set(['mcp', 'server', 'cli', 'sdk', 'core', 'client', 'js', 'node', 'ts', 'py', 'model', 'context', 'protocol']);

interface Entry { name: string; ecosystem: Ecosystem; scope: string; rest: string; skeleton: string; source: string }

function split(name: string): { scope: string; rest: string } {
  const m = /^(@[^/]+)\/(.+)$/.exec(name);
  return m ? { scope: m[1]!, rest: m[2]! } : { scope: '', rest: name };
}

export function normalize(ecosystem: Ecosystem, name: string): string {
  if (ecosystem === 'pypi') return normalizePypiName(name.normalize('NFKC'));
  if (ecosystem === 'docker') return normalizeImageName(name.normalize('NFKC'));
  return name.normalize('NFKC').toLowerCase();
}

export class ReferenceSet {
  readonly entries: Entry[];
  private readonly exact = new Set<string>();
  private readonly misnamed = new Map<string, { instead: string; source: string }>();
  private readonly owned: Set<string>;

  constructor(data: ReferenceData) {
    this.entries = data.packages.flatMap((group) => group.names.map((raw) => {
      const name = normalize(group.ecosystem, raw);
      return { name, ecosystem: group.ecosystem, ...split(name), skeleton: skeleton(name), source: group.source };
    }));
    for (const e of this.entries) this.exact.add(`${e.ecosystem}:${e.name}`);
    for (const m of data.misnamed ?? []) this.misnamed.set(`${m.ecosystem}:${normalize(m.ecosystem, m.name)}`, m);
    this.owned = new Set(Object.keys(data.ownedScopes ?? {}));
  }

  has(ecosystem: Ecosystem, name: string): boolean {
    return this.exact.has(`${ecosystem}:${normalize(ecosystem, name)}`);
  }

  /** The reference name `name` imitates; undefined for a reference name itself and for names like none of them. */
  check(ecosystem: Ecosystem, raw: string): Lookalike | undefined {
    const name = normalize(ecosystem, raw);
    if (this.exact.has(`${ecosystem}:${name}`)) return undefined;
    const misnamed = this.misnamed.get(`${ecosystem}:${name}`);
    if (misnamed) return { kind: 'misnamed', target: misnamed.instead, source: misnamed.source };
    const same = this.entries.filter((e) => e.ecosystem === ecosystem);
    const sk = skeleton(name);
    const glyph = same.find((e) => e.skeleton === sk);
    if (glyph) return { kind: 'homoglyph', target: glyph.name, source: glyph.source };
    if (ecosystem === 'npm') {
      const scoped = this.scopeChecks(name, same);
      if (scoped) return scoped;
    }
    const typo = this.nameTypo(name, same);
    if (typo) return typo;
    return this.otherEcosystem(ecosystem, name);
  }

  /** Scope typo and scope swap (npm only: PyPI has no scopes, and image namespaces are owned by their registry). */
  private scopeChecks(name: string, same: Entry[]): Lookalike | undefined {
    const { scope, rest } = split(name);
    if (scope) {
      const bare = scope.slice(1);
      for (const e of same) {
        if (!e.scope || e.scope === scope || e.rest !== rest) continue;
        const limit = typoThreshold(e.scope.length - 1);
        const d = limit ? osaDistance(bare, e.scope.slice(1), limit) : limit + 1;
        if (d <= limit) return { kind: 'scope-typo', target: e.name, distance: d, source: e.source };
      }
    }
    const swap = same.find((e) => e.scope !== scope && e.rest === rest && (e.scope !== '' || scope !== '')
      && e.rest.split(/[-_.]/).some((token) => token.length > 1 && !GENERIC_TOKENS.has(token)));
    if (swap && !this.owned.has(scope)) return { kind: 'scope-swap', target: swap.name, source: swap.source };
    return undefined;
  }

  /** One or two edits from a reference name of the same scope (or both unscoped), or equal without separators. */
  private nameTypo(name: string, same: Entry[]): Lookalike | undefined {
    const { scope, rest } = split(name);
    let best: Lookalike | undefined;
    for (const e of same) {
      if (e.scope !== scope) continue;
      if (withoutSeparators(e.rest) === withoutSeparators(rest)) return { kind: 'name-typo', target: e.name, distance: osaDistance(rest, e.rest), source: e.source };
      // Inside an owned scope every published name is on the list: one edit is enough, and the list's own close
      // pairs (server-github / server-gitlab, two apart) never meet a third name between them.
      const limit = this.owned.has(scope) ? Math.min(1, typoThreshold(e.rest.length)) : typoThreshold(e.rest.length);
      if (!limit) continue;
      const d = osaDistance(rest, e.rest, limit);
      if (d <= limit && (!best || d < best.distance!)) best = { kind: 'name-typo', target: e.name, distance: d, source: e.source };
    }
    return best;
  }

  /** An npm name that is a PyPI reference server, or the reverse: the name anyone can register on the other side. */
  private otherEcosystem(ecosystem: Ecosystem, name: string): Lookalike | undefined {
    if (ecosystem === 'docker') return undefined;
    const other: Ecosystem = ecosystem === 'npm' ? 'pypi' : 'npm';
    const key = normalize(other, name);
    const hit = this.entries.find((e) => e.ecosystem === other && e.name === key && !e.scope);
    return hit ? { kind: 'other-ecosystem', target: hit.name, source: hit.source } : undefined;
  }
}

let loaded: { data: ReferenceData; set: ReferenceSet } | undefined;

/** The shipped reference set, read on first use: a scan that launches no package never reads it. */
export function shippedReference(): { data: ReferenceData; set: ReferenceSet } {
  if (!loaded) {
    const data = JSON.parse(readRuleFile('typosquat-reference.json')) as ReferenceData;
    loaded = { data, set: new ReferenceSet(data) };
  }
  return loaded;
}
