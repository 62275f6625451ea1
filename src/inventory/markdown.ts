/** The inventory as Markdown tables: for a terminal, a pull request comment or a wiki page. */
import type { Inventory, InventoryServer, LevelCounts } from './inventory.js';

/** A table cell: pipes escaped, line breaks as spaces, code spans for identifiers. */
const cell = (text: string) => text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
const code = (text: string) => (text ? `\`${cell(text).replace(/`/g, "'")}\`` : '');
const counts = (c: LevelCounts) => (c.error + c.warning + c.note ? `${c.error} / ${c.warning} / ${c.note}` : '—');

function launch(s: InventoryServer): string {
  if (s.endpoint) return code(s.endpoint);
  if (!s.launches.length) return code(s.command ?? '');
  return s.launches.map((l) => `${l.runner} ${code(l.purl ?? `${l.name}${l.spec ? ` ${l.spec}` : ''}`)}${l.pinned ? '' : ' (unpinned)'}`).join('<br>');
}

export function formatMarkdown(inv: Inventory): string {
  const out: string[] = ['# Agent integrations', ''];
  const total = inv.servers.length;
  out.push(`${inv.configs.length} config file${inv.configs.length === 1 ? '' : 's'}, ${total} server${total === 1 ? '' : 's'}, ${inv.skills.length} skill${inv.skills.length === 1 ? '' : 's'}; findings (errors / warnings / notes): ${counts(inv.findings)}.`, '');
  if (inv.servers.length) {
    out.push('## Servers', '', '| server | file | host | transport | launches or connects to | variables | approval, policy | findings (e / w / n) |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const s of inv.servers) {
      out.push(`| ${code(s.name)} | ${cell(s.file)} | ${s.host} | ${s.transport} | ${launch(s)} | ${s.env.map(code).join(' ') || '—'} | ${[s.autoApproved ? `auto-approved (${s.approvals.map(cell).join('; ')})` : '', s.allowedByPolicy === false ? 'not allowed by the policy' : ''].filter(Boolean).join(', ') || '—'} | ${counts(s.findings)} |`);
    }
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
  if (!inv.servers.length && !inv.skills.length) out.push('No MCP configuration or skill found.', '');
  return out.join('\n');
}
