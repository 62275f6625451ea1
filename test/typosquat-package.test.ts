/**
 * typosquat-package: the look-alike checks as a table over names (in-process, no files), the reference set checked
 * against itself (each entry left out in turn must not be flagged as a look-alike of another), a measured
 * false-positive count on legitimate names that are not in the set, and the rule end to end through real configs.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { typosquatPackage } from '../rules/typosquat-package.js';
import { ReferenceSet, shippedReference } from '../rules/typosquat-package/lookalike.js';
import type { LookalikeKind } from '../rules/typosquat-package/lookalike.js';
import { osaDistance, skeleton } from '../rules/typosquat-package/similarity.js';
import type { Ecosystem } from '../src/analysis/package-spec.js';
import { testRule } from './rule-tester.js';

describe('optimal-string-alignment distance', () => {
  it.each([
    ['', '', 0], ['abc', 'abc', 0], ['abc', 'acb', 1], ['filesystem', 'filesytem', 1], ['filesystem', 'fliesystem', 1],
    ['github', 'gitlab', 2], ['ca', 'abc', 3], ['kitten', 'sitting', 3], ['playwright', 'playwrigth', 1],
  ])('%s / %s = %i', (a, b, d) => {
    expect(osaDistance(a, b)).toBe(d);
    expect(osaDistance(b, a)).toBe(d);
  });
  it('stops past its limit', () => expect(osaDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3));
  it('folds look-alike characters', () => {
    expect(skeleton('@modelcontextprotoco1/x')).toBe(skeleton('@modelcontextprotocol/x'));
    expect(skeleton('mcp-rernote')).toBe(skeleton('mcp-remote'));
    expect(skeleton('mcp-remоte')).toBe(skeleton('mcp-remote')); // Cyrillic о
  });
});

const { data: referenceData, set: referenceSet } = shippedReference();

const FIRES: [Ecosystem, string, LookalikeKind, string][] = [
  ['npm', '@modelcontextprotoco1/server-filesystem', 'homoglyph', '@modelcontextprotocol/server-filesystem'],
  ['npm', '@modeicontextprotocol/server-github', 'homoglyph', '@modelcontextprotocol/server-github'],
  ['npm', 'mcp-rernote', 'homoglyph', 'mcp-remote'],
  ['npm', '@modelcontextprotocl/server-memory', 'scope-typo', '@modelcontextprotocol/server-memory'],
  ['npm', '@playwrigth/mcp', 'scope-typo', '@playwright/mcp'],
  ['npm', '@upstahs/context7-mcp', 'scope-typo', '@upstash/context7-mcp'],
  ['npm', '@anthropic-ai/server-filesystem', 'scope-swap', '@modelcontextprotocol/server-filesystem'],
  ['npm', 'server-filesystem', 'scope-swap', '@modelcontextprotocol/server-filesystem'],
  ['npm', '@someone/context7-mcp', 'scope-swap', '@upstash/context7-mcp'],
  ['npm', '@modelcontextprotocol/server-filesytem', 'name-typo', '@modelcontextprotocol/server-filesystem'],
  ['npm', '@modelcontextprotocol/server-sequentialthinking', 'name-typo', '@modelcontextprotocol/server-sequential-thinking'],
  ['npm', '@upstash/contex7-mcp', 'name-typo', '@upstash/context7-mcp'],
  ['npm', 'mcp-remot', 'name-typo', 'mcp-remote'],
  ['npm', 'mongodb-mcp-sever', 'name-typo', 'mongodb-mcp-server'],
  ['npm', 'mcp-server-kubernets', 'name-typo', 'mcp-server-kubernetes'],
  ['npm', '@modelcontextprotocol/server-fetch', 'misnamed', 'uvx mcp-server-fetch'],
  ['npm', 'mcp-server-fetch', 'other-ecosystem', 'mcp-server-fetch'],
  ['pypi', 'mcp-server-fecth', 'name-typo', 'mcp-server-fetch'],
  ['pypi', 'mcp-atlasian', 'name-typo', 'mcp-atlassian'],
  ['pypi', 'mcp-remote', 'other-ecosystem', 'mcp-remote'],
  ['docker', 'mcp/filesytem', 'name-typo', 'mcp/filesystem'],
  ['docker', 'ghcr.io/github/github-mcp-sever', 'name-typo', 'ghcr.io/github/github-mcp-server'],
];

/**
 * Legitimate names that are not in the reference set: popular MCP packages (from the survey's most-launched list and
 * peers' lists) and the probe names of supply-chain.md on which peers' checks misfired. None may fire.
 */
const LEGITIMATE: [Ecosystem, string][] = [
  ['npm', 'mssql-mcp'], ['npm', 'jina-mcp'], ['npm', 'motion-mcp'], ['npm', 'reddit-mcp'], ['npm', 'mcp-server-gitlab'],
  ['npm', '@github/github-mcp-server'], ['npm', 'mcpx'], ['npm', 'mcp-server-sqlite-npx'], ['npm', 'mcp-server-redis2'],
  ['npm', '@heroku/mcp-server'], ['npm', 'shadcn'], ['npm', 'firecrawl-mcp'], ['npm', 'figma-developer-mcp'], ['npm', 'tavily-mcp'],
  ['npm', 'exa-mcp-server'], ['npm', '@stripe/mcp'], ['npm', '@cloudflare/mcp-server-cloudflare'], ['npm', '@21st-dev/magic'],
  ['npm', '@wonderwhy-er/desktop-commander'], ['npm', '@agentdeskai/browser-tools-mcp'], ['npm', '@executeautomation/playwright-mcp-server'],
  ['npm', '@browserbasehq/mcp-server-browserbase'], ['npm', '@hubspot/mcp-server'], ['npm', '@kimtaeyoon83/mcp-server-youtube-transcript'],
  ['npm', '@magicuidesign/mcp'], ['npm', 'puppeteer-mcp-server'], ['npm', '@notionhq/client'], ['npm', '@supabase/supabase-js'],
  ['npm', '@playwright/test'], ['npm', 'playwright'], ['npm', '@azure/identity'], ['npm', '@angular/core'], ['npm', '@sentry/node'],
  ['npm', 'typescript'], ['npm', 'tsx'], ['npm', 'mcp-proxy'], ['npm', 'supergateway'], ['npm', '@z_ai/mcp-server'],
  ['npm', 'chrome-devtools-mcp'], ['npm', '@upstash/redis'],
  ['pypi', 'awslabs.core-mcp-server'], ['pypi', 'awslabs.aws-documentation-mcp-server'], ['pypi', 'awslabs.cdk-mcp-server'],
  ['pypi', 'mcp-server-docker'], ['pypi', 'mcp-server-qdrant'], ['pypi', 'serena'], ['pypi', 'mcp'], ['pypi', 'fastmcp'],
  ['pypi', 'mcp-proxy'], ['pypi', 'markitdown-mcp'], ['pypi', 'duckduckgo-mcp-server'], ['pypi', 'mcp-server-time'],
  ['pypi', 'mcp_server_fetch'], ['pypi', 'MCP-Server-Git'],
  ['docker', 'mcp/github'], ['docker', 'mcp/postgres'], ['docker', 'mcp/puppeteer'], ['docker', 'mcp/brave-search'],
  ['docker', 'ghcr.io/github/github-mcp-server'], ['docker', 'docker.io/mcp/fetch'], ['docker', 'node'], ['docker', 'python'],
];

describe('look-alike names', () => {
  it.each(FIRES)('%s %s: %s of %s', (ecosystem, name, kind, target) => {
    expect(referenceSet.check(ecosystem, name)).toMatchObject({ kind, target: kind === 'misnamed' ? expect.stringContaining(target) : target });
  });

  it('legitimate names outside the reference set: no finding (the false-positive measure)', () => {
    const flagged = LEGITIMATE.filter(([ecosystem, name]) => referenceSet.check(ecosystem, name));
    expect(flagged).toEqual([]);
  });

  const all = referenceData.packages.flatMap((g) => g.names.map((name) => [g.ecosystem, name] as [Ecosystem, string]));
  it('every reference name left out in turn is not a look-alike of another', () => {
    const pairs: string[] = [];
    for (const [ecosystem, name] of all) {
      const without = {
        ...referenceData,
        packages: referenceData.packages.map((g) => ({ ...g, names: g.ecosystem === ecosystem ? g.names.filter((n) => n !== name) : g.names })),
      };
      const hit = new ReferenceSet(without).check(ecosystem, name);
      if (hit) pairs.push(`${ecosystem}:${name} → ${hit.kind} of ${hit.target}`);
    }
    // Real siblings one edit apart, both published by AWS Labs (a real config launching awslabs.ecs-mcp-server was
    // flagged as a look-alike of eks before the family was listed whole): the limit of any edit distance, and the
    // reason the set lists every member of a family it lists one of.
    expect(pairs.sort()).toEqual([
      'pypi:awslabs.ecs-mcp-server → name-typo of awslabs-eks-mcp-server',
      'pypi:awslabs.eks-mcp-server → name-typo of awslabs-ecs-mcp-server',
      'pypi:awslabs.mssql-mcp-server → name-typo of awslabs-mysql-mcp-server',
      'pypi:awslabs.mysql-mcp-server → name-typo of awslabs-mssql-mcp-server',
    ]);
    expect(all.length).toBeGreaterThan(100);
  });

  it('a reference name itself never fires, in any spelling its registry treats as the same', () => {
    expect(all.filter(([e, n]) => referenceSet.check(e, n))).toEqual([]);
    expect(referenceSet.check('pypi', 'Mcp_Server.Fetch')).toBeUndefined();
    expect(referenceSet.check('docker', 'docker.io/mcp/fetch')).toBeUndefined();
  });

  it('data: validates against its schema; names are unique', () => {
    const schema = JSON.parse(readFileSync(new URL('../schema/typosquat-reference.schema.json', import.meta.url), 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(referenceData), JSON.stringify(validate.errors)).toBe(true);
    expect(new Set(all.map(([e, n]) => `${e}:${n}`)).size).toBe(all.length);
  });
});

const mcp = (command: string, ...args: string[]) => ({ '.mcp.json': `{ "mcpServers": { "s": { "command": ${JSON.stringify(command)}, "args": ${JSON.stringify(args)} } } }` });

testRule(typosquatPackage, {
  valid: [
    { name: 'the real name, pinned', files: mcp('npx', '-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '/data') },
    { name: 'the real name at @latest', files: mcp('npx', '-y', '@upstash/context7-mcp@latest') },
    { name: 'a local path is no package', files: mcp('node', './server-filesytem/index.js') },
    // from a real Kiro config: the ECS server, one edit from the EKS one
    { name: 'a sibling of a listed AWS Labs server', files: mcp('uvx', '--from', 'awslabs-ecs-mcp-server', 'ecs-mcp-server') },
    { name: 'another sibling, in the form AWS documents', files: mcp('uvx', 'awslabs.mssql-mcp-server@latest') },
    { name: 'an allowed exact name', files: mcp('npx', '-y', 'mcp-remot'), options: { allow: ['mcp-remot'] } },
    { name: 'a look-alike as a server argument is not launched', files: mcp('npx', '-y', 'mcp-remote@0.1.16', 'https://x.example/@playwrigth/mcp') },
  ],
  invalid: [
    {
      name: 'a pinned typo: the version is stripped before comparing',
      files: mcp('npx', '-y', '@modelcontextprotocol/server-filesytem@2025.8.21'),
      errors: [{ line: 1, column: 59, endColumn: 107, level: 'warning', message: /^"@modelcontextprotocol\/server-filesytem" is one slip from the well-known "@modelcontextprotocol\/server-filesystem" \(1 edit away\)/ }],
    },
    {
      name: 'inside cmd /c, a scope swap',
      files: mcp('cmd', '/c', 'npx', '-y', '@anthropic-ai/server-filesystem'),
      errors: [{ line: 1, column: 70, message: /borrows the name of the well-known "@modelcontextprotocol\/server-filesystem"/ }],
    },
    {
      name: 'uvx of a PyPI typo',
      files: mcp('uvx', 'mcp-server-fecth'),
      errors: [{ line: 1, column: 54, message: /"mcp-server-fecth" is one slip from the well-known "mcp-server-fetch"/ }],
    },
    {
      name: 'npx of the Python fetch server',
      files: mcp('npx', '-y', 'mcp-server-fetch'),
      errors: [{ line: 1, column: 59, message: /PyPI package \(run it with uvx\)/ }],
    },
  ],
});
