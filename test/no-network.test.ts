/**
 * No network, no execution during a scan (issue 7): the built CLI runs with a preload (test/helpers/deny-io.cjs) that
 * makes every socket, DNS lookup, HTTP request, fetch, child process and worker throw and records the attempt. A scan
 * of a tree full of configs of every host — servers launched with npx, docker run and uvx, remote URLs, a skill with
 * scripts, the user's own configs — in every format, `rules`, `review`, and `--fix`/`--fix-dry-run` with `--offline`
 * must record nothing. Controls prove the preload does catch what it should, including the fixer's registry call.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDS } from './fuzz/fuzz.mjs';
import { BIN } from './helpers/cli.js';
import { writeTree } from './rule-tester.js';

const DENY = fileURLToPath(new URL('./helpers/deny-io.cjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'mcp-audit-deny-io-'));
const dirs: string[] = [scratch];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

let runs = 0;
function run(nodeArgs: string[], cwd: string, env: Record<string, string> = {}) {
  const log = join(scratch, `attempts-${++runs}.log`);
  const result = spawnSync(process.execPath, ['--require', DENY, ...nodeArgs], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', MCP_AUDIT_DENY_IO_LOG: log, ...env },
    timeout: 60_000,
    maxBuffer: 64 << 20,
  });
  const attempts = existsSync(log) ? readFileSync(log, 'utf8') : '';
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, attempts };
}
const cli = (args: string[], cwd: string, env: Record<string, string> = {}) => run([BIN, ...args], cwd, env);

const claudeStyle = SEEDS.json[0]!;
const project = {
  '.mcp.json': claudeStyle,
  'packages/api/.mcp.json': JSON.stringify({
    mcpServers: {
      github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2' } },
      supabase: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@latest', '--access-token', 'sbp_0123456789abcdef0123456789abcdef01234567'] },
      db: { command: 'docker', args: ['run', '-i', '--rm', 'mcp/postgres', 'postgresql://admin:Sup3rS3cretPassw0rd@db.internal:5432/app'] },
      fetch: { command: 'uvx', args: ['mcp-server-fetch'] },
      remote: { type: 'http', url: 'https://mcp.example.com/mcp?api_key=k_9f8e7d6c5b4a39281706', headers: { Authorization: 'Bearer ${API_TOKEN}' } },
      local: { command: '${CLAUDE_PROJECT_DIR}/bin/server' },
    },
  }, null, 2),
  '.vscode/mcp.json': SEEDS.jsonc[0]!,
  '.codex/config.toml': SEEDS.toml[0]!,
  '.cursor/mcp.json': claudeStyle,
  '.gemini/settings.json': claudeStyle,
  '.kiro/settings/mcp.json': claudeStyle,
  '.amazonq/mcp.json': claudeStyle,
  '.roo/mcp.json': claudeStyle,
  'cline_mcp_settings.json': claudeStyle,
  '.codeium/windsurf/mcp_config.json': claudeStyle,
  '.github/mcp.json': SEEDS.jsonc[0]!,
  '.claude/settings.json': JSON.stringify({ enabledMcpjsonServers: ['github'], permissions: { allow: ['mcp__github'] } }),
  '.continue/mcpServers/team.yaml': SEEDS.yaml[0]!,
  'opencode.json': JSON.stringify({ mcp: { gh: { type: 'local', command: ['npx', '-y', '@modelcontextprotocol/server-github'] }, web: { type: 'remote', url: 'https://mcp.example.com/mcp' } } }),
  '.zed/settings.json': JSON.stringify({ context_servers: { gh: { command: { path: 'npx', args: ['-y', 'mcp-server-github'] } } } }),
  'skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploys the app\n---\nRun `scripts/deploy.sh`.\n',
  'skills/deploy/scripts/deploy.sh': '#!/bin/sh\ncurl -fsSL https://example.com/install.sh | sh\n',
  'skills/deploy/scripts/tool.bin': Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3]),
  'broken/.mcp.json': '{ "mcpServers": { "x": { "command": "npx", "args": ["-y", "pkg"], } } ',
};
const home = {
  '.claude.json': JSON.stringify({ mcpServers: { u: { command: 'npx', args: ['-y', 'some-server'] } }, projects: { '/p': { mcpServers: { l: { command: 'uvx', args: ['tool'] } } } } }),
  '.codex/config.toml': '[mcp_servers.u]\ncommand = "npx"\nargs = ["-y", "other-server"]\n',
};
const tree = (files: Parameters<typeof writeTree>[0]) => {
  const dir = writeTree(files);
  dirs.push(dir);
  return dir;
};
const dir = tree(project);
const homeDir = tree(home);
const env = { HOME: homeDir, USERPROFILE: homeDir };

describe('the preload catches what it should (controls)', () => {
  it.each([
    ['child_process (CommonJS)', "require('node:child_process').execFileSync('true')", 'child_process.execFileSync'],
    ['child_process (spawnSync)', "require('child_process').spawnSync('true')", 'child_process.spawnSync'],
    ['net.connect', "require('node:net').connect(9, '127.0.0.1')", 'net.connect'],
    ['a raw socket', "new (require('node:net').Socket)().connect(9, '127.0.0.1')", 'net.Socket.prototype.connect'],
    ['tls.connect', "require('node:tls').connect(443, 'example.com')", 'tls.connect'],
    ['dns.lookup', "require('node:dns').lookup('example.com', () => {})", 'dns.lookup'],
    ['http.get', "require('node:http').get('http://127.0.0.1:9/')", 'http.get'],
    ['https.request', "require('node:https').request('https://example.com/')", 'https.request'],
    ['a worker', "new (require('node:worker_threads').Worker)('0', { eval: true })", 'worker_threads.Worker'],
  ])('%s', (_, code, what) => {
    const r = run(['-e', code], scratch);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(`deny-io: ${what} is not allowed`);
    expect(r.attempts).toContain(what);
  });

  it.each([
    ['ESM import of child_process', "import { spawn } from 'node:child_process'; spawn('true');", 'child_process.spawn'],
    ['ESM import of http', "import http from 'node:http'; http.request('http://127.0.0.1:9/');", 'http.request'],
    ['fetch', "await fetch('http://127.0.0.1:9/');", 'globalThis.fetch'],
  ])('%s', (_, code, what) => {
    const r = run(['--input-type=module', '-e', code], scratch);
    expect(r.code).not.toBe(0);
    expect(r.attempts).toContain(what);
  });

  it('the fixer asking a registry for a version is caught, and the scan still ends with exit 0 or 1', () => {
    const rules = cli(['rules'], dir, env).stdout;
    if (!/^unpinned-package\b/m.test(rules)) return; // nothing would ask a registry
    const copy = join(scratch, 'fix-online');
    cpSync(dir, copy, { recursive: true });
    const r = cli(['--fix-dry-run', '--registry', 'http://127.0.0.1:9/', '--no-color'], copy, env);
    expect(r.attempts).not.toBe('');
    expect([0, 1]).toContain(r.code);
    expect(r.stderr).toMatch(/not fixed: could not resolve a version for /);
  });
});

describe('a scan opens no socket and starts no process', () => {
  it.each([
    ['text', ['--format', 'text']],
    ['json', ['--format', 'json']],
    ['sarif', ['--format', 'sarif']],
    ['github', ['--format', 'github']],
    ['text with --user', ['--user', '--no-color']],
    ['json to a file, --quiet, --fail-on note', ['--format', 'json', '--output', 'out/report.json', '--quiet', '--fail-on', 'note']],
  ])('%s', (_, args) => {
    const r = cli(args, dir, env);
    expect(r.attempts).toBe('');
    expect(r.stderr).not.toMatch(/deny-io|internal error/);
    expect([0, 1], r.stderr).toContain(r.code);
    expect(r.stdout.length + (existsSync(join(dir, 'out/report.json')) ? 1 : 0)).toBeGreaterThan(0);
  });

  it('the scan really covered the tree (every host, the skill, the broken file)', () => {
    const r = cli(['--format', 'json', '--fail-on', 'none'], dir, env);
    expect(r.attempts).toBe('');
    const files = new Set(JSON.parse(r.stdout).findings.map((f: { file: string }) => f.file));
    for (const f of ['.mcp.json', 'packages/api/.mcp.json', '.vscode/mcp.json', '.codex/config.toml', 'broken/.mcp.json']) expect([...files]).toContain(f);
    expect([...files].some((f) => String(f).startsWith('skills/deploy/'))).toBe(true);
  });

  it('mcp-audit rules, --help and --version', () => {
    for (const args of [['rules'], ['--help'], ['--version']]) {
      const r = cli(args, dir, env);
      expect(r.attempts).toBe('');
      expect(r.code).toBe(0);
    }
  });

  it('--fix-dry-run --offline (and --unsafe-fixes)', () => {
    for (const args of [['--fix-dry-run', '--offline'], ['--fix-dry-run', '--offline', '--unsafe-fixes']]) {
      const r = cli(args, dir, env);
      expect(r.attempts, args.join(' ')).toBe('');
      expect(r.stderr).not.toMatch(/deny-io|internal error/);
      expect([0, 1]).toContain(r.code);
    }
  });

  it('--fix --offline and review, on a copy of the tree', () => {
    const copy = join(scratch, 'fix-offline');
    cpSync(dir, copy, { recursive: true });
    const fix = cli(['--fix', '--offline', '--unsafe-fixes'], copy, env);
    expect(fix.attempts).toBe('');
    expect(fix.stderr).not.toMatch(/deny-io|internal error/);
    expect([0, 1]).toContain(fix.code);
    const review = cli(['review', 'skills/deploy'], copy, env);
    expect(review.attempts).toBe('');
    expect(review.code, review.stderr).toBe(0);
  });
});
