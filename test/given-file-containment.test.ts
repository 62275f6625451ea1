/**
 * A file given by name (as pre-commit passes staged files) that is a symbolic link out of the current directory — the
 * scan root of given files — is treated as discovery treats such a link (issue 15 §4): a note, not read, not fixed.
 * The target holds a recognisable synthetic line next to a fixable launch, so that reading it would show in code
 * frames and `--fix` would rewrite it. A link that stays inside, and a file the user names outside the current
 * directory on purpose, are still scanned.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import type { Io } from '../src/cli/io.js';
import { runCli } from './helpers/cli.js';
import { startRegistry } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();
let registry: TestRegistry;
beforeAll(async () => {
  registry = await startRegistry();
});
afterAll(async () => {
  await registry.close();
});

const MARKER = ['mcp', 'audit', 'synthetic', 'passwd'].join('-');
/** An unpinned launch (fixable: the registry pins it) with the synthetic line on the same source line. */
const TARGET = `{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp", "root:x:0:0:${MARKER}:/root"] }\n  }\n}\n`;
const PINNED = TARGET.replace('@angular/cli@latest', '@angular/cli@20.3.4');
const LINK_OUT = 'symbolic link pointing outside the scan root; not followed';

/** A repository whose `.mcp.json` and `linked/.mcp.json` lead out of it, and whose `.cursor/mcp.json` leads inside. */
function repository() {
  const outside = tree({ 'target.json': TARGET, 'folder/.mcp.json': TARGET, 'named/.cursor/mcp.json': TARGET });
  const repo = tree({
    '.mcp.json': { symlink: join(outside, 'target.json') },
    'linked': { symlink: join(outside, 'folder') },
    'real/mcp.json': TARGET,
    '.cursor/mcp.json': { symlink: '../real/mcp.json' },
  });
  return { repo, outside, targets: [join(outside, 'target.json'), join(outside, 'folder/.mcp.json')] };
}

async function runMain(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const io: Io = { cwd, env: {}, stdoutIsTty: false, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

const unchanged = (targets: string[]) => targets.map((t) => [readFileSync(t, 'utf8'), statSync(t).mtimeMs]);

describe('a given file that is a link out of the current directory', () => {
  it('is a note in every format, and nothing of its target reaches any output', () => {
    const { repo } = repository();
    for (const format of ['text', 'json', 'sarif', 'github']) {
      const run = runCli(['--format', format, '--no-color', '.mcp.json', 'linked/.mcp.json'], repo);
      expect(run.stdout + run.stderr, format).not.toMatch(/root:x|synthetic-passwd/);
      expect(run.code, format).toBe(0);
    }
    const json = JSON.parse(runCli(['--format', 'json', '.mcp.json', 'linked/.mcp.json'], repo).stdout);
    expect(json.findings.map((f: { file: string; ruleId: string; level: string; message: string }) => [f.file, f.ruleId, f.level, f.message])).toEqual([
      ['.mcp.json', 'invalid-config', 'note', LINK_OUT],
      ['linked/.mcp.json', 'invalid-config', 'note', LINK_OUT],
    ]);
    // exactly as when discovery meets the same links
    const walked = JSON.parse(runCli(['--format', 'json', '--rule', 'invalid-config'], repo).stdout);
    expect(walked.findings.filter((f: { message: string }) => f.message === LINK_OUT).map((f: { file: string }) => f.file)).toEqual(['.mcp.json']);
  });

  it('--fix and --fix-dry-run leave the target as it was, and show none of it', async () => {
    const { repo, targets } = repository();
    const before = unchanged(targets);
    const fix = await runMain(['--fix', '--unsafe-fixes', '--registry', registry.url, '--format', 'json', '.mcp.json', 'linked/.mcp.json'], repo);
    expect(unchanged(targets)).toEqual(before);
    expect(fix.stderr).toBe('');
    expect(fix.stdout).not.toMatch(/root:x|synthetic-passwd/);
    const dry = await runMain(['--fix-dry-run', '--registry', registry.url, '.mcp.json', 'linked/.mcp.json'], repo);
    expect(dry.stdout + dry.stderr).not.toMatch(/root:x|synthetic-passwd/);
    expect(unchanged(targets)).toEqual(before);
  });

  it('a link that stays inside is read and fixed (its target gets the fix)', async () => {
    const { repo, targets } = repository();
    const before = unchanged(targets);
    const fix = await runMain(['--fix', '--registry', registry.url, '--rule', 'unpinned-package', '.cursor/mcp.json', '.mcp.json'], repo);
    expect(fix.stderr).toBe('fixed 1 problem in .cursor/mcp.json\n');
    expect(readFileSync(join(repo, 'real/mcp.json'), 'utf8')).toBe(PINNED);
    expect(unchanged(targets)).toEqual(before);
  });

  it('a file named outside the current directory on purpose is read where it leads', () => {
    const { outside, repo } = repository();
    const cwd = join(repo, 'real');
    const run = runCli(['--format', 'json', '--rule', 'unpinned-package', join(outside, 'folder/.mcp.json'), relative(cwd, join(outside, 'named/.cursor/mcp.json'))], cwd);
    expect(JSON.parse(run.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['unpinned-package', 'unpinned-package']);
  });
});
