/**
 * Cline (`cline_mcp_settings.json`, in the extension's storage or `~/.cline/data/settings/`) and Roo Code
 * (`.roo/mcp.json` in a project, `mcp_settings.json` in the extension's storage): Claude-like entries under
 * `mcpServers` with `disabled`, `timeout` and an auto-approval list, `autoApprove` (Cline) or `alwaysAllow` (Roo)
 * (formats.md §5.5; docs.roocode.com). A `url` without `type` is SSE in both. Cline's file is strict JSON (formats.md §0
 * gives its grammar as JSON, not JSONC): a comment or a trailing comma is an error. Roo Code is not in formats.md, so
 * whether it rejects comments is unconfirmed: they are accepted and not reported.
 */
import type { Host } from './host.js';
import { type Entry, inferredTransport, mcpServersFile, pathMatcher } from './entry.js';
import { strictJson } from './json.js';
import type { ConfigFile } from '../model/types.js';

// Cline spells Streamable HTTP `streamableHttp`, Roo `streamable-http` [3p]; each is accepted in both files.
const transport = inferredTransport({ stdio: 'stdio', sse: 'sse', streamableHttp: 'http', 'streamable-http': 'http', http: 'http' }, 'sse');

function check(mixed: string, cline: boolean) {
  return (entry: Entry) => {
    entry.bool('disabled');
    entry.toolList('autoApprove');
    entry.toolList('alwaysAllow');
    // Roo Code's key in Cline's file: Cline reads only `autoApprove` (formats.md §5.5), so these tools still ask.
    if (cline && entry.has('alwaysAllow')) {
      entry.warn(`"alwaysAllow" of server "${entry.name}" approves nothing: Cline reads "autoApprove" ("alwaysAllow" is Roo Code's key), so these tools still ask before they run`, 'note', entry.get('alwaysAllow'));
    }
    entry.toolList('disabledTools');
    if (entry.has('command') && entry.has('url')) {
      entry.warn(`server "${entry.name}" has both "command" and "url": ${mixed}`);
    }
  };
}

export const cline: Host = {
  id: 'cline',
  name: 'Cline',
  matches: pathMatcher('cline_mcp_settings\\.json'),
  parse: (source) => withServersObject(mcpServersFile(source, { id: 'cline', what: strictJson('Cline', source), strict: true }, { transport }, check('an entry is either a local or a remote server, so Cline uses only one of them', true))),
};

/**
 * Cline validates the whole file against a schema whose `mcpServers` is a required object, and refuses a file
 * without one ("Invalid MCP settings schema"): it then starts none of its servers. A wrong type is already reported.
 */
function withServersObject(file: ConfigFile): ConfigFile {
  const root = file.data as Record<string, unknown> | undefined;
  if (root && typeof root === 'object' && !Array.isArray(root) && !('mcpServers' in root)) {
    file.problems.push({ message: 'no "mcpServers" object: Cline rejects the file ("Invalid MCP settings schema") and starts none of its servers; write { "mcpServers": {} } at least', span: { start: 0, end: Math.min(1, file.source.text.length) }, path: [] });
  }
  return file;
}

export const roo: Host = {
  id: 'roo',
  name: 'Roo Code',
  // `mcp_settings.json` (global) lives in VS Code's extension storage and is read with `--user` only.
  matches: pathMatcher('\\.roo/mcp\\.json'),
  parse: (source) => mcpServersFile(source, { id: 'roo', what: 'Roo Code', strict: false, noServers: 'Roo Code' }, { transport }, check('Roo Code rejects an entry that mixes local and remote fields', false)),
};
