import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();

const malformed = '{\n  "mcpServers": {\n    "a": { "command": "npx" },\n  }\n}\n';
const wrongType = '{ "servers": { "b": { "command": "node", "args": "server.js" } } }';

describe('mcp-audit (built CLI)', () => {
  it('exits 0 on a clean tree', () => {
    const dir = tree({ '.mcp.json': '{ "mcpServers": { "local": { "command": "node", "args": ["server.js"] } } }' });
    const run = runCli([], dir);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('No findings in 1 config file (1 server).\n');
    expect(run.code).toBe(0);
  });

  it('reports a malformed file with its line and exits 1, and still reports the other files', () => {
    const dir = tree({ 'a/.mcp.json': malformed, 'b/.vscode/mcp.json': wrongType });
    const run = runCli(['--no-color'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('error[invalid-config]: trailing commas are not allowed');
    expect(run.stdout).toContain(' --> a/.mcp.json:3:30');
    expect(run.stdout).toContain('error[invalid-config]: "args" of server "b" must be an array of strings');
    expect(run.stdout).toContain(' --> b/.vscode/mcp.json:1:50');
    expect(run.stdout).toMatch(/\n2 findings: 2 errors, 0 warnings, 0 notes\n$/);
  });

  it('draws the source line and underlines the span', () => {
    const dir = tree({ '.mcp.json': malformed });
    const run = runCli(['--no-color'], dir);
    expect(run.stdout).toContain(['  |', '3 |     "a": { "command": "npx" },', '  |                              ^', '  |'].join('\n'));
  });

  it('colours only when asked or on a TTY, and never with NO_COLOR', () => {
    const dir = tree({ '.mcp.json': malformed });
    expect(runCli([], dir).stdout).not.toContain('\u001b[');
    expect(runCli([], dir, { FORCE_COLOR: '1' }).stdout).toContain('\u001b[');
    expect(runCli([], dir, { FORCE_COLOR: '1', NO_COLOR: '1' }).stdout).not.toContain('\u001b[');
  });

  it('writes a versioned JSON report', () => {
    const dir = tree({ '.mcp.json': malformed });
    const run = runCli(['--format', 'json'], dir);
    const report = JSON.parse(run.stdout);
    expect(report.version).toBe(1);
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({ ruleId: 'invalid-config', level: 'error', file: '.mcp.json', line: 3, column: 30, endLine: 3, endColumn: 31, fix: null, suggestions: [] });
    expect(report.summary).toEqual({ findings: 1, errors: 1, warnings: 0, notes: 0, fixable: 0, suppressed: 0, baselined: 0 });
  });

  it('writes the report to --output and the summary to stderr', () => {
    const dir = tree({ '.mcp.json': malformed });
    const run = runCli(['--format', 'json', '--output', 'out/report.json'], dir);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('1 finding: 1 error, 0 warnings, 0 notes. Report written to out/report.json.\n');
    expect(JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8')).findings).toHaveLength(1);
    expect(run.code).toBe(1);
  });

  it('follows --fail-on', () => {
    const dir = tree({ '.mcp.json': '{ "mcpServers": { "r": { "url": "https://x.example/mcp" } } }' });
    expect(runCli([], dir).code).toBe(1);
    expect(runCli(['--fail-on', 'error'], dir).code).toBe(0);
    expect(runCli(['--fail-on', 'none'], dir).code).toBe(0);
  });

  it('scans exactly the files it is given', () => {
    const dir = tree({ 'a/.mcp.json': malformed, 'b/.mcp.json': malformed });
    const run = runCli(['--format', 'json', 'a/.mcp.json'], dir);
    expect(JSON.parse(run.stdout).findings.map((f: { file: string }) => f.file)).toEqual(['a/.mcp.json']);
  });

  it.each([
    [['--bogus'], /^mcp-audit: unknown option --bogus\nRun "mcp-audit --help" for the options\.\n$/],
    [['--format', 'xml'], /^mcp-audit: unknown format "xml"; use one of text, json, sarif, github, concise \(or compact, the same as concise\)\n$/],
    [['--fail-on', 'high'], /^mcp-audit: unknown --fail-on level "high"; use one of error, warning, note, none\n$/],
    [['missing/path'], /^mcp-audit: no such file or directory: missing\/path\n$/],
    [['--rule', 'no-such-rule'], /^mcp-audit: unknown rule "no-such-rule"; "mcp-audit rules" lists them\n$/],
  ])('exits 2 with one clear line on a usage error: %s', (args, message) => {
    const run = runCli(args, tree({}));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });

  it('prints its version and its rules', () => {
    const dir = tree({});
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(runCli(['--version'], dir).stdout).toBe(`${pkg.version}\n`);
    const rules = runCli(['rules'], dir);
    expect(rules.code).toBe(0);
    expect(rules.stdout).toMatch(/^invalid-config\s+error\s+none\s+A config file/m);
  });
});

describe('code frames', () => {
  it('are built for the text report only: JSON carries no source text', () => {
    const dir = tree({ '.mcp.json': '{ "mcpServers": { "a": { "command": 1 } } }' });
    expect(runCli(['--no-color'], dir).stdout).toContain('1 | { "mcpServers": { "a": { "command": 1 } } }');
    expect(runCli(['--format', 'json'], dir).stdout).not.toContain('mcpServers": {');
  });
});
