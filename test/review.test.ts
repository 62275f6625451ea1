import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, chmodSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../src/discover/discover.js';
import { review } from '../src/skills/review.js';
import { REVIEW_LOCK_NAME, loadReviewLock, reviewLockDir } from '../src/skills/review-lock.js';
import { scan } from '../src/engine/engine.js';
import { unreviewedSkillScript } from '../rules/unreviewed-skill-script.js';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const tree = tempTrees();
const sha = (s: string | Buffer) => `sha256:${createHash('sha256').update(s).digest('hex')}`;
const readLock = (cwd: string) => JSON.parse(readFileSync(join(cwd, REVIEW_LOCK_NAME), 'utf8'));

const PYC = Buffer.from([0x6f, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0]);

describe('review', () => {
  it('records every skill found, with SKILL.md and each script or binary', () => {
    const cwd = tree({
      '.claude/skills/pdf/SKILL.md': 'pdf',
      '.claude/skills/pdf/scripts/extract.py': 'print(1)\r\n',
      '.claude/skills/pdf/scripts/__pycache__/extract.pyc': PYC,
      '.claude/skills/pdf/references/FORMS.md': '# forms',
      '.agents/skills/docs/SKILL.md': 'docs',
      'node_modules/x/SKILL.md': 'vendored',
    });
    const result = review([], cwd);
    expect(result.lockPath).toBe(join(cwd, REVIEW_LOCK_NAME));
    expect(result.recorded).toEqual([
      { dir: '.agents/skills/docs', files: 0 },
      { dir: '.claude/skills/pdf', files: 2 },
    ]);
    expect(result.notices).toEqual([]);
    const text = readFileSync(result.lockPath, 'utf8');
    expect(text).toBe(`{
  "version": 1,
  "skills": {
    ".agents/skills/docs": {
      "SKILL.md": "${sha('docs')}",
      "files": {}
    },
    ".claude/skills/pdf": {
      "SKILL.md": "${sha('pdf')}",
      "files": {
        "scripts/__pycache__/extract.pyc": "${sha(PYC)}",
        "scripts/extract.py": "${sha('print(1)\n')}"
      }
    }
  }
}
`);
    // Nothing else left behind (the temp file was renamed).
    expect(readdirSync(cwd).sort()).toEqual(['.agents', '.claude', REVIEW_LOCK_NAME, 'node_modules']);
  });

  it('is idempotent', () => {
    const cwd = tree({ 'skills/a/SKILL.md': 'a', 'skills/a/scripts/x.sh': 'echo' });
    review([], cwd);
    const first = readFileSync(join(cwd, REVIEW_LOCK_NAME), 'utf8');
    review([], cwd);
    expect(readFileSync(join(cwd, REVIEW_LOCK_NAME), 'utf8')).toBe(first);
  });

  it('with dirs, updates only the named skills', () => {
    const cwd = tree({
      'skills/a/SKILL.md': 'a',
      'skills/a/scripts/x.sh': 'echo a',
      'skills/b/SKILL.md': 'b',
      'skills/b/scripts/y.sh': 'echo b',
    });
    review([], cwd);
    writeFileSync(join(cwd, 'skills/a/scripts/x.sh'), 'echo a2');
    writeFileSync(join(cwd, 'skills/b/scripts/y.sh'), 'echo b2');
    const result = review(['skills/a'], cwd);
    expect(result.recorded).toEqual([{ dir: 'skills/a', files: 1 }]);
    const lock = readLock(cwd);
    expect(lock.skills['skills/a'].files['scripts/x.sh']).toBe(sha('echo a2'));
    expect(lock.skills['skills/b'].files['scripts/y.sh']).toBe(sha('echo b'));
  });

  it('accepts a path to SKILL.md and a trailing slash', () => {
    const cwd = tree({ 'skills/a/SKILL.md': 'a', 'skills/b/SKILL.md': 'b' });
    expect(review(['skills/a/SKILL.md', 'skills/b/'], cwd).recorded.map((r) => r.dir)).toEqual(['skills/a', 'skills/b']);
  });

  it('drops files and skills that no longer exist, even when not named', () => {
    const cwd = tree({
      'skills/a/SKILL.md': 'a',
      'skills/a/scripts/x.sh': 'echo',
      'skills/a/scripts/gone.sh': 'echo',
      'skills/b/SKILL.md': 'b',
      'skills/c/SKILL.md': 'c',
    });
    review([], cwd);
    unlinkSync(join(cwd, 'skills/a/scripts/gone.sh'));
    rmSync(join(cwd, 'skills/c'), { recursive: true });
    review(['skills/b'], cwd);
    const lock = readLock(cwd);
    expect(Object.keys(lock.skills)).toEqual(['skills/a', 'skills/b']);
    expect(Object.keys(lock.skills['skills/a'].files)).toEqual(['scripts/x.sh']);
  });

  it('records the root skill as "."', () => {
    const cwd = tree({ 'SKILL.md': 'root', 'scripts/run.sh': 'echo' });
    expect(review([], cwd).recorded).toEqual([{ dir: '.', files: 1 }]);
    expect(Object.keys(readLock(cwd).skills)).toEqual(['.']);
  });

  it('does not record a file it could not hash, and says so', () => {
    const outside = tree({ 'evil.sh': 'x' });
    const cwd = tree({ 'skills/a/SKILL.md': 'a', 'skills/a/scripts/run.sh': { symlink: join(outside, 'evil.sh') } });
    const result = review([], cwd);
    expect(result.recorded).toEqual([{ dir: 'skills/a', files: 0 }]);
    expect(result.notices).toMatchObject([{ display: 'skills/a/scripts/run.sh', message: /outside the scan root/ }]);
    expect(readLock(cwd).skills['skills/a'].files).toEqual({});
  });

  it('keeps the mode of an existing lockfile', () => {
    const cwd = tree({ 'skills/a/SKILL.md': 'a' });
    review([], cwd);
    chmodSync(join(cwd, REVIEW_LOCK_NAME), 0o600);
    review([], cwd);
    expect(statSync(join(cwd, REVIEW_LOCK_NAME)).mode & 0o777).toBe(0o600);
  });

  it('writes a lockfile that loadReviewLock reads back', () => {
    const cwd = tree({ 'skills/a/SKILL.md': 'a', 'skills/a/run': { content: 'echo', mode: 0o755 } });
    review([], cwd);
    const loaded = loadReviewLock(cwd);
    expect(loaded.problem).toBeUndefined();
    expect(Object.keys(loaded.lock!.skills['skills/a']!.files)).toEqual(['SKILL.md', 'run']);
  });

  const usage: [string, Record<string, FileSpec>, string[], RegExp][] = [
    ['a folder without SKILL.md', { 'skills/a/x.txt': '' }, ['skills/a'], /^skills\/a is not a skill folder \(it holds no SKILL\.md\)$/],
    ['a missing path', { 'x': '' }, ['nope'], /^no such file or directory: nope$/],
    ['a plain file', { 'notes.txt': '' }, ['notes.txt'], /^notes\.txt is not a skill folder/],
    ['a folder outside cwd', { 'x': '' }, ['..'], /must be inside the current directory/],
  ];
  it.each(usage)('refuses %s with a usage error', (_name, files, args, want) => {
    const cwd = tree(files);
    let error: unknown;
    try {
      review(args, cwd);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(want);
    expect(() => statSync(join(cwd, REVIEW_LOCK_NAME))).toThrow();
  });

  describe('run in a subfolder, writes the lockfile a scan reads', () => {
    const script = (cwd: string) => scan({ paths: ['.'], cwd, rules: [unreviewedSkillScript] }).findings.map((f) => `${f.file}: ${f.message.split(':')[0]}`);

    it('the repository root (the folder with .git) when no lockfile exists yet', () => {
      const root = tree({ '.git/HEAD': 'ref: refs/heads/main\n', 'skills/other/SKILL.md': 'o', 'skills/other/run.sh': { content: 'echo', mode: 0o755 } });
      expect(script(root)).toEqual(['skills/other/SKILL.md: Skill not reviewed']);
      const result = review(['other'], join(root, 'skills'));
      expect(result.lockPath).toBe(join(root, REVIEW_LOCK_NAME));
      expect(result.lockDisplay).toBe(`../${REVIEW_LOCK_NAME}`);
      expect(result.recorded).toEqual([{ dir: 'other', files: 1 }]);
      expect(existsSync(join(root, 'skills', REVIEW_LOCK_NAME))).toBe(false);
      // named relative to the lockfile's folder, as the scan looks them up
      expect(Object.keys(readLock(root).skills)).toEqual(['skills/other']);
      expect(script(root)).toEqual([]);
      expect(script(join(root, 'skills'))).toEqual([]);
    });

    it('the nearest lockfile at or above the current folder, below the repository root', () => {
      const root = tree({
        '.git/HEAD': '',
        [`skills/${REVIEW_LOCK_NAME}`]: '{ "version": 1, "skills": {} }\n',
        'skills/team/a/SKILL.md': 'a', 'skills/team/a/run.sh': { content: 'echo', mode: 0o755 },
      });
      const result = review([], join(root, 'skills', 'team'));
      expect(result.lockPath).toBe(join(root, 'skills', REVIEW_LOCK_NAME));
      expect(result.recorded).toEqual([{ dir: 'a', files: 1 }]);
      expect(Object.keys(readLock(join(root, 'skills')).skills)).toEqual(['team/a']);
      expect(existsSync(join(root, 'skills', 'team', REVIEW_LOCK_NAME))).toBe(false);
      expect(existsSync(join(root, REVIEW_LOCK_NAME))).toBe(false);
      // a scan of skills/ reads that lockfile
      expect(script(join(root, 'skills'))).toEqual([]);
    });

    it('keeps other folders’ entries, resolved against the lockfile’s folder, and accepts skills beside the current folder', () => {
      const root = tree({
        '.git/HEAD': '',
        'tools/a/SKILL.md': 'a', 'tools/a/run.sh': { content: 'echo a', mode: 0o755 },
        'skills/b/SKILL.md': 'b', 'skills/b/run.sh': { content: 'echo b', mode: 0o755 },
      });
      review([], root);
      expect(Object.keys(readLock(root).skills)).toEqual(['skills/b', 'tools/a']);
      writeFileSync(join(root, 'tools/a/run.sh'), 'echo a2');
      writeFileSync(join(root, 'skills/b/run.sh'), 'echo b2');
      const result = review(['../tools/a'], join(root, 'skills'));
      expect(result.recorded).toEqual([{ dir: '../tools/a', files: 1 }]);
      const lock = readLock(root);
      expect(Object.keys(lock.skills)).toEqual(['skills/b', 'tools/a']);
      expect(lock.skills['tools/a'].files['run.sh']).toBe(sha('echo a2'));
      expect(lock.skills['skills/b'].files['run.sh']).toBe(sha('echo b'));
      review([], join(root, 'skills'));
      expect(readLock(root).skills['skills/b'].files['run.sh']).toBe(sha('echo b2'));
      expect(Object.keys(readLock(root).skills)).toEqual(['skills/b', 'tools/a']);
      expect(script(root)).toEqual([]);
      // outside the lockfile's folder (the repository) is still refused
      expect(() => review(['../..'], join(root, 'skills'))).toThrow(/must be inside/);
    });

    it('outside a repository, a lockfile in a parent folder is not trusted', () => {
      const root = tree({ 'proj/skills/a/SKILL.md': 'a', 'proj/skills/a/run.sh': { content: 'echo a', mode: 0o755 } });
      review(['proj/skills/a'], root);
      expect(existsSync(join(root, REVIEW_LOCK_NAME))).toBe(true);
      expect(reviewLockDir(join(root, 'proj'))).toBe(join(root, 'proj'));
      expect(script(join(root, 'proj')).length).toBe(1);
      expect(script(root)).toEqual([]);
    });

    it('the current folder outside a repository with no lockfile above', () => {
      const root = tree({ 'skills/a/SKILL.md': 'a' });
      expect(review([], join(root, 'skills')).lockPath).toBe(join(root, 'skills', REVIEW_LOCK_NAME));
      expect(reviewLockDir(join(root, 'skills'))).toBe(join(root, 'skills'));
    });
  });

  it('refuses to overwrite a malformed lockfile', () => {
    const cwd = tree({ 'skills/a/SKILL.md': 'a', [REVIEW_LOCK_NAME]: '{ "version": 1,' });
    expect(() => review([], cwd)).toThrow(UsageError);
    expect(() => review([], cwd)).toThrow(/^\.mcp-audit-review\.json: not valid JSON .*; fix or delete it, then run "mcp-audit review" again$/);
    expect(readFileSync(join(cwd, REVIEW_LOCK_NAME), 'utf8')).toBe('{ "version": 1,');
  });
});

describe('review: the scripts hooks run', () => {
  const hash = 'a'.repeat(64);
  it('records them with no dirs, keeps them (minus deleted files) when dirs are named, and reads them back', () => {
    const cwd = tree({ 'skills/a/SKILL.md': 'a', '.claude/hooks/x.sh': 'echo\n', '.claude/hooks/y.sh': 'echo\n' });
    review([], cwd, [{ relPath: '.claude/hooks/x.sh', sha256: hash }, { relPath: '.claude/hooks/y.sh', sha256: hash }, { relPath: 'gone.sh' }]);
    expect(readLock(cwd).scripts).toEqual({ '.claude/hooks/x.sh': `sha256:${hash}`, '.claude/hooks/y.sh': `sha256:${hash}` });
    unlinkSync(join(cwd, '.claude/hooks/y.sh'));
    review(['skills/a'], cwd, []);
    expect(readLock(cwd).scripts).toEqual({ '.claude/hooks/x.sh': `sha256:${hash}` });
    expect(loadReviewLock(cwd).lock!.scripts).toEqual({ '.claude/hooks/x.sh': hash });
  });

  it('a lockfile without scripts reads and writes as before', () => {
    const cwd = tree({ 'skills/a/SKILL.md': 'a' });
    review([], cwd);
    expect(Object.keys(readLock(cwd))).toEqual(['version', 'skills']);
  });

  it('a malformed scripts entry is a problem with the lockfile, named', () => {
    const cwd = tree({ [REVIEW_LOCK_NAME]: JSON.stringify({ version: 1, skills: {}, scripts: { 'x.sh': 'md5:1' } }) });
    expect(loadReviewLock(cwd).problem).toBe('.mcp-audit-review.json: scripts["x.sh"] must be "sha256:" followed by 64 hex digits');
  });
});
