/**
 * Claude Code plugin language servers: `.lsp.json` at a plugin's root, `{ "<name>": { "command", "args"?, "env"?,
 * "transport"?, "extensionToLanguage", … } }`, or the same object as the `lspServers` of a plugin manifest or of a
 * marketplace entry (code.claude.com/docs/en/plugins-reference, "LSP servers"; the fields as
 * Piebald-AI/claude-code-lsps' 35 and boostvolt/claude-code-lsps' 22 plugins write them). Claude Code starts each
 * server when the plugin is enabled and a file of its languages is opened: a launch like an MCP server's, exec form
 * (`command` and `args`, no shell), with the user's rights, so the launch rules, secret scanning and script review
 * apply to it as to a hook. It serves no tools, so it is never probed. `${CLAUDE_PLUGIN_ROOT}` names the plugin's
 * folder.
 *
 * A `.lsp.json` none of whose entries has a `command` or an `extensionToLanguage` is some other program's: it yields
 * nothing, and its syntax errors are reported only when its text names one of those keys.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, readHandler } from './hook-commands.js';
import { properties, property, spanOf } from './json.js';
import type { Command, Path, Problem } from '../model/types.js';

/** Claude Code spawns `command` with `args` itself: no shell reads either. */
const LSP_HANDLER = { shell: [], exec: ['command'] };

/** The language servers of an `lspServers` object (or a whole `.lsp.json`) at `at`. */
export function readLspServers(container: Node, at: Path, text: string, problems: Problem[]): Command[] {
  const out: Command[] = [];
  for (const [name, , entry] of properties(container)) {
    const label = `"${name}" language server`;
    const path = [...at, name];
    if (entry.type !== 'object') {
      problems.push({ message: `${label} must be an object: Claude Code starts nothing from it`, span: spanOf(entry), path, level: 'warning' });
      continue;
    }
    if (!property(entry, 'command')) {
      problems.push({ message: `${label} has no "command": Claude Code cannot start it`, span: spanOf(entry), path, level: 'warning' });
      continue;
    }
    out.push(...readHandler(entry, path, LSP_HANDLER, { text, problems, label, role: 'language server' }));
  }
  return out;
}

/** Does this object look like language servers (one entry with a `command` or an `extensionToLanguage`)? */
function declaresServers(root: Node | undefined): boolean {
  return properties(root).some(([, , entry]) => !!(property(entry, 'command') ?? property(entry, 'extensionToLanguage')));
}

export const claudeLspServers: Host = {
  id: 'claude-code',
  name: 'Claude Code plugin language servers',
  matches: pathMatcher('\\.lsp\\.json'),
  parse(source) {
    let ours = false;
    const file = commandsFile(source, { id: 'claude-code', what: 'Claude Code language servers', strict: false }, (root, problems, text) => {
      ours = declaresServers(root);
      if (!ours) return [];
      // `.lsp.json` sits at the plugin's root; a file a manifest names elsewhere (`./config/lsp.json`) one level below
      const pluginRoot = /(?:^|[\\/])\.lsp\.json$/.test(source.path) ? { pluginRoot: '.' } : {};
      return readLspServers(root, [], text, problems).map((command) => ({ ...command, ...pluginRoot }));
    });
    // its syntax errors only if it looks like a language server file
    return ours || /"(?:command|extensionToLanguage)"\s*:/.test(source.text) ? file : { ...file, problems: [] };
  },
};
