/**
 * Findings as LSP diagnostics: the rule id as `code`, its page as `codeDescription.href`, the level as the
 * severity the settings gave it, the other places a finding is about as related information. Pure: positions come
 * from the text that was scanned.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic, DiagnosticSeverity as Severity } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding, Level } from '../model/types.js';
import { docsUrl, rules } from '../../rules/index.js';

/** LSP's numbers (DiagnosticSeverity), written out so that this module needs no library at run time. */
const SEVERITY: Record<Level, Severity> = { error: 1, warning: 2, note: 3 };

export const SOURCE = 'mcp-audit';

/** The diagnostic of one finding in `document` (the text scanned); `cwd` is what the finding's paths are relative to. */
export function toDiagnostic(finding: Finding, document: TextDocument, cwd: string): Diagnostic {
  const diagnostic: Diagnostic = {
    range: { start: document.positionAt(finding.span.start), end: document.positionAt(finding.span.end) },
    severity: SEVERITY[finding.level],
    code: finding.ruleId,
    source: SOURCE,
    message: finding.message,
    data: { fingerprint: finding.fingerprint },
  };
  // a settings file's problem is no rule's finding, with no page of its own
  if (rules.some((r) => r.meta.id === finding.ruleId)) diagnostic.codeDescription = { href: docsUrl(finding.ruleId) };
  if (finding.related?.length) {
    diagnostic.relatedInformation = finding.related.map((r) => ({
      location: { uri: pathToFileURL(resolve(cwd, r.file)).href, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } },
      message: r.message,
    }));
  }
  return diagnostic;
}
