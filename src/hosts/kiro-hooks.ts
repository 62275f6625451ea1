/**
 * Kiro hooks, `.kiro/hooks/*.json` (v1, IDE 1.0 / CLI v3: `{ "version": "v1", "hooks": [ { "name", "trigger",
 * "matcher", "action": { "type": "command", "command" } | { "type": "agent", "prompt" }, "timeout", "enabled" } ] }`)
 * and the legacy `.kiro/hooks/*.kiro.hook` (`{ "when": {…}, "then": { "type": "runCommand", "command" } }`)
 * (hooks-and-instructions.md §8, from kiro.dev/docs/cli/v3/hooks and, for the legacy form, third-party notes).
 * Agent (prompt) actions run no command. A hook with `"enabled": false` is still read: one edit turns it on.
 */
import type { Node } from 'jsonc-parser';
import type { Command, Problem, Str } from '../model/types.js';
import type { Host } from './host.js';
import { pathMatcher } from './entry.js';
import { commandsFile, readHandler } from './hook-commands.js';
import { property, spanOf, toStr } from './json.js';

function strAt(node: Node | undefined, text: string, path: (string | number)[]): Str | undefined {
  return node?.type === 'string' ? toStr(node, text, path) : undefined;
}

function v1Hooks(root: Node, problems: Problem[], text: string): Command[] {
  const hooks = property(root, 'hooks');
  if (hooks?.type !== 'array') return [];
  return (hooks.children ?? []).flatMap((hook, i) => {
    const action = property(hook, 'action');
    if (!action || property(action, 'type')?.value !== 'command') return [];
    const trigger = strAt(property(hook, 'trigger'), text, ['hooks', i, 'trigger']);
    const label = `${trigger?.value ?? 'Kiro'} hook`;
    const where = { text, problems, label, role: 'hook' as const, ...(trigger ? { event: trigger } : {}) };
    const matcher = strAt(property(hook, 'matcher'), text, ['hooks', i, 'matcher']);
    return readHandler(action, ['hooks', i, 'action'], { shell: ['command'] }, matcher ? { ...where, matcher } : where);
  });
}

function legacyHook(root: Node, problems: Problem[], text: string): Command[] {
  const then = property(root, 'then');
  if (!then || property(then, 'type')?.value !== 'runCommand') return [];
  const when = property(property(root, 'when'), 'type');
  const event: Str | undefined = when?.type === 'string' ? { ...toStr(when, text, ['when', 'type']), span: spanOf(when) } : undefined;
  const where = { text, problems, label: `${event?.value ?? 'Kiro'} hook`, role: 'hook' as const, ...(event ? { event } : {}) };
  return readHandler(then, ['then'], { shell: ['command'] }, where);
}

export const kiroHooks: Host = {
  id: 'kiro-hooks',
  name: 'Kiro hooks',
  matches: pathMatcher('\\.kiro/hooks/[^/]+\\.(json|kiro\\.hook)'),
  parse: (source) => commandsFile(source, { id: 'kiro-hooks', what: 'Kiro', strict: false },
    (root, problems, text) => (source.path.endsWith('.kiro.hook') ? legacyHook(root, problems, text) : v1Hooks(root, problems, text))),
};
