/**
 * SARIF 2.1.0 for GitHub code scanning and other SARIF consumers (design.md §6, linter-conventions.md §1).
 *
 * A pure function of the findings and a ReportContext: one run, every rule that ran in registry order (so `ruleIndex`
 * is stable between runs), one result per finding with a relative `%SRCROOT%` URI (an absolute `file:` URI for files
 * outside the current directory), a full 1-based region (`endColumn` exclusive, UTF-16 code units), mcp-audit's own
 * fingerprint and the finding's fixes and suggestions as SARIF `fixes`. Over GitHub's 25,000 results per run, the
 * most severe are kept and a warning notification says how many were left out.
 *
 * Secrets: the reporter adds no text from the scanned files. Findings arrive masked — messages, locations and fix
 * descriptions by the engine, the text of edits by `Redaction.forReport`, which leaves out the edits of a fix that
 * held a secret — no `region.snippet` is emitted, and fix regions are coordinates, not text.
 *
 * The rule descriptors (names, descriptions, help from the doc pages) are built in sarif-rules.ts; the shapes of the
 * SARIF objects are in sarif-types.ts.
 */
import { DOCS_BASE } from '../../rules/index.js';
import { printableJson } from '../model/printable.js';
import { makeSource, regionOf } from '../model/source.js';
import type { Finding, Fix, Level, Region, SourceText } from '../model/types.js';
import type { ReportContext } from './context.js';
import { ruleDescriptor, unknownRuleDescriptor } from './sarif-rules.js';
import { owaspTaxonomy, supportedTaxonomies } from './sarif-taxonomy.js';
import type { SarifArtifactChange, SarifArtifactLocation, SarifFix, SarifLog, SarifRegion, SarifReplacement, SarifResult, SarifRun } from './sarif-types.js';

/** A final 2.1.0 schema URL: the Microsoft validator rejects the `-rtm.5` one (GH1011). */
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const SARIF_VERSION = '2.1.0';
export const TOOL_NAME = 'mcp-audit';
/**
 * The `partialFingerprints` key: rule + file + semantic path (masked) + hash of the masked value, or for a secret its
 * kind instead of its value (see engine.ts). v2: v1 hashed a secret's value, which a short password can be guessed
 * back from; the key changed with the construction, so code scanning does not compare the two.
 */
export const FINGERPRINT_KEY = 'mcp-audit/v2';
/** The base every relative result URI resolves against: the directory mcp-audit ran in. */
export const SRCROOT = '%SRCROOT%';
/**
 * GitHub rejects a run with more results (linter-conventions.md §1.9). Over it, the reporter keeps the most severe
 * ones and says in the run how many it left out.
 */
export const MAX_RESULTS = 25_000;
const LEVEL_RANK: Record<Level, number> = { error: 0, warning: 1, note: 2 };

// ---------------------------------------------------------------------------------------------------------------------
// The log

export function formatSarif(findings: Finding[], ctx: ReportContext): string {
  // JSON escapes C0 controls only: C1, bidi and invisible characters in a name would reach a terminal that shows the log
  return `${printableJson(JSON.stringify(buildSarif(findings, ctx), null, 2))}\n`;
}

export function buildSarif(findings: Finding[], ctx: ReportContext): SarifLog {
  const rules = ctx.rules.map((meta) => ruleDescriptor(meta, ctx.readRuleDoc(meta.id)));
  const index = new Map<string, number>();
  rules.forEach((rule, i) => { if (!index.has(rule.id)) index.set(rule.id, i); });
  // A finding from a rule the caller did not list still gets a descriptor, so that `ruleIndex` always resolves.
  for (const finding of findings) {
    if (index.has(finding.ruleId)) continue;
    index.set(finding.ruleId, rules.length);
    rules.push(unknownRuleDescriptor(finding.ruleId, finding.level));
  }

  const sources = new Map<string, SourceText | undefined>();
  const sourceOf = (display: string, raw: string): SourceText | undefined => {
    if (!sources.has(display)) {
      const text = ctx.sourceText(display) ?? (raw !== display ? ctx.sourceText(raw) : undefined);
      sources.set(display, text === undefined ? undefined : makeSource(raw, display, text));
    }
    return sources.get(display);
  };

  const errors = ctx.internalErrors ?? [];
  const notifications: NonNullable<SarifRun['invocations'][number]['toolExecutionNotifications']> =
    errors.map((e) => ({ level: 'error' as const, message: { text: firstLine(e) } }));
  for (const note of ctx.toolNotes ?? []) notifications.push({ level: 'warning', message: { text: note } });
  const kept = withinLimit(findings);
  if (kept.length < findings.length) {
    notifications.push({ level: 'warning', message: { text: truncationNotice(findings.length - kept.length, findings.length) } });
  }
  const version = ctx.toolVersion;
  return {
    $schema: SARIF_SCHEMA,
    version: SARIF_VERSION,
    runs: [{
      tool: {
        driver: {
          name: TOOL_NAME,
          version,
          ...(SEMVER.test(version) ? { semanticVersion: version } : {}),
          informationUri: INFORMATION_URI,
          rules,
          supportedTaxonomies: supportedTaxonomies(),
        },
      },
      taxonomies: [owaspTaxonomy()],
      invocations: [{
        executionSuccessful: errors.length === 0,
        ...(notifications.length ? { toolExecutionNotifications: notifications } : {}),
      }],
      // SARIF wants every uriBaseId defined here. Its absolute URI is left out on purpose (allowed: "uri must be
      // absolute or absent", sarif-sdk rule SARIF1018): it would put a machine path such as /home/alice/… in a file
      // that gets uploaded and shared, and GitHub resolves relative URIs against the checkout anyway.
      originalUriBaseIds: {
        [SRCROOT]: { description: { text: 'The directory mcp-audit ran in (normally the repository root). Every relative uri resolves against it.' } },
      },
      columnKind: 'utf16CodeUnits',
      ...(ctx.scannedFiles?.length ? { artifacts: ctx.scannedFiles.map((file) => ({ location: fileLocation(file, ctx), roles: ['analysisTarget'] })) } : {}),
      results: kept.map((f) => result(f, index.get(f.ruleId)!, ctx, sourceOf)),
    }],
  };
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** The project page: the docs base without its `/blob/<branch>/rules/` tail. */
const INFORMATION_URI = DOCS_BASE.replace(/\/(?:blob|tree)\/[\s\S]*/, '');

/**
 * At most MAX_RESULTS findings: chosen by level (errors, then warnings, then notes) and, within a level, in the order
 * given; returned in the order given. (GitHub itself would reject the whole file, not trim it.)
 */
function withinLimit(findings: Finding[]): Finding[] {
  if (findings.length <= MAX_RESULTS) return findings;
  const rank = (f: Finding) => LEVEL_RANK[f.level] ?? 3;
  const chosen = findings.map((_, i) => i).sort((a, b) => rank(findings[a]!) - rank(findings[b]!) || a - b).slice(0, MAX_RESULTS);
  return chosen.sort((a, b) => a - b).map((i) => findings[i]!);
}

function truncationNotice(omitted: number, total: number): string {
  return `${omitted} of ${total} results were left out: GitHub code scanning accepts at most ${MAX_RESULTS} results per run, `
    + 'so this file keeps the most severe ones (errors, then warnings, then notes, each in scan order). '
    + 'Run mcp-audit with --format json for all of them.';
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0]!.trim() || 'internal error';
}

// ---------------------------------------------------------------------------------------------------------------------
// Results

function result(
  f: Finding, ruleIndex: number, ctx: ReportContext, sourceOf: (display: string, raw: string) => SourceText | undefined,
): SarifResult {
  const location: SarifResult['locations'][number] = {
    physicalLocation: { artifactLocation: fileLocation(f.file, ctx), region: sarifRegion(f.region) },
  };
  if (f.location) location.logicalLocations = [{ fullyQualifiedName: f.location }];
  const out: SarifResult = {
    ruleId: f.ruleId,
    ruleIndex,
    level: f.level,
    message: { text: messageText(f.message) },
    locations: [location],
    // Only mcp-audit's own key: `primaryLocationLineHash` is left to upload-sarif, which computes it from the file.
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
  };
  // the other files a finding is about (a skill's files to review): where they are and what about them
  if (f.related?.length) {
    out.relatedLocations = f.related.map((r, id) => ({
      id, physicalLocation: { artifactLocation: fileLocation(r.file, ctx), ...(r.region ? { region: sarifRegion(r.region) } : {}) }, message: { text: messageText(r.message) },
    }));
  }
  const fixes: SarifFix[] = [];
  const add = (fix: Fix, kind: 'fix' | 'suggestion') => {
    const converted = sarifFix(fix, kind, f, ctx, sourceOf);
    if (converted) fixes.push(converted);
  };
  if (f.fix) add(f.fix, 'fix');
  for (const suggestion of f.suggestions ?? []) add(suggestion, 'suggestion');
  if (fixes.length) out.fixes = fixes;
  if (f.provenance) out.properties = { source: f.provenance };
  return out;
}

/**
 * SARIF reads `[text](target)` in a plain-text message as an embedded link (§3.11.6). Messages are plain text, so
 * when one happens to contain that shape, its brackets are escaped to keep them literal. Other brackets (`args[2]`)
 * are left alone, so that messages read the same here as in every other format.
 */
function messageText(message: string): string {
  // Brackets inside the text make no difference to whether the shape is there: stopping at the next `[` keeps a long
  // run of `[` from being read to the end again from each one.
  return /\[[^\][]*\]\(/.test(message) ? message.replace(/[\\[\]]/g, (c) => `\\${c}`) : message;
}

/** A region as SARIF requires it: every field present, 1-based, end not before start. */
function sarifRegion(r: Region): SarifRegion {
  const startLine = Math.max(1, r.startLine);
  const startColumn = Math.max(1, r.startColumn);
  let endLine = Math.max(startLine, r.endLine);
  let endColumn = Math.max(1, r.endColumn);
  if (r.endLine < startLine) endLine = startLine;
  if (endLine === startLine && endColumn < startColumn) endColumn = startColumn;
  return { startLine, startColumn, endLine, endColumn };
}

/**
 * Where a finding's or an edit's file is, by display path. Files outside the current directory (`--user` configs
 * shown as `~/.claude.json`, folders scanned as `../other`) get an absolute `file:` URI from their absolute path: as
 * relative references against `%SRCROOT%`, GitHub would resolve them inside the checkout (`<repo>/~/.claude.json`).
 * Files inside it keep a relative URI and never show a machine path.
 */
function fileLocation(display: string, ctx: ReportContext): SarifArtifactLocation {
  const outside = ctx.outsidePath?.(display);
  return artifactLocation(outside !== undefined && isAbsolutePath(outside) ? outside : display);
}

function isAbsolutePath(path: string): boolean {
  return /^(?:[\\/]|[A-Za-z]:[\\/])/.test(path);
}

/**
 * A path as a SARIF artifactLocation.
 *
 * - Relative (a display path: relative to the current directory, forward slashes): a relative reference with
 *   `uriBaseId: "%SRCROOT%"`, each segment percent-encoded (spaces, `%`, `#`, `?`, `:` and non-ASCII), so
 *   `a b/.mcp.json` → `a%20b/.mcp.json`. Callers pass the absolute path instead for files outside the current
 *   directory (see fileLocation); without one, `../other/.mcp.json` stays a relative reference.
 * - Absolute (a file outside the current directory, or on another drive): an absolute `file:` URI without
 *   `uriBaseId`, percent-encoded the same way — `/x/y` → `file:///x/y`, `C:/x` → `file:///C:/x`,
 *   `//server/share/x` → `file://server/share/x`, `/home/a b/.claude.json` → `file:///home/a%20b/.claude.json`.
 */
export function artifactLocation(file: string): SarifArtifactLocation {
  const path = file.replace(/\\/g, '/');
  if (/^[A-Za-z]:\//.test(path)) return { uri: `file:///${path.slice(0, 2)}${encodePath(path.slice(2))}` };
  if (path.startsWith('//')) return { uri: `file:${encodePath(path)}` };
  if (path.startsWith('/')) return { uri: `file://${encodePath(path)}` };
  return { uri: encodePath(path || '.'), uriBaseId: SRCROOT };
}

function encodePath(path: string): string {
  return path.split('/').map((segment) => encodeURIComponent(segment)).join('/');
}

// ---------------------------------------------------------------------------------------------------------------------
// Fixes

/**
 * A fix or suggestion as a SARIF `fix`: one `artifactChange` per file (in the order the edits name them), one
 * `replacement` per edit, in the edit order, with coordinates relative to the unmodified file.
 *
 * Left out: fixes whose `resolve` is set (their edits hold a version placeholder until the fixer looks the version
 * up, so their text is not what would be written), fixes without edits, and fixes with an edit in a file whose text
 * the caller cannot supply or whose offsets fall outside it (a region cannot be computed, and half a fix is worse
 * than none).
 */
function sarifFix(
  fix: Fix, kind: 'fix' | 'suggestion', finding: Finding, ctx: ReportContext,
  sourceOf: (display: string, raw: string) => SourceText | undefined,
): SarifFix | undefined {
  if (fix.resolve || fix.edits.length === 0) return undefined;
  const changes = new Map<string, SarifArtifactChange>();
  for (const edit of fix.edits) {
    const display = editDisplayPath(edit.file, finding.file, ctx);
    const source = sourceOf(display, edit.file);
    if (!source || !(edit.start >= 0 && edit.start <= edit.end && edit.end <= source.text.length)) return undefined;
    let change = changes.get(display);
    if (!change) {
      change = { artifactLocation: fileLocation(display, ctx), replacements: [] };
      changes.set(display, change);
    }
    const replacement: SarifReplacement = { deletedRegion: sarifRegion(regionOf(source, edit)) };
    // A pure deletion has no insertedContent (SARIF §3.57.4).
    if (edit.text !== '') replacement.insertedContent = { text: edit.text };
    change.replacements.push(replacement);
  }
  const out: SarifFix = {
    artifactChanges: [...changes.values()],
    properties: { 'mcp-audit/kind': kind, 'mcp-audit/safe': fix.safe },
  };
  if (fix.description.trim()) return { description: { text: fix.description }, ...out };
  return out;
}

/** `Edit.file` holds the absolute path the host editor saw; findings use display paths. */
function editDisplayPath(file: string, findingFile: string, ctx: ReportContext): string {
  const mapped = ctx.displayPath?.(file);
  if (mapped !== undefined) return mapped.replace(/\\/g, '/');
  const normal = file.replace(/\\/g, '/');
  if (normal === findingFile) return findingFile;
  if (!findingFile.startsWith('../') && normal.endsWith(`/${findingFile}`)) return findingFile;
  // Outside the current directory, a finding's display path keeps its `../`: compare the parts after them.
  const tail = findingFile.replace(/^(?:\.\.\/)+/, '');
  if (tail !== findingFile && normal.endsWith(`/${tail}`)) return findingFile;
  return normal;
}
