/**
 * The online rules as pure functions of the facts handed to them (no network here: test/online.test.ts covers the
 * registries): tables of what fires and what does not, through the real engine on real config files.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deprecatedPackage, recommendedReplacement } from '../rules/deprecated-package.js';
import { unknownPackage } from '../rules/unknown-package.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { safeVersion, vulnerablePackage } from '../rules/vulnerable-package.js';
import { scan } from '../src/engine/engine.js';
import { onlineKey } from '../src/model/online.js';
import type { OnlineFacts, PackageFacts } from '../src/model/online.js';
import { writeTree } from './rule-tester.js';

const REGISTRY = 'http://127.0.0.1:1/';
const npm = (name: string, extra: Partial<PackageFacts> = {}): PackageFacts => ({ ecosystem: 'npm', name, registry: REGISTRY, exists: { state: 'found' }, ...extra });
const FACTS: OnlineFacts = {
  packages: new Map([
    npm('ghost-mcp', { exists: { state: 'missing' } }),
    npm('flaky-mcp', { exists: { state: 'unchecked', reason: 'registry answered 503' } }),
    npm('old-mcp', { versions: ['1.0.0', '2.0.0'], deprecated: { '1.0.0': 'Renamed to new-mcp' }, resolved: { latest: '2.0.0', '': '2.0.0' } }),
    npm('bad-mcp', {
      versions: ['1.0.0', '1.0.1', '1.1.0', '2.0.0'], deprecated: { '1.0.1': 'oops' }, resolved: { '': '2.0.0', '^1': '1.1.0' },
      advisories: { ok: true, value: { checked: ['1.0.0', '1.0.1', '1.1.0', '2.0.0'], list: [{ id: 'GHSA-aaaa-bbbb-cccc', aliases: [], title: 't', severity: 'high', vulnerableVersions: '<1.0.2' }] } },
    }),
    npm('unasked-mcp', { versions: ['1.0.0'], advisories: { ok: false, reason: 'registry answered 405' } }),
    { ecosystem: 'pypi', name: 'py-mcp', registry: REGISTRY, exists: { state: 'missing' } },
  ].map((f) => [onlineKey(f.ecosystem, f.name), f] as [string, PackageFacts])),
};

function findings(launch: string[], online: OnlineFacts | null = FACTS): string[] {
  const [command, ...args] = launch;
  const dir = writeTree({ '.mcp.json': JSON.stringify({ mcpServers: { s: { command, args } } }) });
  try {
    const result = scan({ paths: ['.'], cwd: dir, rules: [unknownPackage, deprecatedPackage, vulnerablePackage], ...(online ? { online } : {}) });
    expect(result.internalErrors).toEqual([]);
    return result.findings.map((f) => `${f.ruleId}/${f.level}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('online rules, from the facts', () => {
  it.each([
    [['npx', '-y', 'ghost-mcp@1.0.0'], ['unknown-package/error']],
    [['npx', '-y', 'ghost-mcp'], ['unknown-package/error']],
    [['uvx', 'Py_MCP'], ['unknown-package/error']],
    [['npx', '-y', 'flaky-mcp@1.0.0'], []],
    [['npx', '-y', 'old-mcp@1.0.0'], ['deprecated-package/warning']],
    [['npx', '-y', 'old-mcp'], []],
    [['npx', '-y', 'bad-mcp@1.0.0'], ['vulnerable-package/error']],
    [['npx', '-y', 'bad-mcp@1.0.1'], ['deprecated-package/warning', 'vulnerable-package/error']],
    [['npx', '-y', 'bad-mcp@1.1.0'], []],
    [['npx', '-y', 'bad-mcp@^1'], []],
    [['npx', '-y', 'unasked-mcp@1.0.0'], []],
    [['npx', '-y', 'never-asked-mcp@1.0.0'], []],
    [['node', 'ghost-mcp'], []],
  ])('%j → %j', (launch, expected) => {
    expect(findings(launch)).toEqual(expected);
  });

  it('the message of a 404 says what it means for the name', () => {
    const facts: OnlineFacts = { packages: new Map(['ghost-mcp', '@corp/ghost-mcp', '@modelcontextprotocol/server-ghost'].map((name) => [onlineKey('npm', name), npm(name, { exists: { state: 'missing' } })])) };
    const message = (name: string) => {
      const dir = writeTree({ '.mcp.json': JSON.stringify({ mcpServers: { s: { command: 'npx', args: ['-y', name] } } }) });
      try {
        return scan({ paths: ['.'], cwd: dir, rules: [unknownPackage], online: facts }).findings[0]!.message;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(message('ghost-mcp')).toContain('Anyone who registers the name gets this config to run their code.');
    expect(message('@corp/ghost-mcp')).toContain('If it is a private package, give .npmrc the scope\'s registry and token (`@corp:registry=…`)');
    expect(message('@modelcontextprotocol/server-ghost')).toContain('Only the scope\'s owner can publish in @modelcontextprotocol, so this is a typo or an invented name');
  });

  it('no facts (no --online): nothing, whatever the launch', () => {
    expect(findings(['npx', '-y', 'ghost-mcp@1.0.0'], null)).toEqual([]);
    expect(findings(['npx', '-y', 'bad-mcp@1.0.0'], null)).toEqual([]);
  });

  it('the safe version skips deprecated and covered releases and stays in the major', () => {
    const bad = FACTS.packages.get('npm:bad-mcp')!;
    expect(safeVersion(bad, '1.0.0', [])).toBe('1.1.0');
    expect(safeVersion({ ...bad, versions: ['1.0.0', '1.0.1', '2.0.0'] }, '1.0.0', [])).toBeUndefined();
  });

  it.each([
    ['This package has moved. Use @demo/mcp-server instead.', '@demo/mcp-server'],
    ['Renamed to new-mcp', 'new-mcp'],
    ['deprecated in favour of `better-mcp@2`', 'better-mcp@2'],
    ['Package no longer supported. Contact Support at https://www.npmjs.com/support for more info.', undefined],
    ['Use the new API instead', undefined],
    ['', undefined],
  ])('replacement in %j → %s', (text, name) => {
    expect(recommendedReplacement(text)).toBe(name);
  });

  describe('images and their digests (unpinned-package)', () => {
    const D1 = `sha256:${'1'.repeat(64)}`;
    const D2 = `sha256:${'2'.repeat(64)}`;
    const image = (name: string, digests: Record<string, string>): PackageFacts => ({ ecosystem: 'docker', name, registry: 'https://ghcr.io/', exists: { state: 'found' }, digests });
    const IMAGES: OnlineFacts = { packages: new Map([
      image('ghcr.io/demo/mcp', { '1.2.3': D1, latest: D2 }),
      image('mcp/fetch', {}),
    ].map((f) => [onlineKey(f.ecosystem, f.name), f] as [string, PackageFacts])) };
    const run = (imageRef: string, online: OnlineFacts | null = IMAGES) => {
      const dir = writeTree({ '.mcp.json': JSON.stringify({ mcpServers: { s: { command: 'docker', args: ['run', '-i', '--rm', imageRef] } } }) });
      try {
        return scan({ paths: ['.'], cwd: dir, rules: [unpinnedPackage], ...(online ? { online } : {}) }).findings
          .map((f) => [f.level, f.suggestions?.[0]?.edits.map((e) => e.text).join('') ?? '']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    it.each([
      ['ghcr.io/demo/mcp:1.2.3', [['note', `1.2.3@${D1}`]]],
      ['ghcr.io/demo/mcp', [['warning', `@${D2}`]]],
      ['ghcr.io/demo/mcp:latest', [['warning', `latest@${D2}`]]],
      [`ghcr.io/demo/mcp:1.2.3@${D1}`, []],
      [`ghcr.io/demo/mcp@${D1}`, []],
      // the registry gave no digest for the tag (or was not asked): no note, never a guess
      ['ghcr.io/demo/mcp:9.9.9', []],
      ['mcp/fetch:1.0.0', []],
      ['other/image:1.0.0', []],
    ])('%s → %j', (ref, expected) => {
      expect(run(ref)).toEqual(expected);
    });
    it('without --online a version tag is pinned: nothing', () => {
      expect(run('ghcr.io/demo/mcp:1.2.3', null)).toEqual([]);
    });
  });
});
