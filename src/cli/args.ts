/**
 * The command line's words: argv parsed with node:util's parseArgs, Node's parse errors turned into one usage line,
 * and the scan's options checked against each other into a ScanArgs object. Everything here either returns or
 * throws UsageError (exit 2), and reads no file, so main can take the options as settled before any work starts.
 */
import { parseArgs } from 'node:util';
import { rules as allRules } from '../../rules/index.js';
import { UsageError } from '../discover/discover.js';
import { checkRevisionName } from '../discover/git-base.js';
import { didYouMean } from '../model/did-you-mean.js';
import type { Rule } from '../model/types.js';

export const FORMATS = ['text', 'json', 'sarif', 'github', 'concise'] as const;
export type Format = (typeof FORMATS)[number];
/** Other names of a format: `compact` is what ESLint called its one-line format. */
const FORMAT_ALIASES: Record<string, Format> = { compact: 'concise' };
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
  /** --online without --offline: ask the registries about the launched packages (the online rules) */
  online: boolean;
  /** --no-cache: --online neither reads nor writes its answer cache */
  noCache: boolean;
  registry: string | undefined;
  /** what --rule and --disable-rule leave; the settings file may turn off more */
  selected: Rule[];
  /** the ids --rule named: they run whatever the settings file says */
  forced: string[];
  config: string | undefined;
  /** `--policy FILE` (repeatable): shared server policies (or Claude Code managed settings), merged with the settings' `policy` */
  policy: string[];
  /** `--config-from-base REF`: settings, baseline and review lockfile as commit REF has them */
  configFromBase: string | undefined;
  baseline: string | undefined;
  writeBaseline: string | undefined;
  user: boolean;
  /** --no-ignore: scan what .gitignore files exclude as well */
  noIgnore: boolean;
  /** --no-config: no settings file at all */
  noConfig: boolean;
  /** --print-config: print the effective settings and where they came from, scan nothing */
  printConfig: boolean;
  /** `-` among the paths: the file read from stdin, named by --stdin-filename */
  stdinFilename: string | undefined;
  color: boolean | undefined;
  noColor: boolean;
  quiet: boolean;
  debug: boolean;
}

type ScanValues = ReturnType<typeof parseScanArgs>['values'];

/** The scan's parsed options checked, in the order their errors are reported, with the rules selected. */
export function scanArgs(values: ScanValues, positionals: string[]): ScanArgs {
  const given = values.format ?? 'text';
  const format = (FORMAT_ALIASES[given] ?? given) as Format;
  if (!FORMATS.includes(format)) {
    throw new UsageError(`unknown format "${given}"${didYouMean(given, [...FORMATS, ...Object.keys(FORMAT_ALIASES)])}; use one of ${FORMATS.join(', ')} (or compact, the same as concise)`);
  }
  const failOn = values['fail-on'] as FailOn;
  if (!FAIL_ON.includes(failOn)) throw new UsageError(`unknown --fail-on level "${failOn}"; use one of ${FAIL_ON.join(', ')}`);
  if (values.fix && values['fix-dry-run']) throw new UsageError('use either --fix or --fix-dry-run, not both');
  if (values['fix-dry-run'] && (format !== 'text' || values.output !== undefined)) {
    throw new UsageError('--fix-dry-run prints a diff: it takes no --format or --output');
  }
  if (values['unsafe-fixes'] && !values.fix && !values['fix-dry-run']) throw new UsageError('--unsafe-fixes goes with --fix or --fix-dry-run');
  if (values['config-from-base'] !== undefined) checkRevisionName(values['config-from-base']);
  if (values.config !== undefined && values['no-config']) throw new UsageError('use either --config or --no-config, not both');
  const stdin = positionals.includes('-');
  if (stdin && values['stdin-filename'] === undefined) throw new UsageError('- reads a file from stdin: name it with --stdin-filename PATH (e.g. .mcp.json), which says which host format it is');
  if (!stdin && values['stdin-filename'] !== undefined) throw new UsageError('--stdin-filename names the file read from stdin: give - among the paths');
  if (stdin && (values.fix || values['fix-dry-run'])) throw new UsageError('- (stdin) cannot be fixed in place: --fix and --fix-dry-run need files');
  const { selected, forced } = selectRules(values.rule, values['disable-rule']);
  return {
    paths: positionals,
    format,
    failOn,
    output: values.output,
    fix: values.fix!,
    fixDryRun: values['fix-dry-run']!,
    unsafeFixes: values['unsafe-fixes']!,
    offline: values.offline!,
    // --offline wins: a scan that was told not to reach out never does
    online: values.online! && !values.offline!,
    noCache: values['no-cache']!,
    registry: values.registry,
    selected,
    forced,
    config: values.config,
    policy: values.policy ?? [],
    configFromBase: values['config-from-base'],
    baseline: values.baseline,
    writeBaseline: values['write-baseline'],
    user: values.user!,
    noIgnore: values['no-ignore']!,
    noConfig: values['no-config']!,
    printConfig: values['print-config']!,
    stdinFilename: values['stdin-filename'],
    color: values.color,
    noColor: values['no-color']!,
    quiet: values.quiet!,
    debug: values.debug!,
  };
}

/**
 * Node's parse errors as one usage line, pointing at `help` (the command whose --help lists the options): an unknown
 * option with the closest known one, an option whose value is missing or would be the next option (`-o --format`:
 * Node calls it ambiguous) named by its long name.
 */
export function usageError(e: unknown, help: string, options: Record<string, { type: string; short?: string }>, argv: string[]): UsageError {
  const message = (e as Error).message;
  const hint = `Run "${help}" for the options.`;
  const unknown = /^Unknown option '([^']+)'/.exec(message);
  if (unknown) {
    const flags = Object.keys(options).map((name) => `--${name}`);
    return new UsageError(`unknown option ${unknown[1]}${didYouMean(unknown[1]!, flags, (s) => s)}`, hint);
  }
  const positional = /^Unexpected argument '([^']+)'/.exec(message);
  if (positional) return new UsageError(`unexpected argument ${positional[1]}`, hint);
  const value = /^Option '(?:-(\w), )?(--?[\w-]+)(?: <value>)?' argument (?:is )?(ambiguous|missing)/.exec(message);
  if (value) {
    const [, , given, kind] = value;
    const name = given!.startsWith('--') ? given!.slice(2) : Object.entries(options).find(([, o]) => o.short === given!.slice(1))?.[0] ?? given!;
    const short = options[name]?.short;
    const flag = `--${name}${short ? ` (-${short})` : ''}`;
    if (kind === 'missing') return new UsageError(`${flag} needs a value, and nothing follows it`, hint);
    const at = argv.findIndex((a) => a === given || a === `--${name}` || (short !== undefined && a === `-${short}`));
    const next = at >= 0 ? argv[at + 1] : undefined;
    return new UsageError(`${flag} needs a value, but is followed by the option ${next ?? 'that follows it'} (to give a value starting with "-", write --${name}=VALUE)`, hint);
  }
  return new UsageError(message.split('\n')[0]!.replace(/\.$/, ''), hint);
}

/** The scan's options (everything but the subcommands). */
export const SCAN_OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  'fail-on': { type: 'string', default: 'warning' },
  fix: { type: 'boolean', default: false },
  'fix-dry-run': { type: 'boolean', default: false },
  'unsafe-fixes': { type: 'boolean', default: false },
  offline: { type: 'boolean', default: false },
  online: { type: 'boolean', default: false },
  'no-cache': { type: 'boolean', default: false },
  registry: { type: 'string' },
  rule: { type: 'string', multiple: true },
  'disable-rule': { type: 'string', multiple: true },
  config: { type: 'string' },
  policy: { type: 'string', multiple: true },
  'config-from-base': { type: 'string' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  user: { type: 'boolean', default: false },
  'no-ignore': { type: 'boolean', default: false },
  'no-config': { type: 'boolean', default: false },
  'print-config': { type: 'boolean', default: false },
  'stdin-filename': { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  debug: { type: 'boolean', default: false },
  version: { type: 'boolean', short: 'v', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export function parseScanArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options: SCAN_OPTIONS });
  } catch (e) {
    throw usageError(e, 'mcp-audit --help', SCAN_OPTIONS, argv);
  }
}

export function parseSubcommand(argv: string[], name: 'rules' | 'review') {
  const options = {
    help: { type: 'boolean', short: 'h', default: false },
    debug: { type: 'boolean', default: false },
    ...(name === 'rules' ? { format: { type: 'string' as const, short: 'f', default: 'text' } } : {}),
  } as const;
  try {
    // `rules ID` prints one rule's page
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (e) {
    throw usageError(e, `mcp-audit ${name} --help`, options, argv);
  }
}

/** A rule id that is not one: the closest real one, and where the list is. */
export function unknownRule(id: string): string {
  const hint = didYouMean(id, allRules.map((r) => r.meta.id));
  return `unknown rule "${id}"${hint ? `${hint} ("mcp-audit rules" lists them)` : '; "mcp-audit rules" lists them'}`;
}

function selectRules(only: string[] | undefined, disabled: string[] | undefined): { selected: Rule[]; forced: string[] } {
  const ids = new Set(allRules.map((r) => r.meta.id));
  const list = (values: string[] | undefined) => (values ?? []).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
  const onlyIds = list(only);
  const offIds = list(disabled);
  for (const id of [...onlyIds, ...offIds]) {
    if (!ids.has(id)) throw new UsageError(unknownRule(id));
  }
  const selected = allRules.filter((r) => (!onlyIds.length || onlyIds.includes(r.meta.id)) && !offIds.includes(r.meta.id));
  if (!selected.length) throw new UsageError(`no rule left to run: --disable-rule turns off every rule${onlyIds.length ? ' --rule selects' : ''}`);
  return { selected, forced: onlyIds.filter((id) => !offIds.includes(id)) };
}
