/**
 * @file stdout-pollution (from `mcp-audit probe`): a stdio server that wrote lines to stdout that are not JSON-RPC
 * messages. The stdio transport forbids it (spec 2026-07-28 basic/transports/stdio.mdx: the server MUST NOT write
 * anything else to stdout); a strict client drops the response or waits forever, a tolerant one hides it, and text
 * without a newline glues onto the next message, which is then lost (probe.md §2.5). Logs belong on stderr.
 */
import { quoted } from '../src/analysis/locked-servers.js';
import type { Report, Rule } from '../src/model/types.js';

export const stdoutPollution: Rule = {
  meta: {
    id: 'stdout-pollution',
    level: 'warning',
    description: 'A stdio server wrote lines to stdout that are not JSON-RPC messages (seen by mcp-audit probe): strict clients drop its responses; its logging belongs on stderr.',
    precision: 'very-high',
    securitySeverity: '2.0',
    tags: ['reliability', 'protocol'],
    fixable: 'none',
    owasp: [],
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    for (const server of file.servers) {
      const lines = context.probe?.get(server.name)?.pollution ?? [];
      if (!lines.length) continue;
      const more = lines.length > 1 ? ` (and ${lines.length - 1} more line${lines.length > 2 ? 's' : ''})` : '';
      reports.push({
        message: `server "${server.name}" wrote ${quoted(lines[0]!)}${more} to stdout, which is not a JSON-RPC message; the stdio transport allows nothing else there (log to stderr)`,
        span: server.nameSpan, path: server.path,
      });
    }
    return reports;
  },
};
