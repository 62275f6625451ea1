/**
 * The scan's output beside the report: where -o may write (never onto a folder, never over a file being scanned),
 * colour, the --fix-dry-run diff as a terminal gets it, what the scan read (for the summary), and notes about
 * baseline and ignoreFindings entries that hid nothing.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../discover/discover.js';
import { isInside, safeRealpath } from '../discover/paths.js';
import type { Filtered } from '../engine/filter.js';
import type { ScanResult } from '../engine/engine.js';
import { printable, printableLines } from '../model/printable.js';
import type { Scanned } from '../report/text.js';
import type { ScanArgs } from './args.js';
import type { Io } from './io.js';
import type { ScanPlan } from './scan.js';
import { writeOutputFile } from './write-output.js';

/**
 * -o FILE and --write-baseline FILE must be files, and not ones the scan read: a report written over `.mcp.json`
 * would destroy it.
 */
export function checkOutput(args: ScanArgs, io: Io, result: ScanResult): void {
  if (args.output !== undefined) checkTarget('--output', args.output, io, result);
  if (args.writeBaseline !== undefined) checkTarget('--write-baseline', args.writeBaseline, io, result);
}

function checkTarget(flag: string, given: string, io: Io, result: ScanResult): void {
  const out = resolve(io.cwd, given);
  let isDir = false;
  try {
    isDir = statSync(out).isDirectory();
  } catch {
    // not there yet: it will be created
  }
  const example = flag === '--output' ? 'mcp-audit.sarif' : '.mcp-audit-baseline.json';
  if (isDir) throw new UsageError(`${flag} ${given} is a directory: give the ${flag === '--output' ? 'report' : 'baseline'} a file name (e.g. ${withoutTrailingSlashes(given)}/${example})`);
  const real = safeRealpath(out) ?? out;
  const read = [...result.configs.map((c) => c.source), ...result.skills.flatMap((s) => [s.manifest, ...s.scripts.map((f) => f.source)])];
  const hit = read.find((s) => s.path === out || (safeRealpath(s.path) ?? s.path) === real);
  if (hit) throw new UsageError(`${flag} ${given} is ${hit.display}, a file being scanned: ${flag === '--output' ? 'the report' : 'the baseline'} would overwrite it; write it elsewhere`);
}

/** `reports//` → `reports`, by a scan from the end (a `/\/+$/` would try every run of slashes again from each one). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** Writes the report (or a baseline): never through a link (write-output.ts); a failure is a usage error naming the flag. */
export function writeOutput(output: string, io: Io, report: string, flag = '--output'): void {
  writeOutputFile(flag, output, io.cwd, report);
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

/** Header lines stay plain (they are the patch's paths); hunks cyan, removed lines red, added green. */
const DIFF_STYLE: [RegExp, string | undefined][] = [[/^(?:---|\+\+\+) /, undefined], [/^@@/, '36'], [/^\+/, '32'], [/^-/, '31']];

/**
 * The --fix-dry-run diff as stdout gets it. On a terminal it is for reading: the file's text is escaped as every other
 * line is (`// ESC]0;x BEL` would retitle the window), tabs and line ends kept, and with colour (by the report's
 * rules) removed lines red, added green, hunks cyan, the `---`/`+++` headers plain. Anywhere else (a pipe, a file) it is the exact patch, which
 * `git apply` and `patch` take, uncoloured unless --color asks; its header paths are quoted by unifiedDiff either way.
 */
export function shownDiff(diff: string, io: Io, color: boolean): string {
  const text = io.stdoutIsTty ? printableLines(diff) : diff;
  if (!color) return text;
  return text.split('\n').map((line) => {
    const style = DIFF_STYLE.find(([pattern]) => pattern.test(line))?.[1];
    return style && line ? `\u001b[${style}m${line}\u001b[0m` : line;
  }).join('\n');
}

/** What the scan read, for the summary and the JSON report. */
export function scannedCounts(args: ScanArgs, result: ScanResult): Scanned {
  return {
    files: result.configs.length,
    skills: result.skills.length,
    servers: result.configs.reduce((n, c) => n + c.servers.length, 0),
    gitignored: result.gitignored,
    paths: args.paths.length ? args.paths : ['.'],
  };
}

/**
 * Baseline entries and ignoreFindings entries that hid nothing, one note each on stderr, as unused inline
 * suppressions are reported: a stale entry would quietly hide the next finding that happens to match it. Only what
 * this scan could have matched counts: entries of rules that ran, for files it read or folders it walked (a
 * pre-commit run given two files says nothing about the baseline's other entries).
 */
export function reportUnused(args: ScanArgs, io: Io, plan: ScanPlan, result: ScanResult, filtered: Filtered): void {
  const ran = new Set(plan.rules.map((r) => r.meta.id));
  const walked = args.paths.filter((p) => p !== '-').map((p) => resolve(io.cwd, p)).filter((p) => result.roots.includes(p));
  if (!args.paths.length) walked.push(io.cwd);
  const base = plan.fingerprintRoot ?? io.cwd;
  const read = new Set([...result.configs.map((c) => c.source.display), ...result.skills.flatMap((s) => [s.manifest.display, ...s.scripts.map((f) => f.source.display)])]
    .map((file) => plan.baselineFile({ file } as never)));
  const covered = (file: string) => read.has(file) || walked.some((root) => isInside(resolve(base, file), root));
  if (plan.baseline && args.writeBaseline !== args.baseline) {
    const unused = [...plan.baseline.files].filter(([fp, e]) => !filtered.matchedBaseline?.has(fp) && ran.has(e.ruleId) && covered(e.file)).length;
    if (unused) {
      const shown = printable(plan.baseline.display);
      io.stderr(`mcp-audit: note: ${unused} ${unused === 1 ? 'entry' : 'entries'} of baseline ${shown} matched no finding (fixed, or changed since); --baseline ${shown} --write-baseline ${shown} drops ${unused === 1 ? 'it' : 'them'}\n`);
    }
  }
  if (!walked.length) return;
  for (const i of filtered.unusedIgnoreFindings ?? []) {
    const entry = plan.ignoreFindings[i]!;
    if (!ran.has(entry.rule)) continue;
    const what = [`rule "${entry.rule}"`, ...(entry.file ? [`file "${entry.file}"`] : []), ...(entry.server ? [`server "${entry.server}"`] : [])].join(', ');
    io.stderr(`mcp-audit: note: settings file ${printable(plan.settingsDisplay)}: ignoreFindings[${i}] (${printable(what)}) hid no finding; remove it if it is no longer needed\n`);
  }
}
