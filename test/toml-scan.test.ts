import fc from 'fast-check';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { MAX_RECORDED, MAX_RECORDED_NESTING, scanToml, type TomlNode } from '../src/hosts/toml-scan.js';
import type { Path } from '../src/model/types.js';

// ---------------------------------------------------------------------------------------------------------------
// A generator of valid TOML documents: a tree of entries, written out with varied (random but valid) formatting.

interface Key { name: string; style: number }
type Scalar = { t: 'str'; v: string; delim: number; choices: number[] } | { t: 'raw'; text: string };
type Val = Scalar | { t: 'arr'; items: Val[]; multi: boolean; trailing: boolean; notes: number[] } | { t: 'inl'; entries: Entry[]; multi: boolean };
type Body = Val | { t: 'sub'; mode: number; entries: Entry[] } | { t: 'aot'; tables: Entry[][] };
interface Entry { key: Key; body: Body; note: number; ws: number }

const COMMENTS = ['', ' note', ' "quoted" [x] = {y}, z', " ' ''' \"\"\" \\ \\u0041", ' ünïcödé 😀', '#', ' mcp_servers.x.command = "npx"'];
const CHARS = ['a', 'b', 'Z', '0', ' ', '"', "'", '\\', '\t', '\n', '\r', '\b', '\f', '\x1b', '\x01', '\x7f', 'é', '中', '😀', '#', '=', '[', ']', '{', '}', ',', '.'];
const unit = fc.oneof(fc.constantFrom(...CHARS), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));

const raw = (arb: fc.Arbitrary<string>): fc.Arbitrary<Scalar> => arb.map((text) => ({ t: 'raw', text }));
const scalar: fc.Arbitrary<Scalar> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ t: fc.constant('str' as const), v: fc.string({ unit, maxLength: 12 }), delim: fc.nat(3), choices: fc.array(fc.nat(41), { maxLength: 8 }) }),
  },
  raw(fc.integer({ min: -1e9, max: 1e9 }).map(String)),
  raw(fc.integer({ min: 1000, max: 1e9 }).map((n) => `${n % 2 ? '+' : ''}${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '_')}`)),
  raw(fc.tuple(fc.constantFrom(['0x', 16], ['0o', 8], ['0b', 2] as const), fc.nat(0xfffff)).map(([[prefix, base], n]) => prefix + n.toString(base))),
  raw(fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => (Number.isInteger(d) ? d.toFixed(1) : String(d)))),
  raw(fc.constantFrom('3.14', '-0.5e-3', '1e10', '6.626E-34', '1_000.5', '+1.5', 'inf', '+inf', '-inf', 'nan', '+nan', '-nan', '-0.0', '5e+22', '0', '+0', '-0')),
  raw(fc.constantFrom('true', 'false')),
  raw(fc.constantFrom('1979-05-27T07:32:00Z', '1979-05-27T00:32:00-07:00', '1979-05-27T00:32:00.999999+05:30', '1979-05-27 07:32:00Z',
    '1979-05-27T07:32:00', '1979-05-27 00:32:00.5', '1979-05-27', '07:32:00', '00:32:00.999999', '07:32', '1979-05-27t07:32:00z')),
);

const key: fc.Arbitrary<Key> = fc.record({
  name: fc.oneof({ weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/) }, { weight: 1, arbitrary: fc.string({ unit, maxLength: 5 }) }),
  style: fc.nat(5),
});

const tree = fc.letrec<{ val: Val; entry: Entry; entries: Entry[] }>((tie) => ({
  val: fc.oneof(
    { maxDepth: 4, depthIdentifier: 'toml' },
    scalar,
    scalar,
    fc.record({ t: fc.constant('arr' as const), items: fc.array(tie('val'), { maxLength: 4 }), multi: fc.boolean(), trailing: fc.boolean(), notes: fc.array(fc.nat(20), { maxLength: 6 }) }),
    fc.record({ t: fc.constant('inl' as const), entries: tie('entries'), multi: fc.boolean() }),
  ),
  entry: fc.record({
    key,
    body: fc.oneof(
      { maxDepth: 4, depthIdentifier: 'toml' },
      tie('val'),
      tie('val'),
      fc.record({ t: fc.constant('sub' as const), mode: fc.nat(2), entries: tie('entries') }),
      fc.record({ t: fc.constant('aot' as const), tables: fc.array(tie('entries'), { maxLength: 3 }) }),
    ),
    note: fc.nat(20),
    ws: fc.nat(5),
  }),
  entries: fc.uniqueArray(tie('entry'), { maxLength: 5, selector: (e) => e.key.name }),
})).entries;

const hex = (code: number, width: number, upper: boolean): string => {
  const digits = code.toString(16).padStart(width, '0');
  return upper ? digits.toUpperCase() : digits;
};
const SHORT: Record<string, string> = { '\b': 'b', '\t': 't', '\n': 'n', '\f': 'f', '\r': 'r', '\x1b': 'e', '"': '"', '\\': '\\' };

function escape(c: string, k: number): string {
  const code = c.codePointAt(0)!;
  if (SHORT[c] && k % 2 === 0) return `\\${SHORT[c]}`;
  if (code < 0x100 && k % 3 === 1) return `\\x${hex(code, 2, k % 5 < 2)}`;
  if (code <= 0xffff && k % 3 !== 2) return `\\u${hex(code, 4, k % 5 < 2)}`;
  return `\\U${hex(code, 8, k % 5 < 2)}`;
}

const isControl = (c: string): boolean => (c < ' ' && c !== '\t') || c === '\x7f';

class Writer {
  readonly comments: string[] = [];
  constructor(readonly lb: string) {}

  /** ` # …` (recorded, in text order) or nothing */
  note(n: number): string {
    if (n >= COMMENTS.length) return '';
    this.comments.push(`#${COMMENTS[n]}`);
    return ` #${COMMENTS[n]}`;
  }

  basic(v: string, choices: number[], multi: boolean): string {
    const chars = [...v];
    const pick = (i: number): number => choices.length ? choices[i % choices.length]! + i : i * 7;
    const pieces: { text: string; raw: boolean; c: string }[] = chars.map((c, i) => {
      const k = pick(i);
      let mustEscape = c === '\\' || isControl(c) || (!multi && (c === '"' || c === '\n'));
      if (multi && c === '"' && (i > 0 && chars[i - 1] === '"')) mustEscape = true;
      if (multi && c === '\n') mustEscape = false;
      if (mustEscape || k % 4 === 3) return { text: escape(c, k), raw: false, c };
      return { text: c === '\n' ? this.lb : c, raw: true, c };
    });
    if (!multi) return `"${pieces.map((p) => p.text).join('')}"`;
    let out = '"""';
    if (pieces[0]?.raw && pieces[0].c === '\n') out += this.lb;
    else if (pick(0) % 2) out += this.lb;
    pieces.forEach((piece, i) => {
      // a line-ending backslash trims every blank that follows, so only put one before a visible character
      const visible = !piece.raw || !/[ \t\n]/.test(piece.c);
      const prevRawQuote = i > 0 && pieces[i - 1]!.raw && pieces[i - 1]!.c === '"';
      if (visible && !prevRawQuote && pick(i) % 7 === 5) out += `\\  ${this.lb}   `;
      out += piece.text;
    });
    return `${out}"""`;
  }

  string(s: { v: string; delim: number; choices: number[] }): string {
    const { v, delim, choices } = s;
    const noControl = ![...v].some((c) => isControl(c));
    if (delim === 1 && noControl && !/['\n]/.test(v)) return `'${v}'`;
    if (delim === 3 && !/[\x00-\x08\x0b-\x1f\x7f]/.test(v) && !v.includes("'''")) {
      const lead = v.startsWith('\n') || choices[0]! % 2 ? this.lb : '';
      return `'''${lead}${v.replaceAll('\n', this.lb)}'''`;
    }
    return this.basic(v, choices, delim === 2);
  }

  key(k: Key): string {
    if (k.style % 3 === 0 && /^[A-Za-z0-9_-]+$/.test(k.name)) return k.name;
    if (k.style % 3 === 1 && !/['\n\r]/.test(k.name) && ![...k.name].some(isControl)) return `'${k.name}'`;
    return this.basic(k.name, [k.style], false);
  }

  dotted(keys: Key[], ws: number): string {
    return keys.map((k) => this.key(k)).join(ws % 3 === 1 ? ' . ' : ws % 3 === 2 ? '\t.' : '.');
  }

  value(v: Val, indent: string): string {
    if (v.t === 'raw') return v.text;
    if (v.t === 'str') return this.string(v);
    if (v.t === 'arr') {
      if (!v.items.length) return v.multi ? `[${this.note(v.notes[0] ?? 99)}${this.lb}${indent}]` : '[]';
      if (!v.multi) return `[${v.items.map((item) => this.value(item, indent)).join(', ')}${v.trailing ? ',' : ''}]`;
      let out = `[${this.note(v.notes[0] ?? 99)}`;
      v.items.forEach((item, i) => {
        const last = i === v.items.length - 1;
        out += `${this.lb}${indent}  ${this.value(item, `${indent}  `)}${!last || v.trailing ? ',' : ''}${this.note(v.notes[i + 1] ?? 99)}`;
      });
      return `${out}${this.lb}${indent}]`;
    }
    if (!v.entries.length) return v.multi ? '{ }' : '{}';
    const parts = v.entries.flatMap((e) => this.inlineEntries([], e, indent));
    if (!v.multi) return `{ ${parts.join(', ')} }`;
    return `{${parts.map((p) => `${this.lb}${indent}  ${p},`).join('')}${this.lb}${indent}}`;
  }

  /** `a.b = v` items for an inline table (sub-tables become dotted keys or nested inline tables) */
  inlineEntries(prefix: Key[], e: Entry, indent: string): string[] {
    const keys = [...prefix, e.key];
    const body = e.body;
    if (body.t === 'sub' && body.mode !== 1) return body.entries.flatMap((child) => this.inlineEntries(keys, child, indent));
    return [`${this.dotted(keys, e.ws)}${e.ws % 2 ? '=' : ' = '}${this.value(this.asValue(body), indent)}`];
  }

  asValue(body: Body): Val {
    if (body.t === 'sub') return { t: 'inl', entries: body.entries, multi: false };
    if (body.t === 'aot') return { t: 'arr', items: body.tables.map((entries) => ({ t: 'inl', entries, multi: false })), multi: false, trailing: false, notes: [] };
    return body;
  }

  /** a header table's key/value lines (with dotted sub-tables) followed by its sub-tables */
  table(path: Key[], entries: Entry[], indent: string): string {
    let out = '';
    const lines = (prefix: Key[], e: Entry): void => {
      const body = e.body;
      if (body.t === 'sub' && body.mode === 0) {
        for (const child of body.entries) lines([...prefix, e.key], child);
        return;
      }
      if (body.t === 'sub' && body.mode === 2 && prefix.length === 0) return;
      if (body.t === 'aot' && prefix.length === 0) return;
      const value = this.value(this.asValue(body), indent);
      out += `${indent}${this.dotted([...prefix, e.key], e.ws)}${e.ws % 2 ? '=' : ' = '}${value}${this.note(e.note)}${this.lb}`;
      if (e.ws === 4) out += this.lb;
    };
    for (const e of entries) lines([], e);
    for (const e of entries) {
      const body = e.body;
      const keys = [...path, e.key];
      if (body.t === 'sub' && body.mode === 2) {
        const hidden = e.ws === 3 && body.entries.every((c) => c.body.t === 'sub' && c.body.mode === 2);
        if (!hidden) out += `${this.lb}[${e.ws % 2 ? ' ' : ''}${this.dotted(keys, e.ws)}]${this.note(e.note)}${this.lb}`;
        out += this.table(keys, body.entries, e.ws % 2 ? '  ' : '');
      } else if (body.t === 'aot') {
        for (const entries of body.tables) {
          out += `[[${this.dotted(keys, e.ws)}]]${this.note(e.note)}${this.lb}`;
          out += this.table(keys, entries, '');
        }
      }
    }
    return out;
  }
}

function leaves(value: unknown, path: Path, out: [Path, unknown][]): [Path, unknown][] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], out));
  else if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  } else out.push([path, value]);
  return out;
}

const decode = (token: string): unknown => (parse(`v = ${token}`) as Record<string, unknown>).v;
const decodeKey = (token: string): string => Object.keys(parse(`${token} = 1`))[0]!;
const kindOf = (value: unknown): string =>
  value instanceof Date ? 'datetime' : typeof value === 'string' ? 'string' : typeof value === 'boolean' ? 'boolean' : 'number';
const same = (a: unknown, b: unknown): boolean => (a instanceof Date && b instanceof Date ? a.toISOString() === b.toISOString() : Object.is(a, b));

/** Every character of a string node maps to the source text that produced it. */
function checkOffsets(text: string, node: TomlNode): void {
  const value = node.value!;
  const base = node.span.start + node.quoteLength!;
  const offsets = node.offsets ?? Array.from({ length: value.length + 1 }, (_, i) => base + i);
  if (!node.offsets) expect(text.slice(base, node.span.end - node.quoteLength!)).toBe(value);
  expect(offsets).toHaveLength(value.length + 1);
  expect(offsets[0]).toBeGreaterThanOrEqual(base);
  expect(offsets[value.length]).toBeLessThanOrEqual(node.span.end - node.quoteLength!);
  const literal = text[node.span.start] === "'";
  for (let i = 0; i < value.length; i++) {
    expect(offsets[i + 1]).toBeGreaterThanOrEqual(offsets[i]!);
    if (offsets[i + 1] === offsets[i]) continue; // first half of a pair that one escape produced
    const first = offsets[i] === offsets[i - 1] ? i - 1 : i;
    const source = text.slice(offsets[i]!, offsets[i + 1]!);
    const escape = literal ? null : /^\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[btnfre"\\])/.exec(source);
    if (escape) expect(decode(`"${escape[0]}"`)).toBe(value.slice(first, i + 1));
    else expect(source[0]).toBe(value[i]);
  }
}

function checkDocument(text: string, expectedComments: string[]): void {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new Error(`generated an invalid document:\n${text}\n${(error as Error).message}`);
  }
  const scan = scanToml(text);
  const byPath = new Map(scan.nodes.map((n) => [JSON.stringify(n.path), n]));
  for (const [path, value] of leaves(data, [], [])) {
    const node = byPath.get(JSON.stringify(path));
    expect(node, `no node at ${JSON.stringify(path)} in\n${text}`).toBeDefined();
    expect(node!.kind).toBe(kindOf(value));
    const token = text.slice(node!.span.start, node!.span.end);
    expect(same(decode(token), value), `${token} at ${JSON.stringify(path)}`).toBe(true);
    if (node!.keySpan) expect(decodeKey(text.slice(node!.keySpan.start, node!.keySpan.end))).toBe(path.at(-1));
    if (typeof value === 'string') {
      expect(node!.value).toBe(value);
      expect(node!.quoteLength).toBe(/^("""|''')/.test(token) ? 3 : 1);
      checkOffsets(text, node!);
    }
  }
  expect(scan.comments.map((c) => c.text)).toEqual(expectedComments);
  for (const c of scan.comments) expect(text.slice(c.span.start, c.span.end)).toBe(c.text);
  for (const t of scan.tables) {
    const header = text.slice(t.headerSpan.start, t.headerSpan.end);
    if (t.kind !== 'dotted') expect(header).toMatch(t.kind === 'table' ? /^\[[^[].*\]$/s : /^\[\[.*\]\]$/s);
    expect(t.bodyEnd).toBeGreaterThanOrEqual(t.headerSpan.end);
    expect(['\n', '\r', undefined]).toContain(text[t.bodyEnd]);
  }
}

describe('scanToml', () => {
  it('finds every value smol-toml reads, with spans that decode to the same value (property)', () => {
    fc.assert(
      fc.property(tree, fc.boolean(), fc.boolean(), (entries, crlf, bom) => {
        const writer = new Writer(crlf ? '\r\n' : '\n');
        const text = (bom ? ' ' : '') + writer.table([], entries, '');
        checkDocument(text, writer.comments);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('records paths, kinds, key spans and decoded strings', () => {
    const text = [
      '# top',
      '[mcp_servers."my server"] # header',
      "command = 'npx'",
      'args = [',
      '  "-y", # flag, with "quotes" and ]',
      '  "pkg\\u00e9",',
      ']',
      'env = { A = """',
      'x\\',
      '   y""", b.c = 0x1_F }',
      '[[a.b]]',
      'when = 1979-05-27 07:32:00Z',
      '[[a.b]]',
      'x.y = inf',
      '',
    ].join('\n');
    const scan = scanToml(text);
    const show = (n: TomlNode) => [n.path.join('/'), n.kind, text.slice(n.span.start, n.span.end), n.keySpan && text.slice(n.keySpan.start, n.keySpan.end)];
    expect(scan.nodes.map(show)).toEqual([
      ['mcp_servers/my server', 'table', '[mcp_servers."my server"]', '"my server"'],
      ['mcp_servers/my server/command', 'string', "'npx'", 'command'],
      ['mcp_servers/my server/args', 'array', text.slice(text.indexOf('[\n'), text.indexOf(']\nenv') + 1), 'args'],
      ['mcp_servers/my server/args/0', 'string', '"-y"', undefined],
      ['mcp_servers/my server/args/1', 'string', '"pkg\\u00e9"', undefined],
      ['mcp_servers/my server/env', 'inline-table', text.slice(text.indexOf('{'), text.indexOf('}') + 1), 'env'],
      ['mcp_servers/my server/env/A', 'string', '"""\nx\\\n   y"""', 'A'],
      ['mcp_servers/my server/env/b/c', 'number', '0x1_F', 'c'],
      ['a/b/0', 'table', '[[a.b]]', 'b'],
      ['a/b/0/when', 'datetime', '1979-05-27 07:32:00Z', 'when'],
      ['a/b/1', 'table', '[[a.b]]', 'b'],
      ['a/b/1/x/y', 'number', 'inf', 'y'],
    ]);
    const pkg = scan.nodes[4]!;
    expect(pkg.value).toBe('pkgé');
    expect(pkg.offsets).toEqual([pkg.span.start + 1, pkg.span.start + 2, pkg.span.start + 3, pkg.span.start + 4, pkg.span.start + 10]);
    const multi = scan.nodes[6]!;
    expect(multi.value).toBe('xy');
    expect(multi.quoteLength).toBe(3);
    expect(multi.offsets).toEqual([multi.span.start + 4, multi.span.start + 10, multi.span.start + 11]);
    expect(scan.comments.map((c) => c.text)).toEqual(['# top', '# header', '# flag, with "quotes" and ]']);
    expect(scan.tables.map((t) => [t.path.join('/'), t.kind, text.slice(t.headerSpan.start, t.bodyEnd)])).toEqual([
      ['mcp_servers/my server', 'table', text.slice(text.indexOf('[mcp'), text.indexOf(' }') + 2)],
      ['a/b/0', 'array-table', '[[a.b]]\nwhen = 1979-05-27 07:32:00Z'],
      ['a/b/1', 'array-table', '[[a.b]]\nx.y = inf'],
      ['a/b/1/x', 'dotted', 'x.y = inf'],
    ]);
  });

  it('keeps offsets through CRLF line breaks and a BOM turned into a space', () => {
    const text = ' [s]\r\nk = "v"\r\nm = """\r\nline\r\n"""\r\n';
    const scan = scanToml(text);
    const k = scan.nodes.find((n) => n.path.join('/') === 's/k')!;
    expect(text.slice(k.span.start, k.span.end)).toBe('"v"');
    const m = scan.nodes.find((n) => n.path.join('/') === 's/m')!;
    expect(m.value).toBe((parse(text) as { s: { m: string } }).s.m);
    expect(m.offsets?.[0]).toBe(m.span.start + 5);
    expect(scan.tables[0]!.bodyEnd).toBe(text.lastIndexOf('\r\n'));
  });

  it('does not throw on broken input', () => {
    for (const text of ['[a', 'a = "x', 'a = [1, 2', 'a = { b = ', '"""', "k = '''x", '= 1', '[[a]', 'a.b.', 'x = \\u', '\uFEFFa = 1\n}']) {
      expect(() => scanToml(text)).not.toThrow();
    }
    expect(scanToml('\uFEFFa = 1').nodes.map((n) => n.path)).toEqual([['a']]);
    expect(() => scanToml(`a = ${'['.repeat(100_000)}`)).not.toThrow();
  });

  describe('hostile sizes stay linear (fuzz regressions)', () => {
    const N = 20_000;
    const timed = (text: string) => {
      const started = performance.now();
      const scan = scanToml(text);
      return { scan, ms: performance.now() - started };
    };

    it('a dotted key of 20,000 parts keeps no positions, quickly; one of 1000 parts keeps them all', () => {
      const { scan, ms } = timed(`a${'.a'.repeat(N)} = 1\nb = "x"\n`);
      expect(ms).toBeLessThan(1000);
      expect(scan.nodes.map((n) => n.path)).toEqual([['b']]);
      expect(scan.tables).toEqual([]);
      const within = scanToml(`a${'.a'.repeat(999)} = 1\n`);
      expect(within.nodes.map((n) => [n.path.length, n.kind])).toEqual([[1000, 'number']]);
      expect(within.tables.map((t) => t.path.length)).toEqual(Array.from({ length: 999 }, (_, i) => i + 1));
    });

    it.each([['a table', ''], ['an array-table', '[']])('%s header of 20,000 parts keeps no positions for its table, quickly', (_, bracket) => {
      const close = bracket ? ']]' : ']';
      const { scan, ms } = timed(`[${bracket}a${'.a'.repeat(N)}${close}\nk = 1\n[b]\nk = 2\n`);
      expect(ms).toBeLessThan(1000);
      expect(scan.nodes.map((n) => n.path)).toEqual([['b'], ['b', 'k']]);
      expect(scan.tables.map((t) => t.path)).toEqual([['b']]);
      // repeated, as a fuzzer would
      expect(timed(`[${bracket}a${'.a'.repeat(2_000)}${close}\n`.repeat(20)).ms).toBeLessThan(1000);
    });

    it('array tables still count their elements through the prefix trie', () => {
      const scan = scanToml('[[a]]\n[[a.b]]\nx.y = 1\n[[a]]\n[a.c]\n[[a.b]]\n[[a.b]]\nx.z = 2\n');
      expect(scan.nodes.map((n) => n.path.join('/'))).toEqual(['a/0', 'a/0/b/0', 'a/0/b/0/x/y', 'a/1', 'a/1/c', 'a/1/b/0', 'a/1/b/1', 'a/1/b/1/x/z']);
      expect(scan.tables.filter((t) => t.kind === 'dotted').map((t) => t.path.join('/'))).toEqual(['a/0/b/0/x', 'a/1/b/1/x']);
    });

    it('a=[[[[… 20,000 deep stops at the depth guard, quickly', () => {
      const { scan, ms } = timed(`a=${'['.repeat(N)}`);
      expect(ms).toBeLessThan(1000);
      // 1100 arrays, then the rest as one token; the positions of the first MAX_RECORDED_NESTING levels are kept
      expect(scan.nodes.map((n) => n.path.length)).toEqual(Array.from({ length: MAX_RECORDED_NESTING }, (_, i) => i + 1));
      expect(scan.truncatedAt).toBeUndefined();
      expect(timed(`a=${'['.repeat(N)}${']'.repeat(N)}`).ms).toBeLessThan(1000);
    });

    it('stops recording once the paths would reach MAX_RECORDED', () => {
      // a 1000-part header above 100,000 keys: 100 million path segments if every key kept its own copy
      const header = `[${Array.from({ length: 1000 }, () => 'a').join('.')}]\n`;
      const { scan, ms } = timed(header + 'k=[1,1,1,1,1,1,1,1,1,1]\n'.repeat(10_000));
      expect(ms).toBeLessThan(1000);
      const recorded = scan.nodes.reduce((sum, n) => sum + n.path.length, 0);
      expect(recorded).toBeLessThanOrEqual(MAX_RECORDED / 4);
      expect(scan.nodes.length).toBeGreaterThan(100);
      expect(scan.nodes.at(-1)!.span.end).toBeLessThan(header.length + 24 * 10_000);
      expect(scan.truncatedAt).toBeGreaterThan(header.length);
    });
  });

  it('never throws on damaged documents (property)', () => {
    fc.assert(
      fc.property(tree, fc.nat(), fc.nat(), fc.string({ unit: fc.constantFrom('"', "'", '[', ']', '{', '}', '=', '.', ',', '#', '\\', '\n', '\r', 'a') }), (entries, cut, length, junk) => {
        const text = new Writer('\n').table([], entries, '');
        const at = cut % (text.length + 1);
        expect(() => scanToml(text.slice(0, at) + junk + text.slice(at + (length % 4)))).not.toThrow();
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});
