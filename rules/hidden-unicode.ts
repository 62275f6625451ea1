/**
 * @file hidden-unicode: characters a person reviewing the file cannot see, in a config, a SKILL.md or a skill's
 * script: bidirectional controls (Trojan Source, CVE-2021-42574), Unicode tag characters (invisible to people, read
 * by language models: a known way to smuggle instructions), zero-width and other invisible format characters,
 * control characters, and runs of variation selectors (which can carry hidden bytes).
 *
 * In configs, the same characters written as escapes (`"\u202e"`) count too: the host decodes them (escapes.ts).
 * Also a URL host that mixes scripts in one label (`githubcоpilot.com` with a Cyrillic `о`): a look-alike of
 * another host (hosts.ts).
 * Which characters count, and their names, are in hidden-unicode/chars.ts.
 *
 * Never prints them: messages name each character (`U+202E RIGHT-TO-LEFT OVERRIDE`), and every report carries a
 * copy of the file's text with the reported characters replaced by `?`, so code frames show where they are.
 */
import type { Node } from 'jsonc-parser';
import { configStrings, valueAt } from '../src/analysis/config-values.js';
import { treeOf } from '../src/hosts/json.js';
import { scanToml } from '../src/hosts/toml-scan.js';
import { makeSource, parseableText, valueSpan } from '../src/model/source.js';
import { skillFileLabel } from '../src/skills/classify.js';
import type { ConfigFile, Edit, Path, Report, Rule, SourceText, Span } from '../src/model/types.js';
import { describeRun, hiddenRuns, why, withoutHidden } from './hidden-unicode/chars.js';
import type { HiddenRun } from './hidden-unicode/chars.js';
import { escapedReports } from './hidden-unicode/escapes.js';
import { lookalikeHosts } from './hidden-unicode/hosts.js';
import { lineFingerprints } from './hidden-unicode/lines.js';

export { describeChar, describeRun, hiddenRuns } from './hidden-unicode/chars.js';
export type { HiddenRun } from './hidden-unicode/chars.js';

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
  const lineOf = lineFingerprints(shown, (line) => line.replace(/\?+/g, '').trim());
  return runs.map((run) => {
    const { level, text } = why(run.codePoints);
    const report: Report = {
      message: `Hidden character${run.codePoints.length > 1 ? 's' : ''} in ${what}: ${describeRun(run.codePoints)}. ${text}`,
      span: { start: run.start, end: run.end },
      path: pathOf(run),
      level,
      source: shown,
      fingerprintValue: `${run.codePoints.map((cp) => cp.toString(16)).join(',')}\0${lineOf(run.start)}`,
    };
    return fix === 'none' ? report : withFix(report, source.path, run, fix);
  });
}

/** The report with the fix that deletes the run (its characters, or the escapes that spell them), or why not. */
function withFix(report: Report, file: string, run: HiddenRun, fix: (run: HiddenRun) => string | undefined): Report {
  const refused = fix(run);
  if (refused !== undefined) {
    report.suggestions = [{ description: refused, safe: false, edits: [] }];
  } else {
    const edit: Edit = { file, start: run.start, end: run.end, text: '' };
    const description = 'delete the hidden characters (check first that the text still says what was meant)';
    report.fix = { description, safe: false, edits: [edit] };
  }
  return report;
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

/** An object key as written (quotes included) and the names of the keys beside it, itself included. */
interface KeyAt {
  span: Span;
  name: string;
  /** the same list for every key of one object */
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
  const same = cleanNames(key.siblings()).get(clean);
  if (!same || (same.size === 1 && same.has(key.name))) return undefined;
  return `Not deleted automatically: without its hidden characters this key would read ${JSON.stringify(clean)}, `
    + 'like a sibling key in the same object, and one of the two entries would silently replace the other. '
    + 'Find out which one is meant, then rename or remove the other by hand.';
}

/** Sibling key names by what they read without hidden characters, once per object (not once per key in it). */
const cleaned = new WeakMap<Iterable<string>, Map<string, Set<string>>>();

function cleanNames(siblings: Iterable<string>): Map<string, Set<string>> {
  let byClean = cleaned.get(siblings);
  if (byClean) return byClean;
  byClean = new Map();
  for (const name of siblings) {
    const clean = withoutHidden(name);
    const names = byClean.get(clean);
    if (names) names.add(name);
    else byClean.set(clean, new Set([name]));
  }
  cleaned.set(siblings, byClean);
  return byClean;
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
  const names = new Map<Trie | undefined, string[]>();
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
    let under = names.get(at);
    if (!under) names.set(at, (under = [...(at?.children.keys() ?? [])].filter((k): k is string => typeof k === 'string')));
    return under;
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
  // Once per key, not once per hidden character in it: a long key can hold thousands.
  const clashes = new Map<KeyAt, string | undefined>();
  return (run) => {
    const key = holding(keys, run);
    if (!key) return undefined;
    if (!clashes.has(key)) clashes.set(key, clash(key));
    return clashes.get(key);
  };
}

/** A look-alike host: where it is, what it mixes, what it reads as; never the foreign letters themselves. */
function lookalikeReports(text: string, what: string, spanOf: (start: number, end: number) => Span, path: Path): Report[] {
  return lookalikeHosts(text).map((host) => {
    const letters = [...new Set(host.foreign)].map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
    return {
      message: `Look-alike host in ${what}: "${host.reads}" mixes ${host.scripts.join(' and ')} letters in one name (${letters}), so it reads like a familiar host but is a different domain, which someone else can register. Type the address in plain ASCII from the vendor's documentation.`,
      span: spanOf(host.start, host.end),
      path,
      level: 'error' as const,
      fingerprintValue: `lookalike:${host.reads}:${letters}`,
    };
  });
}

/**
 * An instruction file (CLAUDE.md, AGENTS.md, .cursorrules, rules): the "rules file backdoor" carrier. Every hidden
 * character and look-alike host in its text; the fix deletes hidden runs, as in SKILL.md.
 */
function instructionReports(source: SourceText): Report[] {
  const name = source.display.slice(source.display.lastIndexOf('/') + 1);
  const what = `the instruction file ${name} (agents read it; people reviewing it do not see these)`;
  const reports = reportsFor(source, what, () => ['instructions'], () => undefined);
  reports.push(...lookalikeReports(source.text, `the instruction file ${name}`, (start, end) => ({ start, end }), ['instructions']));
  return reports.sort((a, b) => a.span.start - b.span.start);
}

export const hiddenUnicode: Rule = {
  meta: {
    id: 'hidden-unicode',
    level: 'error',
    description: 'Invisible Unicode in a config, instruction file (CLAUDE.md, AGENTS.md, rules), SKILL.md or skill script: bidirectional controls, tag characters, zero-width and other format or control characters; and URL hosts that mix scripts (look-alike hosts).',
    precision: 'very-high',
    securitySeverity: '7.8',
    tags: ['security', 'unicode', 'prompt-injection', 'trojan-source'],
    fixable: 'unsafe',
    owasp: ['MCP03:2025', 'MCP06:2025'],
  },
  checkConfig(file) {
    if (file.syntax === 'markdown') return instructionReports(file.source);
    if (file.syntax === 'frontmatter') return []; // a SKILL.md: the skill's checks read its text
    if (file.syntax === 'script') return reportsFor(file.source, `the hook script ${file.source.display}`, () => ['script'], 'none');
    let pathAt: ((offset: number) => Path) | undefined;
    let policy: ((run: HiddenRun) => string | undefined) | undefined;
    const fix = (run: HiddenRun) => (policy ??= configFixPolicy(file))(run);
    const reports = reportsFor(file.source, 'this config', (run) => (pathAt ??= pathFinder(file))(run.start), fix);
    // Escapes (`"\u202e"`) are visible in the file, but the host reads what they decode to.
    for (const { run, report } of escapedReports(file)) reports.push(withFix(report, file.source.path, run, fix));
    for (const str of configStrings(file)) reports.push(...lookalikeReports(str.value, 'this config', (a, b) => valueSpan(str, a, b), str.path));
    reports.sort((a, b) => a.span.start - b.span.start);
    if (!file.scope) return reports;
    // A file that is mostly something else (editor settings, a dev container): only its MCP part is ours.
    const scope = valueAt(file, file.scope)?.span;
    return scope ? reports.filter((r) => r.span.start >= scope.start && r.span.end <= scope.end) : [];
  },
  checkSkill(skill) {
    const base: Path = ['skills', skill.dir];
    const reports = reportsFor(skill.manifest, 'SKILL.md', () => [...base, 'SKILL.md'], () => undefined);
    reports.push(...lookalikeReports(skill.manifest.text, 'SKILL.md', (start, end) => ({ start, end }), [...base, 'SKILL.md']));
    for (const script of skill.scripts) {
      if (script.text === undefined) continue;
      const source = { ...script.source, text: script.text };
      const what = skillFileLabel(script);
      const path = [...base, 'files', script.relPath];
      reports.push(...reportsFor(source, what, () => path, 'none'));
      reports.push(...lookalikeReports(script.text, what, (start, end) => ({ start, end }), path).map((r) => ({ ...r, source: makeSource(source.path, source.display, source.text) })));
    }
    return reports;
  },
};
