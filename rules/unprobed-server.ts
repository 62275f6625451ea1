/**
 * @file unprobed-server: when a tools lockfile exists, a configured server it has no entry for, or whose launch
 * (command, args, url, env or header names) changed since it was probed — so CI notices a server nobody has looked
 * at. A changed launch voids the entry: approving a server once and not again when its command changes is
 * CVE-2025-54136 ("MCPoison"). In `mcp-audit probe`, a server that could not be probed (start-up failure, timeout,
 * crash, protocol error) is reported here too, as an error with the reason.
 */
import { lockReport, pairedServers } from '../src/analysis/locked-servers.js';
import type { Report, Rule } from '../src/model/types.js';

export const unprobedServer: Rule = {
  meta: {
    id: 'unprobed-server',
    level: 'note',
    description: 'A configured server has no entry in the tools lockfile (.mcp-audit-tools.json), or its launch changed since it was probed: what it serves has not been reviewed.',
    precision: 'very-high',
    securitySeverity: '3.0',
    tags: ['security', 'tool-poisoning', 'supply-chain'],
    fixable: 'none',
    owasp: ['MCP03:2025'],
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    const probed = context.probe;
    for (const { server, locked, launchChanged } of pairedServers(file, context)) {
      const seen = probed?.get(server.name);
      if (seen?.failure) {
        reports.push({ message: `server "${server.name}" could not be probed: ${seen.failure}`, span: server.nameSpan, path: server.path, level: 'error' });
        continue;
      }
      if (!locked) {
        reports.push({ message: `server "${server.name}" has no entry in ${context.toolsLock!.lock.source.display}: run "mcp-audit probe" and review what it serves`, span: server.nameSpan, path: server.path });
      } else if (launchChanged) {
        reports.push(lockReport(file, context, server, { span: locked.nameSpan, path: locked.path }, `server "${server.name}" is launched differently than when it was probed (command, args, url, or the names of its env or headers changed): its entry no longer says what it serves; run "mcp-audit probe --update" and review`));
      }
    }
    // a probe run with no lockfile yet (--check before the first probe): failures still count
    if (!context.toolsLock && probed) {
      for (const server of file.servers) {
        const failure = probed.get(server.name)?.failure;
        if (failure) reports.push({ message: `server "${server.name}" could not be probed: ${failure}`, span: server.nameSpan, path: server.path, level: 'error' });
      }
    }
    return reports;
  },
};
