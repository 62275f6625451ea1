/**
 * Hidden characters written as escapes in a config's strings: `"\u202e"` in JSON, `"\u202E"` and `"\U000E0041"` in
 * TOML basic strings, a surrogate pair `"\uDB40\uDC41"` (a tag character) in JSON, `"\u200b"` in a double-quoted YAML
 * scalar. The file shows visible text, but the host decodes the string and reads the character itself — and passes
 * it on to the server, or to a language model. Keys are decoded like values, so they count too.
 */
import type { Node } from 'jsonc-parser';
import { configStrings } from '../../src/analysis/config-values.js';
import { toStr, treeOf } from '../../src/hosts/json.js';
import { scanToml } from '../../src/hosts/toml-scan.js';
import { scanString } from '../../src/hosts/toml-string.js';
import { parseableText } from '../../src/model/source.js';
import type { ConfigFile, Path, Report, Str } from '../../src/model/types.js';
import { describeRun, hiddenRuns, why } from './chars.js';
import type { HiddenRun } from './chars.js';
import { lineFingerprints } from './lines.js';

/** A run of hidden characters spelled by adjacent escapes: `start`/`end` are the escapes' offsets in the source. */
export interface EscapedRun extends HiddenRun {
  /** the string (or key) that holds them */
  path: Path;
}

/** Every string and key of a JSON or JSONC file whose source spells a character with an escape. */
function jsonStrings(file: ConfigFile): Str[] {
  const root = treeOf(file.source);
  const { text } = file.source;
  const out: Str[] = [];
  const add = (node: Node, path: Path) => {
    const str = toStr(node, text, path);
    if (str.offsets) out.push(str);
  };
  const walk = (node: Node, path: Path) => {
    if (node.type === 'string') add(node, path);
    else if (node.type === 'array') (node.children ?? []).forEach((child, i) => walk(child, [...path, i]));
    else if (node.type === 'object') {
      for (const prop of node.children ?? []) {
        const [key, value] = prop.children ?? [];
        if (key?.type !== 'string') continue;
        const at = [...path, String(key.value)];
        add(key, at);
        if (value) walk(value, at);
      }
    }
  };
  if (root) walk(root, []);
  return out;
}

/** Every basic string and double-quoted key of a TOML file that holds an escape. */
function tomlStrings(file: ConfigFile): Str[] {
  const text = parseableText(file.source);
  const { nodes, tables } = scanToml(text);
  const out: Str[] = [];
  for (const node of nodes) {
    if (node.kind === 'string' && node.value !== undefined && node.offsets) {
      out.push({ value: node.value, span: node.span, path: node.path, quoteLength: node.quoteLength ?? 1, offsets: node.offsets });
    }
  }
  // a key is spelled once per table header or dotted key that names it
  const seen = new Set<number>();
  for (const entry of [...nodes, ...tables]) {
    const first = entry.path.length - entry.keySpans.length;
    entry.keySpans.forEach((span, j) => {
      if (text[span.start] !== '"' || seen.has(span.start)) return;
      seen.add(span.start);
      const key = scanString(text, span.start);
      if (key.offsets) out.push({ value: key.value, span: key.span, path: entry.path.slice(0, first + j + 1), quoteLength: 1, offsets: key.offsets });
    });
  }
  return out;
}

/** Runs of hidden characters that the file spells with escapes, in source order. */
export function escapedRuns(file: ConfigFile): EscapedRun[] {
  const { text } = file.source;
  // every escape starts with a backslash: most configs have none
  if (!text.includes('\\')) return [];
  const strings = file.syntax === 'toml' ? tomlStrings(file) : file.syntax === 'yaml' ? configStrings(file).filter((s) => s.offsets) : jsonStrings(file);
  const runs: EscapedRun[] = [];
  for (const { value, offsets, path } of strings) {
    if (!offsets) continue;
    // A leading space, so that a U+FEFF at the start of a value is not taken for a byte order mark.
    for (const run of hiddenRuns(` ${value}`)) {
      let current: EscapedRun | undefined;
      let i = run.start - 1;
      for (const cp of run.codePoints) {
        const size = cp > 0xffff ? 2 : 1;
        // A character written as itself is the text scan's; one the source spells with a backslash is an escape's.
        if (text[offsets[i]!] === '\\') {
          const end = Math.max(offsets[i + size]!, offsets[i]! + 1);
          if (current) {
            current.end = end;
            current.codePoints.push(cp);
          } else {
            current = { start: offsets[i]!, end, codePoints: [cp], path };
            runs.push(current);
          }
        } else {
          current = undefined;
        }
        i += size;
      }
    }
  }
  return runs.sort((a, b) => a.start - b.start);
}

/** One report per run of escaped hidden characters, pointing at the escapes; fixes are the caller's. */
export function escapedReports(file: ConfigFile): { run: EscapedRun; report: Report }[] {
  const lineOf = lineFingerprints(file.source, (line) => line.trim());
  return escapedRuns(file).map((run) => {
    const { level, text } = why(run.codePoints);
    const many = run.codePoints.length > 1;
    const line = lineOf(run.start);
    const report: Report = {
      message: `Hidden character${many ? 's' : ''} written as ${many ? 'escapes' : 'an escape'} in this config: ${describeRun(run.codePoints)}. `
        + `The file shows the escape, but the host decodes the string and reads the character itself. ${text}`,
      span: { start: run.start, end: run.end },
      path: run.path,
      level,
      fingerprintValue: `escaped\0${run.codePoints.map((cp) => cp.toString(16)).join(',')}\0${line}`,
    };
    return { run, report };
  });
}
