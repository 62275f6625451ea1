/**
 * Look-alike hosts: a URL whose host name mixes letters of two scripts in one label (`githubcоpilot.com` with a
 * Cyrillic `о`). Nothing is invisible there, but a reader sees the familiar name while the host resolves another
 * domain, registered by someone else — the IDN homograph attack. Browsers show such names as `xn--…` for the same
 * reason (the "highly restrictive" profile of Unicode TS #39, section 5.2, which this follows: Latin may be mixed
 * only with Han and the Japanese and Korean scripts). A host written in punycode (`xn--…`) is decoded first.
 *
 * Pure; offsets are indices into the text given.
 */
import { domainToUnicode } from 'node:url';

export interface LookalikeHost {
  /** indices of the host in the text */
  start: number;
  end: number;
  /** the scripts mixed in one label, in order of appearance */
  scripts: string[];
  /** the letters of scripts other than the label's first, as code points */
  foreign: number[];
  /** the host as it reads, foreign letters replaced by the ASCII letters they imitate where known, else `?` */
  reads: string;
}

/**
 * Scripts a letter may belong to; any other letter counts as "another script" under its own code block. Built on
 * first use (a Unicode property class costs V8 a tenth of a millisecond or more to build): only a host that is not
 * plain ASCII asks.
 */
let scriptClasses: { scripts: [string, RegExp][]; letter: RegExp; common: RegExp } | undefined;
const classes = () => (scriptClasses ??= {
  scripts: [
    ['Latin', /\p{Script=Latin}/u], ['Cyrillic', /\p{Script=Cyrillic}/u], ['Greek', /\p{Script=Greek}/u],
    ['Armenian', /\p{Script=Armenian}/u], ['Georgian', /\p{Script=Georgian}/u], ['Cherokee', /\p{Script=Cherokee}/u],
    ['Hebrew', /\p{Script=Hebrew}/u], ['Arabic', /\p{Script=Arabic}/u], ['Han', /\p{Script=Han}/u],
    ['Hiragana', /\p{Script=Hiragana}/u], ['Katakana', /\p{Script=Katakana}/u], ['Hangul', /\p{Script=Hangul}/u],
    ['Bopomofo', /\p{Script=Bopomofo}/u], ['Thai', /\p{Script=Thai}/u], ['Devanagari', /\p{Script=Devanagari}/u],
  ],
  letter: /[\p{L}\p{M}]/u,
  common: /[\p{Script=Common}\p{Script=Inherited}]/u,
});

/** Scripts that may share a label with Latin (UTS #39 highly restrictive: Japanese, Chinese, Korean writing). */
const WITH_LATIN = new Set(['Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo']);

/** Letters of other scripts that are drawn like an ASCII letter (a short list of the common homoglyphs). */
const IMITATES: Record<number, string> = {
  0x0430: 'a', 0x0435: 'e', 0x043e: 'o', 0x0440: 'p', 0x0441: 'c', 0x0443: 'y', 0x0445: 'x', 0x0456: 'i', 0x0458: 'j',
  0x0455: 's', 0x0501: 'd', 0x04bb: 'h', 0x0410: 'A', 0x0412: 'B', 0x0415: 'E', 0x041a: 'K', 0x041c: 'M', 0x041d: 'H',
  0x041e: 'O', 0x0420: 'P', 0x0421: 'C', 0x0422: 'T', 0x0425: 'X', 0x0406: 'I', 0x0408: 'J', 0x0405: 'S',
  0x03bf: 'o', 0x03b1: 'a', 0x03bd: 'v', 0x03c1: 'p', 0x03c4: 't', 0x03b9: 'i', 0x03ba: 'k', 0x03c5: 'u',
  0x039f: 'O', 0x0391: 'A', 0x0392: 'B', 0x0395: 'E', 0x0396: 'Z', 0x0397: 'H', 0x0399: 'I', 0x039a: 'K', 0x039c: 'M',
  0x039d: 'N', 0x03a1: 'P', 0x03a4: 'T', 0x03a7: 'X', 0x03a5: 'Y', 0x0578: 'n', 0x057d: 'u', 0x0585: 'o',
};

function scriptOf(ch: string): string | undefined {
  const { scripts, letter, common } = classes();
  if (!letter.test(ch) || common.test(ch)) return undefined;
  for (const [name, re] of scripts) if (re.test(ch)) return name;
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`.slice(0, -2) + 'xx';
}

/** The scripts of one label and the letters outside its first script; undefined when the mix is allowed. */
function mixedLabel(label: string): { scripts: string[]; foreign: number[] } | undefined {
  const scripts: string[] = [];
  const letters: { cp: number; script: string }[] = [];
  for (const ch of label) {
    const script = scriptOf(ch);
    if (!script) continue;
    if (!scripts.includes(script)) scripts.push(script);
    letters.push({ cp: ch.codePointAt(0)!, script });
  }
  if (scripts.length < 2) return undefined;
  if (scripts.every((s) => s === 'Latin' || WITH_LATIN.has(s))) return undefined;
  // The label's main script is the one most of its letters are in; the others are the odd ones out.
  const count = (s: string) => letters.filter((l) => l.script === s).length;
  const main = [...scripts].sort((a, b) => count(b) - count(a))[0]!;
  return { scripts, foreign: letters.filter((l) => l.script !== main).map((l) => l.cp) };
}

/** `scheme://[userinfo@]host[:port]`: the host may hold any letter, so the class is "not a delimiter". */
const URL_HOST = /(?<![\p{L}\p{N}+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[^\s/?#@"'`<>\\]*@)?([^\s/?#:@"'`<>\\[\]]+)/gu;

/** Every URL host in `text` whose labels mix scripts. Cheap on ASCII text: only a host with `xn--` is decoded. */
export function lookalikeHosts(text: string): LookalikeHost[] {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]|xn--/i.test(text) || !text.includes('://')) return [];
  const out: LookalikeHost[] = [];
  for (const m of text.matchAll(URL_HOST)) {
    let cut = m[1]!.length;
    while (cut > 0 && m[1]![cut - 1] === '.') cut--;
    const written = m[1]!.slice(0, cut);
    const host = /xn--/i.test(written) ? domainToUnicode(written.toLowerCase()) || written : written;
    const labels = host.split('.');
    const mixed = labels.map(mixedLabel);
    if (!mixed.some(Boolean)) continue;
    const scripts = [...new Set(mixed.flatMap((x) => x?.scripts ?? []))];
    const foreign = mixed.flatMap((x) => x?.foreign ?? []);
    const odd = new Set(foreign);
    const reads = [...host].map((ch) => {
      const cp = ch.codePointAt(0)!;
      return odd.has(cp) ? (IMITATES[cp] ?? '?') : cp > 0x7f ? '?' : ch;
    }).join('');
    const start = m.index + m[0].length - m[1]!.length;
    out.push({ start, end: start + written.length, scripts, foreign, reads });
  }
  return out;
}
