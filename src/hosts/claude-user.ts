/**
 * Claude Code's user file, `~/.claude.json` (read only with `--user`): user-scope servers under `mcpServers` and
 * local-scope servers under `projects["<absolute path>"].mcpServers`. Same grammar and expansion as `.mcp.json`.
 */
import type { Host } from './host.js';
import { readServers } from './entry.js';
import { parseJson, properties, property } from './json.js';
import { jsonEditor } from './json-editor.js';
import { duplicateKeyProblems } from './json-duplicates.js';
import { CLAUDE_SERVER_SHAPE } from './claude-code.js';
import { makeSource } from '../model/source.js';
import type { ConfigFile, Server } from '../model/types.js';

const STRICT = 'Claude Code reads ~/.claude.json with JSON.parse';

export const claudeUser: Host = {
  id: 'claude-code',
  name: 'Claude Code (user)',
  // Never found by walking a repository: `--user` names the file.
  matches: () => false,
  parse(source): ConfigFile {
    const doc = parseJson(source, true, STRICT);
    const servers: Server[] = [];
    const top = property(doc.root, 'mcpServers');
    if (top) servers.push(...readServers(top, ['mcpServers'], source.text, CLAUDE_SERVER_SHAPE, doc.problems));
    for (const [project, , entry] of properties(property(doc.root, 'projects'))) {
      const local = property(entry, 'mcpServers');
      if (local) servers.push(...readServers(local, ['projects', project, 'mcpServers'], source.text, CLAUDE_SERVER_SHAPE, doc.problems));
    }
    doc.problems.push(...duplicateKeyProblems(source, doc.root));
    const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), true, STRICT).problems[0]?.message;
    return {
      kind: 'config', host: 'claude-code', syntax: 'json', source, servers, problems: doc.problems,
      comments: [], data: doc.data, editor: jsonEditor(source, validate),
    };
  },
};
