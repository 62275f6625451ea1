/**
 * The subcommands `mcp-audit rules` and `mcp-audit review`: each parses its own few options and does one
 * thing. Apart from the scan (scan.ts), whose options, settings and reports they share none of.
 */
import { readRuleFile } from '../../rules/data.js';
import { docsUrl, rules as allRules } from '../../rules/index.js';
import { owaspTitle } from '../../rules/owasp-mcp-top10.js';
import { UsageError } from '../discover/discover.js';
import { printable } from '../model/printable.js';
import { parseSubcommand, unknownRule } from './args.js';
import { REVIEW_HELP, RULES_HELP } from './help.js';
import type { Io } from './io.js';

/** `mcp-audit rules [ID] [--format text|json]` */
export function runRules(argv: string[], io: Io): number {
  const { values, positionals } = parseSubcommand(argv, 'rules');
  if (values.help) {
    io.stdout(RULES_HELP + '\n');
    return 0;
  }
  const format = values.format as string;
  if (format !== 'text' && format !== 'json') throw new UsageError(`unknown format "${format}" for rules; use text or json`);
  if (positionals.length > 1) throw new UsageError(`rules takes at most one rule id, not ${positionals.length}`, 'Run "mcp-audit rules --help" for the options.');
  if (positionals.length) {
    io.stdout(rulePage(positionals[0]!, format));
    return 0;
  }
  io.stdout(listRules(format));
  return 0;
}

/** `mcp-audit rules ID`: the rule's documentation page, as shipped beside the CLI (the markdown of rules/ID.md). */
function rulePage(id: string, format: string): string {
  const rule = allRules.find((r) => r.meta.id === id);
  if (!rule) throw new UsageError(unknownRule(id));
  const page = readRuleFile(`${id}.md`);
  if (format === 'json') {
    const { meta } = rule;
    return JSON.stringify({ id, level: meta.level, fixable: meta.fixable, description: meta.description, docs: docsUrl(id), owasp: owaspEntries(meta.owasp), page }, null, 2) + '\n';
  }
  return page.endsWith('\n') ? page : `${page}\n`;
}

/** A rule's OWASP MCP Top 10 entries with their titles, for `rules --format json`. */
function owaspEntries(ids: readonly string[] | undefined): { id: string; title: string }[] {
  return (ids ?? []).map((id) => ({ id, title: owaspTitle(id) ?? id }));
}

function listRules(format: string): string {
  if (format === 'json') {
    const list = allRules.map(({ meta }) => ({
      id: meta.id, level: meta.level, fixable: meta.fixable, description: meta.description, precision: meta.precision,
      securitySeverity: meta.securitySeverity, tags: meta.tags, docs: docsUrl(meta.id), owasp: owaspEntries(meta.owasp),
    }));
    return JSON.stringify(list, null, 2) + '\n';
  }
  const rows = allRules.map((r) => [r.meta.id, r.meta.level, r.meta.fixable, r.meta.description, docsUrl(r.meta.id)]);
  return rows.map((r) => `${r[0]!.padEnd(24)} ${r[1]!.padEnd(8)} ${r[2]!.padEnd(10)} ${r[3]}\n${' '.repeat(44)}${r[4]}`).join('\n') + '\n';
}

/** `mcp-audit review [SKILL_DIR...]` */
export async function runReview(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseSubcommand(argv, 'review');
  if (values.help) {
    io.stdout(REVIEW_HELP + '\n');
    return 0;
  }
  const { review } = await import('../skills/review.js');
  // A review of everything also records the scripts in the repository that hooks run, as the scan finds them.
  let scripts: { relPath: string; sha256?: string }[] = [];
  if (!positionals.length) {
    const { scan } = await import('../engine/engine.js');
    scripts = scan({ paths: [io.cwd], cwd: io.cwd, rules: [], codeFrames: false }).configs.flatMap((c) => c.commandScripts ?? []);
  }
  const result = review(positionals, io.cwd, scripts);
  // Skill folders are named by the repository: escaped, as every path shown
  for (const skill of result.recorded) io.stderr(`reviewed ${printable(skill.dir)}: ${skill.files} file${skill.files === 1 ? '' : 's'} recorded\n`);
  for (const script of result.scripts) io.stderr(`reviewed ${printable(script)}: run by a hook\n`);
  io.stderr(`wrote ${printable(result.lockDisplay)}\n`);
  return 0;
}
