/**
 * The commands a Codex `config.toml` makes Codex run besides servers (hooks-and-instructions.md §0.1, §4):
 * - `notify = ["prog", "arg", …]`: an argv array, started with no shell after each agent turn, the event's JSON
 *   appended as the last argument;
 * - `[hooks]`: the same three-level shape as `.codex/hooks.json` in TOML,
 *   `[[hooks.<Event>]] matcher = "…"` with `[[hooks.<Event>.hooks]] type = "command", command = "…"`, run under
 *   `$SHELL -lc`.
 * Spans come from the position-keeping scan (`ScanIndex`), values from smol-toml, as for servers.
 */
import type { Command, Path, Str } from '../model/types.js';
import type { ScanIndex } from './toml-index.js';

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function strAt(index: ScanIndex, at: Path, value: string): Str {
  const node = index.node(at);
  const str: Str = { value, span: node?.span ?? index.spanAt(at), path: at, quoteLength: node?.quoteLength ?? 1 };
  if (node?.offsets && node.value === value) str.offsets = node.offsets;
  return str;
}

function notifyCommand(data: Record<string, unknown>, index: ScanIndex): Command[] {
  const argv = data.notify;
  if (!Array.isArray(argv) || typeof argv[0] !== 'string') return [];
  const command = strAt(index, ['notify', 0], argv[0]);
  const args = argv.flatMap((arg, i) => (i > 0 && typeof arg === 'string' ? [strAt(index, ['notify', i], arg)] : []));
  return [{
    name: '"notify" command', path: ['notify'], nameSpan: index.keySpanAt(['notify']), span: index.spanAt(['notify']),
    transport: 'stdio', command, args, argsSpan: index.spanAt(['notify']), env: [], headers: [], role: 'notify', shell: false,
  }];
}

function hookCommands(data: Record<string, unknown>, index: ScanIndex): Command[] {
  const hooks = data.hooks;
  if (!isTable(hooks)) return [];
  const out: Command[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    const eventStr: Str = { value: event, span: index.keySpanAt(['hooks', event]), path: ['hooks', event], quoteLength: 0 };
    groups.forEach((group, i) => {
      if (!isTable(group) || !Array.isArray(group.hooks)) return;
      const matcher = typeof group.matcher === 'string' ? strAt(index, ['hooks', event, i, 'matcher'], group.matcher) : undefined;
      group.hooks.forEach((handler, j) => {
        if (!isTable(handler) || (handler.type !== undefined && handler.type !== 'command')) return;
        for (const key of ['command', 'commandWindows']) {
          const value = handler[key];
          if (typeof value !== 'string') continue;
          const path = ['hooks', event, i, 'hooks', j];
          const cmd: Command = {
            name: `${event} hook`, path, nameSpan: eventStr.span, span: index.entrySpan(path), transport: 'stdio',
            command: strAt(index, [...path, key], value), args: [], env: [], headers: [], role: 'hook', shell: true, event: eventStr,
          };
          if (matcher) cmd.matcher = matcher;
          out.push(cmd);
        }
      });
    });
  }
  return out;
}

export function readCodexCommands(data: Record<string, unknown>, index: ScanIndex): Command[] {
  return [...notifyCommand(data, index), ...hookCommands(data, index)];
}
