/** VS Code workspace config: `.vscode/mcp.json`, JSON with comments, servers under `servers`, plus `inputs`. */
import type { Host } from './host.js';
import { readServers } from './entry.js';
import { parseJson, property, spanOf } from './json.js';
import { CLAUDE_LIKE, jsonEditor } from './json-editor.js';
import { makeSource } from '../source.js';
import type { ConfigFile, Transport } from '../types.js';

function transport(type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport {
  if (type === undefined) return hasCommand ? 'stdio' : hasUrl ? 'http' : 'unknown';
  if (type === 'stdio' || type === 'http' || type === 'sse') return type;
  return 'unknown';
}

export const vscode: Host = {
  id: 'vscode',
  name: 'VS Code',
  matches: (relPath) => relPath === '.vscode/mcp.json' || relPath.endsWith('/.vscode/mcp.json'),
  parse(source): ConfigFile {
    const doc = parseJson(source, false, 'VS Code');
    const servers = property(doc.root, 'servers');
    const legacy = property(doc.root, 'mcpServers');
    if (legacy) {
      doc.problems.push({
        message: servers
          ? 'VS Code reads only "servers"; the servers under "mcpServers" are ignored'
          : 'VS Code reads servers from "servers", not "mcpServers": none of these servers load',
        span: spanOf(doc.root!.children!.find((p) => p.children?.[0]?.value === 'mcpServers')!.children![0]!),
        path: ['mcpServers'],
        level: 'warning',
      });
    }
    // Rules still see servers written under the wrong key: a token committed there is committed all the same.
    const models = doc.root
      ? [
          ...(servers ? readServers(servers, ['servers'], source.text, { transport, envAllowsNonStrings: true }, doc.problems) : []),
          ...(legacy ? readServers(legacy, ['mcpServers'], source.text, { transport, envAllowsNonStrings: true }, doc.problems) : []),
        ]
      : [];
    const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), false, 'VS Code').problems[0]?.message;
    return {
      kind: 'config', host: 'vscode', syntax: 'jsonc', source, servers: models, problems: doc.problems,
      comments: doc.comments, data: doc.data, editor: jsonEditor(source, validate, CLAUDE_LIKE, { inputs: true }),
    };
  },
};
