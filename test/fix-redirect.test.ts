/**
 * Registry redirects during `--fix`: followed within the registry's origin, refused (before any connection) to
 * another origin, which turns the pin into a suggestion that says why. `main()` in-process, with two local registries
 * on 127.0.0.1 on different ports (two origins).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { testRegistries } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { tempTrees } from './rule-tester.js';

const registryWith = testRegistries();
const tree = tempTrees();

async function fix(dir: string, registry: TestRegistry) {
  let stdout = '';
  let stderr = '';
  const code = await main(['--fix', '--registry', registry.url, '--rule', 'unpinned-package', '--format', 'json', 'repo'], {
    cwd: dir, env: {}, stdoutIsTty: false,
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  });
  return { code, stdout, stderr };
}

const angular = '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] }\n  }\n}\n';

describe('registry redirects', () => {
  it('to another origin: not followed, the other origin never asked, the pin left as a suggestion that says why', async () => {
    const elsewhere = await registryWith();
    const registry = await registryWith({ redirects: { '@angular/cli': `${elsewhere.url}/@angular%2fcli` } });
    const dir = tree({ 'repo/.mcp.json': angular });
    const run = await fix(dir, registry);
    expect(registry.requests).toEqual(['@angular/cli']);
    expect(elsewhere.requests).toEqual([]);
    expect(readFileSync(join(dir, 'repo/.mcp.json'), 'utf8')).toBe(angular);
    const why = `the registry redirected the request to another origin (${elsewhere.url}), which is not followed`;
    expect(run.stderr).toBe(`repo/.mcp.json:3:52: not fixed: could not resolve a version for @angular/cli (${why}); left as a suggestion\n`);
    const [finding] = JSON.parse(run.stdout).findings;
    expect(finding.fix).toBeNull();
    expect(finding.suggestions.map((s: { description: string }) => s.description)).toEqual([`could not resolve a version for @angular/cli (${why}); pin it by hand`]);
    expect(run.code).toBe(1);
  });

  it('within the registry\'s origin: followed as before', async () => {
    const registry = await registryWith({ redirects: { 'old-name': '/@angular%2fcli' } });
    const dir = tree({ 'repo/.mcp.json': angular.replace('@angular/cli@latest', 'old-name@latest') });
    const run = await fix(dir, registry);
    expect(registry.requests).toEqual(['old-name', '@angular/cli']);
    expect(run.stderr).toBe('fixed 1 problem in repo/.mcp.json\n');
    expect(readFileSync(join(dir, 'repo/.mcp.json'), 'utf8')).toBe(angular.replace('@angular/cli@latest', 'old-name@20.3.4'));
  });
});
