/**
 * What git leaves out, so that a scan judges what is committed: the `.gitignore` files of the repository (every
 * level, each relative to its own folder), and `.git/info/exclude`. Matching is the `ignore` package's (the one
 * ESLint and Prettier use), which follows gitignore(5), negations included.
 *
 * Only inside a git repository: outside one nothing is committed or left out, and a `.gitignore` means nothing to
 * git (ripgrep does the same). A scan root that git ignores was named on purpose: only its own files' patterns apply. A folder git leaves out is not entered, as git does not (a file in it cannot be
 * re-included). The user's global excludes file (core.excludesFile) is not read: it is the user's, not the
 * repository's, and a scan must judge the same tree on every machine.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ignore from 'ignore';
import { readOwnFile } from './own-files.js';

/** A `.gitignore` larger than this is not one anybody wrote; it is passed over. */
const MAX_GITIGNORE_BYTES = 1024 * 1024;

/** One ignore file's patterns and the folder they are relative to. */
type Ignore = ReturnType<typeof ignore>;

interface Level {
  dir: string;
  patterns: Ignore;
}

/** The ignore files in force in a folder, from the repository's top down to it. */
export type GitIgnores = readonly Level[];

/** The folder holding `.git` (a folder, or a file in a worktree) at or above `start`, if any. */
export function repositoryRoot(start: string): string | undefined {
  for (let dir = start; ; ) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function patternsOf(path: string, dir: string): Level | undefined {
  const read = readOwnFile(path, MAX_GITIGNORE_BYTES, { folder: dir, name: 'its folder' });
  if (!read.ok || !read.text.trim()) return undefined;
  return { dir, patterns: ignore({ allowRelativePaths: true, ignorecase: process.platform !== 'linux' }).add(read.text) };
}

/**
 * The ignore files in force at a scan root: `.git/info/exclude` and every `.gitignore` from the repository's top
 * down to the root's parent (the root's own is read when the walk lists it). None outside a repository.
 */
export function gitIgnoresAt(root: string): GitIgnores | undefined {
  const top = repositoryRoot(root);
  if (top === undefined) return undefined;
  const levels: Level[] = [];
  try {
    if (statSync(join(top, '.git')).isDirectory()) {
      const exclude = patternsOf(join(top, '.git', 'info', 'exclude'), join(top, '.git', 'info'));
      if (exclude) levels.push({ dir: top, patterns: exclude.patterns });
    }
  } catch {
    // .git vanished: no exclude file
  }
  const chain: string[] = [];
  for (let dir = dirname(root); root !== top && dir.length >= top.length; dir = dirname(dir)) {
    chain.unshift(dir);
    if (dir === top) break;
  }
  for (const dir of chain) {
    const level = patternsOf(join(dir, '.gitignore'), dir);
    if (level) levels.push(level);
  }
  // A folder named on the command line is scanned even when git ignores it (`mcp-audit build`), as a named file is:
  // the patterns above it would leave out all of it, so only its own .gitignore files count.
  return isGitIgnored(levels, root, true) ? [] : levels;
}

/** The levels in force inside `dir`, given those of its parent and whether `dir` holds a `.gitignore`. */
export function enterFolder(parent: GitIgnores, dir: string, hasGitignore: boolean): GitIgnores {
  if (!hasGitignore) return parent;
  const level = patternsOf(join(dir, '.gitignore'), dir);
  return level ? [...parent, level] : parent;
}

/** Whether git leaves `path` (a file, or a folder when `isDir`) out: the deepest level that decides wins. */
export function isGitIgnored(levels: GitIgnores, path: string, isDir: boolean): boolean {
  let ignored = false;
  for (const { dir, patterns } of levels) {
    const rel = relative(dir, path);
    if (!rel || rel.startsWith('..')) continue;
    const result = patterns.test((sep === '/' ? rel : rel.split(sep).join('/')) + (isDir ? '/' : ''));
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}
