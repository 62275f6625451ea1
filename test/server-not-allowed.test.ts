/**
 * server-not-allowed and the server policy: pattern kinds, deny wins, allow lists of several layers, the shared
 * `--policy` file merged with the settings, Claude Code's managed-settings shape, and bad entries as usage errors.
 * One tree for all cases; scans run in-process (main() with fake streams).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { parsePolicyPattern, wildcard } from '../src/analysis/policy.js';
import { tempTrees } from './rule-tester.js';
import { gitRepo } from './helpers/worktree.js';

const trees = tempTrees();

const SERVERS = {
  gh: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@1.2.3'] },
  fetch: { command: 'uvx', args: ['Mcp_Server.Fetch==1.0.0'] },
  image: { command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/github/github-mcp-server:v1.0.0'] },
  hub: { command: 'docker', args: ['run', '-i', '--rm', 'docker.io/library/postgres@sha256:' + 'a'.repeat(64)] },
  remote: { type: 'http', url: 'https://MCP.Example.com/mcp/v1' },
  plain: { type: 'http', url: 'http://other.test/mcp' },
  evil: { command: 'npx', args: ['-y', 'evil-pkg@1.0.0'] },
  local: { command: '/usr/local/bin/uv', args: ['run', 'server.py'] },
  wrapped: { command: 'cmd', args: ['/c', 'npx', '-y', '@acme/tool@1.0.0'] },
};
const ALL = Object.keys(SERVERS).sort();

const dir = trees({
  '.mcp.json': JSON.stringify({ mcpServers: SERVERS }, null, 2),
  // a managed-settings.json as Claude Code reads it (comments allowed there), with keys of its own
  'managed-settings.json': `{
  // Claude Code managed settings
  "permissions": { "deny": ["Bash(curl:*)"] },
  "allowedMcpServers": [
    { "serverName": "gh" },
    { "serverCommand": ["uvx", "Mcp_Server.Fetch==1.0.0"] },
    { "serverUrl": "*://*.example.com/*" },
    { "serverName": "evil" }
  ],
  "deniedMcpServers": [{ "serverCommand": ["npx", "-y", "evil-pkg@1.0.0"] }]
}`,
  'org.json': JSON.stringify({ policy: { allow: ['npm:*', 'pypi:*', 'cmd:uv', 'docker:*'], deny: ['npm:evil-*'] } }),
  'bare.json': JSON.stringify({ deny: ['name:plain'] }),
  'names.json': JSON.stringify({ allowedMcpServers: [{ serverName: 'gh' }, { serverName: 'remote' }] }),
  'bad-managed.json': JSON.stringify({ deniedMcpServers: [{ serverName: 'a', serverUrl: 'https://x/*' }] }),
  'bad-org.json': JSON.stringify({ policy: { deny: ['npm:ok', 'foo:bar'] } }),
  'empty.json': JSON.stringify({ allowedMcpServers: [] }),
  'nothing.json': JSON.stringify({ rules: {} }),
});

async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd: dir, env: {}, stdoutIsTty: false,
    stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; },
  });
  return { code, stdout, stderr };
}

/** The servers flagged, by name, with the settings `policy` given (through --config) and --policy files. */
async function flagged(policy: { allow?: string[]; deny?: string[] } | undefined, ...files: string[]) {
  const config = policy ? ['--config', `settings-${++settingsFiles}.json`] : ['--no-config'];
  if (policy) writeSettings(config[1]!, policy);
  const r = await run(['--rule', 'server-not-allowed', '--format', 'json', ...config, ...files.flatMap((f) => ['--policy', f]), '.mcp.json']);
  expect(r.stderr.includes('mcp-audit: ') && r.code === 2, r.stderr).toBe(false);
  const report = JSON.parse(r.stdout) as { findings: { ruleId: string; message: string }[] };
  return report.findings.map((f) => /^server "([^"]+)"/.exec(f.message)![1]!).sort();
}

function writeSettings(name: string, policy: object) {
  writeFileSync(join(dir, name), JSON.stringify({ policy }));
}
let settingsFiles = 0;
const except = (...names: string[]) => ALL.filter((n) => !names.includes(n));

describe('server-not-allowed: patterns in the settings', () => {
  const cases: { name: string; policy: { allow?: string[]; deny?: string[] }; flagged: string[] }[] = [
    { name: 'no policy entries: nothing', policy: {}, flagged: [] },
    { name: 'deny-only, npm glob', policy: { deny: ['npm:evil-*'] }, flagged: ['evil'] },
    { name: 'deny-only, npm scope behind cmd /c', policy: { deny: ['npm:@acme/*'] }, flagged: ['wrapped'] },
    { name: 'deny-only, PyPI name normalised', policy: { deny: ['pypi:mcp-server-fetch'] }, flagged: ['fetch'] },
    { name: 'deny-only, docker image without tag', policy: { deny: ['docker:ghcr.io/github/github-mcp-server'] }, flagged: ['image'] },
    { name: 'deny-only, docker.io/library/ dropped, digest ignored', policy: { deny: ['docker:postgres'] }, flagged: ['hub'] },
    { name: 'deny-only, cmd basename', policy: { deny: ['cmd:uv'] }, flagged: ['local'] },
    { name: 'deny-only, cmd of the runner behind a wrapper', policy: { deny: ['cmd:npx'] }, flagged: ['evil', 'gh', 'wrapped'] },
    { name: 'deny-only, URL pattern, host case-insensitive', policy: { deny: ['https://*.example.com/mcp*'] }, flagged: ['remote'] },
    { name: 'URL pattern: scheme must match', policy: { deny: ['https://other.test/*'] }, flagged: [] },
    { name: 'allow-only: npm scope', policy: { allow: ['npm:@modelcontextprotocol/*'] }, flagged: except('gh') },
    { name: 'allow-only: URL and name', policy: { allow: ['https://mcp.example.com/*', 'name:plain'] }, flagged: except('remote', 'plain') },
    { name: 'both: deny wins over allow', policy: { allow: ['npm:*'], deny: ['npm:evil-pkg'] }, flagged: except('gh', 'wrapped') },
    { name: 'empty allow list allows nothing', policy: { allow: [] }, flagged: ALL },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      expect(await flagged(c.policy)).toEqual(c.flagged);
    });
  }
});

describe('server-not-allowed: shared --policy files', () => {
  it('a shared file alone; its deny wins over the local allow', async () => {
    expect(await flagged(undefined, 'org.json')).toEqual(['evil', 'plain', 'remote']);
    expect(await flagged({ allow: ['npm:*'] }, 'org.json')).toEqual(['evil', 'fetch', 'hub', 'image', 'local', 'plain', 'remote']);
  });
  it('the local allow list cannot widen the shared one; the local deny adds to it', async () => {
    expect(await flagged({ allow: ['https://*'] }, 'org.json')).toEqual(ALL);
    expect(await flagged({ deny: ['cmd:uv'] }, 'org.json')).toEqual(['evil', 'local', 'plain', 'remote']);
    expect(await flagged(undefined, 'org.json', 'bare.json')).toEqual(['evil', 'plain', 'remote']);
  });
  it('Claude Code managed settings: serverName, exact serverCommand, serverUrl with *://, deny over allow', async () => {
    // "gh" is allowed by name only: with serverCommand entries in the list, a name does not allow a stdio server
    expect(await flagged(undefined, 'managed-settings.json')).toEqual(['evil', 'gh', 'hub', 'image', 'local', 'plain', 'wrapped']);
    // a list of names only allows by name (and a remote server too, with no serverUrl entry)
    expect(await flagged(undefined, 'names.json')).toEqual(except('gh', 'remote'));
    expect(await flagged(undefined, 'empty.json')).toEqual(ALL);
  });
  it('the message names the entry and the file', async () => {
    const r = await run(['--rule', 'server-not-allowed', '--format', 'concise', '--no-config', '--policy', 'managed-settings.json', '.mcp.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error [server-not-allowed] server "evil" matches the deny entry serverCommand ["npx","-y","evil-pkg@1.0.0"] of the policy in managed-settings.json.');
    expect(r.stdout).toContain('error [server-not-allowed] server "local" matches none of the 4 allow entries of the policy in managed-settings.json.');
    expect(r.stdout).toContain('error [server-not-allowed] server "gh" is allowed by name only in managed-settings.json, and Claude Code does not accept a name where the list has serverCommand entries: add its exact command.');
  });
});

describe('--config-from-base: a change cannot loosen its own policy', () => {
  it('a policy file in the repository is read as the base commit has it; one it lacks is a note', async () => {
    const repo = trees({
      '.mcp.json': JSON.stringify({ mcpServers: { evil: SERVERS.evil } }),
      'policy.json': JSON.stringify({ policy: { deny: ['npm:evil-*'] } }),
    });
    gitRepo(repo, { commit: true });
    writeFileSync(join(repo, 'policy.json'), JSON.stringify({ policy: { deny: [] } }));
    writeFileSync(join(repo, 'new-policy.json'), JSON.stringify({ policy: { deny: ['npm:evil-*'] } }));
    const runIn = async (args: string[]) => {
      let stdout = '';
      let stderr = '';
      const code = await main(args, { cwd: repo, env: {}, stdoutIsTty: false, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
      return { code, stdout, stderr };
    };
    const common = ['--rule', 'server-not-allowed', '--format', 'concise', '--no-config'];
    expect((await runIn([...common, '--policy', 'policy.json'])).code).toBe(0);
    const atBase = await runIn([...common, '--config-from-base', 'HEAD', '--policy', 'policy.json']);
    expect(atBase.code).toBe(1);
    expect(atBase.stdout).toContain('server "evil" matches the deny entry npm:evil-* of the policy in policy.json.');
    const added = await runIn([...common, '--config-from-base', 'HEAD', '--policy', 'new-policy.json']);
    expect(added.code).toBe(0);
    expect(added.stderr).toContain('mcp-audit: note: policy file new-policy.json is not in HEAD: its policy is not applied');
  });
});

describe('bad policies are usage errors naming the entry', () => {
  const cases: { args: string[]; error: string }[] = [
    { args: ['--policy', 'bad-org.json'], error: 'mcp-audit: policy file bad-org.json: policy.deny[1] "foo:bar" has an unknown prefix "foo:"; a pattern is npm:NAME' },
    { args: ['--policy', 'bad-managed.json'], error: 'mcp-audit: policy file bad-managed.json: deniedMcpServers[0] must be an object with exactly one of serverName, serverCommand, serverUrl' },
    { args: ['--policy', 'nothing.json'], error: 'mcp-audit: policy file nothing.json: holds no policy' },
    { args: ['--policy', 'missing.json'], error: 'mcp-audit: --policy missing.json: ' },
  ];
  for (const c of cases) {
    it(c.args.join(' '), async () => {
      const r = await run(['--no-config', ...c.args, '.mcp.json']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(c.error);
      expect(r.stdout).toBe('');
    });
  }
  it('in the settings file, through its schema and pattern check', async () => {
    writeSettings('typo.json', { alow: ['npm:x'] });
    expect((await run(['--config', 'typo.json', '.mcp.json'])).stderr).toContain('settings file typo.json: unknown key "policy.alow"; did you mean "allow"?');
    for (const [entry, why] of [['npm:', 'names nothing after "npm:"'], ['docker:img:1.0', 'names a tag or digest'], ['npm:@a/b@1.0.0', 'names a version'], ['github', 'has no prefix']]) {
      writeSettings('bad.json', { allow: ['npm:ok', entry] });
      const r = await run(['--config', 'bad.json', '.mcp.json']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`settings file bad.json: policy.allow[1] "${entry}" ${why}`);
    }
  });
});

describe('wildcards', () => {
  it('* is any run, linear in time', () => {
    expect(wildcard('a*b*c')('axxbyyc')).toBe(true);
    expect(wildcard('a*b*c')('axxbyy')).toBe(false);
    expect(wildcard('*')('')).toBe(true);
    expect(wildcard('x*')('y')).toBe(false);
    expect(wildcard('*a*a*a*a*a*b')('a'.repeat(5000))).toBe(false);
    expect(parsePolicyPattern('*://*.x.com/*')).toMatchObject({ kind: 'url' });
  });
});
