/** Issue: adoption on existing repositories — settings file, inline suppressions, baseline, --user. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileGlob } from '../src/engine/settings.js';
import { runCli } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();

const json = (run: { stdout: string }) => JSON.parse(run.stdout) as { findings: { ruleId: string; file: string; line: number; message: string; level: string }[]; summary: Record<string, number> };

// A Claude entry with a url and no type is a warning from invalid-config: a cheap, stable finding to steer.
const remote = (name: string) => `"${name}": { "url": "https://${name}.example/mcp" }`;

describe('settings file', () => {
  it('turns a rule off, changes a level, and ignores paths', () => {
    const dir = tree({
      '.mcp.json': `{ "mcpServers": { ${remote('a')} } }`,
      'examples/.mcp.json': '{ broken',
      '.mcp-audit.json': JSON.stringify({ rules: { 'invalid-config': 'note' }, ignore: ['examples/**'] }),
    });
    const run = runCli(['--format', 'json'], dir);
    expect(json(run).findings.map((f) => [f.file, f.level])).toEqual([['.mcp.json', 'note']]);
    expect(run.code).toBe(0);
    const off = tree({ '.mcp.json': '{ broken', '.mcp-audit.json': '{ "rules": { "invalid-config": "off" } }' });
    expect(json(runCli(['--format', 'json'], off)).findings).toEqual([]);
  });

  it('accepts [level, options] and is found in the scanned folder or given with --config', () => {
    const dir = tree({
      'repo/.mcp.json': '{ "mcpServers": 5 }',
      'repo/.mcp-audit.json': '{ "rules": { "invalid-config": ["warning", {}] } }',
      'other.json': '{ "rules": { "invalid-config": "off" } }',
    });
    expect(json(runCli(['--format', 'json', 'repo'], dir)).findings.map((f) => f.level)).toEqual(['warning']);
    expect(json(runCli(['--format', 'json', '--config', 'other.json', 'repo'], dir)).findings).toEqual([]);
    // "default" keeps the rule's own level while giving options
    writeFileSync(join(dir, 'repo/.mcp-audit.json'), '{ "rules": { "invalid-config": ["default", {}] } }');
    expect(json(runCli(['--format', 'json', 'repo'], dir)).findings.map((f) => f.level)).toEqual(['error']);
  });

  it.each([
    ['{ "rulez": {} }', /^mcp-audit: settings file \.mcp-audit\.json: unknown key "rulez"; did you mean "rules"\?\n$/],
    ['{ "rules": { "no-such-rule": "off" } }', /^mcp-audit: settings file \.mcp-audit\.json: unknown rule "no-such-rule"\n$/],
    ['{ "rules": { "invalid-config": "loud" } }', /^mcp-audit: settings file \.mcp-audit\.json: rules\.invalid-config must be one of "off", "error", "warning", "warn", "note"\n$/],
    ['{ "ignore": "examples" }', /^mcp-audit: settings file \.mcp-audit\.json: ignore must be array\n$/],
    ['{ "ignoreFindings": [{ "rule": "invalid-config" }] }', /^mcp-audit: settings file \.mcp-audit\.json: ignoreFindings\.0 must have required property 'reason'\n$/],
    ['{ "rules": ', /^mcp-audit: settings file \.mcp-audit\.json is not valid JSON: /],
  ])('rejects a bad settings file with exit 2 naming the key: %s', (settings, message) => {
    const run = runCli([], tree({ '.mcp-audit.json': settings, '.mcp.json': '{}' }));
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(2);
  });

  it('ignores findings by rule, file and server name (the way to quiet strict JSON)', () => {
    const dir = tree({
      'a/.mcp.json': `{ "mcpServers": { ${remote('kept')}, ${remote('quiet')} } }`,
      '.mcp-audit.json': JSON.stringify({ ignoreFindings: [{ rule: 'invalid-config', file: 'a/*.json', server: 'quiet', reason: 'VS Code reads this file' }] }),
    });
    const run = runCli(['--format', 'json'], dir);
    expect(json(run).findings.map((f) => f.message)).toEqual([expect.stringContaining('server "kept"')]);
    expect(json(run).summary.suppressed).toBe(1);
  });
});

describe('inline suppressions', () => {
  it('covers the next line, or its own line, is counted, and a stale one is reported', () => {
    const file = `{
  "servers": {
    // mcp-audit-ignore[invalid-config]: generated, fixed upstream
    "a": { "command": 1 },
    "b": { "command": 2 }, // mcp-audit-ignore[invalid-config]: same
    "c": { "command": 3 },
    "d": { "command": "ok" } // mcp-audit-ignore[invalid-config]: stale
  }
}
`;
    const report = json(runCli(['--format', 'json'], tree({ '.vscode/mcp.json': file })));
    expect(report.findings.map((f) => [f.ruleId, f.line, f.level, f.message])).toEqual([
      ['invalid-config', 6, 'error', '"command" of server "c" must be a string'],
      ['suppression-comment', 7, 'note', 'this mcp-audit-ignore comment suppresses nothing on the line it covers'],
    ]);
    expect(report.summary.suppressed).toBe(2);
  });

  it('reports a suppression without a reason or naming an unknown rule, in TOML too', () => {
    const run = runCli(['--format', 'json'], tree({
      '.vscode/mcp.json': '{ "servers": {\n  // mcp-audit-ignore[invalid-config]\n  "a": { "command": 1 },\n  // mcp-audit-ignore[made-up]: because\n  "b": { "command": "x" }\n} }',
    }));
    expect(json(run).findings.map((f) => [f.ruleId, f.line, f.message])).toEqual([
      ['suppression-comment', 2, 'this mcp-audit-ignore comment gives no reason (write one after a colon)'],
      ['suppression-comment', 4, 'this mcp-audit-ignore comment names unknown rule "made-up"'],
    ]);
  });

  it('works with # comments in Codex TOML', () => {
    const toml = '[mcp_servers.a]\ncommand = 5 # mcp-audit-ignore[invalid-config]: checked by hand\n\n[mcp_servers.b]\ncommand = 6\n';
    const report = json(runCli(['--format', 'json'], tree({ '.codex/config.toml': toml })));
    expect(report.findings.map((f) => [f.ruleId, f.line])).toEqual([['invalid-config', 5]]);
    expect(report.summary.suppressed).toBe(1);
  });
});

describe('baseline', () => {
  it('records findings by fingerprint, hides exactly those, survives inserted lines, not a changed value', () => {
    const before = `{\n  "mcpServers": {\n    ${remote('a')}\n  }\n}\n`;
    const dir = tree({ '.mcp.json': before });
    const write = runCli(['--write-baseline', 'baseline.json'], dir);
    expect(write.code).toBe(0);
    expect(write.stdout).toBe('No findings in 1 config file (1 server; 1 in the baseline).\n');
    const recorded = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8'));
    expect(recorded.findings).toEqual([{ ruleId: 'invalid-config', file: '.mcp.json', location: 'mcpServers.a', fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(JSON.stringify(recorded)).not.toContain('a.example');

    // Lines inserted above and a new finding below: only the new one shows.
    writeFileSync(join(dir, '.mcp.json'), `{\n\n\n  "mcpServers": {\n    ${remote('a')},\n    ${remote('b')}\n  }\n}\n`);
    const after = runCli(['--format', 'json', '--baseline', 'baseline.json'], dir);
    expect(json(after).findings.map((f) => [f.line, f.message.slice(0, 10)])).toEqual([[6, 'server "b"']]);
    expect(json(after).summary.baselined).toBe(1);
    expect(runCli(['--baseline', 'baseline.json', '--no-color'], dir).stdout).toMatch(/1 finding: 0 errors, 1 warning, 0 notes \(1 in the baseline\)\n$/);
  });

  it('rejects a file that is not a baseline', () => {
    const dir = tree({ '.mcp.json': '{}', 'b.json': '{"x":1}' });
    const run = runCli(['--baseline', 'b.json'], dir);
    expect(run.stderr).toBe('mcp-audit: baseline b.json is not an mcp-audit baseline (version 1 or 2)\n');
    expect(run.code).toBe(2);
  });
});

describe('--user', () => {
  it('scans the user configs under HOME, shown as ~/…, including per-project servers in ~/.claude.json', () => {
    const home = tree({
      '.claude.json': JSON.stringify({ mcpServers: { top: { url: 'https://top.example' } }, projects: { '/work/app': { mcpServers: { local: { url: 'https://local.example' } } } } }, null, 2),
      '.codex/config.toml': '[mcp_servers.x]\nargs = ["a"]\n',
      '.config/Code/User/mcp.json': '{ "servers": { "v": { "command": 3 } } }',
    });
    const repo = tree({ '.mcp.json': '{}' });
    const run = runCli(['--format', 'json', '--user'], repo, { HOME: home });
    expect(json(run).findings.map((f) => [f.file, f.line])).toEqual([
      ['~/.claude.json', 3],
      ['~/.claude.json', 10],
      ['~/.codex/config.toml', 1],
      ['~/.config/Code/User/mcp.json', 1],
    ]);
    mkdirSync(join(home, 'empty'));
    expect(json(runCli(['--format', 'json', '--user'], repo, { HOME: join(home, 'empty') })).findings).toEqual([]);
  });

  it('reads a ~/.claude.json past the repository limit (history makes it large), while the same size in the repository is an error', () => {
    const history = 'x'.repeat(2 * 1024 * 1024);
    const big = JSON.stringify({ mcpServers: { top: { command: 'npx', args: ['-y', 'some-mcp-server'] } }, projects: { '/work/app': { history } } });
    const user = json(runCli(['--format', 'json', '--offline', '--user'], tree({ '.mcp.json': '{}' }), { HOME: tree({ '.claude.json': big }) }));
    expect(user.findings.map((f) => [f.ruleId, f.file])).toEqual([['unpinned-package', '~/.claude.json']]);
    const inRepo = json(runCli(['--format', 'json', '--offline'], tree({ '.mcp.json': big })));
    expect(inRepo.findings.map((f) => [f.ruleId, f.level])).toEqual([['invalid-config', 'error']]);
  });
});

describe('globs', () => {
  it.each([
    ['examples/**', 'examples/a/.mcp.json', true],
    ['examples/**', 'src/examples/.mcp.json', false],
    ['**/fixtures/**', 'test/fixtures/x/.mcp.json', true],
    ['*.json', '.mcp.json', true],
    ['*.json', 'a/.mcp.json', false],
    ['{a,b}/.mcp.json', 'b/.mcp.json', true],
    ['vendor', 'vendor/x/.mcp.json', true],
  ])('%s matches %s: %s', (glob, path, expected) => {
    expect(compileGlob(glob).test(path)).toBe(expected);
  });
});
