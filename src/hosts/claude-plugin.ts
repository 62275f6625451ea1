/**
 * Claude Code plugin manifest: `.claude-plugin/plugin.json`. Its `mcpServers` may define the plugin's servers inline,
 * entries shaped like `.mcp.json`'s, with `${CLAUDE_PLUGIN_ROOT}` set to the plugin's folder (formats.md §1.1). It may
 * instead name other files (a path, or a list of paths, relative to the plugin's root): those are listed as the
 * file's `references`, which the scan reads as plugin server files (`claudePluginServers`); the plugin's root
 * `.mcp.json` is read that way too. Its `hooks`, an inline object, are read as a plugin's `hooks/hooks.json` is; a
 * path or a list of paths instead names hooks files of that shape (hooks-and-instructions.md §1.1), references too.
 * Its `lspServers`, likewise: an inline object of language servers (`.lsp.json`'s shape, read with `readLspServers`)
 * or the paths of such files.
 * A manifest without inline servers yields no server and no problem, not even its
 * syntax errors (they are the plugin loader's business). How Claude Code parses the manifest is not in formats.md:
 * comments are accepted and not reported.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { CLAUDE_SERVER_SHAPE } from './claude-code.js';
import { pathMatcher, readServers } from './entry.js';
import { readLspServers } from './claude-lsp.js';
import { deadMatcherProblems, readNestedHooks } from './hook-commands.js';
import { property, spanOf, treeOf } from './json.js';
import { nestedServersFile } from './nested.js';
import type { ConfigFile, Problem, SourceText } from '../model/types.js';

const BUNDLE = /\.(?:mcpb|dxt)$/i;

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
      return readServers(container, ['mcpServers'], text, CLAUDE_SERVER_SHAPE, problems);
    });
    const listed = namedFiles(named, 'mcpServers', 'servers');
    // An MCP bundle (`.mcpb`, formerly `.dxt`) is a zip archive with its own manifest: not a server file to parse.
    const bundles = listed.filter((ref) => BUNDLE.test(ref.path));
    const references = [...listed.filter((ref) => !BUNDLE.test(ref.path)), ...namedBy(source, 'hooks'), ...namedBy(source, 'lspServers')];
    const withCommands = inlineLspServers(source, inlineHooks(source, file));
    const problems = [...withCommands.problems, ...bundles.map((ref) => ({
      message: `"${ref.path.replace(/^\.\.\//, '')}" is an MCP bundle (a zip archive): mcp-audit does not read inside bundles, so its servers are not checked`,
      span: ref.span, path: ref.at, level: 'note' as const,
    }))];
    return references.length ? { ...withCommands, problems, references } : { ...withCommands, problems };
  },
};

/**
 * `"hooks": { "<Event>": [ { "matcher", "hooks": [handler] } ] }` in the manifest itself, the shape of a plugin's
 * `hooks/hooks.json` (hooks-and-instructions.md §1.1: a path, a list of paths, or an inline object). The inline object
 * is read here; the paths are followed by the scan (hookFiles).
 */
function inlineHooks(source: SourceText, file: ConfigFile): ConfigFile {
  // the tree the manifest's parse built (depth-guarded, offsets into the text as it is)
  const hooks = property(treeOf(source), 'hooks');
  if (hooks?.type !== 'object') return file;
  const problems: Problem[] = [];
  const commands = readNestedHooks(hooks, ['hooks'], source.text, problems);
  if (!commands.length) return file;
  return { ...file, commands, problems: [...file.problems, ...problems, ...deadMatcherProblems(commands)] };
}

/** `"lspServers": { "<name>": { "command", … } }` in the manifest itself; they start in the plugin's folder. */
function inlineLspServers(source: SourceText, file: ConfigFile): ConfigFile {
  const servers = property(treeOf(source), 'lspServers');
  if (servers?.type !== 'object') return file;
  const problems: Problem[] = [];
  const commands = readLspServers(servers, ['lspServers'], source.text, problems);
  if (!commands.length && !problems.length) return file;
  return { ...file, commands: [...(file.commands ?? []), ...commands], problems: [...file.problems, ...problems] };
}

/** The files `"hooks": "./config/hooks.json"` or `"lspServers": "./.lsp.json"` (or a list of such paths) name; an
 * inline object is read above. */
function namedBy(source: SourceText, key: 'hooks' | 'lspServers'): NonNullable<ConfigFile['references']> {
  const node = property(treeOf(source), key);
  return node?.type === 'string' || node?.type === 'array' ? namedFiles(node, key, key === 'hooks' ? 'hooks' : 'lsp') : [];
}

/** The paths `"<key>": "./a.json"` or `["./a.json", "./b.json"]` name; the manifest sits in the plugin's
 * `.claude-plugin/` folder, the paths are relative to the plugin's root above it. */
function namedFiles(node: Node | undefined, key: string, holds: 'servers' | 'hooks' | 'lsp'): NonNullable<ConfigFile['references']> {
  if (!node) return [];
  const items = node.type === 'string' ? [{ item: node, at: [key] }] : (node.children ?? []).map((item, i) => ({ item, at: [key, i] }));
  return items
    .filter(({ item }) => item.type === 'string' && String(item.value).trim() !== '')
    .map(({ item, at }) => {
      const value = String(item.value);
      return { path: /^(?:[\\/]|[A-Za-z]:)/.test(value) ? value : `../${value}`, span: spanOf(item), at, holds };
    });
}
