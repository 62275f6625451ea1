/**
 * `--fix` writes the file it scanned and keeps what makes it that file: a config swapped for a link out of the
 * repository (or for another file) while the registry is asked is refused, not written through; set-id mode bits and
 * the owner survive; a file with several hard links is refused; temporary files a killed run left behind are removed
 * on the next run, and only those. `main()` in-process with real files and a local registry on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import {
  chownSync, existsSync, linkSync, lstatSync, mkdirSync, readFileSync, readlinkSync, readdirSync, renameSync, statSync, symlinkSync,
  unlinkSync, writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { isLiveProcess } from '../src/fix/stale-temp.js';
import { testRegistries } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const registryWith = testRegistries();
const tree = tempTrees();

async function fix(dir: string, registry: TestRegistry, args: string[] = ['--fix']) {
  let stdout = '';
  let stderr = '';
  const format = args.includes('--fix-dry-run') ? [] : ['--format', 'json'];
  const code = await main([...args, '--registry', registry.url, '--rule', 'unpinned-package', ...format, 'repo'], {
    cwd: dir, env: {}, stdoutIsTty: false,
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  });
  return { code, stdout, stderr };
}

const angular = '{\n  "mcpServers": {\n    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] }\n  }\n}\n';
const pinned = angular.replace('@angular/cli@latest', '@angular/cli@20.3.4');

describe('a config swapped while --fix waits for the registry', () => {
  it('for a link out of the repository: refused, the outside file untouched, even with the same bytes', async () => {
    // The outside file holds exactly the scanned text: the content check alone would pass it.
    const dir = tree({ 'repo/.mcp.json': angular, 'outside/victim.json': angular });
    const config = join(dir, 'repo/.mcp.json');
    const victim = join(dir, 'outside/victim.json');
    const registry = await registryWith({
      beforeAnswer: () => {
        unlinkSync(config);
        symlinkSync(victim, config);
      },
    });
    const run = await fix(dir, registry);
    expect(registry.requests).toEqual(['@angular/cli']);
    expect(readFileSync(victim, 'utf8')).toBe(angular);
    expect(readlinkSync(config)).toBe(victim);
    expect(run.stderr).toContain('repo/.mcp.json: not fixed: the file was replaced on disk (its path now leads elsewhere, through a symbolic link); run the fix again; the file is unchanged\n');
    expect(run.stderr).not.toMatch(/^fixed/m);
    expect(readdirSync(join(dir, 'repo')).sort()).toEqual(['.mcp.json']);
    expect(readdirSync(join(dir, 'outside'))).toEqual(['victim.json']);
  });

  it('for another file with the same bytes: refused, the new file kept as it is', async () => {
    const dir = tree({ 'repo/.mcp.json': angular });
    const config = join(dir, 'repo/.mcp.json');
    let replacement = 0;
    const registry = await registryWith({
      beforeAnswer: () => {
        writeFileSync(`${config}.new`, angular);
        renameSync(`${config}.new`, config);
        replacement = statSync(config).ino;
      },
    });
    const run = await fix(dir, registry);
    expect(run.stderr).toContain('repo/.mcp.json: not fixed: the file was replaced on disk by another file; run the fix again; the file is unchanged\n');
    expect(readFileSync(config, 'utf8')).toBe(angular);
    expect(statSync(config).ino).toBe(replacement);
  });

  it('left alone, the same run writes the file (the check does not get in the way)', async () => {
    const dir = tree({ 'repo/.mcp.json': angular, 'repo/real/x.json': angular, 'repo/sub/.mcp.json': { symlink: '../real/x.json' } });
    const registry = await registryWith();
    const run = await fix(dir, registry);
    expect(run.stderr).toBe('fixed 1 problem in repo/.mcp.json\nfixed 1 problem in repo/sub/.mcp.json\n');
    expect(readFileSync(join(dir, 'repo/.mcp.json'), 'utf8')).toBe(pinned);
    // a link inside the repository stays a link; its target gets the new text
    expect(lstatSync(join(dir, 'repo/sub/.mcp.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'repo/real/x.json'), 'utf8')).toBe(pinned);
  });
});

describe('the file keeps its identity', () => {
  it('mode 4644 stays 4644', async () => {
    const dir = tree({ 'repo/.mcp.json': { content: angular, mode: 0o4644 } });
    const run = await fix(dir, await registryWith());
    expect(run.stderr).toBe('fixed 1 problem in repo/.mcp.json\n');
    expect(statSync(join(dir, 'repo/.mcp.json')).mode & 0o7777).toBe(0o4644);
  });

  const root = process.getuid?.() === 0;
  it.skipIf(!root)('as root: owner, group and set-id bits of another user\'s file stay as they were', async () => {
    const dir = tree({ 'repo/.mcp.json': angular });
    const config = join(dir, 'repo/.mcp.json');
    chownSync(config, 1234, 5678);
    // chmod after chown: chown clears set-id bits, which is the bug this guards against
    spawnSync('chmod', ['6664', config]);
    expect(statSync(config).mode & 0o7777).toBe(0o6664);
    const run = await fix(dir, await registryWith());
    expect(run.stderr).toBe('fixed 1 problem in repo/.mcp.json\n');
    const stat = statSync(config);
    expect([stat.uid, stat.gid, (stat.mode & 0o7777).toString(8)]).toEqual([1234, 5678, '6664']);
    expect(readFileSync(config, 'utf8')).toBe(pinned);
  });

  it('a file with two hard links is refused, both names unchanged and still one file', async () => {
    const dir = tree({ 'repo/.mcp.json': angular });
    const config = join(dir, 'repo/.mcp.json');
    linkSync(config, join(dir, 'repo/backup.json'));
    const registry = await registryWith();
    const run = await fix(dir, registry);
    expect(run.stderr).toBe('repo/.mcp.json: not fixed: it has 2 hard links, and replacing it would leave the other names with the old text; fix it by hand; the file is unchanged\n');
    // refused before the registry was asked
    expect(registry.requests).toEqual([]);
    expect(readFileSync(config, 'utf8')).toBe(angular);
    expect(statSync(config).nlink).toBe(2);
    expect(statSync(config).ino).toBe(statSync(join(dir, 'repo/backup.json')).ino);
    expect(JSON.parse(run.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['unpinned-package']);
    expect(run.code).toBe(1);
  });
});

describe('temporary files left by a killed --fix', () => {
  it('are removed by the next --fix when their process is gone, and nothing else is', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    expect(isLiveProcess(dead)).toBe(false);
    const live = process.pid;
    const temp = (name: string, pid: number | string, random = '0123abcd') => `.${name}.mcp-audit-${pid}-${random}.tmp`;
    const files: Record<string, FileSpec> = {
      'repo/.mcp.json': pinned,
      'repo/sub/.vscode/mcp.json': '{ "servers": {} }\n',
      [`repo/${temp('.mcp.json', dead)}`]: 'half',
      [`repo/sub/.vscode/${temp('mcp.json', dead, 'ffff0000')}`]: 'half',
      // kept: a live process (a concurrent run may be writing it), not named after a scanned file, not our pattern
      [`repo/${temp('.mcp.json', live)}`]: 'busy',
      [`repo/${temp('notes.txt', dead)}`]: 'not ours',
      [`repo/${temp('.mcp.json', dead, 'XYZ')}`]: 'not ours',
      [`repo/${temp('.mcp.json', dead)}.bak`]: 'not ours',
      [`repo/${temp('.mcp.json', 'abc')}`]: 'not ours',
    };
    const dir = tree(files);
    mkdirSync(join(dir, 'repo', temp('.mcp.json', dead, '89abcdef'))); // a folder of that name is not ours either
    const registry = await registryWith();
    const listing = () => [...readdirSync(join(dir, 'repo')), ...readdirSync(join(dir, 'repo/sub/.vscode')).map((f) => `sub/.vscode/${f}`)].sort();
    const planted = listing();

    // a dry run writes nothing, and removing is writing
    const dry = await fix(dir, registry, ['--fix-dry-run']);
    expect(dry.stderr).toBe('');
    expect(listing()).toEqual(planted);

    const run = await fix(dir, registry);
    expect(run.stderr.split('\n').filter(Boolean).sort()).toEqual([
      `removed repo/${temp('.mcp.json', dead)}, a temporary file left by an interrupted --fix (process ${dead})`,
      `removed repo/sub/.vscode/${temp('mcp.json', dead, 'ffff0000')}, a temporary file left by an interrupted --fix (process ${dead})`,
    ]);
    expect(listing()).toEqual(planted.filter((f) => f !== temp('.mcp.json', dead) && f !== `sub/.vscode/${temp('mcp.json', dead, 'ffff0000')}`));
    expect(existsSync(join(dir, 'repo', temp('.mcp.json', live)))).toBe(true);
    expect(run.code).toBe(0);
  });
});
