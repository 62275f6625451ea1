/** The inventory as Markdown tables: for a terminal, a pull request comment or a wiki page. */
import type { Inventory, InventoryCommand, InventoryLaunch, InventoryServer, LevelCounts, RecordedItem } from './inventory.js';

/** A table cell: pipes escaped, line breaks as spaces, code spans for identifiers. */
const cell = (text: string) => text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
const code = (text: string) => (text ? `\`${cell(text).replace(/`/g, "'")}\`` : '');
const counts = (c: LevelCounts) => (c.error + c.warning + c.note ? `${c.error} / ${c.warning} / ${c.note}` : '—');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function launches(list: InventoryLaunch[], program: string | undefined): string {
  if (!list.length) return code(program ?? '');
  return list.map((l) => `${l.runner} ${code(l.purl ?? `${l.name}${l.spec ? ` ${l.spec}` : ''}`)}${l.pinned ? '' : ' (unpinned)'}`).join('<br>');
}

const launch = (s: InventoryServer) => (s.endpoint ? code(s.endpoint) : launches(s.launches, s.command));

function commandRow(c: InventoryCommand): string {
  const when = [c.event ? code(c.event) : '', c.matcher ? `matcher ${code(c.matcher)}` : ''].filter(Boolean).join('<br>') || '—';
  const scripts = c.scripts.map((s) => `${cell(s.path)} ${s.sha256 ? code(s.sha256.slice(0, 12)) : '(not hashed)'}${s.reviewed ? '' : ' (unreviewed)'}`).join('<br>') || '—';
  return `| ${cell(c.name)} | ${c.role} | ${when} | ${cell(c.file)} | ${c.host} | ${launches(c.launches, c.command) || '—'} | ${scripts} | ${c.env.map(code).join(' ') || '—'} | ${counts(c.findings)} |`;
}

const items = (kind: string, list: RecordedItem[]) => (list.length ? `${kind}: ${list.map((i) => `${code(i.name)} ${code(i.sha256.replace(/^sha256:/, '').slice(0, 12))}`).join(', ')}` : '');

function recordedRow(s: InventoryServer): string {
  const r = s.recorded!;
  const info = [r.serverInfo?.name, r.serverInfo?.version].filter(Boolean).join(' ');
  const served = [items('tools', r.tools), items('prompts', r.prompts), items('resources', r.resources), items('resource templates', r.resourceTemplates)].filter(Boolean).join('<br>') || 'nothing';
  const status = r.status === 'current' ? 'current' : '**stale** (the launch changed since it was probed)';
  return `| ${code(s.name)} | ${cell(s.file)} | ${status} | ${r.protocolVersion ? code(r.protocolVersion) : '—'} | ${info ? code(info) : '—'} | ${served} |`;
}

export function formatMarkdown(inv: Inventory): string {
  const out: string[] = ['# Agent integrations', ''];
  out.push(`${plural(inv.configs.length, 'config file')}, ${plural(inv.servers.length, 'server')}, ${inv.commands.length} ${inv.commands.length === 1 ? 'hook or helper command' : 'hooks or helper commands'}, ${plural(inv.skills.length, 'skill')}; findings (errors / warnings / notes): ${counts(inv.findings)}.`, '');
  if (inv.servers.length) {
    out.push('## Servers', '', '| server | file | host | transport | launches or connects to | variables | approval, policy | findings (e / w / n) |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const s of inv.servers) {
      out.push(`| ${code(s.name)} | ${cell(s.file)} | ${s.host} | ${s.transport} | ${launch(s)} | ${s.env.map(code).join(' ') || '—'} | ${[s.autoApproved ? `auto-approved (${s.approvals.map(cell).join('; ')})` : '', s.allowedByPolicy === false ? 'not allowed by the policy' : ''].filter(Boolean).join(', ') || '—'} | ${counts(s.findings)} |`);
    }
    out.push('');
  }
  const recorded = inv.servers.filter((s) => s.recorded);
  if (recorded.length) {
    out.push('## Recorded tools', '', `What \`mcp-audit probe\` recorded in ${[...new Set(recorded.map((s) => cell(s.recorded!.lockfile)))].join(', ')} (names, canonical SHA-256 of each definition); a stale entry was recorded for another launch.`, '');
    out.push('| server | file | entry | protocol | server info | recorded |', '| --- | --- | --- | --- | --- | --- |');
    for (const s of recorded) out.push(recordedRow(s));
    out.push('');
  }
  if (inv.commands.length) {
    out.push('## Hooks and helper commands', '', '| command | role | event, matcher | file | host | runs | scripts (SHA-256) | variables | findings (e / w / n) |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const c of inv.commands) out.push(commandRow(c));
    out.push('');
  }
  if (inv.skills.length) {
    out.push('## Skills', '', '| skill | folder | files | reviewed | findings (e / w / n) |', '| --- | --- | --- | --- | --- |');
    for (const k of inv.skills) {
      const files = [`SKILL.md ${code(k.manifest.sha256.slice(0, 12))}`, ...k.files.map((f) => `${cell(f.path)} ${code(f.sha256.slice(0, 12))}`)].join('<br>');
      out.push(`| ${code(k.name)} | ${cell(k.dir)} | ${files} | ${k.reviewed ? 'yes' : 'no'} | ${counts(k.findings)} |`);
    }
    out.push('');
  }
  if (!inv.servers.length && !inv.commands.length && !inv.skills.length) out.push('No MCP configuration, hook or skill found.', '');
  return out.join('\n');
}
