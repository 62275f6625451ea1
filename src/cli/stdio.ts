/**
 * The command's own output: written to file descriptors 1 and 2 directly. Node's process.stdout is a stream whose
 * construction loads `net` (for a pipe) or `tty`, some 2 ms of a small scan run from CI or a hook (both capture
 * output through a pipe). A scan writes its report once, at the end, so a synchronous write loses nothing; it is
 * also what Node itself does for pipes and files on Linux.
 */
import { fstatSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';

/** How long to wait before writing again to a pipe that is full (a non-blocking one answers EAGAIN). */
const FULL_PIPE_WAIT_MS = 1;
let waitCell: Int32Array | undefined;

/**
 * Writes all of `text`. A reader that stops early (`mcp-audit | head`) closes the pipe: that ends the output, it is
 * not an error, so EPIPE exits with the exit code already set.
 */
export function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
      if (code !== 'EAGAIN') throw error;
      Atomics.wait((waitCell ??= new Int32Array(new SharedArrayBuffer(4))), 0, 0, FULL_PIPE_WAIT_MS);
    }
  }
}

/**
 * Whether `fd` is a terminal. Only a character device can be one: pipes and files (CI, hooks, redirection) are told
 * apart by one fstat, and so is /dev/null (`> /dev/null`, a benchmark's runs); only another character device costs
 * loading `tty` (and `net` with it) to ask.
 */
export function isTerminal(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    if (!stat.isCharacterDevice() || stat.rdev === nullDevice()) return false;
  } catch {
    return false;
  }
  return (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd);
}

function nullDevice(): number | undefined {
  try {
    return statSync('/dev/null').rdev;
  } catch {
    return undefined;
  }
}
