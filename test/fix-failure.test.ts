/**
 * Autofix under failure: whatever goes wrong — the registry drops the connection or answers garbage, the disk is
 * full — the config file is byte-identical afterwards and the run ends with a message, not a crash.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { startRegistry } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';

let registry: TestRegistry;
beforeAll(async () => {
  registry = await startRegistry();
});
afterAll(async () => {
  await registry.close();
});

async function fix(dir: string, args: string[] = []) {
  let stdout = '';
  let stderr = '';
  const code = await main(['--fix', '--registry', registry.url, '--rule', 'unpinned-package', '--format', 'json', ...args], {
    cwd: dir, env: {}, stdoutIsTty: false,
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  });
  return { code, stdout, stderr };
}

const config = (pkg: string) => `{\n  "mcpServers": {\n    "s": { "command": "npx", "args": ["-y", "${pkg}"] }\n  }\n}\n`;

describe('autofix under failure', () => {
  it.each([
    ['reset-connection', /could not resolve a version for reset-connection \(.+\); pin it by hand/],
    ['garbage', /could not resolve a version for garbage \(.+\); pin it by hand/],
  ])('a registry that answers %s leaves the file byte-identical and a suggestion', async (pkg, why) => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-fixfail-'));
    try {
      writeFileSync(join(dir, '.mcp.json'), config(pkg));
      const run = await fix(dir);
      expect(readFileSync(join(dir, '.mcp.json'), 'utf8')).toBe(config(pkg));
      const finding = JSON.parse(run.stdout).findings[0];
      expect(finding.fix).toBeNull();
      expect(finding.suggestions.map((s: { description: string }) => s.description).join('\n')).toMatch(why);
      expect(run.code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A full disk, for real: a 64 KiB tmpfs filled to the last byte. Mounting needs root (CI here runs as root).
  const mount = mkdtempSync(join(tmpdir(), 'mcp-audit-full-'));
  let mounted = false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mount], { stdio: 'ignore' });
    mounted = true;
  } catch {
    // not root, or no mount in this sandbox: the test below says so by being skipped
  }
  afterAll(() => {
    if (mounted) execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  it.skipIf(!mounted)('a full disk: the write fails, the file is byte-identical, the reason is given', async () => {
    const dir = join(mount, 'repo');
    mkdirSync(dir);
    const original = config('@angular/cli@latest');
    writeFileSync(join(dir, '.mcp.json'), original);
    // fill the file system: the fixer's temporary copy has nowhere to go
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${join(mount, 'filler')}`, 'bs=1k', 'count=1024'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": that is the point
    }
    const run = await fix(dir);
    expect(readFileSync(join(dir, '.mcp.json'), 'utf8')).toBe(original);
    expect(run.stderr).toMatch(/\.mcp\.json: not fixed: .*(ENOSPC|no space)/i);
    expect(JSON.parse(run.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['unpinned-package']);
    expect(run.code).toBe(1);
  });
});
