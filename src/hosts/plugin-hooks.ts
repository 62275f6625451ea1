/**
 * A plugin's hooks file, `hooks/hooks.json` (Claude Code and Codex plugins; Gemini CLI extensions use the same path):
 * `{ "description"?, "hooks": { "<Event>": [ { "matcher", "hooks": [handler] } ] } }`, Claude Code's shape, where
 * `${CLAUDE_PLUGIN_ROOT}` names the plugin's folder (hooks-and-instructions.md §1.1). A Cursor plugin's hooks file is
 * flat instead, `{ "version": 1, "hooks": { "<event>": [ { "command" } ] } }`, the shape of `.cursor/hooks.json`:
 * a file whose handlers sit directly under their events is read that way, as Cursor's, or as Copilot CLI's when its
 * handlers write `bash` / `powershell` lines (`.github/hooks/*.json`'s form, which a Copilot CLI plugin's
 * `hooks/hooks.json` takes). Only a file with a `hooks` object yields commands; any other `hooks/hooks.json` is some
 * other program's and says nothing.
 */
import type { Node } from 'jsonc-parser';
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { COPILOT_HANDLER } from './copilot-hooks.js';
import { commandsFile, deadMatcherProblems, readFlatHooks, readNestedHooks } from './hook-commands.js';
import { properties, property } from './json.js';

type Flat = 'cursor-hooks' | 'copilot-hooks';
/** Keys that mark a handler as Copilot's (Cursor's handlers have `command` alone). */
const COPILOT_MARKS = ['bash', 'powershell', 'exec'];

/**
 * Handlers written directly under camelCase events (`"stop": [ { "command": … } ]`), with no matcher groups: Cursor's
 * form, or Copilot's when a handler has a `bash`, `powershell` or `exec` line. Claude Code's and Codex's events are
 * PascalCase. Undefined for the nested form.
 */
function flatForm(hooks: Node | undefined): Flat | undefined {
  const handlers = properties(hooks).filter(([event]) => /^[a-z]/.test(event))
    .flatMap(([, , entries]) => entries.children ?? []).filter((entry) => !property(entry, 'hooks'));
  if (handlers.some((entry) => COPILOT_MARKS.some((key) => property(entry, key)?.type === 'string'))) return 'copilot-hooks';
  return handlers.some((entry) => property(entry, 'command')?.type === 'string') ? 'cursor-hooks' : undefined;
}

export const pluginHooks: Host = {
  id: 'plugin-hooks',
  name: 'plugin hooks',
  // not `.github/hooks/hooks.json` (Copilot's) nor `.kiro/hooks/hooks.json` (Kiro's)
  matches: pathMatcher('(?<!(\\.github|\\.kiro)/)hooks/hooks\\.json'),
  parse: (source) => {
    let flat: Flat | undefined;
    const file = commandsFile(source, { id: 'plugin-hooks', what: 'plugin hooks', strict: false },
      (root, problems, text) => {
        const hooks = property(root, 'hooks');
        flat = flatForm(hooks);
        if (flat) return readFlatHooks(hooks, ['hooks'], text, problems, flat === 'copilot-hooks' ? COPILOT_HANDLER : { shell: ['command'] });
        const commands = readNestedHooks(hooks, ['hooks'], text, problems);
        problems.push(...deadMatcherProblems(commands));
        return commands;
      });
    // `hooks/hooks.json` is a common name: only its `hooks` object is ours (rules reading every string look there
    // only), and its syntax errors only if it looks like a hooks file
    const scoped: typeof file = { ...file, scope: ['hooks'], ...(flat ? { host: flat } : {}) };
    return file.commands?.length || /"hooks"\s*:/.test(source.text) ? scoped : { ...scoped, problems: [] };
  },
};
