/**
 * `--fix` and `--fix-dry-run`: the only code in mcp-audit that writes a config file.
 *
 * 1. Take each finding's fix when it is safe (any fix with `--unsafe-fixes`), except a fix that would edit a copy of
 *    a duplicated key the host ignores (it says so instead).
 * 2. `--fix` only: remove temporary files an interrupted `--fix` left beside the scanned files (stale-temp.ts), and
 *    pin down each file to be written by real path and (device, inode) while it still holds the scanned bytes.
 * 3. Resolve the versions pinning fixes ask for (npm, through npm's registry client, loaded only now, with the
 *    registry and credentials of the .npmrc nearest to each file); a fix whose version cannot be
 *    resolved (`--offline`, timeout, 404, 5xx, invalid JSON, no matching version, a redirect to another origin,
 *    network down) is not applied, and `adjust()` later turns it into a suggestion that says why.
 * 4. Group edits by file, skip fixes that overlap one already taken (and say so), splice the rest into the text as
 *    scanned (BOM, line breaks, indentation, quoting and comments are whatever the edits leave alone).
 * 5. Re-parse the result with the host's parser and refuse a file that would no longer load as well as it did.
 * 6. Dry run: a unified diff, secrets masked. Otherwise an atomic write that first checks the file is still the one
 *    pinned down in step 2, holding the bytes that were scanned (see write.ts).
 */
import { dirname, resolve as resolvePath } from 'node:path';
import { UsageError } from '../discover/discover.js';
import type { ScanResult } from '../engine/engine.js';
import { shadowedKeys } from '../hosts/json-duplicates.js';
import type { ShadowedKey } from '../hosts/json-duplicates.js';
import { treeOf } from '../hosts/json.js';
import { maskSpans } from '../engine/frames.js';
import type { Redaction } from '../engine/redaction.js';
import type { ConfigFile, Edit, Finding, Fix, SourceText } from '../model/types.js';
import { applyEdits, compareEdits, mapOffset, planFixes } from './apply.js';
import type { Candidate } from './apply.js';
import { unifiedDiff } from './diff.js';
import { Resolver, hideUserinfo, timeoutFromEnv } from './resolve.js';
import { removeStaleTempFiles } from './stale-temp.js';
import { identify, sha256, writeAtomically } from './write.js';
import type { FileIdentity } from './write.js';

export interface FixOptions {
  /** the folder display paths are relative to */
  cwd: string;
  /** false for a dry run: compute the diff, write nothing */
  write: boolean;
  /** also apply fixes marked unsafe */
  unsafe: boolean;
  /** never contact a registry: pinning fixes become suggestions */
  offline: boolean;
  /** npm registry URL (`--registry`, else npm_config_registry): wins over every .npmrc; undefined reads .npmrc */
  registry?: string;
  /** the environment npm settings come from (npm_config_*, proxies, HOME); process.env when undefined */
  env?: NodeJS.ProcessEnv;
  /** bound for one registry look-up; default 10 s, or `MCP_AUDIT_REGISTRY_TIMEOUT_MS` (never more than 10 s) */
  timeoutMs?: number;
}

export interface FixOutcome {
  /** one line each, for stderr: what was fixed, skipped or refused, and why */
  messages: string[];
  /** unified diff of every change (what --fix writes, or would write), secrets masked */
  diff: string;
  /** display paths of the files written */
  changedFiles: string[];
  /** turns the fixes whose version could not be resolved into suggestions that say why */
  adjust(findings: Finding[]): Finding[];
}

const where = (f: Finding) => `${f.file}:${f.region.startLine}:${f.region.startColumn}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const requestKey = (f: Finding, fix: Fix) => `${f.ruleId}\0${f.file}\0${fix.resolve?.name}\0${fix.resolve?.spec}`;

function checkRegistry(registry: string | undefined): void {
  if (registry === undefined) return;
  let url: URL | undefined;
  try {
    url = new URL(registry);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`the registry "${hideUserinfo(registry).replace(/^[^/\s@]+@/, '***@')}" is not an http(s) URL (from --registry or npm_config_registry)`);
  }
}

/** Fills in resolved versions; returns the fixes that can be applied and records the ones that cannot. */
async function resolveVersions(
  candidates: Candidate[], options: FixOptions, messages: string[], failures: Map<string, string>, failedRequests: Map<string, string>,
  dirOf: (finding: Finding) => string,
): Promise<Candidate[]> {
  const needing = candidates.filter((c) => c.fix.resolve);
  if (!needing.length) return candidates;
  let resolver: Resolver | undefined;
  if (!options.offline) {
    checkRegistry(options.registry);
    resolver = new Resolver({ registry: options.registry, timeoutMs: options.timeoutMs ?? timeoutFromEnv(), ...(options.env ? { env: options.env } : {}) });
  }
  const outcomes = await Promise.all(candidates.map(async (c): Promise<Candidate | undefined> => {
    const request = c.fix.resolve;
    if (!request) return c;
    const got = resolver
      ? await resolver.resolve(request, dirOf(c.finding))
      : { ok: false as const, reason: '--offline: the registry was not contacted' };
    if (got.ok) {
      const edits = c.fix.edits.map((e) => ({ ...e, text: e.text.split(request.placeholder).join(got.version) }));
      const { resolve: _resolved, ...rest } = c.fix;
      return { finding: c.finding, fix: { ...rest, description: rest.description.split(request.placeholder).join(got.version), edits } };
    }
    const suggestion = `could not resolve a version for ${request.name} (${got.reason}); pin it by hand`;
    failures.set(c.finding.fingerprint, suggestion);
    failedRequests.set(requestKey(c.finding, c.fix), suggestion);
    messages.push(`${where(c.finding)}: not fixed: could not resolve a version for ${request.name} (${got.reason}); left as a suggestion`);
    return undefined;
  }));
  return outcomes.filter((c): c is Candidate => c !== undefined);
}

/**
 * The old and the new text as a diff may show them: the secret spans of the file masked by position (mapped through
 * the edits for the new text), then every secret the scan's masker knows masked wherever it appears — the secret
 * rule's findings whether or not it ran, and what the parse-free backstop sees on any line, context lines included.
 * Text a fix inserts is never masked unless it repeats a secret.
 */
function maskBoth(before: string, after: string, edits: Edit[], path: string, redaction: Redaction): [string, string] {
  const spans = redaction.spansOf(path);
  const mapped = spans
    .map((s) => ({ start: mapOffset(s.start, edits, 'start'), end: mapOffset(s.end, edits, 'end') }))
    .filter((s, i, all) => s.start < s.end && (i === 0 || all[i - 1]!.end <= s.start));
  return [
    redaction.mask(maskSpans(before, 0, before.length, spans), path),
    redaction.mask(maskSpans(after, 0, after.length, mapped), path),
  ];
}

function isNoOp(result: ScanResult, edit: Edit): boolean {
  const text = sourceFor(result, edit.file)?.source.text;
  return text !== undefined && edit.end <= text.length && text.slice(edit.start, edit.end) === edit.text;
}

function sourceFor(result: ScanResult, display: string): { source: SourceText; config?: ConfigFile } | undefined {
  const config = result.configs.find((c) => c.source.display === display);
  if (config) return { source: config.source, config };
  const skill = result.skills.find((s) => s.manifest.display === display);
  return skill ? { source: skill.manifest } : undefined;
}

/** Where the scanned file behind a display path is on disk (display paths may be `~/…` or relative to another folder). */
const diskPath = (source: SourceText, display: string, options: FixOptions) => source.path || resolvePath(options.cwd, display);

/**
 * Fixes that would edit a copy of a duplicated key that the host ignores (JSON.parse keeps the last copy) are refused:
 * the file would change, "fixed" would be reported, and what the host runs would not. The model reads the last copy,
 * so only rules that look at every string of a file can ask for this.
 */
function refuseIgnoredCopies(candidates: Candidate[], result: ScanResult, messages: string[], failures: Map<string, string>): Candidate[] {
  const ignored = new Map<string, ShadowedKey[]>();
  const ignoredIn = (display: string): ShadowedKey[] => {
    let found = ignored.get(display);
    if (!found) {
      const config = sourceFor(result, display)?.config;
      found = config && (config.syntax === 'json' || config.syntax === 'jsonc') ? shadowedKeys(treeOf(config.source)) : [];
      ignored.set(display, found);
    }
    return found;
  };
  return candidates.filter(({ finding, fix }) => {
    const hit = fix.edits
      .map((e) => ignoredIn(e.file).find((s) => (e.start === e.end ? s.span.start < e.start && e.start < s.span.end : e.start < s.span.end && s.span.start < e.end)))
      .find((s) => s !== undefined);
    if (!hit) return true;
    const why = `it would change a copy of "${hit.key}" that is ignored, because a later copy of the key is the one read; remove the duplicate and run --fix again`;
    messages.push(`${where(finding)}: not fixed: ${why}`);
    failures.set(finding.fingerprint, `not fixed by --fix: ${why}`);
    return false;
  });
}

/**
 * Pins down each file to be written before anything is awaited: its real path and (device, inode), checked to still
 * hold the scanned bytes. The write checks them again, so a file swapped (for a link out of the repository, say)
 * while the registry is asked is refused, not written through. A file that cannot be pinned down is refused now.
 */
function identifyFiles(candidates: Candidate[], result: ScanResult, options: FixOptions, messages: string[]): { kept: Candidate[]; identities: Map<string, FileIdentity> } {
  const identities = new Map<string, FileIdentity>();
  const refused = new Set<string>();
  for (const display of new Set(candidates.flatMap((c) => c.fix.edits.map((e) => e.file)))) {
    const found = sourceFor(result, display);
    if (!found) continue;
    const got = identify(diskPath(found.source, display, options), sha256(Buffer.from(found.source.text, 'utf8')));
    if (got.ok) identities.set(display, got.identity);
    else {
      refused.add(display);
      messages.push(`${display}: not fixed: ${got.reason}; the file is unchanged`);
    }
  }
  return { kept: candidates.filter((c) => !c.fix.edits.some((e) => refused.has(e.file))), identities };
}

/** Applies one file's edits: a diff for a dry run, else an atomic write of the file as identified. */
function fixFile(result: ScanResult, options: FixOptions, display: string, edits: Edit[], count: number, identity: FileIdentity | undefined, out: { messages: string[]; changedFiles: string[] }): string {
  const { messages } = out;
  const found = sourceFor(result, display);
  if (!found) {
    messages.push(`${display}: not fixed: the file was not part of the scan`);
    return '';
  }
  const before = found.source.text;
  let after: string;
  try {
    after = applyEdits(before, edits);
  } catch {
    messages.push(`${display}: not fixed: the fixes do not fit the file as scanned (an internal error; please report it)`);
    return '';
  }
  if (after === before) return '';
  if (found.config) {
    const was = found.config.editor.validate(before);
    const now = found.config.editor.validate(after);
    if (now !== undefined && now !== was) {
      messages.push(`${display}: not fixed: the fixed file would not load (${now}); the file is unchanged (please report this)`);
      return '';
    }
  }
  const [shownBefore, shownAfter] = maskBoth(before, after, [...edits].sort(compareEdits), found.source.path, result.redaction);
  const fileDiff = unifiedDiff(display, shownBefore, shownAfter);
  if (!options.write) {
    messages.push(`would fix ${plural(count, 'problem')} in ${display}`);
    return fileDiff;
  }
  const expectedSha256 = sha256(Buffer.from(before, 'utf8'));
  const written = writeAtomically(diskPath(found.source, display, options), after, { expectedSha256, ...(identity ? { identity } : {}) });
  if (!written.ok) {
    messages.push(`${display}: not fixed: ${written.reason}; the file is unchanged`);
    return '';
  }
  out.changedFiles.push(display);
  messages.push(`fixed ${plural(count, 'problem')} in ${display}`);
  return fileDiff;
}

export async function runFixes(result: ScanResult, options: FixOptions): Promise<FixOutcome> {
  const messages: string[] = [];
  const changedFiles: string[] = [];
  const failures = new Map<string, string>();
  const failedRequests = new Map<string, string>();
  let diff = '';

  // A write removes what an interrupted write left beside the files it may write; a dry run writes nothing.
  if (options.write) {
    const scanned = [...result.configs.map((c) => c.source), ...result.skills.map((s) => s.manifest)].filter((s) => s.path).map((s) => s.path);
    messages.push(...removeStaleTempFiles(scanned, options.cwd));
  }
  const wanted = refuseIgnoredCopies(result.findings
    .filter((f) => f.fix && f.fix.edits.length && (f.fix.safe || options.unsafe))
    .map((f) => ({ finding: f, fix: f.fix! })), result, messages, failures);
  const unsafeLeft = result.findings.filter((f) => f.fix && !f.fix.safe && !options.unsafe).length;
  const { kept, identities } = options.write ? identifyFiles(wanted, result, options, messages) : { kept: wanted, identities: new Map<string, FileIdentity>() };

  // The .npmrc that applies to a pin is the one nearest to the file it edits.
  const dirOf = (f: Finding) => {
    const found = sourceFor(result, f.file);
    return dirname(found ? diskPath(found.source, f.file, options) : resolvePath(options.cwd, f.file));
  };
  const ready = await resolveVersions(kept, options, messages, failures, failedRequests, dirOf);
  // An edit that writes what is already there changes nothing; left in, it could only block a real fix.
  const effective = ready
    .map((c) => ({ ...c, fix: { ...c.fix, edits: c.fix.edits.filter((e) => !isNoOp(result, e)) } }))
    .filter((c) => c.fix.edits.length);
  const plan = planFixes(effective);
  for (const { finding } of plan.skipped) {
    messages.push(`${where(finding)}: skipped the fix for ${finding.ruleId} at ${finding.location || 'the top level'}: it overlaps another fix; run --fix again to apply it`);
  }
  for (const [display, edits] of [...plan.edits].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    diff += fixFile(result, options, display, edits, plan.fixCount.get(display) ?? 0, identities.get(display), { messages, changedFiles });
  }
  if (unsafeLeft) messages.push(`${unsafeLeft} unsafe fix${unsafeLeft === 1 ? '' : 'es'} not applied (they change behaviour; add --unsafe-fixes to apply)`);

  const adjust = (findings: Finding[]): Finding[] =>
    findings.map((f) => {
      if (!f.fix) return f;
      const why = failures.get(f.fingerprint) ?? (f.fix.resolve ? failedRequests.get(requestKey(f, f.fix)) : undefined);
      if (!why) return f;
      const { fix, ...rest } = f;
      return { ...rest, suggestions: [...(f.suggestions ?? []), { ...fix, description: result.redaction.mask(why) }] };
    });

  // a location, a registry's or a parser's message can quote a secret: every line goes through the scan's masker
  return { messages: messages.map((m) => result.redaction.mask(m)), diff, changedFiles, adjust };
}
