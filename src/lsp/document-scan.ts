/**
 * One open document scanned as the CLI would scan it, from the editor's text rather than the disk: a config goes
 * through the engine as the stdin candidate does (`ScanOptions.stdin`, a Candidate with its text), so that it stands
 * for the file of that name; a skill's file is scanned with its skill, as `mcp-audit PATH` given that file would.
 * The settings file is found as the CLI finds it (the document's workspace folder as the scan root, walking up to the
 * repository's top) and read afresh on every scan, so an edit to it counts from the next scan on.
 */
import { existsSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { rules as allRules } from '../../rules/index.js';
import { discover, hostFor, UsageError } from '../discover/discover.js';
import type { Candidate } from '../discover/discover.js';
import { displayPath, slashed } from '../discover/paths.js';
import { MAX_CONFIG_BYTES } from '../discover/read.js';
import { scan } from '../engine/engine.js';
import type { ScanResult } from '../engine/engine.js';
import { filterFindings } from '../engine/filter.js';
import { applyRuleSettings, compileGlob, loadSettings, settingsFromText } from '../engine/settings.js';
import type { LoadedSettings } from '../engine/settings.js';
import { findSettingsFile, SETTINGS_NAMES } from '../engine/settings-file.js';
import { makeSource, regionOf } from '../model/source.js';
import type { ConfigFile, Finding } from '../model/types.js';

export interface DocumentScan {
  /** the findings in this document, after suppressions and the settings' ignoreFindings */
  findings: Finding[];
  /** the document's config as parsed (undefined for a skill's file): which comment syntax it has */
  config?: ConfigFile;
  /** the document's path as findings and edits name it */
  display: string;
  /** the folder display paths are relative to (the document's workspace folder) */
  cwd: string;
  /** the skill folder, for a file of a skill */
  skillDir?: string;
  /** said to the client's log: a settings file that could not be used, a rule that failed */
  problems: string[];
}



/** What mcp-audit makes of the file at `path`: a host's config (as discovery names it), a skill's file, or nothing. */
type DocumentKind = { kind: 'config'; candidate: Candidate } | { kind: 'skill'; skillDir: string } | undefined;

/**
 * As `mcp-audit PATH` would take the file: discovery given that one path decides its host (and placement), its size
 * bound, or its skill; a file not on disk yet (a new, unsaved one) is a config if its name is one.
 */
export function documentKind(path: string, cwd: string, display: string): DocumentKind {
  if (existsSync(path)) {
    try {
      const found = discover([path], cwd, { gitignore: false });
      const candidate = found.configs.find((c) => c.path === path);
      if (candidate) return { kind: 'config', candidate };
      const skillDir = [...found.skillDirs.keys()][0];
      return skillDir === undefined ? undefined : { kind: 'skill', skillDir };
    } catch {
      // not a file discovery can take (a folder, a FIFO): by its name alone, below
    }
  }
  const host = hostFor(slashed(path));
  return host ? { kind: 'config', candidate: { path, display, host } } : undefined;
}

/** A finding standing for a document the engine was not given: too big, as the CLI says of such a file. */
function oversized(display: string, bytes: number, limit: number): Finding {
  return {
    ruleId: 'invalid-config', level: 'error', file: display, span: { start: 0, end: 0 },
    region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 }, location: '', fingerprint: `oversized:${display}`,
    message: `not scanned: ${bytes} bytes is over the ${limit}-byte limit for this kind of file`,
  };
}

/** The text the editor holds for a file, if it is open (unsaved edits included). */
export type HeldText = (path: string) => string | undefined;

/** The settings a scan from `cwd` uses, found as the CLI finds them; an open settings file is read as the editor holds it. */
async function settingsFor(cwd: string, held: HeldText): Promise<LoadedSettings | undefined> {
  const found = findSettingsFile([cwd], cwd);
  const text = found && held(found.path);
  if (found && text !== undefined) return settingsFromText({ path: found.path, display: displayPath(found.path, cwd), text });
  return loadSettings(undefined, [cwd], cwd);
}

/** A settings file being edited: its first problem (syntax, unknown key, bad glob) at its line, or nothing. */
async function checkSettings(path: string, display: string, text: string, cwd: string): Promise<DocumentScan> {
  try {
    await settingsFromText({ path, display, text });
    return { findings: [], display, cwd, problems: [] };
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const source = makeSource(path, display, text);
    const span = settingsProblemSpan(e.message, text, source.lineStarts);
    const finding: Finding = {
      ruleId: 'settings', level: 'error', message: e.message, file: display, span, region: regionOf(source, span), location: '',
      fingerprint: `settings:${display}`,
    };
    return { findings: [finding], display, cwd, problems: [] };
  }
}

/**
 * Where a settings problem is: the line and column a syntax error names; else the key or value it quotes
 * (`unknown key "bogus"`, `unknown rule "unpinned-packag"`), where it first appears quoted in the file; else line 1.
 */
function settingsProblemSpan(message: string, text: string, lineStarts: number[]): { start: number; end: number } {
  const at = /at line (\d+), column (\d+)/.exec(message);
  if (at) {
    const start = Math.min(lineStarts[Math.min(Number(at[1]), lineStarts.length) - 1]! + Number(at[2]) - 1, text.length);
    return { start, end: Math.min(start + 1, text.length) };
  }
  const quoted = firstQuotedAfterColon(message);
  const found = quoted === undefined ? -1 : text.indexOf(JSON.stringify(quoted));
  if (found >= 0) return { start: found, end: found + JSON.stringify(quoted).length };
  const eol = text.indexOf('\n');
  return { start: 0, end: eol < 0 ? text.length : eol };
}

/**
 * The first non-empty `"…"` after a `: ` of `message` (what `/: [^"]*"([^"]+)"/` finds), by a scan: that regex reads
 * the rest of the text again from every `: `.
 */
function firstQuotedAfterColon(message: string): string | undefined {
  for (let colon = message.indexOf(': '); colon >= 0;) {
    const open = message.indexOf('"', colon + 2);
    if (open < 0) return undefined;
    const close = message.indexOf('"', open + 1);
    if (close < 0) return undefined;
    if (close > open + 1) return message.slice(open + 1, close);
    // `""`: every `: ` before it meets the same empty pair
    colon = message.indexOf(': ', open + 1);
  }
  return undefined;
}

/** Scans `text` as the document at `path` (absolute), `cwd` its workspace folder. */
export async function scanDocument(path: string, text: string, cwd: string, held: HeldText = () => undefined): Promise<DocumentScan | undefined> {
  const shown = displayPath(path, cwd);
  const display = shown.startsWith('../') || isAbsolute(shown) ? slashed(path) : shown;
  if ((SETTINGS_NAMES as readonly string[]).includes(basename(path))) return checkSettings(path, display, text, cwd);
  const kind = documentKind(path, cwd, display);
  if (!kind) return undefined;
  const problems: string[] = [];
  let loaded: LoadedSettings | undefined;
  try {
    loaded = await settingsFor(cwd, held);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    // a broken settings file must not silence the editor: say so, scan with the defaults
    problems.push(`${e.message}; scanning with the default settings`);
  }
  // globs are relative to the settings file's folder, which may be above the workspace folder (as in scan.ts)
  const settingsPath = (file: string) => {
    if (!loaded) return file;
    const rel = slashed(relative(loaded.base, resolve(cwd, file)));
    return rel.startsWith('../') ? file : rel;
  };
  const globs = (loaded?.settings.ignore ?? []).map(compileGlob);
  if (globs.some((g) => g.test(settingsPath(display)))) return { findings: [], display, cwd, problems };
  const bytes = Buffer.byteLength(text, 'utf8');
  const limit = kind.kind === 'config' ? kind.candidate.maxBytes ?? MAX_CONFIG_BYTES : Infinity;
  if (bytes > limit) return { findings: [oversized(display, bytes, limit)], display, cwd, problems };

  const { rules, ruleSettings } = applyRuleSettings(allRules, loaded?.settings);
  // the editor's text stands for the file, as text read from stdin does (engine.ts)
  const stdin: Candidate | undefined = kind.kind === 'config' ? { ...kind.candidate, display, text } : undefined;
  let result: ScanResult;
  try {
    result = scan({
      paths: kind.kind === 'skill' ? [path] : [], cwd, rules, ruleSettings, codeFrames: false, gitignore: true,
      ...(stdin ? { stdin } : {}),
    });
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push(e.message);
    return { findings: [], display, cwd, problems };
  }
  problems.push(...result.internalErrors.map((error) => result.redaction.mask(error)));
  const filtered = filterFindings(result.findings, {
    configs: result.configs, rules, ignoreFindings: loaded?.settings.ignoreFindings, settingsPath, redaction: result.redaction,
  });
  const config = result.configs.find((c) => c.source.path === path);
  const skillDir = kind.kind === 'skill' ? kind.skillDir : undefined;
  const own = filtered.findings.filter((f) => f.file === display);
  const findings = skillDir === undefined ? own : [...own, ...skillFindings(filtered.findings, path, skillDir, cwd, display)];
  return { findings, display, cwd, problems, ...(config ? { config } : {}), ...(skillDir ? { skillDir } : {}) };
}

/**
 * A skill's review state is one finding at its SKILL.md naming every file to read; a script the finding names gets
 * it too, at its first line, pointing back at SKILL.md: that script is what the reader has still to read.
 */
function skillFindings(findings: Finding[], path: string, skillDir: string, cwd: string, display: string): Finding[] {
  const manifest = displayPath(join(skillDir, 'SKILL.md'), cwd);
  if (manifest === display) return [];
  const relPath = slashed(relative(skillDir, path));
  return findings
    .filter((f) => f.ruleId === 'unreviewed-skill-script' && f.file === manifest && f.message.includes(relPath))
    .map((f) => ({
      ...f, file: display, span: { start: 0, end: 0 }, region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 },
      related: [{ file: manifest, message: 'the skill this script belongs to' }, ...(f.related ?? [])],
    }));
}
