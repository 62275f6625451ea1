/** Claude Code project config: `.mcp.json`, strict JSON, servers under `mcpServers`. */
import type { Host } from './host.js';
import { readServers } from './entry.js';
import { parseJson, property, unreadKeyProblem } from './json.js';
import { jsonEditor } from './json-editor.js';
import { duplicateKeyProblems } from './json-duplicates.js';
import { makeSource } from '../model/source.js';
import type { ConfigFile, Transport } from '../model/types.js';

const STRICT = 'Claude Code reads .mcp.json with JSON.parse, so this file fails to load and none of its servers start';

export const URL_WITHOUT_TYPE =
  'server "{name}" has a "url" but no "type": Claude Code reads an entry without "type" as a stdio server, so it will not connect; add "type": "http" (or "sse")';

export function claudeTransport(type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport {
  if (type === undefined || type === 'stdio') return type === undefined && !hasCommand && hasUrl ? 'http' : 'stdio';
  if (type === 'http' || type === 'sse' || type === 'ws') return type;
  return 'unknown';
}

export const claudeCode: Host = {
  id: 'claude-code',
  name: 'Claude Code',
  matches: (relPath) => relPath === '.mcp.json' || relPath.endsWith('/.mcp.json'),
  parse(source): ConfigFile {
    const doc = parseJson(source, true, STRICT);
    const container = property(doc.root, 'mcpServers');
    // VS Code's key (formats.md §9.1): Claude Code drops unknown top-level keys, so nothing under it is loaded.
    const misplaced = property(doc.root, 'servers');
    if (misplaced) {
      doc.problems.push(unreadKeyProblem(doc.root!, 'servers', container
        ? 'Claude Code reads only "mcpServers"; the servers under "servers" (VS Code\'s key) are never loaded'
        : 'Claude Code reads only "mcpServers", not "servers" (VS Code\'s key): none of these servers is loaded'));
    }
    const shape = { transport: claudeTransport, urlWithoutType: URL_WITHOUT_TYPE };
    // As for "mcpServers" in a VS Code file, rules still see servers written under the wrong key: a token committed
    // there is committed all the same. A "servers" that is not an object is only the warning above.
    const servers = doc.root
      ? [
          ...(container ? readServers(container, ['mcpServers'], source.text, shape, doc.problems) : []),
          ...(misplaced?.type === 'object' ? readServers(misplaced, ['servers'], source.text, shape, doc.problems) : []),
        ]
      : [];
    doc.problems.push(...duplicateKeyProblems(source, doc.root));
    const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), true, STRICT).problems[0]?.message;
    return {
      kind: 'config', host: 'claude-code', syntax: 'json', source, servers, problems: doc.problems,
      comments: doc.comments, data: doc.data, editor: jsonEditor(source, validate),
    };
  },
};
