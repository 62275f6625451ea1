/**
 * The scan: discover → read → parse → rules → findings. No rule does I/O; everything read happens here.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { discover } from '../discover/discover.js';
import { displayPath, isInside, slashed } from '../discover/paths.js';
import { formatPath } from '../model/paths.js';
import type { Candidate, Discovery, Notice } from '../discover/discover.js';
import type { BaseRevision } from '../discover/git-base.js';
import { readSource } from '../discover/read.js';
import { referencedConfig } from '../discover/plugins.js';
import { loadToolsLock, toolsLockDir } from '../toolslock/load.js';
import { readSkill } from '../skills/skills.js';
import { makeSource, regionOf } from '../model/source.js';
import type { OnlineFacts } from '../model/online.js';
import type {
  ConfigFile, Finding, Fix, Level, ProbeRun, Report, ReviewLock, Rule, RuleContext, ServerPolicy, Skill, SourceText, ToolsLock,
} from '../model/types.js';
import { FINDINGS_PER_RULE_AND_FILE, capReports } from './cap.js';
import type { Checked } from './cap.js';
import { reviewLocks } from './review-locks.js';
import { skillHooks } from '../hosts/frontmatter-hooks.js';
import { CodeFrames } from './frames.js';
import { Redaction } from './redaction.js';

export interface RuleSettings {
  /** level override; 'off' is handled by leaving the rule out */
  level?: Level;
  options?: Record<string, unknown>;
}

export interface ScanOptions {
  paths: string[];
  cwd: string;
  rules: Rule[];
  ruleSettings?: Record<string, RuleSettings>;
  /** paths (relative to cwd, forward slashes) that are not scanned at all */
  ignore?: (display: string) => boolean;
  /** configs outside the scan paths to read as well (`--user`) */
  userConfigs?: Candidate[];
  /**
   * build every finding's code frame (`Finding.snippet`) (default true); without, `ScanResult.drawCodeFrames` draws
   * those of the findings a report shows
   */
  codeFrames?: boolean;
  /** `--config-from-base`: review lockfiles are read from this commit, not the working tree */
  base?: BaseRevision;
  /** how many findings of one rule one file lists, the rest counted in one (cap.ts); `--fix` lists them all */
  findingsPerRule?: number;
  /** leave out what .gitignore leaves out (default true; `--no-ignore` is false) */
  gitignore?: boolean;
  /** a config read from stdin (`-`): scanned with the paths, or alone when no path is given */
  stdin?: Candidate;
  /**
   * The folder fingerprints name files relative to (the repository's top, or the baseline's folder), so that a
   * baseline matches whichever folder mcp-audit runs in; default: the current directory.
   */
  fingerprintRoot?: string;
  /** `--online`: what the registries said about the launched packages, handed to every rule */
  online?: OnlineFacts;
  /** the servers allowed and denied (`server-not-allowed`): the settings' `policy` and `--policy FILE` */
  policy?: ServerPolicy;
  /** `mcp-audit probe`: what the servers served in this run, for the rules that compare it with the lockfile */
  probe?: ProbeRun;
}

export interface ScanResult {
  findings: Finding[];
  configs: ConfigFile[];
  skills: Skill[];
  /** files and folders discovery or reading had something to say about */
  notices: Notice[];
  /** rule crashes: the scan goes on, the exit code says something went wrong */
  internalErrors: string[];
  /**
   * Files that were not checked (unreadable, over the size limit), when `invalid-config` did not run to report them:
   * they still fail the run, since a file nobody checked is not a clean one.
   */
  unchecked: Notice[];
  roots: string[];
  /** config files, skills and folders left out because git ignores them */
  gitignored: number;
  /** files named on the command line that the settings' `ignore` globs leave out (each gets a notice) */
  ignoredNamed: string[];
  /** Draws the code frames of these findings (those without one yet): the text report's, for the findings it shows. */
  drawCodeFrames(findings: Finding[]): void;
  /** the one masker every output goes through: it knows every secret found in the files the scan read */
  redaction: Redaction;
  /** `--online`: what the registries said, as the rules got it (its notes reach the SARIF report) */
  online?: OnlineFacts;
  /** The tools lockfile that applies to a config the scan read, and the config's key in it (the inventory lists it). */
  toolsLockOf(config: ConfigFile): RuleContext['toolsLock'];
}

/**
 * The files a config names (a plugin manifest's `"mcpServers": "./servers.json"`, `"hooks": "./hooks.json"`) join the scan, once each;
 * one that cannot be read is a problem of the file that names it, at the name.
 */
function followReferences(file: ConfigFile, found: ReturnType<typeof discover>, options: ScanOptions): void {
  for (const ref of file.references ?? []) {
    const target = referencedConfig(file.source.path, ref.path, ref.holds, found.roots);
    if (!target.ok) {
      file.problems.push({ message: target.message, span: ref.span, path: ref.at, level: 'warning' });
      continue;
    }
    const display = displayPath(target.path, options.cwd);
    if (found.configs.some((c) => c.path === target.path) || options.ignore?.(display)) continue;
    found.configs.push({ path: target.path, display, host: target.host });
  }
}

/** What discovery found, the `--user` configs added and the settings' `ignore` globs applied. */
function toScan(options: ScanOptions): ReturnType<typeof discover> & { ignoredNamed: string[] } {
  const found: Discovery = options.stdin && !options.paths.length
    ? { configs: [], skillDirs: new Map(), notices: [], roots: [options.cwd], gitignored: 0 }
    : discover(options.paths, options.cwd, { gitignore: options.gitignore ?? true });
  // the text from stdin stands for the file of that name (an editor's unsaved buffer): that file is not read as well
  const stdin = options.stdin;
  if (stdin) found.configs = [...found.configs.filter((c) => c.path !== stdin.path), stdin];
  // A user config inside the scanned tree (HOME scanned with --user) is read once.
  const seen = new Set(found.configs.map((c) => c.path));
  found.configs.push(...(options.userConfigs ?? []).filter((c) => !seen.has(c.path)));
  const ignoredNamed: string[] = [];
  if (options.ignore) {
    const ignored = options.ignore;
    for (const c of found.configs) if (c.given && ignored(c.display)) ignoredNamed.push(c.display);
    found.configs = found.configs.filter((c) => !ignored(c.display));
    found.notices = found.notices.filter((n) => !ignored(n.display));
    for (const dir of found.skillDirs.keys()) if (ignored(displayPath(dir, options.cwd))) found.skillDirs.delete(dir);
  }
  return { ...found, ignoredNamed };
}

export function scan(options: ScanOptions): ScanResult {
  const found = toScan(options);
  const redaction = new Redaction(options.rules.some((r) => r.meta.id === SECRET_RULE));
  const result: Omit<ScanResult, 'drawCodeFrames' | 'toolsLockOf'> = {
    findings: [], configs: [], skills: [], notices: found.notices, internalErrors: [], unchecked: [], roots: found.roots, redaction,
    gitignored: found.gitignored, ignoredNamed: found.ignoredNamed,
    ...(options.online ? { online: options.online } : {}),
  };
  const reports: Checked[] = [];
  const run = (rule: Rule, what: string, check: () => Report[], source: SourceText) => {
    try {
      for (const report of check()) reports.push({ rule, report, source });
    } catch (e) {
      // an error's message can quote what the rule was reading
      result.internalErrors.push(redaction.mask(`rule ${rule.meta.id} failed on ${what}: ${(e as Error).stack ?? e}`, source.path));
    }
  };
  // the tools lock's part is worked out once per config by the caller: per rule, it was 30 path computations a file
  const contextFor = (rule: Rule, reviewLock: ReviewLock | undefined, tools?: Pick<RuleContext, 'toolsLock' | 'probe'>): RuleContext => ({
    options: options.ruleSettings?.[rule.meta.id]?.options ?? {},
    reviewLock,
    ...(options.online ? { online: options.online } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
    ...tools,
  });
  const toolsContext = toolsLockContext(found.roots, options, found.notices);

  const { lockFor, lockForConfig } = reviewLocks(found, options);
  const checkConfig = (file: ConfigFile) => {
    result.configs.push(file);
    redaction.register(file.source.path, file.source.text, file);
    const lock = lockForConfig(file);
    const tools = toolsContext(file);
    for (const rule of options.rules) {
      if (rule.checkConfig) run(rule, file.source.display, () => rule.checkConfig!(file, contextFor(rule, lock, tools)), file.source);
    }
  };

  for (const candidate of found.configs) {
    const file = readConfig(candidate, found.notices, result.internalErrors, redaction);
    if (!file) continue;
    followReferences(file, found, options);
    checkConfig(file);
  }

  for (const [dir, root] of found.skillDirs) {
    const { dir: lockDir, lock } = lockFor(root);
    const read = guardedReadSkill(dir, root, options.cwd, (message) => result.internalErrors.push(redaction.mask(message)));
    found.notices.push(...read.notices);
    if (!read.skill) continue;
    // The lockfile names skills by their folder relative to the lockfile's own folder.
    const skill = { ...read.skill, dir: displayPath(dir, lockDir) };
    result.skills.push(skill);
    redaction.registerSkill(skill);
    for (const rule of options.rules) {
      if (rule.checkSkill) run(rule, skill.dir, () => rule.checkSkill!(skill, contextFor(rule, lock)), skill.manifest);
    }
    // `hooks:` in the skill's frontmatter are commands, checked like a settings file's
    const hooks = skillHooks.parse(skill.manifest);
    if (hooks.commands) checkConfig(hooks);
  }

  const invalid = options.rules.find((r) => r.meta.id === 'invalid-config');
  if (invalid) reports.push(...noticeReports(found.notices, invalid));
  else result.unchecked = found.notices.filter((notice) => notice.level === 'error');

  const fileKey = fingerprintFile(options.fingerprintRoot);
  const listed = { reports, max: options.findingsPerRule ?? FINDINGS_PER_RULE_AND_FILE };
  const { findings, drawCodeFrames } = toFindings(listed, options.ruleSettings ?? {}, result.configs, redaction, fileKey);
  markTemplates(findings, found.configs);
  if (options.codeFrames ?? true) drawCodeFrames(findings);
  return { ...result, findings, drawCodeFrames, toolsLockOf: (config) => toolsContext(config).toolsLock };
}

/** A skill that cannot be read (a fault of ours) is an internal error for that skill; the scan goes on. */
function guardedReadSkill(dir: string, root: string, cwd: string, fail: (message: string) => void): ReturnType<typeof readSkill> {
  try {
    return readSkill(dir, root, cwd);
  } catch (e) {
    fail(`reading the skill ${displayPath(dir, cwd)} failed: ${(e as Error).stack ?? e}`);
    return { notices: [] };
  }
}

/** A config read and parsed by its host; undefined (with a notice, or an internal error) when it cannot be. */
function readConfig(candidate: Candidate, notices: Notice[], internalErrors: string[], redaction: Redaction): ConfigFile | undefined {
  const read = candidate.text !== undefined
    ? { ok: true as const, source: makeSource(candidate.path, candidate.display, candidate.text) }
    : readSource(candidate.path, candidate.display, candidate.maxBytes);
  if (!read.ok) {
    notices.push({ path: candidate.path, display: candidate.display, message: read.message, level: read.level });
    return undefined;
  }
  redaction.register(read.source.path, read.source.text);
  try {
    return candidate.host.parse(read.source);
  } catch (e) {
    internalErrors.push(redaction.mask(`parser for ${candidate.host.name} failed on ${candidate.display}: ${(e as Error).stack ?? e}`, read.source.path));
    return undefined;
  }
}

/**
 * The tools lockfile of each scan root (read once per root, its problem a notice) and, for a config, the part of
 * the rule context that comes from it: the lockfile, the config's key in it, and what a probe run saw.
 */
function toolsLockContext(roots: string[], options: ScanOptions, notices: ScanResult['notices']) {
  const locks = new Map<string, { dir: string; lock?: ToolsLock }>();
  return (config: ConfigFile): Pick<RuleContext, 'toolsLock' | 'probe'> => {
    const root = roots.find((r) => isInside(config.source.path, r)) ?? options.cwd;
    let loaded = locks.get(root);
    if (!loaded) {
      const dir = toolsLockDir(root);
      const read = loadToolsLock(dir, options.cwd);
      if (read.problem) notices.push({ path: read.path, display: read.display, message: read.problem, level: 'error' });
      loaded = { dir, lock: read.lock };
      locks.set(root, loaded);
    }
    const file = slashed(relative(loaded.dir, config.source.path));
    const probe = options.probe?.servers.get(file);
    return { ...(loaded.lock ? { toolsLock: { lock: loaded.lock, file } } : {}), ...(probe ? { probe } : {}) };
  };
}

const SECRET_RULE = 'hardcoded-secret';

/** Notices about files that could not be read are findings too: a config nobody checked is not a clean one. */
function noticeReports(notices: Notice[], invalid: Rule): Checked[] {
  return notices.map((notice) => ({
    rule: invalid,
    source: makeSource(notice.path, notice.display, ''),
    report: { message: notice.message, span: { start: 0, end: 0 }, path: [], level: notice.level },
  }));
}

/**
 * How a fingerprint names a file: relative to `root` (forward slashes) when the file is inside it, else by its
 * display path (a `--user` config, `~/.claude.json`), which names it the same from anywhere.
 */
export function fingerprintFile(root: string | undefined): (source: Pick<SourceText, 'path' | 'display'>) => string {
  if (root === undefined) return (source) => source.display;
  // once per file, not once per finding: a minified line can hold tens of thousands
  const names = new Map<string, string>();
  return (source) => {
    let name = names.get(source.path);
    if (name === undefined) {
      name = isInside(source.path, root) ? slashed(relative(root, source.path)) || '.' : source.display;
      names.set(source.path, name);
    }
    return name;
  };
}

/** A finding in a template says so: whoever copies the file gets it too. */
function markTemplates(findings: Finding[], configs: Candidate[]): void {
  const templates = new Map(configs.filter((c) => c.template).map((c) => [c.display, c.template!]));
  if (!templates.size) return;
  for (const finding of findings) {
    const imitated = templates.get(finding.file);
    if (imitated) finding.message += ` (this file is a template for ${imitated}: whoever copies it gets this too)`;
  }
}

/** Findings from the rules' reports, and how to draw their code frames (which only the text report shows). */
function toFindings(
  { reports: all, max }: { reports: Checked[]; max: number }, settings: Record<string, RuleSettings>, configs: ConfigFile[], redaction: Redaction,
  fileKey: ReturnType<typeof fingerprintFile>,
) {
  // Learn every secret first, so that no text about a file shows one, whichever finding it belongs to.
  // A report that is a secret gives its value; one that only holds a secret somewhere in its span (a URL with a
  // password) has its span masked by position, and the secret itself is what the secret rule or the backstop found.
  for (const { report, source } of all) {
    if (!report.sensitive && !report.secret) continue;
    const file = report.source ?? source;
    const at = file.text ?? (file.path === source.path ? source.text : undefined);
    redaction.report(file.path, report.span, report.secret ? [at?.slice(report.span.start, report.span.end), report.secret.value] : []);
  }
  for (const { report, source } of all) redaction.learn(report.source?.path ?? source.path);
  // every secret is learned, listed or not: the findings past the cap are counted, not made
  const reports = capReports(all, max);
  // the text each finding's frame is drawn from; findings made later (suppression comments) are in config files
  const frameSources = new WeakMap<Finding, SourceText>();
  const configSources = new Map(configs.map((c) => [c.source.display, c.source]));
  // Edits name files by display path, like findings: reports never carry absolute machine paths.
  const displays = new Map(reports.map(({ source }) => [source.path, source.display]));
  const ordinals = new Map<string, number>();
  const findings = reports.map(({ rule, report: raw, source: checked }) => {
    const source = raw.source?.lineStarts ? (raw.source as SourceText) : raw.source ? makeSource(raw.source.path, raw.source.display, '') : checked;
    const mask = (text: string) => redaction.mask(text, source.path);
    // A parser's span past the end of a damaged file still has to point inside it.
    const clamp = (n: number) => Math.min(Math.max(n, 0), source.text.length);
    const report = { ...raw, span: { start: clamp(raw.span.start), end: clamp(Math.max(raw.span.end, raw.span.start)) } };
    const location = mask(formatPath(report.path));
    const level = settings[rule.meta.id]?.level ?? report.level ?? rule.meta.level;
    const finding: Finding = {
      ruleId: rule.meta.id,
      level,
      message: mask(report.message),
      file: source.display,
      span: report.span,
      region: regionOf(source, report.span),
      location,
      fingerprint: '',
    };
    finding.fingerprint = fingerprintOf(finding, fileKey(source), report, mask(report.fingerprintValue ?? source.text.slice(report.span.start, report.span.end)), ordinals);
    if (report.provenance) finding.provenance = mask(report.provenance);
    if (report.fix) finding.fix = displayEdits(report.fix, displays, mask);
    if (report.suggestions?.length) finding.suggestions = report.suggestions.map((s) => displayEdits(s, displays, mask));
    if (report.related?.length) {
      finding.related = report.related.map((r) => ({
        file: r.source.display, message: mask(r.message),
        ...(r.span && r.source.lineStarts ? { region: regionOf(r.source as SourceText, r.span) } : {}),
      }));
    }
    frameSources.set(finding, source);
    return finding;
  });
  const frames = new CodeFrames(redaction);
  const drawCodeFrames = (shown: Finding[]) => {
    for (const finding of shown) {
      const source = frameSources.get(finding) ?? configSources.get(finding.file);
      if (!finding.snippet && source?.text) finding.snippet = frames.draw(source, finding);
    }
  };
  return { findings: findings.sort(compareFindings), drawCodeFrames };
}

/**
 * A finding's identity across runs: rule, file, semantic path (masked) and the offending value (masked), hashed — so
 * that moving lines keeps it and changing the value does not. A secret's own value never goes in, not even hashed: an
 * unsalted hash of a short password can be reversed by trying them all, from a baseline or an uploaded SARIF file.
 * Its kind stands in for it (`format:github-pat`), with its rank among the secrets of that kind at that path, so that
 * a second token pasted next to a baselined one is a new finding.
 */
function fingerprintOf(finding: Finding, file: string, report: Report, maskedValue: string, ordinals: Map<string, number>): string {
  if (!report.secret) return fingerprint(finding.ruleId, file, finding.location, maskedValue);
  const key = `${finding.ruleId}\0${file}\0${finding.location}\0secret:${report.secret.kind}`;
  const rank = ordinals.get(key) ?? 0;
  ordinals.set(key, rank + 1);
  return fingerprint(finding.ruleId, file, finding.location, `secret:${report.secret.kind}#${rank}`);
}

/** A fix as findings carry it: display paths, the description masked; the edits' text as written (report formats
 * mask it, `--fix` writes it). */
function displayEdits(fix: Fix, displays: Map<string, string>, mask: (text: string) => string): Fix {
  return { ...fix, description: mask(fix.description), edits: fix.edits.map((e) => ({ ...e, file: displays.get(e.file) ?? e.file })) };
}

export function compareFindings(a: Finding, b: Finding): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1
    : a.span.start - b.span.start || a.span.end - b.span.end || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}

function fingerprint(ruleId: string, file: string, location: string, value: string): string {
  const valueHash = createHash('sha256').update(value).digest('hex');
  return createHash('sha256').update(`${ruleId}\0${file}\0${location}\0${valueHash}`).digest('hex').slice(0, 32);
}
