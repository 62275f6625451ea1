/**
 * Kiro (`.kiro/settings/mcp.json`, `~/.kiro/settings/mcp.json`) and the Amazon Q Developer files it replaced
 * (`.amazonq/mcp.json`, `~/.aws/amazonq/mcp.json`): Claude-like entries under `mcpServers` plus `disabled`,
 * `autoApprove` and `disabledTools` (formats.md §5.7). Comments: unconfirmed, accepted and not reported.
 */
import type { Host } from './host.js';
import { type Entry, inferredTransport, mcpServersFile, pathMatcher } from './entry.js';

const transport = inferredTransport({ stdio: 'stdio', http: 'http', 'streamable-http': 'http', sse: 'sse' });

const check = (entry: Entry) => {
  entry.bool('disabled');
  entry.toolList('autoApprove');
  entry.toolList('disabledTools');
};

export const kiro: Host = {
  id: 'kiro',
  name: 'Kiro',
  matches: pathMatcher('\\.kiro/settings/mcp\\.json'),
  parse: (source) => mcpServersFile(source, { id: 'kiro', what: 'Kiro', strict: false, noServers: 'Kiro' }, { transport }, check),
};

export const amazonQ: Host = {
  id: 'amazon-q',
  name: 'Amazon Q Developer',
  // `~/.aws/amazonq/mcp.json` is a user file; in a repository only the workspace file `.amazonq/mcp.json`.
  matches: pathMatcher('(\\.amazonq|\\.aws/amazonq)/mcp\\.json'),
  parse: (source) => mcpServersFile(source, { id: 'amazon-q', what: 'Amazon Q Developer', strict: false, noServers: 'Amazon Q Developer' }, { transport }, check),
};
