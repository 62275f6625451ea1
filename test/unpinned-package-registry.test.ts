/**
 * unpinned-package with the real fixer and a real (local) registry: a launch that names its own registry is never
 * looked up anywhere, so its package name does not reach the registry `--fix` talks to, and a same-named package
 * there (dependency confusion) cannot be pinned into the config. Launches without their own registry are still pinned.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { scan } from '../src/engine/engine.js';
import { runFixes } from '../src/fix/index.js';
import { startRegistry } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { writeTree } from './rule-tester.js';

let registry: TestRegistry;
const dirs: string[] = [];
beforeAll(async () => {
  registry = await startRegistry();
});
afterAll(async () => {
  await registry.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function fix(text: string) {
  const dir = writeTree({ '.mcp.json': text });
  dirs.push(dir);
  const result = scan({ paths: ['.'], cwd: dir, rules: [unpinnedPackage] });
  expect(result.internalErrors).toEqual([]);
  const outcome = await runFixes(result, { cwd: dir, write: true, unsafe: true, offline: false, registry: registry.url, timeoutMs: 3000 });
  return { result, outcome, after: readFileSync(join(dir, '.mcp.json'), 'utf8') };
}

describe('unpinned-package --fix: launches with their own registry', () => {
  // `@angular/cli` and `@upstash/context7-mcp` are published on the test registry: stand-ins for a public package
  // that shares its name with an internal one.
  const cases: [string, Record<string, unknown>][] = [
    ['--registry <url>', { command: 'npx', args: ['--registry', 'https://npm.internal.example.com/', '-y', '@angular/cli'] }],
    ['--registry=<url>', { command: 'npx', args: ['--registry=https://npm.internal.example.com/', '-y', '@angular/cli@latest'] }],
    ['npm_config_registry in env', { command: 'npx', args: ['-y', '@angular/cli'], env: { npm_config_registry: 'https://npm.internal.example.com/' } }],
    ['NPM_CONFIG_REGISTRY in env', { command: 'npx', args: ['-y', '@angular/cli'], env: { NPM_CONFIG_REGISTRY: 'https://npm.internal.example.com/' } }],
    ['--userconfig', { command: 'npx', args: ['--userconfig', '/srv/.npmrc', '-y', '@angular/cli@next'] }],
    ['a shell string', { command: 'bash', args: ['-lc', 'npx --registry https://npm.internal.example.com/ -y @angular/cli@latest'] }],
  ];
  it.each(cases)('%s: no look-up, no edit, a suggestion', async (_, server) => {
    const text = `${JSON.stringify({ mcpServers: { internal: server, public: { command: 'npx', args: ['-y', '@upstash/context7-mcp'] } } }, null, 2)}\n`;
    const before = registry.requests.length;
    const { result, outcome, after } = await fix(text);
    expect(registry.requests.slice(before)).toEqual(['@upstash/context7-mcp']);
    expect(outcome.messages).toEqual(['fixed 1 problem in .mcp.json']);
    expect(after).toBe(text.replace('"@upstash/context7-mcp"', '"@upstash/context7-mcp@1.0.14"'));
    const internal = outcome.adjust(result.findings).find((f) => f.location.startsWith('mcpServers.internal'))!;
    expect(internal.fix).toBeUndefined();
    expect(internal.suggestions).toHaveLength(1);
    expect(internal.suggestions![0]!.description).toMatch(/^The launch uses its own registry \([^)]+\), so no version was looked up: pin it by hand/);
  });

  it('the report\'s own example', async () => {
    const text = '{"mcpServers":{"r":{"command":"npx","args":["--registry","https://npm.internal.example.com/","-y","@acme/internal-mcp"]}}}';
    const before = registry.requests.length;
    const { result, outcome, after } = await fix(text);
    expect(registry.requests.length).toBe(before);
    expect(after).toBe(text);
    expect(outcome.messages).toEqual([]);
    expect(result.findings.map((f) => f.message)).toEqual([
      'npx runs "@acme/internal-mcp": whatever version is published when the server starts, unreviewed. Pin an exact version, e.g. "@acme/internal-mcp@<version>".',
    ]);
  });
});
