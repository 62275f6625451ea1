/**
 * A GitHub Actions log obeys workflow commands in what a step prints: a line that starts, after blanks, with
 * `::add-mask::`, `::set-output …` or `::stop-commands::`, and a `##[command]` anywhere in a line (the runner's older
 * syntax). The text report and a dry-run diff quote the scanned files, so a hostile config could drive the job
 * through them. There they are framed by `::stop-commands::TOKEN` and `::TOKEN::`, which the runner treats as "no
 * command until TOKEN": a token of random bytes, so no file can hold it. The GitHub format, whose annotations are
 * commands, escapes what it quotes instead; JSON and SARIF are left as they are, for the programs that read them.
 */
import { randomBytes } from 'node:crypto';
import type { Io } from './io.js';

/** `text` as printed to stdout: framed when the run is a GitHub Actions step. */
export function framedForCiLog(text: string, io: Pick<Io, 'env'>): string {
  if (io.env.GITHUB_ACTIONS !== 'true' || !text) return text;
  const token = randomBytes(16).toString('hex');
  return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}
