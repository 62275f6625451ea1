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
import { yaml } from '../src/model/lazy.js';
import type { Node, Pair } from 'yaml';
import type { ConfigFile, Level, Report, Rule, Skill, Span } from '../src/model/types.js';
import { allowedToolsReports } from './skill-frontmatter/allowed-tools.js';

const SPEC_KEYS = new Set(['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools']);
/** Claude Code's own frontmatter keys (formats.md §6.2). */
const CLAUDE_KEYS = new Set([
  'when_to_use', 'argument-hint', 'arguments', 'disable-model-invocation', 'user-invocable', 'model', 'effort', 'context',
  'agent', 'hooks', 'shell', 'paths', 'version',
]);
const SKIP = 'Codex and other hosts that follow the spec skip the skill';
/** The spellings of `metadata.short-description` Codex reads (formats.md §6.2). */
const SHORT_DESCRIPTION = new Set(['short-description', 'shortDescription', 'short_description']);

/** Codex's view of a field: whitespace runs collapsed, length in characters (code points). */
const collapse = (s: string) => s.split(/\s+/).filter(Boolean).join(' ');
const length = (s: string) => [...s].length;

export interface Frontmatter {
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

/** A frontmatter field as the checks read it, whichever parser read it. */
interface Field {
  /** the key's text; undefined when the key is not a scalar */
  key: string | undefined;
  keySpan: Span | undefined;
  /** a scalar's value (an alias read as the node it names); null when the value is empty or null; undefined for a
   * map or a list */
  value: unknown;
  /** undefined when the value has no extent (an empty value) */
  valueSpan: Span | undefined;
  /** the fields of a map value (read for top-level fields only: `metadata`) */
  map?: Field[];
  /** the items of a list value (top-level fields only: `allowed-tools`), keyless */
  items?: Field[];
}

type Fields = { fields: Field[] } | { problem: string; span: Span };

/** A key a plain `key: value` line may have. */
const SIMPLE_KEY = /^[A-Za-z_][\w-]{0,63}$/;
/** Plain scalars that YAML reads as something other than the text itself (the core schema; numbers start with a digit,
 * a sign or a dot, so the first-character test already keeps them out). */
const NOT_TEXT = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)$/;
/** Characters outside what YAML reads as-is in a plain scalar (controls, C1, surrogates, the BOM, tabs). */
const UNSAFE_CHAR = /[^\x20-\x7e\u00a0-\ud7ff\ue000-\ufefe\uff00-\ufffd]/;

/**
 * Most frontmatter is a few `key: value` lines with plain one-line values. Those are read here, without the YAML
 * library (loading and running it was a tenth of a monorepo scan); anything else (quotes, block scalars, nesting,
 * lists, comments between fields, anything YAML might read differently) returns undefined and goes to the library.
 * test/skill-frontmatter.test.ts checks, on generated frontmatter, that both readings agree.
 */
export function simpleFields(text: string, base: number): { fields: Field[] } | undefined {
  const fields: Field[] = [];
  for (let start = 0; start < text.length; ) {
    const nl = text.indexOf('\n', start);
    const lineEnd = nl < 0 ? text.length : nl;
    const end = text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
    const line = text.slice(start, end);
    if (line !== '') {
      const colon = line.indexOf(': ');
      if (colon < 0 || !SIMPLE_KEY.test(line.slice(0, colon))) return undefined;
      let valueStart = colon + 2;
      while (line.charCodeAt(valueStart) === 32) valueStart++;
      const comment = line.indexOf(' #', valueStart);
      let valueEnd = comment < 0 ? line.length : comment;
      while (line.charCodeAt(valueEnd - 1) === 32) valueEnd--;
      const value = line.slice(valueStart, valueEnd);
      if (!/^[A-Za-z]/.test(value) || NOT_TEXT.test(value) || value.includes(': ') || value.endsWith(':') || UNSAFE_CHAR.test(line)) return undefined;
      fields.push({
        key: line.slice(0, colon),
        keySpan: { start: base + start, end: base + start + colon },
        value,
        valueSpan: { start: base + start + valueStart, end: base + start + valueEnd },
      });
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return fields.length ? { fields } : undefined;
}

/** The fields as the YAML library reads them, or why it cannot. */
export function yamlFields(fm: Frontmatter, text: string): Fields {
  const { isAlias, isMap, isScalar, isSeq, parseDocument } = yaml();
  const doc = parseDocument(fm.yaml, { uniqueKeys: false, prettyErrors: false });
  const spanOf = (node: unknown): Span | undefined => {
    const r = (node as Node | null | undefined)?.range;
    return r && r[1] > r[0] ? { start: fm.base + r[0], end: fm.base + r[1] } : undefined;
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
    return { problem: `SKILL.md's frontmatter is not valid YAML (${error.message.split('\n')[0]}): ${SKIP}`, span: { start, end } };
  }
  if (!isMap(doc.contents)) {
    return { problem: `SKILL.md's frontmatter must be a YAML map of fields ("name: …", "description: …"): ${SKIP}`, span: spanOf(doc.contents) ?? fm.open };
  }
  // An alias stands for the node it names (`short-description: *list` is a list); maps are read one level down only,
  // so an alias to an enclosing map cannot loop.
  const toFields = (pairs: Pair[], nested: boolean): Field[] => pairs.map((pair) => {
    const node = isAlias(pair.value) ? pair.value.resolve(doc) : pair.value;
    return {
      key: isScalar(pair.key) ? String(pair.key.value) : undefined,
      keySpan: spanOf(pair.key),
      value: node === null ? null : isScalar(node) ? node.value : undefined,
      valueSpan: spanOf(pair.value),
      ...(!nested && isMap(node) ? { map: toFields(node.items as Pair[], true) } : {}),
      ...(!nested && isSeq(node) ? { items: node.items.map((item) => ({ key: undefined, keySpan: undefined, value: isScalar(item) ? item.value : undefined, valueSpan: spanOf(item) })) } : {}),
    };
  });
  return { fields: toFields(doc.contents.items as Pair[], false) };
}

export const skillFrontmatter: Rule = {
  meta: {
    id: 'skill-frontmatter',
    level: 'error',
    description: 'A SKILL.md whose YAML frontmatter breaks the Agent Skills spec (missing or unparseable, name or description missing, too long or misspelled, name not matching its folder), or whose allowed-tools lets the agent run any shell, network or root command without asking.',
    precision: 'very-high',
    securitySeverity: '2.0',
    tags: ['security', 'skills', 'correctness'],
    fixable: 'none',
    owasp: ['MCP02:2025'],
  },
  checkSkill(skill) {
    return check(skill);
  },
  checkConfig(file) {
    return slashCommandGrants(file);
  },
};

/** Claude Code's slash commands (`.claude/commands/**.md`), read as instruction files: they take `allowed-tools` too. */
const SLASH_COMMAND = /(^|\/)\.claude\/commands\//;

/**
 * A slash command's `allowed-tools` grants what a skill's does, for as long as the command runs. Its frontmatter is
 * optional and follows no spec, so nothing else in it is judged.
 */
function slashCommandGrants(file: ConfigFile): Report[] {
  if (file.syntax !== 'markdown' || !file.source.display.endsWith('.md') || !SLASH_COMMAND.test(file.source.display)) return [];
  const text = file.source.text;
  const fm = frontmatter(text);
  if ('problem' in fm) return [];
  const parsed = simpleFields(fm.yaml, fm.base) ?? yamlFields(fm, text);
  if ('problem' in parsed) return [];
  const out: Report[] = [];
  const add: Add = (level, span, message) => out.push({
    message: message.replace('While this skill is active', 'While this slash command runs'),
    span, path: ['frontmatter', 'allowed-tools'], level,
  });
  const tools = parsed.fields.find((f) => f.key === 'allowed-tools');
  if (tools) checkAllowedTools(tools, text, add);
  return out;
}

/** SHA-256 of no bytes: an empty text with another hash is a SKILL.md that could not be decoded (reported elsewhere). */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Records a report at `span`, under the frontmatter's path (and the key's, when given). */
type Add = (level: Level, span: Span, message: string, key?: string) => void;

const at = (span: Span | undefined, fallback: Span): Span => span ?? fallback;

function check(skill: Skill): Report[] {
  const text = skill.manifest.text;
  if (text === '' && skill.manifestSha256 !== EMPTY_SHA256) return [];
  const out: Report[] = [];
  const path = ['skills', skill.dir, 'SKILL.md', 'frontmatter'];
  const add: Add = (level, span, message, key) => out.push({ message, span, path: key ? [...path, key] : path, level });
  const fm = frontmatter(text);
  if ('problem' in fm) return add('error', fm.span, fm.problem), out;

  const parsed = simpleFields(fm.yaml, fm.base) ?? yamlFields(fm, text);
  if ('problem' in parsed) return add('error', parsed.span, parsed.problem), out;

  const fields = fieldsByKey(parsed.fields, fm.open, add);
  const name = stringField(fields, 'name', 'error', fm.open, add);
  if (name) checkName(skill, name, add);
  const description = stringField(fields, 'description', 'error', fm.open, add);
  if (description) checkDescription(description, add);
  const compatibility = fields.get('compatibility');
  if (compatibility) checkCompatibility(compatibility, fm.open, add);
  const metadata = fields.get('metadata');
  if (metadata && metadata.value !== null) checkMetadata(metadata, fm.open, add);
  const tools = fields.get('allowed-tools');
  if (tools) checkAllowedTools(tools, text, add);
  return out;
}

/** The top-level fields by key (the checks read the first of a key written twice, which is an error); a key outside
 * the spec is a note. */
function fieldsByKey(parsed: Field[], open: Span, add: Add): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const field of parsed) {
    const key = field.key;
    if (key === undefined) continue;
    const keySpan = at(field.keySpan, open);
    if (fields.has(key)) {
      add('error', keySpan, `"${key}" appears twice in SKILL.md's frontmatter: ${SKIP}`, key);
      continue;
    }
    fields.set(key, field);
    if (SPEC_KEYS.has(key)) continue;
    add('note', keySpan, CLAUDE_KEYS.has(key)
      ? `"${key}" is not an Agent Skills field: Claude Code reads it, other hosts ignore it, and "skills-ref validate" rejects it.`
      : `"${key}" is not an Agent Skills field and no host mcp-audit knows reads it: it has no effect, and "skills-ref validate" rejects it.`, key);
  }
  return fields;
}

/** A string field: its node and span, or a report when it is missing or not a string. */
function stringField(fields: Map<string, Field>, key: string, level: Level, open: Span, add: Add): { value: string; span: Span } | undefined {
  const field = fields.get(key);
  if (!field) {
    add(level, open, `SKILL.md's frontmatter has no "${key}": ${SKIP}`, key);
    return undefined;
  }
  const span = at(field.valueSpan, at(field.keySpan, open));
  const value = field.value;
  if (typeof value !== 'string' || collapse(value) === '') {
    add(level, span, `"${key}" in SKILL.md's frontmatter must be non-empty text: ${SKIP}`, key);
    return undefined;
  }
  return { value, span };
}

function checkDescription(description: { value: string; span: Span }, add: Add): void {
  if (length(collapse(description.value)) > 1024) {
    add('error', description.span, `"description" is ${length(collapse(description.value))} characters long; the limit is 1024: ${SKIP}`, 'description');
  }
}

/** Entries of `allowed-tools` that let the agent run any command, or network or root commands, without asking. */
function checkAllowedTools(field: Field, text: string, add: Add): void {
  const values = field.items ?? [field];
  for (const item of values) {
    if (typeof item.value !== 'string' || !item.valueSpan) continue;
    const exact = text.slice(item.valueSpan.start, item.valueSpan.end) === item.value;
    for (const r of allowedToolsReports(item.value, item.valueSpan, exact)) add(r.level, r.span, r.message, 'allowed-tools');
  }
}

function checkCompatibility(compatibility: Field, open: Span, add: Add): void {
  const value = compatibility.value;
  const span = at(compatibility.valueSpan, at(compatibility.keySpan, open));
  if (typeof value !== 'string' || value.trim() === '') add('warning', span, '"compatibility" must be non-empty text (the Agent Skills spec).', 'compatibility');
  else if (length(value) > 500) add('warning', span, `"compatibility" is ${length(value)} characters long; the Agent Skills spec allows 500.`, 'compatibility');
}

/** `metadata` must be a map; of its keys, Codex reads the short description, and skips the skill when it is wrong. */
function checkMetadata(metadata: Field, open: Span, add: Add): void {
  const span = at(metadata.valueSpan, at(metadata.keySpan, open));
  if (!metadata.map) {
    add('error', span, `"metadata" must be a map of keys to text: ${SKIP}`, 'metadata');
    return;
  }
  const seen = new Set<string>();
  for (const item of metadata.map) {
    const key = item.key;
    if (key === undefined) continue;
    if (seen.has(key)) {
      add('error', at(item.keySpan, span), `"metadata.${key}" appears twice in SKILL.md's frontmatter: ${SKIP}`, 'metadata');
      continue;
    }
    seen.add(key);
    if (!SHORT_DESCRIPTION.has(key)) continue;
    const value = item.value;
    const valueSpan = at(item.valueSpan, at(item.keySpan, span));
    // an empty value is no short description, which Codex accepts
    if (value === null) continue;
    if (typeof value !== 'string') {
      add('error', valueSpan, `"metadata.${key}" must be text; Codex skips the skill otherwise.`, 'metadata');
      continue;
    }
    const n = length(collapse(value));
    if (n > 500) add('error', valueSpan, `"metadata.${key}" is ${n} characters long; Codex allows 500 and skips the skill otherwise.`, 'metadata');
  }
}

function checkName(skill: Skill, name: { value: string; span: Span }, add: Add) {
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
