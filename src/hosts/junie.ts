/**
 * JetBrains Junie: `.junie/mcp/mcp.json` (project) and `~/.junie/mcp/mcp.json` (user), Claude-like entries under
 * `mcpServers`. Junie "supports only MCP servers that use the Standard Input/Output (stdio) transport" (formats.md §5,
 * jetbrains.com/help/junie/model-context-protocol-mcp.html): an entry with a `url` is never connected. Comments and
 * variable syntax are undocumented: comments are accepted and not reported, `${…}` is treated as literal text.
 */
import type { Host } from './host.js';
import { type Entry, inferredTransport, mcpServersFile, pathMatcher } from './entry.js';

const transport = inferredTransport({ stdio: 'stdio', http: 'http', 'streamable-http': 'http', sse: 'sse' });

const check = (entry: Entry) => {
  if (!entry.has('command') && entry.has('url')) {
    entry.warn(`server "${entry.name}" is a remote server: Junie supports only stdio servers (a "command"), so it never connects to this one`);
  }
};

export const junie: Host = {
  id: 'junie',
  name: 'Junie',
  matches: pathMatcher('\\.junie/mcp/mcp\\.json'),
  parse: (source) => mcpServersFile(source, { id: 'junie', what: 'Junie', strict: false, noServers: 'Junie' }, { transport }, check),
};
