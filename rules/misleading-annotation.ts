/**
 * @file misleading-annotation: a recorded tool whose annotations claim it is harmless while its name says otherwise —
 * `readOnlyHint: true` on a tool that writes, deletes, sends or runs, or `destructiveHint: false` on one that
 * deletes. Annotations are hints; the spec says clients must not trust them from an untrusted server (2025-11-25
 * and 2026-07-28 `schema.ts` ToolAnnotations), yet hosts use them to decide what to auto-approve. The verb analysis
 * is auto-approve's (isWriteTool), so both rules agree on what a write is.
 */
import { nameWords } from '../src/analysis/secret-names.js';
import { currentEntries, lockReport } from '../src/analysis/locked-servers.js';
import type { Report, Rule } from '../src/model/types.js';
import { isWriteTool } from './auto-approve.js';

const DESTRUCTIVE = new Set(['delete', 'remove', 'drop', 'destroy', 'truncate', 'kill', 'terminate', 'purge', 'wipe', 'erase', 'overwrite', 'reset', 'revoke', 'uninstall', 'force']);

function isDestructive(name: string): boolean {
  return nameWords(name).some((w) => DESTRUCTIVE.has(w) || DESTRUCTIVE.has(w.replace(/s$/, '')) || DESTRUCTIVE.has(w.replace(/e?d$/, '')));
}

export const misleadingAnnotation: Rule = {
  meta: {
    id: 'misleading-annotation',
    level: 'warning',
    description: 'A recorded tool is annotated readOnlyHint: true (or destructiveHint: false) while its name says it writes, deletes, sends or runs: a host that trusts the hint may run it without asking.',
    precision: 'high',
    securitySeverity: '6.0',
    tags: ['security', 'tool-poisoning', 'least-privilege'],
    fixable: 'none',
    owasp: ['MCP02:2025', 'MCP03:2025'],
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    for (const { server, locked } of currentEntries(file, context)) {
      const launch = [server.command?.value, ...server.args.map((a) => a.value), server.url?.value].filter(Boolean).join(' ');
      for (const item of locked.items.filter((i) => i.kind === 'tool')) {
        const annotations = item.definition.annotations as Record<string, unknown> | undefined;
        if (!annotations || typeof annotations !== 'object') continue;
        // booleans have no recorded span: the finding points at the tool's name, its path at the annotation
        const name = item.texts.find((t) => t.key === 'name' && t.path.length === item.path.length + 2);
        const at = (key: string) => ({ span: name?.span ?? item.span, path: [...item.path, 'annotations', key] });
        if (annotations.readOnlyHint === true && isWriteTool(item.name, launch)) {
          reports.push(lockReport(file, context, server, at('readOnlyHint'), `tool "${item.name}" of server "${server.name}" is annotated readOnlyHint: true, but its name says it changes something; a host that trusts the hint may call it without asking`));
        } else if (annotations.destructiveHint === false && isDestructive(item.name)) {
          reports.push(lockReport(file, context, server, at('destructiveHint'), `tool "${item.name}" of server "${server.name}" is annotated destructiveHint: false, but its name says it deletes or overwrites`));
        }
      }
    }
    return reports;
  },
};
