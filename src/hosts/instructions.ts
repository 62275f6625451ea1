/**
 * Instruction files: text an agent loads from the repository and obeys (hooks-and-instructions.md §0.5, §13) —
 * `CLAUDE.md` / `CLAUDE.local.md` / `.claude/CLAUDE.md` / `.claude/rules/**.md` (Claude Code), `AGENTS.md` /
 * `AGENTS.override.md` (Codex, Cursor, Copilot, Windsurf, opencode, Zed…), `GEMINI.md`, `.cursorrules` and
 * `.cursor/rules/**.mdc`, `.github/copilot-instructions.md`, `.github/instructions/**.instructions.md`,
 * `.github/prompts/*.prompt.md`, `.github/agents/*.agent.md`, `.windsurfrules` and `.windsurf/rules/*.md`, `.clinerules`
 * (a file, or `.clinerules/*.md`), `.roorules` and `.roo/rules*\/*.md`, `.kiro/steering/*.md`, `.junie/guidelines.md`,
 * Zed's `.rules`, `AGENT.md` — and Claude Code's slash commands, `.claude/commands/**.md`. They are the known carrier of
 * "rules file backdoor" attacks (hidden Unicode), so they are modelled as text (`syntax: 'markdown'`), with no values.
 *
 * A slash command's `` !`cmd` `` (at a line's start or after a blank) runs `cmd` through the shell when the command
 * is invoked, by the user or by the model (§1.7, from Claude Code's skills docs): each is a Command, so the launch
 * rules read it; its span is the code span, backticks as quotes.
 */
import type { Command, ConfigEditor, ConfigFile, Edit, SourceText, Str } from '../model/types.js';
import type { Host } from './host.js';

const INSTRUCTION_PATH = new RegExp([
  '(^|/)(CLAUDE|CLAUDE\\.local|AGENTS|AGENTS\\.override|AGENT|GEMINI)\\.md$',
  '(^|/)\\.(cursorrules|windsurfrules|clinerules|roorules|rules)$',
  '(^|/)\\.github/copilot-instructions\\.md$',
  '(^|/)\\.github/prompts/[^/]+\\.prompt\\.md$',
  '(^|/)\\.github/agents/[^/]+\\.agent\\.md$',
  '(^|/)\\.windsurf/rules/[^/]+\\.md$',
  '(^|/)\\.clinerules/[^/]+\\.md$',
  '(^|/)\\.roo/rules(-[^/]+)?/[^/]+\\.md$',
  '(^|/)\\.kiro/steering/[^/]+\\.md$',
  '(^|/)\\.junie/guidelines\\.md$',
].join('|'));

/**
 * A file anywhere below the folder `dir` (a whole path segment sequence) whose name ends with one of `suffixes`:
 * `.claude/rules/**.md`. Without a regex: `(^|/)dir/.+suffix$` reads the rest of the path again at each start.
 */
function below(relPath: string, dir: string, suffixes: string[]): boolean {
  const at = relPath.lastIndexOf(dir);
  return at >= 0 && (at === 0 || relPath[at - 1] === '/') && relPath.length > at + dir.length && suffixes.some((s) => relPath.endsWith(s));
}

const NESTED: [string, string[]][] = [
  ['.claude/rules/', ['.md']], ['.claude/commands/', ['.md']], ['.cursor/rules/', ['.md', '.mdc']], ['.github/instructions/', ['.instructions.md']],
];

const SLASH_COMMAND = /(^|\/)\.claude\/commands\//;

/** `` !`cmd` `` at a line's start or after a blank: the commands a slash command runs when invoked. */
export function inlineCommands(source: SourceText, slashCommand = SLASH_COMMAND.test(source.display)): Command[] {
  const out: Command[] = [];
  const text = source.text;
  let i = text.indexOf('!`');
  while (i >= 0 && out.length < 1000) {
    const before = i === 0 ? '\n' : text[i - 1]!;
    const close = text.indexOf('`', i + 2);
    const line = text.indexOf('\n', i);
    if ((before === '\n' || before === ' ' || before === '\t') && close > i + 2 && (line < 0 || close < line)) {
      const value = text.slice(i + 2, close);
      const n = out.length;
      const str: Str = { value, span: { start: i + 1, end: close + 1 }, path: ['inline', n], quoteLength: 1 };
      const role = slashCommand ? 'slash command' : 'skill';
      out.push({ name: `${role}'s !\`…\` line`, path: ['inline', n], nameSpan: str.span, span: { start: i, end: close + 1 }, transport: 'stdio', command: str, args: [], env: [], headers: [], role, shell: true });
    }
    i = text.indexOf('!`', i + 2);
  }
  return out;
}

/** Edits to an instruction file replace text between a code span's backticks; there is nothing else to build. */
function markdownEditor(source: SourceText): ConfigEditor {
  return {
    replaceString: (str: Str, value: string): Edit[] => [{ file: source.path, start: str.span.start + str.quoteLength, end: str.span.end - str.quoteLength, text: value }],
    insertArg: () => [],
    setEnv: () => [],
    validate: () => undefined,
  };
}

function instructionFile(source: SourceText): ConfigFile {
  return {
    kind: 'config', host: 'instructions', syntax: 'markdown', source, servers: [], problems: [], comments: [], data: undefined,
    editor: markdownEditor(source),
  };
}

/**
 * A Claude Code plugin's slash command, `<plugin>/commands/**.md` beside `.claude-plugin/plugin.json` (the plugin
 * layout of Claude Code's plugins reference; anthropics/claude-plugins-official ships its commands so). Placed by
 * discovery (src/discover/plugins.ts), which knows where the plugin's root is; it matches no path by itself.
 */
export const pluginSlashCommands: Host = {
  id: 'instructions',
  name: 'plugin slash command',
  matches: () => false,
  parse(source): ConfigFile {
    const file = instructionFile(source);
    const commands = inlineCommands(source, true);
    if (commands.length) file.commands = commands;
    return file;
  },
};

export const instructions: Host = {
  id: 'instructions',
  name: 'instruction file',
  matches: (relPath) => INSTRUCTION_PATH.test(relPath) || NESTED.some(([dir, suffixes]) => below(relPath, dir, suffixes)),
  parse(source): ConfigFile {
    const file = instructionFile(source);
    if (SLASH_COMMAND.test(source.display) || SLASH_COMMAND.test(source.path.replace(/\\/g, '/'))) {
      const commands = inlineCommands(source, true);
      if (commands.length) file.commands = commands;
    }
    return file;
  },
};
