/**
 * After the rules: inline suppressions (`// mcp-audit-ignore[rule-id]: reason`, `# mcp-audit-ignore[…]: …`),
 * findings ignored in the settings file, and the baseline. Nothing is dropped silently: what is hidden is counted.
 */
import { createHash } from 'node:crypto';
import { parseOwnJson } from '../discover/own-files.js';
import { positionAt, regionOf } from '../model/source.js';
import { didYouMean } from '../model/did-you-mean.js';
import { Redaction } from './redaction.js';
import { compileGlob } from './settings.js';
import type { IgnoredFinding } from './settings.js';
import type { ConfigFile, Finding, Rule, SourceText } from '../model/types.js';

export const SUPPRESSION_RULE = 'suppression-comment';

const NAME = 'mcp-audit-ignore';

/**
 * `mcp-audit-ignore[ids]rest` (one line) or `mcp-audit-ignore-file[ids]rest` (the whole file) in a comment: the
 * first directive, its ids up to the first `]`. `malformed` when the word is there without its `[rule]` (`//
 * mcp-audit-ignore: reason`), which would otherwise do nothing, silently. Found by a scan, not by
 * `/mcp-audit-ignore\[([^\]]*)\](.*)$/s`, which on a comment of many unclosed directives reads the rest of the
 * comment again from each one.
 */
function directiveOf(comment: string): { ids: string; rest: string; fileWide: boolean; malformed?: boolean } | undefined {
  const start = comment.indexOf(NAME);
  if (start < 0) return undefined;
  const fileWide = comment.startsWith('-file', start + NAME.length);
  const open = start + NAME.length + (fileWide ? 5 : 0);
  if (comment[open] !== '[') return { ids: '', rest: comment.slice(open), fileWide, malformed: true };
  const close = comment.indexOf(']', open + 1);
  if (close < 0) return { ids: '', rest: '', fileWide, malformed: true };
  return { ids: comment.slice(open + 1, close), rest: comment.slice(close + 1), fileWide };
}

interface Suppression {
  file: string;
  source: SourceText;
  span: { start: number; end: number };
  /** line the suppression applies to */
  line: number;
  ruleIds: string[];
  reason: string;
  used: boolean;
  /** `mcp-audit-ignore-file[…]`: every line of the file */
  fileWide: boolean;
  /** the word without its `[rule]` */
  malformed: boolean;
}

export interface Filtered {
  findings: Finding[];
  suppressed: Finding[];
  baselined: Finding[];
  /** indexes of the settings' ignoreFindings entries that hid nothing */
  unusedIgnoreFindings?: number[];
  /** baseline fingerprints that matched a finding */
  matchedBaseline?: Set<string>;
}

export interface FilterOptions {
  configs: ConfigFile[];
  rules: Rule[];
  ignoreFindings?: IgnoredFinding[];
  /** folder, relative to cwd with forward slashes, that settings globs are relative to ('' for cwd) */
  settingsBase?: string;
  /**
   * A finding's file as settings globs see it, relative to the settings file's folder; overrides `settingsBase`, which
   * can only strip a prefix (a settings file found above the current directory needs `../` added instead)
   */
  settingsPath?: (file: string) => string;
  baseline?: Set<string>;
  /** the scan's masker (`ScanResult.redaction`): a comment can quote a secret too */
  redaction?: Redaction;
  /** how fingerprints name a file (engine.ts `fingerprintFile`): relative to the repository's top, like the rules' */
  fingerprintFile?: (source: Pick<SourceText, 'path' | 'display'>) => string;
}

/** Suppression comments of a file: on a line of their own they cover the next line, at the end of a line that line. */
export function suppressionsOf(file: ConfigFile): Suppression[] {
  const out: Suppression[] = [];
  for (const comment of file.comments) {
    const match = directiveOf(comment.text);
    if (!match) continue;
    const { line } = positionAt(file.source, comment.span.start);
    const before = file.source.text.slice(file.source.lineStarts[line - 1]!, comment.span.start);
    const ownLine = before.trim() === '';
    out.push({
      file: file.source.display,
      source: file.source,
      span: comment.span,
      line: ownLine ? line + 1 : line,
      ruleIds: match.ids.split(',').map((s) => s.trim()).filter(Boolean),
      reason: match.rest.replace(/\*\/\s*$/, '').replace(/^\s*:?/, '').trim(),
      used: false,
      fileWide: match.fileWide,
      malformed: match.malformed ?? false,
    });
  }
  return out;
}

function serverOf(location: string, name: string): boolean {
  // Every host's server container: Claude-style, VS Code, Codex, opencode (V1 and V2), Zed.
  return ['mcpServers', 'servers', 'mcp_servers', 'mcp', 'mcp.servers', 'context_servers'].some((container) => {
    const prefix = `${container}.${name}`;
    return location === prefix || location.startsWith(`${prefix}.`) || location.startsWith(`${prefix}[`);
  });
}

export function filterFindings(findings: Finding[], options: FilterOptions): Filtered {
  const suppressions = options.configs.flatMap(suppressionsOf);
  const known = new Set(options.rules.map((r) => r.meta.id));
  const ignoreRules = (options.ignoreFindings ?? []).map((entry) => ({ entry, file: entry.file ? compileGlob(entry.file) : undefined, used: false }));
  const base = options.settingsBase ? `${options.settingsBase}/` : '';
  const out: Filtered = { findings: [], suppressed: [], baselined: [], unusedIgnoreFindings: [], matchedBaseline: new Set() };
  for (const finding of findings) {
    const inline = suppressions.filter((s) => s.file === finding.file && (s.fileWide || s.line === finding.region.startLine) && s.ruleIds.includes(finding.ruleId));
    if (inline.length) {
      for (const s of inline) s.used = true;
      out.suppressed.push(finding);
      continue;
    }
    const relative = options.settingsPath ? options.settingsPath(finding.file) : finding.file.startsWith(base) ? finding.file.slice(base.length) : finding.file;
    const ignored = ignoreRules.filter(({ entry, file }) =>
      entry.rule === finding.ruleId && (!file || file.test(relative)) && (!entry.server || serverOf(finding.location, entry.server)));
    if (ignored.length) {
      for (const rule of ignored) rule.used = true;
      out.suppressed.push(finding);
      continue;
    }
    if (options.baseline?.has(finding.fingerprint)) {
      out.baselined.push(finding);
      out.matchedBaseline!.add(finding.fingerprint);
      continue;
    }
    out.findings.push(finding);
  }
  ignoreRules.forEach((rule, i) => { if (!rule.used) out.unusedIgnoreFindings!.push(i); });
  // The comments themselves: a suppression must say why, and must still suppress something.
  if (known.has(SUPPRESSION_RULE)) {
    const redaction = options.redaction ?? new Redaction();
    const fileKey = options.fingerprintFile ?? ((source: Pick<SourceText, 'display'>) => source.display);
    for (const s of suppressions) {
      const unknown = s.ruleIds.filter((id) => !known.has(id) && id !== SUPPRESSION_RULE);
      const directive = s.fileWide ? `${NAME}-file` : NAME;
      const problems = [
        ...(s.malformed ? [`names no rule: write ${directive}[rule-id]: reason`] : s.ruleIds.length ? [] : ['names no rule']),
        ...unknown.map((id) => `names unknown rule "${id}"${didYouMean(id, known)}`),
        ...(s.reason ? [] : ['gives no reason (write one after a colon)']),
        ...(s.used || unknown.length || !s.ruleIds.length ? [] : [s.fileWide ? 'suppresses nothing in this file' : 'suppresses nothing on the line it covers']),
      ];
      for (const problem of problems) {
        const finding: Finding = {
          ruleId: SUPPRESSION_RULE,
          level: 'note',
          message: redaction.mask(`this ${directive} comment ${problem}`, s.source.path),
          file: s.file,
          span: s.span,
          region: regionOf(s.source, s.span),
          location: '',
          fingerprint: createHash('sha256').update(redaction.mask(`${SUPPRESSION_RULE}\0${fileKey(s.source)}\0${problem}\0${s.ruleIds.join(',')}`)).digest('hex').slice(0, 32),
          // no code frame here: the text report draws one for the findings it shows (ScanResult.drawCodeFrames)
        };
        // a baseline written with this finding in it hides it, as it hides the rules' findings
        if (options.baseline?.has(finding.fingerprint)) {
          out.baselined.push(finding);
          out.matchedBaseline?.add(finding.fingerprint);
        } else out.findings.push(finding);
      }
    }
  }
  return out;
}

/** A baseline entry is about 200 bytes: this holds some 300,000 findings. */
export const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

/**
 * The baseline file: fingerprints only (rule, file, semantic path and a hash of the value — never the value, and for
 * a secret not even that). Version 2: a secret's fingerprint stands on its kind, not on a hash of its value.
 */
export const BASELINE_VERSION = 2;
const SECRET_RULE = 'hardcoded-secret';

/** `fileOf`: how entries name files, the way fingerprints do (relative to the repository's top or the baseline's folder). */
export function formatBaseline(findings: Finding[], toolVersion: string, fileOf: (f: Finding) => string = (f) => f.file): string {
  const entries = findings
    .map((f) => ({ ruleId: f.ruleId, file: fileOf(f), location: f.location, fingerprint: f.fingerprint }))
    .sort((a, b) => (a.file + a.location + a.ruleId + a.fingerprint < b.file + b.location + b.ruleId + b.fingerprint ? -1 : 1));
  return JSON.stringify({ version: BASELINE_VERSION, tool: { name: 'mcp-audit', version: toolVersion }, findings: entries }, null, 2) + '\n';
}

export interface Baseline {
  fingerprints: Set<string>;
  /** each entry's file (as recorded: relative to the repository's top or the baseline's folder) and rule, by fingerprint */
  files: Map<string, { file: string; ruleId: string }>;
  /**
   * Entries a version 1 baseline holds for secrets: their fingerprints hashed the secret's value, which no longer
   * goes into a fingerprint, so they cannot match; the command line says so instead of reporting them as new silently.
   */
  staleSecrets: number;
}

export function parseBaseline(text: string): Baseline | string {
  const parsed = parseOwnJson(text);
  if (!parsed.ok) return `not valid JSON: ${parsed.message}`;
  const data = parsed.data as { version?: unknown; findings?: unknown } | null;
  if (data === null || typeof data !== 'object' || (data.version !== 1 && data.version !== BASELINE_VERSION) || !Array.isArray(data.findings)) {
    return `not an mcp-audit baseline (version 1 or ${BASELINE_VERSION})`;
  }
  const findings = data.findings as ({ fingerprint?: unknown; ruleId?: unknown } | null)[];
  const staleSecrets = data.version === 1 ? findings.filter((f) => f?.ruleId === SECRET_RULE).length : 0;
  // Entries that cannot match (a version 1 secret's) are left out of `files`: the note above already covers them.
  const live = findings.filter((f) => !(data.version === 1 && f?.ruleId === SECRET_RULE));
  const files = new Map(live.map((f) => [String(f?.fingerprint), { file: String((f as { file?: unknown } | null)?.file ?? ''), ruleId: String(f?.ruleId ?? '') }]));
  return { fingerprints: new Set(findings.map((f) => String(f?.fingerprint))), files, staleSecrets };
}
