/**
 * GitHub Copilot CLI plugin manifest: `.github/plugin/plugin.json` or `.plugin/plugin.json` (GitHub's CLI plugin
 * reference, docs.github.com/en/copilot/reference/copilot-cli-reference/cli-plugin-reference; the root `plugin.json`
 * it also accepts is left to the Agent Plugins format, and `.claude-plugin/plugin.json` is Claude Code's host).
 * `mcpServers` is "a path to an MCP config file (e.g. `.mcp.json`), or inline server definitions"; `hooks` "a path
 * to a hooks config file, or an inline hooks object". Paths are relative to the plugin's root, the folder that holds
 * `.github/` (or `.plugin/`), with or without `./`. A named server file is read as Copilot's `mcp.json` (`mcpServers`,
 * `type` `local` | `stdio` | `http` | `sse`), a named hooks file as `.github/hooks/*.json` is, Copilot's flat form
 * with `bash` / `powershell` lines; both inline forms are read the same way, with or without their wrapper. Without
 * `mcpServers` Copilot reads the root `.mcp.json` and `.github/mcp.json`, which discovery finds by name. Google's
 * chrome-devtools-mcp ships such a manifest, with its server inline.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { copilotTransport } from './copilot.js';
import { COPILOT_HANDLER } from './copilot-hooks.js';
import { pathMatcher } from './entry.js';
import { spanOf } from './json.js';
import { flatManifestHooks, inlineServers, pathReference, pluginManifestFile } from './plugin-manifest.js';
import { formatPath } from '../model/paths.js';
import type { Path, Problem, SourceText } from '../model/types.js';

const SPEC = { id: 'copilot', what: 'GitHub Copilot CLI', strict: false } as const;

/** From the manifest's folder to the plugin's root: two folders up from `.github/plugin/`, one from `.plugin/`. */
const toRoot = (source: SourceText) => (/(?:^|[\\/])\.github[\\/]plugin[\\/]plugin\.json$/.test(source.path) ? '../../' : '../');

export const copilotPlugin: Host = {
  id: 'copilot',
  name: 'Copilot CLI plugin',
  matches: pathMatcher('(\\.github/plugin|\\.plugin)/plugin\\.json'),
  parse: (source) => pluginManifestFile(source, SPEC, (servers, { problems, references }, found, text) => {
    if (servers.type === 'string') references.push(...pathReference(servers, ['mcpServers'], 'copilot-servers', problems, toRoot(source)));
    else if (servers.type === 'object') return inlineServers(servers, ['mcpServers'], text, found, copilotTransport);
    else problems.push(notAllowed(servers, ['mcpServers'], 'a path (".mcp.json") or inline server definitions'));
    return [];
  }, (source, out) => flatManifestHooks(source, out, {
    handler: COPILOT_HANDLER,
    holds: 'copilot-hooks',
    toRoot: toRoot(source),
    notAllowed: (node, at) => notAllowed(node, at, 'a path ("hooks.json") or an inline hooks object'),
  })),
};

function notAllowed(node: Node, at: Path, allowed: string): Problem {
  return { message: `"${formatPath(at)}" must be ${allowed}: Copilot CLI reads nothing else there, and mcp-audit reads nothing from it`, span: spanOf(node), path: at, level: 'warning' };
}
