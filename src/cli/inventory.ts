/**
 * `mcp-audit inventory [PATH...]`: the same discovery, settings and rules as a scan, reported as an inventory of the
 * tree's agent integrations (src/inventory) instead of a list of findings. Loaded only when the command runs.
 */
import { parseArgs } from 'node:util';
import { basename, relative, resolve } from 'node:path';
import { rules as allRules } from '../../rules/index.js';
import { UsageError } from '../discover/discover.js';
import { displayPath, isDirectory, slashed } from '../discover/paths.js';
import { scan } from '../engine/engine.js';
import { filterFindings } from '../engine/filter.js';
import { scanPolicy } from '../engine/policy-file.js';
import { applyRuleSettings, compileGlob, loadSettings } from '../engine/settings.js';
import { formatCycloneDx, timestampOf } from '../inventory/cyclonedx.js';
import { buildInventory } from '../inventory/inventory.js';
import { formatMarkdown } from '../inventory/markdown.js';
import { printable, printableJson } from '../model/printable.js';
import { usageError } from './args.js';
import { INVENTORY_HELP } from './help.js';
import type { Io } from './io.js';
import { writeOutputFile } from './write-output.js';
import { toolVersion } from './version.js';

export const INVENTORY_FORMATS = ['json', 'cyclonedx', 'markdown'] as const;

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  config: { type: 'string' },
  'no-config': { type: 'boolean', default: false },
  policy: { type: 'string', multiple: true },
  'no-ignore': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  debug: { type: 'boolean', default: false },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (e) {
    throw usageError(e, 'mcp-audit inventory --help', OPTIONS, argv);
  }
}

export async function runInventory(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv);
  if (values.help) {
    io.stdout(INVENTORY_HELP + '\n');
    return 0;
  }
  const format = values.format ?? (io.stdoutIsTty && values.output === undefined ? 'markdown' : 'json');
  if (!(INVENTORY_FORMATS as readonly string[]).includes(format)) throw new UsageError(`unknown format "${format}" for inventory; use ${INVENTORY_FORMATS.join(', ')}`);
  if (values.config !== undefined && values['no-config']) throw new UsageError('use either --config or --no-config, not both');
  const paths = positionals.length ? positionals : ['.'];
  const roots = paths.map((p) => resolve(io.cwd, p)).filter(isDirectory);
  const loaded = values['no-config'] ? undefined : await loadSettings(values.config, roots, io.cwd);
  const { rules, ruleSettings } = applyRuleSettings(allRules, loaded?.settings);
  const { policy } = scanPolicy(loaded?.settings, values.config ?? loaded?.display ?? '', values.policy ?? [], io.cwd);
  // settings globs are relative to the settings file's folder, as in a scan
  const settingsPath = (display: string) => {
    if (!loaded || display.startsWith('~/')) return display;
    const rel = slashed(relative(loaded.base, resolve(io.cwd, display)));
    return rel.startsWith('../') ? display : rel;
  };
  const globs = (loaded?.settings.ignore ?? []).map(compileGlob);
  const result = scan({
    paths, cwd: io.cwd, rules, ruleSettings, codeFrames: false, gitignore: !values['no-ignore'],
    ...(globs.length ? { ignore: (d: string) => globs.some((g) => g.test(settingsPath(d))) } : {}),
    ...(policy ? { policy } : {}),
  });
  const filtered = filterFindings(result.findings, {
    configs: result.configs, rules, ignoreFindings: loaded?.settings.ignoreFindings,
    settingsBase: loaded ? displayPath(loaded.base, io.cwd).replace(/^\.$/, '') : '', settingsPath, redaction: result.redaction,
  });
  const inventory = buildInventory(result, filtered.findings, toolVersion(), policy !== undefined && rules.some((r) => r.meta.id === 'server-not-allowed'));
  const subject = basename(roots[0] ?? io.cwd) || 'repository';
  const text = format === 'cyclonedx' ? formatCycloneDx(inventory, subject, timestampOf(io.env))
    : format === 'markdown' ? formatMarkdown(inventory)
    : JSON.stringify(inventory, null, 2) + '\n';
  // JSON escapes C0 controls only: names from a config may hold C1, bidi or invisible characters
  const safe = format === 'markdown' ? printable(text, true) : printableJson(text);
  if (values.output !== undefined) writeOutputFile('--output', values.output, io.cwd, safe);
  else io.stdout(safe);
  for (const e of result.internalErrors) io.stderr(`mcp-audit: ${e.split('\n')[0]}\n`);
  return result.internalErrors.length ? 2 : 0;
}
