/**
 * opencode: `opencode.json` / `opencode.jsonc` (project root or `.opencode/`), `~/.config/opencode/opencode.json`;
 * JSONC (formats.md §5.8). Servers under `mcp.<name>` (V1) or `mcp.servers.<name>` (V2):
 * `type: "local"` with `command` an ARRAY (executable first, then the arguments) and `environment`;
 * `type: "remote"` with `url` and `headers`. `type` is required (a discriminated union).
 * The model's command is element 0 of the array and its args the rest, each with its own span; the editor inserts
 * arguments into the same array.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { Entry, jsonHostFile, readEntries } from './entry.js';
import { jsonEditor } from './json-editor.js';
import { properties, property, spanOf } from './json.js';
import type { Path, Problem, Server } from '../model/types.js';

function readServer(entry: Entry): Server | undefined {
  const { name } = entry;
  const type = entry.str('type');
  const commandNode = entry.get('command');
  entry.bool('enabled');
  entry.bool('disabled');
  const env = entry.map('environment');
  const headers = entry.map('headers');
  const url = entry.str('url');
  if (entry.has('env') && !entry.has('environment')) {
    entry.warn(`server "${name}" has "env": opencode passes variables from "environment", so these are not set`, 'warning', entry.get('env'));
  }
  let command;
  let args;
  if (commandNode?.type === 'string') {
    // A Claude-style entry copied over: opencode rejects it, but rules still see what it would run.
    entry.warn(`"command" of server "${name}" must be an array: opencode takes the executable and its arguments in one list, e.g. ["npx", "-y", "pkg"]`, 'error', commandNode);
    command = entry.str('command');
    args = entry.strings('args').items;
  } else if (commandNode) {
    const { items } = entry.strings('command');
    [command, ...args] = items;
    if (commandNode.type === 'array' && !commandNode.children?.length) entry.warn(`"command" of server "${name}" is empty`, 'error', commandNode);
  }
  const local = type?.value === 'local' || (!type && !!commandNode);
  if (!type && !entry.has('type')) {
    entry.warn(`server "${name}" has no "type": opencode needs "type": "local" (with "command") or "remote" (with "url")`, 'error');
  } else if (type && type.value !== 'local' && type.value !== 'remote') {
    entry.warn(`server "${name}" has an unknown type "${type.value}": opencode knows "local" and "remote"`, 'error', entry.get('type'));
  } else if (type?.value === 'local' && !commandNode) {
    entry.warn(`server "${name}" is a local server without a "command"`, 'error');
  } else if (type?.value === 'remote' && !entry.has('url')) {
    entry.warn(`server "${name}" is a remote server without a "url"`, 'error');
  }
  const server = entry.server(local ? 'stdio' : url || type?.value === 'remote' ? 'http' : 'unknown', { command, args, env, url, headers });
  if (commandNode?.type === 'array') server.argsSpan = spanOf(commandNode);
  return server;
}

/** A V1 entry is an object with a `type`; a V2 file keeps its servers in `mcp.servers`. */
function readMcp(mcp: Node, text: string, problems: Problem[]): Server[] {
  if (mcp.type !== 'object') {
    problems.push({ message: '"mcp" must be an object mapping server names to entries', span: spanOf(mcp), path: ['mcp'] });
    return [];
  }
  const v2 = property(mcp, 'servers');
  const isV2 = v2?.type === 'object' && !property(v2, 'type') && !property(v2, 'command') && !property(v2, 'url');
  if (!isV2) return readEntries(mcp, ['mcp'], text, problems, readServer);
  const servers = readEntries(v2!, ['mcp', 'servers'], text, problems, readServer);
  // V1 entries next to `servers` are still read, so that a half-migrated file hides nothing.
  for (const [name, keyNode, node] of properties(mcp)) {
    if (name === 'servers' || node.type !== 'object' || !property(node, 'type')) continue;
    const server = readServer(new Entry(node, keyNode, name, ['mcp', name], text, problems));
    if (server) servers.push(server);
  }
  return servers;
}

const commandPath = (server: Server): Path => [...server.path, 'command'];

export const opencode: Host = {
  id: 'opencode',
  name: 'opencode',
  matches: (relPath) => /(^|\/)opencode\.jsonc?$/.test(relPath),
  parse: (source) => jsonHostFile(
    source,
    { id: 'opencode', what: 'opencode', strict: false },
    (root, problems, text) => {
      const mcp = property(root, 'mcp');
      return mcp ? readMcp(mcp, text, problems) : [];
    },
    (validate) => jsonEditor(source, validate, {
      args: (server) => (server.argsSpan ? { path: commandPath(server), first: 1 } : undefined),
      env: (server) => [...server.path, 'environment'],
    }),
  ),
};
