/**
 * Hooks in YAML frontmatter (hooks-and-instructions.md §1.1): a Claude Code subagent (`.claude/agents/**.md`) or
 * skill (`SKILL.md`) may define `hooks:` in its frontmatter, the settings shape in YAML —
 * `hooks: { <Event>: [ { matcher, hooks: [ { type: command, command } ] } ] }` — active while the subagent runs or
 * once the skill is invoked (registered even in a `-p` run in an untrusted folder, for skills).
 *
 * A subagent file is an instruction file too (its body is the subagent's prompt): `syntax: 'markdown'`, so the text
 * rules read it. A SKILL.md's text is the skill rules' (skills.ts): here it only yields its hook commands and its
 * `` !`cmd` `` lines (`syntax: 'frontmatter'`); the scan reads it beside the skill (`skillHooks` matches no path).
 *
 * Only scalars on one line are modelled (plain or quoted; escapes mapped character by character), so that every span
 * is exact and a fix edits the right characters; a block scalar or a string over several lines is skipped.
 */
import type { Document, Node as YamlNode } from 'yaml';
import type { Command, ConfigEditor, ConfigFile, Path, SourceText, Str } from '../model/types.js';
import type { Host } from './host.js';
import { isMap, isScalar, isSeq, parseDocument, scalarOffsets } from './continue-yaml.js';
import { inlineCommands } from './instructions.js';

/** `.claude/agents/**.md`, without a regex that rereads the path at each start */
function isAgentFile(relPath: string): boolean {
  const at = relPath.lastIndexOf('.claude/agents/');
  return at >= 0 && (at === 0 || relPath[at - 1] === '/') && relPath.endsWith('.md') && relPath.length > at + '.claude/agents/'.length + 3;
}

/** The frontmatter's text range: after a first line `---`, up to the next line that is `---`. */
function frontmatterRange(text: string): { start: number; end: number } | undefined {
  const body = text.startsWith('\uFEFF') ? 1 : 0;
  if (!/^---\r?\n/.test(text.slice(body))) return undefined;
  const start = text.indexOf('\n', body) + 1;
  const close = /^---[ \t]*\r?$/m.exec(text.slice(start));
  return close ? { start, end: start + close.index } : undefined;
}

function strOf(node: YamlNode | null | undefined, text: string, base: number, path: Path): Str | undefined {
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return undefined;
  const [from, to] = node.range;
  const raw = text.slice(base + from, base + to);
  const quote = raw[0] === '"' || raw[0] === "'" ? 1 : 0;
  if (node.value.includes('\n') || raw.includes('\n')) return undefined;
  const str: Str = { value: node.value, span: { start: base + from, end: base + to }, path, quoteLength: quote };
  // escapes (`"cd \"${CLAUDE_SKILL_DIR}\" && …"`, `'it''s'`): each value character mapped to its source offset
  if (raw.slice(quote, raw.length - quote) !== node.value) {
    str.offsets = scalarOffsets(text, base + from + quote, base + to - quote, node.value, node.type, false, 0);
  }
  return str;
}

function readHooks(doc: Document.Parsed, text: string, base: number): Command[] {
  const root = doc.contents;
  const hooks = isMap(root) ? root.get('hooks', true) : undefined;
  if (!isMap(hooks)) return [];
  const out: Command[] = [];
  for (const pair of hooks.items) {
    const event = strOf(pair.key as YamlNode, text, base, ['hooks']);
    if (!event || !isSeq(pair.value)) continue;
    pair.value.items.forEach((group, i) => {
      if (!isMap(group)) return;
      const at: Path = ['hooks', event.value, i];
      const matcher = strOf(group.get('matcher', true) as YamlNode, text, base, [...at, 'matcher']);
      const handlers = group.get('hooks', true);
      if (!isSeq(handlers)) return;
      handlers.items.forEach((handler, j) => {
        if (!isMap(handler)) return;
        const type = handler.get('type');
        if (type !== undefined && type !== 'command') return;
        const path: Path = [...at, 'hooks', j];
        const command = strOf(handler.get('command', true) as YamlNode, text, base, [...path, 'command']);
        if (!command) return;
        const cmd: Command = {
          name: `${event.value} hook`, path, nameSpan: event.span, span: command.span, transport: 'stdio', command, args: [], env: [], headers: [],
          role: 'hook', shell: true, event,
        };
        if (matcher) cmd.matcher = matcher;
        out.push(cmd);
      });
    });
  }
  return out;
}

function editorFor(): ConfigEditor {
  return {
    // a whole scalar is not rewritten (its quoting is the file's); words inside a command are edited in place
    replaceString: () => [],
    insertArg: () => [],
    setEnv: () => [],
    validate: (text) => {
      const range = frontmatterRange(text);
      if (!range) return 'the frontmatter no longer parses';
      const errors = parseDocument(text.slice(range.start, range.end), { prettyErrors: false }).errors;
      return errors.length ? `YAML syntax error: ${errors[0]!.message.split('\n')[0]}` : undefined;
    },
  };
}

function parseFrontmatterHooks(source: SourceText, syntax: 'markdown' | 'frontmatter'): ConfigFile {
  const file: ConfigFile = {
    kind: 'config', host: 'claude-frontmatter', syntax, source, servers: [], problems: [], comments: [], data: undefined, editor: editorFor(),
  };
  // a skill's `` !`cmd` `` lines run when it is invoked, as a slash command's do (§1.7)
  const commands = syntax === 'frontmatter' ? inlineCommands(source) : [];
  const range = frontmatterRange(source.text);
  // a frontmatter without hooks is not parsed: most SKILL.md and agent files have none
  if (range && /^hooks:/m.test(source.text.slice(range.start, range.end))) {
    const doc = parseDocument(source.text.slice(range.start, range.end), { prettyErrors: false, uniqueKeys: false });
    // skill-frontmatter reports a broken frontmatter; a subagent's: unconfirmed, so nothing is said
    if (!doc.errors.length) commands.unshift(...readHooks(doc, source.text, range.start));
  }
  if (commands.length) file.commands = commands;
  return file;
}

export const agentHooks: Host = {
  id: 'claude-frontmatter',
  name: 'Claude Code subagent',
  matches: isAgentFile,
  parse: (source) => parseFrontmatterHooks(source, 'markdown'),
};

/** A SKILL.md's frontmatter hooks; discovery reads each SKILL.md with it beside the skill. */
export const skillHooks: Host = {
  id: 'claude-frontmatter',
  name: 'Claude Code skill hooks',
  matches: () => false,
  parse: (source) => parseFrontmatterHooks(source, 'frontmatter'),
};
