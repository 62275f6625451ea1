/**
 * Which files in the repository a hook, status line or helper runs: `.claude/hooks/format.sh`,
 * `"$CLAUDE_PROJECT_DIR"/.claude/hooks/x.sh`, `python3 .codex/hooks/check.py`, `node ${CLAUDE_PLUGIN_ROOT}/fmt.js`.
 * Such a script is what actually runs, so it is reviewable like a skill's script (unreviewed-skill-script).
 *
 * Pure: returns the path words of a command, each with where it is based (the project root, a plugin's root, or
 * unknown: a relative path, which the host resolves from its working directory) and its source span; the scan
 * resolves them to files. A word counts when it names a script: it has a script extension, it is a command's
 * program given as a path (`./x`, `tools/lint`, `${CLAUDE_PROJECT_DIR}/tool`: a shell runs a name with a `/` as that
 * file), or it is the file an interpreter is given (`bash .github/hooks/preToolUse`). Words with other variables, globs or `..`, paths into installed packages, and the arguments of programs that only read files (`cat src/app.ts`), are not followed.
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

const INSTALLED = /(?:^|\/)(?:node_modules|bower_components|jspm_packages|\.venv|venv|\.git|\.tox)\//;
const SCRIPT = /\.(?:sh|bash|zsh|fish|py|pyw|js|mjs|cjs|ts|mts|cts|rb|pl|php|lua|ps1|psm1|cmd|bat)$/i;
/** Placeholders (and shell variables) hosts set to the project's or plugin's folder for hooks. */
const PROJECT_VARS = /^\$(?:\{(?:CLAUDE_PROJECT_DIR|GEMINI_PROJECT_DIR|CURSOR_PROJECT_DIR|PWD)\}|(?:CLAUDE_PROJECT_DIR|GEMINI_PROJECT_DIR|CURSOR_PROJECT_DIR|PWD)(?![\w]))\//;
// Codex sets PLUGIN_ROOT as well as CLAUDE_PLUGIN_ROOT for a plugin's hooks (hooks-and-instructions.md §4.1); Cursor's
// own plugins write ${CURSOR_PLUGIN_ROOT} (cursor/plugins: agent-vent/mcp.json) and ${CLAUDE_PLUGIN_ROOT} in hooks
const PLUGIN_VARS = /^\$(?:\{(?:CLAUDE_|CURSOR_)?PLUGIN_ROOT\}|(?:CLAUDE_|CURSOR_)?PLUGIN_ROOT(?![\w]))\//;

/** The command's words, each marked when it is a command's program (first, or first after `&&`, `|`, `;` …). */
function wordsOf(command: Command): { word: Token; program: boolean }[] {
  if (!command.command) return [];
  if (!command.shell) return [strToken(command.command), ...command.args.map((a, i) => strToken(a, i))].map((word, i) => ({ word, program: i === 0 }));
  const out: { word: Token; program: boolean }[] = [];
  let head = true;
  for (const piece of tokenize(strToken(command.command), 'posix')) {
    if ('word' in piece) {
      out.push({ word: piece.word, program: head });
      head = false;
    } else head = true;
  }
  return out;
}

/** Programs whose first argument that is not an option is the file they run (`bash .github/hooks/preToolUse`). */
const INTERPRETERS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'python', 'python3', 'node', 'deno', 'bun', 'ruby', 'perl', 'php', 'pwsh', 'source', '.']);
/**
 * Programs that read, list, copy or change the files they are given and run none of them: `cat src/app.ts` shows the
 * file to the agent (google-gemini/gemini-cli's `/frontend` command cats two dozen sources), it does not run it. A
 * script-extension word in their arguments is not a script the command runs. `find` and `xargs` are not here: they
 * run what follows `-exec` or them.
 */
const READERS = new Set([
  'cat', 'head', 'tail', 'less', 'more', 'bat', 'nl', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'wc', 'diff', 'cmp', 'ls', 'stat',
  'file', 'echo', 'printf', 'sed', 'sort', 'uniq', 'cut', 'tr', 'basename', 'dirname', 'realpath', 'readlink', 'md5sum',
  'sha1sum', 'sha256sum', 'shasum', 'cp', 'mv', 'rm', 'touch', 'chmod', 'chown', 'mkdir', 'test', '[', 'git', 'jq', 'yq',
  'tee', 'od', 'xxd', 'hexdump', 'strings', 'du',
]);
/** Options after which an interpreter runs inline code, not a file. */
const INLINE_CODE = /^-(?:c|e|m|p|-eval|-command|Command)$/;

export function scriptWords(command: Command): ScriptWord[] {
  const out: ScriptWord[] = [];
  // the interpreter whose file is still to come, undefined once it came or inline code was asked for
  let interpreter: string | undefined;
  // the program of this part of the command only reads its arguments
  let reader = false;
  for (const { word, program } of wordsOf(command)) {
    const runByInterpreter = !program && interpreter !== undefined && !word.value.startsWith('-');
    if (program) reader = READERS.has(word.value.replace(/^.*\//, ''));
    else if (reader) continue;
    if (program) interpreter = INTERPRETERS.has(word.value.replace(/^.*\//, '')) ? word.value : undefined;
    else if (INLINE_CODE.test(word.value)) interpreter = undefined;
    else if (!word.value.startsWith('-')) interpreter = undefined;
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
    } else if (!value.includes('/')) {
      // a bare name (`node`, `prettier`, `x.sh`): a program found on the PATH, or an argument that names no path
      continue;
    }
    if (!value || /[$*?`~\\]|^\/|(?:^|\/)\.\.(?:\/|$)|^-/.test(value)) continue;
    // installed packages and virtual environments are not the repository's code (`./node_modules/.bin/prettier`)
    if (INSTALLED.test(value)) continue;
    // a program given as a path (`tools/lint`, `./x`) runs that file, as does an interpreter's file argument; another
    // word counts when it names a script
    if (!SCRIPT.test(value) && !program && !runByInterpreter) continue;
    out.push({ path: value, base, span: tokenSpan(word, from) });
  }
  return out;
}
