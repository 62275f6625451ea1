/**
 * Claude Code project config: `.mcp.json`, strict JSON, servers under `mcpServers`. A plugin's server file (its root
 * `.mcp.json`, or a file its manifest names) may also hold the servers directly, without the wrapper: the form
 * Claude Code's plugin docs show (`claudePluginServers`). Discovery decides which of the two reads a `.mcp.json`.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { flatContainer, flatEntries, noServersNote, readServers } from './entry.js';
import { parseJson, properties, property, toStr, unreadKeyProblem } from './json.js';
import { jsonEditor } from './json-editor.js';
import { duplicateKeyProblems } from './json-duplicates.js';
import { makeSource } from '../model/source.js';
import type { Command, ConfigFile, Server, SourceText, Transport } from '../model/types.js';

const STRICT = 'Claude Code reads .mcp.json with JSON.parse, so this file fails to load and none of its servers start';

export const URL_WITHOUT_TYPE =
  'server "{name}" has a "url" but no "type": Claude Code reads an entry without "type" as a stdio server, so it will not connect; add "type": "http" (or "sse")';

export function claudeTransport(type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport {
  if (type === undefined || type === 'stdio') return type === undefined && !hasCommand && hasUrl ? 'http' : 'stdio';
  if (type === 'http' || type === 'sse' || type === 'ws') return type;
  return 'unknown';
}

/** How Claude Code reads a server entry, in every file it reads servers from (`.mcp.json`, plugins, marketplaces, `~/.claude.json`). */
export const CLAUDE_SERVER_SHAPE = { transport: claudeTransport, urlWithoutType: URL_WITHOUT_TYPE };

function claudeFile(source: SourceText, plugin: boolean): ConfigFile {
  const doc = parseJson(source, true, STRICT);
  const container = property(doc.root, 'mcpServers');
  // VS Code's key (formats.md §9.1): Claude Code drops unknown top-level keys, so nothing under it is loaded.
  const misplaced = property(doc.root, 'servers');
  if (misplaced) {
    doc.problems.push(unreadKeyProblem(doc.root!, 'servers', container
      ? 'Claude Code reads only "mcpServers"; the servers under "servers" (VS Code\'s key) are never loaded'
      : 'Claude Code reads only "mcpServers", not "servers" (VS Code\'s key): none of these servers is loaded'));
  }
  // As for "mcpServers" in a VS Code file, rules still see servers written under the wrong key: a token committed
  // there is committed all the same. A "servers" that is not an object is only the warning above.
  const servers: Server[] = [];
  if (doc.root) {
    if (container) servers.push(...readServers(container, ['mcpServers'], source.text, CLAUDE_SERVER_SHAPE, doc.problems));
    else if (plugin) {
      const flat = flatEntries(doc.root);
      if (flat.length) servers.push(...readServers(flatContainer(doc.root, flat), [], source.text, CLAUDE_SERVER_SHAPE, doc.problems));
    }
    if (misplaced?.type === 'object') servers.push(...readServers(misplaced, ['servers'], source.text, CLAUDE_SERVER_SHAPE, doc.problems));
    // the wrapper-less form is for plugins only: a project .mcp.json in that form loads nothing
    if (!container && !misplaced && !plugin && doc.root.type === 'object') noServersNote(doc.root, doc.problems, 'Claude Code', ' (the wrapper-less form is for plugins)');
  }
  doc.problems.push(...duplicateKeyProblems(source, doc.root));
  const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), true, STRICT).problems[0]?.message;
  const file: ConfigFile = {
    kind: 'config', host: 'claude-code', syntax: 'json', source, servers, problems: doc.problems,
    comments: doc.comments, data: doc.data, editor: jsonEditor(source, validate),
  };
  const helpers = headersHelpers(container, source.text);
  if (helpers.length) file.commands = helpers;
  return file;
}

/**
 * A server's `headersHelper`: a shell command Claude Code runs to get the request headers, on each connect and on a
 * 401/403 (hooks-and-instructions.md §0.3, from Claude Code's MCP docs) — a command like a hook's.
 */
function headersHelpers(container: Node | undefined, text: string): Command[] {
  return properties(container).flatMap(([name, , entry]) => {
    const node = property(entry, 'headersHelper');
    if (node?.type !== 'string') return [];
    const path = ['mcpServers', name, 'headersHelper'];
    const command = toStr(node, text, path);
    return [{ name: `"headersHelper" helper of server "${name}"`, path, nameSpan: command.span, span: command.span, transport: 'stdio', command, args: [], env: [], headers: [], role: 'helper', shell: true } satisfies Command];
  });
}

export const claudeCode: Host = {
  id: 'claude-code',
  name: 'Claude Code',
  matches: (relPath) => relPath === '.mcp.json' || relPath.endsWith('/.mcp.json'),
  parse: (source) => claudeFile(source, false),
};

/**
 * A Claude Code plugin's server file: the `.mcp.json` at a plugin's root (beside `.claude-plugin/plugin.json`), or a
 * file the manifest's `mcpServers` names. Servers under `mcpServers`, or directly at the top level (formats.md §1.1;
 * code.claude.com plugins reference). Never matched by name: discovery gives it the files a plugin owns.
 */
export const claudePluginServers: Host = {
  id: 'claude-code',
  name: 'Claude Code plugin',
  matches: () => false,
  parse: (source) => claudeFile(source, true),
};
