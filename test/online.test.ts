/**
 * --online end to end, in-process through main(), against one local registry on 127.0.0.1 that speaks the npm
 * packument and bulk-advisory endpoints and PyPI's JSON API (test/helpers/supply-chain-registry.ts): what fires, what
 * a failing, refusing or slow registry turns into ("could not check", never "unknown"), that nothing is asked
 * without --online or with --offline, the registry taken from .npmrc as --fix takes it, and --fix bumping a
 * vulnerable pin once.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { startSupplyChainRegistry } from './helpers/supply-chain-registry.js';
import type { SupplyChainRegistry } from './helpers/supply-chain-registry.js';
import { tempTrees } from './rule-tester.js';

let registry: SupplyChainRegistry;
beforeAll(async () => { registry = await startSupplyChainRegistry(); });
afterAll(async () => { await registry.close(); });
beforeEach(async () => {
  // an earlier test's slow answers (a spent budget, a timeout) must not arrive, and be counted, in this one
  await registry.settle();
  registry.requests.length = 0;
  registry.maxInFlight = 0;
  registry.bulkStatus = 200;
  registry.failing.clear();
  registry.slow.clear();
});

const tree = tempTrees();
const servers = (entries: Record<string, string[]>) => JSON.stringify({
  mcpServers: Object.fromEntries(Object.entries(entries).map(([name, [command, ...args]]) => [name, { command, args }])),
}, null, 2) + '\n';

const CONFIG = servers({
  remote: ['npx', '-y', 'mcp-remote@0.1.15', 'https://mcp.example.com/sse'],
  remoteLatest: ['npx', '-y', 'mcp-remote@latest', 'https://mcp.example.com/sse'],
  github: ['npx', '-y', '@modelcontextprotocol/server-github@2025.4.8'],
  moved: ['npx', '-y', 'demo-old-mcp@1.1.0'],
  stuck: ['npx', '-y', 'demo-stuck-mcp@1.0.0'],
  stuckRange: ['npx', '-y', 'demo-stuck-mcp@^1'],
  invented: ['npx', '-y', 'mcp-server-that-nobody-published@1.0.0'],
  fetch: ['uvx', 'mcp-server-fetch'],
  demo: ['uvx', 'demo-mcp-server==1.2.0'],
  demoYanked: ['uvx', 'demo.mcp_server==1.1.0'],
  pyInvented: ['uvx', 'mcp-server-nobody-published==0.1.0'],
  private: ['npx', '--registry', 'https://npm.internal.example/', '-y', '@corp/internal-mcp@1.0.0'],
});

async function run(args: string[], dir: string, env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd: dir, env: { HOME: dir, ...env }, stdoutIsTty: false,
    stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; },
  });
  return { code, stdout, stderr };
}
const ONLINE_RULES = '--rule=unknown-package,deprecated-package,vulnerable-package';
const envFor = () => ({ npm_config_registry: `${registry.url}/`, UV_INDEX_URL: `${registry.url}/simple`, MCP_AUDIT_REGISTRY_TIMEOUT_MS: '1000' });
type Json = { findings: { ruleId: string; level: string; message: string; fix?: { safe: boolean; edits: { text: string }[] } | null }[] };

describe('--online', () => {
  it('asks nothing without --online, or with --online --offline', async () => {
    const dir = tree({ '.mcp.json': CONFIG });
    const plain = await run(['--format', 'json', '.'], dir, envFor());
    const both = await run(['--online', '--offline', '--format', 'json', '.'], dir, envFor());
    expect(registry.requests).toEqual([]);
    for (const r of [plain, both]) {
      expect((JSON.parse(r.stdout) as Json).findings.filter((f) => ['unknown-package', 'deprecated-package', 'vulnerable-package'].includes(f.ruleId))).toEqual([]);
    }
  });

  it('reports unknown, deprecated and vulnerable packages from the registries\' answers', async () => {
    // the registry comes from the project's .npmrc, as --fix reads it (no npm_config_registry)
    const dir = tree({ '.mcp.json': CONFIG, '.npmrc': `registry=${registry.url}/\n` });
    const { npm_config_registry: _, ...env } = envFor();
    const r = await run(['--online', ONLINE_RULES, '--format', 'json', '.'], dir, env);
    const found = (JSON.parse(r.stdout) as Json).findings.map((f) => `${f.ruleId} ${f.level} ${f.message}`);
    expect(found.filter((f) => f.startsWith('unknown-package'))).toEqual([
      expect.stringMatching(/^unknown-package error the npm registry has no package "mcp-server-that-nobody-published" \(it answered 404 at http:\/\/127\.0\.0\.1:\d+\/\)/),
      expect.stringMatching(/^unknown-package error PyPI has no package "mcp-server-nobody-published"/),
    ]);
    expect(found.filter((f) => f.startsWith('deprecated-package'))).toEqual([
      'deprecated-package warning "@modelcontextprotocol/server-github@2025.4.8" is marked deprecated by its registry: "Package no longer supported. Contact Support at https://www.npmjs.com/support for more info.". The registry names no replacement: look for a maintained fork or successor before relying on it.',
      'deprecated-package warning "demo-old-mcp@1.1.0" is marked deprecated by its registry: "This package has moved. Use @demo/mcp-server instead.". It recommends @demo/mcp-server instead.',
      'deprecated-package warning "demo.mcp_server@1.1.0" is marked deprecated by PyPI: "yanked: broken wheel". The registry names no replacement: look for a maintained fork or successor before relying on it.',
    ]);
    const vulnerable = (JSON.parse(r.stdout) as Json).findings.filter((f) => f.ruleId === 'vulnerable-package');
    expect(vulnerable.map((f) => `${f.level} ${f.message}`)).toEqual([
      'error "mcp-remote@0.1.15" is covered by a published advisory: GHSA-6xpm-ggf7-wc3p "mcp-remote exposed to OS command injection via untrusted server connections" [critical; affects >=0.0.5 <0.1.16]. 0.1.16 is the lowest release of the same major without them.',
      'warning "demo-stuck-mcp@1.0.0" is covered by a published advisory: GHSA-2222-3333-4444 "demo: path traversal" [moderate; affects <2.0.0]. No release of the same major is known to be free of them: upgrade across the major, or replace the server.',
      'warning "demo-stuck-mcp@^1" resolves today to 1.0.0, which is covered by a published advisory: GHSA-2222-3333-4444 "demo: path traversal" [moderate; affects <2.0.0]. Pin a version that no advisory covers.',
      'warning "demo-mcp-server@1.2.0" is covered by a published advisory: PYSEC-2099-1 (CVE-2099-0001, GHSA-5555-6666-7777) "demo: SSRF through redirects" [fixed in 1.2.3, 2.0.1]. 1.2.3 is the lowest release of the same major without them.',
    ]);
    expect(vulnerable.map((f) => (f.fix ? { safe: f.fix.safe, text: f.fix.edits.map((e) => e.text).join() } : undefined))).toEqual([{ safe: true, text: '0.1.16' }, undefined, undefined, { safe: true, text: '==1.2.3' }]);
    // one packument per npm name, one bulk request with every launched version and the later ones of its major
    const npmGets = registry.requests.filter((q) => q.method === 'GET' && !q.path.startsWith('/pypi/')).map((q) => decodeURIComponent(q.path));
    expect(npmGets.sort()).toEqual(['/@modelcontextprotocol/server-github', '/demo-old-mcp', '/demo-stuck-mcp', '/mcp-remote', '/mcp-server-that-nobody-published']);
    const posts = registry.requests.filter((q) => q.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ 'mcp-remote': ['0.1.15', '0.1.17', '0.1.16'] });
    expect(registry.maxInFlight).toBeLessThanOrEqual(4);
    expect(r.stderr).not.toMatch(/could not check/);
    // a launch from a registry of its own is not asked about anywhere else
    expect(r.stderr).toContain('mcp-audit: --online: .mcp.json: npm "@corp/internal-mcp" is launched from a registry of its own: not looked up');
    expect(registry.requests.some((q) => q.path.includes('internal-mcp') || JSON.stringify(q.body ?? '').includes('internal-mcp'))).toBe(false);
    expect(r.code).toBe(1);
  });

  it('a refused bulk request, a failing and a slow registry: "could not check", never "unknown"', async () => {
    registry.bulkStatus = 405;
    registry.failing.add('demo-old-mcp');
    registry.slow.add('@modelcontextprotocol/server-github');
    const dir = tree({ '.mcp.json': CONFIG, '.vscode/mcp.json': '{ "servers": { "r": { "command": "uvx", "args": ["demo-mcp-server>=1"] } } }\n' });
    const r = await run(['--online', ONLINE_RULES, '--format', 'json', '.'], dir, { ...envFor(), MCP_AUDIT_REGISTRY_TIMEOUT_MS: '300' });
    const findings = (JSON.parse(r.stdout) as Json).findings;
    expect(findings.filter((f) => f.ruleId === 'vulnerable-package' && f.message.includes('mcp-remote'))).toEqual([]);
    expect(findings.filter((f) => f.ruleId === 'unknown-package').map((f) => f.message)).toEqual([
      expect.stringContaining('"mcp-server-that-nobody-published"'), expect.stringContaining('"mcp-server-nobody-published"'),
    ]);
    expect(r.stderr).toContain('mcp-audit: --online: could not check npm package "mcp-remote" for advisories: the bulk advisory request failed: registry answered 405');
    expect(r.stderr).toContain('mcp-audit: --online: could not check npm package "demo-old-mcp": registry answered 503');
    expect(r.stderr).toMatch(/could not check npm package "@modelcontextprotocol\/server-github": no answer from the registry within 300ms/);
    expect(r.stderr).toContain('could not check PyPI package "demo-mcp-server" at ">=1": which release that spec runs today was not resolved');
    // in SARIF, the same lines are warning notifications of the run, not results
    registry.slow.clear();
    const sarif = await run(['--online', ONLINE_RULES, '--format', 'sarif', '.'], dir, envFor());
    const invocation = (JSON.parse(sarif.stdout) as { runs: { invocations: { executionSuccessful: boolean; toolExecutionNotifications?: { level: string; message: { text: string } }[] }[] }[] }).runs[0]!.invocations[0]!;
    expect(invocation.executionSuccessful).toBe(true);
    expect(invocation.toolExecutionNotifications).toEqual(expect.arrayContaining([
      { level: 'warning', message: { text: 'could not check npm package "mcp-remote" for advisories: the bulk advisory request failed: registry answered 405' } },
    ]));
  });

  it('an overall time budget: look-ups still waiting are given up as "could not check"', async () => {
    for (const name of ['mcp-remote', 'demo-old-mcp', 'demo-stuck-mcp', '@modelcontextprotocol/server-github', 'pypi/mcp-server-fetch/json']) registry.slow.add(name);
    registry.slowMs = 800;
    const dir = tree({ '.mcp.json': CONFIG });
    const r = await run(['--online', ONLINE_RULES, '--format', 'json', '.'], dir, { ...envFor(), MCP_AUDIT_ONLINE_BUDGET_MS: '150' });
    await registry.settle();
    registry.slowMs = 2000;
    expect(r.stderr).toMatch(/could not check npm package "mcp-remote": the time budget of 0\.2s for online checks was spent/);
    expect((JSON.parse(r.stdout) as Json).findings.filter((f) => f.message.includes('mcp-remote'))).toEqual([]);
  });

  it('caches answers for the next run (no request), revalidates stale ones by ETag, and --no-cache asks again', async () => {
    const config = servers({ remote: ['npx', '-y', 'mcp-remote@0.1.15', 'https://mcp.example.com/sse'], invented: ['npx', '-y', 'mcp-server-that-nobody-published@1.0.0'] });
    const dir = tree({ '.mcp.json': config });
    const findings = (r: { stdout: string }) => (JSON.parse(r.stdout) as Json).findings.map((f) => f.ruleId);
    const args = ['--online', ONLINE_RULES, '--format', 'json', '.'];
    const first = await run(args, dir, envFor());
    expect(findings(first)).toEqual(['vulnerable-package', 'unknown-package']);
    expect(registry.requests.length).toBe(3); // two packuments, one bulk request
    registry.requests.length = 0;
    const second = await run(args, dir, envFor());
    expect(findings(second)).toEqual(findings(first));
    expect(registry.requests).toEqual([]);
    const fresh = await run(['--no-cache', ...args], dir, envFor());
    expect(findings(fresh)).toEqual(findings(first));
    expect(registry.requests.length).toBe(3);
    registry.requests.length = 0;
    // a day later: every entry is stale; the packument is revalidated with its ETag (304), the 404 asked again
    const cache = join(dir, '.cache', 'mcp-audit');
    for (const file of readdirSync(cache)) {
      const entry = JSON.parse(readFileSync(join(cache, file), 'utf8')) as { storedAt: number };
      writeFileSync(join(cache, file), JSON.stringify({ ...entry, storedAt: entry.storedAt - 25 * 3600_000 }));
    }
    const later = await run(args, dir, envFor());
    expect(findings(later)).toEqual(findings(first));
    expect(registry.requests.filter((q) => q.method === 'GET').map((q) => [q.path, q.ifNoneMatch])).toEqual(expect.arrayContaining([
      ['/mcp-remote', '"10-fixture"'], ['/mcp-server-that-nobody-published', undefined],
    ]));
  });

  it('images: a missing tag is unknown-package; a moving tag gets the digest it points to now as a suggestion (token auth)', async () => {
    const host = registry.url.replace('http://', '');
    const dir = tree({ '.mcp.json': servers({
      pinned: ['docker', 'run', '-i', '--rm', `${host}/demo/mcp-server:1.0.0`],
      latest: ['docker', 'run', '-i', '--rm', `${host}/demo/mcp-server`],
      missing: ['docker', 'run', '-i', '--rm', `${host}/demo/mcp-server:9.9.9`],
    }) });
    const r = await run(['--online', '--rule=unknown-package,unpinned-package', '--format', 'json', '.'], dir, envFor());
    const findings = (JSON.parse(r.stdout) as { findings: { ruleId: string; level: string; message: string; suggestions?: { description: string; edits: { text: string }[] }[] }[] }).findings;
    expect(findings.map((f) => [f.ruleId, f.level])).toEqual([['unpinned-package', 'note'], ['unpinned-package', 'warning'], ['unknown-package', 'error']]);
    // the version tag counts as pinned: a note that a tag can be moved, with the digest it points to today
    expect(findings[0]!.message).toMatch(/"127\.0\.0\.1:\d+\/demo\/mcp-server:1\.0\.0", pinned by tag only: .* It points to sha256:[0-9a-f]{64} today/);
    expect(findings[0]!.suggestions![0]!.edits.map((e) => e.text)).toEqual([expect.stringMatching(/^1\.0\.0@sha256:[0-9a-f]{64}$/)]);
    expect(findings[1]!.suggestions![0]!.edits.map((e) => e.text)).toEqual([`@sha256:${'2'.repeat(64)}`]);
    expect(findings[2]!.message).toMatch(/^the registry has no tag "9\.9\.9" for image "127\.0\.0\.1:\d+\/demo\/mcp-server"/);
    const heads = registry.requests.filter((q) => q.method === 'HEAD').map((q) => q.path);
    expect(heads).toEqual(expect.arrayContaining(['/v2/demo/mcp-server/manifests/1.0.0', '/v2/demo/mcp-server/manifests/latest', '/v2/demo/mcp-server/manifests/9.9.9']));
    expect(registry.requests.some((q) => q.path === '/token')).toBe(true);
    expect(registry.requests.filter((q) => q.method === 'GET' && q.path.startsWith('/v2/'))).toEqual([]);
  });

  it('a registry URL with credentials in it is never shown with them', async () => {
    const dir = tree({ '.mcp.json': servers({ invented: ['npx', '-y', 'mcp-server-that-nobody-published@1.0.0'] }) });
    const withUser = `${registry.url.replace('http://', 'http://deploy:s3cretRegistryPass@')}/`;
    const r = await run(['--online', ONLINE_RULES, '--format', 'json', '.'], dir, { ...envFor(), npm_config_registry: withUser });
    expect((JSON.parse(r.stdout) as Json).findings.map((f) => f.message)).toEqual([expect.stringContaining('(it answered 404 at http://***@127.0.0.1:')]);
    expect(r.stdout + r.stderr).not.toContain('s3cretRegistryPass');
  });

  it('--fix bumps a vulnerable pin to the lowest safe release of its major, once', async () => {
    const config = servers({ remote: ['npx', '-y', 'mcp-remote@0.1.15', 'https://mcp.example.com/sse'], demo: ['uvx', 'demo-mcp-server==1.2.0'] });
    const dir = tree({ '.mcp.json': config });
    const first = await run(['--online', '--rule=vulnerable-package', '--fix', '.'], dir, envFor());
    const fixed = readFileSync(join(dir, '.mcp.json'), 'utf8');
    expect(fixed).toBe(config.replace('mcp-remote@0.1.15', 'mcp-remote@0.1.16').replace('demo-mcp-server==1.2.0', 'demo-mcp-server==1.2.3'));
    expect(first.code).toBe(0);
    const second = await run(['--online', '--rule=vulnerable-package', '--fix', '.'], dir, envFor());
    expect(readFileSync(join(dir, '.mcp.json'), 'utf8')).toBe(fixed);
    expect(second.code).toBe(0);
  });
});
