/**
 * SARIF output: validated against the official 2.1.0 schema (draft-04 copy shipped by @microsoft/sarif-matcher-utils,
 * linter-conventions.md §1.12) and checked for GitHub's extra requirements (§1.2–1.8).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { docsUrl, rules } from '../rules/index.js';
import { scan } from '../src/engine/engine.js';
import type { ScanResult } from '../src/engine/engine.js';
import { describeSecret } from '../src/model/redact.js';
import type { ReportContext } from '../src/report/context.js';
import { reportContext } from '../src/report/load-context.js';
import { FINGERPRINT_KEY, MAX_RESULTS, SARIF_SCHEMA, artifactLocation, formatSarif } from '../src/report/sarif.js';
import { markdownToText, ruleName } from '../src/report/sarif-rules.js';
import type { SarifLog, SarifReplacement } from '../src/report/sarif-types.js';
import { userConfigs } from '../src/discover/user.js';
import type { Edit, Finding, Fix, Level, Rule, RuleMeta } from '../src/model/types.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { scanTree, writeTree } from './rule-tester.js';

// ---------------------------------------------------------------------------------------------------------------------
// The schema, compiled once for this file.

const schemaPath = new URL('./node_modules/@microsoft/sarif-matcher-utils/lib/schemas/sarif-2.1.0-rtm.5.json', import.meta.url);
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validateSchema = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));

/** Parses the output, checks it against the schema and GitHub's requirements, and returns it. */
function valid(output: string, unlisted: string[] = []): SarifLog {
  expect(output.endsWith('\n')).toBe(true);
  const log = JSON.parse(output) as SarifLog;
  const ok = validateSchema(log);
  expect(ok, ajv.errorsText(validateSchema.errors, { separator: '\n' })).toBe(true);
  checkGithub(log, unlisted);
  return log;
}

/** `unlisted`: rules the context did not list, which get a bare descriptor without a security severity. */
function checkGithub(log: SarifLog, unlisted: string[]): void {
  expect(log.$schema).toBe(SARIF_SCHEMA);
  expect(log.$schema).not.toMatch(/rtm/);
  expect(log.version).toBe('2.1.0');
  expect(log.runs).toHaveLength(1);
  const run = log.runs[0]!;
  expect(run.columnKind).toBe('utf16CodeUnits');
  expect(Array.isArray(run.results)).toBe(true);
  expect(run.originalUriBaseIds['%SRCROOT%']).toBeDefined();
  expect(run.tool.driver.name).toBe('mcp-audit');
  expect(run.tool.driver.version).toBeTruthy();
  const ids = run.tool.driver.rules.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const rule of run.tool.driver.rules) {
    for (const text of [rule.shortDescription.text, rule.fullDescription.text, rule.help.text]) {
      expect(text.trim().length, rule.id).toBeGreaterThan(0);
    }
    expect(rule.shortDescription.text.length).toBeLessThanOrEqual(1024);
    expect(rule.fullDescription.text.length).toBeLessThanOrEqual(1024);
    expect(rule.name.length).toBeLessThanOrEqual(255);
    expect(rule.help.markdown.trim().length).toBeGreaterThan(0);
    expect(rule.helpUri).toBe(docsUrl(rule.id));
    expect(rule.properties.tags).toContain('security');
    expect(rule.properties.tags.length).toBeLessThanOrEqual(20);
    if (unlisted.includes(rule.id)) continue;
    const severity = rule.properties['security-severity'];
    expect(typeof severity, rule.id).toBe('string');
    const score = Number(severity);
    expect(score > 0 && score <= 10, `${rule.id} security-severity ${severity}`).toBe(true);
    expect(['very-high', 'high', 'medium', 'low']).toContain(rule.properties.precision);
  }
  for (const result of run.results) {
    expect(run.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
    expect(result.message.text.length).toBeGreaterThan(0);
    expect(result.locations).toHaveLength(1);
    const { artifactLocation: where, region } = result.locations[0]!.physicalLocation;
    expect(where.uri.length).toBeGreaterThan(0);
    if (where.uriBaseId) expect(where.uriBaseId).toBe('%SRCROOT%');
    else expect(where.uri).toMatch(/^file:\/\//);
    for (const v of [region.startLine, region.startColumn, region.endLine, region.endColumn]) expect(Number.isInteger(v) && v >= 1).toBe(true);
    expect(region.endLine).toBeGreaterThanOrEqual(region.startLine);
    if (region.endLine === region.startLine) expect(region.endColumn).toBeGreaterThanOrEqual(region.startColumn);
    expect(region).not.toHaveProperty('snippet');
    expect(Object.keys(result.partialFingerprints)).toEqual([FINGERPRINT_KEY]);
    expect(result.partialFingerprints[FINGERPRINT_KEY]).toMatch(/^[0-9a-f]{16,}$/);
    expect(result.partialFingerprints).not.toHaveProperty('primaryLocationLineHash');
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Contexts

function contextFor(result: Pick<ScanResult, 'configs' | 'skills'>, extra: Partial<ReportContext> = {}, metas: RuleMeta[] = rules.map((r) => r.meta)): ReportContext {
  const texts = new Map<string, string>();
  const displays = new Map<string, string>();
  for (const source of [...result.configs.map((c) => c.source), ...result.skills.map((s) => s.manifest)]) {
    texts.set(source.display, source.text);
    displays.set(source.path, source.display);
  }
  return {
    rules: metas,
    toolVersion: '0.1.0',
    readRuleDoc: () => undefined,
    sourceText: (file) => texts.get(file),
    displayPath: (file) => displays.get(file),
    ...extra,
  };
}

function handContext(files: Record<string, string>, extra: Partial<ReportContext> = {}): ReportContext {
  return {
    rules: rules.map((r) => r.meta),
    toolVersion: '1.2.3',
    readRuleDoc: () => undefined,
    sourceText: (file) => files[file],
    ...extra,
  };
}

function finding(partial: Partial<Finding> & Pick<Finding, 'file' | 'region'>): Finding {
  return {
    ruleId: 'invalid-config',
    level: 'error',
    message: 'something is wrong',
    span: { start: 0, end: 0 },
    location: '',
    fingerprint: '0123456789abcdef0123456789abcdef',
    ...partial,
  };
}

/** Applies edits by offset, the way the fixer does (non-overlapping, from the end). */
function applyEdits(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start || b.end - a.end).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

/** Applies SARIF replacements by line and column, as a SARIF consumer would (the BOM is not a column). */
function applyReplacements(text: string, replacements: SarifReplacement[]): string {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const starts = [bom];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  const offset = (line: number, column: number) => starts[line - 1]! + column - 1;
  const spans = replacements.map((r) => ({
    start: offset(r.deletedRegion.startLine, r.deletedRegion.startColumn),
    end: offset(r.deletedRegion.endLine, r.deletedRegion.endColumn),
    text: r.insertedContent?.text ?? '',
  }));
  return [...spans].sort((a, b) => b.start - a.start || b.end - a.end).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

const at = (text: string, needle: string, from = 0): number => {
  const i = text.indexOf(needle, from);
  if (i < 0) throw new Error(`${needle} not in text`);
  return i;
};

// ---------------------------------------------------------------------------------------------------------------------

describe('sarif: the schema check itself', () => {
  it('rejects what it should, so that passing means something', () => {
    const log = JSON.parse(formatSarif([finding({ file: '.mcp.json', region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 } })], handContext({})));
    expect(validateSchema(log)).toBe(true);
    const broken = structuredClone(log);
    broken.runs[0].results[0].level = 'critical';
    broken.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    broken.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri = 'a b/c d';
    expect(validateSchema(broken)).toBe(false);
    const messages = validateSchema.errors!.map((e) => `${e.instancePath} ${e.message}`);
    expect(messages).toContain('/runs/0/results/0/level must be equal to one of the allowed values');
    expect(messages.some((m) => m.startsWith('/runs/0/results/0/locations/0/physicalLocation/region/startLine'))).toBe(true);
    expect(messages.some((m) => m.startsWith('/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri'))).toBe(true);
  });
});

describe('sarif: a real scan', () => {
  const config = '{\n  "mcpServers": {\n    "db": { "command": 42 }\n  }\n}\n';

  it('validates and carries every part design.md §6 asks for', () => {
    const result = scanTree({ '.mcp.json': config, 'pkg/.vscode/mcp.json': '{ "servers": { "a": { "command": 7 } } }' }, rules);
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.length).toBeGreaterThanOrEqual(2);
    const log = valid(formatSarif(result.findings, contextFor(result)));
    const run = log.runs[0]!;
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(rules.map((r) => r.meta.id));
    expect(run.tool.driver.semanticVersion).toBe('0.1.0');
    expect(run.tool.driver.informationUri).toMatch(/^https:\/\//);
    expect(run.invocations).toEqual([{ executionSuccessful: true }]);
    // no absolute machine path anywhere: the base id is described, not located
    expect(run.originalUriBaseIds['%SRCROOT%']!.uri).toBeUndefined();
    expect(JSON.stringify(log)).not.toContain(result.dir);
    expect(run.results).toHaveLength(result.findings.length);

    const rule = run.tool.driver.rules.find((r) => r.id === 'invalid-config')!;
    const meta = rules.find((r) => r.meta.id === 'invalid-config')!.meta;
    expect(rule.name).toBe('InvalidConfig');
    expect(rule.shortDescription.text).toBe(meta.description);
    expect(rule.defaultConfiguration.level).toBe(meta.level);
    expect(rule.properties['security-severity']).toBe(meta.securitySeverity);
    expect(rule.properties.precision).toBe(meta.precision);

    // the known finding: `42` on line 3, columns 24–26 (end exclusive)
    const first = run.results.find((r) => r.locations[0]!.physicalLocation.artifactLocation.uri === '.mcp.json')!;
    expect(first).toMatchObject({
      ruleId: 'invalid-config',
      ruleIndex: rules.findIndex((r) => r.meta.id === 'invalid-config'),
      level: 'error',
      message: { text: '"command" of server "db" must be a string' },
      locations: [{
        physicalLocation: {
          artifactLocation: { uri: '.mcp.json', uriBaseId: '%SRCROOT%' },
          region: { startLine: 3, startColumn: 24, endLine: 3, endColumn: 26 },
        },
        logicalLocations: [{ fullyQualifiedName: 'mcpServers.db.command' }],
      }],
    });
    const line3 = config.split('\n')[2]!;
    expect(line3.slice(24 - 1, 26 - 1)).toBe('42');
    const f = result.findings.find((x) => x.file === '.mcp.json')!;
    expect(first.partialFingerprints).toEqual({ 'mcp-audit/v2': f.fingerprint });
    expect(run.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri)).toContain('pkg/.vscode/mcp.json');
  });

  it('emits results: [] and every rule when nothing is found', () => {
    const result = scanTree({ '.mcp.json': '{ "mcpServers": { "a": { "command": "node" } } }' }, rules);
    const log = valid(formatSarif(result.findings, contextFor(result)));
    expect(log.runs[0]!.results).toEqual([]);
    expect(log.runs[0]!.tool.driver.rules).toHaveLength(rules.length);
  });

  it('is byte-for-byte the same for the same scan', () => {
    const a = scanTree({ '.mcp.json': config }, rules);
    const b = scanTree({ '.mcp.json': config }, rules);
    expect(formatSarif(a.findings, contextFor(a))).toBe(formatSarif(b.findings, contextFor(b)));
  });

  it('reports internal errors as an unsuccessful execution', () => {
    const log = valid(formatSarif([], handContext({}, { internalErrors: ['rule x failed on .mcp.json: TypeError: boom\n    at /home/someone/x.js:1:1'] })));
    expect(log.runs[0]!.invocations[0]).toEqual({
      executionSuccessful: false,
      toolExecutionNotifications: [{ level: 'error', message: { text: 'rule x failed on .mcp.json: TypeError: boom' } }],
    });
  });

  it('honours a level override in the result and keeps the default in the rule', () => {
    const result = scanTree({ '.mcp.json': config }, rules, { 'invalid-config': { level: 'warning' } });
    const log = valid(formatSarif(result.findings, contextFor(result)));
    expect(log.runs[0]!.results[0]!.level).toBe('warning');
    expect(log.runs[0]!.tool.driver.rules.find((r) => r.id === 'invalid-config')!.defaultConfiguration.level).toBe('error');
  });
});

describe('sarif: fingerprints', () => {
  const fp = (files: Record<string, string>, extraRules: Rule[] = []) => {
    const result = scanTree(files, [...rules, ...extraRules]);
    const log = valid(formatSarif(result.findings, contextFor(result, {}, [...rules, ...extraRules].map((r) => r.meta))));
    return log.runs[0]!.results.map((r) => ({
      line: r.locations[0]!.physicalLocation.region.startLine,
      fingerprint: r.partialFingerprints[FINGERPRINT_KEY]!,
      ruleId: r.ruleId,
    }));
  };

  it('survives unrelated lines inserted above the finding', () => {
    const before = fp({ '.mcp.json': '{\n  "mcpServers": {\n    "db": { "command": 42 }\n  }\n}\n' });
    const after = fp({
      '.mcp.json': '{\n  "$schema": "x",\n  "mcpServers": {\n    "alpha": { "command": "node", "args": ["a.js"] },\n\n    "beta": { "command": "node" },\n    "db": { "command": 42 }\n  }\n}\n',
    });
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(after[0]!.line).toBeGreaterThan(before[0]!.line);
    expect(after[0]!.fingerprint).toBe(before[0]!.fingerprint);
  });

  it('tells apart two findings on the same line', () => {
    const found = fp({ '.mcp.json': '{"mcpServers": {"a": {"command": 1, "args": 2}}}' });
    expect(found).toHaveLength(2);
    expect(found[0]!.line).toBe(found[1]!.line);
    expect(found[0]!.fingerprint).not.toBe(found[1]!.fingerprint);
  });

  it('tells apart two reports of one rule on the same line (through the engine)', () => {
    const everyArg: Rule = {
      meta: { id: 'test-every-arg', level: 'note', description: 'Flags every argument.', precision: 'low', securitySeverity: '1.0', tags: ['test'], fixable: 'none' },
      checkConfig: (file) => file.servers.flatMap((s) => s.args.map((a) => ({ message: `argument ${a.value}`, span: a.span, path: a.path }))),
    };
    const found = fp({ '.mcp.json': '{"mcpServers": {"a": {"command": "x", "args": ["same", "same"]}}}' }, [everyArg]);
    expect(found).toHaveLength(2);
    expect(found.map((f) => f.ruleId)).toEqual(['test-every-arg', 'test-every-arg']);
    expect(found[0]!.fingerprint).not.toBe(found[1]!.fingerprint);
  });
});

describe('sarif: rule metadata from the doc page', () => {
  const doc = [
    '# invalid-config',
    '',
    'Flags a config file that its host cannot **load**, see [the formats](../docs/formats.md) and `API_KEY` stays.',
    'Second line of the summary.',
    '',
    '## Why',
    '',
    'A file the client rejects *silently* disables every server in it; __nobody__ notices.',
    '',
    '## Examples',
    '',
    '### Fires',
    '',
    '```json',
    '{ "mcpServers": { "a": { "command": 42 } } }',
    '```',
    '',
    '* one, with `a code span that',
    'goes on` over two lines',
    '* two with `**not bold**`',
    '',
    '## How to fix',
    '',
    'See <https://example.com/x> and [other rule](unpinned-package.md#how-to-fix).',
  ].join('\n');

  it('takes help, fullDescription and links from the page', () => {
    const ctx = handContext({}, { readRuleDoc: (id) => (id === 'invalid-config' ? doc : undefined) });
    const rule = valid(formatSarif([], ctx)).runs[0]!.tool.driver.rules.find((r) => r.id === 'invalid-config')!;
    const base = docsUrl('invalid-config');
    const formats = new URL('../docs/formats.md', base).href;
    const other = new URL('unpinned-package.md#how-to-fix', base).href;
    expect(rule.fullDescription.text).toBe(`Flags a config file that its host cannot load, see the formats (${formats}) and API_KEY stays. Second line of the summary.`);
    expect(rule.help.markdown).toContain(`[the formats](${formats})`);
    expect(rule.help.markdown).toContain(`[other rule](${other})`);
    expect(rule.help.markdown).toContain('## Why');
    const text = rule.help.text;
    expect(text.startsWith('invalid-config\n\nFlags a config file')).toBe(true);
    expect(text).toContain('A file the client rejects silently disables every server in it; nobody notices.');
    expect(text).toContain('    { "mcpServers": { "a": { "command": 42 } } }');
    expect(text).toContain('- two with **not bold**');
    expect(text).toContain('- one, with a code span that\ngoes on over two lines');
    expect(text).toContain(`See https://example.com/x and other rule (${other}).`);
    expect(text).not.toMatch(/```|^#+ /m);
  });

  it('meets GitHub’s limits with the real doc pages of every registered rule', () => {
    const readRuleDoc = (id: string) => {
      try {
        return readFileSync(new URL(`../rules/${id}.md`, import.meta.url), 'utf8');
      } catch {
        return undefined;
      }
    };
    const log = valid(formatSarif([], handContext({}, { readRuleDoc })));
    for (const rule of log.runs[0]!.tool.driver.rules) {
      const doc = readRuleDoc(rule.id);
      if (!doc) continue;
      expect(rule.help.markdown.startsWith(`# ${rule.id}`)).toBe(true);
      expect(rule.help.text).not.toMatch(/```/);
    }
  });

  it('clips long descriptions to GitHub’s 1024 characters', () => {
    const long = 'word '.repeat(400);
    const meta = { ...rules[0]!.meta, description: long };
    const ctx = handContext({}, { rules: [meta], readRuleDoc: () => `# x\n\n${'😀'.repeat(600)}\n` });
    const rule = valid(formatSarif([], ctx)).runs[0]!.tool.driver.rules[0]!;
    expect(rule.shortDescription.text.length).toBeLessThanOrEqual(1024);
    expect(rule.shortDescription.text.endsWith('…')).toBe(true);
    expect(rule.fullDescription.text.length).toBeLessThanOrEqual(1024);
    // not cut inside a surrogate pair
    expect(rule.fullDescription.text).toMatch(/^(?:😀)+…$/u);
  });

  it('names rules in PascalCase and converts markdown without a doc', () => {
    expect(ruleName('hardcoded-secret')).toBe('HardcodedSecret');
    expect(ruleName('env-var-without-default')).toBe('EnvVarWithoutDefault');
    expect(markdownToText('# t\n\n> **a** _b_ snake_case_name ~~c~~ \\*d\\*')).toBe('t\n\na b snake_case_name c *d*');
  });

  it('gives a finding from an unlisted rule a descriptor so ruleIndex resolves', () => {
    const f = finding({ ruleId: 'not-in-registry', file: '.mcp.json', region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 } });
    const log = valid(formatSarif([f], handContext({})), ['not-in-registry']);
    const run = log.runs[0]!;
    expect(run.results[0]!.ruleIndex).toBe(rules.length);
    expect(run.tool.driver.rules[rules.length]!.id).toBe('not-in-registry');
  });
});

describe('sarif: fixes and suggestions', () => {
  const lf = '{\n  "mcpServers": {\n    "db": {\n      "command": "npx",\n      "args": ["pkg"]\n    }\n  }\n}\n';
  const crlf = lf.replace(/\n/g, '\r\n');
  const bom = '\ufeff{"mcpServers":{"a":{"command":"x"}}}';

  it('turns every edit into a 1-based deletedRegion that applies like the offsets', () => {
    const pkg = at(lf, '"pkg"');
    const cmd = at(lf, '"command"');
    const argsLine = at(lf, '      "args"');
    const nextLine = at(lf, '    }');
    const replace: Edit = { file: '/abs/proj/.mcp.json', start: pkg, end: pkg + 5, text: '"pkg@1.2.3"' };
    const insert: Edit = { file: '/abs/proj/.mcp.json', start: pkg, end: pkg, text: '"-y", ' };
    const deletion: Edit = { file: '/abs/proj/.mcp.json', start: argsLine, end: nextLine, text: '' };
    const multiLine: Edit = { file: '/abs/proj/.mcp.json', start: cmd, end: at(lf, ']', pkg) + 1, text: '"url": "https://x.example/mcp"' };
    const fixes: Fix[] = [
      { description: 'pin the version', safe: true, edits: [replace, insert] },
      { description: 'drop the args', safe: false, edits: [deletion] },
      { description: 'make it remote', safe: false, edits: [multiLine] },
    ];
    const f = finding({ file: '.mcp.json', region: { startLine: 5, startColumn: 16, endLine: 5, endColumn: 21 }, fix: fixes[0], suggestions: fixes.slice(1) });
    const log = valid(formatSarif([f], handContext({ '.mcp.json': lf })));
    const sarifFixes = log.runs[0]!.results[0]!.fixes!;
    expect(sarifFixes).toHaveLength(3);
    expect(sarifFixes.map((x) => x.description!.text)).toEqual(['pin the version', 'drop the args', 'make it remote']);
    expect(sarifFixes.map((x) => x.properties)).toEqual([
      { 'mcp-audit/kind': 'fix', 'mcp-audit/safe': true },
      { 'mcp-audit/kind': 'suggestion', 'mcp-audit/safe': false },
      { 'mcp-audit/kind': 'suggestion', 'mcp-audit/safe': false },
    ]);
    for (const [i, fix] of sarifFixes.entries()) {
      expect(fix.artifactChanges).toHaveLength(1);
      expect(fix.artifactChanges[0]!.artifactLocation).toEqual({ uri: '.mcp.json', uriBaseId: '%SRCROOT%' });
      expect(applyReplacements(lf, fix.artifactChanges[0]!.replacements)).toBe(applyEdits(lf, fixes[i]!.edits));
    }
    const [pin, drop, remote] = sarifFixes.map((x) => x.artifactChanges[0]!.replacements);
    // `"pkg"` is at line 5, columns 16–21
    expect(pin).toEqual([
      { deletedRegion: { startLine: 5, startColumn: 16, endLine: 5, endColumn: 21 }, insertedContent: { text: '"pkg@1.2.3"' } },
      { deletedRegion: { startLine: 5, startColumn: 16, endLine: 5, endColumn: 16 }, insertedContent: { text: '"-y", ' } },
    ]);
    // a deletion of a whole line ends at column 1 of the next one and has no insertedContent
    expect(drop).toEqual([{ deletedRegion: { startLine: 5, startColumn: 1, endLine: 6, endColumn: 1 } }]);
    expect(remote![0]!.deletedRegion).toEqual({ startLine: 4, startColumn: 7, endLine: 5, endColumn: 22 });
  });

  it('counts columns within the line in CRLF files', () => {
    const pkg = at(crlf, '"pkg"');
    const argsLine = at(crlf, '      "args"');
    const edits: Edit[] = [
      { file: 'w/.mcp.json', start: pkg, end: pkg + 5, text: '"pkg@2.0.0"' },
    ];
    const deletion: Edit[] = [{ file: 'w/.mcp.json', start: argsLine, end: at(crlf, '    }'), text: '' }];
    const f = finding({ file: 'w/.mcp.json', region: { startLine: 5, startColumn: 16, endLine: 5, endColumn: 21 }, fix: { description: 'pin', safe: true, edits }, suggestions: [{ description: 'drop', safe: false, edits: deletion }] });
    const log = valid(formatSarif([f], handContext({ 'w/.mcp.json': crlf })));
    const [pin, drop] = log.runs[0]!.results[0]!.fixes!;
    expect(pin!.artifactChanges[0]!.replacements[0]!.deletedRegion).toEqual({ startLine: 5, startColumn: 16, endLine: 5, endColumn: 21 });
    expect(drop!.artifactChanges[0]!.replacements[0]).toEqual({ deletedRegion: { startLine: 5, startColumn: 1, endLine: 6, endColumn: 1 } });
    expect(applyReplacements(crlf, pin!.artifactChanges[0]!.replacements)).toBe(applyEdits(crlf, edits));
    expect(applyReplacements(crlf, drop!.artifactChanges[0]!.replacements)).toBe(applyEdits(crlf, deletion));
  });

  it('does not count the BOM as a column', () => {
    const x = at(bom, '"x"');
    const edits: Edit[] = [{ file: 'b/.mcp.json', start: x, end: x + 3, text: '"node"' }];
    const f = finding({ file: 'b/.mcp.json', region: { startLine: 1, startColumn: x, endLine: 1, endColumn: x + 3 }, fix: { description: 'use node', safe: true, edits } });
    const log = valid(formatSarif([f], handContext({ 'b/.mcp.json': bom })));
    const replacement = log.runs[0]!.results[0]!.fixes![0]!.artifactChanges[0]!.replacements[0]!;
    // the visible line is `{"mcpServers":…`: `"x"` starts at visible index x - 1, so column x
    expect(bom.slice(1).indexOf('"x"')).toBe(x - 1);
    expect(replacement.deletedRegion).toEqual({ startLine: 1, startColumn: x, endLine: 1, endColumn: x + 3 });
    expect(applyReplacements(bom, [replacement])).toBe(applyEdits(bom, edits));
  });

  it('groups edits by file and maps absolute edit paths to display paths', () => {
    const other = '{\n  "inputs": []\n}\n';
    const edits: Edit[] = [
      { file: '/home/u/proj/a/.mcp.json', start: 0, end: 1, text: '{ ' },
      { file: '/home/u/proj/b/mcp.json', start: at(other, '[]'), end: at(other, '[]') + 2, text: '[1]' },
      { file: '/home/u/proj/a/.mcp.json', start: lf.length, end: lf.length, text: '\n' },
    ];
    const displays: Record<string, string> = { '/home/u/proj/a/.mcp.json': 'a/.mcp.json', '/home/u/proj/b/mcp.json': 'b/mcp.json' };
    const f = finding({ file: 'a/.mcp.json', region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 }, suggestions: [{ description: 'two files', safe: false, edits }] });
    const log = valid(formatSarif([f], handContext({ 'a/.mcp.json': lf, 'b/mcp.json': other }, { displayPath: (p) => displays[p] })));
    const changes = log.runs[0]!.results[0]!.fixes![0]!.artifactChanges;
    expect(changes.map((c) => c.artifactLocation.uri)).toEqual(['a/.mcp.json', 'b/mcp.json']);
    expect(changes[0]!.replacements.map((r) => r.deletedRegion)).toEqual([
      { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
      { startLine: 9, startColumn: 1, endLine: 9, endColumn: 1 },
    ]);
    expect(changes[1]!.replacements).toEqual([{ deletedRegion: { startLine: 2, startColumn: 13, endLine: 2, endColumn: 15 }, insertedContent: { text: '[1]' } }]);
    // without displayPath, an absolute edit path that ends with the finding's file is that file
    const guessed = valid(formatSarif([{ ...f, suggestions: [{ description: 'one', safe: true, edits: [edits[0]!] }] }], handContext({ 'a/.mcp.json': lf })));
    expect(guessed.runs[0]!.results[0]!.fixes![0]!.artifactChanges[0]!.artifactLocation.uri).toBe('a/.mcp.json');
  });

  it('leaves out fixes that wait for a version, that have no edits, or whose file text is unknown', () => {
    const pkg = at(lf, '"pkg"');
    const pinning: Fix = {
      description: 'pin to the latest version', safe: true,
      edits: [{ file: '.mcp.json', start: pkg, end: pkg + 5, text: '"pkg@<version>"' }],
      resolve: { ecosystem: 'npm', name: 'pkg', spec: '', placeholder: '<version>' },
    };
    const empty: Fix = { description: 'nothing to do', safe: true, edits: [] };
    const elsewhere: Fix = { description: 'edit an unknown file', safe: false, edits: [{ file: '/nowhere/x.json', start: 0, end: 0, text: 'x' }] };
    const outOfRange: Fix = { description: 'past the end', safe: false, edits: [{ file: '.mcp.json', start: 0, end: lf.length + 5, text: '' }] };
    const kept: Fix = { description: 'kept', safe: false, edits: [{ file: '.mcp.json', start: pkg, end: pkg + 5, text: '"pkg@1.0.0"' }] };
    const f = finding({ file: '.mcp.json', region: { startLine: 5, startColumn: 16, endLine: 5, endColumn: 21 }, fix: pinning, suggestions: [empty, elsewhere, outOfRange, kept] });
    const log = valid(formatSarif([f], handContext({ '.mcp.json': lf })));
    const fixes = log.runs[0]!.results[0]!.fixes!;
    expect(fixes.map((x) => x.description!.text)).toEqual(['kept']);
    expect(JSON.stringify(log)).not.toContain('<version>');
    const none = valid(formatSarif([{ ...f, suggestions: undefined }], handContext({ '.mcp.json': lf })));
    expect(none.runs[0]!.results[0]).not.toHaveProperty('fixes');
  });
});

describe('sarif: paths', () => {
  it('gives every file of a scan with several roots, inside and outside the current directory, its own valid URI', () => {
    const dir = writeTree({
      'work/.mcp.json': '{ "mcpServers": { "a": { "command": 1 } } }',
      'work/sub dir/.vscode/mcp.json': '{ "servers": { "a": { "command": 1 } } }',
      'other/.mcp.json': '{ "mcpServers": { "a": { "command": 1 } } }',
      'thïrd/.mcp.json': '{ "mcpServers": { "a": { "command": 1 } } }',
    });
    try {
      const cwd = join(dir, 'work');
      const result = scan({ paths: ['.', '../other', '../thïrd'], cwd, rules });
      expect(result.internalErrors).toEqual([]);
      expect([...new Set(result.findings.map((f) => f.file))].sort()).toEqual(['../other/.mcp.json', '../thïrd/.mcp.json', '.mcp.json', 'sub dir/.vscode/mcp.json']);
      const log = valid(formatSarif(result.findings, reportContext(result, rules, '0.1.0')));
      const locations = log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation);
      // inside: relative to %SRCROOT%; outside: absolute file: URIs (a relative ../ would point into the checkout's parent)
      const unique = [...new Map(locations.map((l) => [l.uri, l])).values()].sort((a, b) => (a.uri < b.uri ? -1 : 1));
      expect(unique).toEqual([
        { uri: '.mcp.json', uriBaseId: '%SRCROOT%' },
        { uri: pathToFileURL(join(dir, 'other', '.mcp.json')).href },
        { uri: pathToFileURL(join(dir, 'thïrd', '.mcp.json')).href },
        { uri: 'sub%20dir/.vscode/mcp.json', uriBaseId: '%SRCROOT%' },
      ].sort((a, b) => (a.uri < b.uri ? -1 : 1)));
      expect(fileURLToPath(pathToFileURL(join(dir, 'thïrd', '.mcp.json')).href)).toBe(join(dir, 'thïrd', '.mcp.json'));
      const base = pathToFileURL(`${cwd}/`).href;
      const resolved = new Set(locations.map((l) => new URL(l.uri, base).href));
      expect(resolved.size).toBe(new Set(result.findings.map((f) => f.file)).size);
      // no machine path for the files inside the current directory
      expect(JSON.stringify(log)).not.toContain(cwd);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives --user configs an absolute file: URI, not ~/ against %SRCROOT%, in results and fixes', () => {
    const dir = writeTree({
      'home dir ü/.claude.json': '{ "mcpServers": { "a": { "command": 1 }, "b": { "command": "n\u200bode" } } }',
      'repo/.mcp.json': '{ "mcpServers": { "a": { "command": 1 } } }',
      // a folder that happens to be called "~" inside the repository: its display path starts with ~/ too
      'repo/~/.mcp.json': '{ "mcpServers": { "a": { "command": 1 } } }',
    });
    try {
      const home = join(dir, 'home dir ü');
      const cwd = join(dir, 'repo');
      const result = scan({ paths: ['.'], cwd, rules, userConfigs: userConfigs({ env: { HOME: home } }) });
      expect(result.internalErrors).toEqual([]);
      expect([...new Set(result.findings.map((f) => f.file))].sort()).toEqual(['.mcp.json', '~/.claude.json', '~/.mcp.json']);
      const log = valid(formatSarif(result.findings, reportContext(result, rules, '0.1.0')));
      const results = log.runs[0]!.results;
      const byUri = new Map(results.map((r) => [r.locations[0]!.physicalLocation.artifactLocation.uri, r.locations[0]!.physicalLocation.artifactLocation]));
      const user = pathToFileURL(join(home, '.claude.json')).href;
      expect(user).toContain('home%20dir%20%C3%BC/.claude.json');
      expect(byUri.get(user)).toEqual({ uri: user });
      expect(fileURLToPath(user)).toBe(join(home, '.claude.json'));
      expect(byUri.get('~/.mcp.json')).toEqual({ uri: '~/.mcp.json', uriBaseId: '%SRCROOT%' });
      expect(byUri.get('.mcp.json')).toEqual({ uri: '.mcp.json', uriBaseId: '%SRCROOT%' });
      expect([...byUri.keys()].sort()).toEqual(['.mcp.json', user, '~/.mcp.json'].sort());
      // the hidden-unicode fix in the user's file names the same absolute URI
      const hidden = results.find((r) => r.ruleId === 'hidden-unicode')!;
      expect(hidden.fixes![0]!.artifactChanges.map((c) => c.artifactLocation)).toEqual([{ uri: user }]);
      expect(JSON.stringify(log)).not.toContain(cwd);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('encodes awkward names and makes absolute paths file: URIs', () => {
    const files = ['a b/%41#?/.mcp.json', 'c:d/.mcp.json', 'ü/.mcp.json', '/abs/p/.mcp.json', 'C:/Users/x/.mcp.json', '//server/share/.mcp.json', '../up/.mcp.json'];
    expect(files.map((f) => artifactLocation(f))).toEqual([
      { uri: 'a%20b/%2541%23%3F/.mcp.json', uriBaseId: '%SRCROOT%' },
      { uri: 'c%3Ad/.mcp.json', uriBaseId: '%SRCROOT%' },
      { uri: '%C3%BC/.mcp.json', uriBaseId: '%SRCROOT%' },
      { uri: 'file:///abs/p/.mcp.json' },
      { uri: 'file:///C:/Users/x/.mcp.json' },
      { uri: 'file://server/share/.mcp.json' },
      { uri: '../up/.mcp.json', uriBaseId: '%SRCROOT%' },
    ]);
    // what upload-sarif does with a relative uri: decodeURIComponent, then join with the checkout
    for (const f of files.slice(0, 3)) expect(decodeURIComponent(artifactLocation(f).uri)).toBe(f);
    const findings = files.map((file, i) => finding({ file, fingerprint: `${i}`.repeat(32), region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 } }));
    const log = valid(formatSarif(findings, handContext({})));
    const uris = log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(new Set(uris).size).toBe(files.length);
  });
});

describe('sarif: related locations', () => {
  it('carries a finding\'s related files as relatedLocations that validate', () => {
    const f = finding({
      file: 'skills/a/SKILL.md', region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 },
      related: [{ file: 'skills/a/scripts/x.sh', message: 'scripts/x.sh: script, new' }, { file: 'tools/[y](z).py', message: 'see [y](z)' }],
    });
    const log = valid(formatSarif([f], handContext({})));
    expect(log.runs[0]!.results[0]!.relatedLocations).toEqual([
      { id: 0, physicalLocation: { artifactLocation: { uri: 'skills/a/scripts/x.sh', uriBaseId: '%SRCROOT%' } }, message: { text: 'scripts/x.sh: script, new' } },
      { id: 1, physicalLocation: { artifactLocation: { uri: 'tools/%5By%5D(z).py', uriBaseId: '%SRCROOT%' } }, message: { text: 'see \\[y\\](z)' } },
    ]);
    expect(valid(formatSarif([finding({ file: 'a', region: f.region })], handContext({}))).runs[0]!.results[0]!.relatedLocations).toBeUndefined();
  });
});

describe('sarif: secrets', () => {
  const secret = 'ghp_' + 'Zq8Xw2Lm4Rt6Yv0Nb3Kc5Hd7Jf9Gs1Pa2Qe';

  it('adds no source text: a masked finding stays masked (through the engine)', () => {
    const leaky: Rule = {
      meta: { id: 'test-secret', level: 'error', description: 'A literal token.', precision: 'high', securitySeverity: '8.1', tags: ['secret'], fixable: 'suggestion' },
      checkConfig: (file) => file.servers.flatMap((s) => s.env.map((e) => ({
        message: `"${e.key}" holds a token: ${describeSecret(e.value.value)}`,
        span: e.value.span,
        path: e.value.path,
        sensitive: true,
        suggestions: [{ description: `move ${e.key} out of the file; rotate ${describeSecret(e.value.value)}`, safe: false, edits: file.editor.replaceString(e.value, '${' + e.key + '}') }],
      }))),
    };
    const dir = writeTree({ '.mcp.json': `{\n  "mcpServers": {\n    "gh": { "command": "x", "env": { "GITHUB_TOKEN": "${secret}" } }\n  }\n}\n` });
    try {
      // Only the test rule: the real hardcoded-secret would report the same token.
      const result = scan({ paths: ['.'], cwd: dir, rules: [leaky] });
      expect(result.findings.map((f) => f.ruleId)).toEqual(['test-secret']);
      const output = formatSarif(result.findings, contextFor(result, {}, [...rules, leaky].map((r) => r.meta)));
      const log = valid(output);
      expect(output).not.toContain(secret);
      expect(output).not.toContain(secret.slice(4, 20));
      const fix = log.runs[0]!.results[0]!.fixes![0]!;
      expect(fix.artifactChanges[0]!.replacements[0]!.insertedContent!.text).toBe('"${GITHUB_TOKEN}"');
      expect(log.runs[0]!.tool.driver.rules.find((r) => r.id === 'test-secret')!.properties['security-severity']).toBe('8.1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never emits snippets, even when the finding carries one', () => {
    const text = `{"mcpServers":{"a":{"command":"x","env":{"T":"${secret}"}}}}`;
    const start = at(text, secret);
    const f = finding({
      file: '.mcp.json',
      span: { start, end: start + secret.length },
      region: { startLine: 1, startColumn: start + 1, endLine: 1, endColumn: start + 1 + secret.length },
      message: `token ${describeSecret(secret)}`,
      snippet: [{ line: 1, text: text.replace(secret, 'ghp_' + '*'.repeat(secret.length - 4)) }],
      suggestions: [{ description: `replace ${describeSecret(secret)}`, safe: false, edits: [{ file: '.mcp.json', start: start - 1, end: start + secret.length + 1, text: '"${T}"' }] }],
    });
    const output = formatSarif([f], handContext({ '.mcp.json': text }));
    valid(output);
    expect(output).not.toContain(secret);
    expect(output).not.toContain('snippet');
    expect(output).not.toContain('****');
  });
});

describe('sarif: messages', () => {
  it('keeps plain brackets and escapes what would read as an embedded link', () => {
    const region = { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
    const log = valid(formatSarif([
      finding({ file: '.mcp.json', region, message: 'args[2] is not pinned' }),
      finding({ file: '.mcp.json', region, fingerprint: 'f'.repeat(32), message: 'see [docs](1) for \\ more' }),
    ], handContext({})));
    expect(log.runs[0]!.results.map((r) => r.message.text)).toEqual(['args[2] is not pinned', 'see \\[docs\\](1) for \\\\ more']);
  });
});

describe('sarif: GitHub’s upload limits (linter-conventions.md §1.9)', () => {
  const region = { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 };

  it('keeps 25,000 results of a scan of 27 configs with 1,000 unpinned servers each, and says so', () => {
    // 1,000: the most findings of one rule a file lists (src/engine/cap.ts)
    const config = (n: number) => `{ "mcpServers": {\n${Array.from({ length: 1000 }, (_, i) => `  "s${n}-${i}": { "command": "npx", "args": ["-y", "pkg-${i}"] }`).join(',\n')}\n} }\n`;
    const result = scanTree(Object.fromEntries(Array.from({ length: 27 }, (_, n) => [`p${n}/.mcp.json`, config(n)])), [unpinnedPackage]);
    expect(result.internalErrors).toEqual([]);
    expect(result.findings).toHaveLength(27_000);
    const output = formatSarif(result.findings, contextFor(result, {}, [unpinnedPackage.meta]));
    // GitHub rejects a file over 10 MB gzip-compressed
    expect(gzipSync(output).length).toBeLessThan(10 * 1024 * 1024);
    const log = valid(output);
    const run = log.runs[0]!;
    expect(run.results).toHaveLength(MAX_RESULTS);
    expect(MAX_RESULTS).toBe(25_000);
    // the existing order, cut after the first 25,000 (all one level)
    const kept = run.results.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(kept).toEqual(result.findings.slice(0, MAX_RESULTS).map((f) => f.fingerprint));
    expect(run.invocations).toEqual([{
      executionSuccessful: true,
      toolExecutionNotifications: [{ level: 'warning', message: { text: expect.stringMatching(/^2000 of 27000 results were left out/) } }],
    }]);
    const note = run.invocations[0]!.toolExecutionNotifications![0]!.message.text;
    expect(note).toMatch(/25000 results per run/);
    expect(note).toMatch(/--format json/);
  }, 120_000);

  it('chooses errors first, then warnings, then notes, each in the existing order, and keeps that order', () => {
    const levels: Level[] = ['note', 'warning', 'error', 'warning', 'note', 'error'];
    const findings = Array.from({ length: MAX_RESULTS + 4 }, (_, i) => finding({
      file: '.mcp.json', region, level: i < levels.length ? levels[i]! : 'warning', fingerprint: i.toString(16).padStart(16, '0'),
    }));
    // 25,004 findings: 3 errors, 24,999 warnings, 2 notes → both notes and the last two warnings go
    findings[MAX_RESULTS + 3] = { ...findings[MAX_RESULTS + 3]!, level: 'error' };
    const log = valid(formatSarif(findings, handContext({})));
    const run = log.runs[0]!;
    expect(run.results).toHaveLength(MAX_RESULTS);
    const kept = run.results.map((r) => parseInt(r.partialFingerprints[FINGERPRINT_KEY]!, 16));
    expect(kept.filter((i) => findings[i]!.level === 'error')).toEqual([2, 5, MAX_RESULTS + 3]);
    expect(kept.some((i) => findings[i]!.level === 'note')).toBe(false);
    expect(kept).not.toContain(MAX_RESULTS + 1);
    expect(kept).not.toContain(MAX_RESULTS + 2);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    expect(run.invocations[0]!.toolExecutionNotifications).toEqual([
      { level: 'warning', message: { text: expect.stringMatching(/^4 of 25004 results were left out/) } },
    ]);
  }, 60_000);

  it('adds no notification at the limit, and keeps internal errors next to the truncation notice', () => {
    const exactly = Array.from({ length: MAX_RESULTS }, (_, i) => finding({ file: '.mcp.json', region, fingerprint: i.toString(16).padStart(16, '0') }));
    const run = JSON.parse(formatSarif(exactly, handContext({}))).runs[0] as SarifLog['runs'][number];
    expect(run.results).toHaveLength(MAX_RESULTS);
    expect(run.invocations).toEqual([{ executionSuccessful: true }]);
    const over = [...exactly, finding({ file: '.mcp.json', region, level: 'note', fingerprint: 'f'.repeat(16) })];
    const log = valid(formatSarif(over, handContext({}, { internalErrors: ['rule x failed on .mcp.json: boom'] })));
    expect(log.runs[0]!.invocations[0]!.executionSuccessful).toBe(false);
    expect(log.runs[0]!.invocations[0]!.toolExecutionNotifications!.map((n) => n.level)).toEqual(['error', 'warning']);
  }, 60_000);

  it('keeps at most 20 tags per rule, and no registered rule declares more', () => {
    for (const rule of rules) expect(rule.meta.tags.length, rule.meta.id).toBeLessThanOrEqual(20);
    const meta = { ...rules[0]!.meta, tags: Array.from({ length: 30 }, (_, i) => `tag-${i}`) };
    const rule = valid(formatSarif([], handContext({}, { rules: [meta] }))).runs[0]!.tool.driver.rules[0]!;
    expect(rule.properties.tags).toHaveLength(20);
    expect(rule.properties.tags[0]).toBe('security');
  });
});
