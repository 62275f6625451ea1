/**
 * Where the tools lockfile lives and reading it from disk: the engine's I/O for the lockfile rules, and what
 * `mcp-audit probe` reads before it writes. Found like the review lockfile (src/skills/review-lock.ts): in a
 * repository, the nearest folder at or above the start that holds one, else the repository's top; outside a
 * repository, the start itself.
 */
import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { displayPath, hasConflictMarkers, lockfileDir } from '../discover/paths.js';
import { parseOwnJson, readOwnFile } from '../discover/own-files.js';
import type { ToolsLock } from '../model/types.js';
import { TOOLS_LOCK_NAME, parseToolsLock } from './lock.js';
import type { LockData } from './lock.js';

const MAX_LOCK_BYTES = 32 * 1024 * 1024;

export function toolsLockDir(start: string): string {
  return lockfileDir(start, (dir) => existsSync(join(dir, TOOLS_LOCK_NAME)));
}

export interface LoadedToolsLock {
  lock?: ToolsLock;
  data?: LockData;
  /** one line naming the file, when it exists but cannot be used */
  problem?: string;
  path: string;
  display: string;
}

/** The tools lockfile in `dir`; none there is `{}` with no problem (the lockfile rules then stay quiet). */
export function loadToolsLock(dir: string, cwd: string): LoadedToolsLock {
  const path = join(dir, TOOLS_LOCK_NAME);
  const display = displayPath(path, cwd);
  try {
    lstatSync(path);
  } catch {
    return { path, display };
  }
  const fail = (why: string): LoadedToolsLock => ({ path, display, problem: `${display}: ${why}` });
  const read = readOwnFile(path, MAX_LOCK_BYTES, { folder: dir, name: 'the folder that holds it' });
  if (!read.ok) return fail(read.message);
  if (hasConflictMarkers(read.text)) return fail('unresolved merge conflict markers; run "mcp-audit probe --update" after reviewing');
  // parseOwnJson first: it has the clearer message for a BOM or a syntax error
  const json = parseOwnJson(read.text);
  if (!json.ok) return fail(`not valid JSON (${json.message})`);
  const parsed = parseToolsLock(path, display, read.text);
  if (typeof parsed === 'string') return fail(parsed);
  return { path, display, ...parsed };
}
