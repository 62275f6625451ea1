/**
 * Temporary files a killed `--fix` left behind. A write makes `.NAME.mcp-audit-PID-RANDOM.tmp` beside NAME and
 * renames it over NAME; a SIGKILL (or a power cut) between the two leaves it there, and nothing else would ever
 * remove it. The next `--fix` run removes such a file when, and only when:
 * - it sits beside a file of this scan and is named after it, in exactly our pattern (PID: digits, RANDOM: eight
 *   lower-case hex digits, as `tempPathFor` makes them);
 * - it is a regular file (a link or a folder of that name is not ours);
 * - no process with that PID is alive (ours included: a live PID may be a concurrent run still writing; a PID that
 *   was reused by an unrelated process keeps the file too, which costs only a stray file).
 */
import { lstatSync, readdirSync, realpathSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { TEMP_PREFIX, TEMP_SUFFIX } from './write.js';

const PID_AND_RANDOM = /^(\d{1,10})-[0-9a-f]{8}$/;

/** Whether a process with this id exists (EPERM: it does, and is someone else's). */
export function isLiveProcess(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return true; // 0 and negatives name process groups: never "dead"
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** The PID in a temporary file name made for `name`, or undefined if the name is not exactly one of ours. */
export function tempFilePid(entry: string, name: string): number | undefined {
  const prefix = TEMP_PREFIX(name);
  if (!entry.startsWith(prefix) || !entry.endsWith(TEMP_SUFFIX) || entry.length < prefix.length + TEMP_SUFFIX.length) return undefined;
  const match = PID_AND_RANDOM.exec(entry.slice(prefix.length, entry.length - TEMP_SUFFIX.length));
  return match ? Number(match[1]) : undefined;
}

/**
 * Removes the stale temporary files beside `files` (the scanned files' paths; links are followed to where a write
 * would go). Returns one message per file removed, with its path relative to `cwd`.
 */
export function removeStaleTempFiles(files: string[], cwd: string): string[] {
  const byFolder = new Map<string, Set<string>>();
  for (const file of files) {
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      continue;
    }
    const names = byFolder.get(dirname(real)) ?? new Set<string>();
    names.add(basename(real));
    byFolder.set(dirname(real), names);
  }
  const messages: string[] = [];
  for (const [folder, names] of byFolder) {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      continue;
    }
    for (const entry of entries) {
      const pid = [...names].map((name) => tempFilePid(entry, name)).find((p) => p !== undefined);
      if (pid === undefined || isLiveProcess(pid)) continue;
      const path = join(folder, entry);
      try {
        if (!lstatSync(path).isFile()) continue;
        unlinkSync(path);
      } catch {
        continue; // gone already, or not ours to remove: nothing to say
      }
      messages.push(`removed ${relative(cwd, path).split(sep).join('/')}, a temporary file left by an interrupted --fix (process ${pid})`);
    }
  }
  return messages;
}
