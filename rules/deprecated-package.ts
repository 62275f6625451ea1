/**
 * @file deprecated-package (`--online`): the registry marks the launched version deprecated (npm's `deprecated` on
 * the version; a yanked PyPI release). For an unpinned launch, the version it resolves to today. The registry's
 * text is quoted, and a replacement it names is said outright.
 */
import { launchesWithFacts } from '../src/analysis/launched-packages.js';
import type { Report, Rule } from '../src/model/types.js';

const REPLACEMENT = /\b(?:use|replaced by|moved to|renamed to|in favou?r of|switch to|migrate to|superseded by|see)\s+[`'"\u201c]?((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:@[\w.^~<>=-]+)?)/i;

/** `name.,` → `name`, by a scan from the end (`/[.,;:]+$/` would read a long run of dots again from each one). */
function withoutTrailingPunctuation(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  let end = name.length;
  while (end > 0 && '.,;:'.includes(name[end - 1]!)) end--;
  return name.slice(0, end);
}

/** The package a deprecation text recommends instead, if it names one (`"Use @scope/new instead"`). */
export function recommendedReplacement(text: string): string | undefined {
  const name = withoutTrailingPunctuation(REPLACEMENT.exec(text)?.[1]);
  return name && !/^(?:the|a|an|this|it|our|https?|instead|support|for)$/i.test(name) ? name : undefined;
}

export const deprecatedPackage: Rule = {
  meta: {
    id: 'deprecated-package',
    level: 'warning',
    description: 'With --online: the registry marks the launched version deprecated (npm) or yanked (PyPI); the message quotes it and names the replacement it recommends.',
    precision: 'high',
    securitySeverity: '4.0',
    tags: ['security', 'supply-chain', 'online'],
    owasp: ['MCP04:2025'],
    fixable: 'none',
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    for (const { pkg, got } of launchesWithFacts(file, context.online)) {
      if (!got.version) continue;
      const text = got.facts.deprecated?.[got.version];
      if (text === undefined) continue;
      const replacement = recommendedReplacement(text);
      const which = got.resolvedToday ? `"${pkg.ref.token.value}" resolves today to ${got.version}, which` : `"${pkg.name}@${got.version}"`;
      const says = text ? `: "${text.length > 300 ? `${text.slice(0, 300)}…` : text}"` : '';
      const advice = replacement ? ` It recommends ${replacement} instead.` : ' The registry names no replacement: look for a maintained fork or successor before relying on it.';
      reports.push({
        message: `${which} is marked deprecated by ${pkg.ecosystem === 'npm' ? 'its registry' : 'PyPI'}${says}.${advice}`,
        span: pkg.ref.token.span,
        path: pkg.ref.token.str.path,
        fingerprintValue: `${pkg.ecosystem}:${pkg.name}@${got.version}`,
      });
    }
    return reports;
  },
};
