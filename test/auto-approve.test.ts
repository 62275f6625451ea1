import { describe, expect, it } from 'vitest';
import { autoApprove, isWriteTool } from '../rules/auto-approve.js';
import { gemini as geminiHost } from '../src/hosts/gemini.js';
import { makeSource } from '../src/model/source.js';
import { testRule } from './rule-tester.js';

/** A Claude-like file with one server "gh" whose `key` holds `tools`, on line 6. */
const listFile = (key: string, tools: string[]) => `{
  "mcpServers": {
    "gh": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github@1.0.0"],
      "${key}": ${JSON.stringify(tools)}
    }
  }
}
`;

const gemini = (trust: unknown) => `{
  // project settings
  "mcpServers": {
    "db": { "command": "db-mcp", "trust": ${JSON.stringify(trust)} }
  }
}
`;

testRule(autoApprove, {
  valid: [
    { name: 'Cline: read-only tools', files: { 'cline_mcp_settings.json': listFile('autoApprove', ['get_issue', 'list_pull_requests', 'search_code', 'get_run_status']) } },
    { name: 'Roo: read-only tools', files: { '.roo/mcp.json': listFile('alwaysAllow', ['read_file', 'fetch']) } },
    { name: 'Roo ignores autoApprove', files: { '.roo/mcp.json': listFile('autoApprove', ['*']) } },
    { name: 'Claude Code ignores autoApprove', files: { '.mcp.json': listFile('autoApprove', ['*']) } },
    { name: 'Gemini trust false', files: { '.gemini/settings.json': gemini(false) } },
    { name: 'Gemini trust as a string is not trust', files: { '.gemini/settings.json': gemini('true') } },
    { name: 'Codex approval_mode = "prompt" on a server (no effect, and no harm meant)', files: { '.codex/config.toml': '[mcp_servers.a]\ncommand = "a-mcp"\napproval_mode = "prompt"\n' } },
    { name: 'Codex prompt mode, a read-only tool approved', files: { '.codex/config.toml': '[mcp_servers.gh]\ncommand = "gh-mcp"\ndefault_tools_approval_mode = "prompt"\n\n[mcp_servers.gh.tools.get_issue]\napproval_mode = "approve"\n' } },
    { name: 'Claude settings without approvals', files: { '.claude/settings.json': '{ "enableAllProjectMcpServers": false, "permissions": { "allow": ["Bash(npm test)", "mcp__gh__get_issue"] } }' } },
  ],
  invalid: [
    {
      name: 'Codex default_tools_approval_mode = "approve"',
      files: { '.codex/config.toml': '[mcp_servers.gh]\ncommand = "gh-mcp"\ndefault_tools_approval_mode = "approve"\n' },
      errors: [{
        line: 3, column: 31, endColumn: 40, level: 'warning',
        message: 'server "gh": default_tools_approval_mode = "approve" lets the model call every tool of this server without asking, writes and deletions included.',
      }],
    },
    {
      name: 'Codex per-tool approval of a write tool (table and inline table)',
      files: { '.codex/config.toml': '[mcp_servers.gh]\ncommand = "gh-mcp"\ntools = { get_me = { approval_mode = "approve" }, create_issue = { approval_mode = "approve" } }\n\n[mcp_servers.gl.tools.push_files]\napproval_mode = "approve"\n' },
      errors: [
        { line: 3, column: 84, endColumn: 93, message: /^server "gh": tool "create_issue" is approved in advance/ },
        { line: 6, column: 17, endColumn: 26, message: /^server "gl": tool "push_files"/ },
      ],
    },
    {
      name: 'Codex approval_mode directly on a server: meant to approve everything, and ignored by Codex',
      files: { '.codex/config.toml': '[mcp_servers.a]\ncommand = "npx"\nargs = ["-y", "a-mcp@1.0.0"]\napproval_mode = "approve"\n' },
      errors: [{
        line: 4, column: 17, endColumn: 26, level: 'warning',
        message: 'server "a": approval_mode = "approve" is meant to let the model call this server\'s tools without asking, but Codex does not read approval_mode on a server, so as written it has no effect.',
      }],
    },
    {
      name: 'Codex dotted keys at the top level',
      files: { '.codex/config.toml': '# servers\nmcp_servers.gh.command = "gh-mcp"\nmcp_servers.gh.default_tools_approval_mode = \'approve\'\n' },
      errors: [{ line: 3, column: 46, endColumn: 55 }],
    },
    {
      name: 'Gemini trust: true',
      files: { '.gemini/settings.json': gemini(true) },
      errors: [{ line: 4, column: 43, endColumn: 47, message: /^server "db": "trust": true makes Gemini CLI skip the confirmation for every tool call/ }],
    },
    {
      name: 'Cline autoApprove with write tools: one finding at the first',
      files: { 'cline_mcp_settings.json': listFile('autoApprove', ['get_issue', 'create_issue', 'merge_pull_request']) },
      errors: [{ line: 6, column: 35, endColumn: 49, message: 'server "gh": "autoApprove" approves tools that change things: "create_issue", "merge_pull_request"; the model can call these without asking.' }],
    },
    {
      name: 'Kiro autoApprove ["*"]',
      files: { '.kiro/settings/mcp.json': listFile('autoApprove', ['*']) },
      errors: [{ line: 6, column: 23, endColumn: 26, message: /approves every tool of this server \(a wildcard\); the model can call them without asking/ }],
    },
    {
      name: 'Roo alwaysAllow with camelCase write tools',
      files: { '.roo/mcp.json': listFile('alwaysAllow', ['readFile', 'writeFile']) },
      errors: [{ line: 6, column: 34 }],
    },
    {
      name: 'Claude settings: enableAllProjectMcpServers, enabledMcpjsonServers, whole-server permissions',
      files: {
        '.claude/settings.json': `{
  "enableAllProjectMcpServers": true,
  "enabledMcpjsonServers": ["github", "db"],
  "permissions": {
    "allow": ["mcp__github", "mcp__db__*", "mcp__db__query_read", "mcp__db__execute_sql"]
  }
}
`,
      },
      errors: [
        { line: 2, column: 33, endColumn: 37, level: 'warning', message: /^"enableAllProjectMcpServers": true starts every server in the project's \.mcp\.json without asking/ },
        { line: 3, column: 28, endColumn: 44, level: 'note', message: /approves "github", "db" from \.mcp\.json by name/ },
        { line: 5, column: 15, endColumn: 28, level: 'warning', message: 'permission rule "mcp__github" lets the model call every tool of the MCP server "github" without asking, writes and deletions included.' },
        { line: 5, column: 30, endColumn: 42, level: 'warning' },
        { line: 5, column: 67, endColumn: 89, level: 'warning', message: /"execute_sql" of the MCP server "db"/ },
      ],
    },
  ],
});

describe('isWriteTool', () => {
  it('reads verbs from tool names', () => {
    for (const t of ['create_issue', 'pushFiles', 'browser_click', 'execute_sql', 'delete-branch', 'run_command', 'sendMessage', 'updates_record', 'kubectl_apply']) expect(isWriteTool(t), t).toBe(true);
    for (const t of ['get_issue', 'list_runs', 'search_code', 'read_file', 'get_run_status', 'postgres_query', 'describe_table', 'whoami']) expect(isWriteTool(t), t).toBe(false);
  });
});

describe('auto-approve on twenty thousand servers (issue 15)', () => {
  it('looks each flagged value and server up by path: 20,000 trusted Gemini servers in a few seconds at most', () => {
    const text = `{"mcpServers":{${Array.from({ length: 20_000 }, (_, i) => `"s${i}":{"command":"node","trust":true}`).join(',')}}}`;
    const file = geminiHost.parse(makeSource('/x/.gemini/settings.json', '.gemini/settings.json', text));
    const started = performance.now();
    const reports = autoApprove.checkConfig!(file, { options: {}, reviewLock: undefined });
    // every value looked up by comparing with every server and property: 19 s before
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(reports).toHaveLength(20_000);
    expect(reports.map((r) => text.slice(r.span.start, r.span.end))).toEqual(Array(20_000).fill('true'));
    expect(reports[19_999]!.path).toEqual(['mcpServers', 's19999', 'trust']);
  });
});
