/** Continue: `.continue/mcpServers/*.yaml` (a YAML list of servers) and JSON block files; YAML spans and edits. */
import { describe, expect, it } from 'vitest';
import { isScalar, isSeq, parseDocument } from 'yaml';
import { invalidConfig } from '../rules/invalid-config.js';
import { continueHost } from '../src/hosts/continue.js';
import { plainOk } from '../src/hosts/continue-editor.js';
import { readModel } from '../src/hosts/continue-yaml.js';
import { suppressionsOf } from '../src/engine/filter.js';
import { valueSpan } from '../src/model/source.js';
import type { ConfigFile, Str } from '../src/model/types.js';
import { testRule } from './rule-tester.js';
import { applyEdits, edited, expectJsonTokens, fixture, parseAs, strings, summary } from './hosts-helpers.js';

const YAML_PATH = '/repo/.continue/mcpServers/servers.yaml';
const yaml = (text: string) => parseAs(continueHost, text, YAML_PATH);
const slice = (f: ConfigFile, s: Str, start?: number, end?: number) => {
  const span = valueSpan(s, start, end);
  return f.source.text.slice(span.start, span.end);
};

describe('continue: model', () => {
  it('reads a realistic YAML block file', () => {
    const f = fixture(continueHost, 'continue/.continue/mcpServers/playwright.yaml');
    expect(f.host).toBe('continue');
    expect(f.syntax).toBe('yaml');
    expect(f.problems).toEqual([]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'Browser search', transport: 'stdio', command: 'npx', args: ['@playwright/mcp@0.0.41', '--headless'], env: { DEBUG: 'pw:*' }, url: undefined, headers: {} },
      { name: 'docs', transport: 'http', command: undefined, args: [], env: {}, url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${{ secrets.DOCS_TOKEN }}' } },
    ]);
    expect(f.servers.map((s) => strings(f, s).map((x) => x.token))).toEqual([
      ['npx', '"@playwright/mcp@0.0.41"', '--headless', "'pw:*'"],
      ['https://docs.example.com/mcp', 'Bearer ${{ secrets.DOCS_TOKEN }}'],
    ]);
    const [browser, docs] = f.servers;
    expect(browser!.path).toEqual(['mcpServers', 'Browser search']);
    expect(f.source.text.slice(browser!.nameSpan.start, browser!.nameSpan.end)).toBe('Browser search');
    expect(docs!.headers[0]!.value.path).toEqual(['mcpServers', 'docs', 'requestOptions', 'headers', 'Authorization']);
    expect(f.source.text.slice(browser!.argsSpan!.start, browser!.argsSpan!.end)).toBe('- "@playwright/mcp@0.0.41"\n      - --headless');
    expect((f.data as { name: string }).name).toBe('Playwright mcpServer');
  });

  it('reads a Claude-style JSON file dropped into the folder', () => {
    const f = fixture(continueHost, 'continue/.continue/mcpServers/github.json');
    expect(f.syntax).toBe('jsonc');
    expect(f.problems).toEqual([]);
    expect(f.servers.map((s) => [s.name, s.command?.value, s.args.length])).toEqual([['github', 'docker', 4]]);
    expectJsonTokens(f);
  });

  it('maps value characters to source offsets through escapes, folding and block scalars', () => {
    const text = [
      'mcpServers:',
      '  - name: s',
      '    command: "a\\tb\\u0041c"',
      "    args: ['it''s', plain words]",
      '    env:',
      '      FOLDED: first',
      '        second',
      '      BLOCK: |',
      '        line one',
      '        line two',
      '',
    ].join('\n');
    const f = yaml(text);
    expect(f.problems).toEqual([]);
    const [s] = f.servers;
    expect(s!.command!.value).toBe('a\tbAc');
    expect(slice(f, s!.command!, 3, 4)).toBe('\\u0041');
    expect(slice(f, s!.command!, 1, 2)).toBe('\\t');
    expect(slice(f, s!.args[0]!, 0, 4)).toBe("it''s");
    expect(slice(f, s!.args[0]!, 2, 3)).toBe("''");
    expect(slice(f, s!.args[1]!)).toBe('plain words');
    const [folded, block] = s!.env.map((e) => e.value);
    expect(folded!.value).toBe('first second');
    expect(slice(f, folded!, 6, 12)).toBe('second');
    expect(block!.value).toBe('line one\nline two\n');
    expect(slice(f, block!, 9, 17)).toBe('line two');
    expect(f.source.text.slice(block!.span.start, block!.span.end)).toBe('|\n        line one\n        line two');
  });

  it('uses the index for a path when names repeat, and skips hub blocks (uses:)', () => {
    const f = yaml('mcpServers:\n  - name: a\n    command: x\n  - name: a\n    command: y\n  - uses: anthropic/memory-mcp\n');
    expect(f.problems).toEqual([]);
    expect(f.servers.map((s) => s.path)).toEqual([['mcpServers', 0], ['mcpServers', 1]]);
  });

  it('keeps # comments for suppressions, BOM and CRLF included', () => {
    const text = '\ufeff# header\r\nmcpServers:\r\n  # mcp-audit-ignore[invalid-config]: vendored\r\n  - name: a # trailing\r\n    url: "https://a#b"\r\n';
    const f = yaml(text);
    expect(f.comments.map((c) => c.text)).toEqual(['# header', '# mcp-audit-ignore[invalid-config]: vendored', '# trailing']);
    expect(suppressionsOf(f).map((s) => [s.line, s.ruleIds])).toEqual([[4, ['invalid-config']]]);
    expect(f.source.text.slice(f.servers[0]!.url!.span.start, f.servers[0]!.url!.span.end)).toBe('"https://a#b"');
  });

  it('keeps every problem span inside the text, even where yaml points past its end (fuzz regression)', () => {
    for (const text of ['{', '[', '"', "'x", 'a: [', '- {', 'mcpServers:\n  - name: a\n    args: [x', '\ufeff{', '{a: 1', 'mcpServers: [{']) {
      let f: ConfigFile | undefined;
      expect(() => (f = yaml(text)), JSON.stringify(text)).not.toThrow();
      expect(f!.problems.length, JSON.stringify(text)).toBeGreaterThan(0);
      for (const p of f!.problems) {
        expect(p.span.start, JSON.stringify(text)).toBeGreaterThanOrEqual(0);
        expect(p.span.start).toBeLessThanOrEqual(p.span.end);
        expect(p.span.end, `${JSON.stringify(text)}: ${p.message}`).toBeLessThanOrEqual(text.length);
      }
    }
    expect(yaml('{').problems.map((p) => [p.message, p.span])).toEqual([['YAML syntax error: Flow map must end with a }', { start: 1, end: 1 }]]);
  });

  it('claims only files in .continue/mcpServers/', () => {
    expect([
      '.continue/mcpServers/a.yaml', 'x/.continue/mcpServers/b.yml', '.continue/mcpServers/mcp.json', '.continue/mcpServers/notes.md',
      'mcpServers/a.yaml', '.continue/config.yaml', '.continue/mcpServers/sub/a.yaml',
    ].map(continueHost.matches)).toEqual([true, true, true, false, false, false, false]);
  });
});

const F = '.continue/mcpServers/s.yaml';

testRule(invalidConfig, {
  valid: [
    { name: 'a block file with metadata and no servers', files: { [F]: 'name: Empty\nversion: 0.0.1\nschema: v1\n' } },
    { name: 'an empty list', files: { [F]: 'mcpServers: []\n' } },
    { name: 'sse, streamable-http, hub blocks', files: { [F]: 'mcpServers:\n  - name: a\n    type: sse\n    url: https://a.example/sse\n  - name: b\n    type: streamable-http\n    url: https://b.example/mcp\n  - uses: owner/block\n    with:\n      KEY: ${{ secrets.KEY }}\n' } },
    { name: 'numbers in env are read as text', files: { [F]: 'mcpServers:\n  - name: a\n    command: x\n    args: [--port, 8080]\n    env: { PORT: 3000, EMPTY: }\n' } },
    { name: 'a .yml extension', files: { '.continue/mcpServers/s.yml': 'mcpServers:\n- name: a\n  command: x\n' } },
  ],
  invalid: [
    {
      name: 'a YAML syntax error',
      files: { [F]: 'mcpServers:\n  - name: a\n    args: [x, y\n' },
      errors: [{ line: 4, column: 1, message: /^YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a \]/ }],
    },
    {
      name: 'an unclosed flow map: the error is placed at the end of the file, not past it',
      files: { [F]: '{' },
      errors: [{ line: 1, column: 2, endLine: 1, endColumn: 2, message: 'YAML syntax error: Flow map must end with a }' }],
    },
    {
      name: 'a duplicate key',
      files: { [F]: 'mcpServers:\n  - name: a\n    command: x\n    command: y\n' },
      errors: [{ line: 4, column: 5, message: 'YAML syntax error: Map keys must be unique' }],
    },
    {
      name: 'a list at the top level',
      files: { [F]: '- name: a\n  command: x\n' },
      errors: [{ line: 1, column: 1, endLine: 2, message: 'the top level must be a YAML mapping' }],
    },
    {
      name: 'mcpServers as a mapping, Claude-style',
      files: { [F]: 'mcpServers:\n  github:\n    command: npx\n' },
      errors: [{ line: 1, column: 1, endColumn: 11, level: 'warning', message: 'Continue reads "mcpServers" as a list of entries with a "name" (- name: …), not a mapping: none of these servers load' }],
    },
    {
      name: 'an entry without name, one that is not a mapping',
      files: { [F]: 'mcpServers:\n  - command: x\n  - just text\n' },
      errors: [
        { line: 2, column: 5, message: 'server entry #1 of "mcpServers" has no "name"' },
        { line: 3, column: 5, endColumn: 14, message: 'server entry #2 of "mcpServers" must be a mapping' },
      ],
    },
    {
      name: 'transport problems',
      files: { [F]: 'mcpServers:\n  - name: ws\n    type: websocket2\n    url: wss://a\n  - name: nothing\n    env: {}\n  - name: local\n    type: stdio\n    url: https://a\n' },
      errors: [
        { line: 3, column: 11, level: 'warning', message: 'server "ws" has an unknown transport type "websocket2": Continue knows "stdio", "sse" and "streamable-http"' },
        { line: 5, column: 11, message: 'server "nothing" has neither "command" nor "url"' },
        { line: 7, column: 11, message: 'server "local" is a stdio server without a "command"' },
      ],
    },
    {
      name: 'wrong shapes',
      files: { [F]: 'mcpServers:\n  - name: a\n    command: [npx]\n    args: -y pkg\n    env:\n      K: { nested: 1 }\n' },
      errors: [
        { line: 3, column: 14, message: '"command" of server "a" must be a string' },
        { line: 4, column: 11, message: '"args" of server "a" must be a list of strings' },
        { line: 6, column: 10, message: '"env.K" of server "a" must be a string' },
      ],
    },
  ],
});

describe('continue: large files (issue 15)', () => {
  it('reports repeated keys as yaml does, from one parse, in linear time', () => {
    const cases = [
      'a: 1\na: 2\n', '&x a: 1\n!!str a: 2\n', '? a\n: 1\n? a\n: 2\n', ': 1\n: 2\n', '1: a\n"1": b\n1: c\n', '{a: 1, a: 2}\n',
      '[a: 1, a: 2]\n', 'a: &k 1\n*k : 2\n*k : 3\n', '.nan: 1\n.nan: 2\n', 'true: 1\nTrue: 2\n', 'null: 1\n~: 2\n: 3\n', '0x10: 1\n16: 2\n',
      'mcpServers:\n  - name: a\n    name: b\n    command: x\n    command: y\n', 'a:\n  b: 1\n  b: 2\nc: [1, {d: 1, d: 2}]\n',
      '---\na: 1\n---\na: 1\na: 2\n', 'a: 1\n  bad\na: 2\n', '# only a comment\n', '',
    ];
    for (const text of cases) {
      const want = parseDocument(text, { prettyErrors: false }).errors.map((e) => [e.code, e.pos]);
      expect(readModel(text).doc.errors.map((e) => [e.code, e.pos]), JSON.stringify(text)).toEqual(want);
    }
    // yaml compares each key with every one before it: 40,000 keys took 13 s
    const big = `mcpServers:\n${Array.from({ length: 40_000 }, (_, i) => `  s${i}: {command: node}\n`).join('')}  s7: {command: node}\n`;
    const started = performance.now();
    const model = readModel(big);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(model.problems.map((p) => [p.message, big.slice(p.span.start, p.span.end)])).toEqual([['YAML syntax error: Map keys must be unique', 's']]);
  });

  it('reads comments from the same parse', () => {
    const text = '# a\nmcpServers: # b\n  - name: "x # not"\n    command: y # c\n';
    expect(yaml(text).comments.map((c) => c.text)).toEqual(['# a', '# b', '# c']);
  });

  it('keeps a package spec plain exactly when yaml would read it back as that string', () => {
    const reference = (value: string, flow: boolean) => {
      const doc = parseDocument(flow ? `[${value}]` : `k: ${value}`, { prettyErrors: false });
      if (doc.errors.length || doc.warnings.length) return false;
      const got = flow ? (isSeq(doc.contents) && doc.contents.items.length === 1 ? doc.contents.items[0] : undefined) : doc.get('k', true);
      return isScalar(got) && got.value === value && got.type === 'PLAIN';
    };
    const words = ['p@1.0.0', '@scope/p@1.0.0', 'true', 'True', 'NULL', 'null', 'yes', 'e5', 'x0', '_', 'a:b', 'a #b', 'a-', '1.0', '0x1F', '.inf', '-a', 'a/b/c'];
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const alphabet = 'aZ_09.-/@eExXoOnNuUlLtTrR';
    for (let k = 0; k < 4000; k++) words.push(Array.from({ length: 1 + Math.floor(next() * 8) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
    for (const word of words) for (const flow of [false, true]) expect(plainOk(word, flow), `${word} ${flow}`).toBe(reference(word, flow));
  });
});

describe('continue: hostile nesting', () => {
  it('a file nested thousands of levels deep parses without overflowing the stack (found by npm run fuzz)', () => {
    const deep = `${'['.repeat(5000)}\nmcpServers:\n  - name: a\n    command: npx\n`;
    expect(() => parseAs(continueHost, deep, '.continue/mcpServers/team.yaml')).not.toThrow();
    const withComment = `# team\nmcpServers:\n  - name: a\n    command: ${'['.repeat(5000)}\n`;
    expect(() => parseAs(continueHost, withComment, '.continue/mcpServers/team.yaml')).not.toThrow();
  });
});

describe('continue: editor', () => {
  const text = [
    'mcpServers:',
    '  - name: pw',
    '    command: npx',
    '    args:',
    '      - "@playwright/mcp"',
    "      - '--headless'",
    '    env:',
    '      TOKEN: literal # keep me',
    '  - { name: flow, command: uvx, args: [pkg] }',
    '  - name: bare',
    '    url: https://bare.example/mcp',
    '',
  ].join('\n');
  const f = yaml(text);
  const [pw, flow, bare] = f.servers;

  it('replaces strings keeping their quoting where the value allows it', () => {
    expect(edited(f, f.editor.replaceString(pw!.command!, 'bunx'))).toBe(text.replace('command: npx', 'command: bunx'));
    expect(edited(f, f.editor.replaceString(pw!.args[0]!, '@playwright/mcp@1.2.3'))).toBe(text.replace('"@playwright/mcp"', '"@playwright/mcp@1.2.3"'));
    expect(edited(f, f.editor.replaceString(pw!.args[1]!, "it's"))).toBe(text.replace("'--headless'", "'it''s'"));
    expect(edited(f, f.editor.replaceString(pw!.env[0]!.value, '${{ secrets.TOKEN }}'))).toBe(text.replace('TOKEN: literal', 'TOKEN: ${{ secrets.TOKEN }}'));
    // a plain scalar that would read differently is quoted
    expect(edited(f, f.editor.replaceString(pw!.env[0]!.value, 'a: b #c'))).toBe(text.replace('TOKEN: literal', 'TOKEN: "a: b #c"'));
    expect(edited(f, f.editor.replaceString(flow!.args[0]!, 'a, b'))).toBe(text.replace('[pkg]', '["a, b"]'));
    expect(edited(f, f.editor.replaceString(pw!.command!, 'true'))).toBe(text.replace('command: npx', 'command: "true"'));
  });

  it('inserts arguments into block and flow lists', () => {
    expect(edited(f, f.editor.insertArg(pw!, 0, '-y'))).toBe(text.replace('    args:\n', '    args:\n      - -y\n'));
    expect(edited(f, f.editor.insertArg(pw!, 1, '--x'))).toBe(text.replace("      - '--headless'", "      - --x\n      - '--headless'"));
    expect(edited(f, f.editor.insertArg(pw!, 2, '--isolated'))).toBe(text.replace("      - '--headless'", "      - '--headless'\n      - --isolated"));
    expect(edited(f, f.editor.insertArg(flow!, 0, 'mcp-server@1.0'))).toBe(text.replace('[pkg]', '[mcp-server@1.0, pkg]'));
    expect(edited(f, f.editor.insertArg(flow!, 1, '--ro'))).toBe(text.replace('[pkg]', '[pkg, --ro]'));
  });

  it('adds args and env to an entry that has none, in the file\'s indentation', () => {
    expect(edited(f, f.editor.insertArg(bare!, 0, '--ro'))).toBe(text.replace('https://bare.example/mcp\n', 'https://bare.example/mcp\n    args:\n      - --ro\n'));
    expect(edited(f, f.editor.setEnv(bare!, 'K', 'v'))).toBe(text.replace('https://bare.example/mcp\n', 'https://bare.example/mcp\n    env:\n      K: v\n'));
    expect(edited(f, f.editor.setEnv(flow!, 'API_KEY', '${{ secrets.API_KEY }}'))).toBe(text.replace('args: [pkg] }', 'args: [pkg], env: { API_KEY: "${{ secrets.API_KEY }}" } }'));
  });

  it('sets env values: an existing key in place, a new one after the last', () => {
    expect(edited(f, f.editor.setEnv(pw!, 'TOKEN', 'x y'))).toBe(text.replace('TOKEN: literal', 'TOKEN: x y'));
    expect(edited(f, f.editor.setEnv(pw!, 'NEW', '1'))).toBe(text.replace('# keep me\n', '# keep me\n      NEW: "1"\n'));
  });

  it('follows unindented sequences, CRLF and a BOM', () => {
    const crlf = '\ufeffmcpServers:\r\n- name: a\r\n  url: https://a.example\r\n';
    const g = yaml(crlf);
    expect(edited(g, g.editor.insertArg(g.servers[0]!, 0, 'x'))).toBe(crlf.replace('a.example\r\n', 'a.example\r\n  args:\r\n  - x\r\n'));
    expect(edited(g, g.editor.setEnv(g.servers[0]!, 'K', 'v'))).toBe(crlf.replace('a.example\r\n', 'a.example\r\n  env:\r\n    K: v\r\n'));
  });

  it('validate reports YAML that no longer parses', () => {
    expect(f.editor.validate(applyEdits(text, [{ file: YAML_PATH, start: 0, end: 0, text: '[' }]))).toMatch(/^YAML syntax error/);
  });
});
