/**
 * dist/bin/ is committed (the GitHub Action and the pre-commit hook run it as it is), so CI must catch a commit whose
 * dist/bin/ is not what its sources build: scripts/check-bundle.sh, which .ci/run runs, on a git copy of the working
 * tree, as built, and then with a source changed and dist/bin/ left alone.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWorktree, git, gitRepo, removeAll, ROOT, tempDir } from './helpers/worktree.js';

const dirs: string[] = [];
afterAll(() => removeAll(dirs));

const check = (cwd: string) => spawnSync('bash', ['scripts/check-bundle.sh'], { cwd, encoding: 'utf8', timeout: 120_000 });

describe('the committed-bundle check', () => {
  it('.ci/run runs it after npm ci', () => {
    const run = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(run.indexOf('bash scripts/check-bundle.sh')).toBeGreaterThan(run.indexOf('npm ci'));
  });

  it('passes on dist/bin/ as the sources build it, and fails once a source changes without a rebuild', () => {
    const parent = tempDir('bundle-check');
    dirs.push(parent);
    const dir = copyWorktree(join(parent, 'mcp-audit'));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    gitRepo(dir, { commit: true });
    const fresh = check(dir);
    expect(fresh.stderr).toBe('');
    expect(fresh.stdout).toContain('check-bundle: dist/bin/ is what the sources build');
    expect(fresh.status).toBe(0);

    const source = join(dir, 'src/fix/resolve.ts');
    const text = readFileSync(source, 'utf8');
    expect(text).toContain('the registry sent a malformed packument');
    writeFileSync(source, text.replaceAll('the registry sent a malformed packument', 'the registry sent a packument it should not have'));
    git(['commit', '-q', '--no-verify', '-am', 'change a source, not dist/bin/'], dir);
    const stale = check(dir);
    expect(stale.stderr).toContain('dist/bin/mcp-audit.cjs');
    expect(stale.stderr).toContain('check-bundle: the committed dist/bin/ is not what the sources build');
    expect(stale.status).toBe(1);
  }, 240_000);
});
