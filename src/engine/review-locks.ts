/** The review lockfiles a scan reads, and the scripts in the repository that a config's commands run. */
import { discover } from '../discover/discover.js';
import { isInside } from '../discover/paths.js';
import { loadReviewLock, reviewLockDir } from '../skills/review-lock.js';
import type { ConfigFile, ReviewLock } from '../model/types.js';
import { findCommandScripts } from './command-scripts.js';
import type { ScanOptions } from './engine.js';

/**
 * The review lockfile of each scan root, read once: skills and the scripts hooks run are looked up in it. A config
 * whose commands run scripts in the repository gets those scripts found and hashed (`commandScripts`), so that they
 * are held for review like a skill's.
 */
export function reviewLocks(found: ReturnType<typeof discover>, options: ScanOptions) {
  const locks = new Map<string, { dir: string; lock: ReviewLock | undefined }>();
  const lockFor = (root: string) => {
    if (!locks.has(root)) {
      const lockDir = reviewLockDir(root, options.base);
      const lock = loadReviewLock(lockDir, options.cwd, options.base);
      if (lock.problem) found.notices.push({ path: lock.path, display: lock.display, message: lock.problem, level: 'error' });
      locks.set(root, { dir: lockDir, lock: lock.lock });
    }
    return locks.get(root)!;
  };
  const rootOf = (path: string) => found.roots.filter((r) => isInside(path, r)).sort((a, b) => b.length - a.length)[0] ?? options.cwd;
  const lockForConfig = (file: ConfigFile): ReviewLock | undefined => {
    if ((!file.commands?.length && !file.runsAs) || file.source.display.startsWith('~/')) return undefined;
    const { dir, lock } = lockFor(rootOf(file.source.path));
    const scripts = findCommandScripts(file, dir, found.roots.length ? found.roots : [options.cwd], options.cwd);
    if (scripts.length) file.commandScripts = scripts;
    return lock;
  };
  return { lockFor, lockForConfig };
}
