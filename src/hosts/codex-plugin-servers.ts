/**
 * A Codex plugin's server file: the `.mcp.json` at the root of a plugin whose manifest is `.codex-plugin/plugin.json`,
 * or the file that manifest's `mcpServers` names. Codex reads it with serde_json as `{ "mcpServers": { … } }` or as
 * the bare map of servers (openai/codex `core-plugins` `PluginMcpFile`), and each entry as a `[mcp_servers.<name>]`
 * table of `.codex/config.toml` written in JSON: `command`, `args`, `env`, `env_vars`, `cwd` or `url`,
 * `bearer_token_env_var`, `http_headers`, `env_http_headers` (formats.md §3.2). It expands nothing (§3.3), so the
 * rules read these files as Codex's. A server Codex cannot read is skipped with a warning in its log; its siblings
 * still start. Never matched by name: discovery gives it the files a Codex plugin owns.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { OTHER_TRANSPORT_KEYS } from './codex.js';
import { flatContainer, flatEntries, readEntries, type Entry } from './entry.js';
import { keyNode, parseJson, property } from './json.js';
import { duplicateKeyProblems } from './json-duplicates.js';
import { jsonEditor } from './json-editor.js';
import { makeSource } from '../model/source.js';
import type { ConfigFile, Path, Problem, Server, SourceText } from '../model/types.js';

const STRICT = 'Codex reads plugin files with serde_json, so this file fails to load and none of its servers start';

/** Codex's server entries in JSON (a plugin's server file, or a plugin manifest's inline `mcpServers`). */
export function readCodexServers(container: Node, containerPath: Path, text: string, problems: Problem[]): Server[] {
  return readEntries(container, containerPath, text, problems, (entry) => {
    const command = entry.str('command');
    const url = entry.str('url');
    const args = entry.strings('args');
    const env = entry.map('env');
    const headers = entry.map('http_headers');
    codexTraps(entry);
    const transport = command ? 'stdio' : url ? 'http' : 'unknown';
    return entry.server(transport, { command, args: args.items, argsNode: args.node, env, url, headers });
  });
}

/** What Codex makes of an entry that the model does not show: keys it rejects, and Claude Code's keys it ignores. */
function codexTraps(entry: Entry): void {
  const { name } = entry;
  if (!entry.has('command') && !entry.has('url')) entry.error(`server "${name}" has neither "command" nor "url": Codex skips it`);
  if (entry.has('bearer_token')) entry.error('Codex rejects "bearer_token"; use "bearer_token_env_var" with the variable\'s name', keyOf(entry, 'bearer_token'));
  // serde ignores unknown keys: Claude Code's header key is dropped without a word
  if (entry.has('headers') && !entry.has('http_headers')) {
    entry.warn(`"headers" is Claude Code's key: Codex reads "http_headers" (values as written) and "env_http_headers" (values named by variable), so server "${name}" is sent none of these headers`, 'warning', keyOf(entry, 'headers'));
  }
  const transport = entry.has('command') ? 'stdio' : entry.has('url') ? 'streamable_http' : undefined;
  if (!transport) return;
  for (const key of OTHER_TRANSPORT_KEYS[transport]) {
    if (entry.has(key)) entry.error(`Codex skips server "${name}": "${key}" is not supported for ${transport} (it has ${transport === 'stdio' ? 'a "command"' : 'a "url" and no "command"'})`, keyOf(entry, key));
  }
}

/** The key node of `key` in the entry, where a message about the key belongs. */
function keyOf(entry: Entry, key: string): Node {
  return keyNode(entry.node, key) ?? entry.keyNode;
}

function codexPluginFile(source: SourceText): ConfigFile {
  const doc = parseJson(source, true, STRICT);
  const servers: Server[] = [];
  if (doc.root?.type === 'object') {
    const container = property(doc.root, 'mcpServers');
    if (container) servers.push(...readCodexServers(container, ['mcpServers'], source.text, doc.problems));
    else {
      const flat = flatEntries(doc.root);
      if (flat.length) servers.push(...readCodexServers(flatContainer(doc.root, flat), [], source.text, doc.problems));
    }
  }
  doc.problems.push(...duplicateKeyProblems(source, doc.root));
  const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), true, STRICT).problems[0]?.message;
  return {
    kind: 'config', host: 'codex', syntax: 'json', source, servers, problems: doc.problems,
    comments: doc.comments, data: doc.data, editor: jsonEditor(source, validate),
  };
}

export const codexPluginServers: Host = {
  id: 'codex',
  name: 'Codex plugin',
  matches: () => false,
  parse: codexPluginFile,
};
