import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { missingReadOnly } from '../rules/missing-read-only.js';
import { catalog } from '../rules/missing-read-only/catalog.js';
import type { Edit } from '../src/model/types.js';
import { scanTree, testRule } from './rule-tester.js';
import { claudeServer } from './helpers/configs.js';

const claude = claudeServer;

const vscodeRemote = (url: string, headers?: Record<string, string>) => `{
  // remote server
  "servers": {
    "remote": {
      "type": "http",
      "url": ${JSON.stringify(url)}${headers ? `,\n      "headers": ${JSON.stringify(headers)}` : ''}
    }
  }
}
`;

testRule(missingReadOnly, {
  valid: [
    { name: 'supabase with --read-only', files: { '.mcp.json': claude(['-y', '@supabase/mcp-server-supabase@0.5.9', '--read-only']) } },
    { name: 'supabase with --read-only=true', files: { '.mcp.json': claude(['-y', '@supabase/mcp-server-supabase', '--read-only=true']) } },
    { name: 'github image with -e GITHUB_READ_ONLY=1', files: { '.mcp.json': claude(['run', '-i', '--rm', '-e', 'GITHUB_READ_ONLY=1', 'ghcr.io/github/github-mcp-server'], undefined, 'docker') } },
    { name: 'github image with -e NAME and the value in env', files: { '.mcp.json': claude(['run', '-i', '-e', 'GITHUB_READ_ONLY', 'ghcr.io/github/github-mcp-server:v0.20.1'], { GITHUB_READ_ONLY: 'true' }, 'docker') } },
    { name: 'github binary with --read-only', files: { '.mcp.json': claude(['stdio', '--read-only'], undefined, '/usr/local/bin/github-mcp-server') } },
    { name: 'GitHub remote /readonly', files: { '.vscode/mcp.json': vscodeRemote('https://api.githubcopilot.com/mcp/readonly') } },
    { name: 'GitHub remote toolset /readonly', files: { '.vscode/mcp.json': vscodeRemote('https://api.githubcopilot.com/mcp/x/repos/readonly') } },
    { name: 'GitHub remote with the header', files: { '.vscode/mcp.json': vscodeRemote('https://api.githubcopilot.com/mcp/', { 'X-MCP-Readonly': 'true' }) } },
    { name: 'Supabase remote with read_only=true', files: { '.vscode/mcp.json': vscodeRemote('https://mcp.supabase.com/mcp?project_ref=abc&read_only=true') } },
    { name: 'mcp-remote bridge with read_only=true', files: { '.mcp.json': claude(['-y', 'mcp-remote@0.1.18', 'https://mcp.supabase.com/mcp?read_only=true']) } },
    { name: 'mongodb with --readOnly', files: { '.codex/config.toml': '[mcp_servers.mongo]\ncommand = "npx"\nargs = ["-y", "mongodb-mcp-server@1.2.0", "--readOnly"]\n' } },
    { name: 'mongodb with MDB_MCP_READ_ONLY', files: { '.codex/config.toml': '[mcp_servers.mongo]\ncommand = "npx"\nargs = ["-y", "mongodb-mcp-server@1.2.0"]\nenv = { MDB_MCP_READ_ONLY = "true" }\n' } },
    { name: 'gitlab in readonly permission mode', files: { '.codex/config.toml': '[mcp_servers.gitlab]\ncommand = "npx"\nargs = ["-y", "@zereight/mcp-gitlab@2.0.0"]\n\n[mcp_servers.gitlab.env]\nGITLAB_PERMISSION_MODE = "readonly"\n' } },
    { name: 'postgres-mcp restricted (two words)', files: { '.mcp.json': claude(['postgres-mcp==0.3.0', '--access-mode', 'restricted'], undefined, 'uvx') } },
    { name: 'eks without --allow-write', files: { '.mcp.json': claude(['awslabs.eks-mcp-server@0.1.0'], undefined, 'uvx') } },
    { name: 'clickhouse with writes explicitly off', files: { '.mcp.json': claude(['mcp-clickhouse==0.1.5'], { CLICKHOUSE_ALLOW_WRITE_ACCESS: 'false' }, 'uvx') } },
    { name: 'eks --allow-write on an allowed server', files: { '.mcp.json': claude(['awslabs.eks-mcp-server', '--allow-write'], undefined, 'uvx') }, options: { allowWrite: ['srv'] } },
    { name: 'servers without a switch are not checked', files: { '.mcp.json': claude(['-y', '@modelcontextprotocol/server-filesystem@1.0.0', '.']) } },
    { name: 'an unrelated remote', files: { '.vscode/mcp.json': vscodeRemote('https://mcp.example.com/mcp') } },
  ],
  invalid: [
    {
      name: 'supabase without --read-only (Claude Code)',
      files: { '.mcp.json': claude(['-y', '@supabase/mcp-server-supabase@0.5.9', '--project-ref=abc']) },
      errors: [{ line: 7, column: 10, endColumn: 45, message: /^server "srv" runs Supabase MCP server, which has a read-only mode that is not enabled: use "--read-only"$/ }],
    },
    {
      name: 'supabase with --read-only=false',
      files: { '.mcp.json': claude(['-y', '@supabase/mcp-server-supabase', '--read-only=false']) },
      errors: [{ line: 7, column: 10 }],
    },
    {
      name: 'angular on @latest',
      files: { '.mcp.json': claude(['-y', '@angular/cli@latest', 'mcp']) },
      errors: [{ line: 7, column: 10, endColumn: 29, message: /Angular CLI MCP server/ }],
    },
    {
      name: 'github image without the switch',
      files: { '.mcp.json': claude(['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server'], undefined, 'docker') },
      errors: [{ line: 11, column: 10, message: /use "--read-only" or GITHUB_READ_ONLY=1/ }],
    },
    {
      name: 'an empty GITHUB_READ_ONLY is not read-only',
      files: { '.mcp.json': claude(['run', '-i', '-e', 'GITHUB_READ_ONLY=', 'ghcr.io/github/github-mcp-server'], undefined, 'docker') },
      errors: [{ line: 10, column: 10 }],
    },
    {
      name: 'github binary without flags',
      files: { '.mcp.json': claude(['stdio'], undefined, 'github-mcp-server') },
      errors: [{ line: 4, column: 19, endColumn: 36 }],
    },
    {
      name: 'GitHub remote (VS Code)',
      files: { '.vscode/mcp.json': vscodeRemote('https://api.githubcopilot.com/mcp/') },
      errors: [{ line: 6, column: 15, endColumn: 49, message: /use a URL ending in "\/readonly" or the header "X-MCP-Readonly: true"/ }],
    },
    {
      name: 'Supabase remote without read_only',
      files: { '.vscode/mcp.json': vscodeRemote('https://mcp.supabase.com/mcp?project_ref=abc') },
      errors: [{ line: 6, column: 15 }],
    },
    {
      name: 'Supabase reached through mcp-remote',
      files: { '.mcp.json': claude(['-y', 'mcp-remote@0.1.18', 'https://mcp.supabase.com/mcp?project_ref=abc']) },
      errors: [{ line: 8, column: 10, endColumn: 54 }],
    },
    {
      name: 'mongodb without --readOnly (Codex, multi-line args)',
      files: { '.codex/config.toml': '[mcp_servers.mongo]\ncommand = "npx"\nargs = [\n  "-y",\n  "mongodb-mcp-server@1.2.0", # pinned\n]\n' },
      errors: [{ line: 5, column: 4, endColumn: 28, message: /use "--readOnly" or MDB_MCP_READ_ONLY=true/ }],
    },
    {
      name: 'eks given --allow-write',
      files: { '.mcp.json': claude(['awslabs.eks-mcp-server@0.1.0', '--allow-write'], undefined, 'uvx') },
      errors: [{ line: 7, column: 10, endColumn: 23, message: /is read-only unless told otherwise, and is given write access with "--allow-write"/ }],
    },
    {
      name: 'clickhouse with writes on',
      files: { '.mcp.json': claude(['mcp-clickhouse==0.1.5'], { CLICKHOUSE_ALLOW_WRITE_ACCESS: 'true' }, 'uvx') },
      errors: [{ line: 8, column: 48, endColumn: 52 }],
    },
    {
      name: 'postgres-mcp unrestricted',
      files: { '.mcp.json': claude(['postgres-mcp==0.3.0', '--access-mode=unrestricted'], undefined, 'uvx') },
      errors: [{ line: 6, column: 10, message: /use "--access-mode=restricted"/ }],
    },
    {
      name: 'BOM and CRLF do not shift the position',
      files: { '.mcp.json': '\ufeff' + claude(['-y', '@supabase/mcp-server-supabase@0.5.9']).replace(/\n/g, '\r\n') },
      errors: [{ line: 7, column: 10, endColumn: 45 }],
    },
  ],
});

function applyEdits(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

function fixed(name: string, text: string): string {
  const result = scanTree({ [name]: text }, [missingReadOnly]);
  expect(result.findings).toHaveLength(1);
  const fix = result.findings[0]!.fix!;
  expect(fix.safe).toBe(false);
  const out = applyEdits(text, fix.edits);
  expect(scanTree({ [name]: out }, [missingReadOnly]).findings).toEqual([]);
  return out;
}

describe('missing-read-only fixes (unsafe: they change which tools exist)', () => {
  it('appends the flag to an npx launch', () => {
    const out = fixed('.mcp.json', '{ "mcpServers": { "s": { "command": "npx", "args": ["-y", "@supabase/mcp-server-supabase@0.5.9"] } } }');
    expect(out).toBe('{ "mcpServers": { "s": { "command": "npx", "args": ["-y", "@supabase/mcp-server-supabase@0.5.9", "--read-only"] } } }');
  });

  it('adds --env=GITHUB_READ_ONLY=1 right after docker run', () => {
    const out = fixed('.mcp.json', '{ "mcpServers": { "gh": { "command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"] } } }');
    expect(out).toBe('{ "mcpServers": { "gh": { "command": "docker", "args": ["run", "--env=GITHUB_READ_ONLY=1", "-i", "--rm", "ghcr.io/github/github-mcp-server"] } } }');
  });

  it('rewrites the GitHub remote URL and the Supabase query, keeping comments', () => {
    expect(fixed('.vscode/mcp.json', vscodeRemote('https://api.githubcopilot.com/mcp/'))).toBe(vscodeRemote('https://api.githubcopilot.com/mcp/readonly'));
    expect(fixed('.vscode/mcp.json', vscodeRemote('https://mcp.supabase.com/mcp?project_ref=abc'))).toBe(vscodeRemote('https://mcp.supabase.com/mcp?project_ref=abc&read_only=true'));
    // only the parameter is added: the rest of the URL stays as written (no re-encoding of "," or the host's case)
    expect(fixed('.vscode/mcp.json', vscodeRemote('https://MCP.supabase.com/mcp?project_ref=abc&features=database,docs#x'))).toBe(vscodeRemote('https://MCP.supabase.com/mcp?project_ref=abc&features=database,docs&read_only=true#x'));
    expect(fixed('.vscode/mcp.json', vscodeRemote('https://mcp.supabase.com/mcp?read_only=false&features=docs'))).toBe(vscodeRemote('https://mcp.supabase.com/mcp?read_only=true&features=docs'));
  });

  it('appends to a multi-line TOML array and sets env where the catalog says so', () => {
    const toml = '[mcp_servers.mongo]\ncommand = "npx"\nargs = [\n  "-y",\n  "mongodb-mcp-server@1.2.0", # pinned\n]\n';
    expect(fixed('.codex/config.toml', toml)).toBe('[mcp_servers.mongo]\ncommand = "npx"\nargs = [\n  "-y",\n  "mongodb-mcp-server@1.2.0", # pinned\n  "--readOnly",\n]\n');
    const k8s = '{\n  "mcpServers": {\n    "k8s": {\n      "command": "npx",\n      "args": ["mcp-server-kubernetes@2.4.0"]\n    }\n  }\n}\n';
    expect(fixed('.mcp.json', k8s)).toBe('{\n  "mcpServers": {\n    "k8s": {\n      "command": "npx",\n      "args": ["mcp-server-kubernetes@2.4.0"],\n      "env": { "ALLOW_ONLY_READONLY_TOOLS": "true" }\n    }\n  }\n}\n');
  });

  it('offers only a suggestion when the launch sits inside a shell string', () => {
    const result = scanTree({ '.mcp.json': '{ "mcpServers": { "s": { "command": "bash", "args": ["-lc", "exec npx -y @supabase/mcp-server-supabase@0.5.9"] } } }' }, [missingReadOnly]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]!.fix).toBeUndefined();
    expect(result.findings[0]!.suggestions?.[0]?.description).toBe('enable read-only mode: "--read-only"');
  });
});

describe('the read-only catalog', () => {
  it('validates against its schema, and every checked entry has a source', () => {
    const schema = JSON.parse(readFileSync(new URL('../schema/read-only-catalog.schema.json', import.meta.url), 'utf8'));
    const data = JSON.parse(readFileSync(new URL('../rules/read-only-servers.json', import.meta.url), 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(new Set(catalog.map((e) => e.id)).size).toBe(catalog.length);
    for (const entry of catalog) expect(entry.source.length).toBeGreaterThan(10);
  });

  it('keeps every server of the research snapshot', () => {
    const shared = JSON.parse(readFileSync(new URL('../rules/read-only-servers.json', import.meta.url), 'utf8')).servers as { name: string; match: Record<string, string[]> }[];
    const known = shared.flatMap((e) => [e.name, ...Object.values(e.match).flat()]);
    for (const name of ['@angular/cli', 'ghcr.io/github/github-mcp-server', '@supabase/mcp-server-supabase', 'mongodb-mcp-server', 'awslabs.eks-mcp-server', '@bytebase/dbhub']) {
      expect(known).toContain(name);
    }
  });
});
