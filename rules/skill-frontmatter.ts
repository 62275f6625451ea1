/**
 * @file skill-frontmatter: a SKILL.md whose YAML frontmatter breaks the Agent Skills spec (formats.md §6.1).
 *
 * Levels follow what hosts do (Codex `skills/loader.rs`, the spec's client guidance): errors for what makes a host
 * skip the skill — no frontmatter (Codex finds none behind a byte order mark either), YAML that does not parse, a
 * missing or empty `name` or `description`, `name` over 64 or `description` over 1024 characters, a `metadata` that is
 * not a map; warnings for spec violations hosts tolerate (name spelling, name ≠ folder, `compatibility`); notes
 * for keys outside the spec, naming the hosts that read them.
 */
import { basename, dirname } from 'node:path';
import { yaml } from '../src/lazy.js';
import type { Node, Pair } from 'yaml';

// yaml is loaded on first use (src/lazy.ts): only scans that meet a SKILL.md pay for it.
const isMap = (node: unknown): node is import('yaml').YAMLMap => yaml().isMap(node);
const isScalar = (node: unknown): node is import('yaml').Scalar => yaml().isScalar(node);
const parseDocument = (text: string, options?: import('yaml').DocumentOptions & import('yaml').ParseOptions & import('yaml').SchemaOptions) => yaml().parseDocument(text, options);
import type { Level, Report, Rule, Skill, Span } from '../src/types.js';

const SPEC_KEYS = new Set(['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools']);
/** Claude Code's own frontmatter keys (formats.md §6.2). */
const CLAUDE_KEYS = new Set([
  'when_to_use', 'argument-hint', 'arguments', 'disable-model-invocation', 'user-invocable', 'model', 'effort', 'context',
  'agent', 'hooks', 'shell', 'paths', 'version',
]);
const SKIP = 'Codex and other hosts that follow the spec skip the skill';

/** Codex's view of a field: whitespace runs collapsed, length in characters (code points). */
const collapse = (s: string) => s.split(/\s+/).filter(Boolean).join(' ');
const length = (s: string) => [...s].length;

interface Frontmatter {
  /** offset of the YAML text in the file */
  base: number;
  yaml: string;
  /** the opening `---` */
  open: Span;
}

/** The frontmatter as Codex finds it: a first line `---`, then lines up to the next line that is `---`. */
function frontmatter(text: string): Frontmatter | { problem: string; span: Span } {
  const lines: { start: number; end: number }[] = [];
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ start, end: text[end - 1] === '\r' ? end - 1 : end });
    if (nl < 0) break;
    start = nl + 1;
  }
  const first = lines[0]!;
  const firstText = text.slice(first.start, first.end);
  if (firstText.startsWith('\ufeff') && firstText.slice(1).trim() === '---') {
    return { problem: `SKILL.md starts with a byte order mark, so Codex does not find its frontmatter and skips the skill; save the file as UTF-8 without a BOM`, span: { start: 0, end: first.end } };
  }
  if (firstText.trim() !== '---') {
    return { problem: `SKILL.md does not start with YAML frontmatter (a line "---", the fields, a closing "---"): ${SKIP}`, span: first };
  }
  const close = lines.findIndex((l, i) => i > 0 && text.slice(l.start, l.end).trim() === '---');
  if (close < 0) return { problem: `SKILL.md's frontmatter has no closing "---" line: ${SKIP}`, span: first };
  if (close === 1) return { problem: `SKILL.md's frontmatter is empty: it needs at least "name" and "description"; ${SKIP}`, span: first };
  const base = lines[1]!.start;
  return { base, yaml: text.slice(base, lines[close]!.start), open: first };
}

export const skillFrontmatter: Rule = {
  meta: {
    id: 'skill-frontmatter',
    level: 'error',
    description: 'A SKILL.md whose YAML frontmatter breaks the Agent Skills spec: missing or unparseable, name or description missing, too long or misspelled, name not matching its folder.',
    precision: 'very-high',
    securitySeverity: '2.0',
    tags: ['security', 'skills', 'correctness'],
    fixable: 'none',
  },
  checkSkill(skill) {
    return check(skill);
  },
};

/** SHA-256 of no bytes: an empty text with another hash is a SKILL.md that could not be decoded (reported elsewhere). */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function check(skill: Skill): Report[] {
  const text = skill.manifest.text;
  if (text === '' && skill.manifestSha256 !== EMPTY_SHA256) return [];
  const out: Report[] = [];
  const path = ['skills', skill.dir, 'SKILL.md', 'frontmatter'];
  const add = (level: Level, span: Span, message: string, key?: string) => out.push({ message, span, path: key ? [...path, key] : path, level });
  const fm = frontmatter(text);
  if ('problem' in fm) return add('error', fm.span, fm.problem), out;

  const doc = parseDocument(fm.yaml, { uniqueKeys: false, prettyErrors: false });
  const at = (node: Node | null | undefined, fallback: Span): Span => {
    const r = node?.range;
    return r && r[1] > r[0] ? { start: fm.base + r[0], end: fm.base + r[1] } : fallback;
  };
  const error = doc.errors[0];
  if (error) {
    const yamlEnd = fm.base + fm.yaml.length;
    let start = Math.min(fm.base + error.pos[0], yamlEnd);
    let end = Math.max(start, Math.min(fm.base + error.pos[1], yamlEnd));
    // an error at the very end (an unclosed quote) is shown at the end of the last line, not on the closing `---`
    if (start === yamlEnd) {
      while (start > fm.base && /[\r\n]/.test(text[start - 1]!)) start--;
      end = start;
    }
    return add('error', { start, end }, `SKILL.md's frontmatter is not valid YAML (${error.message.split('\n')[0]}): ${SKIP}`), out;
  }
  if (!isMap(doc.contents)) {
    return add('error', at(doc.contents as Node | null, fm.open), `SKILL.md's frontmatter must be a YAML map of fields ("name: …", "description: …"): ${SKIP}`), out;
  }

  const fields = new Map<string, Pair>();
  for (const pair of doc.contents.items as Pair[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined) continue;
    const keySpan = at(pair.key as Node, fm.open);
    if (fields.has(key)) {
      add('error', keySpan, `"${key}" appears twice in SKILL.md's frontmatter: ${SKIP}`, key);
      continue;
    }
    fields.set(key, pair);
    if (SPEC_KEYS.has(key)) continue;
    add('note', keySpan, CLAUDE_KEYS.has(key)
      ? `"${key}" is not an Agent Skills field: Claude Code reads it, other hosts ignore it, and "skills-ref validate" rejects it.`
      : `"${key}" is not an Agent Skills field and no host mcp-audit knows reads it: it has no effect, and "skills-ref validate" rejects it.`, key);
  }

  /** A string field: its node and span, or a report when it is missing or not a string. */
  const stringField = (key: string, level: Level): { value: string; span: Span } | undefined => {
    const pair = fields.get(key);
    if (!pair) {
      add(level, fm.open, `SKILL.md's frontmatter has no "${key}": ${SKIP}`, key);
      return undefined;
    }
    const keySpan = at(pair.key as Node, fm.open);
    const span = at(pair.value as Node, keySpan);
    const value = isScalar(pair.value) ? pair.value.value : pair.value;
    if (typeof value !== 'string' || collapse(value) === '') {
      add(level, span, `"${key}" in SKILL.md's frontmatter must be non-empty text: ${SKIP}`, key);
      return undefined;
    }
    return { value, span };
  };

  const name = stringField('name', 'error');
  if (name) checkName(skill, name, add);
  const description = stringField('description', 'error');
  if (description && length(collapse(description.value)) > 1024) {
    add('error', description.span, `"description" is ${length(collapse(description.value))} characters long; the limit is 1024: ${SKIP}`, 'description');
  }
  const compatibility = fields.get('compatibility');
  if (compatibility) {
    const value = isScalar(compatibility.value) ? compatibility.value.value : undefined;
    const span = at(compatibility.value as Node, at(compatibility.key as Node, fm.open));
    if (typeof value !== 'string' || value.trim() === '') add('warning', span, '"compatibility" must be non-empty text (the Agent Skills spec).', 'compatibility');
    else if (length(value) > 500) add('warning', span, `"compatibility" is ${length(value)} characters long; the Agent Skills spec allows 500.`, 'compatibility');
  }
  const metadata = fields.get('metadata');
  if (metadata && metadata.value !== null && !(isScalar(metadata.value) && metadata.value.value === null)) {
    const span = at(metadata.value as Node, at(metadata.key as Node, fm.open));
    if (!isMap(metadata.value)) add('error', span, `"metadata" must be a map of keys to text: ${SKIP}`, 'metadata');
    else {
      for (const pair of metadata.value.items as Pair[]) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const value = isScalar(pair.value) ? pair.value.value : undefined;
        if (!['short-description', 'shortDescription', 'short_description'].includes(key) || typeof value !== 'string') continue;
        const n = length(collapse(value));
        if (n > 500) add('error', at(pair.value as Node, span), `"metadata.${key}" is ${n} characters long; Codex allows 500 and skips the skill otherwise.`, 'metadata');
      }
    }
  }
  return out;
}

function checkName(skill: Skill, name: { value: string; span: Span }, add: (level: Level, span: Span, message: string, key?: string) => void) {
  const value = collapse(name.value);
  if (length(value) > 64) {
    add('error', name.span, `"name" is ${length(value)} characters long; the limit is 64: ${SKIP}`, 'name');
    return;
  }
  const problems: string[] = [];
  if (/[A-Z]/.test(value)) problems.push('upper-case letters');
  if (/[^A-Za-z0-9-]/.test(value)) problems.push('characters other than a-z, 0-9 and "-"');
  if (/^-|-$/.test(value)) problems.push('a hyphen at the start or end');
  if (value.includes('--')) problems.push('"--"');
  if (problems.length) {
    add('warning', name.span, `"name" must be lower-case letters, digits and single hyphens (the Agent Skills spec); "${value}" has ${problems.join(', ')}.`, 'name');
  }
  const folder = basename(dirname(skill.manifest.path));
  if (value !== folder) {
    add('warning', name.span, `"name" is "${value}" but the skill's folder is "${folder}": the Agent Skills spec requires them to match, and Claude Code names the skill after the folder.`, 'name');
  }
}
