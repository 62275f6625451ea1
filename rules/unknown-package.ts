/**
 * @file unknown-package (`--online`): the registry answers 404 for a launched npm or PyPI name, or for an image's tag. The launch fails
 * today, and anyone can register the name tomorrow and have this config run it: names agents invent
 * ("slopsquatting") and typos end up here. Only a 404 counts: a registry that fails or times out is "could not
 * check", printed by the online step, never this finding.
 */
import { launchesWithFacts } from '../src/analysis/launched-packages.js';
import type { Report, Rule } from '../src/model/types.js';
import { shippedReference } from './typosquat-package/lookalike.js';

export const unknownPackage: Rule = {
  meta: {
    id: 'unknown-package',
    level: 'error',
    description: 'With --online: a launched npm or PyPI package that the registry does not know (404), a typo or an invented name that anyone can register and have this config run; or an image tag its registry does not have.',
    precision: 'very-high',
    securitySeverity: '8.1',
    tags: ['security', 'supply-chain', 'online'],
    owasp: ['MCP04:2025'],
    fixable: 'none',
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    for (const { server, pkg, got } of launchesWithFacts(file, context.online)) {
      if (pkg.ecosystem === 'docker') {
        const tag = pkg.version ?? (pkg.spec || 'latest');
        if (!got.facts.missingTags?.includes(tag)) continue;
        reports.push({
          message: `the registry has no tag "${tag}" for image "${pkg.name}" (it answered 404 at ${got.facts.registry}): the server "${server.name}" cannot start. Check the image's published tags.`,
          span: pkg.ref.token.span,
          path: pkg.ref.token.str.path,
          fingerprintValue: `docker:${pkg.name}:${tag}`,
        });
        continue;
      }
      if (got.facts.exists.state !== 'missing') continue;
      const registry = pkg.ecosystem === 'npm' ? 'the npm registry' : 'PyPI';
      // npm answers 404 for a private package asked without its token, too: a scoped name may be that
      const scope = pkg.ecosystem === 'npm' && pkg.name.startsWith('@') ? pkg.name.split('/')[0]! : undefined;
      const owned = scope !== undefined && Object.hasOwn(shippedReference().data.ownedScopes ?? {}, scope);
      const scoped = owned
        ? ` Only the scope's owner can publish in ${scope}, so this is a typo or an invented name, not a squat yet.`
        : scope
          ? ` If it is a private package, give .npmrc the scope's registry and token (\`${scope}:registry=…\`); otherwise, whoever owns or registers the scope decides what this config runs.`
          : ' Anyone who registers the name gets this config to run their code.';
      reports.push({
        message: `${registry} has no package "${pkg.name}" (it answered 404 at ${got.facts.registry}): the launch of server "${server.name}" fails.${scoped} Check the server's documentation for its real name.`,
        span: pkg.ref.token.span,
        path: pkg.ref.token.str.path,
        fingerprintValue: `${pkg.ecosystem}:${pkg.name}`,
      });
    }
    return reports;
  },
};
