/**
 * Windsurf (Cascade): `~/.codeium/windsurf/mcp_config.json`, `mcpServers` with `command`/`args`/`env`/`disabled`
 * for local servers and **`serverUrl`** + `headers` for remote ones; a Cursor-style `url` does not connect
 * (formats.md §5.3, §9.3). Comments: unconfirmed, accepted and not reported.
 */
import type { Host } from './host.js';
import { type Entry, jsonHostFile, pathMatcher, readEntries } from './entry.js';
import { property } from './json.js';
import type { Server } from '../model/types.js';

function readServer(entry: Entry): Server {
  const command = entry.str('command');
  const { items: args, node: argsNode } = entry.strings('args');
  const env = entry.map('env');
  const headers = entry.map('headers');
  const serverUrl = entry.str('serverUrl');
  const url = entry.str('url');
  entry.bool('disabled');
  const { name } = entry;
  if (entry.has('url') && !entry.has('serverUrl') && !entry.has('command')) {
    entry.warn(`server "${name}" has "url" but no "serverUrl": Windsurf reads a remote server's address from "serverUrl", so it does not connect to this one`);
  } else if (!entry.has('command') && !entry.has('serverUrl')) {
    entry.warn(`server "${name}" has neither "command" nor "serverUrl"`, 'error');
  }
  // Rules still see a url under the wrong key: a token in it is committed all the same.
  return entry.server(entry.has('command') ? 'stdio' : 'http', { command, args, argsNode, env, url: serverUrl ?? url, headers });
}

export const windsurf: Host = {
  id: 'windsurf',
  name: 'Windsurf',
  matches: pathMatcher('\\.codeium/windsurf/mcp_config\\.json'),
  parse: (source) => jsonHostFile(source, { id: 'windsurf', what: 'Windsurf', strict: false }, (root, problems, text) => {
    const container = property(root, 'mcpServers');
    return container ? readEntries(container, ['mcpServers'], text, problems, readServer) : [];
  }),
};
