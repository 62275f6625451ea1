/**
 * Files whose main job is something else — a plugin or extension manifest, editor settings, a dev container — and
 * that may also hold MCP servers under one key. Such a file without that key is none of our business: it yields no
 * servers and no problems, syntax errors included (the program that owns the file reports those). With the key, it is
 * read like any host file.
 */
import type { Node } from 'jsonc-parser';
import { type JsonHostSpec, jsonHostFile } from './entry.js';
import { property } from './json.js';
import type { ConfigEditor, ConfigFile, Path, Problem, Server, SourceText } from '../model/types.js';

/** The node at `path` below `root`, through objects only. */
export function nodeAt(root: Node | undefined, path: Path): Node | undefined {
  let node = root;
  for (const key of path) node = property(node, String(key));
  return node;
}

/**
 * Reads the servers of the container at `at` with `read`, which returns undefined when the node found there is not a
 * server container after all (a plugin manifest's `mcpServers` may be a path to another file): the file is then
 * treated as one without servers.
 */
export function nestedServersFile(
  source: SourceText,
  spec: JsonHostSpec,
  at: Path,
  read: (container: Node, problems: Problem[], text: string) => Server[] | undefined,
  editor?: (validate: (text: string) => string | undefined) => ConfigEditor,
): ConfigFile {
  let found = false;
  // The rest of an editor's settings or a dev container is not MCP configuration: rules that read every string of a
  // file stay within the container's parent (`mcp`, holding `servers` and `inputs`). A manifest's top level is ours.
  const scope = at.slice(0, -1);
  const file = jsonHostFile(source, { ...spec, within: scope }, (root, problems, text) => {
    const container = nodeAt(root, at);
    const servers = container ? read(container, problems, text) : undefined;
    found = servers !== undefined;
    return servers ?? [];
  }, editor);
  return { ...file, ...(found ? {} : { problems: [] }), ...(scope.length ? { scope } : {}) };
}
