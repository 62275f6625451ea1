/**
 * `mcp-audit inventory`: purls through the real pipeline (npm scoped and encoded, PyPI, docker with tag, digest and
 * registry), remote endpoints as services, skill files with hashes, CycloneDX 1.6 validated against the official
 * schema, stable output, and planted secrets and environment values appearing in no format. A second tree has hooks
 * and helper commands (Claude Code settings, Codex and Copilot hook files, scripts they run, one reviewed) and a
 * tools lockfile with a current and a stale entry. In-process (main()).
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchFingerprint } from '../src/analysis/canonical-json.js';
import { main } from '../src/cli/cli.js';
import type { Inventory } from '../src/inventory/inventory.js';
import type { Server } from '../src/model/types.js';
import { formatReviewLock } from '../src/skills/review-lock.js';
import { hashContent } from '../src/skills/skill-files.js';
import { formatToolsLock, lockItem } from '../src/toolslock/lock.js';
import type { LockData } from '../src/toolslock/lock.js';
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

// The hooks tree: planted secrets in a hook's command line, in a `NAME=value` prefix and in a hook's env
const HOOK_TOKEN = `ghp_${'Mv5Tn8Qa3Wd6Ks9Lp2Xe'.repeat(2).slice(0, 36)}`;
const HOOK_PASSWORD = 'tr0ub4dor-and-3-Staples-91';
const HOOK_ENV_SECRET = 'Plain-Env-Value-Not-Detected-5521';
const STATUS = '#!/bin/sh\necho status\n';
/** a script's SHA-256 as `mcp-audit review` records it */
const sha = (text: string) => hashContent(Buffer.from(text), 'script');

/** A launch fingerprint as the lockfile records it (the names of env keys and headers, never their values). */
function fingerprint(server: { transport?: 'stdio' | 'http'; command?: string; args?: string[]; url?: string; env?: string[] }): string {
  return launchFingerprint({
    transport: server.transport ?? 'stdio', command: server.command === undefined ? undefined : { value: server.command },
    args: (server.args ?? []).map((value) => ({ value })), url: server.url === undefined ? undefined : { value: server.url },
    env: (server.env ?? []).map((key) => ({ key })), headers: [],
  } as unknown as Server);
}

const TOOLS = {
  api: [lockItem('tool', { name: 'search', description: 'Searches the docs.', inputSchema: { type: 'object' } }), lockItem('tool', { name: 'fetch_page', description: 'Fetches one page.', inputSchema: { type: 'object' } }), lockItem('prompt', { name: 'summarise' }), lockItem('resource', { uri: 'docs://index', name: 'index' }), lockItem('resourceTemplate', { uriTemplate: 'docs://page/{id}' })],
  old: [lockItem('tool', { name: 'legacy_tool', description: 'Old.', inputSchema: { type: 'object' } })],
  crm: [lockItem('tool', { name: 'find_contact', description: 'Finds a contact.', inputSchema: { type: 'object' } })],
};

function toolsLock(): string {
  const entry = (launch: string, items: typeof TOOLS.api, name: string) => ({ launch, era: 'modern' as const, protocolVersion: '2025-11-25', serverInfo: { name, version: '1.4.0' }, items });
  const data: LockData = new Map([['.mcp.json', {
    host: 'claude-code',
    servers: new Map([
      ['api', entry(fingerprint({ command: 'node', args: ['api.js'] }), TOOLS.api, 'docs-server')],
      // recorded when the server ran old-v1.js: the config has moved on since
      ['old', entry(fingerprint({ command: 'node', args: ['old-v1.js'] }), TOOLS.old, 'old-server')],
      ['crm', entry(fingerprint({ transport: 'http', url: 'https://crm.example.com/mcp' }), TOOLS.crm, 'crm')],
    ]),
  }]]);
  return formatToolsLock(data);
}

const hooksDir = trees({
  '.git/HEAD': 'ref: refs/heads/main\n',
  '.mcp.json': JSON.stringify({ mcpServers: { api: { command: 'node', args: ['api.js'] }, old: { command: 'node', args: ['old-v2.js'] }, fresh: { command: 'node', args: ['fresh.js'] }, crm: { type: 'http', url: 'https://crm.example.com/mcp' } } }, null, 2),
  '.mcp-audit-tools.json': toolsLock(),
  // the same server name in another config: the lockfile's entry is not its
  '.cursor/mcp.json': JSON.stringify({ mcpServers: { api: { command: 'node', args: ['api.js'] } } }),
  '.mcp-audit-review.json': formatReviewLock({ skills: {}, scripts: { 'scripts/status.sh': hashContent(Buffer.from(STATUS), 'script') } }),
  '.claude/settings.json': JSON.stringify({
    hooks: {
      PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: `"$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh --token=${HOOK_TOKEN} --password=${HOOK_PASSWORD}` }] }],
      SessionStart: [{ hooks: [{ type: 'command', command: `npx -y cowsay@1.6.0 "${HOOK_ENV_SECRET}"` }] }],
    },
    statusLine: { type: 'command', command: 'bash scripts/status.sh' },
    apiKeyHelper: `DEPLOY_KEY=${HOOK_PASSWORD} scripts/key.sh`,
  }, null, 2),
  '.claude/hooks/format.sh': '#!/bin/sh\nexec prettier --write "$1"\n',
  'scripts/status.sh': STATUS,
  'scripts/key.sh': '#!/bin/sh\necho key\n',
  'scripts/guard.sh': '#!/bin/sh\nexit 0\n',
  // a hook that is a script itself
  '.clinerules/hooks/PreToolUse': { content: '#!/bin/sh\necho checked\n', mode: 0o755 },
  '.codex/hooks.json': JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'shell', hooks: [{ type: 'command', command: 'uvx ruff@0.5.0 check' }] }] } }),
  '.github/hooks/guard.json': JSON.stringify({ version: 1, hooks: { preToolUse: [{ type: 'command', bash: './scripts/guard.sh', env: { GUARD_SECRET: HOOK_ENV_SECRET, MODE: CANARY }, timeoutSec: 10 }] } }),
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

// Server names a path has to quote: their findings' locations read `mcpServers["my.server"].args[1]`
const quotedDir = trees({
  '.mcp.json': JSON.stringify({
    mcpServers: Object.fromEntries(['plain', 'my.server', 'my server', 'my'].map((name) => [name, { command: 'npx', args: ['-y', 'some-mcp@latest'] }])),
  }, null, 2),
  '.codex/config.toml': '[mcp_servers."a.b"]\ncommand = "npx"\nargs = ["-y", "some-mcp@latest"]\n\n[mcp_servers.a]\ncommand = "node"\nargs = ["a.js"]\n',
});

describe('inventory: findings of servers whose names need quoting', () => {
  let inv: Inventory;
  const server = (file: string, name: string) => inv.servers.find((s) => s.file === file && s.name === name)!;
  beforeAll(async () => {
    inv = JSON.parse(await inventory('json', {}, ['.'], quotedDir)) as Inventory;
  });
  // file, name, location, warnings (unpinned-package on some-mcp@latest; none for the local node server)
  const cases: [string, string, string, number][] = [
    ['.mcp.json', 'plain', 'mcpServers.plain', 1],
    ['.mcp.json', 'my.server', 'mcpServers["my.server"]', 1],
    ['.mcp.json', 'my server', 'mcpServers["my server"]', 1],
    // a prefix of "my.server" takes none of its findings
    ['.mcp.json', 'my', 'mcpServers.my', 1],
    ['.codex/config.toml', 'a.b', 'mcp_servers["a.b"]', 1],
    ['.codex/config.toml', 'a', 'mcp_servers.a', 0],
  ];
  for (const [file, name, location, warnings] of cases) {
    it(`${file}: ${name}`, () => {
      const s = server(file, name);
      expect(s.location).toBe(location);
      expect(s.findings.warning).toBe(warnings);
    });
  }
  it('every finding of a config is counted on its servers, once', () => {
    for (const config of inv.configs) {
      const servers = inv.servers.filter((s) => s.file === config.file);
      for (const level of ['error', 'warning', 'note'] as const) {
        expect(servers.reduce((n, s) => n + s.findings[level], 0), `${config.file} ${level}`).toBe(config.findings[level]);
      }
    }
  });
});

describe('inventory: hooks and helper commands, recorded tools (json)', () => {
  let inv: Inventory;
  beforeAll(async () => {
    inv = JSON.parse(await inventory('json', {}, ['.'], hooksDir)) as Inventory;
  });
  // file, name, role, event, matcher, program, launch purls, scripts [path, reviewed], variables
  const cases: [string, string, string, string | undefined, string | undefined, string, string[], [string, boolean][], string[]][] = [
    ['.claude/settings.json', 'PostToolUse hook', 'hook', 'PostToolUse', 'Edit|Write', 'format.sh', [], [['.claude/hooks/format.sh', false]], ['CLAUDE_PROJECT_DIR']],
    ['.claude/settings.json', 'SessionStart hook', 'hook', 'SessionStart', undefined, 'npx', ['pkg:npm/cowsay@1.6.0'], [], []],
    ['.claude/settings.json', '"statusLine" status line', 'status line', undefined, undefined, 'bash', [], [['scripts/status.sh', true]], []],
    // the program past a `NAME=value` prefix, whose name is listed and whose value is not
    ['.claude/settings.json', '"apiKeyHelper" helper', 'helper', undefined, undefined, 'key.sh', [], [['scripts/key.sh', false]], ['DEPLOY_KEY']],
    ['.clinerules/hooks/PreToolUse', 'a Cline PreToolUse hook', 'hook', 'PreToolUse', undefined, 'PreToolUse', [], [['.clinerules/hooks/PreToolUse', false]], []],
    ['.codex/hooks.json', 'PreToolUse hook', 'hook', 'PreToolUse', 'shell', 'uvx', ['pkg:pypi/ruff@0.5.0'], [], []],
    ['.github/hooks/guard.json', 'preToolUse hook', 'hook', 'preToolUse', undefined, 'guard.sh', [], [['scripts/guard.sh', false]], ['GUARD_SECRET', 'MODE']],
  ];
  it('lists every hook and helper command, in a stable order', () => {
    expect(inv.commands.map((c) => [c.file, c.name])).toEqual(cases.map(([file, name]) => [file, name]));
    expect(inv.configs.find((c) => c.file === '.claude/settings.json')).toMatchObject({ servers: 0, commands: 4 });
  });
  for (const [file, name, role, event, matcher, program, purls, scripts, env] of cases) {
    it(`${file}: ${name}`, () => {
      const c = inv.commands.find((x) => x.file === file && x.name === name)!;
      expect(c).toMatchObject({ role, command: program, env });
      expect(c.event).toBe(event);
      expect(c.matcher).toBe(matcher);
      expect(c.launches.map((l) => l.purl)).toEqual(purls);
      expect(c.scripts.map((x) => [x.path, x.reviewed])).toEqual(scripts);
      expect(c.reviewed).toBe(scripts.every(([, reviewed]) => reviewed));
      for (const x of c.scripts) expect(x.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(c.findings.warning).toBe(scripts.filter(([, reviewed]) => !reviewed).length);
    });
  }
  it('script hashes are the ones "mcp-audit review" records', () => {
    const scripts = new Map(inv.commands.flatMap((c) => c.scripts).map((x) => [x.path, x.sha256]));
    expect(scripts.get('scripts/status.sh')).toBe(sha(STATUS));
    expect(scripts.get('scripts/guard.sh')).toBe(sha('#!/bin/sh\nexit 0\n'));
  });
  it('recorded tools: names and canonical hashes, protocol version, serverInfo; current or stale by the launch', () => {
    const api = inv.servers.find((s) => s.file === '.mcp.json' && s.name === 'api')!.recorded!;
    expect(api).toMatchObject({ lockfile: '.mcp-audit-tools.json', status: 'current', protocolVersion: '2025-11-25', serverInfo: { name: 'docs-server', version: '1.4.0' } });
    const byKind = (kind: string) => TOOLS.api.filter((i) => i.kind === kind).map((i) => ({ name: i.name, sha256: i.sha256 })).sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(api.tools).toEqual(byKind('tool'));
    expect(api.tools.map((t) => t.name)).toEqual(['fetch_page', 'search']);
    expect(api.prompts).toEqual(byKind('prompt'));
    expect(api.resources).toEqual([{ name: 'index', sha256: TOOLS.api[3]!.sha256 }]);
    expect(api.resourceTemplates).toEqual([{ name: 'docs://page/{id}', sha256: TOOLS.api[4]!.sha256 }]);
    expect(inv.servers.find((s) => s.name === 'old')!.recorded).toMatchObject({ status: 'stale', tools: [{ name: 'legacy_tool', sha256: TOOLS.old[0]!.sha256 }] });
    expect(inv.servers.find((s) => s.name === 'crm')!.recorded).toMatchObject({ status: 'current', tools: [{ name: 'find_contact' }] });
    // no entry, no recorded section (unprobed-server reports it); entries are per config file
    expect(inv.servers.find((s) => s.name === 'fresh')!.recorded).toBeUndefined();
    expect(inv.servers.filter((s) => s.name === 'api').map((s) => [s.file, s.recorded?.status])).toEqual([['.cursor/mcp.json', undefined], ['.mcp.json', 'current']]);
  });
  it('no tools lockfile: no server has recorded tools', async () => {
    const plain = JSON.parse(await inventory('json')) as Inventory;
    expect(plain.servers.some((s) => 'recorded' in s)).toBe(false);
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
  it('hooks tree: validates; hooks as components with their scripts hashed, recorded tools as data', async () => {
    const bom = JSON.parse(await inventory('cyclonedx', {}, ['.'], hooksDir)) as Record<string, any>;
    expect(validate(bom), ajv.errorsText(validate.errors, { separator: '\n' })).toBe(true);
    const prop = (c: any, name: string) => c.properties.filter((p: any) => p.name === `mcp-audit:${name}`).map((p: any) => p.value);
    const hook = bom.components.find((c: any) => prop(c, 'command:name')[0] === 'PostToolUse hook');
    expect([prop(hook, 'command:role'), prop(hook, 'command:event'), prop(hook, 'command:matcher')]).toEqual([['hook'], ['PostToolUse'], ['Edit|Write']]);
    expect(hook.components).toEqual([expect.objectContaining({ type: 'file', name: '.claude/hooks/format.sh', hashes: [{ alg: 'SHA-256', content: expect.stringMatching(/^[0-9a-f]{64}$/) }] })]);
    const npx = bom.components.find((c: any) => prop(c, 'command:name')[0] === 'SessionStart hook');
    expect(npx).toMatchObject({ type: 'application', name: 'cowsay', version: '1.6.0', purl: 'pkg:npm/cowsay@1.6.0' });
    const api = bom.components.find((c: any) => prop(c, 'server:name')[0] === 'api' && prop(c, 'config:file')[0] === '.mcp.json');
    expect(prop(api, 'recorded:status')).toEqual(['current']);
    expect(api.components.map((d: any) => [d.type, d.name, prop(d, 'recorded:kind')[0], d.hashes[0].content])).toEqual([
      ['data', 'fetch_page', 'tool', TOOLS.api[1]!.sha256.slice(7)], ['data', 'search', 'tool', TOOLS.api[0]!.sha256.slice(7)],
      ['data', 'summarise', 'prompt', TOOLS.api[2]!.sha256.slice(7)], ['data', 'index', 'resource', TOOLS.api[3]!.sha256.slice(7)],
      ['data', 'docs://page/{id}', 'resource-template', TOOLS.api[4]!.sha256.slice(7)],
    ]);
    expect(prop(bom.components.find((c: any) => prop(c, 'server:name')[0] === 'old'), 'recorded:status')).toEqual(['stale']);
    // a remote server's recorded tools sit beside its service, which depends on them
    const crm = bom.services.find((x: any) => x.name === 'crm');
    const served = bom.dependencies.find((d: any) => d.ref === crm['bom-ref']);
    expect(served.dependsOn.map((ref: string) => bom.components.find((c: any) => c['bom-ref'] === ref)?.name)).toEqual(['find_contact']);
    const refs: string[] = [];
    const walk = (list: any[]) => list.forEach((c) => { refs.push(c['bom-ref']); walk(c.components ?? []); });
    walk([...bom.components, ...bom.services]);
    expect(new Set(refs).size).toBe(refs.length);
    const a = await inventory('cyclonedx', { SOURCE_DATE_EPOCH: '1700000000' }, ['.'], hooksDir);
    expect(await inventory('cyclonedx', { SOURCE_DATE_EPOCH: '1700000000' }, ['.'], hooksDir)).toBe(a);
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
  for (const format of ['json', 'cyclonedx', 'markdown']) {
    it(`hooks tree, ${format}: no hook argument, prefix value or env value`, async () => {
      const out = await inventory(format, {}, ['.'], hooksDir);
      for (const planted of [HOOK_TOKEN, HOOK_TOKEN.slice(4, 20), HOOK_PASSWORD, HOOK_ENV_SECRET, CANARY, '--token', '--password']) {
        expect(out, planted).not.toContain(planted);
      }
      for (const name of ['GUARD_SECRET', 'DEPLOY_KEY', 'legacy_tool']) expect(out).toContain(name);
    });
  }
  it('markdown lists hooks and recorded tools, a stale entry marked', async () => {
    const md = await inventory('markdown', {}, ['.'], hooksDir);
    expect(md).toContain('## Hooks and helper commands');
    expect(md).toContain('| PostToolUse hook | hook | `PostToolUse`<br>matcher `Edit\\|Write` | .claude/settings.json | claude-settings | `format.sh` | .claude/hooks/format.sh `');
    expect(md).toContain('| "statusLine" status line | status line | — | .claude/settings.json | claude-settings | `bash` | scripts/status.sh `' + sha(STATUS).slice(0, 12) + '` | — |');
    expect(md).toContain('## Recorded tools');
    expect(md).toContain(`| \`api\` | .mcp.json | current | \`2025-11-25\` | \`docs-server 1.4.0\` | tools: \`fetch_page\` \`${TOOLS.api[1]!.sha256.slice(7, 19)}\`, \`search\``);
    expect(md).toMatch(/\| `old` \| \.mcp\.json \| \*\*stale\*\* [^|]*\| `2025-11-25` \| `old-server 1\.4\.0` \| tools: `legacy_tool` /);
    expect(md).not.toContain('| `fresh` | .mcp.json | current');
  });
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
