/**
 * @file suppression-comment: an `mcp-audit-ignore[...]` comment without a reason, naming an unknown rule, or
 * suppressing nothing. The check lives in src/engine/filter.ts, which is where suppressions are matched to findings;
 * this module is the rule's identity (meta, docs, settings), like any other rule.
 */
import type { Rule } from '../src/model/types.js';

export const suppressionComment: Rule = {
  meta: {
    id: 'suppression-comment',
    level: 'note',
    description: 'An mcp-audit-ignore comment that gives no reason, names an unknown rule, or no longer suppresses anything.',
    precision: 'very-high',
    securitySeverity: '1.0',
    tags: ['security', 'maintainability'],
    fixable: 'none',
    owasp: ['MCP08:2025'],
  },
};
