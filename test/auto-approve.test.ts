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
    // from a real dotfiles repository: the module is fixed, and py_compile only compiles
    { name: 'Claude settings: an interpreter with a fixed -m module', files: { '.claude/settings.json': '{ "permissions": { "allow": ["Bash(python3 -m py_compile:*)", "Bash(npm run lint:*)"] } }' } },
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
    {
      name: 'Claude settings: a wildcard on a package runner is npx under another name',
      files: { '.claude/settings.json': '{ "permissions": { "allow": ["Bash(npm:*)", "Bash(uv run *)"] } }' },
      errors: [
        { line: 1, column: 30, endColumn: 43, level: 'error', message: /Bash\(npm:\*\).*any code run through npm/ },
        { line: 1, column: 45, endColumn: 61, level: 'error', message: /any code run through uv/ },
      ],
    },
  ],
});

// Gemini CLI: an alias with "_" is reported only where a tool list names it, under this rule (not invalid-config).
const geminiLists = (alias: string, lists: string) => `{
  "mcpServers": { "${alias}": { "command": "x" } },
  ${lists}
}
`;

testRule(autoApprove, {
  valid: [
    { name: 'Gemini: an alias with "_" that no list names', files: { '.gemini/settings.json': geminiLists('my_server', '"tools": { "exclude": ["run_shell_command"] }') } },
    { name: 'Gemini: a list naming a dashed alias', files: { '.gemini/settings.json': geminiLists('my-server', '"tools": { "exclude": ["mcp_my-server_delete_all"] }') } },
    { name: 'Gemini: mcp.excluded names aliases whole', files: { '.gemini/settings.json': geminiLists('my_server', '"mcp": { "excluded": ["my_server"] }') } },
  ],
  invalid: [
    {
      name: 'Gemini: tools.exclude names a tool of an aliased server with "_"',
      files: { '.gemini/settings.json': geminiLists('my_server', '"tools": { "exclude": ["mcp_my_server_delete_all"] }') },
      errors: [{ line: 3, column: 26, endColumn: 52, level: 'note', message: '"mcp_my_server_delete_all" names a tool of server "my_server", whose alias contains "_": Gemini CLI splits a tool name at the first underscore after "mcp_", so this entry matches no tool of that server and the tool it means to exclude stays available.' }],
    },
    {
      name: 'Gemini: the older top-level allowedTools',
      files: { '.gemini/settings.json': geminiLists('db_main', '"allowedTools": ["mcp_db_main_query"]') },
      errors: [{ line: 3, column: 20, level: 'note', message: /^"mcp_db_main_query" names a tool of server "db_main".* matches no tool of that server\.$/ }],
    },
  ],
});

// Workflow verbs write; a query tool reads unless its server is a database that takes writes.
const codexTool = (command: string, tool: string) => `[mcp_servers.s]\ncommand = "npx"\nargs = ["-y", "${command}"]\n\n[mcp_servers.s.tools.${tool}]\napproval_mode = "approve"\n`;

testRule(autoApprove, {
  valid: [
    { name: 'a SPARQL query on a SPARQL endpoint', files: { 'cline_mcp_settings.json': listFile('autoApprove', ['execute_sparql', 'query_wikidata', 'sparql_query']) } },
    { name: 'Codex: a query tool of a search server', files: { '.codex/config.toml': codexTool('@acme/kb-mcp@1.0.0', 'query_documents') } },
    { name: 'read verbs stay reads', files: { 'cline_mcp_settings.json': listFile('autoApprove', ['get_transitions', 'list_assignees', 'search_archived']) } },
  ],
  invalid: [
    ...['change_status', 'assign_issue', 'transition_issue', 'archive_project', 'reopen_ticket', 'toggle_feature', 'set_priority', 'approve_pull_request'].map((tool) => ({
      name: `a workflow verb writes: ${tool}`,
      files: { 'cline_mcp_settings.json': listFile('autoApprove', ['get_issue', tool]) },
      errors: [{ line: 6, column: 35, message: `server "gh": "autoApprove" approves tools that change things: "${tool}"; the model can call these without asking.` }],
    })),
    {
      name: 'Codex: a query tool of a Postgres server can write',
      files: { '.codex/config.toml': codexTool('@modelcontextprotocol/server-postgres@0.6.2', 'query_sql') },
      errors: [{ line: 6, column: 17, message: /^server "s": tool "query_sql" is approved in advance/ }],
    },
  ],
});

describe('isWriteTool', () => {
  it('reads query tools as reads, except on a database that takes writes', () => {
    expect(['query_wikidata', 'execute_sparql', 'run_sparql_query', 'query_sql'].map((t) => isWriteTool(t))).toEqual([false, false, false, false]);
    expect(['query_sql', 'execute_sparql'].map((t) => isWriteTool(t, 'npx -y @supabase/mcp-server-supabase@0.5.0'))).toEqual([true, true]);
    expect(isWriteTool('query_sql', 'uvx mcp-server-fetch==1.0')).toBe(false);
  });

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
