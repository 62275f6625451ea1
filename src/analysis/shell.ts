/**
 * Shell words of a launch command line: a whole config string is a token, and a string that holds a command line
 * (`bash -lc "exec npx -y pkg@latest"`, `cmd /c "npx …"`) is tokenized like a shell. Every token keeps, for each of
 * its characters, the index it came from in the string's decoded value, so `valueSpan(str, i, j)` turns any part of a
 * token into a source span.
 *
 * Apart from the launch analysis because it knows no program, runner or package: the wrappers, the package specs and
 * the rules (a server's program name, a `docker run` option's value) all read words through it.
 */
import { valueSpan } from '../model/source.js';
import type { Span, Str } from '../model/types.js';

/** A word of a launch command line: a whole config string, or a shell word inside one. */
export interface Token {
  /** decoded text: shell quotes and escapes removed */
  value: string;
  /** the config string it was read from */
  str: Str;
  /** `[start, end)` of the raw token in `str.value` (shell quotes included) */
  start: number;
  end: number;
  /** `str.value` index where each value character's raw text starts, plus one entry for the end (`value.length + 1` entries) */
  map: number[];
  /** the token is the whole config string (`command` or an `args` element), not a word inside one */
  whole: boolean;
  /** source span of the raw token: for a whole string, its value without the quotes */
  span: Span;
  /** index in the config's `args` array of the string it comes from; undefined for `command` */
  argIndex?: number;
}

/** A whole config string as a token. */
export function strToken(str: Str, argIndex?: number): Token {
  const map = new Array<number>(str.value.length + 1);
  for (let i = 0; i < map.length; i++) map[i] = i;
  const token: Token = { value: str.value, str, start: 0, end: str.value.length, map, whole: true, span: valueSpan(str) };
  if (argIndex !== undefined) token.argIndex = argIndex;
  return token;
}

/** Source span of the value characters `[from, to)` of a token (e.g. just the version in `pkg@1.2.3`). */
export function tokenSpan(token: Token, from = 0, to = token.value.length): Span {
  return valueSpan(token.str, token.map[from]!, token.map[to]!);
}

/** The characters `[from, to)` of a token's value as a token of their own (e.g. the value of `--from=spec`). */
export function sliceToken(token: Token, from: number, to = token.value.length): Token {
  const start = token.map[from]!;
  const end = token.map[to]!;
  const sub: Token = {
    value: token.value.slice(from, to), str: token.str, start, end, map: token.map.slice(from, to + 1),
    whole: token.whole && from === 0 && to === token.value.length, span: valueSpan(token.str, start, end),
  };
  if (token.argIndex !== undefined) sub.argIndex = token.argIndex;
  return sub;
}

export type Dialect = 'posix' | 'cmd' | 'powershell';

/** A shell word, or an operator (`&&`, `|`, `;`, `>`, a line break as `\n`, …). */
export type Piece = { word: Token } | { op: string };

const OPERATOR_CHARS: Record<Dialect, string> = { posix: ';&|()<>', cmd: '&|()<>', powershell: ';&|<>' };
const TWO_CHAR_OPERATORS = new Set(['&&', '||', ';;', '>>', '<<', '>&', '<&', '&>', '|&']);

/**
 * Splits a token's value into words the way a shell would: POSIX quoting and escapes (`posix`), cmd.exe double
 * quotes and `^` (`cmd`), PowerShell quotes and backticks (`powershell`). Nothing is expanded: `$VAR`, `$(…)` and
 * backquotes stay literal, inside the word they appear in.
 */
export function tokenize(source: Token, dialect: Dialect = 'posix'): Piece[] {
  const text = source.value;
  const operators = OPERATOR_CHARS[dialect];
  const out: Piece[] = [];
  const s: Scanner = { text, i: 0, chars: [], map: [], valueEnd: 0 };
  while (s.i < text.length) {
    const c = text[s.i]!;
    if (c === ' ' || c === '\t') s.i++;
    else if (c === '\n' || c === '\r') {
      out.push({ op: '\n' });
      s.i++;
    } else if (dialect !== 'cmd' && c === '#') skipComment(s);
    else if (operators.includes(c)) out.push({ op: readOperator(s) });
    else {
      const word = readWord(source, s, dialect);
      if (word) out.push({ word });
    }
  }
  return out;
}

/** Where the tokenizer is in the text, and the word it is reading. */
interface Scanner {
  readonly text: string;
  /** the next character to read */
  i: number;
  /** the word's decoded characters, and for each the index in `text` where its raw text starts */
  chars: string[];
  map: number[];
  /** where the raw text of the word's last decoded character ends */
  valueEnd: number;
}

function skipComment(s: Scanner): void {
  while (s.i < s.text.length && s.text[s.i] !== '\n' && s.text[s.i] !== '\r') s.i++;
}

function readOperator(s: Scanner): string {
  const two = s.text.slice(s.i, s.i + 2);
  const op = TWO_CHAR_OPERATORS.has(two) ? two : s.text[s.i]!;
  s.i += op.length;
  return op;
}

/** Reads the word at `s.i`; undefined when the characters read are no word after all. */
function readWord(source: Token, s: Scanner, dialect: Dialect): Token | undefined {
  const { text } = s;
  const operators = OPERATOR_CHARS[dialect];
  const readQuoting = QUOTING[dialect];
  const start = s.i;
  s.chars = [];
  s.map = [];
  s.valueEnd = start;
  while (s.i < text.length) {
    const ch = text[s.i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || operators.includes(ch)) break;
    if (!readQuoting(s, ch)) {
      addChar(s, ch, s.i, s.i + 1);
      s.i++;
    }
  }
  const raw = text.slice(start, s.i);
  // `2>` is a redirection's file descriptor, not a word
  if (/^\d+$/.test(raw) && (text[s.i] === '<' || text[s.i] === '>')) return undefined;
  // a line continuation alone is no word; `''` is an (empty) one
  if (!s.chars.length && !/["']/.test(raw)) return undefined;
  return subToken(source, start, s.i, s.chars.join(''), s.map, s.chars.length ? s.valueEnd : s.i);
}

/** Reads the quoting or escape construct that `ch` starts at `s.i`; false when it starts none: `ch` is taken as it is. */
type QuotingReader = (s: Scanner, ch: string) => boolean;

const QUOTING: Record<Dialect, QuotingReader> = {
  posix: readPosixQuoting, cmd: readCmdQuoting, powershell: readPowershellQuoting,
};

/** POSIX sh: backslash escapes, single and double quotes, `$(…)` / `${…}`, backquotes. */
function readPosixQuoting(s: Scanner, ch: string): boolean {
  const { text } = s;
  if (ch === '\\' && s.i + 1 < text.length) {
    // a backslash before a line break joins the lines: it stands for nothing
    if (text[s.i + 1] === '\n') s.i += 2;
    else escapeNext(s);
  } else if (ch === "'") readLiteralQuotes(s, "'");
  else if (ch === '"') readPosixDoubleQuotes(s);
  else if (ch === '$' && (text[s.i + 1] === '(' || text[s.i + 1] === '{')) s.i = copySubstitution(s, s.i);
  else if (ch === '`') readBackquotes(s);
  else return false;
  return true;
}

/** cmd.exe: `^` escapes the next character; double quotes keep everything up to the closing one. */
function readCmdQuoting(s: Scanner, ch: string): boolean {
  if (ch === '^' && s.i + 1 < s.text.length) escapeNext(s);
  else if (ch === '"') readLiteralQuotes(s, '"');
  else return false;
  return true;
}

/** PowerShell: a backtick escapes the next character; single and double quotes. */
function readPowershellQuoting(s: Scanner, ch: string): boolean {
  if (ch === '`' && s.i + 1 < s.text.length) escapeNext(s);
  else if (ch === "'" || ch === '"') readPowershellQuotes(s, ch);
  else return false;
  return true;
}

/** POSIX `'…'`, cmd `"…"`: everything up to the closing quote as it is; an unclosed quote runs to the end. */
function readLiteralQuotes(s: Scanner, quote: string): void {
  const { text } = s;
  let j = s.i + 1;
  while (j < text.length && text[j] !== quote) j++;
  copyLiteral(s, s.i + 1, j);
  s.i = Math.min(j + 1, text.length);
}

/** POSIX `"…"`: a backslash escapes only `$`, a backquote, `"`, `\` and a line break; `$(…)` may hold quotes. */
function readPosixDoubleQuotes(s: Scanner): void {
  const { text } = s;
  const n = text.length;
  let j = s.i + 1;
  while (j < n && text[j] !== '"') {
    if (text[j] === '\\' && j + 1 < n && '$`"\\\n'.includes(text[j + 1]!)) {
      if (text[j + 1] !== '\n') addChar(s, text[j + 1]!, j, j + 2);
      j += 2;
    } else if (text[j] === '$' && (text[j + 1] === '(' || text[j + 1] === '{')) {
      j = copySubstitution(s, j);
    } else {
      addChar(s, text[j]!, j, j + 1);
      j++;
    }
  }
  s.i = Math.min(j + 1, n);
}

/** `$(…)` / `${…}` copied as is, nesting counted, so that its spaces do not split the word */
function copySubstitution(s: Scanner, at: number): number {
  const { text } = s;
  const open = text[at + 1]!;
  const close = open === '(' ? ')' : '}';
  let depth = 0;
  let k = at + 1;
  while (k < text.length) {
    const x = text[k]!;
    k++;
    if (x === open) depth++;
    else if (x === close && --depth === 0) break;
  }
  copyLiteral(s, at, k);
  return k;
}

/** POSIX backquotes: a command substitution, copied as is, so that its spaces do not split the word. */
function readBackquotes(s: Scanner): void {
  const j = s.text.indexOf('`', s.i + 1);
  const stop = j < 0 ? s.text.length : j + 1;
  copyLiteral(s, s.i, stop);
  s.i = stop;
}

/** PowerShell `'…'` and `"…"`: a doubled quote stands for one; inside `"…"` a backtick escapes the next one. */
function readPowershellQuotes(s: Scanner, quote: string): void {
  const { text } = s;
  const n = text.length;
  let j = s.i + 1;
  while (j < n) {
    if (text[j] === quote && text[j + 1] === quote) {
      addChar(s, quote, j, j + 2);
      j += 2;
    } else if (text[j] === quote) break;
    else if (quote === '"' && text[j] === '`' && j + 1 < n) {
      addChar(s, text[j + 1]!, j, j + 2);
      j += 2;
    } else {
      addChar(s, text[j]!, j, j + 1);
      j++;
    }
  }
  s.i = Math.min(j + 1, n);
}

/** The character after an escape character (`\`, `^`, a backtick), taken as it is. */
function escapeNext(s: Scanner): void {
  addChar(s, s.text[s.i + 1]!, s.i, s.i + 2);
  s.i += 2;
}

function copyLiteral(s: Scanner, from: number, to: number): void {
  for (let k = from; k < to; k++) addChar(s, s.text[k]!, k, k + 1);
}

/** Adds a decoded character to the word, read from the raw text `[from, to)`. */
function addChar(s: Scanner, ch: string, from: number, to: number): void {
  s.chars.push(ch);
  s.map.push(from);
  s.valueEnd = to;
}

function subToken(parent: Token, rawStart: number, rawEnd: number, value: string, map: number[], valueEnd: number): Token {
  const start = parent.map[rawStart]!;
  const end = parent.map[rawEnd]!;
  const token: Token = {
    value, str: parent.str, start, end, map: [...map.map((k) => parent.map[k]!), parent.map[valueEnd]!],
    whole: false, span: valueSpan(parent.str, start, end),
  };
  if (parent.argIndex !== undefined) token.argIndex = parent.argIndex;
  return token;
}

const REDIRECTIONS = /^(?:[<>]|>>|<<|>&|<&|&>)$/;

/** Splits shell pieces into simple commands (at `;`, `&&`, `||`, `|`, `&`, line breaks), dropping redirections. */
export function simpleCommands(pieces: Piece[]): Token[][] {
  const commands: Token[][] = [];
  let current: Token[] = [];
  let skipNext = false;
  for (const piece of pieces) {
    if ('op' in piece) {
      if (REDIRECTIONS.test(piece.op)) {
        skipNext = true;
        continue;
      }
      if (current.length) commands.push(current);
      current = [];
      continue;
    }
    if (skipNext) {
      skipNext = false;
      continue;
    }
    current.push(piece.word);
  }
  if (current.length) commands.push(current);
  return commands;
}

/** `/usr/local/bin/npx`, `C:\Program Files\nodejs\npx.cmd`, `~/.volta/bin/npx`, `NPX.EXE` → `npx`. */
export function programName(command: string): string {
  // The lookbehind starts the trailing run at its first separator only, not again at each one of a long run.
  const base = command.replace(/(?<![\\/])[\\/]+$/, '').split(/[\\/]/).pop() ?? '';
  return base.toLowerCase().replace(/\.(?:exe|cmd|bat|ps1|com)$/, '');
}
