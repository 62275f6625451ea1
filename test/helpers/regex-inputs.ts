/**
 * Adversarial inputs for one regular expression, derived from the expression itself. A backtracking regex goes
 * super-linear when a long stretch of text can be consumed in many ways, or is re-scanned from many start positions,
 * before the match fails. The stretches that can do that are built from what the regex accepts, so the inputs are:
 * - a long run of each kind of character the regex tells apart (one representative per signature: the set of its
 *   character classes, escapes and literals that accept the character), with each kind as a tail;
 * - each literal fragment of the pattern (`mcp-audit-ignore[`, `${`, `xoxb-`) repeated, alone and glued to a
 *   representative character on either side (`-ey-ey-ey…`);
 * - a shortest walk through each alternative of the pattern (`xoxb-0000000000-0000000000`), repeated, alone and
 *   glued the same way (`xoxb-0000000000-0000000000-xoxb-…`);
 * each followed by nothing or by one more representative (a tail that makes the last match fail: `…-_`).
 *
 * The pattern is read by a small parser that knows what matters here (classes, escapes, groups, lookarounds,
 * quantifiers, alternation) and nothing of what does not (group names, which capture is which).
 */

type Node =
  | { kind: 'char'; text: string; src: string }
  | { kind: 'set'; src: string }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; alts: Node[] }
  | { kind: 'group'; body: Node; look: boolean }
  | { kind: 'assert'; src: string }
  | { kind: 'repeat'; body: Node; min: number }
  | { kind: 'backref' };

const CLASS_ESCAPES = 'dDwWsS';
const CHAR_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };

class Parser {
  i = 0;
  constructor(readonly src: string) {}

  alternation(): Node {
    const alts = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : { kind: 'alt', alts };
  }

  sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') items.push(this.term());
    return { kind: 'seq', items };
  }

  term(): Node {
    const atom = this.atom();
    const q = /^(?:([*+?])|\{(\d+)(,\d*)?\})\??/.exec(this.src.slice(this.i, this.i + 20));
    if (!q) return atom;
    this.i += q[0].length;
    const min = q[1] === '+' ? 1 : q[1] ? 0 : Number(q[2]);
    return { kind: 'repeat', body: atom, min };
  }

  atom(): Node {
    const { src } = this;
    const start = this.i;
    const c = src[this.i]!;
    if (c === '(') {
      const head = /^\((?:\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/.exec(src.slice(this.i))![0];
      this.i += head.length;
      const body = this.alternation();
      this.i++; // ')'
      return { kind: 'group', body, look: /^\(\?(?:=|!|<=|<!)$/.test(head) };
    }
    if (c === '[') {
      this.i++;
      if (src[this.i] === '^') this.i++;
      if (src[this.i] === ']') this.i++;
      while (this.i < src.length && src[this.i] !== ']') this.i += src[this.i] === '\\' ? 2 : 1;
      this.i++;
      return { kind: 'set', src: src.slice(start, this.i) };
    }
    if (c === '.') return (this.i++, { kind: 'set', src: '.' });
    if (c === '^' || c === '$') return (this.i++, { kind: 'assert', src: c });
    if (c === '\\') return this.escape();
    const cp = String.fromCodePoint(src.codePointAt(this.i)!);
    this.i += cp.length;
    return { kind: 'char', text: cp, src: src.slice(start, this.i) };
  }

  escape(): Node {
    const { src } = this;
    const start = this.i;
    const d = src[this.i + 1] ?? '';
    this.i += 2;
    if (CLASS_ESCAPES.includes(d)) return { kind: 'set', src: `\\${d}` };
    if (d === 'b' || d === 'B') return { kind: 'assert', src: `\\${d}` };
    if (d === 'p' || d === 'P') {
      this.i = src.indexOf('}', this.i) + 1;
      return { kind: 'set', src: src.slice(start, this.i) };
    }
    if (/[1-9]/.test(d)) {
      while (/[0-9]/.test(src[this.i] ?? '')) this.i++;
      return { kind: 'backref' };
    }
    if (d === 'k' && src[this.i] === '<') {
      this.i = src.indexOf('>', this.i) + 1;
      return { kind: 'backref' };
    }
    let text = CHAR_ESCAPES[d] ?? d;
    const hex = d === 'x' ? /^[0-9a-fA-F]{2}/.exec(src.slice(this.i)) : d === 'u' ? /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})/.exec(src.slice(this.i)) : null;
    if (hex) {
      this.i += hex[0].length;
      text = String.fromCodePoint(parseInt(hex[0].replace(/[{}]/g, ''), 16));
    } else if (d === 'c' && /[A-Za-z]/.test(src[this.i] ?? '')) {
      text = String.fromCharCode(src.charCodeAt(this.i++) % 32);
    }
    return { kind: 'char', text, src: src.slice(start, this.i) };
  }
}

function children(node: Node): Node[] {
  switch (node.kind) {
    case 'seq': return node.items;
    case 'alt': return node.alts;
    case 'group': case 'repeat': return [node.body];
    default: return [];
  }
}

function walkTree(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const child of children(node)) walkTree(child, visit);
}

/** Characters tried as members of each class: ASCII, blanks and line breaks, and a few non-ASCII kinds. */
const PALETTE = [
  ...'aA0 _-.', '\t', '\n', '\r',
  ...Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i)),
  '\u0001', '\u00a0', '\u00e9', '\u00ff', '\u2028', '\u202e', '\ufeff', '\u4e00', '\u{1f600}',
];

export interface AdversarialInput {
  /** repeated to the length wanted */
  unit: string;
  /** appended once */
  tail: string;
}

/** One representative character per signature (the set of `atoms` that accept it); the one accepted by none last. */
function representatives(atoms: RegExp[], candidates: string[]): { accepted: string[]; none?: string } {
  const bySignature = new Map<string, string>();
  for (const c of candidates) {
    const signature = atoms.map((re) => (re.test(c) ? '1' : '0')).join('');
    if (!bySignature.has(signature)) bySignature.set(signature, c);
  }
  const noneSignature = '0'.repeat(atoms.length);
  return { accepted: [...bySignature].filter(([sig]) => sig !== noneSignature).map(([, c]) => c), none: bySignature.get(noneSignature) };
}

/** Most fragments and walks used per regex: enough for every construct seen, bounded for the alternations of many words. */
const MAX_FRAGMENTS = 24;
const MAX_WALKS = 12;

/**
 * The inputs for one regex. Runs of single characters are tried with every kind of character the pattern tells
 * apart (its literals included); fragments, walks and their glued forms with one character per character-class
 * signature only (a literal letter is covered by its fragment), which keeps a large pattern to some thousand inputs.
 */
export function regexInputs(source: string, flags: string): AdversarialInput[] {
  const tree = new Parser(source).alternation();
  const atomFlags = flags.replace(/[gy]/g, '');
  const atoms = new Map<string, { re: RegExp; isClass: boolean }>();
  const fragments = new Set<string>();
  walkTree(tree, (n) => {
    if (n.kind === 'char' || n.kind === 'set') atoms.set(n.src, { re: new RegExp(`^(?:${n.src})$`, atomFlags), isClass: n.kind === 'set' });
    if (n.kind === 'assert' && /\\[bB]/.test(n.src)) atoms.set('\\w', { re: /^\w$/, isClass: true });
    if (n.kind === 'assert' && flags.includes('m')) atoms.set('\\n', { re: /^[\n\r\u2028\u2029]$/, isClass: true });
    if (n.kind === 'seq') {
      let run = '';
      for (const item of [...n.items, undefined]) {
        if (item?.kind === 'char') run += item.text;
        else {
          if (run.length >= 2) fragments.add(run);
          run = '';
        }
      }
    }
  });
  const candidates = [...PALETTE, ...new Set([...fragments].join(''))];
  const fine = representatives([...atoms.values()].map((a) => a.re), candidates);
  const coarse = representatives([...atoms.values()].filter((a) => a.isClass).map((a) => a.re), candidates);
  const coarseAll = [...coarse.accepted, ...(coarse.none !== undefined ? [coarse.none] : [])];
  const fineAll = [...fine.accepted, ...(fine.none !== undefined ? [fine.none] : [])];
  const pick = (re: RegExp) => candidates.find((c) => re.test(c)) ?? '';
  const walks = new Set<string>();
  for (const top of (tree.kind === 'alt' ? tree.alts : [tree]).slice(0, MAX_WALKS / 2)) {
    for (const atLeastOne of [false, true]) walks.add(walk(top, (src) => pick(atoms.get(src)!.re), atLeastOne).slice(0, 400));
  }
  walks.delete('');
  const pieces = [...[...fragments].slice(0, MAX_FRAGMENTS), ...walks];
  const inputs = new Map<string, AdversarialInput>();
  const add = (unit: string, tails: string[]) => {
    for (const tail of ['', ...tails]) inputs.set(`${unit}\0${tail}`, { unit, tail });
  };
  for (const c of fine.accepted) add(c, fineAll);
  for (const piece of pieces) add(piece, coarseAll);
  const plain = inputs.size;
  for (const piece of pieces) {
    for (const c of coarseAll) {
      add(c + piece, coarse.none !== undefined ? [coarse.none] : []);
      add(piece + c, coarseAll);
    }
  }
  return sample([...inputs.values()], plain);
}

/** Most inputs per regex, so that the few patterns of many alternatives (the prefilter of every token format, the
 * download-and-run forms) do not take most of the test's time. */
const MAX_INPUTS = 1500;

/** The first `keep` inputs (runs and pieces), then glued ones evenly spread, `MAX_INPUTS` in all. */
function sample(inputs: AdversarialInput[], keep: number): AdversarialInput[] {
  if (inputs.length <= MAX_INPUTS) return inputs;
  const head = inputs.slice(0, Math.min(keep, MAX_INPUTS));
  const rest = inputs.slice(head.length);
  const room = MAX_INPUTS - head.length;
  return [...head, ...Array.from({ length: room }, (_, i) => rest[Math.floor((i * rest.length) / room)]!)];
}

/** A shortest text along the pattern (the first branch of every inner alternation), lookarounds left out. */
function walk(node: Node, pick: (atomSrc: string) => string, atLeastOne: boolean): string {
  switch (node.kind) {
    case 'char': return node.text;
    case 'set': return pick(node.src);
    case 'seq': return node.items.map((n) => walk(n, pick, atLeastOne)).join('');
    case 'alt': return walk(node.alts[0]!, pick, atLeastOne);
    case 'group': return node.look ? '' : walk(node.body, pick, atLeastOne);
    case 'repeat': return walk(node.body, pick, atLeastOne).repeat(Math.min(Math.max(node.min, atLeastOne ? 1 : 0), 1000));
    default: return '';
  }
}

/** `unit` repeated to at least `length` characters, then `tail`. */
export function adversarialText(unit: string, length: number, tail: string): string {
  return unit.repeat(Math.ceil(length / unit.length)) + tail;
}
