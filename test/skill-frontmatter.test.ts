import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simpleFields, skillFrontmatter, yamlFields } from '../rules/skill-frontmatter.js';
import { testRule } from './rule-tester.js';

const S = '.claude/skills/notes';
const skill = (manifest: string) => ({ [`${S}/SKILL.md`]: manifest });
const fm = (...lines: string[]) => skill(`---\n${lines.join('\n')}\n---\n# Notes\n`);
const SKIP = 'Codex and other hosts that follow the spec skip the skill';
/** A frontmatter with a `metadata` map of the given lines (line 5 onwards). */
const meta = (...lines: string[]) => fm('name: notes', 'description: d', 'metadata:', ...lines);

/** `metadata.short-description` values that are not text: [case, lines from `metadata:` on, where the value starts]. */
const NOT_TEXT: [string, string[], { line: number; column: number; endColumn?: number }][] = [
  ['a flow list', ['  short-description: [a, b]'], { line: 5, column: 22, endColumn: 28 }],
  ['a block list', ['  short-description:', '    - a', '    - b'], { line: 6, column: 5 }],
  ['a flow map', ['  short-description: { a: b }'], { line: 5, column: 22, endColumn: 30 }],
  ['a block map', ['  short-description:', '    a: b'], { line: 6, column: 5 }],
  ['a number', ['  short-description: 42'], { line: 5, column: 22, endColumn: 24 }],
  ['a boolean', ['  short-description: true'], { line: 5, column: 22, endColumn: 26 }],
  ['the camelCase spelling, a number', ['  shortDescription: 1.5'], { line: 5, column: 21, endColumn: 24 }],
];

testRule(skillFrontmatter, {
  valid: [
    { name: 'minimal', files: fm('name: notes', 'description: Take notes during a meeting.') },
    {
      name: 'every spec field, CRLF line endings',
      files: skill('---\r\nname: notes\r\ndescription: >\r\n  Take notes.\r\n  Use when asked to.\r\nlicense: MIT\r\ncompatibility: Needs git.\r\nmetadata:\r\n  short-description: Notes\r\n  author: me\r\nallowed-tools: Bash(git:*) Read\r\n---\r\n'),
    },
    { name: 'an empty metadata is fine', files: fm('name: notes', 'description: d', 'metadata:') },
    { name: 'a skill at another path', files: { 'skills/pdf-tools/SKILL.md': '---\nname: pdf-tools\ndescription: d\n---\n' } },
    { name: 'metadata: a short description given once, other keys once each', files: meta('  short-description: Notes', '  author: me', '  name: notes') },
    { name: 'metadata: an empty short description', files: meta('  short-description:') },
    { name: 'metadata: a quoted number is text', files: meta('  short-description: "42"') },
    { name: 'metadata: an alias to text is text', files: fm('name: notes', 'description: d', 'license: &l MIT', 'metadata:', '  short-description: *l') },
    { name: 'an alias to text is text at the top level too', files: fm('name: &n notes', 'description: *n') },
    { name: 'metadata: the same key in two maps is no duplicate', files: meta('  a:', '    k: 1', '  b:', '    k: 2') },
    // the bad bytes are invalid-config's (a warning); the rest is read with U+FFFD in their place and checked as usual
    { name: 'a SKILL.md with bytes that are not UTF-8, well-formed otherwise', files: { [`${S}/SKILL.md`]: Buffer.concat([Buffer.from('---\nname: notes\ndescription: Notes caf'), Buffer.from([0xe9]), Buffer.from('.\n---\nBody \xff\n', 'latin1')]) } },
  ],
  invalid: [
    {
      name: 'an empty SKILL.md',
      files: skill(''),
      errors: [{ line: 1, column: 1, endColumn: 1, level: 'error', message: /does not start with YAML frontmatter/ }],
    },
    {
      name: 'no frontmatter',
      files: skill('# Notes\n\nTake notes.\n'),
      errors: [{ line: 1, column: 1, endColumn: 8, level: 'error', message: `SKILL.md does not start with YAML frontmatter (a line "---", the fields, a closing "---"): ${SKIP}` }],
    },
    {
      name: 'a byte order mark hides the frontmatter from Codex',
      files: skill('\ufeff---\nname: notes\ndescription: d\n---\n'),
      errors: [{ line: 1, column: 1, endColumn: 4, level: 'error', message: /starts with a byte order mark, so Codex does not find its frontmatter/ }],
    },
    {
      name: 'no closing line',
      files: skill('---\nname: notes\ndescription: d\n'),
      errors: [{ line: 1, column: 1, endColumn: 4, level: 'error', message: `SKILL.md's frontmatter has no closing "---" line: ${SKIP}` }],
    },
    {
      name: 'empty frontmatter',
      files: skill('---\n---\n# Notes\n'),
      errors: [{ line: 1, column: 1, endColumn: 4, level: 'error', message: /frontmatter is empty/ }],
    },
    {
      name: 'YAML that does not parse: a colon in a plain description',
      files: fm('name: notes', 'description: Use this: when asked'),
      errors: [{ line: 3, column: 14, endColumn: 15, level: 'error', message: `SKILL.md's frontmatter is not valid YAML (Nested mappings are not allowed in compact mappings): ${SKIP}` }],
    },
    {
      name: 'YAML that does not parse: an unclosed quote is shown at the end of its line',
      files: fm('name: notes', 'description: "unclosed'),
      errors: [{ line: 3, column: 23, endColumn: 23, level: 'error', message: /Missing closing "quote/ }],
    },
    {
      name: 'a list, not a map',
      files: fm('- name: notes'),
      errors: [{ line: 2, column: 1, level: 'error', message: /must be a YAML map of fields/ }],
    },
    {
      name: 'missing description',
      files: fm('name: notes'),
      errors: [{ line: 1, column: 1, endColumn: 4, level: 'error', message: `SKILL.md's frontmatter has no "description": ${SKIP}` }],
    },
    {
      name: 'missing name, empty description',
      files: fm('description: "  "'),
      errors: [
        { line: 1, column: 1, endColumn: 4, level: 'error', message: /has no "name"/ },
        { line: 2, column: 14, endColumn: 18, level: 'error', message: `"description" in SKILL.md's frontmatter must be non-empty text: ${SKIP}` },
      ],
    },
    {
      name: 'a misspelled name that does not match its folder',
      files: fm('name: Notes_App', 'description: d'),
      errors: [
        { line: 2, column: 7, endColumn: 16, level: 'warning', message: '"name" must be lower-case letters, digits and single hyphens (the Agent Skills spec); "Notes_App" has upper-case letters, characters other than a-z, 0-9 and "-".' },
        { line: 2, column: 7, endColumn: 16, level: 'warning', message: '"name" is "Notes_App" but the skill\'s folder is "notes": the Agent Skills spec requires them to match, and Claude Code names the skill after the folder.' },
      ],
    },
    {
      name: 'hyphens',
      files: { 'skills/-a--b/SKILL.md': '---\nname: -a--b\ndescription: d\n---\n' },
      errors: [{ line: 2, column: 7, level: 'warning', message: /has a hyphen at the start or end, "--"\.$/ }],
    },
    {
      name: 'too long: name over 64, description over 1024 (in characters, after collapsing whitespace)',
      files: fm(`name: ${'n'.repeat(65)}`, `description: ${'\u{1F4A1}'.repeat(1025)}`),
      errors: [
        { line: 2, column: 7, endColumn: 72, level: 'error', message: `"name" is 65 characters long; the limit is 64: ${SKIP}` },
        { line: 3, column: 14, level: 'error', message: /"description" is 1025 characters long; the limit is 1024/ },
      ],
    },
    {
      name: 'keys outside the spec are notes naming who reads them',
      files: fm('name: notes', 'description: d', 'when_to_use: in meetings', 'colour: blue'),
      errors: [
        { line: 4, column: 1, endColumn: 12, level: 'note', message: '"when_to_use" is not an Agent Skills field: Claude Code reads it, other hosts ignore it, and "skills-ref validate" rejects it.' },
        { line: 5, column: 1, endColumn: 7, level: 'note', message: /"colour" is not an Agent Skills field and no host mcp-audit knows reads it/ },
      ],
    },
    {
      name: 'a key given twice',
      files: fm('name: notes', 'description: d', 'name: other'),
      errors: [{ line: 4, column: 1, endColumn: 5, level: 'error', message: `"name" appears twice in SKILL.md's frontmatter: ${SKIP}` }],
    },
    {
      name: 'compatibility too long, metadata not a map',
      files: fm('name: notes', 'description: d', `compatibility: ${'c'.repeat(501)}`, 'metadata: none'),
      errors: [
        { line: 4, column: 16, level: 'warning', message: '"compatibility" is 501 characters long; the Agent Skills spec allows 500.' },
        { line: 5, column: 11, endColumn: 15, level: 'error', message: `"metadata" must be a map of keys to text: ${SKIP}` },
      ],
    },
    {
      name: 'a short description over 500 characters',
      files: fm('name: notes', 'description: d', 'metadata:', `  short-description: ${'s'.repeat(501)}`),
      errors: [{ line: 5, column: 22, level: 'error', message: /"metadata\.short-description" is 501 characters long; Codex allows 500/ }],
    },
    {
      name: 'metadata: a short description given twice',
      files: meta('  short-description: One', '  short-description: Two'),
      errors: [{ line: 6, column: 3, endColumn: 20, level: 'error', message: `"metadata.short-description" appears twice in SKILL.md's frontmatter: ${SKIP}` }],
    },
    {
      name: 'metadata: another key given twice, the second one too long is not reported again',
      files: meta('  author: me', `  short-description: ${'s'.repeat(10)}`, '  author: you', `  short-description: ${'s'.repeat(501)}`),
      errors: [
        { line: 7, column: 3, endColumn: 9, level: 'error', message: `"metadata.author" appears twice in SKILL.md's frontmatter: ${SKIP}` },
        { line: 8, column: 3, endColumn: 20, level: 'error', message: /"metadata\.short-description" appears twice/ },
      ],
    },
    ...NOT_TEXT.map(([what, lines, at]) => ({
      name: `metadata: a short description that is ${what}`,
      files: meta(...lines),
      errors: [{ ...at, level: 'error' as const, message: /^"metadata\.(?:short-description|shortDescription)" must be text; Codex skips the skill otherwise\.$/ }],
    })),
    {
      name: 'metadata: a short description that is an alias to a list',
      files: fm('name: notes', 'description: d', 'license: &l [MIT]', 'metadata:', '  short-description: *l'),
      errors: [{ line: 6, column: 22, endColumn: 24, level: 'error', message: '"metadata.short-description" must be text; Codex skips the skill otherwise.' }],
    },
    {
      name: 'metadata: an alias to text over 500 characters is measured',
      files: fm('name: notes', 'description: d', `license: &l ${'s'.repeat(501)}`, 'metadata:', '  short-description: *l'),
      errors: [{ line: 6, column: 22, endColumn: 24, level: 'error', message: /"metadata\.short-description" is 501 characters long/ }],
    },
    {
      name: 'a description that is not text',
      files: fm('name: notes', 'description: 42'),
      errors: [{ line: 3, column: 14, endColumn: 16, level: 'error', message: /"description" in SKILL\.md's frontmatter must be non-empty text/ }],
    },
  ],
});

describe('the plain-line reader agrees with the YAML library', () => {
  // Frontmatter of `key: value` lines built from the characters that change how YAML reads a line.
  const tricky = fc.constantFrom('0', '9', '  ', ':', ': ', '#', ' #', "'", '"', '-', '?', ',', '[', ']', '{', '}',
    '&', '*', '!', '|', '>', '%', '@', '`', '.', '~', '\t', '\\', 'é', '\u00a0', '\u0085', '\u2028', '\ufeff', '\u{1F4A1}', 'true', 'null', 'No', '1e3', '0x1F');
  const piece = fc.oneof({ arbitrary: fc.constantFrom('a', 'Z', 'n', ' ', 'word'), weight: 5 }, { arbitrary: tricky, weight: 1 });
  const word = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
  const key = fc.oneof({ arbitrary: fc.constantFrom('name', 'description', 'license', 'metadata', 'x_y', 'a-b', 'A9'), weight: 5 }, { arbitrary: word, weight: 1 });
  // Mostly lines the reader takes (a letter first), so that the property is tested often.
  const value = fc.oneof({ arbitrary: fc.tuple(fc.constantFrom('a', 'Z', 'n', 'T', 'y'), word).map(([first, rest]) => first + rest), weight: 4 }, { arbitrary: word, weight: 1 });
  const line = fc.oneof(
    { arbitrary: fc.tuple(key, fc.constantFrom(': ', ':  ', ':', ' : '), value).map(([k, sep, v]) => `${k}${sep}${v}`), weight: 12 },
    { arbitrary: fc.constantFrom('', '  ', '# a comment', '  indented: x', '- item', '---', '...'), weight: 1 },
  );
  const document = fc.tuple(fc.array(line, { minLength: 1, maxLength: 4 }), fc.constantFrom('\n', '\r\n')).map(([lines, eol]) => lines.join(eol) + eol);

  it('gives the same fields and spans whenever it reads a frontmatter at all', () => {
    let read = 0;
    fc.assert(fc.property(document, (text) => {
      const base = 4;
      const simple = simpleFields(text, base);
      if (!simple) return;
      read++;
      const open = { start: 0, end: 3 };
      expect(yamlFields({ base, yaml: text, open }, `---\n${text}`)).toEqual(simple);
    }), { numRuns: 3000, seed: 20261129 });
    // The property says nothing if the reader gives up on everything.
    expect(read).toBeGreaterThan(300);
  });

  it('reads the usual frontmatter and leaves the rest to YAML', () => {
    expect(simpleFields('name: notes\ndescription: Take notes. Use when asked (C#, [x]).  # why\n', 0)).toEqual({ fields: [
      { key: 'name', keySpan: { start: 0, end: 4 }, value: 'notes', valueSpan: { start: 6, end: 11 } },
      { key: 'description', keySpan: { start: 12, end: 23 }, value: 'Take notes. Use when asked (C#, [x]).', valueSpan: { start: 25, end: 62 } },
    ] });
    for (const text of ['description: >\n  folded\n', 'name: "quoted"\n', 'metadata:\n  a: b\n', 'name: a\n# comment\n', 'name: true\n', 'name: 12\n', 'name: a: b\n', '- name\n', '\n']) {
      expect(simpleFields(text, 0), text).toBeUndefined();
    }
  });
});
