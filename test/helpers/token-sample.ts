/**
 * Synthetic tokens for the token formats of `rules/token-formats.json`, made at run time from each format's own
 * pattern: a small sampler for the regular-expression subset the catalog uses (literals, escapes, classes and ranges,
 * negated classes, groups and alternations, counted and open quantifiers; lookarounds generate nothing). It records
 * which characters were drawn at random, so that a leak check can tell a piece of the secret from its fixed text
 * (`https://hooks.slack.com/`, `-----BEGIN`), which appears in ordinary output too.
 */

export interface Sample {
  text: string;
  /** per character: true when it was drawn from a class (the secret part), false for literal text */
  random: boolean[];
}

type Node =
  | { t: 'lit'; c: string }
  | { t: 'class'; chars: string }
  | { t: 'alt'; options: Node[][] }
  | { t: 'empty' }
  | { t: 'rep'; node: Node; min: number; max: number };

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const DIGITS = '0123456789';
const WORD = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz${DIGITS}_`;

class Parser {
  i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.src.length) throw new Error(`unexpected ${this.src[this.i]} at ${this.i} in ${this.src}`);
    return node;
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      options.push(this.sequence());
    }
    return { t: 'alt', options };
  }

  private sequence(): Node[] {
    const out: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      out.push(this.quantified(this.atom()));
    }
    return out;
  }

  private atom(): Node {
    const c = this.src[this.i++]!;
    if (c === '(') {
      let skip = false;
      if (this.src.startsWith('?:', this.i)) this.i += 2;
      else if (/^\?<?[=!]/.test(this.src.slice(this.i, this.i + 3))) {
        skip = true;
        this.i += this.src[this.i + 1] === '<' ? 3 : 2;
      }
      const inner = this.alternation();
      if (this.src[this.i++] !== ')') throw new Error(`unclosed group in ${this.src}`);
      return skip ? { t: 'empty' } : inner;
    }
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    if (c === '.') return { t: 'class', chars: WORD };
    return { t: 'lit', c };
  }

  private escape(): Node {
    const c = this.src[this.i++]!;
    if (c === 'd') return { t: 'class', chars: DIGITS };
    if (c === 'w') return { t: 'class', chars: WORD };
    if (c === 's') return { t: 'lit', c: ' ' };
    return { t: 'lit', c };
  }

  private charClass(): Node {
    const negated = this.src[this.i] === '^';
    if (negated) this.i++;
    let chars = '';
    let first = true;
    while (this.src[this.i] !== ']' || first) {
      first = false;
      let c = this.src[this.i++]!;
      if (c === '\\') {
        const e = this.src[this.i++]!;
        if (e === 'd') { chars += DIGITS; continue; }
        if (e === 'w') { chars += WORD; continue; }
        if (e === 's') { chars += ' '; continue; }
        c = e;
      }
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']') {
        this.i++;
        let to = this.src[this.i++]!;
        if (to === '\\') to = this.src[this.i++]!;
        for (let code = c.charCodeAt(0); code <= to.charCodeAt(0); code++) chars += String.fromCharCode(code);
      } else chars += c;
    }
    this.i++;
    if (negated) chars = [...WORD].filter((x) => !chars.includes(x)).join('');
    return { t: 'class', chars: [...new Set(chars)].join('') || PRINTABLE };
  }

  private quantified(node: Node): Node {
    const c = this.src[this.i];
    let min = 1;
    let max = 1;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) return node;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity;
      this.i += m[0].length - 1;
    } else return node;
    this.i++;
    if (this.src[this.i] === '?') this.i++; // lazy: the same strings
    return { t: 'rep', node, min, max };
  }
}

/** One string the pattern matches (lookarounds aside), drawn with `random` (numbers in [0, 1)). */
export function samplePattern(pattern: string, random: () => number): Sample {
  const root = new Parser(pattern).parse();
  const out: Sample = { text: '', random: [] };
  const pick = (n: number) => Math.floor(random() * n);
  const emit = (node: Node): void => {
    switch (node.t) {
      case 'lit':
        out.text += node.c;
        out.random.push(false);
        return;
      case 'class':
        out.text += node.chars[pick(node.chars.length)];
        out.random.push(node.chars.length > 1);
        return;
      case 'alt':
        for (const n of node.options[pick(node.options.length)]!) emit(n);
        return;
      case 'rep': {
        // open ranges stay short: a token of a format's usual length, not the longest it allows
        const top = Number.isFinite(node.max) ? node.max : node.min + 24;
        const count = node.min + pick(Math.min(top, node.min + 24) - node.min + 1);
        for (let k = 0; k < count; k++) emit(node.node);
        return;
      }
      case 'empty':
        return;
    }
  };
  emit(root);
  return out;
}
