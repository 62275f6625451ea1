/**
 * Claude Code plugin manifest: `.claude-plugin/plugin.json`. Its `mcpServers` may define the plugin's servers inline,
 * entries shaped like `.mcp.json`'s, with `${CLAUDE_PLUGIN_ROOT}` set to the plugin's folder (formats.md §1.1). It may
 * instead name other files (a path, or a list of paths, relative to the plugin's root): those are listed as the
 * file's `references`, which the scan reads as plugin server files (`claudePluginServers`); the plugin's root
 * `.mcp.json` is read that way too. A manifest without inline servers yields no server and no problem, not even its
 * syntax errors (they are the plugin loader's business). How Claude Code parses the manifest is not in formats.md:
 * comments are accepted and not reported.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { claudeTransport, URL_WITHOUT_TYPE } from './claude-code.js';
import { pathMatcher, readServers } from './entry.js';
import { spanOf } from './json.js';
import { nestedServersFile } from './nested.js';
import type { ConfigFile } from '../model/types.js';

export const claudePlugin: Host = {
  id: 'claude-code',
  name: 'Claude Code plugin',
  // Only the manifest's own folder: a plugin.json anywhere else belongs to some other program.
  matches: pathMatcher('\\.claude-plugin/plugin\\.json'),
  parse(source): ConfigFile {
    let named: Node | undefined;
    const file = nestedServersFile(source, { id: 'claude-code', what: 'Claude Code', strict: false }, ['mcpServers'], (container, problems, text) => {
      if (container.type === 'string' || container.type === 'array') {
        named = container;
        return undefined;
      }
      return readServers(container, ['mcpServers'], text, { transport: claudeTransport, urlWithoutType: URL_WITHOUT_TYPE }, problems);
    });
    const references = serverFiles(named);
    return references.length ? { ...file, references } : file;
  },
};

/** The paths `"mcpServers": "./a.json"` or `["./a.json", "./b.json"]` name; the manifest sits in the plugin's
 * `.claude-plugin/` folder, the paths are relative to the plugin's root above it. */
function serverFiles(node: Node | undefined): NonNullable<ConfigFile['references']> {
  if (!node) return [];
  const items = node.type === 'string' ? [{ item: node, at: ['mcpServers'] }] : (node.children ?? []).map((item, i) => ({ item, at: ['mcpServers', i] }));
  return items
    .filter(({ item }) => item.type === 'string' && String(item.value).trim() !== '')
    .map(({ item, at }) => {
      const value = String(item.value);
      return { path: /^(?:[\\/]|[A-Za-z]:)/.test(value) ? value : `../${value}`, span: spanOf(item), at };
    });
}
