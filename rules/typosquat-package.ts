/**
 * @file typosquat-package: a launched package whose name imitates a well-known MCP server package of the shipped
 * reference set (typosquat-reference.json) without being it: a homoglyph, a scope typo, a trusted name under another
 * scope, a one- or two-edit typo, a known misnaming, or the other ecosystem's name. The checks are in
 * `typosquat-package/lookalike.ts`; names the user vouches for are exempt by exact name (`allow`), never by pattern.
 */
import { launchedPackages } from '../src/analysis/launched-packages.js';
import type { LaunchedPackage } from '../src/analysis/launched-packages.js';
import type { Report, Rule } from '../src/model/types.js';
import { shippedReference } from './typosquat-package/lookalike.js';
import type { Lookalike } from './typosquat-package/lookalike.js';

function explain(pkg: LaunchedPackage, hit: Lookalike): string {
  const name = `"${pkg.name}"`;
  const edits = hit.distance !== undefined ? ` (${hit.distance} edit${hit.distance === 1 ? '' : 's'} away)` : '';
  switch (hit.kind) {
    case 'misnamed':
      return `${name} is not a published package; did you mean ${hit.target}? A name nobody published fails to launch, and anyone can register it.`;
    case 'homoglyph':
      return `${name} reads like the well-known "${hit.target}" but is spelt with look-alike characters: a classic impersonation. Did you mean "${hit.target}"?`;
    case 'scope-typo':
      return `${name} is "${hit.target}" under a misspelt scope${edits}: anyone can register a look-alike scope. Did you mean "${hit.target}"?`;
    case 'scope-swap':
      return `${name} borrows the name of the well-known "${hit.target}" under another scope: check that its publisher is who you expect. Did you mean "${hit.target}"?`;
    case 'name-typo':
      return `${name} is one slip from the well-known "${hit.target}"${edits}. Did you mean "${hit.target}"?`;
    case 'other-ecosystem':
      return `${name} is launched from ${pkg.ecosystem === 'npm' ? 'npm' : 'PyPI'}, but the well-known server of that name is a ${pkg.ecosystem === 'npm' ? 'PyPI package (run it with uvx)' : 'npm package (run it with npx)'}: the same name on the other registry can belong to anyone.`;
  }
}

export const typosquatPackage: Rule = {
  meta: {
    id: 'typosquat-package',
    level: 'warning',
    description: 'A launched package whose name imitates a well-known MCP server package (look-alike characters, a misspelt or swapped scope, a one- or two-edit typo) without being it.',
    precision: 'high',
    securitySeverity: '7.5',
    tags: ['security', 'supply-chain'],
    owasp: ['MCP04:2025'],
    fixable: 'suggestion',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allow: { description: 'exact package names (no patterns) that are what they look like', type: 'array', items: { type: 'string' } },
      },
    },
  },
  checkConfig(file, context) {
    const allowed = new Set(((context.options.allow as string[] | undefined) ?? []).map((n) => n.toLowerCase()));
    const reports: Report[] = [];
    for (const server of file.servers) {
      for (const pkg of launchedPackages(server)) {
        if (allowed.has(pkg.name.toLowerCase())) continue;
        const hit = shippedReference().set.check(pkg.ecosystem, pkg.name);
        if (!hit) continue;
        const message = explain(pkg, hit);
        reports.push({
          message,
          span: pkg.ref.token.span,
          path: pkg.ref.token.str.path,
          fingerprintValue: `${pkg.ecosystem}:${pkg.name}`,
          provenance: `${hit.source} (reference set of ${shippedReference().data.updated})`,
          suggestions: [{ description: hit.kind === 'misnamed' ? `Use ${hit.target}.` : `Check the name; if "${pkg.name}" is what you mean, add it to typosquat-package's "allow" list.`, safe: false, edits: [] }],
        });
      }
    }
    return reports;
  },
};
