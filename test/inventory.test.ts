/**
 * `mcp-audit inventory`: purls through the real pipeline (npm scoped and encoded, PyPI, docker with tag, digest and
 * registry), remote endpoints as services, skill files with hashes, CycloneDX 1.6 validated against the official
 * schema, stable output, and planted secrets and environment values appearing in no format. In-process (main()),
 * one tree for all cases.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import type { Inventory } from '../src/inventory/inventory.js';
import { tempTrees } from './rule-tester.js';

const trees = tempTrees();
const DIGEST = `sha256:${'0123456789abcdef'.repeat(4)}`;
// planted: each must appear in no output
const GITHUB_PAT = `ghp_${'Zq3Xw9Lk2Jm4Np6Rt8Vb'.repeat(2).slice(0, 36)}`;
const BEARER = `sk-ant-api03-${'Qw3rTy7UiOp9AsDf'.repeat(5)}`;
const URL_KEY = 'q8Zr2LmN4pX7tY1vB6wE3sK9';
const PASSWORD = 'hunter2-Correct-Horse-77';
const CANARY = 'canary-value-not-a-secret-7731';
const GIT_TOKEN = `ghp_${'Hx7Kd2Pq9Lm4Wz8Rt3Yc'.repeat(2).slice(0, 36)}`;

const dir = trees({
  '.mcp.json': JSON.stringify({
    mcpServers: {
      gh: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: GITHUB_PAT, LOG_DIR: CANARY } },
      ranged: { command: 'npx', args: ['-y', 'mcp-server-kubernetes@^2.1.0'] },
      fetch: { command: 'uvx', args: ['Mcp_Server_Fetch==2025.4.7'] },
      image: { command: 'docker', args: ['run', '-i', '--rm', '-e', 'GITHUB_TOKEN', 'ghcr.io/github/github-mcp-server:v0.20.1'] },
      digest: { command: 'docker', args: ['run', '-i', '--rm', `mcp/fetch@${DIGEST}`] },
      both: { command: 'docker', args: ['run', '-i', '--rm', `docker.io/library/postgres:16@${DIGEST}`] },
      local: { command: 'docker', args: ['run', '-i', 'localhost:5000/team/tool:1.2'] },
      git: { command: 'uvx', args: ['--from', `git+https://x-access-token:${GIT_TOKEN}@github.com/acme/tool?token=${CANARY}`, 'tool'] },
      db: { command: 'node', args: ['server.js', `--password=${PASSWORD}`, '--url', '${DATABASE_URL}'] },
      crm: { type: 'http', url: `https://user:${PASSWORD}@mcp.Example.com:8443/v1/mcp?api_key=${URL_KEY}#x`, headers: { Authorization: `Bearer ${BEARER}` } },
    },
  }, null, 2),
  'policy.json': JSON.stringify({ deniedMcpServers: [{ serverName: 'ranged' }] }),
  '.junie/mcp/mcp.json': JSON.stringify({ mcpServers: { notes: { command: 'npx', args: ['-y', 'notes-mcp@1.0.0'] } } }),
  '.claude/settings.json': JSON.stringify({ enabledMcpjsonServers: ['gh'] }),
  '.claude/settings.local.json': JSON.stringify({ enableAllProjectMcpServers: true }),
  '.claude/skills/notes/SKILL.md': '---\nname: notes\ndescription: Takes notes.\n---\nRun `scripts/run.sh`.\n',
  '.claude/skills/notes/scripts/run.sh': '#!/bin/sh\necho notes\n',
});

async function inventory(format: string, env: Record<string, string> = {}, paths: string[] = ['.'], cwd = dir) {
  let stdout = '';
  let stderr = '';
  const code = await main(['inventory', '--format', format, ...paths], {
    cwd, env, stdoutIsTty: false, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; },
  });
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return stdout;
}

describe('inventory (json)', () => {
  let inv: Inventory;
  const server = (name: string) => inv.servers.find((s) => s.name === name)!;
  beforeAll(async () => {
    inv = JSON.parse(await inventory('json')) as Inventory;
  });
  it('lists configs, servers in a stable order, and skills', () => {
    expect(inv.configs.map((c) => [c.file, c.host])).toEqual([
      ['.claude/settings.json', 'claude-settings'], ['.claude/settings.local.json', 'claude-settings'], ['.junie/mcp/mcp.json', 'junie'], ['.mcp.json', 'claude-code'],
    ]);
    expect(inv.servers.map((s) => s.name)).toEqual(['notes', 'both', 'crm', 'db', 'digest', 'fetch', 'gh', 'git', 'image', 'local', 'ranged']);
    expect(inv.skills).toHaveLength(1);
    expect(inv.skills[0]).toMatchObject({ name: 'notes', dir: '.claude/skills/notes', reviewed: false, files: [{ path: 'scripts/run.sh', kind: 'script' }] });
    expect(inv.skills[0]!.files[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
  it('purls: npm scoped and encoded, a range names no version, PyPI normalised, docker tag / digest / registry', () => {
    const purl = (name: string) => server(name).launches.map((l) => l.purl);
    expect(purl('gh')).toEqual(['pkg:npm/%40modelcontextprotocol/server-github@2025.4.8']);
    expect(purl('ranged')).toEqual(['pkg:npm/mcp-server-kubernetes']);
    expect(purl('fetch')).toEqual(['pkg:pypi/mcp-server-fetch@2025.4.7']);
    expect(purl('image')).toEqual(['pkg:docker/github/github-mcp-server@v0.20.1?repository_url=ghcr.io']);
    expect(purl('digest')).toEqual([`pkg:docker/mcp/fetch@sha256%3A${DIGEST.slice(7)}`]);
    expect(purl('both')).toEqual([`pkg:docker/postgres@sha256%3A${DIGEST.slice(7)}`]);
    expect(server('both').launches[0]!.image).toEqual({ registry: '', tag: '16', digest: DIGEST });
    expect(purl('local')).toEqual(['pkg:docker/team/tool@1.2?repository_url=localhost%3A5000']);
    expect(server('ranged').launches[0]).toMatchObject({ spec: '^2.1.0', version: '', pinned: false });
    // a git source has no purl; its URL loses the token in its userinfo and its query
    expect(server('git').launches).toEqual([expect.objectContaining({ ecosystem: 'pypi', name: 'git+https://github.com/acme/tool' })]);
    expect(server('git').launches[0]!.purl).toBeUndefined();
  });
  it('remote servers: endpoint without userinfo, query or fragment; variable and header names, never values', () => {
    expect(server('crm')).toMatchObject({ transport: 'http', endpoint: 'https://mcp.example.com:8443/v1/mcp', remoteHost: 'mcp.example.com', headers: ['Authorization'] });
    expect(server('gh').env).toEqual(['GITHUB_PERSONAL_ACCESS_TOKEN', 'LOG_DIR']);
    expect(server('image').env).toEqual(['GITHUB_TOKEN']);
    expect(server('db')).toMatchObject({ command: 'node', launches: [], env: ['DATABASE_URL'] });
    expect(server('gh').findings.error).toBeGreaterThan(0);
  });
  it('approval settings that apply: Claude Code project settings beside .mcp.json, not for other hosts', () => {
    expect(server('gh').approvals).toEqual(['.claude/settings.json: enabledMcpjsonServers', '.claude/settings.local.json: enableAllProjectMcpServers']);
    expect(server('ranged')).toMatchObject({ autoApproved: true, approvals: ['.claude/settings.local.json: enableAllProjectMcpServers'] });
    expect(server('notes')).toMatchObject({ autoApproved: false, approvals: [] });
  });
});

describe('CycloneDX 1.6', () => {
  const schemaDir = new URL('./schemas/cyclonedx-1.6/', import.meta.url);
  const load = (name: string) => JSON.parse(readFileSync(new URL(name, schemaDir), 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  // ajv-formats has no IRI formats: an IRI reference is a URI reference that may hold non-ASCII letters
  ajv.addFormat('iri-reference', (s: string) => !/[\s<>"{}|\\^`]/.test(s));
  ajv.addFormat('idn-email', (s: string) => /^[^\s@]+@[^\s@]+$/.test(s));
  // the bom schema refers to these by their SNAPSHOT names, relative to its $id
  for (const name of ['spdx.SNAPSHOT.schema.json', 'jsf-0.82.SNAPSHOT.schema.json']) {
    const { $id: _, ...schema } = load(name);
    ajv.addSchema(schema, `http://cyclonedx.org/schema/${name}`);
  }
  const validate = ajv.compile(load('bom-1.6.SNAPSHOT.schema.json'));

  it('validates against the official schema, with components, services and hashed skill files', async () => {
    const bom = JSON.parse(await inventory('cyclonedx')) as Record<string, any>;
    expect(validate(bom), ajv.errorsText(validate.errors, { separator: '\n' })).toBe(true);
    expect(bom.specVersion).toBe('1.6');
    expect(bom.components.map((c: any) => c.purl).filter(Boolean)).toContain('pkg:npm/%40modelcontextprotocol/server-github@2025.4.8');
    expect(bom.services).toEqual([expect.objectContaining({ name: 'crm', endpoints: ['https://mcp.example.com:8443/v1/mcp'], authenticated: true })]);
    const skill = bom.components.find((c: any) => c.name === 'notes' && c.components);
    expect(skill.components.map((f: any) => [f.name, f.hashes[0].alg])).toEqual([['SKILL.md', 'SHA-256'], ['scripts/run.sh', 'SHA-256']]);
    const refs = [...bom.components, ...bom.services].map((c: any) => c['bom-ref']);
    expect(new Set(refs).size).toBe(refs.length);
  });
  it('stable: two runs differ only in the timestamp; SOURCE_DATE_EPOCH fixes it', async () => {
    const a = await inventory('cyclonedx', { SOURCE_DATE_EPOCH: '1700000000' });
    const b = await inventory('cyclonedx', { SOURCE_DATE_EPOCH: '1700000000' });
    expect(a).toBe(b);
    expect(JSON.parse(a).metadata.timestamp).toBe('2023-11-14T22:13:20Z');
    const c = await inventory('cyclonedx', { SOURCE_DATE_EPOCH: '1800000000' });
    expect(c.replace(/"timestamp": "[^"]*"/, '')).toBe(a.replace(/"timestamp": "[^"]*"/, ''));
  });
  it('every host of the fixtures, one run over several folders', async () => {
    const root = new URL('../fixtures/', import.meta.url).pathname;
    const inv = JSON.parse(await inventory('json', {}, ['hosts', 'demo'], root)) as Inventory;
    expect([...new Set(inv.configs.map((c) => c.host))].sort()).toEqual(['amazon-q', 'claude-code', 'claude-desktop', 'claude-settings', 'cline', 'codex', 'continue', 'copilot', 'cursor', 'gemini', 'kiro', 'opencode', 'roo', 'vscode', 'windsurf', 'zed']);
    const bom = JSON.parse(await inventory('cyclonedx', {}, ['hosts', 'demo'], root));
    expect(validate(bom), ajv.errorsText(validate.errors, { separator: '\n' })).toBe(true);
  });
});

describe('no secret and no environment value in any format', () => {
  for (const format of ['json', 'cyclonedx', 'markdown']) {
    it(format, async () => {
      const out = await inventory(format);
      for (const planted of [GITHUB_PAT, BEARER, URL_KEY, PASSWORD, CANARY, GIT_TOKEN, GITHUB_PAT.slice(4, 20), BEARER.slice(14, 30), GIT_TOKEN.slice(4, 20)]) {
        expect(out, planted).not.toContain(planted);
      }
      expect(out).toContain('GITHUB_PERSONAL_ACCESS_TOKEN');
    });
  }
  it('markdown lists servers and skills', async () => {
    const md = await inventory('markdown');
    expect(md).toContain('| `gh` | .mcp.json | claude-code | stdio | npx `pkg:npm/%40modelcontextprotocol/server-github@2025.4.8` |');
    expect(md).toContain('| `notes` | .claude/skills/notes |');
  });
  it('with --policy, each server says whether the policy allows it', async () => {
    const inv = JSON.parse(await inventory('json', {}, ['--policy', 'policy.json', '.'])) as Inventory;
    expect(inv.servers.filter((s) => s.allowedByPolicy === false).map((s) => s.name)).toEqual(['ranged']);
    expect(inv.servers.every((s) => typeof s.allowedByPolicy === 'boolean')).toBe(true);
    expect((JSON.parse(await inventory('json')) as Inventory).servers.some((s) => 'allowedByPolicy' in s)).toBe(false);
  });
  it('a bad format is a usage error', async () => {
    let err = '';
    const code = await main(['inventory', '--format', 'spdx'], { cwd: dir, env: {}, stdoutIsTty: false, stdout: () => {}, stderr: (t) => { err += t; } });
    expect(code).toBe(2);
    expect(err).toContain('unknown format "spdx" for inventory; use json, cyclonedx, markdown');
  });
});
