/**
 * mcp-audit's own files — the settings file (found, or `--config`), `--baseline` and the review lockfile — are read
 * with the one safe reader (issue 15 §1), through the built CLI:
 * - a FIFO does not hang the run; a link to `/dev/zero` does not grow its memory (the CLI runs under `ulimit -v`);
 * - a link to a file of the machine (a synthetic `/etc/passwd`) is not quoted in any error; found in the tree (settings,
 *   lockfile), a link out of its folder is refused, not read; named on the command line, it is read where it leads;
 * - each problem is one line naming the file: exit 2 for settings and baseline, an `invalid-config` error for the
 *   lockfile (the rest of the scan goes on).
 * And the cases that must keep working: links that stay inside the tree, files named from elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runCli } from './helpers/cli.js';
import { mkfifoSync } from './helpers/fifo.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();

/** A line no real config has: if any of it reaches an output, the file it came from was read and quoted. */
const MARKER = ['mcp', 'audit', 'synthetic', 'passwd'].join('-');
const PASSWD = `root:x:0:0:${MARKER}:/root:/bin/sh\ndaemon:x:1:1:${MARKER}:/usr/sbin:/usr/sbin/nologin\n`;

/**
 * The built CLI with 20 s and 1.5 GB of address space: a run that blocks on a FIFO is killed (status null), one that
 * reads `/dev/zero` runs out of memory long before it could finish.
 */
function guarded(args: string[], cwd: string) {
  const started = Date.now();
  const run = spawnSync('sh', ['-c', 'ulimit -v 1500000 && exec "$@"', 'sh', process.execPath, BIN, ...args], {
    cwd, encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH ?? '', HOME: cwd },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, ms: Date.now() - started };
}

/** A folder outside every scanned tree holding the synthetic passwd file. */
function machineFile(): string {
  const dir = tree({ 'passwd': PASSWD });
  return join(dir, 'passwd');
}

const CONFIG = '{ "mcpServers": { "a": { "command": 5 } } }';

/** One line on stderr, exit 2, naming `file`, quoting nothing of the synthetic passwd. */
function expectUsageError(run: ReturnType<typeof guarded>, line: string): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).toBe(`mcp-audit: ${line}\n`);
  expect(run.stdout).toBe('');
  expect(run.ms).toBeLessThan(15_000);
}

describe('the settings file found in the scanned folder', () => {
  it('a FIFO named .mcp-audit.json: one line, exit 2, no hang', () => {
    const dir = tree({ '.mcp.json': CONFIG });
    mkfifoSync(join(dir, '.mcp-audit.json'));
    expectUsageError(guarded([], dir), 'cannot read settings file .mcp-audit.json: not a regular file; not read');
  });

  it.each([
    ['/dev/zero', () => '/dev/zero'],
    ['a file of the machine', machineFile],
    ['a folder beside the repository', () => join(tree({ '.mcp-audit.json': '{ "ignore": ["**"] }' }), '.mcp-audit.json')],
  ])('a link to %s is refused, not read', (_name, target) => {
    const dir = tree({ '.mcp.json': CONFIG, '.mcp-audit.json': { symlink: target() } });
    const run = guarded([], dir);
    expectUsageError(run, 'cannot read settings file .mcp-audit.json: symbolic link pointing outside the scan root; not read (to use a settings file from elsewhere, name it with --config)');
  });

  it('the settings of the current directory, used when the scanned folder has none, are held to that directory', () => {
    const dir = tree({ 'repo/.mcp.json': CONFIG, '.mcp-audit.json': { symlink: machineFile() } });
    expectUsageError(guarded(['repo'], dir), 'cannot read settings file .mcp-audit.json: symbolic link pointing outside the current directory; not read (to use a settings file from elsewhere, name it with --config)');
    // files given: the current directory is their scan root
    expectUsageError(guarded(['repo/.mcp.json'], dir), 'cannot read settings file .mcp-audit.json: symbolic link pointing outside the scan root; not read (to use a settings file from elsewhere, name it with --config)');
  });

  it('a broken link and an oversize file each get their line', () => {
    const dir = tree({ '.mcp.json': CONFIG, '.mcp-audit.json': { symlink: 'missing.json' } });
    expectUsageError(guarded([], dir), 'cannot read settings file .mcp-audit.json: broken symbolic link (its target is missing, or it loops); not read');
    const big = tree({ '.mcp.json': CONFIG, '.mcp-audit.json': '{}' + ' '.repeat(1024 * 1024) });
    expectUsageError(guarded([], big), `cannot read settings file .mcp-audit.json: not scanned: ${2 + 1024 * 1024} bytes is over the ${1024 * 1024}-byte limit for this kind of file`);
  });

  it('a link that stays inside the scanned folder is read', () => {
    const dir = tree({ '.mcp.json': CONFIG, 'conf/audit.json': '{ "rules": { "invalid-config": "off" } }', '.mcp-audit.json': { symlink: 'conf/audit.json' } });
    const run = guarded([], dir);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('No findings in 1 config file (1 server).\n');
    expect(run.code).toBe(0);
  });
});

describe('--config FILE (named by the user: read where it leads, but safely)', () => {
  it('a FIFO: one line, exit 2, no hang', () => {
    const dir = tree({ '.mcp.json': CONFIG });
    mkfifoSync(join(dir, 'audit.json'));
    expectUsageError(guarded(['--config', 'audit.json'], dir), '--config audit.json: not a regular file; not read');
  });

  it('/dev/zero: refused by what it is, memory untouched', () => {
    const dir = tree({ '.mcp.json': CONFIG });
    expectUsageError(guarded(['--config', '/dev/zero'], dir), '--config /dev/zero: not a regular file; not read');
  });

  it('a file that is not JSON: its position, never its text', () => {
    const dir = tree({ '.mcp.json': CONFIG });
    const passwd = machineFile();
    expectUsageError(guarded(['--config', passwd], dir), `settings file ${passwd} is not valid JSON: invalid symbol at line 1, column 1`);
    const viaLink = tree({ '.mcp.json': CONFIG, 'audit.json': { symlink: passwd } });
    expectUsageError(guarded(['--config', 'audit.json'], viaLink), 'settings file audit.json is not valid JSON: invalid symbol at line 1, column 1');
    const later = tree({ '.mcp.json': CONFIG, 'audit.json': `{\n  "rules": {},\n  ${PASSWD}` });
    expectUsageError(guarded(['--config', 'audit.json'], later), 'settings file audit.json is not valid JSON: invalid symbol at line 3, column 3');
  });

  it('a settings file elsewhere, through a link too, is used', () => {
    const elsewhere = tree({ 'audit.json': '{ "rules": { "invalid-config": "off" } }' });
    const dir = tree({ '.mcp.json': CONFIG, 'audit.json': { symlink: join(elsewhere, 'audit.json') } });
    for (const config of ['audit.json', join(elsewhere, 'audit.json')]) {
      const run = guarded(['--config', config], dir);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
    }
  });
});

describe('--baseline FILE', () => {
  it('a FIFO and /dev/zero: one line, exit 2, no hang, memory untouched', () => {
    const dir = tree({ '.mcp.json': CONFIG });
    mkfifoSync(join(dir, 'baseline.json'));
    expectUsageError(guarded(['--baseline', 'baseline.json'], dir), '--baseline baseline.json: not a regular file; not read');
    expectUsageError(guarded(['--baseline', '/dev/zero'], dir), '--baseline /dev/zero: not a regular file; not read');
  });

  it('a file of the machine, directly or through a link: its position, never its text', () => {
    const passwd = machineFile();
    const dir = tree({ '.mcp.json': CONFIG, 'baseline.json': { symlink: passwd } });
    expectUsageError(guarded(['--baseline', 'baseline.json'], dir), 'baseline baseline.json is not valid JSON: invalid symbol at line 1, column 1');
    expectUsageError(guarded(['--baseline', passwd], dir), `baseline ${passwd} is not valid JSON: invalid symbol at line 1, column 1`);
    const broken = tree({ '.mcp.json': CONFIG, 'b.json': `{ "version": 1, "findings": [ ${PASSWD} ] }` });
    expectUsageError(guarded(['--baseline', 'b.json'], broken), 'baseline b.json is not valid JSON: invalid symbol at line 1, column 31');
  });

  it('a baseline kept elsewhere, reached through a link, still hides what it recorded', () => {
    const elsewhere = tree({});
    const dir = tree({ '.mcp.json': CONFIG });
    expect(runCli(['--write-baseline', join(elsewhere, 'baseline.json')], dir).code).toBe(0);
    symlinkSync(join(elsewhere, 'baseline.json'), join(dir, 'baseline.json'));
    const run = guarded(['--baseline', 'baseline.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('No findings in 1 config file (1 server; 1 in the baseline).\n');
    expect(run.code).toBe(0);
  });
});

describe('the review lockfile', () => {
  const skill = {
    '.claude/skills/notes/SKILL.md': '---\nname: notes\ndescription: Collects release notes.\n---\nRun scripts/collect.sh.\n',
    '.claude/skills/notes/scripts/collect.sh': { content: '#!/bin/sh\ngit log --oneline\n', mode: 0o755 },
  };
  const LOCK = '.mcp-audit-review.json';
  /** [file, level, message] of each finding, and the whole output: nothing of the synthetic passwd in it. */
  const scanOf = (dir: string) => {
    const run = guarded(['--format', 'json'], dir);
    const text = guarded(['--no-color'], dir);
    expect(run.ms + text.ms).toBeLessThan(30_000);
    for (const out of [run.stdout, run.stderr, text.stdout, text.stderr]) expect(out).not.toMatch(/root:x|synthetic-passwd/);
    expect(run.stderr).toBe('');
    return { code: run.code, findings: JSON.parse(run.stdout).findings.map((f: { file: string; level: string; message: string }) => [f.file, f.level, f.message.split(':')[0]]) };
  };
  const unreviewed = ['.claude/skills/notes/SKILL.md', 'warning', 'Skill not reviewed'];

  it.each([
    ['a FIFO', (dir: string) => mkfifoSync(join(dir, LOCK)), 'not a regular file; not read'],
    ['a link to /dev/zero', (dir: string) => symlinkSync('/dev/zero', join(dir, LOCK)), 'symbolic link pointing outside the folder that holds it; not read'],
    ['a link to a file of the machine', (dir: string) => symlinkSync(machineFile(), join(dir, LOCK)), 'symbolic link pointing outside the folder that holds it; not read'],
  ])('%s is not read: an invalid-config error naming it, and the scan goes on', (_name, plant, why) => {
    const dir = tree(skill);
    plant(dir);
    const { code, findings } = scanOf(dir);
    expect(findings).toEqual([unreviewed, [LOCK, 'error', LOCK]]);
    expect(guarded(['--format', 'json'], dir).stdout).toContain(`"message": "${LOCK}: ${why}"`);
    expect(code).toBe(1);
    // `review` reads the same file before it writes one: one line, exit 2, nothing written through a link
    const review = guarded(['review'], dir);
    expect(review.code).toBe(2);
    expect(review.stderr).toBe(`mcp-audit: ${LOCK}: ${why}; fix or delete it, then run "mcp-audit review" again\n`);
  });

  it('a lockfile that is not JSON is described by position, not quoted', () => {
    const dir = tree({ ...skill, [LOCK]: `{ "version": 1, "skills": ${PASSWD} }` });
    expect(guarded(['--format', 'json'], dir).stdout).toContain(`"message": "${LOCK}: not valid JSON (invalid symbol at line 1, column 27)"`);
    scanOf(dir);
  });

  it('a lockfile linked from inside the repository is read', () => {
    const dir = tree({ ...skill, 'meta/.keep': '' });
    expect(runCli(['review'], dir).code).toBe(0);
    renameSync(join(dir, LOCK), join(dir, 'meta/review.json'));
    symlinkSync('meta/review.json', join(dir, LOCK));
    expect(scanOf(dir)).toEqual({ code: 0, findings: [] });
  });
});
