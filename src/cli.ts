/** Command line: parse arguments, run the scan (and fixes), write the report, choose the exit code. */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { docsUrl, rules as allRules } from '../rules/index.js';
import { UsageError, displayPath } from './discover.js';
import { scan } from './engine.js';
import { filterFindings, formatBaseline, parseBaseline } from './filter.js';
import type { Hidden } from './report/text.js';
import { applyRuleSettings, globToRegExp, loadSettings } from './settings.js';
import { userConfigs } from './user.js';
import type { ScanResult } from './engine.js';
import type { Finding, Level, Rule } from './types.js';

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
       mcp-audit rules

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
      --write-baseline FILE             record the current findings in FILE (then report none of them)
      --user                            also scan your own configs (~/.claude.json, ~/.codex/config.toml, ...)
      --no-color                        plain output (also NO_COLOR=1)
      --quiet                           report only findings that reach --fail-on
      --debug                           print stack traces of internal errors
  -v, --version                         print the version
  -h, --help                            print this help

Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage or internal error.`;

export function toolVersion(): string {
  for (const rel of ['../../package.json', '../package.json']) {
    try {
      return JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')).version as string;
    } catch {
      // try the next layout (dist/bin/mcp-audit.js and dist/src/cli.js, vs src/cli.ts)
    }
  }
  return '0.0.0';
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f', default: 'text' },
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
    const message = (e as Error).message;
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    const first = unknown ? `unknown option ${unknown[1]}` : message.split('\n')[0]!.replace(/\.$/, '');
    throw new UsageError(`${first}\nRun "mcp-audit --help" for the options.`);
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
  return allRules.filter((r) => (!onlyIds.length || onlyIds.includes(r.meta.id)) && !offIds.includes(r.meta.id));
}

function useColor(io: Io, noColor: boolean, color: boolean | undefined): boolean {
  if (noColor || color === false) return false;
  if (io.env.NO_COLOR) return false;
  if (color) return true;
  if (io.env.FORCE_COLOR !== undefined) return io.env.FORCE_COLOR !== '0' && io.env.FORCE_COLOR !== 'false';
  return io.stdoutIsTty;
}

function listRules(): string {
  const rows = allRules.map((r) => [r.meta.id, r.meta.level, r.meta.fixable, r.meta.description, docsUrl(r.meta.id)]);
  return rows.map((r) => `${r[0]!.padEnd(24)} ${r[1]!.padEnd(8)} ${r[2]!.padEnd(10)} ${r[3]}\n${' '.repeat(44)}${r[4]}`).join('\n') + '\n';
}

export async function main(argv: string[], io: Io): Promise<number> {
  let debug = argv.includes('--debug');
  try {
    if (argv[0] === 'rules') {
      io.stdout(listRules());
      return 0;
    }
    if (argv[0] === 'review') {
      const { review } = await import('./review.js');
      const result = review(argv.slice(1), io.cwd);
      for (const skill of result.recorded) io.stderr(`reviewed ${skill.dir}: ${skill.files} file(s) recorded\n`);
      io.stderr(`wrote ${result.lockPath}\n`);
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
    const format = values.format as Format;
    if (!FORMATS.includes(format)) throw new UsageError(`unknown format "${values.format}"; use one of ${FORMATS.join(', ')}`);
    const failOn = values['fail-on'] as (typeof FAIL_ON)[number];
    if (!FAIL_ON.includes(failOn)) throw new UsageError(`unknown --fail-on level "${failOn}"; use one of ${FAIL_ON.join(', ')}`);
    if (values.fix && values['fix-dry-run']) throw new UsageError('use either --fix or --fix-dry-run, not both');
    const selected = selectRules(values.rule, values['disable-rule']);
    const roots = positionals.map((p) => resolve(io.cwd, p)).filter(isDirectory);
    const loaded = await loadSettings(values.config, roots, io.cwd);
    const { rules, ruleSettings } = applyRuleSettings(selected, loaded?.settings);
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
      const { runFixes } = await import('./fix/index.js');
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
        return exitCode(filtered.findings, failOn, result.internalErrors.length > 0);
      }
      if (outcome.changedFiles.length) {
        result = scan(scanOptions);
        filtered = filterFindings(result.findings, filterOptions(result));
      }
      // Pins the registry could not resolve come back as suggestions, with the reason.
      filtered.findings = outcome.adjust(filtered.findings);
    }

    if (values['write-baseline']) {
      const target = resolve(io.cwd, values['write-baseline']);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, formatBaseline(filtered.findings, toolVersion()));
      io.stderr(`Recorded ${filtered.findings.length} finding(s) in ${values['write-baseline']}.\n`);
      filtered = { ...filtered, findings: [], baselined: [...filtered.baselined, ...filtered.findings] };
    }

    for (const error of result.internalErrors) io.stderr(`mcp-audit: internal error: ${debug ? error : error.split('\n')[0]}\n`);
    const hidden = { suppressed: filtered.suppressed.length, baselined: filtered.baselined.length };
    const reported = values.quiet ? filtered.findings.filter((f) => reaches(f.level, failOn)) : filtered.findings;
    const report = await render(format, reported, result, useColor(io, values['no-color']!, values.color), rules, hidden);
    if (values.output) {
      const out = resolve(io.cwd, values.output);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, report);
      const { summary } = await import('./report/text.js');
      io.stderr(`${summary(reported, hidden)} Report written to ${values.output}.\n`);
    } else {
      io.stdout(report);
    }
    return exitCode(filtered.findings, failOn, result.internalErrors.length > 0);
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

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
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

function exitCode(findings: Finding[], failOn: (typeof FAIL_ON)[number], internalError: boolean): number {
  if (internalError) return 2;
  return findings.some((f) => reaches(f.level, failOn)) ? 1 : 0;
}

async function render(format: Format, findings: Finding[], result: ScanResult, color: boolean, rules: Rule[], hidden: Hidden): Promise<string> {
  switch (format) {
    case 'text': {
      const { formatText } = await import('./report/text.js');
      return formatText(findings, { color, docsUrl, hidden });
    }
    case 'json': {
      const { formatJson } = await import('./report/json.js');
      return formatJson(findings, toolVersion(), hidden);
    }
    case 'sarif':
    case 'github': {
      const { reportContext } = await import('./report/load-context.js');
      const ctx = reportContext(result, rules, toolVersion());
      if (format === 'sarif') {
        const { formatSarif } = await import('./report/sarif.js');
        return formatSarif(findings, ctx);
      }
      const { formatGithub } = await import('./report/github.js');
      return formatGithub(findings, ctx);
    }
  }
}
