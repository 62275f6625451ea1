/** Paths into a config (`['mcpServers', 'db', 'args', 2]`): how one is written, and what it leads to in parsed data. */
import type { Path } from './types.js';

/** `mcpServers.db.args[2]`: the semantic address of a value, stable when lines move. */
export function formatPath(path: Path): string {
  return path
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : /^[A-Za-z_$][\w$-]*$/.test(seg) ? `${i ? '.' : ''}${seg}` : `[${JSON.stringify(seg)}]`))
    .join('');
}

/** The value at `path` in a file's parsed data, or undefined where the path leads nowhere (own properties only). */
export function dataAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const seg of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, seg)) return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}
