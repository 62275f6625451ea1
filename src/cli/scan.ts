/**
 * The scan as the command line runs it: settings and baseline loaded, the scan run (and fixes applied, then the
 * scan run again), a baseline written, the report rendered and written, the exit code chosen. Apart from main
 * (cli.ts), which only parses and dispatches, so that this reads as the scan's steps in order.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { docsUrl } from '../../rules/index.js';
import { UsageError } from '../discover/discover.js';
import { openBaseRevision, readAtBase } from '../discover/git-base.js';
import type { BaseRevision } from '../discover/git-base.js';
import { readOwnFile } from '../discover/own-files.js';
import { displayPath, isDirectory } from '../discover/paths.js';
import { scan } from '../engine/engine.js';
import { MAX_BASELINE_BYTES, filterFindings, formatBaseline, parseBaseline } from '../engine/filter.js';
import type { FilterOptions, Filtered } from '../engine/filter.js';
import { printable, printableLines, printableTrace } from '../model/printable.js';
import type { Hidden } from '../report/text.js';
import { applyRuleSettings, compileGlob, loadSettings } from '../engine/settings.js';
import { positionAt } from '../model/source.js';
import { userConfigs } from '../discover/user.js';
import type { ScanOptions, ScanResult } from '../engine/engine.js';
import type { ConfigFile, Finding, Level, Rule } from '../model/types.js';
import type { FailOn, Format, ScanArgs } from './args.js';
import type { Io } from './io.js';
import { toolVersion } from './version.js';

const RANK: Record<Level, number> = { note: 1, warning: 2, error: 3 };

/** `mcp-audit [options] [PATH...]`, its options checked: the exit code. */
export async function runScan(args: ScanArgs, io: Io): Promise<number> {
  const plan = await planScan(args, io);
  let result: ScanResult = scan(plan.scanOptions);
  let filtered = filterFindings(result.findings, plan.filterOptions(result));

  if (args.fix || args.fixDryRun) {
    const fixed = await fixAndRescan(args, io, plan, result, filtered);
    if (typeof fixed === 'number') return fixed;
    ({ result, filtered } = fixed);
  }

  if (args.writeBaseline) filtered = writeBaseline(args.writeBaseline, filtered, io);
  return writeReport(args, io, plan.rules, result, filtered);
}

/** What the scan runs with, from the options and the settings file: how to scan, and how to filter what it finds. */
interface ScanPlan {
  rules: Rule[];
  scanOptions: ScanOptions;
  filterOptions: (result: ScanResult) => FilterOptions;
}

async function planScan(args: ScanArgs, io: Io): Promise<ScanPlan> {
  const roots = args.paths.map((p) => resolve(io.cwd, p)).filter(isDirectory);
  // --config-from-base: the only time a scan runs a process (git, to read mcp-audit's own files from that commit), in
  // the repository of the first folder scanned (or of the current folder)
  const base = args.configFromBase === undefined ? undefined : openBaseRevision(args.configFromBase, roots[0] ?? io.cwd);
  const loaded = await settingsAsGiven(args.config, roots, io.cwd, base);
  const { rules, ruleSettings } = applyRuleSettings(args.selected, loaded?.settings);
  if (!rules.length) throw new UsageError(`no rule left to run: settings file ${args.config ?? loaded!.display} turns off every rule selected`);
  const settingsBase = loaded ? displayPath(loaded.base, io.cwd).replace(/^\.$/, '') : '';
  const ignoreGlobs = (loaded?.settings.ignore ?? []).map(compileGlob);
  const ignore = ignoreGlobs.length
    ? (display: string) => ignoreGlobs.some((g) => g.test(settingsBase && display.startsWith(`${settingsBase}/`) ? display.slice(settingsBase.length + 1) : display))
    : undefined;
  const baseline = args.baseline ? readBaseline(resolve(io.cwd, args.baseline), args.baseline, io, base) : undefined;
  const scanOptions = {
    paths: args.paths, cwd: io.cwd, rules, ruleSettings, ignore, userConfigs: args.user ? userConfigs(io) : undefined, base,
    // Only the text report shows code frames, and only those of the findings it shows: it draws them (writeReport).
    codeFrames: false,
  };
  const filterOptions = (result: ScanResult) => ({
    configs: result.configs, rules, ignoreFindings: loaded?.settings.ignoreFindings, settingsBase, baseline, redaction: result.redaction,
  });
  return { rules, scanOptions, filterOptions };
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
    io.stdout(shownDiff(outcome.diff, io));
    const broken = unparsed(result.configs, filtered);
    reportUnparsed(broken, [], result, io);
    return exitCode(filtered.findings, args.failOn, result.internalErrors.length > 0, broken.length > 0);
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
function writeBaseline(file: string, filtered: Filtered, io: Io): Filtered {
  // Every current finding: new ones and those the old baseline still matches (a baseline written over the one
  // read must not forget them); suppressed findings stay out, their suppressions keep hiding them.
  const recorded = [...filtered.baselined, ...filtered.findings];
  const target = resolve(io.cwd, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, formatBaseline(recorded, toolVersion()));
  io.stderr(`Recorded ${recorded.length} finding(s) in ${printable(file)}.\n`);
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
  };
  // not one more: suppressed, baselined and --quiet findings are not shown (--write-baseline shows none)
  if (args.format === 'text') result.drawCodeFrames(reported);
  const color = useColor(io, { noColor: args.noColor, color: args.color, toFile: args.output !== undefined });
  // Edits hold file text: the formats that print them get them masked (text and GitHub print descriptions only).
  const shown = args.format === 'json' || args.format === 'sarif' ? result.redaction.forReport(reported) : reported;
  const report = await render(args.format, shown, result, color, rules, hidden);
  reportUnparsed(broken, reported, result, io);
  if (args.output) {
    const out = resolve(io.cwd, args.output);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, report);
    const { summary } = await import('../report/text.js');
    const total = summary(reported, hidden);
    io.stderr(`${total}${total.endsWith('.') ? '' : '.'} Report written to ${printable(args.output)}.\n`);
  } else {
    io.stdout(report);
  }
  return exitCode(filtered.findings, failOn, result.internalErrors.length > 0, broken.length > 0);
}

/**
 * The --fix-dry-run diff as stdout gets it. On a terminal it is for reading: the file's text is escaped as every other
 * line is (`// ESC]0;x BEL` would retitle the window), tabs and line ends kept. Anywhere else (a pipe, a file) it is
 * the exact patch, which `git apply` and `patch` take; its header paths are quoted by unifiedDiff either way.
 */
function shownDiff(diff: string, io: Io): string {
  return io.stdoutIsTty ? printableLines(diff) : diff;
}

/**
 * Colour for the text report. --no-color and NO_COLOR always win, then --color. A report written to a file (-o) is
 * never coloured unless --color asks: FORCE_COLOR is about terminals (CI logs), and escape codes in a saved report
 * are noise. On stdout: FORCE_COLOR decides when set, TERM=dumb means none, otherwise whether stdout is a TTY.
 */
export function useColor(io: Pick<Io, 'env' | 'stdoutIsTty'>, options: { noColor: boolean; color: boolean | undefined; toFile: boolean }): boolean {
  if (options.noColor || options.color === false) return false;
  if (io.env.NO_COLOR) return false;
  if (options.color) return true;
  if (options.toFile) return false;
  if (io.env.FORCE_COLOR !== undefined) return io.env.FORCE_COLOR !== '0' && io.env.FORCE_COLOR !== 'false';
  if (io.env.TERM === 'dumb') return false;
  return io.stdoutIsTty;
}

/**
 * `--baseline FILE`: named by the user, so it may be anywhere, but it is read as safely as a config. With
 * `--config-from-base`, as that commit has it: one the base does not have hides nothing (a pull request cannot
 * baseline its own findings).
 */
function readBaseline(path: string, display: string, io: Io, base: BaseRevision | undefined): Set<string> {
  const read = base ? readAtBase(base, path, MAX_BASELINE_BYTES) : readOwnFile(path, MAX_BASELINE_BYTES);
  if (base && !read.ok && (read as { missing?: boolean }).missing) {
    io.stderr(`mcp-audit: baseline ${printable(display)} is not in ${printable(base.ref)}: no finding is hidden by a baseline.\n`);
    return new Set();
  }
  if (!read.ok) throw new UsageError(`cannot read baseline ${display}: ${read.message}`);
  const parsed = parseBaseline(read.text);
  if (typeof parsed === 'string') throw new UsageError(`baseline ${display} is ${parsed}`);
  if (parsed.staleSecrets) {
    io.stderr(`mcp-audit: note: baseline ${printable(display)} is a version 1 baseline, whose fingerprints of hardcoded-secret findings hashed the secret itself; its ${parsed.staleSecrets} hardcoded-secret entr${parsed.staleSecrets === 1 ? 'y' : 'ies'} cannot match: review those findings and record the baseline again with --write-baseline\n`);
  }
  return parsed.fingerprints;
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

/** The settings file; one given with --config is named in errors as it was given, not relative to the cwd. */
async function settingsAsGiven(config: string | undefined, roots: string[], cwd: string, base: BaseRevision | undefined) {
  try {
    return await loadSettings(config, roots, cwd, base);
  } catch (e) {
    if (!(e instanceof UsageError) || config === undefined) throw e;
    const display = relative(cwd, resolve(cwd, config)).split(sep).join('/') || resolve(cwd, config);
    // settings.ts names the file relative to the cwd (`../../etc/x.json` for `/etc/x.json`); the user typed `config`
    throw new UsageError(e.message.replace(`settings file ${display}`, `settings file ${config}`));
  }
}

async function render(format: Format, findings: Finding[], result: ScanResult, color: boolean, rules: Rule[], hidden: Hidden): Promise<string> {
  switch (format) {
    case 'text': {
      const { formatText } = await import('../report/text.js');
      return formatText(findings, { color, docsUrl, hidden });
    }
    case 'json': {
      const { formatJson } = await import('../report/json.js');
      return formatJson(findings, toolVersion(), hidden);
    }
    case 'sarif':
    case 'github': {
      const { reportContext } = await import('../report/load-context.js');
      const ctx = reportContext(result, rules, toolVersion());
      if (format === 'sarif') {
        const { formatSarif } = await import('../report/sarif.js');
        return formatSarif(findings, ctx);
      }
      const { formatGithub } = await import('../report/github.js');
      return formatGithub(findings, ctx);
    }
  }
}
