/** Command line: parse arguments, run the scan (and fixes), write the report, choose the exit code. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { docsUrl, rules as allRules } from '../../rules/index.js';
import { UsageError } from '../discover/discover.js';
import { displayPath, isDirectory } from '../discover/paths.js';
import { scan } from '../engine/engine.js';
import { filterFindings, formatBaseline, parseBaseline } from '../engine/filter.js';
import type { Filtered } from '../engine/filter.js';
import { printable } from '../model/printable.js';
import type { Hidden } from '../report/text.js';
import { applyRuleSettings, globToRegExp, loadSettings } from '../engine/settings.js';
import { positionAt } from '../model/source.js';
import { userConfigs } from '../discover/user.js';
import type { ScanResult } from '../engine/engine.js';
import type { ConfigFile, Finding, Level, Rule } from '../model/types.js';

export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdoutIsTty: boolean;
}

const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
type Format = (typeof FORMATS)[number];
const FAIL_ON = ['error', 'warning', 'note', 'none'] as const;
const RANK: Record<Level, number> = { note: 1, warning: 2, error: 3 };

const HELP = `Usage: mcp-audit [options] [PATH...]
       mcp-audit review [SKILL_DIR...]
       mcp-audit rules [--format text|json]

Scans the MCP server configs of Claude Code, VS Code, Codex, Cursor, Gemini CLI, Windsurf, Kiro, Cline, opencode,
Continue, Zed and others, and agent skills, for committed secrets, unpinned launches, missing read-only modes and
other risks. PATH defaults to the current directory.

Options:
  -f, --format text|json|sarif|github   report format (default: text)
  -o, --output FILE                     write the report to FILE (the summary still goes to stderr)
      --fail-on error|warning|note|none lowest level that makes the exit code 1 (default: warning)
      --fix                             apply safe fixes, then report what remains
      --fix-dry-run                     print the diff of safe fixes; change nothing
      --unsafe-fixes                    with --fix/--fix-dry-run, also apply fixes that change behaviour
      --offline                         never contact a registry (pins become suggestions)
      --registry URL                    npm registry for version look-ups (default: npm_config_registry)
      --rule ID[,ID]                    run only these rules
      --disable-rule ID[,ID]            skip these rules
      --config FILE                     settings file (default: .mcp-audit.json in the scan root, if present)
      --baseline FILE                   hide the findings recorded in FILE
      --write-baseline FILE             record the current findings in FILE, those --baseline matched included
                                        (then report none of them)
      --user                            also scan your own configs (~/.claude.json, ~/.codex/config.toml, ...)
      --no-color                        plain output (also NO_COLOR=1, TERM=dumb)
      --color                           colour even when not on a terminal or writing to --output
      --quiet                           report only findings that reach --fail-on (the summary counts the rest)
      --debug                           print stack traces of internal errors
  -v, --version                         print the version
  -h, --help                            print this help

Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it, or a config file that could not be parsed
(never with --fail-on none); 2 usage or internal error.`;

const REVIEW_HELP = `Usage: mcp-audit review [SKILL_DIR...]

Records that you have read a skill's SKILL.md and scripts: their SHA-256 hashes go to .mcp-audit-review.json, the
lockfile a scan of the current directory reads (commit it): in a repository, the nearest one at or above the current
directory, else the one at the repository's top; outside a repository, the current directory's. With no SKILL_DIR, every skill found under the current
directory is recorded; other skills' entries are kept. unreviewed-skill-script flags scripts that are not recorded,
or have changed since.

Options:
  -h, --help   print this help`;

const RULES_HELP = `Usage: mcp-audit rules [--format text|json]

Lists the rules: id, default level, fixable (safe, unsafe, suggestion or none), description and docs link.
With --format json, a JSON array of { id, level, fixable, description, precision, securitySeverity, tags, docs }.

Options:
  -f, --format text|json   output format (default: text)
  -h, --help               print this help`;

export function toolVersion(): string {
  for (const rel of ['../../package.json', '../../../package.json']) {
    try {
      return JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')).version as string;
    } catch {
      // try the next layout (dist/bin/mcp-audit.cjs and src/cli/cli.ts, vs dist/src/cli/cli.js)
    }
  }
  return '0.0.0';
}

/** Node's parse errors as one usage line, pointing at `help` (the command whose --help lists the options). */
function usageError(e: unknown, help: string): UsageError {
  const message = (e as Error).message;
  const unknown = /^Unknown option '([^']+)'/.exec(message);
  const positional = /^Unexpected argument '([^']+)'/.exec(message);
  const first = unknown ? `unknown option ${unknown[1]}` : positional ? `unexpected argument ${positional[1]}` : message.split('\n')[0]!.replace(/\.$/, '');
  return new UsageError(`${first}\nRun "${help}" for the options.`);
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        output: { type: 'string', short: 'o' },
        'fail-on': { type: 'string', default: 'warning' },
        fix: { type: 'boolean', default: false },
        'fix-dry-run': { type: 'boolean', default: false },
        'unsafe-fixes': { type: 'boolean', default: false },
        offline: { type: 'boolean', default: false },
        registry: { type: 'string' },
        rule: { type: 'string', multiple: true },
        'disable-rule': { type: 'string', multiple: true },
        config: { type: 'string' },
        baseline: { type: 'string' },
        'write-baseline': { type: 'string' },
        user: { type: 'boolean', default: false },
        color: { type: 'boolean' },
        'no-color': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        debug: { type: 'boolean', default: false },
        version: { type: 'boolean', short: 'v', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    throw usageError(e, 'mcp-audit --help');
  }
}

function parseSubcommand(argv: string[], name: 'rules' | 'review') {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: name === 'review',
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        debug: { type: 'boolean', default: false },
        ...(name === 'rules' ? { format: { type: 'string', short: 'f', default: 'text' } } : {}),
      },
    });
  } catch (e) {
    throw usageError(e, `mcp-audit ${name} --help`);
  }
}

function selectRules(only: string[] | undefined, disabled: string[] | undefined): Rule[] {
  const ids = new Set(allRules.map((r) => r.meta.id));
  const list = (values: string[] | undefined) => (values ?? []).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
  const onlyIds = list(only);
  const offIds = list(disabled);
  for (const id of [...onlyIds, ...offIds]) {
    if (!ids.has(id)) throw new UsageError(`unknown rule "${id}"; "mcp-audit rules" lists them`);
  }
  const selected = allRules.filter((r) => (!onlyIds.length || onlyIds.includes(r.meta.id)) && !offIds.includes(r.meta.id));
  if (!selected.length) throw new UsageError(`no rule left to run: --disable-rule turns off every rule${onlyIds.length ? ' --rule selects' : ''}`);
  return selected;
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

function listRules(format: string): string {
  if (format === 'json') {
    const list = allRules.map(({ meta }) => ({
      id: meta.id, level: meta.level, fixable: meta.fixable, description: meta.description, precision: meta.precision,
      securitySeverity: meta.securitySeverity, tags: meta.tags, docs: docsUrl(meta.id),
    }));
    return JSON.stringify(list, null, 2) + '\n';
  }
  const rows = allRules.map((r) => [r.meta.id, r.meta.level, r.meta.fixable, r.meta.description, docsUrl(r.meta.id)]);
  return rows.map((r) => `${r[0]!.padEnd(24)} ${r[1]!.padEnd(8)} ${r[2]!.padEnd(10)} ${r[3]}\n${' '.repeat(44)}${r[4]}`).join('\n') + '\n';
}

export async function main(argv: string[], io: Io): Promise<number> {
  let debug = argv.includes('--debug');
  try {
    if (argv[0] === 'rules') {
      const { values } = parseSubcommand(argv.slice(1), 'rules');
      if (values.help) {
        io.stdout(RULES_HELP + '\n');
        return 0;
      }
      const format = values.format as string;
      if (format !== 'text' && format !== 'json') throw new UsageError(`unknown format "${format}" for rules; use text or json`);
      io.stdout(listRules(format));
      return 0;
    }
    if (argv[0] === 'review') {
      const { values, positionals } = parseSubcommand(argv.slice(1), 'review');
      if (values.help) {
        io.stdout(REVIEW_HELP + '\n');
        return 0;
      }
      const { review } = await import('../skills/review.js');
      const result = review(positionals, io.cwd);
      for (const skill of result.recorded) io.stderr(`reviewed ${skill.dir}: ${skill.files} file(s) recorded\n`);
      io.stderr(`wrote ${result.lockDisplay}\n`);
      return 0;
    }
    const { values, positionals } = parse(argv);
    debug = values.debug!;
    if (values.help) {
      io.stdout(HELP + '\n');
      return 0;
    }
    if (values.version) {
      io.stdout(toolVersion() + '\n');
      return 0;
    }
    const format = (values.format ?? 'text') as Format;
    if (!FORMATS.includes(format)) throw new UsageError(`unknown format "${values.format}"; use one of ${FORMATS.join(', ')}`);
    const failOn = values['fail-on'] as (typeof FAIL_ON)[number];
    if (!FAIL_ON.includes(failOn)) throw new UsageError(`unknown --fail-on level "${failOn}"; use one of ${FAIL_ON.join(', ')}`);
    if (values.fix && values['fix-dry-run']) throw new UsageError('use either --fix or --fix-dry-run, not both');
    if (values['fix-dry-run'] && (format !== 'text' || values.output !== undefined)) {
      throw new UsageError('--fix-dry-run prints a diff: it takes no --format or --output');
    }
    if (values['unsafe-fixes'] && !values.fix && !values['fix-dry-run']) throw new UsageError('--unsafe-fixes goes with --fix or --fix-dry-run');
    const selected = selectRules(values.rule, values['disable-rule']);
    const roots = positionals.map((p) => resolve(io.cwd, p)).filter(isDirectory);
    const loaded = await settingsAsGiven(values.config, roots, io.cwd);
    const { rules, ruleSettings } = applyRuleSettings(selected, loaded?.settings);
    if (!rules.length) throw new UsageError(`no rule left to run: settings file ${values.config ?? loaded!.display} turns off every rule selected`);
    const settingsBase = loaded ? displayPath(loaded.base, io.cwd).replace(/^\.$/, '') : '';
    const ignoreGlobs = (loaded?.settings.ignore ?? []).map(globToRegExp);
    const ignore = ignoreGlobs.length
      ? (display: string) => ignoreGlobs.some((g) => g.test(settingsBase && display.startsWith(`${settingsBase}/`) ? display.slice(settingsBase.length + 1) : display))
      : undefined;
    const baseline = values.baseline ? readBaseline(resolve(io.cwd, values.baseline), values.baseline) : undefined;
    const scanOptions = {
      paths: positionals, cwd: io.cwd, rules, ruleSettings, ignore, userConfigs: values.user ? userConfigs(io) : undefined,
      // JSON, SARIF and GitHub annotations carry no source text: only the text report needs code frames
      codeFrames: format === 'text',
    };
    const filterOptions = (result: ScanResult) => ({
      configs: result.configs, rules, ignoreFindings: loaded?.settings.ignoreFindings, settingsBase, baseline,
    });
    let result: ScanResult = scan(scanOptions);
    let filtered = filterFindings(result.findings, filterOptions(result));

    if (values.fix || values['fix-dry-run']) {
      const { runFixes } = await import('../fix/index.js');
      const outcome = await runFixes({ ...result, findings: filtered.findings }, {
        cwd: io.cwd,
        write: values.fix!,
        unsafe: values['unsafe-fixes']!,
        offline: values.offline!,
        registry: values.registry ?? io.env.npm_config_registry ?? io.env.NPM_CONFIG_REGISTRY,
      });
      for (const line of outcome.messages) io.stderr(line + '\n');
      if (values['fix-dry-run']) {
        io.stdout(outcome.diff);
        const broken = unparsed(result.configs, filtered);
        reportUnparsed(broken, [], io);
        return exitCode(filtered.findings, failOn, result.internalErrors.length > 0, broken.length > 0);
      }
      if (outcome.changedFiles.length) {
        result = scan(scanOptions);
        filtered = filterFindings(result.findings, filterOptions(result));
      }
      // Pins the registry could not resolve come back as suggestions, with the reason.
      filtered.findings = outcome.adjust(filtered.findings);
    }

    if (values['write-baseline']) {
      // Every current finding: new ones and those the old baseline still matches (a baseline written over the one
      // read must not forget them); suppressed findings stay out, their suppressions keep hiding them.
      const recorded = [...filtered.baselined, ...filtered.findings];
      const target = resolve(io.cwd, values['write-baseline']);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, formatBaseline(recorded, toolVersion()));
      io.stderr(`Recorded ${recorded.length} finding(s) in ${values['write-baseline']}.\n`);
      filtered = { ...filtered, findings: [], baselined: recorded };
    }

    for (const error of result.internalErrors) io.stderr(`mcp-audit: internal error: ${debug ? error : error.split('\n')[0]}\n`);
    const reported = values.quiet ? filtered.findings.filter((f) => reaches(f.level, failOn)) : filtered.findings;
    // --quiet leaves findings out of the report: the text summary says how many, and below what.
    const broken = unparsed(result.configs, filtered);
    const hidden = {
      suppressed: filtered.suppressed.length, baselined: filtered.baselined.length,
      quiet: { count: filtered.findings.length - reported.length, failOn },
      unparsed: broken.filter((file) => !reported.some((f) => f.ruleId === 'invalid-config' && f.file === file.source.display)).length,
    };
    const color = useColor(io, { noColor: values['no-color']!, color: values.color, toFile: values.output !== undefined });
    const report = await render(format, reported, result, color, rules, hidden);
    reportUnparsed(broken, reported, io);
    if (values.output) {
      const out = resolve(io.cwd, values.output);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, report);
      const { summary } = await import('../report/text.js');
      const total = summary(reported, hidden);
      io.stderr(`${total}${total.endsWith('.') ? '' : '.'} Report written to ${values.output}.\n`);
    } else {
      io.stdout(report);
    }
    return exitCode(filtered.findings, failOn, result.internalErrors.length > 0, broken.length > 0);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`mcp-audit: ${e.message}\n`);
      return 2;
    }
    const error = e as NodeJS.ErrnoException;
    // A failing system call (a report that cannot be written, a vanished folder) is the machine's, not a bug.
    const what = error.syscall ? error.message : `internal error: ${error.message}`;
    io.stderr(debug ? `mcp-audit: ${what}\n${error.stack}\n` : `mcp-audit: ${what} (rerun with --debug for details)\n`);
    return 2;
  }
}

function readBaseline(path: string, display: string): Set<string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read baseline ${display}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  const parsed = parseBaseline(text);
  if (typeof parsed === 'string') throw new UsageError(`baseline ${display} is ${parsed}`);
  return parsed;
}

function reaches(level: Level, failOn: (typeof FAIL_ON)[number]): boolean {
  return failOn !== 'none' && RANK[level] >= RANK[failOn];
}

/**
 * Exit 1 for findings at or above --fail-on, or for a config file that could not be parsed (design §2) — whatever
 * the rule selection and invalid-config's level, since nothing in such a file was checked. --fail-on none never
 * fails: it is how the Action and scripts ask for a report without a verdict.
 */
function exitCode(findings: Finding[], failOn: (typeof FAIL_ON)[number], internalError: boolean, unparsedFiles: boolean): number {
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
function reportUnparsed(files: ConfigFile[], reported: Finding[], io: Io): void {
  for (const file of files) {
    if (reported.some((f) => f.ruleId === 'invalid-config' && f.file === file.source.display)) continue;
    const problem = file.problems[0]!;
    const at = positionAt(file.source, Math.min(problem.span.start, file.source.text.length));
    // the path comes from the file system: a hostile folder name must not reach the terminal raw
    io.stderr(`mcp-audit: ${printable(file.source.display)}:${at.line}:${at.column}: could not parse: ${printable(problem.message)}\n`);
  }
}

/** The settings file; one given with --config is named in errors as it was given, not relative to the cwd. */
async function settingsAsGiven(config: string | undefined, roots: string[], cwd: string) {
  try {
    return await loadSettings(config, roots, cwd);
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
