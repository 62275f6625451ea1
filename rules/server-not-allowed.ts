/**
 * @file server-not-allowed: a server the organisation's policy does not allow: it matches a `deny` entry, or an
 * `allow` list is set and it matches none of it. The policy comes from the settings file's `policy` key and from a
 * shared file named with `--policy FILE` (also Claude Code's managed `allowedMcpServers` / `deniedMcpServers`); with
 * no policy, the rule reports nothing.
 */
import { judge } from '../src/analysis/policy.js';
import type { Report, Rule } from '../src/model/types.js';

export const serverNotAllowed: Rule = {
  meta: {
    id: 'server-not-allowed',
    level: 'error',
    description: 'A server that the policy (settings "policy", --policy FILE) denies, or that matches none of its allow list.',
    precision: 'very-high',
    securitySeverity: '7.0',
    tags: ['security', 'governance', 'policy'],
    fixable: 'none',
    owasp: ['MCP09:2025'],
  },
  checkConfig(file, context) {
    const policy = context.policy;
    if (!policy) return [];
    const reports: Report[] = [];
    for (const server of file.servers) {
      const verdict = judge(policy, server);
      if (verdict.allowed) continue;
      const why = verdict.reason === 'denied'
        ? `matches the deny entry ${verdict.entry.text} of the policy in ${verdict.layer.source}`
        : verdict.nameOnly
          ? `is allowed by name only in ${verdict.layer.source}, and Claude Code does not accept a name where the list has ${server.url ? 'serverUrl' : 'serverCommand'} entries: add its ${server.url ? 'URL' : 'exact command'}`
        : verdict.layer.allow!.length
          ? `matches none of the ${verdict.layer.allow!.length} allow entr${verdict.layer.allow!.length === 1 ? 'y' : 'ies'} of the policy in ${verdict.layer.source}`
          : `is not allowed: the policy in ${verdict.layer.source} has an empty allow list, which allows no server`;
      reports.push({
        message: `server "${server.name}" ${why}.`,
        span: server.nameSpan,
        path: server.path,
        fingerprintValue: server.name,
        suggestions: [{
          description: verdict.reason === 'denied'
            ? 'remove this server, or ask whoever keeps the policy to review it'
            : 'use an allowed server instead, or ask whoever keeps the policy to add this one',
          safe: false, edits: [],
        }],
      });
    }
    return reports;
  },
};
