/** VS Code workspace config: `.vscode/mcp.json`, JSON with comments, servers under `servers`, plus `inputs`. */
import type { Host } from './host.js';
import { readServers } from './entry.js';
import { parseJson, property, unreadKeyProblem, type ServerShape } from './json.js';
import { CLAUDE_LIKE, jsonEditor } from './json-editor.js';
import { duplicateKeyProblems } from './json-duplicates.js';
import { makeSource } from '../model/source.js';
import { nestedServersFile } from './nested.js';
import type { ConfigFile, Path, SourceText, Transport } from '../model/types.js';

/** VS Code's transports (also in settings.json and devcontainer.json): `type` optional, inferred from command / url. */
export function vscodeTransport(type: string | undefined, hasCommand: boolean, hasUrl: boolean): Transport {
  if (type === undefined) return hasCommand ? 'stdio' : hasUrl ? 'http' : 'unknown';
  if (type === 'stdio' || type === 'http' || type === 'sse') return type;
  return 'unknown';
}

/** How VS Code reads an entry: `env` values may also be numbers or null. */
export const VSCODE_SHAPE: ServerShape = { transport: vscodeTransport, envAllowsNonStrings: true };

export const vscode: Host = {
  id: 'vscode',
  name: 'VS Code',
  matches: (relPath) => relPath === '.vscode/mcp.json' || relPath.endsWith('/.vscode/mcp.json'),
  parse(source): ConfigFile {
    const doc = parseJson(source, false, 'VS Code');
    const servers = property(doc.root, 'servers');
    const legacy = property(doc.root, 'mcpServers');
    if (legacy) {
      doc.problems.push(unreadKeyProblem(doc.root!, 'mcpServers', servers
        ? 'VS Code reads only "servers"; the servers under "mcpServers" are ignored'
        : 'VS Code reads servers from "servers", not "mcpServers": none of these servers load'));
    }
    // Rules still see servers written under the wrong key: a token committed there is committed all the same.
    const models = doc.root
      ? [
          ...(servers ? readServers(servers, ['servers'], source.text, VSCODE_SHAPE, doc.problems) : []),
          ...(legacy ? readServers(legacy, ['mcpServers'], source.text, VSCODE_SHAPE, doc.problems) : []),
        ]
      : [];
    doc.problems.push(...duplicateKeyProblems(source, doc.root));
    const validate = (text: string) => parseJson(makeSource(source.path, source.display, text), false, 'VS Code').problems[0]?.message;
    return {
      kind: 'config', host: 'vscode', syntax: 'jsonc', source, servers: models, problems: doc.problems,
      comments: doc.comments, data: doc.data, editor: jsonEditor(source, validate, CLAUDE_LIKE, { inputs: true }),
    };
  },
};

/**
 * VS Code's MCP object (`servers`, `inputs`) nested in another JSONC file: user or workspace `settings.json` (`mcp`),
 * `devcontainer.json` (`customizations.vscode.mcp`) (formats.md §2.1). A file without `servers` there yields nothing.
 */
export function nestedVscodeFile(source: SourceText, at: Path): ConfigFile {
  const containerPath = [...at, 'servers'];
  return nestedServersFile(
    source, { id: 'vscode', what: 'VS Code', strict: false }, containerPath,
    (container, problems, text) => readServers(container, containerPath, text, VSCODE_SHAPE, problems),
    (validate) => jsonEditor(source, validate, CLAUDE_LIKE, { inputs: true, inputsAt: at }),
  );
}
