/**
 * Codex hooks in JSON: `.codex/hooks.json` (user: `~/.codex/hooks.json`), Claude Code's three-level shape
 * `hooks.<Event>[] = { matcher, hooks: [ { type: "command", command, commandWindows?, timeout? } ] }`, PascalCase
 * events; `command` runs under `$SHELL -lc` (`%COMSPEC% /C` on Windows, `commandWindows` there)
 * (hooks-and-instructions.md §0.1, §4). Codex runs a project hook only once the user has trusted the project and
 * reviewed that hook by hash in `/hooks` [official: CDX-hooks]; the command is still one a later commit can change
 * under a trusted hash's name, so it is checked like any other.
 */
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, readNestedHooks } from './hook-commands.js';
import { property } from './json.js';

export const codexHooks: Host = {
  id: 'codex-hooks',
  name: 'Codex hooks',
  matches: pathMatcher('\\.codex/hooks\\.json'),
  parse: (source) => commandsFile(source, { id: 'codex-hooks', what: 'Codex', strict: false },
    (root, problems, text) => readNestedHooks(property(root, 'hooks'), ['hooks'], text, problems, { shell: ['command', 'commandWindows'] })),
};
