/**
 * VS Code settings: a workspace's `.vscode/settings.json` with `"mcp": { "servers": …, "inputs": … }`, the older home
 * of VS Code's MCP servers, since moved to `mcp.json` (formats.md §2.1). JSONC, entries as in `.vscode/mcp.json`.
 * Settings without `mcp.servers` (nearly all of them) yield nothing, not even their syntax errors.
 */
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { nestedVscodeFile } from './vscode.js';

export const vscodeSettings: Host = {
  id: 'vscode',
  name: 'VS Code settings',
  matches: pathMatcher('\\.vscode/settings\\.json'),
  parse: (source) => nestedVscodeFile(source, ['mcp']),
};
