/**
 * The command line's words: argv parsed with node:util's parseArgs, Node's parse errors turned into one usage line,
 * and the scan's options checked against each other into a ScanArgs object. Everything here either returns or
 * throws UsageError (exit 2), and reads no file, so main can take the options as settled before any work starts.
 */
import { parseArgs } from 'node:util';
import { rules as allRules } from '../../rules/index.js';
import { UsageError } from '../discover/discover.js';
import { checkRevisionName } from '../discover/git-base.js';
import type { Rule } from '../model/types.js';

export const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];
export const FAIL_ON = ['error', 'warning', 'note', 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** The scan's options, checked: values as the user gave them, except the rules, already selected. */
export interface ScanArgs {
  paths: string[];
  format: Format;
  failOn: FailOn;
  output: string | undefined;
  fix: boolean;
  fixDryRun: boolean;
  unsafeFixes: boolean;
  offline: boolean;
  registry: string | undefined;
  /** what --rule and --disable-rule leave; the settings file may turn off more */
  selected: Rule[];
  config: string | undefined;
  /** `--config-from-base REF`: settings, baseline and review lockfile as commit REF has them */
  configFromBase: string | undefined;
  baseline: string | undefined;
  writeBaseline: string | undefined;
  user: boolean;
  color: boolean | undefined;
  noColor: boolean;
  quiet: boolean;
  debug: boolean;
}

type ScanValues = ReturnType<typeof parseScanArgs>['values'];

/** The scan's parsed options checked, in the order their errors are reported, with the rules selected. */
export function scanArgs(values: ScanValues, positionals: string[]): ScanArgs {
  const format = (values.format ?? 'text') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`unknown format "${values.format}"; use one of ${FORMATS.join(', ')}`);
  const failOn = values['fail-on'] as FailOn;
  if (!FAIL_ON.includes(failOn)) throw new UsageError(`unknown --fail-on level "${failOn}"; use one of ${FAIL_ON.join(', ')}`);
  if (values.fix && values['fix-dry-run']) throw new UsageError('use either --fix or --fix-dry-run, not both');
  if (values['fix-dry-run'] && (format !== 'text' || values.output !== undefined)) {
    throw new UsageError('--fix-dry-run prints a diff: it takes no --format or --output');
  }
  if (values['unsafe-fixes'] && !values.fix && !values['fix-dry-run']) throw new UsageError('--unsafe-fixes goes with --fix or --fix-dry-run');
  if (values['config-from-base'] !== undefined) checkRevisionName(values['config-from-base']);
  return {
    paths: positionals,
    format,
    failOn,
    output: values.output,
    fix: values.fix!,
    fixDryRun: values['fix-dry-run']!,
    unsafeFixes: values['unsafe-fixes']!,
    offline: values.offline!,
    registry: values.registry,
    selected: selectRules(values.rule, values['disable-rule']),
    config: values.config,
    configFromBase: values['config-from-base'],
    baseline: values.baseline,
    writeBaseline: values['write-baseline'],
    user: values.user!,
    color: values.color,
    noColor: values['no-color']!,
    quiet: values.quiet!,
    debug: values.debug!,
  };
}

/** Node's parse errors as one usage line, pointing at `help` (the command whose --help lists the options). */
function usageError(e: unknown, help: string): UsageError {
  const message = (e as Error).message;
  const unknown = /^Unknown option '([^']+)'/.exec(message);
  const positional = /^Unexpected argument '([^']+)'/.exec(message);
  const first = unknown ? `unknown option ${unknown[1]}` : positional ? `unexpected argument ${positional[1]}` : message.split('\n')[0]!.replace(/\.$/, '');
  return new UsageError(first, `Run "${help}" for the options.`);
}

/** The scan's options (everything but the subcommands). */
export function parseScanArgs(argv: string[]) {
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
        'config-from-base': { type: 'string' },
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

export function parseSubcommand(argv: string[], name: 'rules' | 'review') {
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
