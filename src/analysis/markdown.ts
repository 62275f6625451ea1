/**
 * The code of a Markdown text with offsets: fenced blocks (their content lines) and inline code spans (text between
 * backticks on one line, outside fences). Instruction files are prose the agent reads; what it is told to run sits
 * in code, so rules that look for commands (`shell-pipe-install`) read only these regions. A linear scan, line by
 * line: the text is the repository's.
 */
import { fenceOf } from '../model/markdown-fence.js';

export interface CodeRegion {
  start: number;
  end: number;
  fenced: boolean;
}

/** Inline code spans of one line (`start` is the line's offset): runs of backticks matched by an equal run. */
function spansOf(line: string, start: number, out: CodeRegion[]): void {
  let i = 0;
  while (i < line.length) {
    const open = line.indexOf('`', i);
    if (open < 0) return;
    let n = 0;
    while (line[open + n] === '`') n++;
    const ticks = '`'.repeat(n);
    let close = line.indexOf(ticks, open + n);
    // a longer run is not the closing one
    while (close >= 0 && line[close + n] === '`') close = line.indexOf(ticks, close + n + 1);
    if (close < 0) {
      i = open + n;
      continue;
    }
    out.push({ start: start + open + n, end: start + close, fenced: false });
    i = close + n;
  }
}

export function codeRegions(text: string): CodeRegion[] {
  const out: CodeRegion[] = [];
  let open: { char: string; length: number } | undefined;
  let blockStart = 0;
  let at = 0;
  while (at <= text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end).replace(/\r$/, '');
    const fence = fenceOf(line);
    if (open) {
      if (fence && fence.char === open.char && fence.length >= open.length && line.trim() === open.char.repeat(fence.length)) {
        out.push({ start: blockStart, end: Math.max(blockStart, at - 1), fenced: true });
        open = undefined;
      }
    } else if (fence) {
      open = fence;
      blockStart = end + 1;
    } else spansOf(line, at, out);
    if (nl < 0) break;
    at = nl + 1;
  }
  if (open && blockStart < text.length) out.push({ start: blockStart, end: text.length, fenced: true });
  return out;
}
