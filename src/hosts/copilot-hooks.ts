/**
 * GitHub Copilot CLI and cloud agent hooks (also read by VS Code's agent): `.github/hooks/*.json`,
 * `{ "version": 1, "hooks": { "<event>": [ { "type": "command", "bash"?, "powershell"?, "command"?, "cwd"?, "env"?,
 * "timeoutSec"? } ] } }` — flat, camelCase events (`sessionStart`, `preToolUse`, …), `bash` / `powershell` /
 * `command` shell lines, or `exec` + `args` started with no shell; VS Code adds `windows` / `linux` / `osx`
 * overrides (hooks-and-instructions.md §0.1). Checked against GitHub's hooks configuration reference
 * (docs.github.com/en/copilot/reference/hooks-configuration): `bash`, `powershell`, `cwd` (relative to the repository
 * root), `env`, `timeoutSec` as above. The cloud agent runs these from the default branch with every tool permission
 * granted, unattended.
 */
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, readFlatHooks } from './hook-commands.js';
import { property } from './json.js';

/** Copilot's handler keys: shell lines for each platform, or `exec` + `args` with no shell. */
export const COPILOT_HANDLER = { shell: ['bash', 'powershell', 'command', 'windows', 'linux', 'osx'], exec: ['exec'] };

export const copilotHooks: Host = {
  id: 'copilot-hooks',
  name: 'Copilot hooks',
  matches: pathMatcher('\\.github/hooks/[^/]+\\.json'),
  parse: (source) => commandsFile(source, { id: 'copilot-hooks', what: 'Copilot', strict: false },
    (root, problems, text) => readFlatHooks(property(root, 'hooks'), ['hooks'], text, problems, COPILOT_HANDLER)),
};
