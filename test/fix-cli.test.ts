/**
 * `--fix`, `--fix-dry-run`, `--offline` and `--registry` end to end: `main()` from src/cli/cli.ts in-process, with a fake
 * io whose cwd is a temporary tree, the real rules and npm's registry client, and a local registry on 127.0.0.1.
 */
import { chmodSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import type { Io } from '../src/cli/io.js';
import { startRegistry } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { writeTree } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

let registry: TestRegistry;
const dirs: string[] = [];
beforeAll(async () => {
  registry = await startRegistry({ slowMs: 5000 });
});
afterAll(async () => {
  await registry.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const RULES = ['--rule', 'unpinned-package,invalid-config'];

async function run(args: string[], files: Record<string, FileSpec> | string, env: NodeJS.ProcessEnv = {}) {
  const dir = typeof files === 'string' ? files : writeTree(files);
  if (typeof files !== 'string') dirs.push(dir);
  let stdout = '';
  let stderr = '';
  const io: Io = {
    cwd: dir, env, stdoutIsTty: false,
    stdout: (text) => { stdout += text; },
    stderr: (text) => { stderr += text; },
  };
  const code = await main(args, io);
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const json = () => JSON.parse(stdout) as { findings: { ruleId: string; location: string; fix: unknown; suggestions: { description: string }[] }[]; summary: { fixable: number } };
  return { code, stdout, stderr, dir, read, json };
}

const angular = '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] }\n  }\n}\n';
const pinned = angular.replace('@angular/cli@latest', '@angular/cli@20.3.4');
const withUvx = '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] },\n    "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] }\n  }\n}\n';

describe('--fix', () => {
  it('pins, reports what remains (nothing) and exits 0', async () => {
    const r = await run(['--fix', '--registry', registry.url, '--format', 'json', ...RULES], { '.mcp.json': angular });
    expect(r.stderr).toBe('fixed 1 problem in .mcp.json\n');
    expect(r.read('.mcp.json')).toBe(pinned);
    expect(r.json().findings).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('exit code follows what remains: a PyPI launch stays a warning', async () => {
    const r = await run(['--fix', '--registry', registry.url, '--format', 'json', ...RULES], { '.mcp.json': withUvx });
    expect(r.read('.mcp.json')).toBe(withUvx.replace('@angular/cli@latest', '@angular/cli@20.3.4'));
    expect(r.json().findings.map((f) => f.location)).toEqual(['mcpServers.fetch.args[0]']);
    expect(r.code).toBe(1);
    const lenient = await run(['--fix', '--registry', registry.url, '--format', 'json', '--fail-on', 'error', ...RULES], r.dir);
    expect(lenient.stderr).toBe('');
    expect(lenient.code).toBe(0);
  });

  it('honours npm_config_registry, and a second run changes nothing', async () => {
    const first = await run(['--fix', ...RULES], { '.mcp.json': angular }, { npm_config_registry: `${registry.url}/` });
    expect(first.read('.mcp.json')).toBe(pinned);
    expect(first.stdout).toBe('No findings in 1 config file (1 server).\n');
    const second = await run(['--fix', ...RULES], first.dir, { npm_config_registry: `${registry.url}/` });
    expect(second.stderr).toBe('');
    expect(second.read('.mcp.json')).toBe(pinned);
    expect(second.code).toBe(0);
  });

  it('--offline leaves the pin as a suggestion that says why, and exits 1', async () => {
    const before = registry.requests.length;
    const r = await run(['--fix', '--offline', '--registry', registry.url, '--format', 'json', ...RULES], { '.mcp.json': angular });
    expect(registry.requests.length).toBe(before);
    expect(r.read('.mcp.json')).toBe(angular);
    expect(r.stderr).toBe('.mcp.json:3:52: not fixed: could not resolve a version for @angular/cli (--offline: the registry was not contacted); left as a suggestion\n');
    const [finding] = r.json().findings;
    expect(finding!.fix).toBeNull();
    expect(finding!.suggestions.map((s) => s.description)).toEqual([
      'could not resolve a version for @angular/cli (--offline: the registry was not contacted); pin it by hand',
    ]);
    expect(r.json().summary.fixable).toBe(0);
    expect(r.code).toBe(1);
  });

  it('a registry error becomes a suggestion in the text report', async () => {
    const r = await run(['--fix', '--registry', registry.url, '--no-color', ...RULES], { '.mcp.json': angular.replace('@angular/cli@latest', 'server-error') });
    expect(r.stderr).toBe('.mcp.json:3:52: not fixed: could not resolve a version for server-error (registry answered 500); left as a suggestion\n');
    expect(r.stdout).toContain('= suggestion: could not resolve a version for server-error (registry answered 500); pin it by hand\n');
    expect(r.stdout).not.toContain('= fix:');
    expect(r.code).toBe(1);
  });

  it('a slow registry times out (MCP_AUDIT_REGISTRY_TIMEOUT_MS) without a crash', async () => {
    const saved = process.env.MCP_AUDIT_REGISTRY_TIMEOUT_MS;
    process.env.MCP_AUDIT_REGISTRY_TIMEOUT_MS = '300';
    try {
      const r = await run(['--fix', '--registry', registry.url, '--format', 'json', ...RULES], { '.mcp.json': angular.replace('@angular/cli@latest', 'slow-package') });
      expect(r.stderr).toBe('.mcp.json:3:52: not fixed: could not resolve a version for slow-package (no answer from the registry within 300ms); left as a suggestion\n');
      expect(r.code).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.MCP_AUDIT_REGISTRY_TIMEOUT_MS;
      else process.env.MCP_AUDIT_REGISTRY_TIMEOUT_MS = saved;
    }
  });

  it('a read-only file is left alone, with the reason', async () => {
    const r = await run(['--fix', '--registry', registry.url, '--format', 'json', ...RULES], { '.mcp.json': { content: angular, mode: 0o444 } });
    expect(r.stderr).toBe('.mcp.json: not fixed: the file is read-only (mode 0444); make it writable to apply fixes; the file is unchanged\n');
    expect(r.read('.mcp.json')).toBe(angular);
    expect(statSync(join(r.dir, '.mcp.json')).mode & 0o777).toBe(0o444);
    expect(r.json().findings.map((f) => f.ruleId)).toEqual(['unpinned-package']);
    expect(r.code).toBe(1);
    chmodSync(join(r.dir, '.mcp.json'), 0o644);
  });

  it('a registry URL that is not http(s) is a usage error', async () => {
    const r = await run(['--fix', '--registry', 'file:///tmp/registry', ...RULES], { '.mcp.json': angular });
    expect(r.stderr).toBe('mcp-audit: the registry "file:///tmp/registry" is not an http(s) URL (from --registry or npm_config_registry)\n');
    expect(r.read('.mcp.json')).toBe(angular);
    expect(r.code).toBe(2);
  });
});

describe('--fix-dry-run', () => {
  it('prints the diff, writes nothing, and exits by the findings as they are', async () => {
    const r = await run(['--fix-dry-run', '--registry', registry.url, ...RULES], { '.mcp.json': withUvx, 'sub/.vscode/mcp.json': '{\r\n  "servers": { "r": { "command": "npx", "args": ["mcp-remote@^0.1.0"] } }\r\n}\r\n' });
    expect(r.stdout).toBe([
      '--- a/.mcp.json',
      '+++ b/.mcp.json',
      '@@ -1,6 +1,6 @@',
      ' {',
      '   "mcpServers": {',
      '-    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] },',
      '+    "angular": { "command": "npx", "args": ["-y", "@angular/cli@20.3.4", "mcp"] },',
      '     "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] }',
      '   }',
      ' }',
      '--- a/sub/.vscode/mcp.json',
      '+++ b/sub/.vscode/mcp.json',
      '@@ -1,3 +1,3 @@',
      ' {\r',
      '-  "servers": { "r": { "command": "npx", "args": ["mcp-remote@^0.1.0"] } }\r',
      '+  "servers": { "r": { "command": "npx", "args": ["mcp-remote@0.1.8"] } }\r',
      ' }\r',
      '',
    ].join('\n'));
    expect(r.stderr).toBe('would fix 1 problem in .mcp.json\nwould fix 1 problem in sub/.vscode/mcp.json\n');
    expect(r.read('.mcp.json')).toBe(withUvx);
    expect(r.code).toBe(1);
  });

  it('with --offline, prints no diff for pins and says why', async () => {
    const r = await run(['--fix-dry-run', '--offline', ...RULES], { '.mcp.json': angular });
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('.mcp.json:3:52: not fixed: could not resolve a version for @angular/cli (--offline: the registry was not contacted); left as a suggestion\n');
    expect(r.read('.mcp.json')).toBe(angular);
  });
});
