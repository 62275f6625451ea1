import { execFileSync } from 'node:child_process';

/** Node has no mkfifo; the coreutils one is on every POSIX machine this suite runs on. */
export function mkfifoSync(path: string): void {
  execFileSync('mkfifo', [path]);
}
