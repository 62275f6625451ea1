/**
 * Gemini CLI custom commands, `.gemini/commands/**.toml`: `prompt = """…"""` may hold `!{cmd}`, which Gemini CLI runs
 * through the shell when the user invokes the command (after a confirmation dialog showing the resolved command;
 * commands are not loaded in an untrusted folder) and replaces with its output (hooks-and-instructions.md §0.3, from
 * Gemini CLI's custom-commands docs). Each `!{…}` is a Command; its span is the text between the braces (braces
 * inside are balanced, as Gemini CLI reads them). The file is TOML: values from smol-toml, positions from the scan.
 */
import { toml } from '../model/lazy.js';
import { parseableText } from '../model/source.js';
import type { Command, ConfigFile, Str } from '../model/types.js';
import type { Host } from './host.js';
import { tomlEditor } from './codex-editor.js';
import { ScanIndex } from './toml-index.js';
import { scanToml } from './toml-scan.js';

/** `.gemini/commands/**.toml`, without a regex that rereads the path at each start */
function isCommandFile(relPath: string): boolean {
  const at = relPath.lastIndexOf('.gemini/commands/');
  return at >= 0 && (at === 0 || relPath[at - 1] === '/') && relPath.endsWith('.toml') && relPath.length > at + '.gemini/commands/'.length + 5;
}

/** `!{…}` in a prompt: [start, end) of each command's text (inside the braces), braces balanced. */
function shellInjections(value: string): [number, number][] {
  const out: [number, number][] = [];
  let i = value.indexOf('!{');
  while (i >= 0 && out.length < 100) {
    let depth = 1;
    let j = i + 2;
    for (; j < value.length && depth; j++) depth += value[j] === '{' ? 1 : value[j] === '}' ? -1 : 0;
    if (depth) break;
    out.push([i + 2, j - 1]);
    i = value.indexOf('!{', j);
  }
  return out;
}

function subStr(whole: Str, from: number, to: number, path: (string | number)[]): Str {
  const offsetOf = (k: number) => (whole.offsets ? whole.offsets[k]! : whole.span.start + whole.quoteLength + k);
  const str: Str = { value: whole.value.slice(from, to), span: { start: offsetOf(from), end: offsetOf(to) }, path, quoteLength: 0 };
  if (whole.offsets) str.offsets = whole.offsets.slice(from, to + 1);
  return str;
}

export const geminiCommands: Host = {
  id: 'gemini',
  name: 'Gemini CLI command',
  matches: isCommandFile,
  parse(source): ConfigFile {
    const text = parseableText(source);
    const scan = scanToml(text);
    const index = new ScanIndex(text, scan);
    const file: ConfigFile = {
      kind: 'config', host: 'gemini', syntax: 'toml', source, servers: [], problems: [], comments: scan.comments, data: undefined,
      editor: tomlEditor(source, index, (t) => { try { toml().parse(t); return undefined; } catch (e) { return String(e).split('\n')[0]; } }),
    };
    try {
      file.data = toml().parse(text);
    } catch {
      return file; // Gemini CLI skips a command file it cannot parse; nothing runs
    }
    const prompt = (file.data as Record<string, unknown>).prompt;
    const node = index.node(['prompt']);
    if (typeof prompt !== 'string' || !node || node.value !== prompt) return file;
    const whole: Str = { value: prompt, span: node.span, path: ['prompt'], quoteLength: node.quoteLength ?? 1, ...(node.offsets ? { offsets: node.offsets } : {}) };
    const commands = shellInjections(prompt).map(([from, to], n): Command => {
      const command = subStr(whole, from, to, ['prompt', n]);
      return { name: 'command\'s !{…} line', path: ['prompt', n], nameSpan: command.span, span: command.span, transport: 'stdio', command, args: [], env: [], headers: [], role: 'slash command', shell: true };
    });
    if (commands.length) file.commands = commands;
    return file;
  },
};
