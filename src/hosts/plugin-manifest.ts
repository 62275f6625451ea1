/**
 * What Codex's, Cursor's and Copilot CLI's plugin manifests share: `mcpServers` and `hooks`, each read by the host's
 * own rules, the files they name listed as the manifest's `references`, and a manifest that declares neither left
 * alone, syntax errors included (it is the plugin loader's business, as for Claude Code's manifest).
 */
import type { Node } from 'jsonc-parser';
import { jsonHostFile, readServers } from './entry.js';
import type { JsonHostSpec } from './entry.js';
import { readFlatHooks } from './hook-commands.js';
import type { HandlerKeys } from './hook-commands.js';
import { property, spanOf, treeOf } from './json.js';
import type { ServerShape } from './json.js';
import { formatPath } from '../model/paths.js';
import type { Command, ConfigFile, Path, Problem, Server, SourceText } from '../model/types.js';

export type References = NonNullable<ConfigFile['references']>;
export type Holds = References[number]['holds'];

/** Where a manifest's readers put what they find besides servers and commands. */
export interface ManifestOut {
  problems: Problem[];
  references: References;
}

export function pluginManifestFile(
  source: SourceText,
  spec: JsonHostSpec,
  readDeclaredServers: (servers: Node, out: ManifestOut, parseProblems: Problem[], text: string) => Server[],
  readHooks: (source: SourceText, out: ManifestOut) => Command[] | undefined,
): ConfigFile {
  const out: ManifestOut = { problems: [], references: [] };
  let declares = false;
  const file = jsonHostFile(source, spec, (root, found, text) => {
    const servers = property(root, 'mcpServers');
    if (!servers) return [];
    declares = true;
    return readDeclaredServers(servers, out, found, text);
  });
  const hooks = readHooks(source, out);
  if (!declares && !hooks) return { ...file, problems: [] };
  return {
    ...file,
    problems: [...file.problems, ...out.problems],
    ...(hooks?.length ? { commands: hooks } : {}),
    ...(out.references.length ? { references: out.references } : {}),
  };
}

/** A value or each item of a list of values, with its path. */
export function eachItem(node: Node, at: Path): { node: Node; at: Path }[] {
  return node.type === 'array' ? (node.children ?? []).map((child, i) => ({ node: child, at: [...at, i] })) : [{ node, at }];
}

/**
 * The file a manifest path names, for hosts that take a path relative to the plugin's root with or without `./`
 * (Cursor, Copilot CLI). `toRoot` leads from the manifest's folder to that root (`../` above `.cursor-plugin/`). A
 * path that leaves the plugin, an absolute one and a glob are not followed, and said so; a URL is not a file.
 */
export function pathReference(node: Node, at: Path, holds: Holds, problems: Problem[], toRoot = '../'): References {
  const value = String(node.value).trim();
  if (value === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return [];
  const why = /^(?:[\\/]|[A-Za-z]:)/.test(value) ? 'an absolute path names a file on the machine that installs the plugin, not one in it'
    : value.split(/[\\/]/).includes('..') ? 'a path with ".." leaves the plugin'
      : /[*?[]/.test(value) ? 'a glob: mcp-audit follows only a path to one file' : undefined;
  if (why) {
    problems.push({ message: `"${formatPath(at)}" is not read: ${why}`, span: spanOf(node), path: at, level: 'note' });
    return [];
  }
  return [{ path: `${toRoot}${value.replace(/^(?:\.\/)+/, '')}`, span: spanOf(node), at, holds }];
}

/** An inline config object: `{ "mcpServers": { … } }` as in an `mcp.json`, or the servers themselves. */
export function inlineServers(node: Node, at: Path, text: string, problems: Problem[], transport: ServerShape['transport']): Server[] {
  const wrapped = property(node, 'mcpServers');
  if (wrapped?.type === 'object') return readServers(wrapped, [...at, 'mcpServers'], text, { transport }, problems);
  return readServers(node, at, text, { transport }, problems);
}

/** How a host whose hooks are flat (Cursor, Copilot CLI) reads a manifest's `hooks`. */
export interface FlatHooksSpec {
  handler: HandlerKeys;
  /** what a named hooks file is read as */
  holds: Holds;
  toRoot: string;
  /** the problem for a value that is neither a path nor an object */
  notAllowed: (node: Node, at: Path) => Problem;
}

/**
 * `"hooks"`: a path, an inline hooks object (the hooks file's shape, `{ "version": 1, "hooks": { … } }`, or its events
 * directly), or a list of either. The commands written inline; undefined when the manifest has no `hooks`.
 */
export function flatManifestHooks(source: SourceText, { references, problems }: ManifestOut, spec: FlatHooksSpec): Command[] | undefined {
  const hooks = property(treeOf(source), 'hooks');
  if (!hooks) return undefined;
  const commands: Command[] = [];
  for (const { node, at } of eachItem(hooks, ['hooks'])) {
    if (node.type === 'string') references.push(...pathReference(node, at, spec.holds, problems, spec.toRoot));
    else if (node.type === 'object') {
      const events = property(node, 'hooks');
      commands.push(...(events?.type === 'object'
        ? readFlatHooks(events, [...at, 'hooks'], source.text, problems, spec.handler)
        : readFlatHooks(node, at, source.text, problems, spec.handler)));
    } else problems.push(spec.notAllowed(node, at));
  }
  return commands;
}
