/**
 * Nothing a repository or a command line holds reaches a terminal as a control (issue 15 §5). Each hostile class —
 * ESC CSI, an OSC title ended by BEL and by ST, an OSC 8 link, the 8-bit CSI U+009B, CR, BS, a bidi override,
 * U+2028, U+2029, NEL, a zero-width space, and LF for a forged line — goes into a folder name, a file name, a server
 * name, file text, a settings key and argv; every mode runs in-process through main() (scan in each format, --fix,
 * --fix-dry-run on a terminal and not, review, usage errors), and stderr, stdout on a terminal and every report must
 * hold none of them raw, while still showing the name (escaped) so the check is not vacuous. Off a terminal the
 * --fix-dry-run diff is the exact patch: the file's own bytes, and it applies with `git apply`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { unifiedDiff } from '../src/fix/diff.js';
import { printable, printableJson, printableLines, printableTrace } from '../src/model/printable.js';
import { BIN } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();

const HOSTILE: [string, string][] = [
  ['ESC CSI', '\u001b[2J'],
  ['OSC title ended by BEL', '\u001b]0;pwned\u0007'],
  ['OSC title ended by ST', '\u001b]0;pwned\u001b\\'],
  ['OSC 8 link', '\u001b]8;;mailto:x@evil.example\u0007click\u001b]8;;\u0007'],
  ['8-bit CSI', '\u009b2J'],
  ['CR', 'x\rforged'],
  ['BS', 'ab\b\b'],
  ['bidi override', '\u202etxt.exe'],
  ['line separator U+2028', 'a\u2028b'],
  ['paragraph separator U+2029', 'a\u2029b'],
  ['NEL U+0085', 'a\u0085b'],
  ['zero width', 'a\u200bb'],
  ['LF', 'x\nmcp-audit: FORGED'],
];

/** What a terminal acts on or hides, but tab and LF: written here, not imported, so the test does not trust src/. */
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\u{e0000}-\u{e007f}]/u;
/** The escapes mcp-audit documents: `\u001b`, one per UTF-16 unit. */
const escaped = (s: string) => s.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** The report's own colours, the one escape sequence mcp-audit may write to a terminal. */
const OWN_COLOURS = /\u001b\[(?:0|1|2|31|32|33|34|36)m/g;

function expectClean(stream: string, what: string): void {
  const text = stream.replace(OWN_COLOURS, '');
  const raw = RAW.exec(text);
  expect(raw && JSON.stringify(text.slice(Math.max(0, raw.index - 60), raw.index + 20)), `${what}: a raw control character`).toBeNull();
  expect(text, `${what}: a forged line`).not.toMatch(/^mcp-audit: FORGED/m);
}

const SKILL = '.claude/skills/skill';
const comment = (x: string) => `/* note ${x} */`;
/** The comment's first line: LF in the comment is a line break of the file, which a diff shows as one. */
const commentStart = (x: string) => `/* note ${x.split('\n')[0]}`;

/** A folder, a file, a server and a comment named with `x`, and a config that does not parse in another folder. */
function hostileTree(x: string): string {
  return tree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    [`proj${x}/.vscode/mcp.json`]: `{\n  ${comment(x)}\n  "servers": {\n    ${JSON.stringify(`srv${x}`)}: { "type": "http", "url": "http://x.example.com/mcp" }\n  }\n}\n`,
    [`${SKILL}${x}/SKILL.md`]: '---\nname: s\ndescription: Notes.\n---\n',
    [`${SKILL}${x}/scripts/run${x}.sh`]: '#!/bin/sh\necho hi\n',
    [`broken${x}/.mcp.json`]: '{ "mcpServers": { ',
  });
}

async function run(args: string[], cwd: string, stdoutIsTty: boolean) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd, env: {}, stdoutIsTty,
    stdout: (text) => { stdout += text; },
    stderr: (text) => { stderr += text; },
  });
  return { code, stdout, stderr };
}

/** Every string in a parsed JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

interface Mode {
  args: (x: string) => string[];
  tty: boolean;
  /** stdout is a report or a terminal's: checked like stderr */
  checkStdout: boolean;
  /** what must show, so that the output did carry the name */
  shows: (x: string, out: { stdout: string; stderr: string }) => void;
}

const MODES: Record<string, Mode> = {
  'scan, text on a terminal (coloured)': {
    args: () => ['.'], tty: true, checkStdout: true,
    shows: (x, { stdout }) => {
      for (const name of [`proj${x}/.vscode/mcp.json`, `srv${x}`, `scripts/run${x}.sh`]) expect(stdout).toContain(escaped(name));
      expect(stdout, 'coloured, as on any terminal').toContain('\u001b[33m');
    },
  },
  'scan, github': {
    args: () => ['--format', 'github', '.'], tty: false, checkStdout: true,
    shows: (_x, { stdout }) => expect(stdout).toMatch(/::warning file=proj[^\n]*server "srv/),
  },
  'scan, json': {
    args: () => ['--format', 'json', '.'], tty: false, checkStdout: true,
    // the same value once parsed: escaping is lossless
    shows: (x, { stdout }) => expect(strings(JSON.parse(stdout)).some((s) => s.includes(`srv${x}`))).toBe(true),
  },
  'scan, sarif': {
    args: () => ['--format', 'sarif', '.'], tty: false, checkStdout: true,
    shows: (x, { stdout }) => expect(strings(JSON.parse(stdout)).some((s) => s.includes(`srv${x}`))).toBe(true),
  },
  'scan, an unparsed file named on stderr': {
    args: () => ['--rule', 'insecure-transport', '.'], tty: true, checkStdout: true,
    shows: (x, { stderr }) => expect(stderr).toContain(`mcp-audit: ${escaped(`broken${x}/.mcp.json`)}:1:`),
  },
  '--fix': {
    args: () => ['--fix', '--unsafe-fixes', '.'], tty: true, checkStdout: true,
    shows: (x, { stderr }) => expect(stderr).toContain(` in ${escaped(`proj${x}/.vscode/mcp.json`)}\n`),
  },
  '--fix-dry-run on a terminal': {
    args: () => ['--fix-dry-run', '--unsafe-fixes', '.'], tty: true, checkStdout: true,
    shows: (x, { stdout, stderr }) => {
      expect(stdout).toContain(escaped(commentStart(x)));
      expect(stdout).toMatch(/^--- "a\/proj[^"\n]*\\/);
      expect(stderr).toMatch(/^would fix \d+ problems? in /);
      expect(stderr).toContain(` in ${escaped(`proj${x}/.vscode/mcp.json`)}\n`);
    },
  },
  '--fix-dry-run into a pipe': {
    args: () => ['--fix-dry-run', '--unsafe-fixes', '.'], tty: false, checkStdout: false,
    shows: (x, { stdout }) => {
      // the patch holds the file's text as it is; its header, a path, is quoted as git quotes one
      expect(stdout).toContain(`  ${commentStart(x)}`);
      const header = stdout.split('\n').slice(0, 2);
      expect(header[0]).toMatch(/^--- "a\/proj[^"]*\\/);
      for (const line of header) expectClean(line, 'diff header');
    },
  },
  review: {
    args: () => ['review'], tty: true, checkStdout: true,
    shows: (x, { stderr }) => expect(stderr).toContain(`reviewed ${escaped(`${SKILL}${x}`)}: 1 file recorded\n`),
  },
  '--write-baseline and --output named on the command line': {
    args: (x) => ['--write-baseline', `base${x}.json`, '-o', `out${x}.txt`, '.'], tty: true, checkStdout: true,
    shows: (x, { stderr }) => {
      expect(stderr).toMatch(/^Recorded \d+ findings? in /);
      expect(stderr).toContain(` in ${escaped(`base${x}.json`)}.\n`);
      expect(stderr).toContain(`Report written to ${escaped(`out${x}.txt`)}.\n`);
    },
  },
};

const USAGE: Record<string, { args: (x: string) => string[]; says: (x: string) => string }> = {
  'an unknown rule': { args: (x) => ['--rule', `bad${x}`], says: (x) => `unknown rule "${escaped(`bad${x}`)}"` },
  'an unknown format': { args: (x) => ['--format', `f${x}`], says: (x) => `unknown format "${escaped(`f${x}`)}"` },
  'an unknown option': { args: (x) => [`--o${x}`], says: (x) => `unknown option --${escaped(`o${x}`)}\nRun "mcp-audit --help" for the options.\n` },
  'a path that does not exist': { args: (x) => [`nope${x}`], says: (x) => `no such file or directory: ${escaped(`nope${x}`)}` },
  'a --config that does not exist': { args: (x) => ['--config', `cfg${x}.json`], says: (x) => `--config ${escaped(`cfg${x}.json`)}: no such file` },
  'review of a folder that does not exist': { args: (x) => ['review', `nope${x}`], says: (x) => `no such file or directory: ${escaped(`nope${x}`)}\n` },
  'a settings key': { args: () => ['--config', 'settings.json'], says: (x) => `unknown rule "${escaped(`bad${x}`)}"` },
};

describe.each(HOSTILE)('%s', (_name, x) => {
  it.each(Object.entries(MODES))('%s', async (_mode, mode) => {
    const out = await run(mode.args(x), hostileTree(x), mode.tty);
    expect(out.code, out.stderr).toBeLessThan(2);
    expectClean(out.stderr, 'stderr');
    if (mode.checkStdout) expectClean(out.stdout, 'stdout');
    mode.shows(x, out);
  });

  it.each(Object.entries(USAGE))('usage error: %s', async (_what, usage) => {
    const dir = tree({ 'settings.json': JSON.stringify({ rules: { [`bad${x}`]: 'off' } }) });
    const out = await run(usage.args(x), dir, true);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expectClean(out.stderr, 'stderr');
    expect(out.stderr).toContain(usage.says(x));
  });

  it('the patch printed into a pipe applies with git apply, to the same bytes --fix writes', async () => {
    const dryRun = hostileTree(x);
    const fixed = hostileTree(x);
    const patch = (await run(['--fix-dry-run', '--unsafe-fixes', '.'], dryRun, false)).stdout;
    await run(['--fix', '--unsafe-fixes', '.'], fixed, false);
    writeFileSync(join(dryRun, 'fix.patch'), patch);
    execFileSync('git', ['apply', 'fix.patch'], { cwd: dryRun, env: { PATH: process.env.PATH ?? '', GIT_CEILING_DIRECTORIES: dryRun } });
    const config = `proj${x}/.vscode/mcp.json`;
    expect(readFileSync(join(dryRun, config), 'utf8')).toBe(readFileSync(join(fixed, config), 'utf8'));
    expect(readFileSync(join(fixed, config), 'utf8')).toContain('https://x.example.com');
  });
});

describe("a registry's answer", () => {
  it('is escaped in --fix messages and in the suggestion it leaves', async () => {
    const version = '1.0.0\u001b]0;pwned\u0007\u009b2J\u202e';
    // a version key that is no semver: its text comes back in the reason the pin failed
    const packument = JSON.stringify({ name: 'hostile-pkg', 'dist-tags': { latest: version }, versions: { [version]: { name: 'hostile-pkg', version } } });
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(packument));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const dir = tree({ '.mcp.json': '{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "hostile-pkg@latest"] } } }\n' });
      const out = await run(['--fix', '--registry', registry, '--rule', 'unpinned-package', '.'], dir, true);
      expect(out.stderr).toContain(`(version "${escaped(version)}")`);
      expect(out.stdout).toContain(`(version "${escaped(version)}")`);
      expectClean(out.stderr, 'stderr');
      expectClean(out.stdout, 'stdout');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the built CLI decides by its real stdout', () => {
  // util-linux script(1), and a pseudo-terminal for it to open
  const hasScript = spawnSync('script', ['-qec', 'true', '/dev/null']).status === 0;

  it.skipIf(!hasScript)('escapes the diff on a pseudo-terminal and keeps it raw in a pipe', () => {
    const dir = hostileTree('\u001b]0;pwned\u0007');
    const command = `'${process.execPath}' '${BIN}' --fix-dry-run --unsafe-fixes .`;
    // script(1) gives the command a pseudo-terminal and copies what it writes, line ends as the terminal's CRLF
    const onTty = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    const terminal = onTty.stdout.replace(/\r\n/g, '\n');
    expect(terminal).toContain(`-  /* note \\u001b]0;pwned\\u0007 */`);
    expectClean(terminal, 'terminal');
    const piped = spawnSync(process.execPath, [BIN, '--fix-dry-run', '--unsafe-fixes', '.'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(piped.stdout).toContain('-  /* note \u001b]0;pwned\u0007 */\n');
  });
});

describe('printable and its siblings', () => {
  it('escape NEL, the 8-bit CSI and the line and paragraph separators', () => {
    expect(printable('a\u0085b\u009b2J\u2028c\u2029d')).toBe('a\\u0085b\\u009b2J\\u2028c\\u2029d');
    expect(printable('\u{e0041}')).toBe('\\u{e0041}');
  });

  it('printableLines keeps line feeds, tabs and a CR that ends a line, and escapes any other CR', () => {
    expect(printableLines('a\tb\r\nc\rd\n\u001b[2J\r')).toBe('a\tb\r\nc\\u000dd\n\\u001b[2J\\u000d');
  });

  it('printableJson writes what JSON.stringify leaves raw as \\u escapes, the same value once parsed', () => {
    const value = { name: HOSTILE.map(([, x]) => x).join('|') + '\u{e0041}\ufeff\u061c\u2066' };
    const json = printableJson(JSON.stringify(value));
    expect(RAW.exec(json)).toBeNull();
    expect(JSON.parse(json)).toEqual(value);
    expect(json).toContain('\\u009b');
  });

  it('printableTrace shows a message on one line, and its stack frames only when asked', () => {
    const trace = 'rule x failed on a\nb\u001b[2J: Error: boom\n    at f (file.js:1:1)\n    at g (file.js:2:2)';
    expect(printableTrace(trace, false)).toBe('rule x failed on a\\u000ab\\u001b[2J: Error: boom');
    expect(printableTrace(trace, true)).toBe('rule x failed on a\\u000ab\\u001b[2J: Error: boom\n    at f (file.js:1:1)\n    at g (file.js:2:2)');
  });

  it('a diff header quotes a path as git does only when it must', () => {
    expect(unifiedDiff('dir/.mcp.json', 'a\n', 'b\n').split('\n')[0]).toBe('--- a/dir/.mcp.json');
    expect(unifiedDiff('my dir/é.json', 'a\n', 'b\n').split('\n')[0]).toBe('--- a/my dir/é.json');
    expect(unifiedDiff('x"\\\t\r\n\u001b\u202e/m.json', 'a\n', 'b\n').split('\n').slice(0, 2)).toEqual([
      '--- "a/x\\"\\\\\\t\\r\\n\\033\\342\\200\\256/m.json"',
      '+++ "b/x\\"\\\\\\t\\r\\n\\033\\342\\200\\256/m.json"',
    ]);
  });
});
