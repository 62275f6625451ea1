/**
 * Zed: `context_servers` in its settings (`~/.config/zed/settings.json`, or a project's `.zed/settings.json`), a
 * JSON file with comments (formats.md §5.4). Local servers: `command`, `args`, `env` — or the older
 * `command: { path, args, env }`; remote servers: `url`, `headers`. An entry with neither (`source: "extension"`
 * with `settings`) configures a server an extension provides: nothing to model. No variable expansion.
 */
import type { Host } from './host.js';
import { type Entry, jsonHostFile, pathMatcher, readEntries } from './entry.js';
import { jsonEditor } from './json-editor.js';
import type { Node } from 'jsonc-parser';
import { nodeAtPath, property } from './json.js';
import type { Path, Server } from '../model/types.js';

function readServer(entry: Entry): Server | undefined {
  const commandNode = entry.get('command');
  entry.bool('enabled');
  const headers = entry.map('headers');
  const url = entry.str('url');
  if (commandNode?.type === 'object') {
    const command = entry.str('path', ['command', 'path'], commandNode);
    if (!property(commandNode, 'path')) entry.warn(`server "${entry.name}" has a "command" object without "path"`, 'error', commandNode);
    const { items: args, node: argsNode } = entry.strings('args', ['command', 'args'], commandNode);
    const env = entry.map('env', ['command', 'env'], commandNode);
    return entry.server('stdio', { command, args, argsNode, env, url, headers });
  }
  if (commandNode) {
    const command = entry.str('command');
    const { items: args, node: argsNode } = entry.strings('args');
    const env = entry.map('env');
    return entry.server('stdio', { command, args, argsNode, env, url, headers });
  }
  if (entry.has('url')) return entry.server('http', { url, headers });
  return undefined;
}

/** Where an entry's args and env live: under `command` in the older object form. */
function base(server: Server, root: Node | undefined): Path {
  const command = root && nodeAtPath(root, [...server.path, 'command']);
  return command?.type === 'object' ? [...server.path, 'command'] : server.path;
}

export const zed: Host = {
  id: 'zed',
  name: 'Zed',
  // Zed's user settings are named by `--user`; in a repository only a project's `.zed/settings.json`.
  matches: pathMatcher('\\.zed/settings\\.json'),
  parse: (source) => jsonHostFile(
    source,
    { id: 'zed', what: 'Zed', strict: false },
    (root, problems, text) => {
      const container = property(root, 'context_servers');
      return container ? readEntries(container, ['context_servers'], text, problems, readServer) : [];
    },
    (validate) => jsonEditor(source, validate, {
      args: (server, root) => (server.transport === 'stdio' ? { path: [...base(server, root), 'args'], first: 0 } : undefined),
      env: (server, root) => [...base(server, root), 'env'],
    }),
  ),
};
