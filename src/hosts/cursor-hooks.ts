/**
 * Cursor's agent hooks, `.cursor/hooks.json` (and `~/.cursor/hooks.json` with `--user`):
 * `{ "version": 1, "hooks": { "<event>": [ { "command": "…", "timeout"?, "matcher"? } ] } }`, camelCase events
 * (`beforeShellExecution`, `afterFileEdit`, `stop`, …), flat: no matcher groups (hooks-and-instructions.md §0.1,
 * §3). Each `command` is a shell command line, run from the project root for a project file. Checked against
 * Cursor's docs (cursor.com/docs/agent/hooks): the file, the flat shape and `command` are as above; which shell runs
 * it is not stated there, so the command is read as POSIX shell, as on macOS and Linux.
 */
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, readFlatHooks } from './hook-commands.js';
import { property } from './json.js';

export const cursorHooks: Host = {
  id: 'cursor-hooks',
  name: 'Cursor hooks',
  matches: pathMatcher('\\.cursor/hooks\\.json'),
  parse: (source) => commandsFile(source, { id: 'cursor-hooks', what: 'Cursor', strict: false },
    (root, problems, text) => readFlatHooks(property(root, 'hooks'), ['hooks'], text, problems, { shell: ['command'] })),
};
