/**
 * hardcoded-secret: a token used as a key (issue 15 §2) — a server's name (`"ghp_…": { … }` under mcpServers, the
 * table name in Codex, a Continue entry's `name`), an env variable's or a header's name. The finding points at the
 * token inside the key, and nothing hardcoded-secret prints (messages, locations, suggestions, frames) shows it.
 */
import { describe, expect, it } from 'vitest';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import type { Finding } from '../src/model/types.js';
import { runCli } from './helpers/cli.js';
import { scanTree, tempTrees } from './rule-tester.js';
import { picker, seededRandom } from './helpers/random.js';

const pick = picker(seededRandom(2715));
const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Synthetic tokens, built at run time.
const GHP = `ghp_${pick(AN, 36)}`;
const GLPAT = `glpat-${pick(AN, 20)}`;
const KEY = pick(AN, 32);

function scanFiles(files: Record<string, string>): Finding[] {
  const result = scanTree(files, [hardcodedSecret]);
  expect(result.internalErrors).toEqual([]);
  return result.findings;
}

/** What a finding shows a reader, in every field but the fix's edits. */
function shown(f: Finding): string {
  return JSON.stringify({ message: f.message, location: f.location, snippet: f.snippet, suggestions: f.suggestions?.map((s) => s.description) });
}

const server = { command: 'npx', args: ['-y', 'some-mcp@1.0.0'] };

describe('hardcoded-secret: a token used as a name', () => {
  const cases: [string, string, string, string][] = [
    ['a server name in .mcp.json', '.mcp.json', JSON.stringify({ mcpServers: { [GHP]: server } }, null, 2), GHP],
    ['a server name in .vscode/mcp.json', '.vscode/mcp.json', `{\n  // team servers\n  "servers": { "${GLPAT}": { "command": "npx", "args": ["some-mcp@1.0.0"] } }\n}\n`, GLPAT],
    ['a Codex table name', '.codex/config.toml', `[mcp_servers.${GHP}]\ncommand = "npx"\nargs = ["some-mcp@1.0.0"]\n`, GHP],
    ['a quoted Codex table name', '.codex/config.toml', `[mcp_servers."${GHP}"]\ncommand = "npx"\nargs = ["some-mcp@1.0.0"]\n`, GHP],
    ['a Continue entry\'s name', '.continue/mcpServers/team.yaml', `name: team\nversion: 0.0.1\nschema: v1\nmcpServers:\n  - name: ${GHP}\n    command: npx\n    args: ["some-mcp@1.0.0"]\n`, GHP],
    ['an env variable\'s name', '.mcp.json', JSON.stringify({ mcpServers: { svc: { ...server, env: { [GHP]: '1' } } } }), GHP],
    ['a header\'s name', '.mcp.json', JSON.stringify({ mcpServers: { svc: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { [GLPAT]: 'yes' } } } }), GLPAT],
  ];
  for (const [name, file, text, token] of cases) {
    it(`fires on ${name}, with the span on the token`, () => {
      const findings = scanFiles({ [file]: text });
      expect(findings.map((f) => text.slice(f.span.start, f.span.end))).toEqual([token]);
      const [finding] = findings;
      expect(finding!.message).toMatch(/used as the name of (?:a server|an env variable of server "svc"|a header of server "svc")$/);
      expect(shown(finding!)).not.toContain(token.slice(6, 14));
    });
  }

  it('masks the name in the reports about the server\'s other secrets, and in what they suggest', () => {
    const text = JSON.stringify({ mcpServers: { [GHP]: { command: 'npx', args: ['some-mcp@1.0.0', '--api-key', KEY] } } });
    const findings = scanFiles({ '.mcp.json': text });
    expect(findings.map((f) => text.slice(f.span.start, f.span.end))).toEqual([GHP, KEY]);
    const flag = findings[1]!;
    expect(flag.message).toBe(`Secret passed to --api-key … (32 chars) in args[2] of server "ghp_… (40 chars)"`);
    expect(flag.location).toBe('mcpServers["ghp_… (40 chars)"].args[2]');
    // the variable it suggests is not named after the server, which would copy the token into it
    expect(flag.suggestions![0]!.edits[0]!.text).toBe('${MCP_API_KEY}');
    for (const f of findings) expect(shown(f)).not.toContain(GHP.slice(6, 14));
  });

  it('does not fire on ordinary names', () => {
    const names = ['github', 'my-server-2', 'postgres-production-readonly', 'a'.repeat(40), 'Atlassian_Confluence_Cloud', '550e8400-e29b-41d4-a716-446655440000'];
    const text = JSON.stringify({ mcpServers: Object.fromEntries(names.map((n) => [n, { ...server, env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GITHUB_TOKEN}' } }])) });
    expect(scanFiles({ '.mcp.json': text })).toEqual([]);
    expect(scanFiles({ '.codex/config.toml': names.map((n) => `[mcp_servers.${JSON.stringify(n)}]\ncommand = "npx"\n`).join('') })).toEqual([]);
  });
});

describe('hardcoded-secret: a token used as a name, through the CLI', () => {
  const tree = tempTrees();

  it('the issue\'s repro fails the scan with the finding on the name, in every format', () => {
    const dir = tree({ '.mcp.json': JSON.stringify({ mcpServers: { [GHP]: { type: 'http', url: 'https://mcp.example.com/mcp' } } }, null, 2) });
    const json = runCli(['-f', 'json', '.'], dir);
    expect(json.code).toBe(1);
    const findings = JSON.parse(json.stdout).findings as Finding[];
    expect(findings.map((f) => [f.ruleId, f.line, f.column, f.endColumn])).toEqual([['hardcoded-secret', 3, 6, 46]]);
    const text = runCli(['.'], dir);
    expect(text.stdout).toContain('used as the name of a server');
    expect(text.stdout).not.toContain(GHP.slice(6, 14));
  });
});
