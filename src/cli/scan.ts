/**
 * The scan as the command line runs it: settings and baseline loaded, the scan run (and fixes applied, then the
 * scan run again), a baseline written, the report rendered and written, the exit code chosen. Apart from main
 * (cli.ts), which only parses and dispatches, so that this reads as the scan's steps in order.
 */
import { relative, resolve } from 'node:path';
import { openBaseRevision } from '../discover/git-base.js';
import { displayPath, isDirectory, slashed } from '../discover/paths.js';
import { fingerprintFile, scan } from '../engine/engine.js';
import { filterFindings, formatBaseline } from '../engine/filter.js';
import type { FilterOptions, Filtered } from '../engine/filter.js';
import { printable, printableTrace } from '../model/printable.js';
import { compileGlob } from '../engine/settings.js';
import { scanPolicy } from '../engine/policy-file.js';
import { positionAt } from '../model/source.js';
import { userConfigs } from '../discover/user.js';
import type { ScanOptions, ScanResult } from '../engine/engine.js';
import type { ConfigFile, Finding, Level, Rule } from '../model/types.js';
import type { FailOn, ScanArgs } from './args.js';
import type { Io } from './io.js';
import { checkOutput, reportUnused, scannedCounts, shownDiff, useColor, writeOutput } from './scan-output.js';
import { render } from './render.js';
import { baselineFile, fingerprintRoot, printConfig, readBaseline, rulesToRun, settingsAsGiven, stdinCandidate } from './scan-plan.js';
import { toolVersion } from './version.js';
import { framedForCiLog } from './ci-log.js';
import { addOnlineFacts } from './online.js';

export { useColor } from './scan-output.js';

const RANK: Record<Level, number> = { note: 1, warning: 2, error: 3 };

/** `mcp-audit [options] [PATH...]`, its options checked: the exit code. */
export async function runScan(args: ScanArgs, io: Io, extra: Pick<ScanOptions, 'probe'> = {}): Promise<number> {
  const plan = await planScan(args, io);
  if (typeof plan === 'number') return plan;
  // `mcp-audit probe`: what the servers served, for the rules that compare it with the lockfile
  plan.scanOptions = { ...plan.scanOptions, ...extra };
  await addOnlineFacts(args, io, plan);
  let result: ScanResult = scan(plan.scanOptions);
  checkOutput(args, io, result);
  for (const named of result.ignoredNamed) {
    io.stderr(`mcp-audit: ${printable(named)}: ignored by the "ignore" globs of settings file ${printable(plan.settingsDisplay)}; not scanned\n`);
  }
  let filtered = filterFindings(result.findings, plan.filterOptions(result));

  if (args.fix || args.fixDryRun) {
    const fixed = await fixAndRescan(args, io, plan, result, filtered);
    if (typeof fixed === 'number') return fixed;
    ({ result, filtered } = fixed);
  }

  reportUnused(args, io, plan, result, filtered);
  if (args.writeBaseline) filtered = writeBaseline(args.writeBaseline, filtered, io, plan.baselineFile);
  return writeReport(args, io, plan.rules, result, filtered);
}

/** What the scan runs with, from the options and the settings file: how to scan, and how to filter what it finds. */
export interface ScanPlan {
  rules: Rule[];
  scanOptions: ScanOptions;
  filterOptions: (result: ScanResult) => FilterOptions;
  /** the settings file's display path ('' when there is none) */
  settingsDisplay: string;
  ignoreFindings: { rule: string; file?: string; server?: string }[];
  baseline: { display: string; files: Map<string, { file: string; ruleId: string }> } | undefined;
  /** how baseline entries name files */
  baselineFile: (f: Finding) => string;
  /** the folder baseline entries are relative to (the current directory when undefined) */
  fingerprintRoot: string | undefined;
}

export async function planScan(args: ScanArgs, io: Io): Promise<ScanPlan | number> {
  const paths = args.paths.filter((p) => p !== '-');
  const roots = paths.map((p) => resolve(io.cwd, p)).filter(isDirectory);
  // --config-from-base: the only time a scan runs a process (git, to read mcp-audit's own files from that commit), in
  // the repository of the first folder scanned (or of the current folder)
  const base = args.configFromBase === undefined ? undefined : openBaseRevision(args.configFromBase, roots[0] ?? io.cwd);
  const loaded = await settingsAsGiven(args, roots, io.cwd, base);
  const { rules, ruleSettings } = rulesToRun(args, loaded);
  if (args.printConfig) return printConfig(args, loaded, rules, ruleSettings, io);
  const settingsBase = loaded ? displayPath(loaded.base, io.cwd).replace(/^\.$/, '') : '';
  // Globs are relative to the settings file's folder, which may be above the current directory (found walking up); a
  // file outside that folder (a shared --config kept elsewhere) is matched by its path from the current directory.
  const settingsPath = (display: string) => {
    if (!loaded || display.startsWith('~/')) return display;
    const rel = slashed(relative(loaded.base, resolve(io.cwd, display)));
    return rel.startsWith('../') ? display : rel;
  };
  const ignoreGlobs = (loaded?.settings.ignore ?? []).map(compileGlob);
  const ignore = ignoreGlobs.length
    ? (display: string) => ignoreGlobs.some((g) => g.test(settingsPath(display)))
    : undefined;
  const baseline = args.baseline ? readBaseline(resolve(io.cwd, args.baseline), args.baseline, io, base) : undefined;
  const root = fingerprintRoot(args, roots, io.cwd);
  const stdin = stdinCandidate(args, io);
  const { policy, notes } = scanPolicy(loaded?.settings, args.config ?? loaded?.display ?? '', args.policy, io.cwd, base);
  for (const note of notes) io.stderr(`mcp-audit: note: ${printable(note)}\n`);
  const scanOptions: ScanOptions = {
    paths, cwd: io.cwd, rules, ruleSettings, ignore, userConfigs: args.user ? userConfigs(io) : undefined, base,
    // Only the text report shows code frames, and only those of the findings it shows: it draws them (writeReport).
    codeFrames: false,
    gitignore: !args.noIgnore,
    // what --fix changes is every finding's fix, not the first thousand's (src/engine/cap.ts)
    findingsPerRule: args.fix || args.fixDryRun ? Infinity : undefined,
    ...(stdin ? { stdin } : {}),
    ...(policy ? { policy } : {}),
    ...(root !== undefined ? { fingerprintRoot: root } : {}),
  };
  const filterOptions = (result: ScanResult) => ({
    configs: result.configs, rules, ignoreFindings: loaded?.settings.ignoreFindings, settingsBase, settingsPath, baseline: baseline?.fingerprints, redaction: result.redaction,
    fingerprintFile: fingerprintFile(root),
  });
  return {
    rules, scanOptions, filterOptions, settingsDisplay: args.config ?? loaded?.display ?? '',
    ignoreFindings: loaded?.settings.ignoreFindings ?? [],
    baseline: baseline && args.baseline ? { display: args.baseline, files: baseline.files } : undefined,
    baselineFile: baselineFile(root, io.cwd),
    fingerprintRoot: root,
  };
}

/** --fix and --fix-dry-run: the dry run's exit code, or the scan's result and findings once the fixes are written. */
async function fixAndRescan(
  args: ScanArgs, io: Io, plan: ScanPlan, result: ScanResult, filtered: Filtered,
): Promise<number | { result: ScanResult; filtered: Filtered }> {
  const { runFixes } = await import('../fix/index.js');
  const outcome = await runFixes({ ...result, findings: filtered.findings }, {
    cwd: io.cwd,
    write: args.fix,
    unsafe: args.unsafeFixes,
    offline: args.offline,
    registry: args.registry ?? io.env.npm_config_registry ?? io.env.NPM_CONFIG_REGISTRY,
    env: io.env,
  });
  // Messages name files, servers and packages from the configs, and repeat what a registry answered.
  for (const line of outcome.messages) io.stderr(`${printable(line)}\n`);
  if (args.fixDryRun) {
    io.stdout(framedForCiLog(shownDiff(outcome.diff, io, useColor(io, { noColor: args.noColor, color: args.color, toFile: false })), io));
    const broken = unparsed(result.configs, filtered);
    reportUnparsed(broken, [], result, io);
    reportUnchecked(result, io);
    return exitCode(filtered.findings, args.failOn, result.internalErrors.length > 0, broken.length + result.unchecked.length > 0);
  }
  if (outcome.changedFiles.length) {
    result = scan(plan.scanOptions);
    filtered = filterFindings(result.findings, plan.filterOptions(result));
  }
  // Pins the registry could not resolve come back as suggestions, with the reason.
  filtered.findings = outcome.adjust(filtered.findings);
  return { result, filtered };
}

/** --write-baseline FILE: records the findings, which the report then counts as baselined. */
function writeBaseline(file: string, filtered: Filtered, io: Io, fileOf: (f: Finding) => string): Filtered {
  // Every current finding: new ones and those the old baseline still matches (a baseline written over the one
  // read must not forget them); suppressed findings stay out, their suppressions keep hiding them.
  const recorded = [...filtered.baselined, ...filtered.findings];
  writeOutput(file, io, formatBaseline(recorded, toolVersion(), fileOf), '--write-baseline');
  io.stderr(`Recorded ${recorded.length} finding${recorded.length === 1 ? '' : 's'} in ${printable(file)}.\n`);
  return { ...filtered, findings: [], baselined: recorded };
}

/** Internal errors and unparsed files to stderr, the report to stdout or --output; the exit code. */
async function writeReport(args: ScanArgs, io: Io, rules: Rule[], result: ScanResult, filtered: Filtered): Promise<number> {
  const failOn = args.failOn;
  for (const error of result.internalErrors) io.stderr(`mcp-audit: internal error: ${printableTrace(result.redaction.mask(error), args.debug)}\n`);
  const reported = args.quiet ? filtered.findings.filter((f) => reaches(f.level, failOn)) : filtered.findings;
  // --quiet leaves findings out of the report: the text summary says how many, and below what.
  const broken = unparsed(result.configs, filtered);
  const hidden = {
    suppressed: filtered.suppressed.length, baselined: filtered.baselined.length,
    quiet: { count: filtered.findings.length - reported.length, failOn },
    unparsed: broken.filter((file) => !reported.some((f) => f.ruleId === 'invalid-config' && f.file === file.source.display)).length,
    scanned: scannedCounts(args, result),
  };
  // not one more: suppressed, baselined and --quiet findings are not shown (--write-baseline shows none)
  if (args.format === 'text') result.drawCodeFrames(reported);
  const color = useColor(io, { noColor: args.noColor, color: args.color, toFile: args.output !== undefined });
  // Edits hold file text: the formats that print them get them masked (text and GitHub print descriptions only).
  const shown = args.format === 'json' || args.format === 'sarif' ? result.redaction.forReport(reported) : reported;
  const report = await render(args.format, shown, result, color, rules, hidden);
  reportUnparsed(broken, reported, result, io);
  reportUnchecked(result, io);
  if (args.output) {
    writeOutput(args.output, io, report);
    const { summary } = await import('../report/text.js');
    const total = summary(reported, hidden);
    io.stderr(`${total}${total.endsWith('.') ? '' : '.'} Report written to ${printable(args.output)}.\n`);
  } else {
    io.stdout(args.format === 'text' ? framedForCiLog(report, io) : report);
  }
  return exitCode(filtered.findings, failOn, result.internalErrors.length > 0, broken.length + result.unchecked.length > 0);
}

function reaches(level: Level, failOn: FailOn): boolean {
  return failOn !== 'none' && RANK[level] >= RANK[failOn];
}

/**
 * Exit 1 for findings at or above --fail-on, or for a config file that could not be parsed (design §2) — whatever
 * the rule selection and invalid-config's level, since nothing in such a file was checked. --fail-on none never
 * fails: it is how the Action and scripts ask for a report without a verdict.
 */
function exitCode(findings: Finding[], failOn: FailOn, internalError: boolean, unparsedFiles: boolean): number {
  if (internalError) return 2;
  if (failOn === 'none') return 0;
  return unparsedFiles || findings.some((f) => reaches(f.level, failOn)) ? 1 : 0;
}

/**
 * Config files whose host could not parse them: a syntax error (or comments in strict JSON), not a mere wrong type.
 * Hosts leave `data` undefined exactly then. A file whose invalid-config findings were all suppressed or baselined
 * (and none left in the report) was accepted as it is by the user, and does not count; a rule switched off does not
 * accept anything.
 */
export function unparsed(configs: ConfigFile[], filtered: Filtered): ConfigFile[] {
  const ofFile = (list: Finding[], file: string) => list.some((f) => f.ruleId === 'invalid-config' && f.file === file);
  return configs.filter((c) => {
    if (c.data !== undefined || !c.problems.length) return false;
    const file = c.source.display;
    const accepted = !ofFile(filtered.findings, file) && (ofFile(filtered.suppressed, file) || ofFile(filtered.baselined, file));
    return !accepted;
  });
}

/** One stderr line per unparsed file whose invalid-config finding is not in the report (rule off, or --quiet). */
function reportUnparsed(files: ConfigFile[], reported: Finding[], result: ScanResult, io: Io): void {
  for (const file of files) {
    if (reported.some((f) => f.ruleId === 'invalid-config' && f.file === file.source.display)) continue;
    const problem = file.problems[0]!;
    const at = positionAt(file.source, Math.min(problem.span.start, file.source.text.length));
    // the path comes from the file system: a hostile folder name must not reach the terminal raw
    // a parser's message can quote the line, and the line a secret
    const message = result.redaction.mask(problem.message, file.source.path);
    io.stderr(`mcp-audit: ${printable(file.source.display)}:${at.line}:${at.column}: could not parse: ${printable(message)}\n`);
  }
}

/** One stderr line per file that was not checked, when invalid-config is off (the rule would have reported it). */
function reportUnchecked(result: ScanResult, io: Io): void {
  for (const notice of result.unchecked) io.stderr(`mcp-audit: ${printable(notice.display)}: ${printable(result.redaction.mask(notice.message))}\n`);
}
