/**
 * Claude Code plugin marketplace: `.claude-plugin/marketplace.json`. Most entries of its `plugins` only say where a
 * plugin lives (`source`), but an entry may carry the plugin's components itself: any field of a plugin manifest,
 * `mcpServers`, `hooks` and `lspServers` among them, merged with the plugin's own `plugin.json`, or the whole plugin when the entry
 * says `"strict": false` (code.claude.com/docs/en/plugin-marketplaces, "Plugin entries"). In practice inline servers
 * are rare and come from vendors: firebase/firebase-tools' entry launches `npx -y firebase-tools mcp`,
 * exa-labs/exa-mcp-server's connects to a remote server; a survey of 97 marketplace files found inline hooks in none.
 *
 * Inline `mcpServers` are read as in a plugin manifest (`${CLAUDE_PLUGIN_ROOT}` set), inline `hooks` as a plugin's
 * `hooks/hooks.json`, inline `lspServers` as `.lsp.json` (anthropics/claude-plugins-official and
 * Piebald-AI/claude-code-lsps declare their language servers this way), both with `${CLAUDE_PLUGIN_ROOT}` the entry's
 * plugin folder (`Command.pluginRoot`). A path (or list of paths) names files relative to the plugin's root, the entry's `source`
 * below `metadata.pluginRoot`: followed when that source is a folder of this repository. A marketplace whose entries
 * carry neither yields nothing, syntax errors included (the marketplace loader's business), like a plugin manifest.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { CLAUDE_SERVER_SHAPE } from './claude-code.js';
import { jsonHostFile, pathMatcher, readServers } from './entry.js';
import { readLspServers } from './claude-lsp.js';
import { deadMatcherProblems, readNestedHooks } from './hook-commands.js';
import { property, spanOf } from './json.js';
import { eachItem, pathReference } from './plugin-manifest.js';
import { formatPath } from '../model/paths.js';
import type { Command, ConfigFile, Path, Problem } from '../model/types.js';

type References = NonNullable<ConfigFile['references']>;

export const claudeMarketplace: Host = {
  id: 'claude-code',
  name: 'Claude Code plugin marketplace',
  matches: pathMatcher('\\.claude-plugin/marketplace\\.json'),
  // anthropics/claude-plugins-official's lists some 200 plugins in 165 KiB, over a config's 128 KiB
  maxBytes: 1024 * 1024,
  parse(source): ConfigFile {
    const commands: Command[] = [];
    const references: References = [];
    const ownProblems: Problem[] = [];
    let declares = false;
    const wrongType = (node: Node, at: Path, what: string) => {
      declares = true;
      ownProblems.push({ message: `"${formatPath(at)}" must be a path, a list of paths or an inline ${what} object: Claude Code reads nothing from it`, span: spanOf(node), path: at, level: 'warning' });
    };
    const file = jsonHostFile(source, { id: 'claude-code', what: 'Claude Code', strict: false }, (root, problems, text) => {
      const plugins = property(root, 'plugins');
      if (plugins?.type !== 'array') return [];
      const pluginRoot = stringAt(property(property(root, 'metadata'), 'pluginRoot')) ?? stringAt(property(root, 'pluginRoot'));
      const servers = [];
      for (const [i, entry] of (plugins.children ?? []).entries()) {
        if (entry.type !== 'object') continue;
        const at: Path = ['plugins', i];
        const folder = pluginFolder(stringAt(property(entry, 'source')), pluginRoot);
        const declared = property(entry, 'mcpServers');
        if (declared?.type === 'object') {
          declares = true;
          servers.push(...readServers(declared, [...at, 'mcpServers'], text, CLAUDE_SERVER_SHAPE, problems));
        } else if (declared) references.push(...namedFiles(declared, [...at, 'mcpServers'], 'servers', folder, wrongType, ownProblems));
        // hooks and language servers run in the plugin's folder, which is where `${CLAUDE_PLUGIN_ROOT}` points (the
        // marketplace's root is the folder above `.claude-plugin/`, so the entry's folder is one level up from this file's)
        const runIn = { pluginRoot: folder === undefined ? null : folder ? `../${folder}` : '..' };
        const hooks = property(entry, 'hooks');
        if (hooks?.type === 'object') {
          declares = true;
          commands.push(...readNestedHooks(hooks, [...at, 'hooks'], text, problems).map((c) => ({ ...c, ...runIn })));
        } else if (hooks) references.push(...namedFiles(hooks, [...at, 'hooks'], 'hooks', folder, wrongType, ownProblems));
        const lsp = property(entry, 'lspServers');
        if (lsp?.type === 'object') {
          declares = true;
          commands.push(...readLspServers(lsp, [...at, 'lspServers'], text, problems).map((c) => ({ ...c, ...runIn })));
        } else if (lsp) references.push(...namedFiles(lsp, [...at, 'lspServers'], 'lsp', folder, wrongType, ownProblems));
      }
      return servers;
    });
    // the paths it could not follow are said even then; its syntax errors are the loader's
    if (!declares) return { ...file, problems: ownProblems, ...(references.length ? { references } : {}) };
    return {
      ...file,
      problems: [...file.problems, ...ownProblems, ...deadMatcherProblems(commands)],
      ...(commands.length ? { commands } : {}),
      ...(references.length ? { references } : {}),
    };
  },
};

function stringAt(node: Node | undefined): string | undefined {
  return node?.type === 'string' ? String(node.value) : undefined;
}

/**
 * The plugin's folder relative to the marketplace's root (the folder above `.claude-plugin/`), or undefined when the
 * plugin is fetched from elsewhere (a git repository, npm: an object `source`) or its path leaves the repository.
 */
function pluginFolder(source: string | undefined, pluginRoot: string | undefined): string | undefined {
  if (source === undefined || /^[a-z][a-z0-9+.-]*:/i.test(source)) return undefined;
  const parts = [pluginRoot ?? '', source].join('/').split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
  if (parts.includes('..') || /^(?:[\\/]|[A-Za-z]:)/.test(source)) return undefined;
  return parts.join('/');
}

/**
 * The files `"mcpServers": "./servers.json"` (or a list of paths) names, relative to the plugin's folder, as the other
 * plugin manifests' paths are read (`pathReference`: a path leaving the plugin, an absolute one or a glob is a note).
 */
function namedFiles(node: Node, at: Path, holds: 'servers' | 'hooks' | 'lsp', folder: string | undefined, wrongType: (node: Node, at: Path, what: string) => void, problems: Problem[]): References {
  const out: References = [];
  for (const { node: item, at: itemAt } of eachItem(node, at)) {
    if (item.type !== 'string') wrongType(item, itemAt, holds === 'lsp' ? 'language servers' : holds);
    else if (folder !== undefined) out.push(...pathReference(item, itemAt, holds, problems, `../${folder ? `${folder}/` : ''}`));
  }
  return out;
}
