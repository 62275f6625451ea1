/**
 * VS Code (and Cursor, Windsurf, other VS Code based editors) tasks, `.vscode/tasks.json`: a task with
 * `"runOptions": { "runOn": "folderOpen" }` runs as soon as the folder is opened — with no prompt where Workspace
 * Trust is off, as Cursor ships it (hooks-and-instructions.md §0.3). Only those tasks are commands here. A `shell`
 * task's `command` and `args` are joined into a line the shell reads; a `process` task is started with no shell.
 * Platform overrides (`windows`, `linux`, `osx`) are commands too. JSON with comments, as VS Code reads it.
 */
import type { Node } from 'jsonc-parser';
import type { Command, Problem } from '../model/types.js';
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, readHandler } from './hook-commands.js';
import { properties, property, spanOf, toStr } from './json.js';

function taskCommands(task: Node, i: number, text: string, problems: Problem[], inherited: string | undefined): Command[] {
  const label = property(task, 'label');
  const name = label?.type === 'string' ? `"${String(label.value)}" task` : 'folder-open task';
  const type = property(task, 'type')?.value ?? inherited;
  const where = { text, problems, label: name, role: 'task' as const };
  const base = [`tasks`, i];
  // VS Code tasks have a `type` ("shell", "process", "npm") that is not a hook handler type: read it here
  const out: Command[] = [];
  const read = (node: Node, path: (string | number)[], shell: boolean) => {
    const commands = readHandler(withoutType(node), path, shell ? { shell: ['command'] } : { shell: [], exec: ['command'] }, where);
    for (const c of commands) {
      const options = property(node, 'options');
      const cwd = property(options, 'cwd');
      if (cwd?.type === 'string') c.cwd = toStr(cwd, text, [...path, 'options', 'cwd']);
      c.env = properties(property(options, 'env')).flatMap(([key, keyNode, value]) =>
        value.type === 'string' ? [{ key, keySpan: spanOf(keyNode), value: toStr(value, text, [...path, 'options', 'env', key]) }] : []);
      if (shell) c.args = readArgs(node, path, text);
    }
    out.push(...commands);
  };
  read(task, base, type !== 'process');
  for (const os of ['windows', 'linux', 'osx']) {
    const override = property(task, os);
    if (override?.type === 'object') read(override, [...base, os], (property(override, 'type')?.value ?? type) !== 'process');
  }
  return out;
}

/** The object without its `type` property, so that readHandler does not take "shell" for a non-command handler. */
function withoutType(node: Node): Node {
  return { ...node, children: (node.children ?? []).filter((p) => p.children?.[0]?.value !== 'type') };
}

/** A shell task's `args` are words the shell reads after the command: kept, so the launch analysis sees them. */
function readArgs(node: Node, path: (string | number)[], text: string) {
  const args = property(node, 'args');
  return args?.type === 'array'
    ? (args.children ?? []).flatMap((a, i) => (a.type === 'string' ? [toStr(a, text, [...path, 'args', i])] : []))
    : [];
}

export const vscodeTasks: Host = {
  id: 'vscode-tasks',
  name: 'VS Code tasks',
  matches: pathMatcher('\\.vscode/tasks\\.json'),
  parse: (source) => commandsFile(source, { id: 'vscode-tasks', what: 'VS Code tasks', strict: false }, (root, problems, text) => {
    const tasks = property(root, 'tasks');
    if (tasks?.type !== 'array') return [];
    const inherited = property(root, 'type')?.value as string | undefined;
    return (tasks.children ?? []).flatMap((task, i) => {
      const runOn = property(property(task, 'runOptions'), 'runOn');
      return runOn?.value === 'folderOpen' ? taskCommands(task, i, text, problems, inherited) : [];
    });
  }),
};
