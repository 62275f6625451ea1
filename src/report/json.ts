/**
 * `--format json`: a versioned object. Version 1 is frozen: fields may be added, never renamed or removed;
 * a breaking change bumps `version`. It is mapped field by field from Finding, so internal changes don't leak.
 */
import { rules } from '../../rules/index.js';
import type { Finding, Fix } from '../model/types.js';
import { printableJson } from '../model/printable.js';
import type { Hidden } from './text.js';

export interface JsonReportV1 {
  version: 1;
  tool: { name: 'mcp-audit'; version: string };
  findings: JsonFindingV1[];
  summary: { findings: number; errors: number; warnings: number; notes: number; fixable: number; suppressed: number; baselined: number };
  /** what the scan read (added in 0.2): config files, skills, their servers, and the paths .gitignore left out */
  scanned?: { files: number; skills: number; servers: number; gitignored: number };
}

export interface JsonFindingV1 {
  ruleId: string;
  level: Finding['level'];
  message: string;
  file: string;
  /** semantic path inside the file, e.g. mcpServers.db.args[1] */
  location: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** UTF-16 code-unit offsets into the decoded file (BOM included), end exclusive */
  offset: { start: number; end: number };
  fingerprint: string;
  fix: JsonFixV1 | null;
  suggestions: JsonFixV1[];
  /** other files the finding is about (a skill's files to review), present only when there are some */
  related?: { file: string; message: string; region?: { startLine: number; startColumn: number; endLine: number; endColumn: number } }[];
  /** where the rule's knowledge comes from, when it says (a catalog entry's source) */
  properties?: { source: string };
  /** the OWASP MCP Top 10 entries the rule addresses (`MCP01:2025` …); empty when none fits */
  owasp?: string[];
}

export interface JsonFixV1 {
  description: string;
  safe: boolean;
  /** true when the fix needs a registry look-up first (its edits then hold a placeholder) */
  needsVersionLookup: boolean;
  edits: { file: string; start: number; end: number; text: string }[];
}

function fixV1(fix: Fix): JsonFixV1 {
  return {
    description: fix.description,
    safe: fix.safe,
    needsVersionLookup: !!fix.resolve,
    edits: fix.edits.map((e) => ({ file: e.file, start: e.start, end: e.end, text: fix.resolve ? e.text.replaceAll(fix.resolve.placeholder, '<version>') : e.text })),
  };
}

export function formatJson(findings: Finding[], toolVersion: string, hidden: Hidden = { suppressed: 0, baselined: 0 }): string {
  const owasp = new Map(rules.map((r) => [r.meta.id, r.meta.owasp]));
  const report: JsonReportV1 = {
    version: 1,
    tool: { name: 'mcp-audit', version: toolVersion },
    findings: findings.map((f) => ({
      ruleId: f.ruleId,
      level: f.level,
      message: f.message,
      file: f.file,
      location: f.location,
      line: f.region.startLine,
      column: f.region.startColumn,
      endLine: f.region.endLine,
      endColumn: f.region.endColumn,
      offset: { start: f.span.start, end: f.span.end },
      fingerprint: f.fingerprint,
      fix: f.fix ? fixV1(f.fix) : null,
      suggestions: (f.suggestions ?? []).map(fixV1),
      ...(f.related?.length ? { related: f.related.map((r) => ({ file: r.file, message: r.message, ...(r.region ? { region: r.region } : {}) })) } : {}),
      ...(f.provenance ? { properties: { source: f.provenance } } : {}),
      ...(owasp.get(f.ruleId) ? { owasp: [...owasp.get(f.ruleId)!] } : {}),
    })),
    summary: {
      findings: findings.length,
      errors: findings.filter((f) => f.level === 'error').length,
      warnings: findings.filter((f) => f.level === 'warning').length,
      notes: findings.filter((f) => f.level === 'note').length,
      fixable: findings.filter((f) => f.fix?.safe).length,
      suppressed: hidden.suppressed,
      baselined: hidden.baselined,
    },
  };
  if (hidden.scanned) {
    const { files, skills, servers, gitignored } = hidden.scanned;
    report.scanned = { files, skills, servers, gitignored };
  }
  // JSON escapes C0 controls only: C1, bidi and invisible characters in a name would reach a terminal raw
  return printableJson(JSON.stringify(report, null, 2)) + '\n';
}
