/**
 * @file hidden-unicode: characters a person reviewing the file cannot see, in a config, a SKILL.md or a skill's
 * script: bidirectional controls (Trojan Source, CVE-2021-42574), Unicode tag characters (invisible to people, read
 * by language models: a known way to smuggle instructions), zero-width and other invisible format characters,
 * control characters, and runs of variation selectors (which can carry hidden bytes).
 *
 * Never prints them: messages name each character (`U+202E RIGHT-TO-LEFT OVERRIDE`), and every report carries a
 * copy of the file's text with the reported characters replaced by `?`, so code frames show where they are.
 */
import type { Node } from 'jsonc-parser';
import { configStrings, valueAt } from '../src/analysis/config-values.js';
import { treeOf } from '../src/hosts/json.js';
import { scanToml } from '../src/hosts/toml-scan.js';
import { lineText, makeSource, parseableText, positionAt } from '../src/model/source.js';
import type { ConfigFile, Edit, Level, Path, Report, Rule, SourceText, Span } from '../src/model/types.js';

const NAMES: Record<number, string> = {
  0x00ad: 'SOFT HYPHEN', 0x034f: 'COMBINING GRAPHEME JOINER', 0x061c: 'ARABIC LETTER MARK', 0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER', 0x17b4: 'KHMER VOWEL INHERENT AQ', 0x17b5: 'KHMER VOWEL INHERENT AA', 0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER', 0x200d: 'ZERO WIDTH JOINER', 0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK', 0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x2060: 'WORD JOINER', 0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES', 0x2063: 'INVISIBLE SEPARATOR', 0x2064: 'INVISIBLE PLUS', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE', 0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE', 0xffa0: 'HALFWIDTH HANGUL FILLER', 0x0000: 'NULL', 0x0008: 'BACKSPACE', 0x000b: 'LINE TABULATION',
  0x001b: 'ESCAPE', 0x007f: 'DELETE', 0xfff9: 'INTERLINEAR ANNOTATION ANCHOR', 0xfffa: 'INTERLINEAR ANNOTATION SEPARATOR',
  0xfffb: 'INTERLINEAR ANNOTATION TERMINATOR', 0xe0001: 'LANGUAGE TAG', 0xe007f: 'CANCEL TAG',
};

const isBidi = (cp: number) => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
const isTag = (cp: number) => cp >= 0xe0000 && cp <= 0xe007f;
const isSelector = (cp: number) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const FORMAT = /^\p{Cf}$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const LETTER = /^[\p{L}\p{M}]$/u;
/** Invisible, but not in the Cf category: fillers and blanks that render as nothing. */
const BLANKS = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x3164, 0xffa0, 0x180b, 0x180c, 0x180d, 0x180f]);
/** Format characters that are drawn (prepended concatenation marks such as the Arabic number sign). */
const VISIBLE_FORMAT = new Set([0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd]);

export function describeChar(cp: number): string {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (NAMES[cp]) return `${hex} ${NAMES[cp]}`;
  if (isTag(cp)) return `${hex} TAG CHARACTER`;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `${hex} VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return `${hex} VARIATION SELECTOR-${cp - 0xe0100 + 17}`;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return `${hex} CONTROL CHARACTER`;
  return `${hex} INVISIBLE FORMAT CHARACTER`;
}

const codePointAt = (text: string, i: number) => (i >= 0 && i < text.length ? text.codePointAt(i)! : -1);
const charOf = (cp: number) => (cp < 0 ? '' : String.fromCodePoint(cp));
/** The code point that ends just before `i` (surrogate pairs included). */
function previous(text: string, i: number): number {
  if (i <= 0) return -1;
  const low = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? text.codePointAt(i - 2)! : low;
}

/** Joiners that belong where they are: inside emoji sequences, and between letters of scripts that need them. */
function joinerInPlace(cp: number, prev: number, next: number): boolean {
  const scriptLetter = (c: number) => c > 0x24f && LETTER.test(charOf(c));
  if (scriptLetter(prev) && scriptLetter(next)) return true;
  return cp === 0x200d && PICTOGRAPHIC.test(charOf(next)) && (PICTOGRAPHIC.test(charOf(prev)) || prev === 0xfe0f || (prev >= 0x1f3fb && prev <= 0x1f3ff));
}

function hiddenAt(text: string, i: number, cp: number): boolean {
  if (cp === 0x09 || cp === 0x0a || cp === 0x0d || cp === 0x0c) return false;
  if (cp === 0xfeff && i === 0) return false; // the byte order mark
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || BLANKS.has(cp)) return true;
  // one variation selector after a character is ordinary (emoji presentation); several in a row carry data
  if (isSelector(cp)) return isSelector(previous(text, i)) || isSelector(codePointAt(text, i + (cp > 0xffff ? 2 : 1)));
  if (!FORMAT.test(charOf(cp)) || VISIBLE_FORMAT.has(cp)) return false;
  if (cp === 0x200c || cp === 0x200d) return !joinerInPlace(cp, previous(text, i), codePointAt(text, i + 1));
  return true;
}

export interface HiddenRun {
  start: number;
  end: number;
  codePoints: number[];
}

/** Runs of adjacent hidden characters in `text`, in order. */
export function hiddenRuns(text: string): HiddenRun[] {
  const runs: HiddenRun[] = [];
  // Printable ASCII, tab and line breaks are never hidden: most configs are nothing else, and are done in one pass.
  if (!/[^\x20-\x7e\t\n\r]/.test(text)) return runs;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    if (cp >= 0x20 && cp < 0x7f) {
      i++;
      continue;
    }
    const size = cp > 0xffff ? 2 : 1;
    if (hiddenAt(text, i, cp)) {
      const last = runs.at(-1);
      if (last && last.end === i) {
        last.end = i + size;
        last.codePoints.push(cp);
      } else runs.push({ start: i, end: i + size, codePoints: [cp] });
    }
    i += size;
  }
  return runs;
}

/** `U+202E RIGHT-TO-LEFT OVERRIDE, 3 × U+200B ZERO WIDTH SPACE`; tag characters with the ASCII they spell. */
export function describeRun(codePoints: number[]): string {
  const parts: string[] = [];
  const tags = codePoints.filter(isTag);
  if (tags.length) {
    const spelled = tags.map((cp) => cp - 0xe0000).filter((c) => c >= 0x20 && c < 0x7f).map((c) => String.fromCharCode(c)).join('');
    const shown = spelled.length > 80 ? `${spelled.slice(0, 80)}…` : spelled;
    parts.push(`${tags.length} × TAG CHARACTER (U+E0000–U+E007F)${spelled ? ` spelling the hidden text ${JSON.stringify(shown)}` : ''}`);
  }
  const counts = new Map<number, number>();
  for (const cp of codePoints) if (!isTag(cp)) counts.set(cp, (counts.get(cp) ?? 0) + 1);
  const entries = [...counts];
  for (const [cp, n] of entries.slice(0, 6)) parts.push(`${n > 1 ? `${n} × ` : ''}${describeChar(cp)}`);
  if (entries.length > 6) parts.push(`${entries.length - 6} more kinds`);
  return parts.join(', ');
}

function why(codePoints: number[]): { level: Level; text: string } {
  if (codePoints.some(isTag)) return { level: 'error', text: 'Tag characters are invisible in editors and diffs but language models read them: a known way to smuggle instructions past review.' };
  if (codePoints.some(isBidi)) return { level: 'error', text: 'Bidirectional controls make text display in another order than programs read it (Trojan Source): what a reviewer sees is not what runs.' };
  return { level: 'warning', text: 'Invisible characters hide text from review and make a name or value differ from what it looks like.' };
}

/** The text with every reported character replaced by `?` (same length, same lines), for code frames. */
function visible(source: Pick<SourceText, 'path' | 'display' | 'text'>, runs: HiddenRun[]): SourceText {
  let text = '';
  let at = 0;
  for (const run of runs) {
    text += source.text.slice(at, run.start) + '?'.repeat(run.end - run.start);
    at = run.end;
  }
  return makeSource(source.path, source.display, text + source.text.slice(at));
}

/**
 * Whether a run may be deleted by the fix: undefined when it may, else why not (shown as a suggestion without edits).
 * 'none': no fix and no suggestion (scripts).
 */
type FixPolicy = ((run: HiddenRun) => string | undefined) | 'none';

function reportsFor(source: Pick<SourceText, 'path' | 'display' | 'text'>, what: string, pathOf: (run: HiddenRun) => Path, fix: FixPolicy): Report[] {
  const runs = hiddenRuns(source.text);
  if (!runs.length) return [];
  const shown = visible(source, runs);
  return runs.map((run) => {
    const { level, text } = why(run.codePoints);
    const line = lineText(shown, positionAt(shown, run.start).line).replace(/\?+/g, '').trim();
    const report: Report = {
      message: `Hidden character${run.codePoints.length > 1 ? 's' : ''} in ${what}: ${describeRun(run.codePoints)}. ${text}`,
      span: { start: run.start, end: run.end },
      path: pathOf(run),
      level,
      source: shown,
      fingerprintValue: `${run.codePoints.map((cp) => cp.toString(16)).join(',')}\0${line}`,
    };
    if (fix === 'none') return report;
    const refused = fix(run);
    if (refused !== undefined) {
      report.suggestions = [{ description: refused, safe: false, edits: [] }];
    } else {
      const edit: Edit = { file: source.path, start: run.start, end: run.end, text: '' };
      const description = 'delete the hidden characters (check first that the text still says what was meant)';
      report.fix = { description, safe: false, edits: [edit] };
    }
    return report;
  });
}

/** The semantic path of the config string that holds an offset (the top level when none does). */
function pathFinder(file: ConfigFile): (offset: number) => Path {
  // strings never nest: sorted by start, the candidate is the last one starting at or before the offset
  const strings = [...configStrings(file)].sort((x, y) => x.span.start - y.span.start);
  return (offset) => {
    let lo = 0;
    let hi = strings.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (strings[mid]!.span.start <= offset) lo = mid;
      else hi = mid - 1;
    }
    const s = strings[lo];
    return s && s.span.start <= offset && offset < s.span.end ? s.path : [];
  };
}

/** `text` without the characters hiddenRuns finds in it. */
function withoutHidden(text: string): string {
  // A leading space, so that a U+FEFF at the start of a name is not taken for a byte order mark.
  const padded = ` ${text}`;
  let out = '';
  let at = 1;
  for (const run of hiddenRuns(padded)) {
    out += padded.slice(at, run.start);
    at = run.end;
  }
  return out + padded.slice(at);
}

/** An object key as written (quotes included) and the names of the keys beside it, itself included. */
interface KeyAt {
  span: Span;
  name: string;
  siblings(): Iterable<string>;
}

/**
 * Deleting hidden characters from a key renames it. When the new name is that of another key in the same object
 * (`"b\u200b"` beside `"b"`), the file would then hold the key twice and one entry would silently replace the other:
 * a server, a variable or a header would be lost. Compared without any hidden characters, so that two keys that both
 * lose theirs in one `--fix` run (`"b\u200b"`, `"b\u200c"`) count too.
 */
function clash(key: KeyAt): string | undefined {
  const clean = withoutHidden(key.name);
  for (const other of key.siblings()) {
    if (other !== key.name && withoutHidden(other) === clean) {
      return `Not deleted automatically: without its hidden characters this key would read ${JSON.stringify(clean)}, `
        + 'like a sibling key in the same object, and one of the two entries would silently replace the other. '
        + 'Find out which one is meant, then rename or remove the other by hand.';
    }
  }
  return undefined;
}

const UNKNOWN_PLACE = 'Not deleted automatically: mcp-audit cannot tell whether they are in a key of this file, where deleting '
  + 'them could make it the same as another key and lose one of the two entries. Delete them by hand.';

const inside = (run: HiddenRun, span: Span) => span.start <= run.start && run.end <= span.end;

/** Object keys of a JSON or JSONC file, in document order; undefined when the file has no tree. */
function jsonKeys(file: ConfigFile): KeyAt[] | undefined {
  const root = treeOf(file.source);
  if (!root) return undefined;
  const keys: KeyAt[] = [];
  const walk = (node: Node) => {
    if (node.type === 'object') {
      const props = node.children ?? [];
      let names: string[] | undefined;
      const siblings = () => (names ??= props.map((p) => p.children?.[0]).filter((k) => k?.type === 'string').map((k) => String(k!.value)));
      for (const prop of props) {
        const key = prop.children?.[0];
        if (key?.type === 'string') keys.push({ span: { start: key.offset, end: key.offset + key.length }, name: String(key.value), siblings });
      }
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  return keys.sort((a, b) => a.span.start - b.span.start);
}

interface Trie { children: Map<string | number, Trie> }

/** Key segments of a TOML file (`[a."b"]`, `a.b = 1`, inline tables), in document order. */
function tomlKeys(file: ConfigFile): KeyAt[] {
  const { nodes, tables } = scanToml(parseableText(file.source));
  const entries = [...nodes, ...tables];
  // Every path of a table or key, as a tree: the names under a parent path are its node's string children.
  let trie: Trie | undefined;
  const namesUnder = (parent: Path): string[] => {
    if (!trie) {
      trie = { children: new Map() };
      for (const e of entries) {
        let at = trie;
        for (const seg of e.path) {
          let next = at.children.get(seg);
          if (!next) at.children.set(seg, (next = { children: new Map() }));
          at = next;
        }
      }
    }
    let at: Trie | undefined = trie;
    for (const seg of parent) at = at?.children.get(seg);
    return [...(at?.children.keys() ?? [])].filter((k): k is string => typeof k === 'string');
  };
  const keys: KeyAt[] = [];
  for (const e of entries) {
    const first = e.path.length - e.keySpans.length;
    e.keySpans.forEach((span, j) => {
      const name = e.path[first + j];
      if (typeof name !== 'string') return;
      const parent = e.path.slice(0, first + j);
      keys.push({ span, name, siblings: () => namesUnder(parent) });
    });
  }
  return keys.sort((a, b) => a.span.start - b.span.start);
}

/** The item whose span holds the run, among items sorted by start whose spans do not nest. */
function holding<T extends { span: Span }>(items: T[], run: HiddenRun): T | undefined {
  let lo = 0;
  let hi = items.length - 1;
  if (hi < 0) return undefined;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (items[mid]!.span.start <= run.start) lo = mid;
    else hi = mid - 1;
  }
  const item = items[lo]!;
  return inside(run, item.span) ? item : undefined;
}

/**
 * When the fix may delete a run in a config: in values, comments and between tokens, yes; in a key, unless the key
 * would collide with a sibling (see clash). YAML files (and JSON too deeply nested to parse) have no index of keys:
 * there, only runs inside the values and comments mcp-audit knows are deleted.
 */
function configFixPolicy(file: ConfigFile): (run: HiddenRun) => string | undefined {
  const keys = file.syntax === 'toml' ? tomlKeys(file) : file.syntax === 'yaml' ? undefined : jsonKeys(file);
  if (!keys) {
    const known = [...configStrings(file), ...file.comments].sort((a, b) => a.span.start - b.span.start);
    return (run) => (holding(known, run) ? undefined : UNKNOWN_PLACE);
  }
  return (run) => {
    const key = holding(keys, run);
    return key ? clash(key) : undefined;
  };
}

export const hiddenUnicode: Rule = {
  meta: {
    id: 'hidden-unicode',
    level: 'error',
    description: 'Invisible Unicode in a config, SKILL.md or skill script: bidirectional controls, tag characters, zero-width and other format or control characters.',
    precision: 'very-high',
    securitySeverity: '7.8',
    tags: ['security', 'unicode', 'prompt-injection', 'trojan-source'],
    fixable: 'unsafe',
  },
  checkConfig(file) {
    let pathAt: ((offset: number) => Path) | undefined;
    let policy: ((run: HiddenRun) => string | undefined) | undefined;
    const reports = reportsFor(file.source, 'this config', (run) => (pathAt ??= pathFinder(file))(run.start), (run) => (policy ??= configFixPolicy(file))(run));
    if (!file.scope) return reports;
    // A file that is mostly something else (editor settings, a dev container): only its MCP part is ours.
    const scope = valueAt(file, file.scope)?.span;
    return scope ? reports.filter((r) => r.span.start >= scope.start && r.span.end <= scope.end) : [];
  },
  checkSkill(skill) {
    const base: Path = ['skills', skill.dir];
    const reports = reportsFor(skill.manifest, 'SKILL.md', () => [...base, 'SKILL.md'], () => undefined);
    for (const script of skill.scripts) {
      if (script.text === undefined) continue;
      reports.push(...reportsFor({ ...script.source, text: script.text }, `the skill script ${script.relPath}`, () => [...base, 'files', script.relPath], 'none'));
    }
    return reports;
  },
};
