/**
 * Code actions from a finding's fixes, as data: a safe fix is a `quickfix` (the preferred one), an unsafe fix a
 * `quickfix` that says it changes behaviour, a suggestion a `refactor`; a suppression comment where the format has
 * comments; recording a skill's review as a command. A fix that needs a version from the registry carries no edit
 * until the user picks it (`codeAction/resolve`, or the `mcp-audit.applyFix` command for clients that cannot
 * resolve): only then is the registry asked.
 */
import type { CodeAction, Command, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ConfigFile, Finding, Fix } from '../model/types.js';
import type { DocumentScan } from './document-scan.js';

export const APPLY_FIX = 'mcp-audit.applyFix';
export const RECORD_REVIEW = 'mcp-audit.recordReview';

/** What a resolvable action carries until it is picked: enough to find its fix again. */
export interface FixReference {
  uri: string;
  version: number;
  fingerprint: string;
  /** -1: the finding's fix; otherwise the index of the suggestion */
  index: number;
}

/** How a fix's title reads while its version is not yet looked up. */
export function fixTitle(fix: Fix): string {
  const title = fix.resolve ? fix.description.split(fix.resolve.placeholder).join('') : fix.description;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The fix's edits as a workspace edit; undefined when one edits another file (only this document's text is known). */
export function workspaceEdit(fix: Fix, document: TextDocument, display: string, text = (e: Fix['edits'][number]) => e.text): WorkspaceEdit | undefined {
  if (fix.edits.some((e) => e.file !== display)) return undefined;
  const edits: TextEdit[] = fix.edits.map((e) => ({
    range: { start: document.positionAt(e.start), end: document.positionAt(e.end) }, newText: text(e),
  }));
  return { changes: { [document.uri]: edits } };
}

const overlaps = (a: Range, b: Range) =>
  !(a.end.line < b.start.line || (a.end.line === b.start.line && a.end.character < b.start.character)
    || b.end.line < a.start.line || (b.end.line === a.start.line && b.end.character < a.start.character));

export interface ActionOptions {
  /** the client resolves an action's edit when picked (codeAction/resolve with `edit`) */
  canResolve: boolean;
}

/** The actions for the findings of `scan` that touch `range`, in `document` (the text scanned). */
export function codeActions(scan: DocumentScan, document: TextDocument, range: Range, options: ActionOptions): (CodeAction | Command)[] {
  const out: CodeAction[] = [];
  for (const finding of scan.findings) {
    const at: Range = { start: document.positionAt(finding.span.start), end: document.positionAt(finding.span.end) };
    if (!overlaps(at, range)) continue;
    const diagnostics = [{ range: at, message: finding.message, code: finding.ruleId, source: 'mcp-audit' }];
    const fixes: [Fix, number][] = [...(finding.fix ? [[finding.fix, -1] as [Fix, number]] : []), ...(finding.suggestions ?? []).map((s, i) => [s, i] as [Fix, number])];
    for (const [fix, index] of fixes) {
      // advice without an edit (move a token to the shell's environment) is the diagnostic's to give, not an action's
      if (!fix.edits.length) continue;
      const suggestion = index >= 0;
      const label = suggestion ? '' : fix.safe ? '' : ' (unsafe: changes what the client runs)';
      const action: CodeAction = {
        title: `${fixTitle(fix)}${label}`,
        kind: suggestion ? 'refactor' : 'quickfix',
        diagnostics,
        ...(!suggestion && fix.safe ? { isPreferred: true } : {}),
      };
      const reference: FixReference = { uri: document.uri, version: document.version, fingerprint: finding.fingerprint, index };
      if (!fix.resolve) {
        const edit = workspaceEdit(fix, document, scan.display);
        if (!edit) continue;
        action.edit = edit;
      } else if (options.canResolve) {
        action.data = reference;
      } else {
        action.command = { title: action.title, command: APPLY_FIX, arguments: [reference] };
      }
      out.push(action);
    }
    const suppress = scan.config && suppressAction(finding, scan.config, document);
    if (suppress) out.push({ ...suppress, diagnostics });
    if (finding.ruleId === 'unreviewed-skill-script' && scan.skillDir) {
      out.push({
        title: 'Record skill review (I have read its files)', kind: 'quickfix', diagnostics,
        command: { title: 'Record skill review', command: RECORD_REVIEW, arguments: [scan.skillDir, scan.cwd] },
      });
    }
  }
  return out;
}

/** `// mcp-audit-ignore[rule]: reason` on a line of its own above the finding (it covers the next line). */
function suppressAction(finding: Finding, config: ConfigFile, document: TextDocument): CodeAction | undefined {
  const marker = config.syntax === 'jsonc' ? '//' : config.syntax === 'toml' || config.syntax === 'yaml' ? '#' : undefined;
  if (!marker || finding.ruleId === 'invalid-config' || finding.ruleId === 'suppression-comment') return undefined;
  const line = document.positionAt(finding.span.start).line;
  const lineText = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
  const indent = /^[ \t]*/.exec(lineText)![0];
  const eol = document.getText().includes('\r\n') ? '\r\n' : '\n';
  const text = `${indent}${marker} mcp-audit-ignore[${finding.ruleId}]: TODO say why this is acceptable${eol}`;
  return {
    title: `Suppress ${finding.ruleId} with a comment`,
    kind: 'quickfix',
    edit: { changes: { [document.uri]: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: text }] } },
  };
}
