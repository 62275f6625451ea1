/**
 * Gemini CLI: `.gemini/settings.json` (project) and `~/.gemini/settings.json` (user), read with
 * `JSON.parse(stripJsonComments(…))`, so comments are fine (formats.md §4). Servers under `mcpServers.<alias>`:
 * `command`/`args`/`env`/`cwd` (stdio), `httpUrl` (Streamable HTTP), `url` (SSE, or Streamable HTTP with
 * `type: "http"`), `tcp` (websocket), `headers`, `trust`, `includeTools`/`excludeTools`. When several are set,
 * `httpUrl` wins over `url`, and `url` over `command`. Trailing commas: unconfirmed, accepted and not reported.
 */
import type { Host } from './host.js';
import { type Entry, jsonHostFile, pathMatcher, readEntries } from './entry.js';
import { property } from './json.js';
import { readNestedHooks } from './hook-commands.js';
import type { Command, Server, Str } from '../model/types.js';

/** One `mcpServers` entry, as Gemini CLI reads it in settings and in an extension's manifest. */
export function readGeminiServer(entry: Entry): Server {
  const command = entry.str('command');
  const { items: args, node: argsNode } = entry.strings('args');
  const env = entry.map('env');
  const headers = entry.map('headers');
  const httpUrl = entry.str('httpUrl');
  const url = entry.str('url');
  const tcp = entry.str('tcp');
  const type = entry.str('type');
  entry.str('cwd');
  entry.bool('trust');
  entry.toolList('includeTools');
  entry.toolList('excludeTools');
  const { name } = entry;

  if (type && !['http', 'sse', 'stdio'].includes(type.value)) {
    entry.warn(`server "${name}" has an unknown transport type "${type.value}": Gemini CLI knows "http" and "sse"`, 'warning', entry.get('type'));
  }
  const remote = entry.has('httpUrl') ? 'httpUrl' : entry.has('url') ? 'url' : undefined;
  for (const ignored of [remote === 'httpUrl' && entry.has('url') ? 'url' : undefined, remote && entry.has('command') ? 'command' : undefined]) {
    if (ignored) entry.warn(`server "${name}" sets both "${remote}" and "${ignored}": Gemini CLI uses "${remote}" and ignores "${ignored}"`, 'warning', entry.get(ignored));
  }
  if (!remote && !entry.has('command') && !entry.has('tcp')) {
    entry.warn(`server "${name}" has none of "command", "httpUrl", "url" or "tcp"`, 'error');
  }
  // An alias with "_" loads fine; it only defeats tool-name rules that name it (auto-approve reports those).
  const transport = remote === 'httpUrl' ? 'http' : remote === 'url' ? (type?.value === 'http' ? 'http' : 'sse') : entry.has('command') ? 'stdio' : entry.has('tcp') ? 'ws' : 'unknown';
  const endpoint: Str | undefined = httpUrl ?? url ?? tcp;
  return entry.server(transport, { command, args, argsNode, env, url: endpoint, headers });
}

/**
 * Hooks (`hooks.<Event>[] = { matcher, sequential?, hooks: [ { type: "command", command, timeout? } ] }`, events
 * `BeforeTool`, `AfterTool`, `SessionStart`, …) are commands, run with `bash -c` (PowerShell on Windows) once the folder
 * is trusted (hooks-and-instructions.md §5).
 */
export const gemini: Host = {
  id: 'gemini',
  name: 'Gemini CLI',
  matches: pathMatcher('\\.gemini/settings\\.json'),
  parse: (source) => {
    const commands: Command[] = [];
    const file = jsonHostFile(source, { id: 'gemini', what: 'Gemini CLI', strict: false }, (root, problems, text) => {
      commands.push(...readNestedHooks(property(root, 'hooks'), ['hooks'], text, []));
      const container = property(root, 'mcpServers');
      return container ? readEntries(container, ['mcpServers'], text, problems, readGeminiServer) : [];
    });
    return commands.length ? { ...file, commands } : file;
  },
};
