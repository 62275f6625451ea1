/**
 * Helpers for the packaging tests (npm pack, pre-commit, GitHub Action): copies of this repository's working tree,
 * throw-away git repositories, README snippets and YAML read with the system's PyYAML.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/** A fresh temporary directory (its real path: pre-commit and npm compare paths). */
export function tempDir(prefix: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), `mcp-audit-${prefix}-`)));
}

/** The files a commit of the current working tree would hold: tracked and untracked-but-not-ignored ones. */
export function worktreeFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const files = [...new Set(out.split('\0').filter(Boolean))];
  // A tracked file deleted from the working tree is listed too; so is a submodule or a symlink to a folder.
  return files.filter((f) => existsSync(join(ROOT, f)) && !lstatSync(join(ROOT, f)).isDirectory()).sort();
}

/** Copies the working tree (as `git add -A` would see it) into `dest`, which is created. */
export function copyWorktree(dest: string): string {
  mkdirSync(dest, { recursive: true });
  for (const file of worktreeFiles()) {
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dest, file), { verbatimSymlinks: true });
  }
  return dest;
}

export const GIT_ENV = {
  GIT_AUTHOR_NAME: 'mcp-audit tests',
  GIT_AUTHOR_EMAIL: 'tests@mcp-audit.invalid',
  GIT_COMMITTER_NAME: 'mcp-audit tests',
  GIT_COMMITTER_EMAIL: 'tests@mcp-audit.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(args: string[], cwd: string): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ENV },
  }).trim();
}

/** `git init` + add everything (+ commit when asked); returns the HEAD commit or ''. */
export function gitRepo(dir: string, options: { commit: boolean }): string {
  git(['init', '-q'], dir);
  git(['add', '-A'], dir);
  if (!options.commit) return '';
  git(['commit', '-q', '--no-verify', '-m', 'snapshot'], dir);
  return git(['rev-parse', 'HEAD'], dir);
}

/** Copies `fixtures/<name>` into a new temporary directory (or into `dest`). */
export function copyFixture(name: string, dest = tempDir('fixture')): string {
  cpSync(join(ROOT, 'fixtures', name), dest, { recursive: true });
  return dest;
}

/**
 * The fenced code block of README.md between `<!-- snippet:NAME -->` and `<!-- /snippet:NAME -->`, exactly as a
 * reader would copy it.
 */
export function readmeSnippet(name: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const open = `<!-- snippet:${name} -->`;
  const close = `<!-- /snippet:${name} -->`;
  const start = readme.indexOf(open);
  const end = readme.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error(`README.md has no snippet "${name}"`);
  const block = /^```[\w-]*\n([\s\S]*?)^```\s*$/m.exec(readme.slice(start + open.length, end));
  if (!block) throw new Error(`snippet "${name}" holds no fenced code block`);
  return block[1]!;
}

/** The non-empty, non-comment lines of a shell snippet. */
export function commandLines(snippet: string): string[] {
  return snippet.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
}

/** The Python that runs pre-commit (it has PyYAML, a pre-commit dependency); else python3. */
function python(): string {
  const which = spawnSync('sh', ['-c', 'command -v pre-commit'], { encoding: 'utf8' });
  const path = which.stdout.trim();
  if (which.status === 0 && path) {
    const first = readFileSync(path, 'utf8').split('\n', 1)[0]!;
    if (first.startsWith('#!') && !first.includes(' ')) return first.slice(2);
  }
  return 'python3';
}

/** Parses YAML with PyYAML's safe loader (the parser pre-commit itself uses). */
export function parseYaml(text: string): unknown {
  const out = execFileSync(python(), ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], {
    input: text,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

export function removeAll(dirs: string[]): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
