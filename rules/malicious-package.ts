/**
 * @file malicious-package: a launch of a package release on the shipped list of known-malicious or compromised
 * releases (malicious-packages.json: OSV `MAL-` records, GitHub advisories, incident reports; each entry keeps its
 * sources). A whole package when every release is malicious (a typosquat, an impersonation); otherwise the exact
 * versions or the range the sources name, matched against the version the launch pins. An unpinned launch matches
 * only when every release from some version on is malicious (no fixed release): it gets one of them today.
 */
import { launchedPackages } from '../src/analysis/launched-packages.js';
import { normalizeImageName, normalizePypiName } from '../src/model/package-names.js';
import type { LaunchedPackage } from '../src/analysis/launched-packages.js';
import type { Ecosystem } from '../src/analysis/package-spec.js';
import { semver } from '../src/model/lazy.js';
import type { Report, Rule } from '../src/model/types.js';
import { readRuleFile } from './data.js';

export interface MaliciousEntry {
  ecosystem: Ecosystem;
  name: string;
  allVersions?: true;
  versions?: string[];
  range?: string;
  ids?: string[];
  what: string;
  sources: string[];
}

export interface MaliciousList {
  updated: string;
  packages: MaliciousEntry[];
}

const key = (ecosystem: Ecosystem, name: string) =>
  `${ecosystem}:${ecosystem === 'pypi' ? normalizePypiName(name) : ecosystem === 'docker' ? normalizeImageName(name) : name.toLowerCase()}`;

let shipped: { list: MaliciousList; byName: Map<string, MaliciousEntry[]> } | undefined;

/** The shipped list, read on first use: a scan that launches no package never reads it. */
export function maliciousList(): MaliciousList {
  return loadList().list;
}

function loadList(): NonNullable<typeof shipped> {
  if (shipped) return shipped;
  const list = JSON.parse(readRuleFile('malicious-packages.json')) as MaliciousList;
  const byName = new Map<string, MaliciousEntry[]>();
  for (const entry of list.packages) {
    const k = key(entry.ecosystem, entry.name);
    byName.set(k, [...(byName.get(k) ?? []), entry]);
  }
  return (shipped = { list, byName });
}

/** A version far above any release: a range that holds it has no upper bound, so the newest release is in it. */
const FAR_FUTURE = '999999.0.0';

/** Why the launch runs a malicious release (how it matched), or undefined. */
export function maliciousMatch(pkg: Pick<LaunchedPackage, 'ecosystem' | 'name' | 'version'>): { entry: MaliciousEntry; how: string } | undefined {
  // semver loads only for a launch of a listed name (src/model/lazy.ts)
  const satisfies = (v: string, range: string, loose?: boolean) => semver().satisfies(v, range, { loose: loose ?? false });
  for (const entry of loadList().byName.get(key(pkg.ecosystem, pkg.name)) ?? []) {
    if (entry.allVersions) return { entry, how: 'every release of it is malicious' };
    const v = pkg.version?.replace(/^v(?=\d)/, '');
    if (entry.versions && v !== undefined && entry.versions.includes(v)) return { entry, how: `release ${v} is malicious` };
    if (entry.range) {
      if (v !== undefined && satisfies(v, entry.range, true)) return { entry, how: `release ${v} is in the malicious range "${entry.range}"` };
      if (v === undefined && satisfies(FAR_FUTURE, entry.range)) {
        return { entry, how: `every release matching "${entry.range}" is malicious and no fixed release exists, so an unpinned launch runs one` };
      }
    }
  }
  return undefined;
}

export const maliciousPackage: Rule = {
  meta: {
    id: 'malicious-package',
    level: 'error',
    description: 'A server launches a package release that is known to be malicious or compromised (shipped list with sources: OSV MAL- records, GitHub advisories, incident reports).',
    precision: 'very-high',
    securitySeverity: '9.8',
    tags: ['security', 'supply-chain', 'malware'],
    owasp: ['MCP04:2025'],
    fixable: 'suggestion',
  },
  checkConfig(file) {
    const reports: Report[] = [];
    for (const server of file.servers) {
      for (const pkg of launchedPackages(server)) {
        const match = maliciousMatch(pkg);
        if (!match) continue;
        const { entry, how } = match;
        const ids = entry.ids?.length ? ` (${entry.ids.join(', ')})` : '';
        const advice = entry.allVersions || !entry.versions
          ? `Remove the server "${server.name}" and rotate every credential its environment could read.`
          : `Pin a release that is not on the list (${entry.versions.join(', ')} are), and rotate every credential the server's environment could read if one of them ever ran.`;
        reports.push({
          message: `"${pkg.ref.token.value}" is a known-malicious package${ids}: ${how}; ${entry.what}. ${advice}`,
          span: pkg.ref.token.span,
          path: pkg.ref.token.str.path,
          fingerprintValue: `${pkg.ecosystem}:${pkg.name}@${pkg.version ?? ''}`,
          // the list's date says how current the verdict is (refresh: rules/malicious-package.md)
          provenance: `${entry.sources.join('; ')} (list of ${maliciousList().updated})`,
          suggestions: [{ description: advice, safe: false, edits: [] }],
        });
      }
    }
    return reports;
  },
};
