/**
 * Hostile input (issue 7): property tests for every parser and for the scan, plus the fixed worst cases — 20,000
 * nested brackets, multi-megabyte strings, prototype keys, duplicate keys.
 *
 * The properties live in test/fuzz/fuzz.mjs, shared with the long run (`node test/fuzz/fuzz.mjs [SEED] --scale N`, on the
 * built dist/). Here they run a few hundred to a couple of thousand cases per parser with a fixed seed, so a failure
 * is reproducible: fast-check prints the seed and the path of the shrunk counterexample. Override with FUZZ_SEED and
 * FUZZ_SCALE (a multiplier of every property's case count) to explore locally.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { docsUrl, rules } from '../rules/index.js';
import { scan } from '../src/engine/engine.js';
import { claudeCode } from '../src/hosts/claude-code.js';
import { claudeUser } from '../src/hosts/claude-user.js';
import { codex } from '../src/hosts/codex.js';
import { hosts } from '../src/hosts/index.js';
import { vscode } from '../src/hosts/vscode.js';
import { MAX_CONFIG_BYTES } from '../src/discover/read.js';
import { formatGithub } from '../src/report/github.js';
import { formatJson } from '../src/report/json.js';
import { reportContext } from '../src/report/load-context.js';
import { formatSarif } from '../src/report/sarif.js';
import { formatText } from '../src/report/text.js';
import { makeSource, valueSpan } from '../src/model/source.js';
import { MAX_PROBLEMS_PER_FILE } from '../rules/invalid-config.js';
import { tokenFormats } from '../rules/hardcoded-secret.js';
import { findSecrets } from '../src/analysis/secrets.js';
import { secretsInText } from '../src/analysis/secrets-in-line.js';
import { main } from '../src/cli/cli.js';
import { visiblePrefix } from '../src/model/redact.js';
import {
  DEFAULT_CI_SEED, HOSTS, SEEDS, checkNoPollution, checkReports, checkScan, createFuzz, otherHosts, sarifValidator,
} from './fuzz/fuzz.mjs';
import { runCli } from './helpers/cli.js';
import { writeTree } from './rule-tester.js';

const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_CI_SEED);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const validateSarif = await sarifValidator();

const modules = {
  hosts: { claudeCode, vscode, codex },
  otherHosts: otherHosts(hosts, [claudeCode, vscode, codex], [claudeUser]),
  hostFor: (p: string) => hosts.find((h) => h.matches(p)),
  scan, rules, docsUrl, makeSource, valueSpan, formatJson, formatText, formatGithub, formatSarif, reportContext, validateSarif,
  MAX_PROBLEMS_PER_FILE, main, tokenFormats, findSecrets, secretsInText, visiblePrefix,
};

const dirs: string[] = [];
const tree = (files: Parameters<typeof writeTree>[0]) => {
  const dir = writeTree(files);
  dirs.push(dir);
  return dir;
};
const fuzz = createFuzz(modules);
afterAll(() => {
  fuzz.dispose();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const PARSERS = { 'claude-code': claudeCode, vscode, codex } as const;
const scanAll = (dir: string) => scan({ paths: ['.'], cwd: dir, rules });

describe(`properties (seed ${SEED}; replay with FUZZ_SEED=${SEED})`, () => {
  for (const p of fuzz.properties) {
    it(p.name, async () => {
      await fc.assert(p.property(), { seed: SEED, numRuns: Math.max(1, Math.round(p.runs * SCALE)), ...p.options });
    }, 120_000);
  }
});

describe('the seeds are real configs', () => {
  it.each(HOSTS.map((h) => [h.id, h] as const))('%s: every seed of its format loads without problems', (_, host) => {
    for (const text of SEEDS[host.syntax as keyof typeof SEEDS]) {
      const file = PARSERS[host.id as keyof typeof PARSERS].parse(makeSource(`/s/${host.file}`, host.file, text));
      expect(file.problems.filter((p) => p.level !== 'warning'), text).toEqual([]);
      expect(file.servers.length).toBeGreaterThan(0);
    }
  });
});

describe('prototype keys are ordinary keys and pollute nothing', () => {
  const json = (container: string) => JSON.stringify({ [container]: {} }).replace('{}', `{
    "__proto__": { "command": "npx", "args": ["-y", "a"], "env": { "__proto__": "x", "constructor": "y", "prototype": "z" } },
    "constructor": { "command": "node", "headers": { "__proto__": "h" } },
    "prototype": { "command": "node" }
  }, "__proto__": { "${container}": { "evil": { "command": "x" } }, "polluted": "yes" }`);
  const cases = {
    '.mcp.json': json('mcpServers'),
    '.vscode/mcp.json': json('servers'),
    '.codex/config.toml': [
      '[mcp_servers.__proto__]', 'command = "npx"', 'args = ["-y", "a"]', 'env = { __proto__ = "x", constructor = "y", prototype = "z" }',
      '[mcp_servers.constructor]', 'command = "node"', 'http_headers = { __proto__ = "h" }',
      '[mcp_servers.prototype]', 'command = "node"',
      '[__proto__]', 'polluted = "yes"', '[__proto__.mcp_servers.evil]', 'command = "x"', '',
    ].join('\n'),
  };
  it.each(Object.entries(cases))('%s', (file, text) => {
    const result = scanAll(tree({ [file]: text }));
    checkNoPollution();
    expect(result.internalErrors).toEqual([]);
    const config = result.configs[0]!;
    expect(config.servers.map((s) => s.name)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(config.servers[0]!.env.map((e) => e.key)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(config.servers[1]!.headers.map((e) => e.key)).toEqual(['__proto__']);
    expect(config.servers[0]!.args.map((a) => a.value)).toEqual(['-y', 'a']);
    checkScan(modules, result, file);
    checkReports(modules, result.findings);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('duplicate keys', () => {
  it.each([['.mcp.json', 'mcpServers'], ['.vscode/mcp.json', 'servers']])('%s: the last one wins, as JSON.parse does', (file, container) => {
    const text = `{"${container}": {"a": {"command": "x"}, "a": {"command": "npx", "env": {"K": "1", "K": "2"}}}}`;
    const result = scanAll(tree({ [file]: text }));
    expect(result.internalErrors).toEqual([]);
    expect(result.configs[0]!.servers.map((s) => [s.name, s.command?.value, s.env.map((e) => `${e.key}=${e.value.value}`)])).toEqual([['a', 'npx', ['K=2']]]);
  });

  it('.codex/config.toml: a redefined table or key is an invalid-config error, as in Codex', () => {
    for (const text of ['[mcp_servers.a]\ncommand = "x"\n[mcp_servers.a]\ncommand = "y"\n', '[mcp_servers.a]\ncommand = "x"\ncommand = "y"\n']) {
      const result = scanAll(tree({ '.codex/config.toml': text }));
      expect(result.internalErrors).toEqual([]);
      expect(result.findings.map((f) => [f.ruleId, f.level, f.region.startLine])).toEqual([['invalid-config', 'error', 3]]);
      expect(result.findings[0]!.message).toMatch(/^TOML syntax error: .*redefine/);
    }
  });
});

/** Deterministic high-entropy text (a linear congruential generator), so secret detectors get something to chew on. */
function noise(length: number, seed = 7): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let x = seed;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

describe('multi-megabyte strings', () => {
  const withValue = (file: string, value: string) => {
    if (file.endsWith('.toml')) return `[mcp_servers.big]\ncommand = "npx"\nargs = ["-y", "${value}"]\nenv = { API_TOKEN = "${value}" }\n`;
    const container = file === '.vscode/mcp.json' ? 'servers' : 'mcpServers';
    return JSON.stringify({ [container]: { big: { command: 'npx', args: ['-y', value], env: { API_TOKEN: value }, headers: { Authorization: `Bearer ${value}` } } } });
  };

  it.each(HOSTS.map((h) => h.file))('%s: strings just under the 1 MiB limit are parsed and checked', (file) => {
    const value = noise(Math.floor((MAX_CONFIG_BYTES - 300) / 3));
    const text = withValue(file, value);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_CONFIG_BYTES);
    const started = Date.now();
    const result = scanAll(tree({ [file]: text }));
    expect(result.internalErrors).toEqual([]);
    expect(result.configs).toHaveLength(1);
    expect(result.configs[0]!.servers[0]!.env[0]!.value.value).toBe(value);
    checkScan(modules, result, file);
    checkReports(modules, result.findings);
    const sarif = JSON.parse(formatSarif(result.findings, reportContext(result, rules, '0.0.0')));
    expect(validateSarif(sarif)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);

  it.each(HOSTS.map((h) => h.file))('%s: a 3 MB string is not read, an error that says why (the host loads it)', (file) => {
    const text = withValue(file, noise(1_000_000));
    const size = Buffer.byteLength(text);
    expect(size).toBeGreaterThan(MAX_CONFIG_BYTES);
    const result = scanAll(tree({ [file]: text, 'ok/.mcp.json': '{"mcpServers": {"a": {"command": 5}}}' }));
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.map((f) => [f.file, f.ruleId, f.level, f.message])).toEqual([
      [file, 'invalid-config', 'error', `not scanned: ${size} bytes is over the ${MAX_CONFIG_BYTES}-byte limit for this kind of file`],
      ['ok/.mcp.json', 'invalid-config', 'error', '"command" of server "a" must be a string'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The worst cases, through the built CLI in a child process with a 512 MB heap: a case that exhausts memory kills
// only the child, and the test says which input did it. Each payload is written as all three hosts' files at once.

const N = 20_000;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const HOSTILE: Record<string, { text: string; invalid: boolean }> = {
  '20,000 open brackets': { text: '['.repeat(N), invalid: true },
  '20,000 nested arrays, closed': { text: '['.repeat(N) + ']'.repeat(N), invalid: true },
  '{"a": 20,000 times': { text: '{"a":'.repeat(N), invalid: true },
  '{"a": 20,000 times, closed': { text: '{"a":'.repeat(N) + '1' + '}'.repeat(N), invalid: false },
  'args nested 20,000 deep in a real config': {
    text: `{"mcpServers": {"a": {"command": "npx", "args": ${'['.repeat(N)}${']'.repeat(N)}}}, "servers": {"a": {"command": "npx", "args": ${'['.repeat(N)}${']'.repeat(N)}}}}`,
    invalid: true,
  },
  // found by npm run fuzz: a lone CR ends a // comment for jsonc-parser, and the depth guard must agree
  '20,000 brackets after a // comment ended by a lone CR': { text: `{ "mcpServers": {}, // end\r"x": ${'['.repeat(N)}}`, invalid: true },
  'TOML a=[[[[ 20,000 deep': { text: 'a=' + '['.repeat(N), invalid: true },
  'TOML args nested 20,000 deep, closed': { text: `[mcp_servers.a]\ncommand = "npx"\nargs = ${'['.repeat(N)}${']'.repeat(N)}\n`, invalid: true },
  'TOML inline tables 20,000 deep': { text: 'a=' + '{a='.repeat(N) + '1' + '}'.repeat(N), invalid: true },
  'TOML dotted key of 20,000 parts': { text: 'a' + '.a'.repeat(N) + ' = 1\n', invalid: false },
  'TOML table header of 20,000 parts': { text: '[a' + '.a'.repeat(N) + ']\n', invalid: false },
  'TOML array-table header of 20,000 parts': { text: '[[a' + '.a'.repeat(N) + ']]\n', invalid: false },
  '20,000 array tables': { text: '[[mcp_servers]]\n'.repeat(N), invalid: true },
  '3,000 servers': {
    text: `{"mcpServers": {${range(3_000).map((i) => `"s${i}": {"command": "npx", "args": ["-y", "p${i}"]}`).join(', ')}}}`,
    invalid: false,
  },
  '3,000 TOML servers': { text: range(3_000).map((i) => `[mcp_servers.s${i}]\ncommand = "npx"\nargs = ["-y", "p${i}"]\n`).join(''), invalid: false },
  '20,000 duplicate keys': { text: `{"mcpServers": {${'"a": {"command": "x"}, '.repeat(N)}"a": {"command": "npx"}}}`, invalid: false },
  '500,000 line breaks': { text: '\n'.repeat(500_000) + '{', invalid: true },
};
const HOST_FILES = HOSTS.map((h) => h.file);

describe('worst cases through the CLI: exit 0 or 1, valid SARIF, no internal error', () => {
  it.each(Object.keys(HOSTILE))('%s', (name) => {
    const { text, invalid } = HOSTILE[name]!;
    const dir = tree(Object.fromEntries(HOST_FILES.map((f) => [f, text])));
    const started = Date.now();
    const run = runCli(['--format', 'sarif', '--output', 'report.sarif', '--fail-on', 'error'], dir, { NODE_OPTIONS: '--max-old-space-size=512' });
    const seconds = (Date.now() - started) / 1000;
    const said = run.stderr.trim().split('\n').slice(0, 3).join(' | ').slice(0, 300);
    expect(/internal error|heap|FATAL|RangeError/.test(said), `${name}: stderr says ${said}`).toBe(false);
    expect([0, 1], `${name}: exit code ${run.code} after ${seconds} s\n${run.stderr.slice(0, 2000)}`).toContain(run.code);
    const log = JSON.parse(readFileSync(join(dir, 'report.sarif'), 'utf8'));
    expect(validateSarif(log)).toBeUndefined();
    expect(log.runs[0].invocations[0].executionSuccessful).toBe(true);
    const invalidFiles = new Set(log.runs[0].results
      .filter((r: { ruleId: string; level: string }) => r.ruleId === 'invalid-config' && r.level === 'error')
      .map((r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => r.locations[0]!.physicalLocation.artifactLocation.uri));
    if (invalid) {
      // TOML text is invalid JSON and the other way round; each host's file must say it did not load
      for (const file of HOST_FILES) expect([...invalidFiles], `${name}: ${file}`).toContain(file);
    }
    // a 40 KB file that takes seconds to scan is a denial of service in CI (normal cases take under 2 s)
    expect(seconds, `${name}: took ${seconds} s`).toBeLessThan(6);
  }, 90_000);

  it('every format copes with a one-line file holding 20,000 syntax errors', () => {
    // 60 KB on one line: a code frame that repeats the whole line for each finding makes a report of gigabytes
    const dir = tree({ '.mcp.json': HOSTILE['TOML inline tables 20,000 deep']!.text, 'x/.mcp.json': Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d]) });
    for (const format of ['json', 'sarif', 'github', 'text']) {
      const started = Date.now();
      const run = runCli(['--format', format, '--output', `report.${format}`], dir, { NODE_OPTIONS: '--max-old-space-size=512' });
      const seconds = (Date.now() - started) / 1000;
      const said = run.stderr.trim().split('\n').slice(0, 3).join(' | ').slice(0, 300);
      expect(/^\d+ findings: .* Report written to report\.\w+\.$/.test(said), `${format}: stderr says ${said}`).toBe(true);
      expect(run.code, format).toBe(1);
      const out = readFileSync(join(dir, `report.${format}`), 'utf8');
      if (format === 'json') expect(JSON.parse(out).findings.map((f: { file: string }) => f.file)).toContain('x/.mcp.json');
      if (format === 'sarif') expect(validateSarif(JSON.parse(out))).toBeUndefined();
      if (format === 'github') expect(out.split('\n').filter(Boolean).every((l) => /^::(error|warning|notice) file=[^\n]*::/.test(l))).toBe(true);
      if (format === 'text') expect(out).toContain('x/.mcp.json:1:1');
      expect(seconds, `${format}: took ${seconds} s`).toBeLessThan(6);
    }
  }, 120_000);
});
