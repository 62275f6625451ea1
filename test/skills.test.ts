import { createHash } from 'node:crypto';
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifySkillFile } from '../src/skills/classify.js';
import { REVIEW_LOCK_NAME, formatReviewLock, loadReviewLock } from '../src/skills/review-lock.js';
import { MAX_SCRIPT_TEXT_BYTES, MAX_SKILL_FILE_BYTES, MAX_SKILL_TEXT_BYTES, hashContent, normaliseLineEndings, readSkill } from '../src/skills/skills.js';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const tree = tempTrees();

const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);
const PYC = Buffer.from([0x6f, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0, 1, 2, 3, 4]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const GZIP = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

describe('classifySkillFile', () => {
  const text = (s: string) => Buffer.from(s);
  const table: [string, number, Buffer | undefined, 'script' | 'binary' | undefined][] = [
    ['scripts/extract.py', 0o644, text('print(1)\n'), 'script'],
    ['scripts/run', 0o644, text('echo hi\n'), 'script'],
    ['scripts/config.json', 0o644, text('{}'), 'script'],
    ['scripts/README.md', 0o644, text('# how to run\n'), undefined],
    ['scripts/notes.txt', 0o644, text('notes\n'), undefined],
    ['scripts/.gitkeep', 0o644, text(''), undefined],
    ['scripts/diagram.png', 0o644, PNG, undefined],
    ['scripts/README.md', 0o755, text('# executable markdown\n'), 'script'],
    ['bin/tool', 0o644, text('x'), 'script'],
    ['tools/build.sh', 0o644, text('make\n'), 'script'],
    ['assets/helper.js', 0o644, text('1'), 'script'],
    ['assets/run', 0o755, text('echo\n'), 'script'],
    ['examples/demo', 0o644, text('#!/usr/bin/env python3\nprint(1)\n'), 'script'],
    ['analyze.R', 0o644, text('x <- 1\n'), 'script'],
    ['Makefile', 0o644, text('all:\n'), 'script'],
    ['scripts/__pycache__/extract.cpython-312.pyc', 0o644, PYC, 'binary'],
    ['vendor/tool.tar.gz', 0o644, GZIP, 'binary'],
    ['assets/bundle.tgz', 0o644, GZIP, 'binary'],
    ['assets/icon.png', 0o644, PNG, undefined],
    ['assets/icon.png', 0o644, ELF, 'binary'],
    ['assets/blob', 0o644, Buffer.from([1, 0, 2, 0]), 'binary'],
    ['assets/payload', 0o644, GZIP, 'binary'],
    ['scripts/tool', 0o755, ELF, 'binary'],
    ['scripts/data', 0o644, Buffer.from([0x41, 0, 0x42]), 'binary'],
    ['references/REFERENCE.md', 0o644, text('# ref\n'), undefined],
    ['assets/template.yaml', 0o644, text('a: 1\n'), undefined],
    ['data/schema.json', 0o644, text('{}'), undefined],
    ['LICENSE.txt', 0o644, text('MIT'), undefined],
    ['.DS_Store', 0o644, Buffer.from([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31]), undefined],
    ['model.bin', 0o644, undefined, 'binary'],
    ['scripts/setup.ps1', 0o644, Buffer.from('\ufeffWrite-Host hi\r\n', 'utf16le'), 'script'],
    ['references/MZ.md', 0o644, text('MZ is a company\n'), undefined],
    ['assets/payload.dat', 0o644, Buffer.concat([text('MZ'), Buffer.alloc(60)]), 'binary'],
    ['assets/notes.dat', 0o644, text('BZh is not bzip2 here\n'), undefined],
    ['assets/data.bz', 0o644, Buffer.from('BZh91AY&SY\x00\x01', 'latin1'), 'binary'],
    ['scripts/x.py', 0o644, undefined, 'script'],
    ['assets/unknown', 0o644, undefined, undefined],
  ];
  it.each(table)('%s (mode %o)', (rel, mode, head, want) => {
    expect(classifySkillFile(rel, mode, head)).toBe(want);
  });
});

describe('hashing', () => {
  it('turns CRLF into LF for text and keeps lone CRs', () => {
    expect(normaliseLineEndings(Buffer.from('a\r\nb\rc\r\n')).toString()).toBe('a\nb\rc\n');
    expect(normaliseLineEndings(Buffer.from('\r\n\r\n')).toString()).toBe('\n\n');
    expect(normaliseLineEndings(Buffer.from('no breaks')).toString()).toBe('no breaks');
    expect(hashContent(Buffer.from('x\r\ny\r\n'), 'script')).toBe(sha('x\ny\n'));
  });
  it('hashes binaries as they are', () => {
    expect(hashContent(Buffer.from('x\r\n'), 'binary')).toBe(sha('x\r\n'));
  });
});

describe('readSkill', () => {
  it('reads the manifest and lists scripts and binaries with hashes', () => {
    const root = tree({
      '.claude/skills/pdf/SKILL.md': '---\nname: pdf\ndescription: d\n---\nRun scripts/extract.py\n',
      '.claude/skills/pdf/scripts/extract.py': 'print(1)\r\n',
      '.claude/skills/pdf/scripts/README.md': '# scripts\n',
      '.claude/skills/pdf/scripts/__pycache__/extract.cpython-312.pyc': PYC,
      '.claude/skills/pdf/references/FORMS.md': '# forms\n',
      '.claude/skills/pdf/assets/logo.png': PNG,
      '.claude/skills/pdf/run': { content: 'echo hi\n', mode: 0o755 },
    });
    const dir = join(root, '.claude/skills/pdf');
    const { skill, notices } = readSkill(dir, root, root);
    expect(notices).toEqual([]);
    expect(skill!.dir).toBe('.claude/skills/pdf');
    expect(skill!.manifest.display).toBe('.claude/skills/pdf/SKILL.md');
    expect(skill!.manifest.text).toContain('name: pdf');
    expect(skill!.manifestSha256).toBe(sha('---\nname: pdf\ndescription: d\n---\nRun scripts/extract.py\n'));
    expect(skill!.scripts).toEqual([
      { relPath: 'run', source: { path: join(dir, 'run'), display: '.claude/skills/pdf/run' }, sha256: sha('echo hi\n'), kind: 'script', text: 'echo hi\n' },
      {
        relPath: 'scripts/__pycache__/extract.cpython-312.pyc',
        source: { path: join(dir, 'scripts/__pycache__/extract.cpython-312.pyc'), display: '.claude/skills/pdf/scripts/__pycache__/extract.cpython-312.pyc' },
        sha256: sha(PYC),
        kind: 'binary',
      },
      { relPath: 'scripts/extract.py', source: { path: join(dir, 'scripts/extract.py'), display: '.claude/skills/pdf/scripts/extract.py' }, sha256: sha('print(1)\n'), kind: 'script', text: 'print(1)\r\n' },
    ]);
  });

  it('shows paths relative to cwd and the dir relative to the root', () => {
    const root = tree({ 'repo/skills/a/SKILL.md': 'x', 'repo/skills/a/scripts/s.sh': 'echo' });
    const { skill } = readSkill(join(root, 'repo/skills/a'), join(root, 'repo'), root);
    expect(skill!.dir).toBe('skills/a');
    expect(skill!.manifest.display).toBe('repo/skills/a/SKILL.md');
    expect(skill!.scripts[0]!.source.display).toBe('repo/skills/a/scripts/s.sh');
  });

  it('uses "." for a skill at the root', () => {
    const root = tree({ 'SKILL.md': 'x', 'scripts/s.sh': 'echo' });
    const { skill } = readSkill(root, root, root);
    expect(skill!.dir).toBe('.');
    expect(skill!.scripts.map((s) => s.relPath)).toEqual(['scripts/s.sh']);
  });

  it('does not descend into nested skills, VCS folders or node_modules', () => {
    const root = tree({
      'skills/outer/SKILL.md': 'outer',
      'skills/outer/scripts/a.sh': 'echo a',
      'skills/outer/inner/SKILL.md': 'inner',
      'skills/outer/inner/scripts/b.sh': 'echo b',
      'skills/outer/node_modules/dep/index.js': 'x',
      'skills/outer/.git/hooks/pre-commit': { content: 'x', mode: 0o755 },
    });
    const { skill } = readSkill(join(root, 'skills/outer'), root, root);
    expect(skill!.scripts.map((s) => s.relPath)).toEqual(['scripts/a.sh']);
  });

  it('follows a symlinked SKILL.md and symlinked scripts inside the root', () => {
    const root = tree({
      'shared/SKILL.md': 'shared manifest',
      'shared/tool.py': 'print(2)',
      'skills/a/SKILL.md': { symlink: '../../shared/SKILL.md' },
      'skills/a/scripts/tool.py': { symlink: '../../../shared/tool.py' },
    });
    const { skill, notices } = readSkill(join(root, 'skills/a'), root, root);
    expect(notices).toEqual([]);
    expect(skill!.manifest.text).toBe('shared manifest');
    expect(skill!.manifestSha256).toBe(sha('shared manifest'));
    expect(skill!.scripts).toEqual([
      { relPath: 'scripts/tool.py', source: { path: join(root, 'skills/a/scripts/tool.py'), display: 'skills/a/scripts/tool.py' }, sha256: sha('print(2)'), kind: 'script', text: 'print(2)' },
    ]);
  });

  it('does not follow links out of the scan root, but still lists a linked script, unhashed', () => {
    const outside = tree({ 'evil.sh': 'rm -rf ~' });
    const root = tree({
      'skills/a/SKILL.md': 'x',
      'skills/a/scripts/run.sh': { symlink: join(outside, 'evil.sh') },
      'skills/a/lib': { symlink: outside },
    });
    const { skill, notices } = readSkill(join(root, 'skills/a'), root, root);
    expect(skill!.scripts).toEqual([
      { relPath: 'scripts/run.sh', source: { path: join(root, 'skills/a/scripts/run.sh'), display: 'skills/a/scripts/run.sh' }, sha256: '', kind: 'script' },
    ]);
    expect(notices.map((n) => `${n.display}: ${n.message}`).sort()).toEqual([
      'skills/a/lib: symbolic link pointing outside the scan root; not followed',
      'skills/a/scripts/run.sh: symbolic link pointing outside the scan root; not followed',
    ]);
  });

  it('refuses a SKILL.md that links out of the scan root', () => {
    const outside = tree({ 'SKILL.md': 'x' });
    const root = tree({ 'skills/a/SKILL.md': { symlink: join(outside, 'SKILL.md') } });
    const { skill, notices } = readSkill(join(root, 'skills/a'), root, root);
    expect(skill).toBeUndefined();
    expect(notices).toMatchObject([{ display: 'skills/a/SKILL.md', message: 'symbolic link pointing outside the scan root; not followed' }]);
  });

  it('lists files above the size limit unhashed, with a note', () => {
    const root = tree({ 'skills/a/SKILL.md': 'x' });
    const big = join(root, 'skills/a/scripts/huge.sh');
    mkdirSync(join(root, 'skills/a/scripts'));
    writeFileSync(big, '');
    truncateSync(big, MAX_SKILL_FILE_BYTES + 1); // sparse: no 32 MiB of real writes
    const { skill, notices } = readSkill(join(root, 'skills/a'), root, root);
    expect(skill!.scripts).toMatchObject([{ relPath: 'scripts/huge.sh', sha256: '' }]);
    expect(notices).toMatchObject([{ display: 'skills/a/scripts/huge.sh', level: 'note', message: /over the 33554432-byte limit/ }]);
  });

  it('keeps the text of UTF-8 scripts up to 1 MiB, as on disk, and of nothing else', () => {
    const root = tree({
      'skills/a/SKILL.md': 'x',
      'skills/a/scripts/crlf.sh': 'echo a\r\n',
      'skills/a/scripts/big.sh': 'a'.repeat(MAX_SCRIPT_TEXT_BYTES + 1),
      'skills/a/scripts/latin1.sh': Buffer.from([0x65, 0x63, 0x68, 0x6f, 0x20, 0xe9, 0x0a]),
      'skills/a/scripts/tool.pyc': PYC,
    });
    const { skill } = readSkill(join(root, 'skills/a'), root, root);
    expect(Object.fromEntries(skill!.scripts.map((s) => [s.relPath, s.text]))).toEqual({
      'scripts/big.sh': undefined,
      'scripts/crlf.sh': 'echo a\r\n',
      'scripts/latin1.sh': undefined,
      'scripts/tool.pyc': undefined,
    });
  });

  it('stops keeping script text once the skill\'s budget is spent', () => {
    const count = Math.floor(MAX_SKILL_TEXT_BYTES / MAX_SCRIPT_TEXT_BYTES) + 1;
    const files: Record<string, FileSpec> = { 'skills/a/SKILL.md': 'x' };
    for (let i = 0; i < count; i++) files[`skills/a/scripts/s${String(i).padStart(2, '0')}.sh`] = 'a'.repeat(MAX_SCRIPT_TEXT_BYTES);
    const root = tree(files);
    const { skill } = readSkill(join(root, 'skills/a'), root, root);
    expect(skill!.scripts.filter((s) => s.text !== undefined)).toHaveLength(count - 1);
    expect(skill!.scripts.every((s) => s.sha256)).toBe(true);
  });
});

describe('loadReviewLock', () => {
  const h = 'a'.repeat(64);
  it('returns no lock and no problem when there is no file', () => {
    const root = tree({});
    expect(loadReviewLock(root)).toEqual({ path: join(root, REVIEW_LOCK_NAME), display: REVIEW_LOCK_NAME });
  });

  it('reads hashes without their prefix and the manifest under SKILL.md', () => {
    const root = tree({
      [REVIEW_LOCK_NAME]: JSON.stringify({ version: 1, skills: { 'skills/a': { 'SKILL.md': `sha256:${h.toUpperCase()}`, files: { 'scripts/x.py': `sha256:${h}` } } } }),
    });
    expect(loadReviewLock(root).lock).toEqual({ skills: { 'skills/a': { files: { 'SKILL.md': h, 'scripts/x.py': h } } } });
  });

  it('shows the display path relative to cwd when given', () => {
    const root = tree({ 'sub/x': '' });
    expect(loadReviewLock(join(root, 'sub'), root).display).toBe(`sub/${REVIEW_LOCK_NAME}`);
  });

  const bad: [string, string, RegExp][] = [
    ['not JSON', '{ "version": 1, ', /^\.mcp-audit-review\.json: not valid JSON \(/],
    ['an array', '[]', /: must hold a JSON object$/],
    ['no version', '{ "skills": {} }', /: missing "version"$/],
    ['a newer version', '{ "version": 2, "skills": {} }', /written by a newer mcp-audit \(version 2\)/],
    ['a string version', '{ "version": "1", "skills": {} }', /unsupported "version" "1"/],
    ['skills not an object', '{ "version": 1, "skills": [] }', /"skills" must be an object/],
    ['an entry not an object', '{ "version": 1, "skills": { "a": 1 } }', /skills\["a"\] must be an object/],
    ['a bad hash', '{ "version": 1, "skills": { "a": { "files": { "x.sh": "md5:00" } } } }', /skills\["a"\]\.files\["x\.sh"\] must be "sha256:" followed by 64 hex digits/],
    ['a bad hash under a folder path', '{ "version": 1, "skills": { ".claude/skills/pdf": { "files": { "run": "x" } } } }', /^[^:]+: skills\["\.claude\/skills\/pdf"\]\.files\["run"\] must be/],
    ['a bad manifest hash', '{ "version": 1, "skills": { "a": { "SKILL.md": 3, "files": {} } } }', /skills\["a"\]\["SKILL\.md"\] must be/],
    ['merge conflict markers', `{\n<<<<<<< HEAD\n  "version": 1\n=======\n  "version": 1\n>>>>>>> branch\n}\n`, /unresolved merge conflict markers/],
    ['UTF-16', '\ufffe', /UTF-16|not valid UTF-8/],
  ];
  it.each(bad)('reports %s as a one-line problem naming the file', (_name, text, want) => {
    const root = tree({ [REVIEW_LOCK_NAME]: _name === 'UTF-16' ? Buffer.from([0xff, 0xfe, 0x7b, 0]) : text });
    const got = loadReviewLock(root);
    expect(got.lock).toBeUndefined();
    expect(got.problem).toMatch(want);
    expect(got.problem).toMatch(/^\.mcp-audit-review\.json: /);
    expect(got.problem).not.toContain('\n');
  });
});

describe('formatReviewLock', () => {
  it('writes sorted maps with a fixed top-level order, 2-space indent and a final newline', () => {
    const a = '1'.repeat(64);
    const b = '2'.repeat(64);
    const text = formatReviewLock({
      skills: {
        'skills/z': { files: { 'SKILL.md': a } },
        'skills/a': { files: { 'scripts/b.sh': b, 'SKILL.md': a, '10.sh': a, '9.sh': b } },
      },
    });
    expect(text).toBe(`{
  "version": 1,
  "skills": {
    "skills/a": {
      "SKILL.md": "sha256:${a}",
      "files": {
        "10.sh": "sha256:${a}",
        "9.sh": "sha256:${b}",
        "scripts/b.sh": "sha256:${b}"
      }
    },
    "skills/z": {
      "SKILL.md": "sha256:${a}",
      "files": {}
    }
  }
}
`);
    expect(formatReviewLock({ skills: {} })).toBe('{\n  "version": 1,\n  "skills": {}\n}\n');
  });

  it('round-trips through loadReviewLock', () => {
    const lock = { skills: { 'a b/"c"': { files: { 'SKILL.md': 'f'.repeat(64), 'scripts/ü.py': '0'.repeat(64) } } } };
    const root = tree({ [REVIEW_LOCK_NAME]: formatReviewLock(lock) });
    expect(loadReviewLock(root).lock).toEqual(lock);
  });
});
