/**
 * @file tool-shadowing: one server's recorded tools interfering with another's, as the tools lockfile shows them —
 * two servers of one host serving the same tool name where the host does not namespace tools (which one the model
 * calls is then up to the host), or a description that names another server's tool (the Invariant Labs "shadowing"
 * attack: a malicious server's description redefines how a trusted server's `send_email` must be used).
 *
 * Namespacing hosts: Claude Code exposes a server's tools as `mcp__<server>__<tool>` (its permission rules name them
 * so, formats.md §1.1), so equal names there do not collide; the spec asks aggregating clients to disambiguate
 * (server/tools.mdx §Tool Names) but other hosts do not document that they do.
 */
import { currentEntries, lockReport } from '../src/analysis/locked-servers.js';
import type { LockedServer, Report, Rule } from '../src/model/types.js';

const NAMESPACING_HOSTS = new Set(['claude-code', 'claude-settings', 'claude-plugin']);

/** A tool name distinctive enough that its mention in prose means that tool (`send_email`, `createIssue`), not a word. */
function distinctive(name: string): boolean {
  return name.length >= 5 && (/[_-]/.test(name) || /[a-z][A-Z]/.test(name));
}

const WORD_CHAR = /[\w-]/;
/** `text` holds `name` as a word of its own: no word character or `-` on either side (a scan, no regex built). */
function namesWord(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after))) return true;
  }
  return false;
}
const order = (s: LockedServer) => `${s.file}\0${s.server}`;

export const toolShadowing: Rule = {
  meta: {
    id: 'tool-shadowing',
    level: 'warning',
    description: 'Two servers of one host serve a tool of the same name, or a server\'s recorded description names another server\'s tool: one server can redirect calls meant for the other.',
    precision: 'medium',
    securitySeverity: '6.5',
    tags: ['security', 'tool-poisoning', 'tool-shadowing'],
    fixable: 'none',
    owasp: ['MCP03:2025'],
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    const all = context.toolsLock?.lock.servers ?? [];
    for (const { server, locked } of currentEntries(file, context)) {
      const others = all.filter((s) => s !== locked);
      const sameHost = others.filter((s) => s.file === locked.file || (s.host !== undefined && s.host === locked.host));
      for (const item of locked.items.filter((i) => i.kind === 'tool')) {
        const nameText = item.texts.find((t) => t.key === 'name' && t.path.length === item.path.length + 2);
        if (!NAMESPACING_HOSTS.has(file.host)) {
          // reported once per pair: at the server that sorts later
          // a tool with no name is malformed-tool's to report, not a collision
          const twin = item.name ? sameHost.find((s) => order(s) < order(locked) && s.items.some((i) => i.kind === 'tool' && i.name === item.name)) : undefined;
          if (twin) {
            reports.push(lockReport(file, context, server, nameText ?? item, `tool "${item.name}" of server "${server.name}" is also served by server "${twin.server}" (${twin.file}); the host does not namespace tools, so either can answer a call meant for the other`));
          }
        }
        for (const text of item.texts.filter((t) => t.key === 'description')) {
          for (const other of others) {
            const named = other.items.find((i) => i.kind === 'tool' && distinctive(i.name) && i.name !== item.name && namesWord(text.value, i.name));
            if (!named) continue;
            reports.push(lockReport(file, context, server, text, `the description of tool "${item.name}" of server "${server.name}" names tool "${named.name}" of server "${other.server}": a description that tells the model how to use another server's tool can redirect what that tool does`));
            break;
          }
        }
      }
    }
    return reports;
  },
};
