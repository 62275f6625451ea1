/**
 * Version look-ups: the pure choice of a version out of a packument, and npm's real registry client against a local registry.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resolver, describeFetchError, pickVersion, timeoutFromEnv } from '../src/fix/resolve.js';
import { startRegistry } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';

const packument = {
  name: 'pkg',
  'dist-tags': { latest: '1.5.0', next: '2.0.0-rc.1', legacy: '0.9.0' },
  versions: {
    '0.9.0': {},
    '1.0.0': {},
    '1.5.0': {},
    '1.6.0': {},
    '1.7.0': { deprecated: 'broken' },
    '2.0.0-rc.1': {},
    '3.0.0': { deprecated: 'do not use' },
    '3.0.1': { deprecated: 'do not use either' },
  },
};

describe('pickVersion', () => {
  it.each([
    ['', '1.5.0', 'a bare name takes dist-tags.latest'],
    ['latest', '1.5.0', '@latest takes dist-tags.latest'],
    ['next', '2.0.0-rc.1', 'a dist-tag takes that tag'],
    ['legacy', '0.9.0', 'any dist-tag'],
    ['^1.0.0', '1.5.0', 'a range that latest satisfies takes latest, as npm does'],
    ['>=1.6.0 <2', '1.6.0', 'otherwise the highest satisfying version, skipping deprecated ones'],
    ['^3', '3.0.1', 'deprecated versions when nothing else satisfies'],
    ['~0.9', '0.9.0', 'a tilde range'],
    ['1.x', '1.5.0', 'an x-range'],
    ['1.0.0', '1.0.0', 'an exact published version'],
    ['*', '1.5.0', 'a star'],
  ])('%s → %s (%s)', (spec, version) => {
    expect(pickVersion(packument, spec)).toEqual({ ok: true, version });
  });

  it('never picks a prerelease for a plain range', () => {
    expect(pickVersion({ 'dist-tags': {}, versions: { '1.0.0': {}, '2.0.0-rc.1': {} } }, '>=1')).toEqual({ ok: true, version: '1.0.0' });
  });

  it.each([
    [packument, '^4', 'no published version satisfies "^4"'],
    [packument, 'canary', 'the registry has no dist-tag "canary"'],
    [{ 'dist-tags': { latest: '9.9.9' }, versions: {} }, '', 'the registry sent a malformed packument (dist-tag "latest" names no published version)'],
    [{ versions: [] }, '', 'the registry sent a malformed packument'],
    [null, '', 'the registry sent a malformed packument'],
    [{ 'dist-tags': 'latest', versions: {} }, '', 'the registry sent a malformed packument'],
    [{ 'dist-tags': { latest: '1.0.0 || rm' }, versions: { '1.0.0 || rm': {} } }, '', 'the registry sent a malformed packument (version "1.0.0 || rm")'],
  ])('refuses: %j %s', (data, spec, reason) => {
    expect(pickVersion(data, spec)).toEqual({ ok: false, reason });
  });
});

describe('describeFetchError', () => {
  it.each([
    [{ statusCode: 404, code: 'E404' }, 'registry answered 404'],
    [{ code: 'E503' }, 'registry answered 503'],
    [{ name: 'AbortError' }, 'no answer from the registry within 10s'],
    [{ type: 'invalid-json' }, 'the registry sent invalid JSON'],
    [{ code: 'ECONNREFUSED' }, 'could not reach the registry (ECONNREFUSED)'],
    [new Error('weird'), 'registry look-up failed (weird)'],
    [new Error('request to https://me:npm_secret@registry.example.com/x failed'), 'registry look-up failed (request to https://***@registry.example.com/x failed)'],
  ])('%j', (error, reason) => {
    expect(describeFetchError(error, 10_000)).toBe(reason);
  });

  it('reads the timeout from MCP_AUDIT_REGISTRY_TIMEOUT_MS, capped at 10s', () => {
    expect(timeoutFromEnv({ MCP_AUDIT_REGISTRY_TIMEOUT_MS: '250' })).toBe(250);
    expect(timeoutFromEnv({ MCP_AUDIT_REGISTRY_TIMEOUT_MS: '999999' })).toBe(10_000);
    expect(timeoutFromEnv({ MCP_AUDIT_REGISTRY_TIMEOUT_MS: 'soon' })).toBe(10_000);
    expect(timeoutFromEnv({})).toBe(10_000);
  });
});

describe('Resolver with npm\'s registry client and a local registry', () => {
  let registry: TestRegistry;
  beforeAll(async () => {
    registry = await startRegistry({ slowMs: 5000 });
  });
  afterAll(async () => {
    await registry.close();
  });
  const resolver = (timeoutMs = 3000) => new Resolver({ registry: registry.url, timeoutMs });

  it.each([
    ['@angular/cli', '', { ok: true, version: '20.3.4' }],
    ['@angular/cli', 'latest', { ok: true, version: '20.3.4' }],
    ['@angular/cli', 'next', { ok: true, version: '21.0.0-rc.1' }],
    ['@angular/cli', 'v19-lts', { ok: true, version: '19.2.15' }],
    ['@angular/cli', '^20.0.0', { ok: true, version: '20.3.4' }],
    ['@angular/cli', '~19.2.0', { ok: true, version: '19.2.15' }],
    ['@modelcontextprotocol/server-filesystem', '', { ok: true, version: '2025.7.1' }],
    ['@upstash/context7-mcp', '^1.0.0', { ok: true, version: '1.0.14' }],
    ['@upstash/context7-mcp', '>1.0.14', { ok: true, version: '1.1.0' }],
    // latest (0.1.9) is deprecated: a bare spec still pins what npx runs today, a range avoids it as npm does
    ['mcp-remote', '', { ok: true, version: '0.1.9' }],
    ['mcp-remote', '^0.1.0', { ok: true, version: '0.1.8' }],
    ['mcp-remote', 'beta', { ok: true, version: '0.2.0-beta.1' }],
    ['@angular/cli', '^99', { ok: false, reason: 'no published version satisfies "^99"' }],
    ['@angular/cli', 'canary', { ok: false, reason: 'the registry has no dist-tag "canary"' }],
    ['not-published', '', { ok: false, reason: 'registry answered 404' }],
    ['@acme/not-published', 'latest', { ok: false, reason: 'registry answered 404' }],
    ['server-error', '', { ok: false, reason: 'registry answered 500' }],
    ['broken-json', '', { ok: false, reason: 'the registry sent invalid JSON' }],
    ['malformed-packument', '', { ok: false, reason: 'the registry sent a malformed packument' }],
    ['evil-version', '', { ok: false, reason: 'the registry sent a malformed packument (version "1.0.0", "--eval", "process.exit()")' }],
    ['slow-package', '', { ok: false, reason: 'no answer from the registry within 400ms' }],
  ])('%s@%s', async (name, spec, want) => {
    const started = Date.now();
    expect(await resolver(name === 'slow-package' ? 400 : 3000).resolve({ ecosystem: 'npm', name, spec, placeholder: '<v>' })).toEqual(want);
    expect(Date.now() - started).toBeLessThan(name === 'slow-package' ? 3000 : 10_000);
  });

  it('fetches each packument once per run', async () => {
    const r = resolver();
    const before = registry.requests.length;
    const answers = await Promise.all(['', 'latest', 'next', '^20'].map((spec) => r.resolve({ ecosystem: 'npm', name: '@angular/cli', spec, placeholder: '<v>' })));
    expect(answers.map((a) => (a.ok ? a.version : a.reason))).toEqual(['20.3.4', '20.3.4', '21.0.0-rc.1', '20.3.4']);
    expect(registry.requests.slice(before)).toEqual(['@angular/cli']);
  });

  it('reports a registry that is down', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const r = new Resolver({ registry: `http://127.0.0.1:${port}`, timeoutMs: 2000 });
    expect(await r.resolve({ ecosystem: 'npm', name: 'mcp-remote', spec: '', placeholder: '<v>' }))
      .toEqual({ ok: false, reason: 'could not reach the registry (ECONNREFUSED)' });
  });
});
