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
import { pathMatcher, readServers } from './entry.js';
import { readFlatHooks } from './hook-commands.js';
import { property, spanOf, treeOf } from './json.js';
import { pluginManifestFile } from './plugin-manifest.js';
import type { Holds, ManifestOut, References } from './plugin-manifest.js';
import { formatPath } from '../model/paths.js';
import type { Command, Path, Problem, Server, SourceText } from '../model/types.js';

const SPEC = { id: 'cursor', what: 'Cursor', strict: false } as const;
const CURSOR_HANDLER = { shell: ['command'] };

export const cursorPlugin: Host = {
  id: 'cursor',
  name: 'Cursor plugin',
  matches: pathMatcher('\\.cursor-plugin/plugin\\.json'),
  parse: (source) => pluginManifestFile(source, SPEC, (servers, { problems, references }, found, text) =>
    eachItem(servers, ['mcpServers']).flatMap(({ node, at }) => {
      if (node.type === 'string') references.push(...namedFile(node, at, 'cursor-servers', problems));
      else if (node.type === 'object') return inlineServers(node, at, text, found);
      else problems.push(notAllowed(node, at, 'a path ("./mcp.json"), an inline config object or a list of either'));
      return [];
    }), readHooks),
};

/** A value or each item of a list of values, with its path. */
function eachItem(node: Node, at: Path): { node: Node; at: Path }[] {
  return node.type === 'array' ? (node.children ?? []).map((child, i) => ({ node: child, at: [...at, i] })) : [{ node, at }];
}

/** An inline config object: `{ "mcpServers": { … } }` as in `mcp.json`, or the servers themselves. */
function inlineServers(node: Node, at: Path, text: string, problems: Problem[]): Server[] {
  const wrapped = property(node, 'mcpServers');
  if (wrapped?.type === 'object') return readServers(wrapped, [...at, 'mcpServers'], text, { transport: cursorTransport }, problems);
  return readServers(node, at, text, { transport: cursorTransport }, problems);
}

/** `"hooks"`: a path, an inline hooks object, or a list of either. The commands written inline; undefined without it. */
function readHooks(source: SourceText, { references, problems }: ManifestOut): Command[] | undefined {
  const hooks = property(treeOf(source), 'hooks');
  if (!hooks) return undefined;
  const commands: Command[] = [];
  for (const { node, at } of eachItem(hooks, ['hooks'])) {
    if (node.type === 'string') references.push(...namedFile(node, at, 'hooks', problems));
    else if (node.type === 'object') {
      // the hooks file's shape, `{ "version": 1, "hooks": { … } }`, or its events directly
      const events = property(node, 'hooks');
      commands.push(...(events?.type === 'object'
        ? readFlatHooks(events, [...at, 'hooks'], source.text, problems, CURSOR_HANDLER)
        : readFlatHooks(node, at, source.text, problems, CURSOR_HANDLER)));
    } else problems.push(notAllowed(node, at, 'a path ("./hooks/hooks.json"), an inline hooks object or a list of either'));
  }
  return commands;
}

/** The file a manifest path names, relative to the plugin's root (the folder above `.cursor-plugin/`). */
function namedFile(node: Node, at: Path, holds: Holds, problems: Problem[]): References {
  const value = String(node.value).trim();
  if (value === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return [];
  const why = /^(?:[\\/]|[A-Za-z]:)/.test(value) ? 'an absolute path names a file on the machine that installs the plugin, not one in it'
    : value.split(/[\\/]/).includes('..') ? 'a path with ".." leaves the plugin'
      : /[*?[]/.test(value) ? 'a glob: mcp-audit follows only a path to one file' : undefined;
  if (why) {
    problems.push({ message: `"${formatPath(at)}" is not read: ${why}`, span: spanOf(node), path: at, level: 'note' });
    return [];
  }
  return [{ path: `../${value.replace(/^(?:\.\/)+/, '')}`, span: spanOf(node), at, holds }];
}

function notAllowed(node: Node, at: Path, allowed: string): Problem {
  return { message: `"${formatPath(at)}" must be ${allowed}: Cursor's manifest schema allows nothing else, and mcp-audit reads nothing from it`, span: spanOf(node), path: at, level: 'warning' };
}
