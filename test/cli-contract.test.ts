/**
 * The command line's contract (design.md §2) where it is easy to get subtly wrong: rewriting a baseline over the one
 * read, the summary line, exit 1 for files that could not be parsed, option combinations that cannot work, colour,
 * and the subcommands' arguments. `main()` from src/cli/cli.ts in-process, with a fake io whose cwd is a temporary tree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import type { Io } from '../src/cli/io.js';
import { useColor } from '../src/cli/scan.js';
import { summary } from '../src/report/text.js';
import type { Finding, Level } from '../src/model/types.js';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const tree = tempTrees();
const ESC = '\u001b[';

async function run(args: string[], files: Record<string, FileSpec> | string, io: Partial<Pick<Io, 'env' | 'stdoutIsTty'>> = {}) {
  const dir = typeof files === 'string' ? files : tree(files);
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd: dir, env: io.env ?? {}, stdoutIsTty: io.stdoutIsTty ?? false,
    stdout: (text) => { stdout += text; },
    stderr: (text) => { stderr += text; },
  });
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return { code, stdout, stderr, dir, read };
}

// A Claude entry with a url and no type: a warning from invalid-config, cheap and stable.
const remote = (name: string) => `"${name}": { "url": "https://${name}.example/mcp" }`;
const claude = (...entries: string[]) => `{\n  "mcpServers": {\n    ${entries.join(',\n    ')}\n  }\n}\n`;
const trailingComma = '{\n  "mcpServers": {\n    "a": { "command": "npx" },\n  }\n}\n';
const TRAILING_COMMA_LINE = 'mcp-audit: .mcp.json:3:30: could not parse: trailing commas are not allowed: Claude Code reads .mcp.json with JSON.parse, so this file fails to load and none of its servers start\n';
const IC = ['--rule', 'invalid-config'];

describe('--write-baseline over the baseline it reads', () => {
  it('keeps the entries the old baseline still matches, adds new ones, and counts them all', async () => {
    const first = await run([...IC, '--write-baseline', 'base.json'], { '.mcp.json': claude(remote('a'), remote('b')) });
    expect(first.stderr).toBe('Recorded 2 findings in base.json.\n');

    // one old finding stays, one goes away, one is new
    const dir = tree({ '.mcp.json': claude(remote('a'), remote('c')), 'base.json': first.read('base.json') });
    const again = await run([...IC, '--baseline', 'base.json', '--write-baseline', 'base.json', '--no-color'], dir);
    expect(again.stderr).toBe('Recorded 2 findings in base.json.\n');
    expect(again.stdout).toBe('No findings in 1 config file (2 servers; 2 in the baseline).\n');
    expect(again.code).toBe(0);
    const recorded = JSON.parse(again.read('base.json')) as { findings: { location: string }[] };
    expect(recorded.findings.map((f) => f.location)).toEqual(['mcpServers.a', 'mcpServers.c']);

    const next = await run([...IC, '--baseline', 'base.json', '--no-color'], dir);
    expect(next.stdout).toBe('No findings in 1 config file (2 servers; 2 in the baseline).\n');
    expect(next.code).toBe(0);
  });

  it('leaves suppressed findings out: their suppression keeps hiding them', async () => {
    const r = await run([...IC, '--write-baseline', 'base.json', '--no-color'], {
      '.mcp.json': claude(remote('a'), remote('quiet')),
      '.mcp-audit.json': JSON.stringify({ ignoreFindings: [{ rule: 'invalid-config', server: 'quiet', reason: 'test' }] }),
    });
    expect(r.stderr).toBe('Recorded 1 finding in base.json.\n');
    expect(JSON.parse(r.read('base.json')).findings.map((f: { location: string }) => f.location)).toEqual(['mcpServers.a']);
    expect(r.stdout).toBe('No findings in 1 config file (2 servers; 1 suppressed, 1 in the baseline).\n');
  });
});

describe('summary line', () => {
  const finding = (level: Level, fixable = false) => ({ level, ...(fixable ? { fix: { safe: true, description: '', edits: [] } } : {}) }) as unknown as Finding;
  const warnings = (n: number, fixable: number) => Array.from({ length: n }, (_, i) => finding('warning', i < fixable));

  it.each([
    { findings: [], hidden: undefined, expected: 'No findings.' },
    { findings: [], hidden: { suppressed: 2, baselined: 3 }, expected: 'No findings (2 suppressed, 3 in the baseline).' },
    { findings: [], hidden: { suppressed: 0, baselined: 1 }, expected: 'No findings (1 in the baseline).' },
    { findings: [finding('error')], hidden: undefined, expected: '1 finding: 1 error, 0 warnings, 0 notes' },
    { findings: [finding('warning')], hidden: { suppressed: 0, baselined: 1 }, expected: '1 finding: 0 errors, 1 warning, 0 notes (1 in the baseline)' },
    { findings: warnings(13, 3), hidden: undefined, expected: '13 findings: 0 errors, 13 warnings, 0 notes (3 fixable with --fix)' },
    { findings: warnings(13, 3), hidden: { suppressed: 0, baselined: 1 }, expected: '13 findings: 0 errors, 13 warnings, 0 notes (3 fixable with --fix; 1 in the baseline)' },
    { findings: warnings(2, 1), hidden: { suppressed: 2, baselined: 3 }, expected: '2 findings: 0 errors, 2 warnings, 0 notes (1 fixable with --fix; 2 suppressed, 3 in the baseline)' },
    { findings: [finding('note')], hidden: { suppressed: 2, baselined: 0 }, expected: '1 finding: 0 errors, 0 warnings, 1 note (2 suppressed)' },
  ] as { findings: Finding[]; hidden: { suppressed: number; baselined: number } | undefined; expected: string }[])('$expected', ({ findings, hidden, expected }) => {
    expect(summary(findings, hidden)).toBe(expected);
  });

  it('counts what --quiet left out', () => {
    expect(summary([], { suppressed: 0, baselined: 0, quiet: { count: 14, failOn: 'none' } })).toBe('No findings shown (14 hidden by --quiet with --fail-on none).');
    expect(summary([finding('error')], { suppressed: 0, baselined: 1, quiet: { count: 2, failOn: 'error' } }))
      .toBe('1 finding: 1 error, 0 warnings, 0 notes (2 below --fail-on error, 1 in the baseline)');
    expect(summary([], { suppressed: 0, baselined: 0, quiet: { count: 0, failOn: 'error' } })).toBe('No findings.');
    expect(summary([], { suppressed: 0, baselined: 0, unparsed: 2 })).toBe('No findings (2 files could not be parsed).');
    expect(summary([finding('error')], { suppressed: 1, baselined: 0, unparsed: 1 })).toBe('1 finding: 1 error, 0 warnings, 0 notes (1 file could not be parsed, 1 suppressed)');
  });

  it('--quiet with --fail-on none says how many findings it hid; the exit code stays 0', async () => {
    const r = await run([...IC, '--quiet', '--fail-on', 'none', '--no-color'], { '.mcp.json': claude(remote('a'), remote('b')) });
    expect(r.stdout).toBe('No findings shown in 1 config file (2 servers; 2 hidden by --quiet with --fail-on none).\n');
    expect(r.code).toBe(0);
  });

  it('--quiet --fail-on error counts the warnings it left out', async () => {
    const r = await run([...IC, '--quiet', '--fail-on', 'error', '--no-color'], { '.mcp.json': claude(remote('a')), '.vscode/mcp.json': '{ "servers": { "v": { "command": 1 } } }' });
    expect(r.stdout).toMatch(/\n1 finding: 1 error, 0 warnings, 0 notes \(1 below --fail-on error\)\n$/);
    expect(r.code).toBe(1);
  });

  it('with --output, the summary on stderr is a sentence before "Report written"', async () => {
    const r = await run([...IC, '-f', 'json', '-o', 'out.json'], { '.mcp.json': claude(remote('a')) });
    expect(r.stderr).toBe('1 finding: 0 errors, 1 warning, 0 notes. Report written to out.json.\n');
    const clean = await run([...IC, '-f', 'json', '-o', 'out.json'], { '.mcp.json': '{}' });
    expect(clean.stderr).toBe('No findings in 1 config file (0 servers). Report written to out.json.\n');
  });
});

describe('files that could not be parsed', () => {
  it.each([
    [['--rule', 'hardcoded-secret']],
    [['--disable-rule', 'invalid-config']],
  ])('exit 1 with one line on stderr even when invalid-config does not run: %s', async (args) => {
    const r = await run([...args, '--no-color'], { '.mcp.json': trailingComma });
    // the report itself says why the exit code is 1, not only stderr
    expect(r.stdout).toBe('No findings in 1 config file (1 server; 1 file could not be parsed).\n');
    expect(r.stderr).toBe(TRAILING_COMMA_LINE);
    expect(r.code).toBe(1);
  });

  it('the same for a TOML syntax error (Codex), with its line and column', async () => {
    const r = await run(['--rule', 'unpinned-package', '--no-color'], { '.codex/config.toml': '[mcp_servers.a]\ncommand = "npx"\nargs = [\n' });
    expect(r.stderr).toMatch(/^mcp-audit: \.codex\/config\.toml:\d+:\d+: could not parse: .+\n$/);
    expect(r.code).toBe(1);
  });

  it('when invalid-config runs, its finding says it: no extra line', async () => {
    const r = await run(['--no-color'], { '.mcp.json': trailingComma });
    expect(r.stdout).toContain('error[invalid-config]: trailing commas are not allowed');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });

  it('exit 1 whatever level the settings give invalid-config; the line appears when --quiet hides the finding', async () => {
    const files = { '.mcp.json': trailingComma, '.mcp-audit.json': '{ "rules": { "invalid-config": "note" } }' };
    const shown = await run(['--no-color'], files);
    expect(shown.stdout).toContain('note[invalid-config]');
    expect(shown.stderr).toBe('');
    expect(shown.code).toBe(1);
    const quiet = await run(['--quiet', '--no-color'], files);
    expect(quiet.stderr).toBe(TRAILING_COMMA_LINE);
    expect(quiet.code).toBe(1);
  });

  it('a wrong type is not a parse failure: with invalid-config off, nothing to say', async () => {
    const r = await run(['--disable-rule', 'invalid-config', '--no-color'], { '.mcp.json': '{ "mcpServers": 5 }', '.vscode/mcp.json': '{ "servers": { "b": { "command": "node", "args": "x" } } }' });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('--fail-on none never exits 1, but still prints the line', async () => {
    const r = await run(['--disable-rule', 'invalid-config', '--fail-on', 'none', '--no-color'], { '.mcp.json': trailingComma });
    expect(r.stderr).toBe(TRAILING_COMMA_LINE);
    expect(r.code).toBe(0);
  });

  it('a parse failure the user accepted (ignoreFindings, or the baseline) does not fail the run', async () => {
    const ignored = await run(['--no-color'], {
      '.mcp.json': trailingComma,
      '.mcp-audit.json': JSON.stringify({ ignoreFindings: [{ rule: 'invalid-config', file: '.mcp.json', reason: 'read by a JSONC client' }] }),
    });
    expect(ignored.stderr).toBe('');
    expect(ignored.stdout).toBe('No findings in 1 config file (1 server; 1 suppressed).\n');
    expect(ignored.code).toBe(0);
    const write = await run(['--write-baseline', 'base.json', '--no-color'], { '.mcp.json': trailingComma });
    expect(write.code).toBe(0);
    const baselined = await run(['--baseline', 'base.json', '--no-color'], write.dir);
    expect(baselined.stdout).toBe('No findings in 1 config file (1 server; 1 in the baseline).\n');
    expect(baselined.stderr).toBe('');
    expect(baselined.code).toBe(0);
    // switching the rule off accepts nothing
    const off = await run(['--baseline', 'base.json', '--disable-rule', 'invalid-config', '--no-color'], write.dir);
    expect(off.stderr).toBe(TRAILING_COMMA_LINE);
    expect(off.code).toBe(1);
  });

  it('--fix-dry-run exits 1 for it too, with the line', async () => {
    const r = await run(['--fix-dry-run', '--offline', '--disable-rule', 'invalid-config'], { '.mcp.json': trailingComma });
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(TRAILING_COMMA_LINE);
    expect(r.code).toBe(1);
  });
});

describe('--fix-dry-run takes no --format or --output', () => {
  const files = { '.mcp.json': claude('"x": { "command": "npx", "args": ["-y", "pkg@latest"] }') };
  it.each([
    [['-f', 'json']],
    [['--format', 'sarif']],
    [['-o', 'x.sarif']],
    [['-f', 'text', '--output', 'x.txt']],
  ])('%s is a usage error', async (args) => {
    const r = await run(['--fix-dry-run', '--offline', ...args], files);
    expect(r.stderr).toBe('mcp-audit: --fix-dry-run prints a diff: it takes no --format or --output\n');
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
    expect(existsSync(join(r.dir, 'x.sarif')) || existsSync(join(r.dir, 'x.txt'))).toBe(false);
  });

  it('an explicit -f text is fine', async () => {
    const r = await run(['--fix-dry-run', '--offline', '-f', 'text'], files);
    expect(r.stderr).not.toContain('--fix-dry-run prints a diff');
    expect(r.code).not.toBe(2);
  });
});

describe('colour', () => {
  const files = { '.mcp.json': trailingComma };

  it('a report written with -o is plain even when stdout is a TTY or FORCE_COLOR is set; --color asks for it', async () => {
    const tty = await run(['-o', 'report.txt'], files, { stdoutIsTty: true });
    expect(tty.read('report.txt')).toContain('error[invalid-config]');
    expect(tty.read('report.txt')).not.toContain(ESC);
    const forced = await run(['-o', 'report.txt'], files, { stdoutIsTty: true, env: { FORCE_COLOR: '1' } });
    expect(forced.read('report.txt')).not.toContain(ESC);
    const asked = await run(['-o', 'report.txt', '--color'], files);
    expect(asked.read('report.txt')).toContain(ESC);
  });

  it('TERM=dumb turns it off on a TTY, unless FORCE_COLOR or --color', async () => {
    expect((await run([], files, { stdoutIsTty: true })).stdout).toContain(ESC);
    expect((await run([], files, { stdoutIsTty: true, env: { TERM: 'dumb' } })).stdout).not.toContain(ESC);
    expect((await run([], files, { stdoutIsTty: true, env: { TERM: 'dumb', FORCE_COLOR: '1' } })).stdout).toContain(ESC);
    expect((await run(['--color'], files, { env: { TERM: 'dumb' } })).stdout).toContain(ESC);
  });

  it.each([
    [{}, {}, false],
    [{}, { tty: true }, true],
    [{ NO_COLOR: '1' }, { tty: true, color: true }, false],
    [{}, { tty: true, noColor: true }, false],
    [{ FORCE_COLOR: '0' }, { tty: true }, false],
    [{ FORCE_COLOR: '1' }, {}, true],
    [{ FORCE_COLOR: '1' }, { toFile: true }, false],
    [{}, { toFile: true, color: true }, true],
    [{ TERM: 'dumb' }, { tty: true }, false],
    [{ TERM: 'xterm-256color' }, { tty: true }, true],
  ] as [NodeJS.ProcessEnv, { tty?: boolean; color?: boolean; noColor?: boolean; toFile?: boolean }, boolean][])('useColor(%o, %o) = %s', (env, o, expected) => {
    expect(useColor({ env, stdoutIsTty: o.tty ?? false }, { noColor: o.noColor ?? false, color: o.color, toFile: o.toFile ?? false })).toBe(expected);
  });
});

describe('usage errors and subcommands', () => {
  it('--unsafe-fixes needs --fix or --fix-dry-run', async () => {
    const r = await run(['--unsafe-fixes'], { '.mcp.json': '{}' });
    expect(r.stderr).toBe('mcp-audit: --unsafe-fixes goes with --fix or --fix-dry-run\n');
    expect(r.code).toBe(2);
  });

  it('--rule X --disable-rule X leaves no rule to run', async () => {
    const r = await run(['--rule', 'hardcoded-secret', '--disable-rule', 'hardcoded-secret'], { '.mcp.json': '{}' });
    expect(r.stderr).toBe('mcp-audit: no rule left to run: --disable-rule turns off every rule --rule selects\n');
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
  });

  it('--rule runs a rule the settings turn off: the command line overrides the file', async () => {
    const token = `ghp_${'a1B2c3D4e5'.repeat(3)}123456`;
    const r = await run(['--rule', 'hardcoded-secret', '--no-color'], {
      '.mcp.json': `{ "mcpServers": { "gh": { "command": "gh-mcp", "env": { "GITHUB_TOKEN": "${token}" } } } }`,
      '.mcp-audit.json': '{ "rules": { "hardcoded-secret": "off" } }',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^error\[hardcoded-secret\]: GitHub/);
    expect(r.code).toBe(1);
  });

  it('rules: text by default, -f json lists the metas, anything else is a usage error', async () => {
    const text = await run(['rules'], {});
    expect(text.stdout).toMatch(/^invalid-config\s+error\s+none\s+A config file/m);
    const json = await run(['rules', '-f', 'json'], {});
    expect(json.code).toBe(0);
    const list = JSON.parse(json.stdout) as { id: string; level: string; fixable: string; docs: string; tags: string[] }[];
    expect(list.find((r) => r.id === 'invalid-config')).toMatchObject({ level: 'error', fixable: 'none', docs: expect.stringContaining('rules/invalid-config.md'), tags: expect.arrayContaining(['security']) });
    expect((await run(['rules', '--format', 'json'], {})).stdout).toBe(json.stdout);
    for (const [args, message] of [
      [['rules', 'extra'], 'mcp-audit: unknown rule "extra"; "mcp-audit rules" lists them\n'],
      [['rules', '--bogus'], 'mcp-audit: unknown option --bogus\nRun "mcp-audit rules --help" for the options.\n'],
      [['rules', '-f', 'sarif'], 'mcp-audit: unknown format "sarif" for rules; use text or json\n'],
    ] as [string[], string][]) {
      const r = await run(args, {});
      expect(r.stderr).toBe(message);
      expect(r.stdout).toBe('');
      expect(r.code).toBe(2);
    }
    const help = await run(['rules', '--help'], {});
    expect(help.stdout).toMatch(/^Usage: mcp-audit rules/);
    expect(help.code).toBe(0);
  });

  it('review --help prints review\'s help and records nothing; an unknown option is a usage error', async () => {
    for (const flag of ['--help', '-h']) {
      const r = await run(['review', flag], { 'skills/a/SKILL.md': '---\nname: a\ndescription: d\n---\n' });
      expect(r.stdout).toMatch(/^Usage: mcp-audit review \[SKILL_DIR\.\.\.\]/);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(existsSync(join(r.dir, '.mcp-audit-review.json'))).toBe(false);
    }
    const bogus = await run(['review', '--bogus'], {});
    expect(bogus.stderr).toBe('mcp-audit: unknown option --bogus\nRun "mcp-audit review --help" for the options.\n');
    expect(bogus.code).toBe(2);
  });

  it('--config names the file as given', async () => {
    const missing = join(tree({}), 'nonexistent.json');
    const r = await run(['--config', missing], { '.mcp.json': '{}' });
    expect(r.stderr).toBe(`mcp-audit: --config ${missing}: no such file\n`);
    expect(r.code).toBe(2);
    const bad = await run(['--config', '../x/../x.json'], tree({ 'repo/.mcp.json': '{}', 'x.json': '{ "rulez": {} }' }) + '/repo');
    expect(bad.stderr).toBe('mcp-audit: settings file ../x/../x.json: unknown key "rulez"; did you mean "rules"?\n');
    expect(bad.code).toBe(2);
  });
});
