/** A Markdown fence line (up to three spaces, then three or more backticks or tildes): its character and length. */
export function fenceOf(line: string): { char: string; length: number } | undefined {
  let i = 0;
  while (i < 3 && line[i] === ' ') i++;
  const char = line[i];
  if (char !== '`' && char !== '~') return undefined;
  let n = 0;
  while (line[i + n] === char) n++;
  return n >= 3 ? { char, length: n } : undefined;
}
