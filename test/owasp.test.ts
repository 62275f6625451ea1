/**
 * The OWASP MCP Top 10 mapping: every registered rule names its entries in `meta.owasp` (or none, and its doc page
 * says why); the planned rules' table stays in step with the rules once they land; SARIF carries the taxonomy and
 * the relationships and still validates against the official 2.1.0 schema; JSON and `rules --format json` carry ids.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import { OWASP_MCP_TAXA, PLANNED_RULE_OWASP } from '../rules/owasp-mcp-top10.js';
import { readRuleFile } from '../rules/data.js';
import { main } from '../src/cli/cli.js';
import { scanTree } from './rule-tester.js';
import { reportContext } from '../src/report/load-context.js';
import { formatSarif } from '../src/report/sarif.js';
import { formatJson } from '../src/report/json.js';
import type { SarifLog } from '../src/report/sarif-types.js';

const IDS = OWASP_MCP_TAXA.map((t) => t.id as string);
const README_ALL = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
/** The README's OWASP section, whose table has a row per rule. */
const README = README_ALL.slice(README_ALL.indexOf('\n### OWASP MCP Top 10\n'), README_ALL.indexOf('\n## Output\n'));

/** The doc page's "OWASP MCP Top 10" section. */
function section(id: string): string {
  const page = readRuleFile(`${id}.md`);
  const at = page.indexOf('\n## OWASP MCP Top 10\n');
  if (at < 0) return '';
  const rest = page.slice(at + 1);
  const next = rest.indexOf('\n## ', 3);
  return next < 0 ? rest : rest.slice(0, next);
}

describe('every rule maps to the OWASP MCP Top 10', () => {
  for (const rule of rules) {
    it(rule.meta.id, () => {
      const owasp = rule.meta.owasp;
      const planned = PLANNED_RULE_OWASP[rule.meta.id];
      expect(owasp, `${rule.meta.id}: meta.owasp is missing${planned ? ` (rules/owasp-mcp-top10.ts plans ${JSON.stringify(planned.owasp)})` : ''}`).toBeDefined();
      for (const id of owasp!) expect(IDS, rule.meta.id).toContain(id);
      expect(new Set(owasp).size).toBe(owasp!.length);
      if (planned) expect([...owasp!].sort()).toEqual([...planned.owasp].sort());
      const text = section(rule.meta.id);
      expect(text, `${rule.meta.id}.md has no "## OWASP MCP Top 10" section`).not.toBe('');
      for (const id of owasp!) expect(text, rule.meta.id).toContain(`${id} ${OWASP_MCP_TAXA.find((t) => t.id === id)!.title}`);
      if (!owasp!.length) expect(text, `${rule.meta.id}: says why none fits`).toMatch(/None fits\./);
      // the README's mapping table has the rule's row
      const row = README.split('\n').find((l) => l.startsWith(`| \`${rule.meta.id}\` |`));
      expect(row, `${rule.meta.id}: README mapping row`).toBeDefined();
      expect((row!.match(/MCP\d\d:2025/g) ?? []).sort()).toEqual([...owasp!].sort());
    });
  }
  it('the planned table names only real entries, each with a reason', () => {
    for (const [id, plan] of Object.entries(PLANNED_RULE_OWASP)) {
      for (const entry of plan.owasp) expect(IDS, id).toContain(entry);
      expect(plan.why.length, id).toBeGreaterThan(10);
    }
  });
});

describe('SARIF taxonomies and relationships', () => {
  const schema = JSON.parse(readFileSync(new URL('./node_modules/@microsoft/sarif-matcher-utils/lib/schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const result = scanTree({ '.mcp.json': JSON.stringify({ mcpServers: { a: { command: 'npx', args: ['-y', 'pkg'], env: { GITHUB_TOKEN: `ghp_${'A1b2C3d4E5'.repeat(4).slice(0, 36)}` } } } }) }, rules);

  it('validates, and each relationship resolves to the taxon it names', () => {
    const log = JSON.parse(formatSarif(result.findings, reportContext(result, rules, '0.0.0'))) as SarifLog & { runs: { taxonomies: { name: string; taxa: { id: string; name: string }[] }[] }[] };
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true);
    const run = log.runs[0]!;
    expect(run.taxonomies).toHaveLength(1);
    const taxonomy = run.taxonomies[0]!;
    expect(taxonomy.name).toBe('OWASP MCP Top 10');
    expect(taxonomy.taxa.map((t) => t.id)).toEqual(IDS);
    expect(run.tool.driver.supportedTaxonomies).toEqual([{ name: 'OWASP MCP Top 10', index: 0 }]);
    for (const descriptor of run.tool.driver.rules) {
      const meta = rules.find((r) => r.meta.id === descriptor.id)!.meta;
      const targets = (descriptor.relationships ?? []).map((r) => {
        expect(r.kinds).toEqual(['superset']);
        expect(r.target.toolComponent).toEqual({ name: 'OWASP MCP Top 10', index: 0 });
        expect(taxonomy.taxa[r.target.index]!.id).toBe(r.target.id);
        return r.target.id;
      });
      expect(targets, descriptor.id).toEqual([...meta.owasp!]);
      // and as tags, which GitHub shows
      expect(descriptor.properties.tags.filter((t) => t.startsWith('external/owasp-mcp-top10/')), descriptor.id)
        .toEqual(meta.owasp!.map((id) => `external/owasp-mcp-top10/${id.slice(0, 5).toLowerCase()}`));
    }
    expect(result.findings.map((f) => f.ruleId)).toContain('hardcoded-secret');
  });

  it('JSON findings carry their rule\'s ids', () => {
    const json = JSON.parse(formatJson(result.findings, '0.0.0')) as { findings: { ruleId: string; owasp: string[] }[] };
    const secret = json.findings.find((f) => f.ruleId === 'hardcoded-secret')!;
    expect(secret.owasp).toEqual(['MCP01:2025']);
    expect(json.findings.find((f) => f.ruleId === 'unpinned-package')!.owasp).toEqual(['MCP04:2025']);
  });

  it('rules --format json carries ids and titles', async () => {
    let out = '';
    const io = { cwd: process.cwd(), env: {}, stdoutIsTty: false, stdout: (t: string) => { out += t; }, stderr: () => {} };
    expect(await main(['rules', '--format', 'json'], io)).toBe(0);
    const list = JSON.parse(out) as { id: string; owasp: { id: string; title: string }[] }[];
    expect(list.find((r) => r.id === 'server-not-allowed')!.owasp).toEqual([{ id: 'MCP09:2025', title: 'Shadow MCP Servers' }]);
    expect(list.find((r) => r.id === 'invalid-config')!.owasp).toEqual([]);
    out = '';
    expect(await main(['rules', 'insecure-transport', '--format', 'json'], io)).toBe(0);
    expect((JSON.parse(out) as { owasp: { id: string }[] }).owasp.map((o) => o.id)).toEqual(['MCP07:2025', 'MCP01:2025']);
  });
});
