/**
 * Which files in the repository a hook, status line or helper runs: `.claude/hooks/format.sh`,
 * `"$CLAUDE_PROJECT_DIR"/.claude/hooks/x.sh`, `python3 .codex/hooks/check.py`, `node ${CLAUDE_PLUGIN_ROOT}/fmt.js`.
 * Such a script is what actually runs, so it is reviewable like a skill's script (unreviewed-skill-script).
 *
 * Pure: returns the path words of a command, each with where it is based (the project root, a plugin's root, or
 * unknown: a relative path, which the host resolves from its working directory) and its source span; the scan
 * resolves them to files. A word counts when it names a script: it has a script extension, or it is the program
 * itself given as a path (`./x`, `${CLAUDE_PROJECT_DIR}/tool`). Words with other variables, globs or `..` are not
 * followed.
 */
import type { Command, Span } from '../model/types.js';
import { strToken, tokenize, tokenSpan } from './shell.js';
import type { Token } from './shell.js';

export interface ScriptWord {
  /** the path as written after its base, forward slashes, without a leading `./` */
  path: string;
  base: 'project' | 'plugin' | 'relative';
  span: Span;
}

const SCRIPT = /\.(?:sh|bash|zsh|fish|py|pyw|js|mjs|cjs|ts|mts|cts|rb|pl|php|lua|ps1|psm1|cmd|bat)$/i;
/** Placeholders (and shell variables) hosts set to the project's or plugin's folder for hooks. */
const PROJECT_VARS = /^\$(?:\{(?:CLAUDE_PROJECT_DIR|GEMINI_PROJECT_DIR|CURSOR_PROJECT_DIR|PWD)\}|(?:CLAUDE_PROJECT_DIR|GEMINI_PROJECT_DIR|CURSOR_PROJECT_DIR|PWD)(?![\w]))\//;
const PLUGIN_VARS = /^\$(?:\{CLAUDE_PLUGIN_ROOT\}|CLAUDE_PLUGIN_ROOT(?![\w]))\//;

function wordsOf(command: Command): Token[] {
  if (!command.command) return [];
  if (!command.shell) return [strToken(command.command), ...command.args.map((a, i) => strToken(a, i))];
  return tokenize(strToken(command.command), 'posix').flatMap((piece) => ('word' in piece ? [piece.word] : []));
}

export function scriptWords(command: Command): ScriptWord[] {
  const out: ScriptWord[] = [];
  wordsOf(command).forEach((word, i) => {
    let value = word.value;
    let base: ScriptWord['base'] = 'relative';
    let from = 0;
    const project = PROJECT_VARS.exec(value) ?? undefined;
    const plugin = project ? undefined : PLUGIN_VARS.exec(value) ?? undefined;
    if (project || plugin) {
      base = project ? 'project' : 'plugin';
      from = (project ?? plugin)![0].length;
      value = value.slice(from);
    } else if (value.startsWith('./')) {
      from = 2;
      value = value.slice(2);
    } else if (!value.includes('/') || i === 0 && !SCRIPT.test(value)) {
      // a bare program name (`node`, `prettier`) or a plain first word without an extension: found on the PATH
      if (!(i === 0 && word.value.startsWith('./'))) return;
    }
    if (!value || /[$*?`~\\]|^\/|(?:^|\/)\.\.(?:\/|$)|^-/.test(value)) return;
    const isProgram = i === 0 && (base !== 'relative' || word.value.startsWith('./'));
    if (!SCRIPT.test(value) && !isProgram) return;
    out.push({ path: value, base, span: tokenSpan(word, from) });
  });
  return out;
}
