/**
 * Cursor plugin manifest: `.cursor-plugin/plugin.json` (cursor.com/docs/reference/plugins; its JSON Schema,
 * cursor/plugins `schemas/plugin.schema.json`). `mcpServers` is "a path, an inline config object, or an array of
 * either"; without it Cursor reads `mcp.json` at the plugin's root, the folder above `.cursor-plugin/` (discovery
 * reads that file, placed, as Cursor's). `hooks` is "a path to a hooks configuration file, or an inline hooks
 * object", Cursor's flat form (`{ "hooks": { "<event>": [ { "command" } ] } }`, as `.cursor/hooks.json`); without it
 * Cursor reads `hooks/hooks.json`, which discovery finds by its name. Paths are relative to the plugin's root, with
 * or without `./`, and must stay inside it. A named server file is read as Cursor's `mcp.json`, a named hooks file as a
 * plugin's hooks file (`pluginHooks`, which tells the flat form from Claude Code's). An inline config object is read
 * with or without the `mcpServers` wrapper: the schema does not say which, and both are written. A manifest with
 * neither key is none of our business, syntax errors included, as for Claude Code's manifest.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { cursorTransport } from './cursor.js';
import { pathMatcher } from './entry.js';
import { spanOf } from './json.js';
import { eachItem, flatManifestHooks, inlineServers, pathReference, pluginManifestFile } from './plugin-manifest.js';
import type { FlatHooksSpec } from './plugin-manifest.js';
import { formatPath } from '../model/paths.js';
import type { Path, Problem } from '../model/types.js';

const SPEC = { id: 'cursor', what: 'Cursor', strict: false } as const;

export const cursorPlugin: Host = {
  id: 'cursor',
  name: 'Cursor plugin',
  matches: pathMatcher('\\.cursor-plugin/plugin\\.json'),
  parse: (source) => pluginManifestFile(source, SPEC, (servers, { problems, references }, found, text) =>
    eachItem(servers, ['mcpServers']).flatMap(({ node, at }) => {
      if (node.type === 'string') references.push(...pathReference(node, at, 'cursor-servers', problems));
      else if (node.type === 'object') return inlineServers(node, at, text, found, cursorTransport);
      else problems.push(notAllowed(node, at, 'a path ("./mcp.json"), an inline config object or a list of either'));
      return [];
    }), (source, out) => flatManifestHooks(source, out, HOOKS)),
};

const HOOKS: FlatHooksSpec = {
  handler: { shell: ['command'] },
  holds: 'hooks',
  toRoot: '../',
  notAllowed: (node, at) => notAllowed(node, at, 'a path ("./hooks/hooks.json"), an inline hooks object or a list of either'),
};

function notAllowed(node: Node, at: Path, allowed: string): Problem {
  return { message: `"${formatPath(at)}" must be ${allowed}: Cursor's manifest schema allows nothing else, and mcp-audit reads nothing from it`, span: spanOf(node), path: at, level: 'warning' };
}
