/**
 * @file auto-approve: a config that lets the model call a server's tools without asking — for every tool of a
 * server, or for tools that write, delete, send or run. The approval prompt is the one point where a person sees
 * what a prompt-injected model is about to do; these keys remove it.
 *
 * Host keys (formats.md): Codex `default_tools_approval_mode = "approve"` and `tools.<t>.approval_mode`
 * (§3.2), Gemini CLI `trust: true` (§4), Cline and Kiro/Amazon Q `autoApprove`, Roo Code `alwaysAllow` (§5.5, §5.7),
 * and Claude Code's settings: `enableAllProjectMcpServers`, `enabledMcpjsonServers` (§1.1) and `permissions.allow`
 * rules naming a whole server (`mcp__github`, `mcp__github__*`). Settings that weaken approval for the whole agent
 * (permission modes, wide shell rules, Codex's approval policy and sandbox, Gemini's approval mode): auto-approve/agent.ts.
 */
import { isUserFile } from '../src/analysis/commands.js';
import { valueAt } from '../src/analysis/config-values.js';
import { dataAt } from '../src/model/paths.js';
import { claudeAgent, codexAgent, cursorCliAgent, geminiAgent } from './auto-approve/agent.js';
import { nameWords } from '../src/analysis/secret-names.js';
import type { HostId, Level, Path, Report, Rule, Server } from '../src/model/types.js';

const WRITE_VERBS = new Set([
  'write', 'create', 'update', 'upsert', 'delete', 'remove', 'push', 'merge', 'exec', 'execute', 'run', 'deploy', 'drop',
  'insert', 'send', 'post', 'put', 'patch', 'edit', 'modify', 'set', 'move', 'rename', 'upload', 'publish', 'commit',
  'apply', 'install', 'uninstall', 'kill', 'terminate', 'destroy', 'truncate', 'shell', 'command', 'eval', 'evaluate',
  'invoke', 'transfer', 'close', 'add', 'click', 'fill', 'submit', 'fork', 'comment', 'approve', 'revoke', 'grant',
  // state changes of issue trackers and workflow tools: `change_status`, `assign_issue`, `transition_issue`
  'change', 'assign', 'unassign', 'transition', 'archive', 'unarchive', 'reopen', 'toggle', 'enable', 'disable',
  'reset', 'lock', 'unlock', 'reject',
]);
/** A name that starts with one of these reads: `get_run_status`, `list_deployments`. */
const READ_VERBS = new Set(['get', 'list', 'read', 'search', 'find', 'fetch', 'describe', 'show', 'view', 'lookup', 'count', 'check']);

/**
 * Servers of databases that take writes (by the package or image a server launches, its command line or URL):
 * a query tool of these runs whatever statement it is given. SPARQL endpoints and search indexes are not here.
 */
const WRITABLE_DATABASE = /(?:postgres|\bpg\b|mysql|mariadb|sqlite|mssql|sql-?server|mongo|supabase|\bneon\b|clickhouse|duckdb|motherduck|redis|cockroach|snowflake|bigquery|oracle|dbhub|prisma|\bsql\b)/i;

/**
 * Does a tool name (`create_issue`, `pushFiles`, `browser_click`) say that the tool changes something? `launch` is
 * the server's command line or URL, where known: a query tool (`query_*`, `execute_sparql`) only reads, unless the
 * server is a database that takes writes, where a query may be an UPDATE.
 */
export function isWriteTool(name: string, launch = ''): boolean {
  const words = nameWords(name);
  if (!words.length || READ_VERBS.has(words[0]!)) return false;
  if (words[0] === 'query' || words.includes('sparql')) return WRITABLE_DATABASE.test(launch);
  return words.some((w) => [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/e?d$/, ''), w.replace(/ing$/, '')].some((v) => WRITE_VERBS.has(v)));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Which list each host honours (a list a host does not read approves nothing). */
const LIST_KEY: Partial<Record<HostId, string>> = { cline: 'autoApprove', kiro: 'autoApprove', 'amazon-q': 'autoApprove', roo: 'alwaysAllow' };

function quoteList(names: string[]): string {
  const shown = names.slice(0, 5).map((n) => `"${n}"`).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

export const autoApprove: Rule = {
  meta: {
    id: 'auto-approve',
    level: 'warning',
    description: 'Tool calls approved in advance: a whole server (Codex "approve", Gemini trust, "*", Claude Code enableAllProjectMcpServers) or tools that write, delete or run.',
    precision: 'high',
    securitySeverity: '7.1',
    tags: ['security', 'human-in-the-loop', 'prompt-injection'],
    fixable: 'none',
    owasp: ['MCP02:2025', 'MCP06:2025'],
  },
  checkConfig(file) {
    const data = file.data;
    if (!isObject(data)) return [];
    const out: Report[] = [];
    const serverAt = serverLookup(file.servers);
    const add = (path: Path, level: Level, message: string, advice: string) => {
      const at = valueAt(file, path);
      const server = serverAt(path);
      const span = at?.span ?? server?.nameSpan ?? { start: 0, end: 0 };
      out.push({ message, span, path, level, suggestions: [{ description: advice, safe: false, edits: [] }] });
    };
    const user = isUserFile(file);
    // The whole-agent settings at full level in a committed file only: in a person's own file they are a choice made
    // for one machine, one level lower (and worded so).
    const agentAdd: Add = user ? (path, level, message, advice) => add(path, level === 'error' ? 'warning' : 'note', message, advice) : add;
    if (file.host === 'codex') {
      codex(file.servers, data, add);
      // approval_policy and sandbox_mode are config.toml's; a plugin's JSON server file has servers only
      if (file.syntax === 'toml') codexAgent(data, agentAdd, user);
    }
    else if (file.host === 'gemini') (gemini(data, add), geminiAgent(data, agentAdd, user));
    else if (file.host === 'claude-settings') (claudeSettings(data, add), claudeAgent(data, agentAdd, user));
    else if (file.host === 'cursor-cli') cursorCliAgent(data, agentAdd, user);
    else if (LIST_KEY[file.host]) lists(data, LIST_KEY[file.host]!, add);
    return out;
  },
};

type Add = (path: Path, level: Level, message: string, advice: string) => void;

/**
 * The first server (in the file's order) whose path starts `path`, looked up by the path's prefixes instead of
 * comparing with every server: each of ten thousand servers may be approved in advance.
 */
function serverLookup(servers: Server[]): (path: Path) => Server | undefined {
  let byPath: Map<string, number> | undefined;
  return (path) => {
    if (!byPath) {
      byPath = new Map();
      for (const [i, s] of servers.entries()) if (!byPath.has(JSON.stringify(s.path))) byPath.set(JSON.stringify(s.path), i);
    }
    let first: number | undefined;
    for (let k = 0; k <= path.length; k++) {
      const i = byPath.get(JSON.stringify(path.slice(0, k)));
      if (i !== undefined && (first === undefined || i < first)) first = i;
    }
    return first === undefined ? undefined : servers[first];
  };
}

/** Each server's approval settings: `[mcp_servers.<name>]` in config.toml, the same keys in a Codex plugin's JSON. */
function codex(servers: Server[], data: Record<string, unknown>, add: Add) {
  for (const server of servers) {
    const entry = dataAt(data, server.path);
    const { name } = server;
    if (!isObject(entry)) continue;
    if (entry.default_tools_approval_mode === 'approve') {
      add([...server.path, 'default_tools_approval_mode'], 'warning',
        `server "${name}": default_tools_approval_mode = "approve" lets the model call every tool of this server without asking, writes and deletions included.`,
        `use "prompt", or approve single read-only tools with [mcp_servers.${name}.tools.<tool>] approval_mode = "approve"`);
    }
    if (entry.approval_mode === 'approve') {
      // Codex ignores unknown keys: what was meant (approve every call) is worth a word, and so is that it does nothing.
      add([...server.path, 'approval_mode'], 'warning',
        `server "${name}": approval_mode = "approve" is meant to let the model call this server's tools without asking, but Codex does not read approval_mode on a server, so as written it has no effect.`,
        `delete it; if approving every call is really wanted, that is default_tools_approval_mode (better: approve single read-only tools with [mcp_servers.${name}.tools.<tool>] approval_mode = "approve")`);
    }
    if (!isObject(entry.tools)) continue;
    for (const [tool, settings] of Object.entries(entry.tools)) {
      if (!isObject(settings) || settings.approval_mode !== 'approve' || !isWriteTool(tool, launchText(entry))) continue;
      add([...server.path, 'tools', tool, 'approval_mode'], 'warning',
        `server "${name}": tool "${tool}" is approved in advance (approval_mode = "approve"), and its name says it changes something: the model can call it without asking.`,
        'remove approval_mode here (or set "prompt") so that each call is shown before it runs');
    }
  }
}

/** What a server entry runs or connects to, as one line: enough to tell a database server by its package. */
function launchText(entry: Record<string, unknown>): string {
  const parts = [entry.command, ...(Array.isArray(entry.args) ? entry.args : []), entry.url, entry.httpUrl, entry.serverUrl];
  return parts.filter((p): p is string => typeof p === 'string').join(' ');
}

/**
 * Gemini CLI's settings-wide tool lists: `tools.exclude` / `tools.allowed` / `tools.core`, and the older top-level
 * `excludeTools` / `allowedTools` / `coreTools`. Their entries name MCP tools as `mcp_<alias>_<tool>`.
 */
const GEMINI_TOOL_LISTS: Path[] = [['tools', 'exclude'], ['tools', 'allowed'], ['tools', 'core'], ['excludeTools'], ['allowedTools'], ['coreTools']];

/**
 * An alias with "_" loads fine, but Gemini CLI splits a qualified tool name `mcp_<alias>_<tool>` at the first
 * underscore after `mcp_` (formats.md §4), so a list entry that names this server's tools matches nothing: an
 * exclusion does not exclude, an allowance does not allow. Only an entry that names such a server is reported.
 */
function geminiAliasEntries(data: Record<string, unknown>, aliases: string[], add: Add) {
  for (const at of GEMINI_TOOL_LISTS) {
    let list: unknown = data;
    for (const key of at) list = isObject(list) ? list[key as string] : undefined;
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      if (typeof item !== 'string') return;
      const alias = aliases.find((a) => item.startsWith(`mcp_${a}_`) || item === `mcp_${a}` || item.startsWith(`${a}__`));
      if (!alias) return;
      const excluding = at[at.length - 1] === 'exclude' || at[0] === 'excludeTools';
      add([...at, i], 'note',
        `"${item}" names a tool of server "${alias}", whose alias contains "_": Gemini CLI splits a tool name at the first underscore after "mcp_", so this entry matches no tool of that server${excluding ? ' and the tool it means to exclude stays available' : ''}.`,
        `rename the server to "${alias.replace(/_/g, '-')}" (in "mcpServers" and in this entry)`);
    });
  }
}

function gemini(data: Record<string, unknown>, add: Add) {
  if (!isObject(data.mcpServers)) return;
  geminiAliasEntries(data, Object.keys(data.mcpServers).filter((a) => a.includes('_')), add);
  for (const [name, entry] of Object.entries(data.mcpServers)) {
    if (!isObject(entry) || entry.trust !== true) continue;
    add(['mcpServers', name, 'trust'], 'warning',
      `server "${name}": "trust": true makes Gemini CLI skip the confirmation for every tool call to this server, writes and deletions included.`,
      'remove "trust" (or set it to false); to hide tools the model should not use, list them in "excludeTools"');
  }
}

function lists(data: Record<string, unknown>, key: string, add: Add) {
  if (!isObject(data.mcpServers)) return;
  for (const [name, entry] of Object.entries(data.mcpServers)) {
    if (!isObject(entry) || !Array.isArray(entry[key])) continue;
    const names = entry[key] as unknown[];
    const launch = launchText(entry);
    const risky = names.map((n, i) => ({ n, i })).filter((x): x is { n: string; i: number } => typeof x.n === 'string' && (x.n.includes('*') || isWriteTool(x.n, launch)));
    if (!risky.length) continue;
    const all = risky.some((r) => r.n.includes('*'));
    const what = all ? 'every tool of this server (a wildcard)' : `tools that change things: ${quoteList(risky.map((r) => r.n))}`;
    add(['mcpServers', name, key, risky[0]!.i], 'warning',
      `server "${name}": "${key}" approves ${what}; the model can call ${all ? 'them' : 'these'} without asking.`,
      `keep only read-only tools in "${key}"`);
  }
}

/**
 * `mcp__server__tool` or `mcp__server`, read as `/^mcp__(.+?)(?:__(.*))?$/` reads it: the server runs to the first
 * `__` after its first character, and no part holds a line break. A scan: that regex reads the rest of a long entry
 * again at each `__` of it.
 */
function mcpPermission(entry: string): { server: string; tool: string | undefined } | undefined {
  if (!entry.startsWith('mcp__') || /[\n\r\u2028\u2029]/.test(entry)) return undefined;
  const rest = entry.slice('mcp__'.length);
  const split = rest.indexOf('__', 1);
  if (split < 0) return rest ? { server: rest, tool: undefined } : undefined;
  return { server: rest.slice(0, split), tool: rest.slice(split + 2) };
}

function claudeSettings(data: Record<string, unknown>, add: Add) {
  if (data.enableAllProjectMcpServers === true) {
    add(['enableAllProjectMcpServers'], 'warning',
      '"enableAllProjectMcpServers": true starts every server in the project\'s .mcp.json without asking, including servers a later commit adds or changes.',
      'remove it and approve project servers one by one when Claude Code asks (or list them in "enabledMcpjsonServers")');
  }
  const enabled = data.enabledMcpjsonServers;
  if (Array.isArray(enabled) && enabled.some((n) => typeof n === 'string')) {
    add(['enabledMcpjsonServers'], 'note',
      `"enabledMcpjsonServers" approves ${quoteList(enabled.filter((n): n is string => typeof n === 'string'))} from .mcp.json by name: a later change to such a server's command or URL starts without asking.`,
      'review changes to these servers in .mcp.json as carefully as code');
  }
  const allow = isObject(data.permissions) ? data.permissions.allow : undefined;
  if (!Array.isArray(allow)) return;
  allow.forEach((entry, i) => {
    const m = typeof entry === 'string' ? mcpPermission(entry) : undefined;
    if (!m) return;
    const { server, tool } = m;
    if (tool === undefined || tool.includes('*') || server.includes('*')) {
      add(['permissions', 'allow', i], 'warning',
        `permission rule "${entry}" lets the model call every tool of ${server.includes('*') ? 'every MCP server' : `the MCP server "${server}"`} without asking, writes and deletions included.`,
        'allow single read-only tools instead (mcp__<server>__<tool>)');
    } else if (isWriteTool(tool)) {
      add(['permissions', 'allow', i], 'warning',
        `permission rule "${entry}" lets the model call "${tool}" of the MCP server "${server}" without asking, and its name says it changes something.`,
        'remove the rule so that each call is shown before it runs');
    }
  });
}
