/**
 * Claude Code plugin manifest: `.claude-plugin/plugin.json`. Its `mcpServers` may define the plugin's servers inline,
 * entries shaped like `.mcp.json`'s, with `${CLAUDE_PLUGIN_ROOT}` set to the plugin's folder (formats.md §1.1). It may
 * instead name other files (a path, or a list of paths): those are not servers, and the plugin's root `.mcp.json` is
 * read as Claude Code's anyway. A manifest without inline servers yields nothing, not even its syntax errors (they are
 * the plugin loader's business). How Claude Code parses the manifest is not in formats.md: comments are accepted and
 * not reported.
 */
import type { Host } from './host.js';
import { claudeTransport, URL_WITHOUT_TYPE } from './claude-code.js';
import { pathMatcher, readServers } from './entry.js';
import { nestedServersFile } from './nested.js';

export const claudePlugin: Host = {
  id: 'claude-code',
  name: 'Claude Code plugin',
  // Only the manifest's own folder: a plugin.json anywhere else belongs to some other program.
  matches: pathMatcher('\\.claude-plugin/plugin\\.json'),
  parse: (source) => nestedServersFile(source, { id: 'claude-code', what: 'Claude Code', strict: false }, ['mcpServers'], (container, problems, text) =>
    (container.type === 'string' || container.type === 'array'
      ? undefined
      : readServers(container, ['mcpServers'], text, { transport: claudeTransport, urlWithoutType: URL_WITHOUT_TYPE }, problems))),
};
