/**
 * Codex plugin manifest: `.codex-plugin/plugin.json` (openai/codex `core-plugins/src/manifest.rs`, read with
 * serde_json). Its `mcpServers` is a path to the plugin's server file or, in newer Codex, the servers themselves (a map
 * of names to entries shaped like `[mcp_servers.<name>]`); without it Codex reads the `.mcp.json` at the plugin's
 * root. Its `hooks` is a path, a list of paths, one hooks file inline (`{ "hooks": { "<Event>": [...] } }`) or a list
 * of them (hooks-and-instructions.md §4.1). Paths must start with `./` and stay inside the plugin (no `..`); Codex
 * ignores any other path with a warning in its log. Named files are the file's `references`, read as a Codex plugin's
 * server file (`codexPluginServers`) or as a plugin's `hooks/hooks.json` (`pluginHooks`). A manifest with neither key
 * is none of our business, syntax errors included, as for Claude Code's manifest.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { readCodexServers } from './codex-plugin-servers.js';
import { pathMatcher } from './entry.js';
import { readNestedHooks } from './hook-commands.js';
import { property, spanOf, treeOf } from './json.js';
import { pluginManifestFile } from './plugin-manifest.js';
import type { Holds, ManifestOut, References } from './plugin-manifest.js';
import { formatPath } from '../model/paths.js';
import type { Command, Path, Problem, SourceText } from '../model/types.js';

const CODEX_HANDLER = { shell: ['command', 'commandWindows'] };
const SPEC = { id: 'codex', what: 'Codex reads plugin.json with serde_json, which rejects this: the plugin does not load', strict: true } as const;

export const codexPlugin: Host = {
  id: 'codex',
  name: 'Codex plugin',
  matches: pathMatcher('\\.codex-plugin/plugin\\.json'),
  parse: (source) => pluginManifestFile(source, SPEC, (servers, { problems, references }, found, text) => {
    if (servers.type === 'object') return readCodexServers(servers, ['mcpServers'], text, found);
    if (servers.type === 'string') references.push(...namedFile(servers, ['mcpServers'], 'codex-servers', problems));
    else problems.push(ignored(servers, ['mcpServers'], 'must be a path ("./.mcp.json") or an object of servers'));
    return [];
  }, readHooks),
};

/**
 * `"hooks"`: a path, a list of paths, one inline hooks file, or a list of inline hooks files. The commands written
 * inline; undefined when the manifest has no `hooks`.
 */
function readHooks(source: SourceText, { references, problems }: ManifestOut): Command[] | undefined {
  const hooks = property(treeOf(source), 'hooks');
  if (!hooks) return undefined;
  const commands: Command[] = [];
  const items = hooks.type === 'array' ? (hooks.children ?? []).map((node, i) => ({ node, at: ['hooks', i] })) : [{ node: hooks, at: ['hooks'] }];
  for (const { node, at } of items) {
    if (node.type === 'string') references.push(...namedFile(node, at, 'hooks', problems));
    else if (node.type === 'object') commands.push(...inlineHooksFile(node, at, source.text, problems));
    else problems.push(ignored(node, at, 'must be a path ("./hooks/hooks.json"), an inline hooks file or a list of either'));
  }
  return commands;
}

/** One inline hooks file, `{ "description"?, "hooks": { "<Event>": [ { "matcher", "hooks": [handler] } ] } }`. */
function inlineHooksFile(node: Node, at: Path, text: string, problems: Problem[]): Command[] {
  const events = property(node, 'hooks');
  if (!events) {
    // Claude Code's inline form (events directly under "hooks") parses as a hooks file without hooks
    const event = (node.children ?? []).find((p) => /^[A-Z][A-Za-z]+$/.test(String(p.children?.[0]?.value)));
    if (event?.children?.[0]) {
      problems.push({
        message: `"${String(event.children[0].value)}" sits directly under "hooks", Claude Code's inline form: Codex reads an inline hooks object as a hooks file, { "hooks": { "${String(event.children[0].value)}": [...] } }, so it loads none of these hooks`,
        span: spanOf(event.children[0]), path: at, level: 'warning',
      });
    }
    return [];
  }
  return readNestedHooks(events, [...at, 'hooks'], text, problems, CODEX_HANDLER);
}

/**
 * The file a manifest path names, as Codex resolves it: `./` then a path inside the plugin's root, which is the
 * folder above `.codex-plugin/` (manifest.rs `resolve_manifest_path`); anything else is ignored, and said so.
 */
function namedFile(node: Node, at: Path, holds: Holds, problems: Problem[]): References {
  const value = String(node.value);
  if (value === '') return [];
  const rest = value.startsWith('./') ? value.slice(2) : undefined;
  const why = rest === undefined ? 'a path must start with "./" (relative to the plugin\'s root)'
    : rest === '' ? 'a path must name a file below the plugin\'s root, not "./" itself'
      : rest.split(/[\\/]/).includes('..') ? 'a path must not contain ".." (it must stay inside the plugin)' : undefined;
  if (why) {
    problems.push(ignored(node, at, why));
    return [];
  }
  return [{ path: `../${value}`, span: spanOf(node), at, holds }];
}

function ignored(node: Node, at: Path, why: string): Problem {
  return { message: `Codex ignores "${formatPath(at)}": ${why}`, span: spanOf(node), path: at, level: 'warning' };
}
