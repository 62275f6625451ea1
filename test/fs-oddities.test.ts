/**
 * File-system oddities (issue 7), through the built CLI on one tree that holds all of them next to one ordinary
 * config: each oddity gets one clear line naming its path, nothing hangs or follows a link out of the tree, and the
 * ordinary config is still reported. test/invalid-config.test.ts covers a few of these one at a time, in process.
 *
 * Also: a file that vanishes between discovery and reading, and errors for people (one line without a stack; the
 * stack only with --debug).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { scan } from '../src/engine/engine.js';
import { claudeCode } from '../src/hosts/claude-code.js';
import { MAX_CONFIG_BYTES, readSource } from '../src/discover/read.js';
import { BIN, runCli } from './helpers/cli.js';
import { mkfifoSync } from './helpers/fifo.js';
import { writeTree } from './rule-tester.js';

const dirs: string[] = [];
const servers: Server[] = [];
afterAll(() => {
  servers.forEach((s) => s.close());
  for (const d of dirs) {
    chmodAll(d);
    rmSync(d, { recursive: true, force: true });
  }
});

function chmodAll(dir: string): void {
  try {
    chmodSync(dir, 0o755);
    for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) chmodAll(join(dir, e.name));
  } catch {
    // already gone
  }
}

const isRoot = process.getuid?.() === 0;
/** As root, chmod 000 stops nothing: the CLI then runs as `nobody`, for whom it does. */
const NOBODY = 65534;
const canDropPrivileges = isRoot && spawnSync(process.execPath, ['-e', '0'], { uid: NOBODY, gid: NOBODY }).status === 0;
const permissionsBite = !isRoot || canDropPrivileges;

/** The built CLI, as `nobody` when running as root (so that permissions apply), with a tree it may read. */
function runAsUser(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: cwd },
    timeout: 60_000,
    maxBuffer: 64 << 20,
    ...(canDropPrivileges ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, error: result.error };
}

const NORMAL = '{\n  "mcpServers": {\n    "gh": { "command": 5 }\n  }\n}\n';
let root: string;
let outside: string;
const latin1 = Buffer.from('{ "mcpServers": { "caf\xe9": { "command": "node" } } }', 'latin1');
const utf16 = '{ "servers": { "a": { "command": "node" } } }';

beforeAll(async () => {
  outside = writeTree({ '.mcp.json': '{ "mcpServers": { "outside": { "command": 5 } } }', 'dir/.mcp.json': '{ "mcpServers": { "outside2": { "command": 5 } } }' });
  dirs.push(outside);
  root = writeTree({
    'ok/.mcp.json': NORMAL,
    'zero/.mcp.json': { symlink: '/dev/zero' },
    'outlink/.mcp.json': { symlink: join(outside, '.mcp.json') },
    'outdir': { symlink: join(outside, 'dir') },
    'selfloop/.mcp.json': { symlink: '.mcp.json' },
    'mutual/.mcp.json': { symlink: 'other.json' },
    'mutual/other.json': { symlink: '.mcp.json' },
    'dangling/.mcp.json': { symlink: 'missing.json' },
    'dirloop/a/up': { symlink: '..' },
    'dirloop/a/.mcp.json': '{ "mcpServers": {} }',
    'dirconfig/.mcp.json/inner.txt': 'a directory named like a config',
    'pipe/.codex/config.toml': { symlink: '../fifo-target' },
    'binary/.mcp.json': Buffer.from([0x7b, 0x00, 0x01, 0x02, 0x7d]),
    'latin1/.vscode/mcp.json': latin1,
    'utf16le/.vscode/mcp.json': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf16, 'utf16le')]),
    'utf16be/.vscode/mcp.json': Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(utf16, 'utf16le').swap16()]),
    'utf16nobom/.vscode/mcp.json': Buffer.from(utf16, 'utf16le'),
    'unreadable/.mcp.json': '{ "mcpServers": {} }',
    'locked/.mcp.json': '{ "mcpServers": {} }',
  });
  dirs.push(root);
  mkdirSync(join(root, 'fifo'));
  mkfifoSync(join(root, 'fifo/.mcp.json'));
  mkfifoSync(join(root, 'pipe/fifo-target'));
  mkdirSync(join(root, 'socket'));
  const server = createServer();
  servers.push(server);
  await new Promise<void>((done) => server.listen(join(root, 'socket/.mcp.json'), done));
  // a sparse 3 GiB file: only its size is ever looked at
  mkdirSync(join(root, 'huge'));
  writeFileSync(join(root, 'huge/.mcp.json'), '');
  truncateSync(join(root, 'huge/.mcp.json'), 3 * 1024 ** 3);
  chmodAll(root);
  chmodAll(outside);
  chmodSync(join(root, 'unreadable/.mcp.json'), 0o000);
  chmodSync(join(root, 'locked'), 0o000);
});

const HUGE = `not scanned: ${3 * 1024 ** 3} bytes is over the ${MAX_CONFIG_BYTES}-byte limit for this kind of file`;

/** [display path, level, message] of every invalid-config finding the tree must produce. */
const expected: [string, string, string | RegExp][] = [
  ['binary/.mcp.json', 'error', 'binary content (NUL bytes); not a text config'],
  ['dangling/.mcp.json', 'note', 'broken symbolic link (its target is missing, or it loops); not read'],
  ['dirconfig/.mcp.json', 'note', 'a directory, not a file; not read as a config'],
  ['fifo/.mcp.json', 'note', 'not a regular file (FIFO, socket or device); not read'],
  ['huge/.mcp.json', 'error', HUGE],
  ['latin1/.vscode/mcp.json', 'error', 'not valid UTF-8 text'],
  ['mutual/.mcp.json', 'note', 'broken symbolic link (its target is missing, or it loops); not read'],
  ['ok/.mcp.json', 'error', '"command" of server "gh" must be a string'],
  ['outlink/.mcp.json', 'note', 'symbolic link pointing outside the scan root; not followed'],
  ['pipe/.codex/config.toml', 'note', 'symbolic link to something that is not a regular file (FIFO, socket or device); not read'],
  ['selfloop/.mcp.json', 'note', 'broken symbolic link (its target is missing, or it loops); not read'],
  ['socket/.mcp.json', 'note', 'not a regular file (FIFO, socket or device); not read'],
  ['utf16be/.vscode/mcp.json', 'error', 'file is UTF-16 encoded; MCP hosts read configs as UTF-8'],
  ['utf16le/.vscode/mcp.json', 'error', 'file is UTF-16 encoded; MCP hosts read configs as UTF-8'],
  ['utf16nobom/.vscode/mcp.json', 'error', 'file is UTF-16 encoded (without a BOM); MCP hosts read configs as UTF-8'],
  ['zero/.mcp.json', 'note', 'symbolic link pointing outside the scan root; not followed'],
];
const permissionCases: [string, string, string | RegExp][] = [
  ['locked', 'note', 'could not list folder: EACCES'],
  ['unreadable/.mcp.json', 'error', 'could not read file: permission denied'],
];

describe('one tree holding every file-system oddity', () => {
  it('reports each oddity once, in one line with its path, and still reports the ordinary config', () => {
    const started = Date.now();
    const run = runAsUser(['--format', 'json'], root);
    expect(Date.now() - started, 'a FIFO or /dev/zero must not block the scan').toBeLessThan(20_000);
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const findings = JSON.parse(run.stdout).findings as { file: string; ruleId: string; level: string; message: string; line: number; column: number }[];
    const want = [...expected, ...(permissionsBite ? permissionCases : [])].sort(([a], [b]) => (a < b ? -1 : 1));
    const got = findings.filter((f) => f.ruleId === 'invalid-config').map((f) => [f.file, f.level, f.message]);
    expect(got).toEqual(want);
    // nothing from outside the root, nothing from the folder-loop's other side, no duplicates
    expect(findings.map((f) => f.file).filter((f) => /outside|outdir|dirloop\/a\/up/.test(f))).toEqual([]);
    for (const f of findings) expect(f.message).not.toMatch(/\n/);
  });

  it('names the path on each line of the text and GitHub reports', () => {
    const text = runAsUser(['--no-color'], root);
    const github = runAsUser(['--format', 'github'], root);
    expect(text.stderr + github.stderr).toBe('');
    for (const [file, level, message] of expected) {
      if (file === 'ok/.mcp.json') continue;
      const kind = level === 'note' ? 'notice' : level;
      expect(text.stdout).toContain(`${level}[invalid-config]: ${message}\n --> ${file}:1:1\n`);
      const line = github.stdout.split('\n').find((l) => l.startsWith(`::${kind} file=${file},line=1,`));
      expect(line, file).toContain(`::${message}%0ADocs: `);
    }
    expect(text.stdout).toContain(' --> ok/.mcp.json:3:');
  });

  it.skipIf(!permissionsBite)('an unreadable file and an unlistable folder say so (as root: run as nobody)', () => {
    const run = runAsUser(['--format', 'json', 'unreadable', 'locked', 'ok'], root);
    const got = JSON.parse(run.stdout).findings.filter((f: { ruleId: string }) => f.ruleId === 'invalid-config').map((f: { file: string; level: string; message: string }) => [f.file, f.level, f.message]);
    expect(got).toEqual([permissionCases[0], ['ok/.mcp.json', 'error', '"command" of server "gh" must be a string'], permissionCases[1]]);
  });

  it('a FIFO or a link to /dev/zero named on the command line is not read either', () => {
    const run = runCli(['--format', 'json', 'fifo/.mcp.json', 'zero/.mcp.json', 'socket/.mcp.json', 'ok/.mcp.json'], root);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).findings.map((f: { file: string; level: string; message: string }) => [f.file, f.level, f.message])).toEqual([
      ['fifo/.mcp.json', 'note', 'not a regular file; not read'],
      ['ok/.mcp.json', 'error', '"command" of server "gh" must be a string'],
      ['socket/.mcp.json', 'note', 'not a regular file; not read'],
      // a link out of the current directory (the root of given files), as when discovery finds it
      ['zero/.mcp.json', 'note', 'symbolic link pointing outside the scan root; not followed'],
    ]);
  });
});

describe('a file that vanishes during the scan', () => {
  it('readSource says so in one line', () => {
    const dir = writeTree({ '.mcp.json': '{}' });
    dirs.push(dir);
    unlinkSync(join(dir, '.mcp.json'));
    expect(readSource(join(dir, '.mcp.json'), '.mcp.json')).toEqual({ ok: false, message: 'could not read file: the file disappeared during the scan', level: 'error' });
  });

  it('a config found but gone when read becomes an invalid-config error, and the rest is scanned', () => {
    const dir = writeTree({ 'ok/.mcp.json': NORMAL, 'gone/.mcp.json': '{}' });
    dirs.push(dir);
    unlinkSync(join(dir, 'gone/.mcp.json'));
    // the engine reads what discovery (here: the --user list) handed it; the file is gone by then
    const result = scan({ paths: ['ok'], cwd: dir, rules: [invalidConfig], userConfigs: [{ path: join(dir, 'gone/.mcp.json'), display: 'gone/.mcp.json', host: claudeCode }] });
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.map((f) => [f.file, f.level, f.message])).toEqual([
      ['gone/.mcp.json', 'error', 'could not read file: the file disappeared during the scan'],
      ['ok/.mcp.json', 'error', '"command" of server "gh" must be a string'],
    ]);
  });
});

describe('errors for people', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-errors-'));
  dirs.push(dir);
  writeFileSync(join(dir, '.mcp.json'), NORMAL);
  writeFileSync(join(dir, 'a-file'), '');

  it('a report that cannot be written is one line naming --output, in words, with or without --debug', () => {
    // The report cannot be written: its folder is a file. The user's to fix: no errno code, no "rerun with --debug".
    const plain = runCli(['--output', 'a-file/report.txt'], dir);
    expect(plain.code).toBe(2);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toBe('mcp-audit: --output a-file/report.txt: cannot write the report: a part of its path is a file, not a folder\n');
    const debug = runCli(['--output', 'a-file/report.txt', '--debug'], dir);
    expect(debug.code).toBe(2);
    expect(debug.stderr).toBe(plain.stderr);
  });

  it('a current directory that was deleted is one line and exit 2, not a Node stack trace', () => {
    const gone = mkdtempSync(join(tmpdir(), 'mcp-audit-gone-'));
    const run = spawnSync('sh', ['-c', `cd "${gone}" && rmdir "${gone}" && exec "${process.execPath}" "${BIN}"`], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toMatch(/^mcp-audit: [^\n]+\n$/);
    expect(run.status).toBe(2);
  });

  it('a reader that stops early (| head) gets no EPIPE stack trace', () => {
    // 20,000 findings: far more JSON than a pipe buffer holds, so the writes outlive the reader
    mkdirSync(join(dir, 'many'), { recursive: true });
    writeFileSync(join(dir, 'many/.mcp.json'), 'a=' + '{a='.repeat(20_000) + '1' + '}'.repeat(20_000));
    const run = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" --format json many 2>stderr.txt | head -c 10 >/dev/null; cat stderr.txt`], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout).toBe('');
  });

  it('usage errors stay one line with a hint (see cli.test.ts for the rest)', () => {
    const run = runCli(['--format'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-audit: [^\n]+\nRun "mcp-audit --help" for the options\.\n$/);
  });
});
