/**
 * Windsurf (Cascade) hooks, `.windsurf/hooks.json` (user: `~/.codeium/windsurf/hooks.json`): snake_case events
 * (`pre_run_command`, `post_write_code`, …), each a list of entries with a `command` shell line
 * (hooks-and-instructions.md §0.1, §7). Windsurf's own docs (docs.windsurf.com/windsurf/cascade/hooks, beta) confirm
 * JSON hook files at system, user and workspace level, merged, each hook a shell command that gets JSON on stdin and
 * blocks a pre-hook with exit code 2; the exact entry fields are taken from the reference (marked unconfirmed there),
 * so entries are read leniently: a `command` string under `hooks.<event>[]`.
 */
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, readFlatHooks } from './hook-commands.js';
import { property } from './json.js';

export const windsurfHooks: Host = {
  id: 'windsurf-hooks',
  name: 'Windsurf hooks',
  matches: pathMatcher('\\.windsurf/hooks\\.json'),
  parse: (source) => commandsFile(source, { id: 'windsurf-hooks', what: 'Windsurf', strict: false },
    (root, problems, text) => readFlatHooks(property(root, 'hooks'), ['hooks'], text, problems, { shell: ['command', 'powershell'] })),
};
