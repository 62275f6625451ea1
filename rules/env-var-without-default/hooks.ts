/**
 * env-var-without-default for hooks, status lines and helpers — the opposite of MCP servers in one respect: Claude
 * Code sets `${CLAUDE_PROJECT_DIR}` for hooks (and `${CLAUDE_PLUGIN_ROOT}`, `${CLAUDE_PLUGIN_DATA}` for a plugin's
 * hooks), substitutes it in `command` and `args` and exports it (hooks-and-instructions.md §1.3, from Claude Code's
 * hooks docs). So those are never reported here. What is:
 * - a variable in an exec-form command (Claude Code `command` + `args`, Codex `notify`): no shell starts it, and the
 *   host substitutes only its own placeholders, so the program gets the literal text;
 * - `${user_config.*}` in a shell-form hook, which Claude Code refuses since 2.1.207 (a shell-injection fix);
 * - a plugin placeholder in a project settings file, where no plugin sets it.
 * In a shell-form command the shell expands `$VAR` and `${VAR:-default}` itself, as in any script: nothing to say.
 */
import { bareReferences, claudeReferences } from '../../src/analysis/expansion.js';
import { valueSpan } from '../../src/model/source.js';
import type { Command, ConfigFile, Report, Str } from '../../src/model/types.js';
import { show } from './fields.js';

const PLUGIN_PLACEHOLDERS = new Set(['CLAUDE_PLUGIN_ROOT', 'CLAUDE_PLUGIN_DATA']);
/** Hosts whose hooks get Claude Code's placeholders (the Claude shape, run by Claude Code, Copilot and VS Code). */
const CLAUDE_SHAPED = new Set(['claude-settings', 'plugin-hooks']);

function report(reports: Report[], str: Str, start: number, end: number, level: Report['level'], message: string, advice: string) {
  reports.push({ message, span: valueSpan(str, start, end), path: str.path, level, suggestions: [{ description: advice, safe: false, edits: [] }] });
}

function placeholderSet(file: ConfigFile, name: string): boolean {
  if (!CLAUDE_SHAPED.has(file.host)) return false;
  return name === 'CLAUDE_PROJECT_DIR' || (file.host === 'plugin-hooks' && PLUGIN_PLACEHOLDERS.has(name));
}

function checkExecForm(file: ConfigFile, command: Command, reports: Report[]) {
  for (const str of [command.command!, ...command.args]) {
    if (!str.value.includes('$')) continue;
    const braced = claudeReferences(str.value);
    for (const ref of braced) {
      if (placeholderSet(file, ref.name) || (file.host === 'plugin-hooks' && ref.name.startsWith('user_config.'))) continue;
      const text = str.value.slice(ref.start, ref.end);
      report(reports, str, ref.start, ref.end, 'warning',
        `the ${command.name} is started without a shell (${file.host === 'codex' ? '"notify" is an argv array' : 'exec form: "args" is set'}), and nothing expands ${show(text)}: the program gets the literal text "${show(text)}"`,
        CLAUDE_SHAPED.has(file.host) ? 'use the shell form (one "command" string, without "args") if the variable is meant to expand, or read it from the environment in the program' : 'read the variable from the environment in the program, or run it through "sh", "-c", "…"');
    }
    for (const bare of bareReferences(str.value, braced.map((r) => ({ start: r.start, end: r.intendedEnd })))) {
      if (placeholderSet(file, bare.name)) continue;
      report(reports, str, bare.start, bare.end, 'warning',
        `the ${command.name} is started without a shell, so $${bare.name} is not expanded: the program gets the literal text "$${bare.name}"`,
        'read the variable from the environment in the program, or use the shell form');
    }
  }
}

function checkShellForm(file: ConfigFile, command: Command, reports: Report[]) {
  const str = command.command!;
  if (!str.value.includes('${')) return;
  for (const ref of claudeReferences(str.value)) {
    if (ref.name.startsWith('user_config.') && CLAUDE_SHAPED.has(file.host)) {
      const key = ref.name.slice('user_config.'.length);
      report(reports, str, ref.start, ref.end, 'warning',
        `\${user_config.*} in a shell-form hook: Claude Code refuses it since 2.1.207 (a value the user typed would be pasted into a shell line) and the hook does not run`,
        `use the environment variable $CLAUDE_PLUGIN_OPTION_${key.toUpperCase()} instead, or the exec form ("command" plus "args")`);
    } else if (file.host === 'claude-settings' && PLUGIN_PLACEHOLDERS.has(ref.name)) {
      report(reports, str, ref.start, ref.end, 'warning',
        `\${${ref.name}} is set only for a plugin's own hooks: in ${file.source.display.split('/').pop()} it expands to an empty string`,
        'use ${CLAUDE_PROJECT_DIR} for a path in the repository');
    }
  }
}

export function checkCommands(file: ConfigFile): Report[] {
  const reports: Report[] = [];
  for (const command of file.commands ?? []) {
    if (!command.command) continue;
    if (command.shell) checkShellForm(file, command, reports);
    else if (CLAUDE_SHAPED.has(file.host) || file.host === 'codex') checkExecForm(file, command, reports);
  }
  return reports;
}
