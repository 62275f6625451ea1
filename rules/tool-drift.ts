/**
 * @file tool-drift (from `mcp-audit probe --check`, and `probe` for servers already recorded): what a server serves
 * now differs from its entry in the tools lockfile — tools, prompts, resources or templates added, removed or
 * changed, or its instructions. A "rug pull" changes descriptions after they were approved (postmark-mcp 1.0.16 added
 * a BCC; probe.md §1.7). Levels follow what the model reads: changed text or schema is an error, a new item or
 * a lost readOnlyHint a warning, changes to fields SDKs fill in themselves (`$schema`, `execution`, icons, `_meta`)
 * or a removed item a note (probe.md §2.6: an SDK upgrade alone changes `inputSchema.$schema` and `execution`).
 */
import { currentEntries, lockReport, pairedServers, quoted } from '../src/analysis/locked-servers.js';
import type { Level, LockedItem, Report, Rule, ServerProbe } from '../src/model/types.js';


const QUIET_FIELDS = new Set(['execution', 'icons', '_meta']);

type Listed = ServerProbe['items'][number];

/** Where two texts first differ, with a little context on each side: `"…stored note." → "…stored note. <IMPORTANT>…"`. */
function shortDiff(before: string, after: string): string {
  let i = 0;
  while (i < before.length && i < after.length && before[i] === after[i]) i++;
  const from = Math.max(0, i - 20);
  const cut = (s: string) => `${from ? '…' : ''}${s.slice(from, i + 60)}`;
  return `${quoted(cut(before), 90)} → ${quoted(cut(after), 90)}`;
}

function withoutSchemaUri(value: unknown): string {
  return JSON.stringify(value, (k, v) => (k === '$schema' ? undefined : v));
}

function changeLevel(old: LockedItem, now: Listed, changed: string[]): Level {
  const text = changed.filter((f) => !QUIET_FIELDS.has(f));
  const onlySchemaUri = text.length && text.every((f) => (f === 'inputSchema' || f === 'outputSchema') && withoutSchemaUri(old.definition[f]) === withoutSchemaUri(now.definition[f]));
  if (!text.length || onlySchemaUri) return 'note';
  const wasReadOnly = (old.definition.annotations as Record<string, unknown> | undefined)?.readOnlyHint === true;
  const isReadOnly = (now.definition.annotations as Record<string, unknown> | undefined)?.readOnlyHint === true;
  if (text.every((f) => f === 'annotations')) return wasReadOnly && !isReadOnly ? 'warning' : 'note';
  return 'error';
}

function describeChange(old: LockedItem, now: Listed, changed: string[]): string {
  const parts = [`changed ${changed.map((f) => `"${f}"`).join(', ')}`];
  const before = old.definition.description;
  const after = now.definition.description;
  if (changed.includes('description') && typeof before === 'string' && typeof after === 'string') parts.push(`description ${shortDiff(before, after)}`);
  return parts.join('; ');
}

/**
 * Items by kind and name, the n-th of a repeated name (or of several without one) apart from the first: the lockfile
 * keeps the order they were listed in, so two tools of one name are each compared with their own recorded twin.
 */
function keyed<T extends { kind: string; name: string }>(items: T[]): Map<string, T> {
  const seen = new Map<string, number>();
  const out = new Map<string, T>();
  for (const item of items) {
    const base = `${item.kind}\0${item.name}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.set(`${base}\0${n}`, item);
  }
  return out;
}

export const toolDrift: Rule = {
  meta: {
    id: 'tool-drift',
    level: 'error',
    description: 'What a server serves differs from its entry in the tools lockfile (seen by mcp-audit probe): tools, prompts or resources added, removed or changed since they were reviewed.',
    precision: 'very-high',
    securitySeverity: '7.5',
    tags: ['security', 'tool-poisoning', 'rug-pull'],
    fixable: 'none',
    owasp: ['MCP03:2025', 'MCP02:2025', 'MCP04:2025'],
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    if (!context.probe) return reports;
    const current = new Set(currentEntries(file, context).map((e) => e.server.name));
    for (const { server, locked } of pairedServers(file, context)) {
      const seen = context.probe.get(server.name);
      if (!locked || !seen || seen.failure || !current.has(server.name)) continue;
      const report = (at: { span: LockedItem['span']; path: LockedItem['path'] }, message: string, level: Level) =>
        reports.push(lockReport(file, context, server, at, `server "${server.name}": ${message}; review it, then run "mcp-audit probe --update"`, { level }));
      const old = keyed(locked.items);
      const now = keyed(seen.items);
      for (const [k, item] of now) {
        const before = old.get(k);
        if (!before) {
          report({ span: locked.nameSpan, path: [...locked.path, item.kind, item.name] }, `new ${item.kind} "${item.name}" not in the lockfile`, 'warning');
        } else if (before.sha256 !== item.sha256) {
          const changed = [...new Set([...Object.keys(before.fields), ...Object.keys(item.fields)])].filter((f) => before.fields[f] !== item.fields[f]).sort();
          // a changed description points at the recorded one, anything else at the item
          const description = changed.includes('description') ? before.texts.find((t) => t.key === 'description' && t.path.length === before.path.length + 2) : undefined;
          report(description ?? before, `${item.kind} "${item.name}" ${describeChange(before, item, changed)}`, changeLevel(before, item, changed));
        }
      }
      for (const [k, item] of old) if (!now.has(k)) report(item, `${item.kind} "${item.name}" is no longer served`, 'note');
      const [was, now_] = [locked.serverInfo?.version, seen.serverInfo?.version];
      if (was !== undefined && now_ !== undefined && was !== now_) {
        report({ span: locked.nameSpan, path: [...locked.path, 'serverInfo', 'version'] }, `it now reports version ${quoted(now_, 40)} (recorded: ${quoted(was, 40)})`, 'note');
      }
      if ((locked.instructions?.value ?? '') !== (seen.instructions ?? '')) {
        report(locked.instructions ?? { span: locked.nameSpan, path: [...locked.path, 'instructions'] }, `its instructions changed: ${shortDiff(locked.instructions?.value ?? '', seen.instructions ?? '')}`, 'error');
      }
    }
    return reports;
  },
};
