/**
 * `--output` and `--write-baseline` never write through a link the scanned repository controls (issue 15 §4): a
 * committed `report.sarif -> outside` or `reports -> /outside` is refused with one line and exit 2, and the file
 * outside is untouched. Through the built CLI, on temp trees whose "outside" is a sibling folder.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();
const CONFIG = JSON.stringify({ mcpServers: { a: { command: 'npx', args: ['-y', 'some-mcp'] } } });

/** A repository folder `repo/` with one config, and beside it `outside/victim` holding "precious". */
function layout() {
  const root = tree({ 'repo/.mcp.json': CONFIG, 'outside/victim': 'precious\n' });
  return { root, repo: join(root, 'repo'), outside: join(root, 'outside'), victim: join(root, 'outside', 'victim') };
}

describe('--output and --write-baseline', () => {
  it.each([
    ['--output', ['--format', 'json', '-o', 'report.json']],
    ['--write-baseline', ['--write-baseline', 'report.json']],
  ])('%s onto a symbolic link: refused, the link\'s target untouched', (flag, args) => {
    const { repo, victim } = layout();
    symlinkSync(victim, join(repo, 'report.json'));
    const run = runCli([...args, '.'], repo);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`mcp-audit: ${flag} report.json: is a symbolic link; mcp-audit does not write through one (remove it, or name the file it points to)\n`);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
  });

  it('into a folder that is a link out of the current directory: refused', () => {
    const { repo, outside } = layout();
    symlinkSync(outside, join(repo, 'reports'));
    const run = runCli(['--format', 'sarif', '-o', 'reports/r.sarif', '.'], repo);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-audit: --output reports\/r\.sarif: its folder is a symbolic link out of the current directory/);
    expect(readdirSync(outside)).toEqual(['victim']);
  });

  it('a path the user spells out (absolute, or with ..) is theirs to choose, links and all', () => {
    const { root, repo, outside } = layout();
    mkdirSync(join(root, 'real'));
    symlinkSync(join(root, 'real'), join(outside, 'linked'));
    const absolute = runCli(['--format', 'json', '-o', join(outside, 'linked', 'r.json'), '.'], repo);
    expect(absolute.code).toBe(1);
    expect(JSON.parse(readFileSync(join(root, 'real', 'r.json'), 'utf8')).findings.length).toBeGreaterThan(0);
    const dotted = runCli(['--write-baseline', '../outside/b.json', '.'], repo);
    expect(dotted.code).toBe(0);
    expect(JSON.parse(readFileSync(join(outside, 'b.json'), 'utf8')).version).toBe(2);
  });

  it('an ordinary target: its folders made, the file replaced whole, no temporary file left', () => {
    const { repo } = layout();
    writeFileSync(join(repo, 'old.json'), 'x'.repeat(100_000));
    expect(runCli(['--format', 'json', '-o', 'old.json', '.'], repo).code).toBe(1);
    expect(JSON.parse(readFileSync(join(repo, 'old.json'), 'utf8')).findings.length).toBeGreaterThan(0);
    expect(runCli(['--format', 'json', '-o', 'deep/er/r.json', '.'], repo).code).toBe(1);
    expect(existsSync(join(repo, 'deep', 'er', 'r.json'))).toBe(true);
    expect([...readdirSync(repo), ...readdirSync(join(repo, 'deep', 'er'))].filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('onto a folder: one line, exit 2', () => {
    const { repo } = layout();
    mkdirSync(join(repo, 'out'));
    const run = runCli(['--format', 'json', '-o', 'out', '.'], repo);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('mcp-audit: --output out is a directory: give the report a file name (e.g. out/mcp-audit.sarif)\n');
  });
});
