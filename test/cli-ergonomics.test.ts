/**
 * The command line a demanding user expects (issue 16), through main() in-process on temporary trees, as
 * cli-contract.test.ts does, plus one spawned run for a real stdin: honest summaries, discovery by .gitignore,
 * templates, settings found by walking up, JSONC settings, baselines from another folder, concise output,
 * provenance, coloured dry runs, --user wording, `rules ID`, did-you-mean, `help`, `-`, user errors, malformed and
 * file-level suppressions. Trees that several behaviours share are made once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { SCAN_OPTIONS } from '../src/cli/args.js';
import { main } from '../src/cli/cli.js';
import { HELP } from '../src/cli/help.js';
import type { Io } from '../src/cli/io.js';
import { closest, editDistance } from '../src/model/did-you-mean.js';
import { BIN } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const tree = tempTrees();
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

async function run(args: string[], files: Record<string, FileSpec> | string, io: Partial<Pick<Io, 'env' | 'stdoutIsTty' | 'readStdin'>> & { cwd?: string } = {}) {
  const dir = typeof files === 'string' ? files : tree(files);
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd: io.cwd ?? dir, env: io.env ?? {}, stdoutIsTty: io.stdoutIsTty ?? false, ...(io.readStdin ? { readStdin: io.readStdin } : {}),
    stdout: (text) => { stdout += text; },
    stderr: (text) => { stderr += text; },
  });
  return { code, stdout, stderr, dir };
}

const claude = (servers: Record<string, unknown>) => JSON.stringify({ mcpServers: servers }, null, 2) + '\n';
const pinned = { command: 'npx', args: ['-y', '@example/tool@1.2.3'] };
const unpinned = { command: 'npx', args: ['-y', '@example/tool'] };
const SKILL = '---\nname: notes\ndescription: Takes notes.\n---\nWrite notes.\n';
const UP = ['--rule', 'unpinned-package', '--no-color'];
const token = () => `ghp_${'Zq3Xw9Lk2Jm4Np6Rt8Vb'.repeat(2).slice(0, 36)}`;

describe('a summary that says what was scanned', () => {
  const dir = tree({
    'a/.mcp.json': claude({ one: pinned, two: pinned }),
    'b/.vscode/mcp.json': JSON.stringify({ servers: { three: { command: 'node', args: ['s.js'] } } }),
    '.claude/skills/notes/SKILL.md': SKILL,
  });

  it('counts config files, skills and servers when there are no findings', async () => {
    // a skill never reviewed is a finding (its SKILL.md decides what the agent runs): reviewed first
    expect((await run(['review'], dir)).code).toBe(0);
    const r = await run(['--no-color'], dir);
    expect(r.stdout).toBe('No findings in 2 config files and 1 skill (3 servers).\n');
    expect(r.code).toBe(0);
  });

  it('says plainly that an empty or wrong folder held nothing to scan, and exits 0', async () => {
    const empty = tree({ 'README.md': '# nothing here\n', 'src/index.js': '' });
    const r = await run(['--no-color'], empty);
    expect(r.stdout).toBe('No MCP configuration or skill found under .\n');
    expect(r.code).toBe(0);
    const named = await run(['--no-color', 'src'], empty);
    expect(named.stdout).toBe('No MCP configuration or skill found under src\n');
  });

  it('JSON has scanned { files, skills, servers, gitignored }; SARIF lists every file read in run.artifacts', async () => {
    const json = JSON.parse((await run(['-f', 'json'], dir)).stdout);
    expect(json.scanned).toEqual({ files: 2, skills: 1, servers: 3, gitignored: 0 });
    const sarif = JSON.parse((await run(['-f', 'sarif'], dir)).stdout);
    const uris = sarif.runs[0].artifacts.map((a: { location: { uri: string } }) => a.location.uri).sort();
    expect(uris).toEqual(['.claude/skills/notes/SKILL.md', 'a/.mcp.json', 'b/.vscode/mcp.json']);
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const schema = new URL('./node_modules/@microsoft/sarif-matcher-utils/lib/schemas/sarif-2.1.0-rtm.5.json', import.meta.url);
    const validate = ajv.compile(JSON.parse(readFileSync(schema, 'utf8')));
    expect(validate(sarif), ajv.errorsText(validate.errors)).toBe(true);
  });
});

describe('discovery: .gitignore, not folder names; templates', () => {
  // a repository: .gitignore files count only inside one
  const repo = tree({
    '.git/info/exclude': 'secret-notes/\n',
    '.gitignore': 'local/\n*.local.json\n!keep/\n',
    'packages/build/.mcp.json': claude({ built: unpinned }),
    'local/.mcp.json': claude({ mine: unpinned }),
    'secret-notes/.mcp.json': claude({ excluded: unpinned }),
    'pkg/.gitignore': 'generated/\n',
    'pkg/generated/.mcp.json': claude({ gen: unpinned }),
    '.mcp.json.example': claude({ template: unpinned }),
    '.vscode/mcp.json.template': JSON.stringify({ servers: { t: unpinned } }),
  });
  const files = (out: string) => out.split('\n').filter((l) => /^\S+:\d+:\d+: /.test(l)).map((l) => l.split(':')[0]).sort();

  it('scans packages/build/.mcp.json, skips and counts what git ignores at every level and in .git/info/exclude', async () => {
    const r = await run([...UP, '-f', 'concise'], repo);
    expect(files(r.stdout)).toEqual(['.mcp.json.example', '.vscode/mcp.json.template', 'packages/build/.mcp.json']);
    expect(r.stdout).toMatch(/\(3 fixable with --fix; 3 gitignored paths not scanned\)\n$/);
    expect(JSON.parse((await run([...UP, '-f', 'json'], repo)).stdout).scanned.gitignored).toBe(3);
  });

  it('--no-ignore scans everything; a file named on the command line is scanned even when gitignored', async () => {
    const all = await run([...UP, '-f', 'concise', '--no-ignore'], repo);
    expect(files(all.stdout)).toEqual(['.mcp.json.example', '.vscode/mcp.json.template', 'local/.mcp.json', 'packages/build/.mcp.json', 'pkg/generated/.mcp.json', 'secret-notes/.mcp.json']);
    const named = await run([...UP, '-f', 'concise', 'local/.mcp.json'], repo);
    expect(files(named.stdout)).toEqual(['local/.mcp.json']);
    // a gitignored folder named on the command line too, though .gitignore patterns inside it still count
    writeFileSync(join(repo, 'local/.gitignore'), 'old/\n');
    mkdirSync(join(repo, 'local/old'));
    writeFileSync(join(repo, 'local/old/.mcp.json'), claude({ old: unpinned }));
    const folder = await run([...UP, '-f', 'concise', 'local'], repo);
    expect(files(folder.stdout)).toEqual(['local/.mcp.json']);
    expect(folder.stdout).toMatch(/; 1 gitignored path not scanned\)\n$/);
  });

  it('outside a repository a .gitignore means nothing', async () => {
    const plain = tree({ '.gitignore': 'local/\n', 'local/.mcp.json': claude({ mine: unpinned }) });
    expect(files((await run([...UP, '-f', 'concise'], plain)).stdout)).toEqual(['local/.mcp.json']);
  });

  it('a template is read as the host format it imitates, and its findings say it is a template', async () => {
    const r = await run([...UP, '-f', 'json'], repo);
    const template = JSON.parse(r.stdout).findings.find((f: { file: string }) => f.file === '.mcp.json.example');
    expect(template.message).toMatch(/^npx runs "@example\/tool": .* \(this file is a template for \.mcp\.json: whoever copies it gets this too\)$/);
    // placeholders stay silent there too
    const placeholder = tree({ '.mcp.json.sample': claude({ gh: { command: 'gh-mcp', env: { GITHUB_TOKEN: 'YOUR_GITHUB_TOKEN' } } }) });
    expect((await run(['--rule', 'hardcoded-secret', '--no-color'], placeholder)).stdout).toBe('No findings in 1 config file (1 server).\n');
  });

  it('a named file that the settings\' ignore globs exclude gets a one-line notice', async () => {
    const r = await run([...UP, 'examples/.mcp.json'], { 'examples/.mcp.json': claude({ e: unpinned }), '.mcp-audit.json': '{ "ignore": ["examples/**"] }' });
    expect(r.stderr).toBe('mcp-audit: examples/.mcp.json: ignored by the "ignore" globs of settings file .mcp-audit.json; not scanned\n');
    expect(r.code).toBe(0);
  });
});

describe('settings that compose', () => {
  const repo = tree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.mcp-audit.jsonc': '{\n  // pinned by the registry mirror\n  "rules": { "unpinned-package": "warn", },\n  "ignore": ["packages/a/examples/**"],\n  "ignoreFindings": [{ "rule": "unpinned-package", "server": "gone", "reason": "removed last year" }],\n}\n',
    'packages/a/.mcp.json': claude({ a: unpinned }),
    'packages/a/examples/.mcp.json': claude({ example: unpinned }),
  });

  it('finds .mcp-audit.jsonc (comments, trailing commas) from a subfolder, walking up to the repository top', async () => {
    const sub = join(repo, 'packages', 'a');
    const r = await run([...UP, '-f', 'json'], repo, { cwd: sub });
    // "warn" read as "warning"; the ignore glob, relative to the settings file, leaves examples/ out
    expect(JSON.parse(r.stdout).findings.map((f: { file: string; level: string }) => [f.file, f.level])).toEqual([['.mcp.json', 'warning']]);
    const printed = JSON.parse((await run(['--print-config'], repo, { cwd: sub })).stdout);
    expect(printed.file).toBe('../../.mcp-audit.jsonc');
    expect(printed.settings.rules).toEqual({ 'unpinned-package': 'warn' });
    expect(printed.settings.ignore).toEqual(['packages/a/examples/**']);
    expect(printed.rules['unpinned-package']).toBe('warning');
    expect(printed.rules['hardcoded-secret']).toBe('error');
    const none = JSON.parse((await run(['--print-config', '--no-config'], repo, { cwd: sub })).stdout);
    expect(none.file).toBeNull();
  });

  it('reports an ignoreFindings entry that hid nothing; --no-config reads no settings at all', async () => {
    const r = await run(UP, repo);
    expect(r.stderr).toBe('mcp-audit: note: settings file .mcp-audit.jsonc: ignoreFindings[0] (rule "unpinned-package", server "gone") hid no finding; remove it if it is no longer needed\n');
    expect((await run([...UP, '--no-config'], repo)).stderr).toBe('');
  });

  it('a syntax error gives line:column and a code frame with secrets masked; a bad key gets the closest real one', async () => {
    const secret = token();
    const r = await run(['--no-color'], { '.mcp-audit.json': `{\n  "rules": {} "x": "${secret}"\n}\n` });
    expect(r.code).toBe(2);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toBe('mcp-audit: settings file .mcp-audit.json is not valid JSON: comma expected at line 2, column 15');
    expect(lines[1]).toBe('  |');
    expect(lines[2]).toMatch(/^2 \|   "rules": \{\} "x": "ghp_\*+"$/);
    expect(lines[3]).toBe(`  | ${' '.repeat(14)}^`);
    expect(r.stderr).not.toContain(secret.slice(8, 20));
    const key = await run([], { '.mcp-audit.json': '{ "ignor": [] }' });
    expect(key.stderr).toBe('mcp-audit: settings file .mcp-audit.json: unknown key "ignor"; did you mean "ignore"?\n');
    const nested = await run([], { '.mcp-audit.json': '{ "ignoreFindings": [{ "rule": "invalid-config", "reasn": "x" }] }' });
    expect(nested.stderr).toBe('mcp-audit: settings file .mcp-audit.json: unknown key "ignoreFindings.0.reasn"; did you mean "reason"?\n');
    const rule = await run([], { '.mcp-audit.json': '{ "rules": { "unpinned-pakage": "off" } }' });
    expect(rule.stderr).toBe('mcp-audit: settings file .mcp-audit.json: unknown rule "unpinned-pakage"; did you mean "unpinned-package"?\n');
  });
});

describe('baselines from another folder', () => {
  it('--baseline demo/b.json demo from the parent hides what --baseline b.json hides inside demo, and unused entries are reported', async () => {
    const parent = tree({ 'demo/.mcp.json': claude({ a: unpinned, b: unpinned }) });
    const demo = join(parent, 'demo');
    const write = await run([...UP, '--write-baseline', 'b.json'], parent, { cwd: demo });
    expect(write.stderr).toBe('Recorded 2 findings in b.json.\n');
    expect(JSON.parse(readFileSync(join(demo, 'b.json'), 'utf8')).findings.map((f: { file: string }) => f.file)).toEqual(['.mcp.json', '.mcp.json']);
    const fromParent = await run([...UP, '--baseline', 'demo/b.json', 'demo'], parent);
    expect(fromParent.stdout).toBe('No findings in 1 config file (2 servers; 2 in the baseline).\n');
    // one server pinned since: its entry matches nothing
    writeFileSync(join(demo, '.mcp.json'), claude({ a: unpinned, b: pinned }));
    const stale = await run([...UP, '--baseline', 'b.json'], parent, { cwd: demo });
    expect(stale.stderr).toBe('mcp-audit: note: 1 entry of baseline b.json matched no finding (fixed, or changed since); --baseline b.json --write-baseline b.json drops it\n');
  });

  it('a suppression comment\'s own finding is baselined the same way, from any folder of the repository', async () => {
    const vscode = '{\n  "servers": {\n    // mcp-audit-ignore[unpinned-package]\n    "a": { "command": "npx", "args": ["-y", "@example/tool"] }\n  }\n}\n';
    const repo = tree({ '.git/HEAD': 'ref: refs/heads/main\n', 'demo/.vscode/mcp.json': vscode });
    const args = ['--rule', 'unpinned-package,suppression-comment', '--no-color'];
    await run([...args, '--write-baseline', 'b.json', 'demo'], repo);
    const recorded = JSON.parse(readFileSync(join(repo, 'b.json'), 'utf8')).findings as { ruleId: string }[];
    expect(recorded.map((f) => f.ruleId)).toEqual(['suppression-comment']);
    const inside = await run([...args, '--baseline', '../b.json', '.'], repo, { cwd: join(repo, 'demo') });
    expect(inside.stdout).toBe('No findings in 1 config file (1 server; 1 suppressed, 1 in the baseline).\n');
  });

  it('inside a repository, entries are relative to its top', async () => {
    const repo = tree({ '.git/HEAD': 'ref: refs/heads/main\n', 'demo/.mcp.json': claude({ a: unpinned }) });
    await run([...UP, '--write-baseline', 'demo/b.json', 'demo'], repo);
    expect(JSON.parse(readFileSync(join(repo, 'demo/b.json'), 'utf8')).findings[0].file).toBe('demo/.mcp.json');
    const inside = await run([...UP, '--baseline', 'b.json'], repo, { cwd: join(repo, 'demo') });
    expect(inside.stdout).toBe('No findings in 1 config file (1 server; 1 in the baseline).\n');
  });
});

describe('output people can read at scale', () => {
  const dir = tree({
    '.mcp.json': claude({ sb: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@0.5.9'] }, files: { command: 'npx', args: ['-y', '@example/files@1.0.0', '${CLAUDE_PROJECT_DIR}'] } }),
  });

  it('--format concise (and compact): FILE:LINE:COL: LEVEL [RULE] MESSAGE, which the README\'s problem matcher reads', async () => {
    const r = await run(['--rule', 'missing-read-only,env-var-without-default', '-f', 'concise'], dir);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('.mcp.json:7:10: warning [missing-read-only] server "sb" runs Supabase MCP server, which has a read-only mode that is not enabled: use "--read-only"');
    expect(lines[1]).toMatch(/^\.mcp\.json:\d+:\d+: error \[env-var-without-default\] args\[2\] of server "files": \$\{CLAUDE_PROJECT_DIR\} is never expanded/);
    expect(lines[2]).toBe('2 findings: 1 error, 1 warning, 0 notes (1 fixable with --fix)');
    expect((await run(['--rule', 'missing-read-only,env-var-without-default', '-f', 'compact'], dir)).stdout).toBe(r.stdout);
    const matcher = /"regexp": "(.+)",\n/.exec(README.slice(README.indexOf('"problemMatcher"')))!;
    const regexp = new RegExp(JSON.parse(`"${matcher[1]}"`));
    expect(regexp.exec(lines[0]!)?.slice(1)).toEqual(['.mcp.json', '7', '10', 'warning', 'missing-read-only', expect.stringMatching(/^server "sb" runs/)]);
    expect(regexp.exec(lines[1]!)?.[4]).toBe('error');
  });

  it('catalog provenance is a "= source:" line in text and properties.source in JSON and SARIF, not in the message', async () => {
    const text = (await run(['--rule', 'missing-read-only', '--no-color'], dir)).stdout;
    expect(text).toMatch(/\n {2}= source: supabase-community\/supabase-mcp:[^\n]+\n/);
    expect(text).not.toContain('(source:');
    const json = JSON.parse((await run(['--rule', 'missing-read-only', '-f', 'json'], dir)).stdout);
    expect(json.findings[0].properties.source).toMatch(/^supabase-community\/supabase-mcp:/);
    const sarif = JSON.parse((await run(['--rule', 'missing-read-only', '-f', 'sarif'], dir)).stdout);
    expect(sarif.runs[0].results[0].properties.source).toBe(json.findings[0].properties.source);
  });

  it('--fix-dry-run diffs are coloured on a terminal, plain with NO_COLOR and into a pipe', async () => {
    const args = ['--rule', 'env-var-without-default', '--fix-dry-run'];
    const tty = await run(args, dir, { stdoutIsTty: true });
    expect(tty.stdout).toMatch(/^--- a\/\.mcp\.json\n\+\+\+ b\/\.mcp\.json\n\u001b\[36m@@ [^\n]+\u001b\[0m\n/);
    expect(tty.stdout).toMatch(/\n\u001b\[31m- [^\n]*\$\{CLAUDE_PROJECT_DIR\}"[^\n]*\u001b\[0m\n\u001b\[32m\+ [^\n]*\$\{CLAUDE_PROJECT_DIR:-\.\}[^\n]*\u001b\[0m\n/);
    expect((await run(args, dir, { stdoutIsTty: true, env: { NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
    expect((await run(args, dir)).stdout).not.toContain('\u001b[');
  });

  it('--user findings do not say the token was committed', async () => {
    const home = tree({ '.claude.json': claude({ gh: { command: 'gh-mcp', env: { GITHUB_TOKEN: token() } } }) });
    const r = await run(['--user', '--rule', 'hardcoded-secret', '-f', 'json'], tree({}), { env: { HOME: home } });
    const [finding] = JSON.parse(r.stdout).findings;
    expect(finding.file).toBe('~/.claude.json');
    const advice = finding.suggestions[0].description;
    expect(advice).toContain('This file is in your home directory, not in a repository: every process you run can read it. Keep the value in a credential store');
    expect(advice).not.toContain('committed');
  });
});

describe('small things that make a tool feel finished', () => {
  it('rules ID prints the shipped page; an unknown id gets the closest one', async () => {
    const r = await run(['rules', 'auto-approve'], {});
    expect(r.stdout).toBe(readFileSync(new URL('../rules/auto-approve.md', import.meta.url), 'utf8'));
    const json = JSON.parse((await run(['rules', 'auto-approve', '-f', 'json'], {})).stdout);
    expect(json).toMatchObject({ id: 'auto-approve', level: 'warning', page: r.stdout });
    const typo = await run(['rules', 'auto-aprove'], {});
    expect(typo.stderr).toBe('mcp-audit: unknown rule "auto-aprove"; did you mean "auto-approve"? ("mcp-audit rules" lists them)\n');
    expect(typo.code).toBe(2);
  });

  it('did you mean: a flag, a format, a rule id, a subcommand, and a rule id in a suppression comment', async () => {
    const cases: [string[], string][] = [
      [['--formt', 'json'], 'mcp-audit: unknown option --formt; did you mean --format?\nRun "mcp-audit --help" for the options.\n'],
      [['-f', 'jsn'], 'mcp-audit: unknown format "jsn"; did you mean "json"?; use one of text, json, sarif, github, concise (or compact, the same as concise)\n'],
      [['--rule', 'hardcoded-secrets'], 'mcp-audit: unknown rule "hardcoded-secrets"; did you mean "hardcoded-secret"? ("mcp-audit rules" lists them)\n'],
      [['reveiw'], 'mcp-audit: no such file or directory: reveiw; did you mean the command "mcp-audit review"?\n'],
    ];
    for (const [args, stderr] of cases) {
      const r = await run(args, {});
      expect(r.stderr, args.join(' ')).toBe(stderr);
      expect(r.code).toBe(2);
    }
    const comment = await run(['--rule', 'unpinned-package,suppression-comment', '-f', 'concise'], {
      '.vscode/mcp.json': '{\n  "servers": {\n    // mcp-audit-ignore[unpined-package]: mirror\n    "a": { "command": "npx", "args": ["-y", "@example/tool"] }\n  }\n}\n',
    });
    expect(comment.stdout).toContain('.vscode/mcp.json:3:5: note [suppression-comment] this mcp-audit-ignore comment names unknown rule "unpined-package"; did you mean "unpinned-package"?\n');
  });

  it('help is --help; every scan option is in --help and in the README', async () => {
    expect((await run(['help'], {})).stdout).toBe(HELP + '\n');
    expect((await run(['help', 'rules'], {})).stdout).toBe((await run(['rules', '--help'], {})).stdout);
    for (const name of Object.keys(SCAN_OPTIONS)) {
      expect(HELP, name).toContain(`--${name}`);
      expect(README, name).toContain(`--${name}`);
    }
    for (const word of ['concise', 'compact', 'mcp-audit rules [ID]', 'mcp-audit help', '- --stdin-filename PATH']) {
      expect(HELP, word).toContain(word);
      expect(README, word).toContain(word);
    }
  });

  it('- reads one config from stdin, named by --stdin-filename; without it, or with an unknown name, exit 2', async () => {
    const text = claude({ s: unpinned });
    const r = await run([...UP, '-f', 'concise', '-', '--stdin-filename', 'sub/.mcp.json'], {}, { readStdin: () => Buffer.from(text) });
    expect(r.stdout).toMatch(/^sub\/\.mcp\.json:7:10: warning \[unpinned-package\] npx runs "@example\/tool"/);
    expect(r.code).toBe(1);
    expect((await run(['-'], {})).stderr).toBe('mcp-audit: - reads a file from stdin: name it with --stdin-filename PATH (e.g. .mcp.json), which says which host format it is\n');
    expect((await run(['-', '--stdin-filename', 'notes.txt'], {}, { readStdin: () => Buffer.from(text) })).stderr).toMatch(/^mcp-audit: --stdin-filename notes\.txt is not a config file mcp-audit knows/);
  });

  it('the built command reads stdin too (the real file descriptor 0)', () => {
    const dir = tree({ '.mcp.json': claude({ on_disk: unpinned }), 'b/.mcp.json': claude({ other: unpinned }) });
    const r = spawnSync(process.execPath, [BIN, ...UP, '-f', 'json', '.', '-', '--stdin-filename', '.mcp.json'], {
      cwd: dir, input: claude({ from_stdin: unpinned }), encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, timeout: 60_000,
    });
    // the text given on stdin stands for the file of that name: that file is not read as well; the others are
    const findings = JSON.parse(r.stdout).findings.map((f: { file: string; location: string }) => `${f.file} ${f.location}`);
    expect(findings).toEqual(['.mcp.json mcpServers.from_stdin.args[1]', 'b/.mcp.json mcpServers.other.args[1]']);
    expect(r.status).toBe(1);
  });

  it('user errors are one line naming the flag, exit 2, no errno words', async () => {
    const dir = tree({ '.mcp.json': claude({ a: pinned }), 'reports/keep': '' });
    const cases: [string[], string][] = [
      [['-o', 'reports'], 'mcp-audit: --output reports is a directory: give the report a file name (e.g. reports/mcp-audit.sarif)\n'],
      [['-o', '.mcp.json'], 'mcp-audit: --output .mcp.json is .mcp.json, a file being scanned: the report would overwrite it; write it elsewhere\n'],
      [['--write-baseline', './.mcp.json'], 'mcp-audit: --write-baseline ./.mcp.json is .mcp.json, a file being scanned: the baseline would overwrite it; write it elsewhere\n'],
      [['--write-baseline', 'reports/'], 'mcp-audit: --write-baseline reports/ is a directory: give the baseline a file name (e.g. reports/.mcp-audit-baseline.json)\n'],
      [['--config', 'reports'], 'mcp-audit: --config reports: is a folder, not a file\n'],
      [['--config', 'missing.json'], 'mcp-audit: --config missing.json: no such file\n'],
      [['--baseline', 'missing.json'], 'mcp-audit: --baseline missing.json: no such file\n'],
      [['-o', '--format', 'json'], 'mcp-audit: --output (-o) needs a value, but is followed by the option --format (to give a value starting with "-", write --output=VALUE)\nRun "mcp-audit --help" for the options.\n'],
      [['--fail-on', 'error', '--output'], 'mcp-audit: --output (-o) needs a value, and nothing follows it\nRun "mcp-audit --help" for the options.\n'],
    ];
    for (const [args, stderr] of cases) {
      const r = await run(args, dir);
      expect(r.stderr, args.join(' ')).toBe(stderr);
      expect(r.code).toBe(2);
    }
    expect(readFileSync(join(dir, '.mcp.json'), 'utf8')).toBe(claude({ a: pinned }));
  });

  it('a suppression without [rule] is reported; mcp-audit-ignore-file[rule] covers the whole file', async () => {
    const server = (name: string) => `"${name}": { "command": "npx", "args": ["-y", "@example/${name}"] }`;
    const r = await run(['--rule', 'unpinned-package,suppression-comment', '-f', 'concise'], {
      'a/.vscode/mcp.json': `{\n  // mcp-audit-ignore: mirror pins versions\n  "servers": { ${server('one')} }\n}\n`,
      'b/.vscode/mcp.json': `// mcp-audit-ignore-file[unpinned-package]: sandbox, rebuilt nightly\n{\n  "servers": {\n    ${server('two')},\n    ${server('three')}\n  }\n}\n`,
      'c/.vscode/mcp.json': `// mcp-audit-ignore-file[unpinned-package]: nothing to hide\n{ "servers": {} }\n`,
    });
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.pop()).toBe('3 findings: 0 errors, 1 warning, 2 notes (1 fixable with --fix; 2 suppressed)');
    expect(lines.sort()).toEqual([
      'a/.vscode/mcp.json:2:3: note [suppression-comment] this mcp-audit-ignore comment names no rule: write mcp-audit-ignore[rule-id]: reason',
      expect.stringMatching(/^a\/\.vscode\/mcp\.json:3:\d+: warning \[unpinned-package\] /),
      'c/.vscode/mcp.json:1:1: note [suppression-comment] this mcp-audit-ignore-file comment suppresses nothing in this file',
    ]);
  });
});

describe('did-you-mean distance', () => {
  it.each([
    ['format', 'formt', 1], ['kitten', 'sitting', 3], ['', 'abc', 3], ['same', 'same', 0], ['ab', 'ba', 2],
  ])('editDistance(%s, %s) = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('suggests only what is close enough to be a typo', () => {
    expect(closest('--formt', ['--format', '--fix'])).toBe('--format');
    expect(closest('xml', ['text', 'json', 'sarif'])).toBeUndefined();
    expect(closest('hardcoded-secrets', ['hardcoded-secret', 'hidden-unicode'])).toBe('hardcoded-secret');
    expect(closest('x'.repeat(200), ['x'])).toBeUndefined();
  });
});

