/**
 * The OWASP MCP Top 10 (v0.1, labelled 2025), which every rule's `meta.owasp` names entries of, and which SARIF
 * carries as a taxonomy (`runs[].taxonomies`, with `relationships` from each rule descriptor).
 *
 * Ids and titles as in OWASP/www-project-mcp-top-10 `tab_top10.md` (index version `1cacef6`); no 2026 edition
 * exists, and MCP06's title changed between versions (the 2026-04-14 snapshot `4774c5e` still says "Prompt
 * Injection via Contextual Payloads"): the current one is used.
 */

export const OWASP_MCP_TOP10 = {
  name: 'OWASP MCP Top 10',
  version: '2025',
  organization: 'OWASP',
  informationUri: 'https://owasp.org/www-project-mcp-top-10/',
  description: 'OWASP MCP Top 10 (v0.1, 2025): the most critical security risks of Model Context Protocol servers and clients.',
} as const;

export const OWASP_MCP_TAXA = [
  { id: 'MCP01:2025', title: 'Token Mismanagement & Secret Exposure' },
  { id: 'MCP02:2025', title: 'Privilege Escalation via Scope Creep' },
  { id: 'MCP03:2025', title: 'Tool Poisoning' },
  { id: 'MCP04:2025', title: 'Software Supply Chain Attacks & Dependency Tampering' },
  { id: 'MCP05:2025', title: 'Command Injection & Execution' },
  { id: 'MCP06:2025', title: 'Intent Flow Subversion' },
  { id: 'MCP07:2025', title: 'Insufficient Authentication & Authorization' },
  { id: 'MCP08:2025', title: 'Lack of Audit and Telemetry' },
  { id: 'MCP09:2025', title: 'Shadow MCP Servers' },
  { id: 'MCP10:2025', title: 'Context Injection & Over-Sharing' },
] as const;

export type OwaspMcpId = (typeof OWASP_MCP_TAXA)[number]['id'];

export function owaspTitle(id: string): string | undefined {
  return OWASP_MCP_TAXA.find((t) => t.id === id)?.title;
}

/**
 * The mapping for rules other issues add (supply chain, probe and tools lock), so that each lands with its entries:
 * copy the line into the rule's `meta.owasp`, and the sentence into its doc page's "OWASP MCP Top 10" section. A
 * test checks that a registered rule named here uses exactly these entries.
 */
export const PLANNED_RULE_OWASP: Record<string, { owasp: OwaspMcpId[]; why: string }> = {
  'malicious-package': { owasp: ['MCP04:2025'], why: 'a package known to be malicious is the supply-chain attack itself' },
  'typosquat-package': { owasp: ['MCP04:2025'], why: 'a name one typo away from a popular package is a classic dependency attack' },
  'unknown-package': { owasp: ['MCP04:2025'], why: 'a package the registry does not know can be registered by anyone later (dependency confusion)' },
  'deprecated-package': { owasp: ['MCP04:2025'], why: 'a deprecated package no longer gets fixes, and its name may change hands' },
  'vulnerable-package': { owasp: ['MCP04:2025'], why: 'a version with a published advisory is a known-vulnerable dependency' },
  'tool-poisoning': { owasp: ['MCP03:2025', 'MCP06:2025'], why: 'instructions hidden in tool definitions poison the tool and redirect what the agent means to do' },
  'tool-shadowing': { owasp: ['MCP03:2025'], why: 'a tool that takes another server\'s tool name is the shadowing OWASP lists under tool poisoning' },
  'misleading-annotation': { owasp: ['MCP02:2025', 'MCP03:2025'], why: 'a destructive tool marked read-only gets approvals it should not, and lies in its definition' },
  'unprobed-server': { owasp: ['MCP03:2025'], why: 'a server whose tools were never recorded cannot be checked for a rug pull' },
  'tool-drift': { owasp: ['MCP03:2025', 'MCP02:2025', 'MCP04:2025'], why: 'definitions that change after review are a rug pull; new tools widen scope; a new version came in unreviewed' },
  'malformed-tool': { owasp: [], why: 'none fits: a definition the schema rejects breaks typed clients, which is protocol hygiene, not a listed risk' },
  'stdout-pollution': { owasp: [], why: 'none fits: output that is not JSON-RPC on stdout breaks the connection, which is hygiene, not a listed risk' },
};
