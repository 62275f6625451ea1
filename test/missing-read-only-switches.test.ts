/**
 * missing-read-only: which switches count (docker env that never reaches the container, `--env-file`, flags given a
 * false value) and how a switch written but off is fixed in place instead of getting a conflicting second one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingReadOnly } from '../rules/missing-read-only.js';
import type { Edit } from '../src/model/types.js';
import type { InvalidCase, ValidCase } from './rule-tester.js';
import { scanTree, testRule } from './rule-tester.js';
import { claudeServer } from './helpers/configs.js';

const GH = 'ghcr.io/github/github-mcp-server:v0.30.0';
const MONGO_IMAGE = 'mongodb/mongodb-mcp-server:1.2.0';
const ATLASSIAN_IMAGE = 'ghcr.io/sooperset/mcp-atlassian:0.11.9';
const SLACK_IMAGE = 'ghcr.io/korotovsky/slack-mcp-server:v1.1.0';

type Host = '.mcp.json' | '.vscode/mcp.json';

/** `claudeServer`'s layout (arg i's value at line 6 + i, column 10), as a Claude Code or a VS Code file. */
function config(host: Host, args: string[], env?: Record<string, string>, command = 'docker'): string {
  const text = claudeServer(args, env, command);
  return host === '.vscode/mcp.json' ? text.replace('"mcpServers"', '"servers"') : text;
}

interface Row {
  name: string;
  args: string[];
  env?: Record<string, string>;
  command?: string;
  host?: Host;
}

/** Must fire: at the args element `at` (the image or package), with the message matching `message` when given. */
interface FiresRow extends Row {
  at: number;
  /** the image inside a shell string: its offset in that args element */
  within?: string;
  message?: RegExp;
}

const NOT_PASSED = /: GITHUB_READ_ONLY is set for the docker command but not passed into the container \(docker run needs "-e GITHUB_READ_ONLY"\); use "--read-only" or GITHUB_READ_ONLY=1$/;

const fires: FiresRow[] = [
  // 1. docker: the entry's env is the docker CLI's, not the container's
  { name: 'the reported VS Code config: GITHUB_READ_ONLY in env, only the token passed with -e', host: '.vscode/mcp.json', args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', GH], env: { GITHUB_READ_ONLY: '1' }, at: 5, message: NOT_PASSED },
  { name: 'GITHUB_READ_ONLY in env, no -e at all (Claude Code)', args: ['run', '-i', '--rm', GH], env: { GITHUB_READ_ONLY: 'true' }, at: 3, message: NOT_PASSED },
  { name: 'MongoDB image, MDB_MCP_READ_ONLY in env but not passed', args: ['run', '-i', '--rm', MONGO_IMAGE], env: { MDB_MCP_READ_ONLY: 'true' }, at: 3, message: /MDB_MCP_READ_ONLY is set for the docker command but not passed into the container/ },
  { name: 'Atlassian image, READ_ONLY_MODE in env but not passed', args: ['run', '-i', '--rm', '-e', 'JIRA_URL', ATLASSIAN_IMAGE], env: { READ_ONLY_MODE: 'true', JIRA_URL: 'https://x.atlassian.net' }, at: 5, message: /READ_ONLY_MODE is set for the docker command but not passed/ },
  { name: 'podman: same, and the message names podman', args: ['run', '-i', GH], env: { GITHUB_READ_ONLY: '1' }, command: 'podman', at: 2, message: /GITHUB_READ_ONLY is set for the podman command but not passed into the container \(podman run needs "-e GITHUB_READ_ONLY"\)/ },
  { name: 'a wrapper assignment in a shell string is not passed either', args: ['-c', `GITHUB_READ_ONLY=1 docker run -i ${GH}`], command: 'bash', at: 1, within: GH, message: NOT_PASSED },
  { name: 'forwarded -e GITHUB_READ_ONLY with an empty value in env', args: ['run', '-i', '-e', 'GITHUB_READ_ONLY', GH], env: { GITHUB_READ_ONLY: '' }, at: 4 },
  { name: 'forwarded -e GITHUB_READ_ONLY with "false" in env', args: ['run', '-i', '-e', 'GITHUB_READ_ONLY', GH], env: { GITHUB_READ_ONLY: 'false' }, at: 4 },
  { name: 'forwarded -e GITHUB_READ_ONLY with "0" in env (VS Code)', host: '.vscode/mcp.json', args: ['run', '-i', '-e', 'GITHUB_READ_ONLY', GH], env: { GITHUB_READ_ONLY: '0' }, at: 4 },
  { name: 'forwarded -e GITHUB_READ_ONLY, set nowhere in the config', args: ['run', '-i', '-e', 'GITHUB_READ_ONLY', GH], at: 4 },
  { name: '-e NAME=value wins over env', args: ['run', '-i', '-e', 'GITHUB_READ_ONLY=0', GH], env: { GITHUB_READ_ONLY: '1' }, at: 4 },
  { name: 'the last -e for a name wins (on, then empty)', args: ['run', '-e', 'GITHUB_READ_ONLY=1', '-e', 'GITHUB_READ_ONLY=', GH], at: 5 },
  { name: '--env=GITHUB_READ_ONLY=false', args: ['run', '-i', '--env=GITHUB_READ_ONLY=false', GH], at: 3 },
  { name: 'an explicit -e beats --env-file', args: ['run', '--env-file', '.env', '-e', 'GITHUB_READ_ONLY=', GH], at: 5 },
  { name: "docker's own --read-only (a read-only root filesystem) is not the server's", args: ['run', '-i', '--read-only', GH], at: 3 },
  { name: 'the container gets --read-only=false', args: ['run', '-i', GH, 'stdio', '--read-only=false'], at: 2 },
  // 3. flags given a false value, for every catalog entry
  { name: 'mongodb --readOnly false', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly', 'false'], command: 'npx', at: 1 },
  { name: 'mongodb --readOnly=false', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly=false'], command: 'npx', at: 1 },
  { name: 'mongodb --readOnly 0', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly', '0'], command: 'npx', at: 1 },
  { name: 'mongodb --readOnly no', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly', 'no'], command: 'npx', at: 1 },
  { name: 'mongodb --readOnly OFF', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly', 'OFF'], command: 'npx', at: 1 },
  { name: 'mongodb --readOnly= (empty)', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly='], command: 'npx', at: 1 },
  { name: 'the last use of a flag wins (on, then =false)', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly', '--readOnly=false'], command: 'npx', at: 1 },
  { name: 'MongoDB image with --readOnly false as the container command', args: ['run', '-i', MONGO_IMAGE, '--readOnly', 'false'], at: 2 },
  { name: 'supabase --read-only off', args: ['-y', '@supabase/mcp-server-supabase@0.5.9', '--read-only', 'off'], command: 'npx', at: 1 },
  { name: 'github binary --read-only=0', args: ['stdio', '--read-only=0'], command: 'github-mcp-server', at: -1 },
  { name: 'postgres-mcp --access-mode unrestricted (two words)', args: ['postgres-mcp==0.3.0', '--access-mode', 'unrestricted'], command: 'uvx', at: 0 },
  { name: 'eks --allow-write=true', args: ['awslabs.eks-mcp-server@0.1.0', '--allow-write=true'], command: 'uvx', at: 1 },
  { name: 'Slack image given its write switch through -e and env', args: ['run', '-i', '-e', 'SLACK_MCP_ADD_MESSAGE_TOOL', SLACK_IMAGE], env: { SLACK_MCP_ADD_MESSAGE_TOOL: 'true' }, at: 3 },
  { name: 'mongodb npx with MDB_MCP_READ_ONLY=false in env', args: ['-y', 'mongodb-mcp-server@1.2.0'], env: { MDB_MCP_READ_ONLY: 'false' }, command: 'npx', at: 1 },
];

const quiet: Row[] = [
  { name: '-e GITHUB_READ_ONLY forwarding a true env value (VS Code)', host: '.vscode/mcp.json', args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', '-e', 'GITHUB_READ_ONLY', GH], env: { GITHUB_READ_ONLY: '1' } },
  { name: '--env GITHUB_READ_ONLY=true', args: ['run', '-i', '--env', 'GITHUB_READ_ONLY=true', GH] },
  { name: '--env=GITHUB_READ_ONLY=1', args: ['run', '-i', '--env=GITHUB_READ_ONLY=1', GH] },
  { name: '-eGITHUB_READ_ONLY=1 (attached)', args: ['run', '-i', '-eGITHUB_READ_ONLY=1', GH] },
  { name: '--env=GITHUB_READ_ONLY forwarding env', args: ['run', '-i', '--env=GITHUB_READ_ONLY', GH], env: { GITHUB_READ_ONLY: 'yes' } },
  { name: 'the last -e for a name wins (empty, then on)', args: ['run', '-e', 'GITHUB_READ_ONLY=', '-e', 'GITHUB_READ_ONLY=1', GH] },
  { name: '--env-file might set it: unknown, so no finding', args: ['run', '-i', '--env-file', '.env', GH] },
  { name: '--env-file=… with the variable also (unpassed) in env', args: ['run', '-i', '--env-file=/secrets/gh.env', GH], env: { GITHUB_READ_ONLY: '1' } },
  { name: 'the container gets --read-only', args: ['run', '-i', '--rm', GH, 'stdio', '--read-only'] },
  { name: 'MongoDB image with -e MDB_MCP_READ_ONLY and env', args: ['run', '-i', '-e', 'MDB_MCP_READ_ONLY', MONGO_IMAGE], env: { MDB_MCP_READ_ONLY: 'true' } },
  { name: 'MongoDB image with -e MDB_MCP_READ_ONLY=true', args: ['run', '-i', '-e', 'MDB_MCP_READ_ONLY=true', MONGO_IMAGE] },
  { name: 'Atlassian image with --env READ_ONLY_MODE=true', args: ['run', '-i', '--env', 'READ_ONLY_MODE=true', ATLASSIAN_IMAGE] },
  { name: 'a wrapper assignment forwarded with -e', args: ['-c', `GITHUB_READ_ONLY=1 docker run -i -e GITHUB_READ_ONLY ${GH}`], command: 'bash' },
  { name: 'podman --env-host hands env to the container', args: ['run', '-i', '--env-host', GH], env: { GITHUB_READ_ONLY: '1' }, command: 'podman' },
  { name: 'mongodb --readOnly true', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly', 'true'], command: 'npx' },
  { name: 'mongodb --readOnly=true', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly=true'], command: 'npx' },
  { name: 'mongodb --readOnly followed by another option', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly', '--connectionString', 'mongodb://localhost'], command: 'npx' },
  { name: 'the last use of a flag wins (=false, then on)', args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly=false', '--readOnly'], command: 'npx' },
  { name: 'postgres-mcp --access-mode RESTRICTED', args: ['postgres-mcp==0.3.0', '--access-mode=RESTRICTED'], command: 'uvx' },
  { name: 'eks --allow-write false (write switch off)', args: ['awslabs.eks-mcp-server@0.1.0', '--allow-write', 'false'], command: 'uvx' },
  { name: 'eks --allow-write=0 (write switch off)', args: ['awslabs.eks-mcp-server@0.1.0', '--allow-write=0'], command: 'uvx' },
  { name: "Slack image: the write switch in env never reaches the container", args: ['run', '-i', SLACK_IMAGE], env: { SLACK_MCP_ADD_MESSAGE_TOOL: 'true' } },
  { name: 'Slack image with --env-file: unknown, so no finding', args: ['run', '-i', '--env-file', '.env', SLACK_IMAGE] },
];

const files = (r: Row) => ({ [r.host ?? '.mcp.json']: config(r.host ?? '.mcp.json', r.args, r.env, r.command) });

testRule(missingReadOnly, {
  valid: quiet.map((r): ValidCase => ({ name: r.name, files: files(r) })),
  invalid: fires.map((r): InvalidCase => {
    // at -1: the command itself (line 4, column 19)
    const offset = r.within ? r.args[r.at]!.indexOf(r.within) : 0;
    const length = r.within ? r.within.length : r.at < 0 ? r.command!.length : r.args[r.at]!.length;
    const where = r.at < 0 ? { line: 4, column: 19, endColumn: 19 + length } : { line: 6 + r.at, column: 10 + offset, endColumn: 10 + offset + length };
    return { name: r.name, files: files(r), errors: [{ ...where, ...(r.message ? { message: r.message } : {}) }] };
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Fixes

function applyEdits(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

interface FixRow extends Row {
  /** what the file's args (and env) are after the fix */
  after: { args: string[]; env?: Record<string, string> };
  description: string;
}

const fixes: FixRow[] = [
  {
    name: 'not passed into the container: one --env=NAME=value right after run (VS Code)',
    host: '.vscode/mcp.json', args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', GH], env: { GITHUB_READ_ONLY: '1' },
    after: { args: ['run', '--env=GITHUB_READ_ONLY=1', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', GH], env: { GITHUB_READ_ONLY: '1' } },
    description: 'enable read-only mode: add "--env=GITHUB_READ_ONLY=1" to docker run',
  },
  {
    name: '-e GITHUB_READ_ONLY= gets its value, nothing is added',
    args: ['run', '-i', '--rm', '-e', 'GITHUB_READ_ONLY=', GH],
    after: { args: ['run', '-i', '--rm', '-e', 'GITHUB_READ_ONLY=1', GH] },
    description: 'enable read-only mode: change "GITHUB_READ_ONLY=" to "GITHUB_READ_ONLY=1" in docker run',
  },
  {
    name: '--env=GITHUB_READ_ONLY=false keeps its --env=',
    args: ['run', '-i', '--env=GITHUB_READ_ONLY=false', GH],
    after: { args: ['run', '-i', '--env=GITHUB_READ_ONLY=1', GH] },
    description: 'enable read-only mode: change "GITHUB_READ_ONLY=false" to "GITHUB_READ_ONLY=1" in docker run',
  },
  {
    name: 'forwarded -e GITHUB_READ_ONLY with an empty env value: the -e word gets the value, env is left alone',
    args: ['run', '-i', '-e', 'GITHUB_READ_ONLY', GH], env: { GITHUB_READ_ONLY: '' },
    after: { args: ['run', '-i', '-e', 'GITHUB_READ_ONLY=1', GH], env: { GITHUB_READ_ONLY: '' } },
    description: 'enable read-only mode: change "GITHUB_READ_ONLY" to "GITHUB_READ_ONLY=1" in docker run',
  },
  {
    name: 'forwarded -e GITHUB_READ_ONLY with "false" in env (VS Code)',
    host: '.vscode/mcp.json', args: ['run', '-i', '-e', 'GITHUB_READ_ONLY', GH], env: { GITHUB_READ_ONLY: 'false' },
    after: { args: ['run', '-i', '-e', 'GITHUB_READ_ONLY=1', GH], env: { GITHUB_READ_ONLY: 'false' } },
    description: 'enable read-only mode: change "GITHUB_READ_ONLY" to "GITHUB_READ_ONLY=1" in docker run',
  },
  {
    name: 'the last of two -e entries is the one changed',
    args: ['run', '-e', 'GITHUB_READ_ONLY=1', '-e', 'GITHUB_READ_ONLY=', GH],
    after: { args: ['run', '-e', 'GITHUB_READ_ONLY=1', '-e', 'GITHUB_READ_ONLY=1', GH] },
    description: 'enable read-only mode: change "GITHUB_READ_ONLY=" to "GITHUB_READ_ONLY=1" in docker run',
  },
  {
    name: 'a long value is not quoted in the description (it could be a secret pasted in the wrong place)',
    args: ['run', '-i', '-e', 'GITHUB_READ_ONLY=0123456789abcdef0123456789abcdef', GH],
    after: { args: ['run', '-i', '-e', 'GITHUB_READ_ONLY=1', GH] },
    description: 'enable read-only mode: change "GITHUB_READ_ONLY=…" to "GITHUB_READ_ONLY=1" in docker run',
  },
  {
    name: 'MongoDB image: -e MDB_MCP_READ_ONLY=false',
    args: ['run', '-i', '-e', 'MDB_MCP_READ_ONLY=false', MONGO_IMAGE],
    after: { args: ['run', '-i', '-e', 'MDB_MCP_READ_ONLY=true', MONGO_IMAGE] },
    description: 'enable read-only mode: change "MDB_MCP_READ_ONLY=false" to "MDB_MCP_READ_ONLY=true" in docker run',
  },
  {
    name: 'the container command --read-only=false is turned on, no env added',
    args: ['run', '-i', GH, 'stdio', '--read-only=false'],
    after: { args: ['run', '-i', GH, 'stdio', '--read-only'] },
    description: 'enable read-only mode: change "--read-only=false" to "--read-only"',
  },
  {
    name: 'mongodb --readOnly=false becomes --readOnly, no second flag',
    args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly=false'], command: 'npx',
    after: { args: ['-y', 'mongodb-mcp-server@1.2.0', '--readOnly'] },
    description: 'enable read-only mode: change "--readOnly=false" to "--readOnly"',
  },
  {
    name: 'postgres-mcp --access-mode=unrestricted is changed in place',
    args: ['postgres-mcp==0.3.0', '--access-mode=unrestricted'], command: 'uvx',
    after: { args: ['postgres-mcp==0.3.0', '--access-mode=restricted'] },
    description: 'enable read-only mode: change "--access-mode=unrestricted" to "--access-mode=restricted"',
  },
  {
    name: 'postgres-mcp --access-mode unrestricted (two words): the value word changes',
    args: ['postgres-mcp==0.3.0', '--access-mode', 'unrestricted'], command: 'uvx',
    after: { args: ['postgres-mcp==0.3.0', '--access-mode', 'restricted'] },
    description: 'enable read-only mode: change "--access-mode unrestricted" to "--access-mode restricted"',
  },
  {
    name: 'mongodb npx with MDB_MCP_READ_ONLY=false: env set, not a conflicting --readOnly',
    args: ['-y', 'mongodb-mcp-server@1.2.0'], env: { MDB_MCP_READ_ONLY: 'false' }, command: 'npx',
    after: { args: ['-y', 'mongodb-mcp-server@1.2.0'], env: { MDB_MCP_READ_ONLY: 'true' } },
    description: 'enable read-only mode: set MDB_MCP_READ_ONLY=true in its environment',
  },
  {
    name: 'a wrapper assignment written off is changed where it stands (env wrapper)',
    args: ['ALLOW_ONLY_READONLY_TOOLS=false', 'npx', '-y', 'mcp-server-kubernetes@2.4.0'], command: 'env', env: { ALLOW_ONLY_READONLY_TOOLS: 'true' },
    after: { args: ['ALLOW_ONLY_READONLY_TOOLS=true', 'npx', '-y', 'mcp-server-kubernetes@2.4.0'], env: { ALLOW_ONLY_READONLY_TOOLS: 'true' } },
    description: 'enable read-only mode: change "ALLOW_ONLY_READONLY_TOOLS=false" to "ALLOW_ONLY_READONLY_TOOLS=true"',
  },
  {
    name: 'a wrapper assignment inside a shell string',
    args: ['-c', 'ALLOW_ONLY_READONLY_TOOLS= exec npx -y mcp-server-kubernetes@2.4.0'], command: 'bash',
    after: { args: ['-c', 'ALLOW_ONLY_READONLY_TOOLS=true exec npx -y mcp-server-kubernetes@2.4.0'] },
    description: 'enable read-only mode: change "ALLOW_ONLY_READONLY_TOOLS=" to "ALLOW_ONLY_READONLY_TOOLS=true"',
  },
];

function fixOf(name: string, text: string) {
  const result = scanTree({ [name]: text }, [missingReadOnly]);
  expect(result.findings).toHaveLength(1);
  return result.findings[0]!;
}

describe('missing-read-only: a switch written but off is fixed where it stands', () => {
  it.each(fixes)('$name', (r) => {
    const host = r.host ?? '.mcp.json';
    const before = config(host, r.args, r.env, r.command);
    const fix = fixOf(host, before).fix!;
    expect(fix).toBeDefined();
    expect(fix.safe).toBe(false);
    expect(fix.description).toBe(r.description);
    const out = applyEdits(before, fix.edits);
    expect(out).toBe(config(host, r.after.args, r.after.env, r.command));
    expect(scanTree({ [host]: out }, [missingReadOnly]).findings).toEqual([]);
  });

  it('inside a shell string, a plain -e word is changed in place', () => {
    const text = `{ "mcpServers": { "gh": { "command": "bash", "args": ["-lc", "exec docker run -i -e GITHUB_READ_ONLY= ${GH}"] } } }`;
    const fix = fixOf('.mcp.json', text).fix!;
    const out = applyEdits(text, fix.edits);
    expect(out).toBe(`{ "mcpServers": { "gh": { "command": "bash", "args": ["-lc", "exec docker run -i -e GITHUB_READ_ONLY=1 ${GH}"] } } }`);
    expect(scanTree({ '.mcp.json': out }, [missingReadOnly]).findings).toEqual([]);
  });

  it('inside a shell string, a quoted -e word is left to a person', () => {
    const text = `{ "mcpServers": { "gh": { "command": "bash", "args": ["-lc", "exec docker run -i -e 'GITHUB_READ_ONLY=' ${GH}"] } } }`;
    const finding = fixOf('.mcp.json', text);
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions?.[0]?.edits).toEqual([]);
  });

  it('Codex TOML: -e NAME= in a multi-line array', () => {
    const toml = `[mcp_servers.gh]\ncommand = "docker"\nargs = [\n  "run", "-i",\n  "-e", "GITHUB_READ_ONLY=",\n  "${GH}",\n]\n`;
    const out = applyEdits(toml, fixOf('.codex/config.toml', toml).fix!.edits);
    expect(out).toBe(toml.replace('"GITHUB_READ_ONLY="', '"GITHUB_READ_ONLY=1"'));
    expect(scanTree({ '.codex/config.toml': out }, [missingReadOnly]).findings).toEqual([]);
  });

  it.each([
    ['--readOnly', 'false'],
    ['--readOnly', '0'],
  ])('%s %s (two words) gets a suggestion, not a fix: the value word would have to go', (flag, value) => {
    const finding = fixOf('.mcp.json', config('.mcp.json', ['-y', 'mongodb-mcp-server@1.2.0', flag, value], undefined, 'npx'));
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions?.[0]?.description).toBe(`enable read-only mode: change "${flag} ${value}" to "--readOnly"`);
  });
});

describe('missing-read-only: the doc page examples', () => {
  const page = readFileSync(new URL('../rules/missing-read-only.md', import.meta.url), 'utf8');
  const example = (heading: string) => /```json\n([\s\S]*?)```/.exec(page.slice(page.indexOf(heading)))![1]!;

  it('every server under "Fires" is reported, none under "Does not fire"', () => {
    const fired = scanTree({ '.mcp.json': example('### Fires') }, [missingReadOnly]).findings;
    expect(fired.map((f) => /^server "([^"]+)"/.exec(f.message)![1])).toEqual(['supabase', 'github', 'github-env', 'mongodb', 'eks']);
    expect(fired[2]!.message).toMatch(/GITHUB_READ_ONLY is set for the docker command but not passed into the container/);
    expect(scanTree({ '.mcp.json': example('### Does not fire') }, [missingReadOnly]).findings).toEqual([]);
  });
});
