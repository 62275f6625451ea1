/**
 * Dev containers: `.devcontainer/devcontainer.json`, `.devcontainer/<name>/devcontainer.json` or `.devcontainer.json`,
 * whose `customizations.vscode.mcp.servers` VS Code loads in the container (formats.md §2.1 [3p]). JSONC, entries as in
 * `.vscode/mcp.json`. A dev container without MCP servers yields nothing, not even its syntax errors.
 */
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { nestedVscodeFile } from './vscode.js';

export const devcontainer: Host = {
  id: 'vscode',
  name: 'VS Code (dev container)',
  matches: pathMatcher('(\\.devcontainer/([^/]+/)?devcontainer|\\.devcontainer)\\.json'),
  parse: (source) => nestedVscodeFile(source, ['customizations', 'vscode', 'mcp']),
};
