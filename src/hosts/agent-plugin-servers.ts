/**
 * An Agent Plugins server file: `mcp.json` at the root of a plugin whose manifest is the root `plugin.json` (the
 * vendor-neutral format that VS Code, Cursor, Copilot, Codex and Kiro load; agentplugins/agent-plugins-spec,
 * spec/1.1.0.md §7.2). JSON, `{ "$schema": "https://agent-plugins.org/schemas/<version>/mcp.schema.json",
 * "mcpServers": { … } }` and nothing else at the top level; each server a closed variant chosen by its required `type`:
 * `stdio` (`command`, `args`, `env`, `cwd`), `streamable-http` or `sse` (`url`, `headers`). A conformant client
 * disables MCP for the whole plugin when the file breaks a top-level rule, and skips one server when the server breaks
 * one (§7.2.2): the first is an error at the top level, the second an error at the server. Only `${PLUGIN_ROOT}` and
 * `${PLUGIN_DATA}` are expanded, only in `args`, `env` and `cwd` (§9.2): env-var-without-default reads that. A file
 * without any `$schema` may be some other program's, beside some other `plugin.json`: its servers are read all the
 * same, with one warning, and not held to the variants. Never matched by name: discovery gives it the `mcp.json`
 * beside a root `plugin.json`.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { checkEntries, jsonHostFile, readServers, type Entry } from './entry.js';
import { keyNode, properties, property, spanOf } from './json.js';
import type { Problem, Transport } from '../model/types.js';

const SCHEMA = /^https:\/\/agent-plugins\.org\/schemas\/\d+\.\d+\.\d+\/mcp\.schema\.json$/;
const EXAMPLE_SCHEMA = 'https://agent-plugins.org/schemas/1.1.0/mcp.schema.json';
const VARIANTS: Record<string, { transport: Transport; fields: string[] }> = {
  stdio: { transport: 'stdio', fields: ['type', 'command', 'args', 'env', 'cwd'] },
  'streamable-http': { transport: 'http', fields: ['type', 'url', 'headers'] },
  sse: { transport: 'sse', fields: ['type', 'url', 'headers'] },
};
const DISABLED = 'a conformant client disables MCP for the whole plugin (Agent Plugins §7.2.2)';
const CWD = /^(?:\.\/|\$\{PLUGIN_(?:ROOT|DATA)\}(?:\/|$))/;

/** The variant's transport; without a valid `type` (a server the client skips), what its fields suggest, so that the
 * other rules still read it. */
const transportOf = (type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport =>
  variantOf(type)?.transport ?? (hasCommand ? 'stdio' : hasUrl ? 'http' : 'unknown');

/** The variant a `type` names; own keys only (the file's text must not find `constructor`). */
function variantOf(type: string | undefined): (typeof VARIANTS)[string] | undefined {
  return type !== undefined && Object.hasOwn(VARIANTS, type) ? VARIANTS[type] : undefined;
}

export const agentPluginServers: Host = {
  id: 'agent-plugins',
  name: 'Agent Plugins server file',
  matches: () => false,
  parse: (source) => jsonHostFile(source, { id: 'agent-plugins', what: `${DISABLED}: the file must be JSON`, strict: true }, (root, problems, text) => {
    const conforms = topLevel(root, problems);
    const container = property(root, 'mcpServers');
    if (container?.type !== 'object') return [];
    const servers = readServers(container, ['mcpServers'], text, { transport: transportOf }, problems);
    // without the spec's $schema the file may be another program's beside some other plugin.json: its servers are
    // read, but not held to the spec's variants
    if (conforms) checkEntries(container, ['mcpServers'], text, problems, checkServer);
    return servers;
  }),
};

/**
 * `$schema` and `mcpServers`, both required, and no other key. Whether the file says it is an Agent Plugins file:
 * without `$schema` it is one word, a warning (a client of the spec would disable MCP; another program may not care).
 */
function topLevel(root: Node, problems: Problem[]): boolean {
  const schema = property(root, '$schema');
  const first = root.children?.[0]?.children?.[0] ?? root;
  if (!schema) {
    problems.push({ message: `no "$schema": an Agent Plugins client (this is the mcp.json beside a plugin's root plugin.json) reads only a file that names its MCP schema, e.g. "${EXAMPLE_SCHEMA}", and otherwise disables MCP for the whole plugin`, span: spanOf(first), path: [], level: 'warning' });
    return false;
  }
  if (schema.type !== 'string' || !SCHEMA.test(String(schema.value))) {
    problems.push({ message: `"$schema" is not an Agent Plugins MCP schema ("${EXAMPLE_SCHEMA}"): ${DISABLED}`, span: spanOf(schema), path: ['$schema'], level: 'error' });
    return false;
  }
  const servers = property(root, 'mcpServers');
  if (servers && servers.type !== 'object') problems.push({ message: `"mcpServers" must be an object: ${DISABLED}`, span: spanOf(servers), path: ['mcpServers'], level: 'error' });
  if (!servers) problems.push({ message: `no "mcpServers" object: ${DISABLED}`, span: spanOf(first), path: [], level: 'error' });
  for (const [key, keyAt] of properties(root)) {
    if (key !== '$schema' && key !== 'mcpServers') problems.push({ message: `"${key}" is not allowed beside "$schema" and "mcpServers": ${DISABLED}`, span: spanOf(keyAt), path: [key], level: 'error' });
  }
  return true;
}

/** The rules of one server's variant (§7.2.1); each break makes a conformant client skip the server. */
function checkServer(entry: Entry): void {
  const skips = (why: string, node?: Node) => entry.error(`a conformant client skips server "${entry.name}": ${why}`, node);
  const type = property(entry.node, 'type');
  const variant = type?.type === 'string' ? variantOf(String(type.value)) : undefined;
  if (!type) return skips('it has no "type" (stdio, streamable-http or sse), which Agent Plugins requires');
  if (!variant) return skips(`"type" must be "stdio", "streamable-http" or "sse"`, type);
  for (const [key] of properties(entry.node)) {
    if (!variant.fields.includes(key)) skips(`"${key}" is not a field of a ${String(type.value)} server`, keyNode(entry.node, key));
  }
  // a server without its "command" or "url" is reported by readServers
  if (variant.transport !== 'stdio') return;
  const command = property(entry.node, 'command');
  if (command?.type === 'string') {
    const value = String(command.value);
    if (/\s/.test(value.trim())) skips('"command" must be one executable, not a command line (put the rest in "args")', command);
    else if (/[\\/]/.test(value) && !value.startsWith('./')) skips('"command" must be a bare name found on PATH or a path inside the plugin that starts with "./"', command);
  }
  const cwd = property(entry.node, 'cwd');
  if (cwd?.type === 'string' && !CWD.test(String(cwd.value))) skips('"cwd" must start with "./", "${PLUGIN_ROOT}" or "${PLUGIN_DATA}"', cwd);
  const env = property(entry.node, 'env');
  for (const reserved of ['PLUGIN_ROOT', 'PLUGIN_DATA']) {
    if (env && property(env, reserved)) skips(`"env" must not set ${reserved}: the client sets it`, keyNode(env, reserved));
  }
}
