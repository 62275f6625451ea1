/**
 * Reading hook and helper commands from JSON host files into `Command`s (hooks-and-instructions.md §0.1). Two shapes
 * cover every JSON hook format:
 * - nested (Claude Code, Codex, Gemini CLI): `hooks.<Event>[] = { matcher, hooks: [handler] }`;
 * - flat (Cursor, Copilot / VS Code, Windsurf): `hooks.<event>[] = handler`, a matcher (if any) on the handler.
 *
 * A handler names its command under one or more keys (`command`, Copilot's `bash` / `powershell`, VS Code's
 * `windows` / `linux` / `osx`); each is a command of its own. With `args` (Claude Code's exec form) or Copilot's
 * `exec`, no shell reads it. A malformed entry is a problem and the rest is read: several hosts drop only the bad
 * entry (Claude Code since 2.1.122, Copilot CLI).
 */
import type { Node } from 'jsonc-parser';
import type { Command, CommandRole, ConfigFile, KeyedStr, Path, Problem, SourceText, Str } from '../model/types.js';
import { jsonHostFile, type JsonHostSpec } from './entry.js';
import { properties, property, spanOf, toStr } from './json.js';

export interface HandlerKeys {
  /** keys holding a shell command line, in the order they are read */
  shell: string[];
  /** keys holding a program started without a shell, with `args` beside it */
  exec?: string[];
  /** Claude Code: `command` with an `args` array is the exec form */
  argsMakeExec?: boolean;
}

export const CLAUDE_HANDLER: HandlerKeys = { shell: ['command'], argsMakeExec: true };

interface Where {
  text: string;
  problems: Problem[];
  label: string;
  role: CommandRole;
  event?: Str;
  matcher?: Str;
}

function strOf(node: Node | undefined, text: string, path: Path): Str | undefined {
  return node?.type === 'string' ? toStr(node, text, path) : undefined;
}

function envOf(node: Node | undefined, text: string, path: Path): KeyedStr[] {
  return properties(node).flatMap(([key, keyNode, value]) =>
    value.type === 'string' ? [{ key, keySpan: spanOf(keyNode), value: toStr(value, text, [...path, key]) }] : []);
}

/** The commands of one handler object at `path` (several when it names one per shell or platform). */
export function readHandler(node: Node, path: Path, keys: HandlerKeys, where: Where): Command[] {
  if (node.type !== 'object') {
    where.problems.push({ message: `${where.label} entry must be an object`, span: spanOf(node), path, level: 'warning' });
    return [];
  }
  const { text } = where;
  const type = property(node, 'type');
  // http, mcp_tool, prompt and agent handlers run no local command (Kiro's legacy form says "runCommand")
  if (type?.type === 'string' && type.value !== 'command' && type.value !== 'runCommand') return [];
  const argsNode = property(node, 'args');
  const args = argsNode?.type === 'array'
    ? (argsNode.children ?? []).flatMap((item, i) => (item.type === 'string' ? [toStr(item, text, [...path, 'args', i])] : []))
    : [];
  const env = envOf(property(node, 'env'), text, [...path, 'env']);
  const cwd = strOf(property(node, 'cwd'), text, [...path, 'cwd']);
  const out: Command[] = [];
  const add = (key: string, shell: boolean) => {
    const valueNode = property(node, key);
    if (!valueNode) return;
    const command = strOf(valueNode, text, [...path, key]);
    if (!command) {
      where.problems.push({ message: `"${key}" of ${where.label} must be a string`, span: spanOf(valueNode), path: [...path, key], level: 'warning' });
      return;
    }
    const cmd: Command = {
      name: where.label, path, nameSpan: command.span, span: spanOf(node), transport: 'stdio', command,
      args: shell ? [] : args, env, headers: [], role: where.role, shell,
    };
    if (!shell && argsNode?.type === 'array') cmd.argsSpan = spanOf(argsNode);
    if (where.event) cmd.event = where.event;
    if (where.matcher) cmd.matcher = where.matcher;
    if (cwd) cmd.cwd = cwd;
    out.push(cmd);
  };
  for (const key of keys.shell) add(key, !(keys.argsMakeExec && argsNode?.type === 'array'));
  for (const key of keys.exec ?? []) add(key, false);
  return out;
}

/** `hooks.<Event>[i].hooks[j]`: Claude Code, Codex, Gemini CLI (and their plugins and extensions). */
export function readNestedHooks(hooks: Node | undefined, at: Path, text: string, problems: Problem[], keys: HandlerKeys = CLAUDE_HANDLER): Command[] {
  const out: Command[] = [];
  for (const [event, keyNode, groups] of properties(hooks)) {
    const eventStr: Str = { value: event, span: spanOf(keyNode), path: [...at, event], quoteLength: 1 };
    if (groups.type !== 'array') {
      problems.push({ message: `hooks for "${event}" must be an array of matcher groups`, span: spanOf(groups), path: [...at, event], level: 'warning' });
      continue;
    }
    (groups.children ?? []).forEach((group, i) => {
      const groupPath = [...at, event, i];
      const matcher = strOf(property(group, 'matcher'), text, [...groupPath, 'matcher']);
      const handlers = property(group, 'hooks');
      if (handlers?.type !== 'array') {
        if (group.type !== 'object' || handlers) problems.push({ message: `a "${event}" matcher group must hold a "hooks" array`, span: spanOf(group), path: groupPath, level: 'warning' });
        return;
      }
      (handlers.children ?? []).forEach((handler, j) => {
        const where: Where = { text, problems, label: `${event} hook`, role: 'hook', event: eventStr };
        if (matcher) where.matcher = matcher;
        out.push(...readHandler(handler, [...groupPath, 'hooks', j], keys, where));
      });
    });
  }
  return out;
}

/** `hooks.<event>[i]` = handler: Cursor, Copilot / VS Code, Windsurf. */
export function readFlatHooks(hooks: Node | undefined, at: Path, text: string, problems: Problem[], keys: HandlerKeys): Command[] {
  const out: Command[] = [];
  for (const [event, keyNode, entries] of properties(hooks)) {
    const eventStr: Str = { value: event, span: spanOf(keyNode), path: [...at, event], quoteLength: 1 };
    if (entries.type !== 'array') {
      problems.push({ message: `hooks for "${event}" must be an array`, span: spanOf(entries), path: [...at, event], level: 'warning' });
      continue;
    }
    (entries.children ?? []).forEach((entry, i) => {
      const path = [...at, event, i];
      const where: Where = { text, problems, label: `${event} hook`, role: 'hook', event: eventStr };
      const matcher = strOf(property(entry, 'matcher'), text, [...path, 'matcher']);
      if (matcher) where.matcher = matcher;
      out.push(...readHandler(entry, path, keys, where));
    });
  }
  return out;
}

/** A helper given as a plain command string (`"apiKeyHelper": "/bin/get-key"`) or `{ "command": … }` (`statusLine`). */
export function readHelper(root: Node, key: string, role: CommandRole, text: string, problems: Problem[]): Command[] {
  const node = property(root, key);
  if (!node) return [];
  const label = role === 'status line' ? `"${key}" status line` : `"${key}" helper`;
  if (node.type === 'object') return readHandler(node, [key], CLAUDE_HANDLER, { text, problems, label, role });
  const command = strOf(node, text, [key]);
  if (!command) return [];
  return [{ name: label, path: [key], nameSpan: command.span, span: command.span, transport: 'stdio', command, args: [], env: [], headers: [], role, shell: true }];
}

/**
 * A JSON file that holds commands and no servers. Shape problems of hook entries are warnings: the hosts that read
 * these files drop the bad entry and run the rest.
 */
export function commandsFile(source: SourceText, spec: JsonHostSpec, read: (root: Node, problems: Problem[], text: string) => Command[]): ConfigFile {
  const commands: Command[] = [];
  const file = jsonHostFile(source, spec, (root, problems, text) => {
    commands.push(...read(root, problems, text));
    return [];
  });
  return { ...file, commands };
}

/**
 * Claude Code matchers that can never match: a matcher of only letters, digits, `_`, `-`, blanks, `,` and `|` is an
 * exact name or a list of names, and an MCP tool's name is `mcp__<server>__<tool>`, so `mcp__memory` alone matches no
 * tool, nor do `mcp__memory__` and `mcp__` — "a common silent misconfiguration" (hooks-and-instructions.md §1.4, from
 * Claude Code's hooks docs). Any other matcher is an unanchored regex, where `mcp__memory` does match the server's
 * tools.
 */
export function deadMatcherProblems(commands: Command[]): Problem[] {
  const seen = new Set<number>();
  const out: Problem[] = [];
  for (const { matcher } of commands) {
    if (!matcher || seen.has(matcher.span.start) || !/^[A-Za-z0-9_\-, |]+$/.test(matcher.value)) continue;
    seen.add(matcher.span.start);
    const dead = matcher.value.split(/[|,]/).map((n) => n.trim()).filter((n) => n.startsWith('mcp__') && !namesServerAndTool(n.slice('mcp__'.length)));
    if (!dead.length) continue;
    out.push({
      message: `matcher ${dead.map((n) => `"${n}"`).join(', ')} matches no tool: Claude Code compares a plain matcher with whole tool names, and MCP tools are named mcp__<server>__<tool>; ${deadMatcherHint(dead[0]!)}`,
      span: matcher.span, path: matcher.path, level: 'warning',
    });
  }
  return out;
}

/** `<server>__<tool>`, both non-empty (read by hand: a regex for it backtracks on a long run of `_`). */
function namesServerAndTool(rest: string): boolean {
  const separator = rest.indexOf('__', 1);
  return separator > 0 && separator + 2 < rest.length;
}

/** How to write what a dead matcher meant: every tool of the server it names, or of every server (`mcp__` alone). */
function deadMatcherHint(dead: string): string {
  let end = dead.length;
  while (end > 'mcp__'.length && dead[end - 1] === '_') end--;
  const server = dead.slice('mcp__'.length, end);
  return server ? `write "mcp__${server}__.*" to match every tool of that server` : 'write "mcp__.*" to match every MCP tool';
}
