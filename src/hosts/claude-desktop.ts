/**
 * Claude Desktop: `claude_desktop_config.json` in the app's folder (`--user`), or a copy committed anywhere, `mcpServers` with
 * local (stdio) servers: `command`, `args`, `env`; no variable expansion (formats.md §5.2). Strict JSON: formats.md §0
 * gives its grammar as JSON (not JSONC), so a comment or a trailing comma is an error.
 */
import type { Host } from './host.js';
import { mcpServersFile } from './entry.js';
import { strictJson } from './json.js';
import type { Transport } from '../model/types.js';

function transport(type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport {
  if (type === undefined) return !hasCommand && hasUrl ? 'http' : 'stdio';
  return type === 'stdio' || type === 'http' || type === 'sse' ? type : 'unknown';
}

export const claudeDesktop: Host = {
  id: 'claude-desktop',
  name: 'Claude Desktop',
  // Its home is the app's folder (`--user`), but the name is unique and copies committed to a repository often
  // hold real tokens, so a copy found in a scan is read too.
  matches: (path) => /(^|\/)claude_desktop_config\.json$/.test(path),
  parse: (source) => mcpServersFile(source, { id: 'claude-desktop', what: strictJson('Claude Desktop', source), strict: true }, {
    transport,
    urlWithoutType: 'server "{name}" has a "url" but no "command": Claude Desktop starts local servers from this file; a remote server is added as a connector in its settings instead',
  }),
};
