/**
 * A plugin's hooks file, `hooks/hooks.json` (Claude Code and Codex plugins; Gemini CLI extensions use the same path):
 * `{ "description"?, "hooks": { "<Event>": [ { "matcher", "hooks": [handler] } ] } }`, Claude Code's shape, where
 * `${CLAUDE_PLUGIN_ROOT}` names the plugin's folder (hooks-and-instructions.md §1.1). Only a file with a `hooks`
 * object yields commands; any other `hooks/hooks.json` is some other program's and says nothing.
 */
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, deadMatcherProblems, readNestedHooks } from './hook-commands.js';
import { property } from './json.js';

export const pluginHooks: Host = {
  id: 'plugin-hooks',
  name: 'plugin hooks',
  // not `.github/hooks/hooks.json` (Copilot's) nor `.kiro/hooks/hooks.json` (Kiro's)
  matches: pathMatcher('(?<!(\\.github|\\.kiro)/)hooks/hooks\\.json'),
  parse: (source) => {
    const file = commandsFile(source, { id: 'plugin-hooks', what: 'plugin hooks', strict: false },
      (root, problems, text) => {
        const commands = readNestedHooks(property(root, 'hooks'), ['hooks'], text, problems);
        problems.push(...deadMatcherProblems(commands));
        return commands;
      });
    // `hooks/hooks.json` is a common name: only its `hooks` object is ours (rules reading every string look there
    // only), and its syntax errors only if it looks like a hooks file
    const scoped: typeof file = { ...file, scope: ['hooks'] };
    return file.commands?.length || /"hooks"\s*:/.test(source.text) ? scoped : { ...scoped, problems: [] };
  },
};
