/**
 * Cursor: `.cursor/mcp.json` (project) and `~/.cursor/mcp.json` (user), Claude-like entries under `mcpServers`,
 * `type` `stdio` | `sse` | `streamable-http` (formats.md §5.1). Whether Cursor accepts comments is unconfirmed:
 * they are accepted and not reported.
 */
import type { Host } from './host.js';
import { inferredTransport, mcpServersFile, pathMatcher } from './entry.js';

export const cursorTransport = inferredTransport({ stdio: 'stdio', sse: 'sse', 'streamable-http': 'http', http: 'http' });

export const cursor: Host = {
  id: 'cursor',
  name: 'Cursor',
  matches: pathMatcher('\\.cursor/mcp\\.json'),
  parse: (source) => mcpServersFile(source, { id: 'cursor', what: 'Cursor', strict: false, noServers: 'Cursor' }, { transport: cursorTransport }),
};
