/**
 * What a hidden-unicode finding's fingerprint keeps of its line: its text, so that the fingerprint survives the line
 * moving but not the line changing. Worked out once per line, not once per run: a minified file is one line of up to
 * a megabyte with any number of runs, and cutting (and hashing) that line for each of them ran out of memory.
 */
import { createHash } from 'node:crypto';
import { lineText, positionAt } from '../../src/model/source.js';
import type { SourceText } from '../../src/model/types.js';

/** Lines longer than this (minified files) are represented by a hash of their text, not the text itself. */
const MAX_FINGERPRINT_LINE = 1000;

/** The fingerprint text of the line holding an offset: `clean(line)`, or its SHA-256 when that is long. */
export function lineFingerprints(source: SourceText, clean: (line: string) => string): (offset: number) => string {
  const lines = new Map<number, string>();
  return (offset) => {
    const n = positionAt(source, offset).line;
    let line = lines.get(n);
    if (line === undefined) {
      line = clean(lineText(source, n));
      if (line.length > MAX_FINGERPRINT_LINE) line = `sha256:${createHash('sha256').update(line).digest('hex')}`;
      lines.set(n, line);
    }
    return line;
  };
}
