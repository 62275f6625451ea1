/**
 * GitHub Copilot's portable format: `.github/mcp.json` (project) and `~/.copilot/mcp-config.json`
 * (`$COPILOT_HOME/mcp-config.json`), `mcpServers`, `type` `local` | `stdio` | `http` | `sse` (formats.md §0, §5.9).
 * The root `.mcp.json` is read as Claude Code's (same grammar). Comments: unconfirmed, accepted and not reported.
 */
import type { Host } from './host.js';
import { inferredTransport, mcpServersFile, pathMatcher } from './entry.js';

export const copilotTransport = inferredTransport({ local: 'stdio', stdio: 'stdio', http: 'http', sse: 'sse' });

export const copilot: Host = {
  id: 'copilot',
  name: 'GitHub Copilot',
  matches: pathMatcher('(\\.github/mcp\\.json|\\.copilot/mcp-config\\.json)'),
  parse: (source) => mcpServersFile(source, { id: 'copilot', what: 'GitHub Copilot', strict: false, noServers: 'GitHub Copilot' }, { transport: copilotTransport }),
};
