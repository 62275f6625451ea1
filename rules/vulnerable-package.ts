/**
 * @file vulnerable-package (`--online`): published advisories cover the launched version (npm: the registry's bulk
 * advisory endpoint, as `npm audit` asks it; PyPI: the release's `vulnerabilities`). An error when one is critical
 * or high, a warning otherwise (PyPI gives no severity). For an unpinned launch, the version it resolves to today.
 *
 * A pinned launch gets a safe fix to the lowest release of the same major that no advisory covers (npm: among the
 * releases the registry was asked about, not deprecated; PyPI: the lowest `fixed_in` of the same major that fixes
 * every advisory found); with none, the finding says so and carries a suggestion.
 */
import { launchesWithFacts } from '../src/analysis/launched-packages.js';
import type { LaunchedPackage } from '../src/analysis/launched-packages.js';
import type { Advisory, PackageFacts } from '../src/model/online.js';
import type { ConfigFile, Fix, Report, Rule } from '../src/model/types.js';
import { semver as loadSemver } from '../src/model/lazy.js';

const SERIOUS = new Set(['critical', 'high']);

/** The advisories that cover `version`, and whether the registry was asked about it at all. */
export function advisoriesFor(facts: PackageFacts, version: string): Advisory[] | undefined {
  const known = facts.advisories;
  if (!known?.ok || !known.value.checked.includes(version)) return undefined;
  if (known.value.byVersion) return known.value.byVersion[version] ?? [];
  const semver = loadSemver();
  const clean = semver.valid(version, { loose: true });
  if (!clean) return undefined;
  return known.value.list.filter((a) => a.vulnerableVersions && semver.satisfies(clean, a.vulnerableVersions, { loose: true, includePrerelease: true }));
}

/** Dotted release numbers compared numerically (`1.10` after `1.9`); undefined for what is not one. */
function pep440(v: string): number[] | undefined {
  const m = /^v?(\d+(?:\.\d+)*)$/.exec(v.trim());
  return m ? m[1]!.split('.').map(Number) : undefined;
}
function comparePep440(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** The lowest release of the same major as `version` that none of these advisories covers. */
export function safeVersion(facts: PackageFacts, version: string, found: Advisory[]): string | undefined {
  if (facts.ecosystem === 'pypi') {
    const current = pep440(version);
    if (!current) return undefined;
    let target: number[] | undefined;
    for (const a of found) {
      const fixes = (a.fixedIn ?? []).map(pep440).filter((f): f is number[] => !!f && f[0] === current[0] && comparePep440(f, current) > 0)
        .sort(comparePep440);
      if (!fixes.length) return undefined;
      if (!target || comparePep440(fixes[0]!, target) > 0) target = fixes[0]!;
    }
    return target?.join('.');
  }
  const semver = loadSemver();
  const clean = semver.valid(version, { loose: true });
  if (!clean || !facts.advisories?.ok) return undefined;
  const checked = facts.advisories.value.checked;
  return (facts.versions ?? []).find((c) => semver.major(c) === semver.major(clean) && semver.gt(c, clean) && !semver.prerelease(c)
    && facts.deprecated?.[c] === undefined && checked.includes(c) && advisoriesFor(facts, c)?.length === 0);
}

function describe(a: Advisory): string {
  const aka = a.aliases.filter((x) => x !== a.id).slice(0, 2);
  const parts = [a.severity, a.vulnerableVersions ? `affects ${a.vulnerableVersions}` : a.fixedIn?.length ? `fixed in ${a.fixedIn.join(', ')}` : undefined].filter(Boolean);
  return `${a.id}${aka.length ? ` (${aka.join(', ')})` : ''}${a.title ? ` "${a.title}"` : ''}${parts.length ? ` [${parts.join('; ')}]` : ''}`;
}

function pinFix(file: ConfigFile, pkg: LaunchedPackage, version: string, safe: string): Fix {
  const text = pkg.spec.replace(version, safe);
  return {
    description: `bump ${pkg.name} from ${version} to ${safe}, the lowest release of the same major without these advisories`,
    safe: true,
    edits: [{ file: file.source.path, start: pkg.ref.specSpan.start, end: pkg.ref.specSpan.end, text }],
  };
}

function report(file: ConfigFile, pkg: LaunchedPackage, facts: PackageFacts, version: string, today: boolean, found: Advisory[]): Report {
  const serious = found.some((a) => a.severity && SERIOUS.has(a.severity.toLowerCase()));
  const which = today ? `"${pkg.ref.token.value}" resolves today to ${version}, which` : `"${pkg.name}@${version}"`;
  const count = found.length === 1 ? 'a published advisory' : `${found.length} published advisories`;
  const safe = !today && pkg.spec.includes(version) ? safeVersion(facts, version, found) : undefined;
  const advice = today
    ? ' Pin a version that no advisory covers.'
    : safe ? ` ${safe} is the lowest release of the same major without them.` : ' No release of the same major is known to be free of them: upgrade across the major, or replace the server.';
  const out: Report = {
    message: `${which} is covered by ${count}: ${found.map(describe).join('; ')}.${advice}`,
    span: pkg.ref.token.span,
    path: pkg.ref.token.str.path,
    level: serious ? 'error' : 'warning',
    fingerprintValue: `${pkg.ecosystem}:${pkg.name}@${version}`,
  };
  if (safe) out.fix = pinFix(file, pkg, version, safe);
  else out.suggestions = [{ description: advice.trim(), safe: false, edits: [] }];
  return out;
}

export const vulnerablePackage: Rule = {
  meta: {
    id: 'vulnerable-package',
    level: 'error',
    description: 'With --online: published advisories cover the launched version (npm bulk advisories, PyPI vulnerabilities); error for critical/high, warning otherwise; a safe fix bumps the pin within the major.',
    precision: 'very-high',
    securitySeverity: '8.8',
    tags: ['security', 'supply-chain', 'online'],
    owasp: ['MCP04:2025'],
    fixable: 'safe',
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    for (const { pkg, got } of launchesWithFacts(file, context.online)) {
      if (!got.version) continue;
      const found = advisoriesFor(got.facts, got.version);
      if (found?.length) reports.push(report(file, pkg, got.facts, got.version, got.resolvedToday, found));
    }
    return reports;
  },
};
