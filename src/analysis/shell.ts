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
  const map = Array.from({ length: str.value.length + 1 }, (_, i) => i);
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
  const n = text.length;
  const operators = OPERATOR_CHARS[dialect];
  const out: Piece[] = [];
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === '\n' || c === '\r') {
      out.push({ op: '\n' });
      i++;
      continue;
    }
    if (dialect !== 'cmd' && c === '#') {
      while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
      continue;
    }
    if (operators.includes(c)) {
      const two = text.slice(i, i + 2);
      const op = TWO_CHAR_OPERATORS.has(two) ? two : c;
      out.push({ op });
      i += op.length;
      continue;
    }
    const start = i;
    const chars: string[] = [];
    const map: number[] = [];
    let valueEnd = i;
    const push = (ch: string, from: number, to: number) => {
      chars.push(ch);
      map.push(from);
      valueEnd = to;
    };
    const copyLiteral = (from: number, to: number) => {
      for (let k = from; k < to; k++) push(text[k]!, k, k + 1);
    };
    /** `$(…)` / `${…}` copied as is, nesting counted, so that its spaces do not split the word */
    const copySubstitution = (at: number): number => {
      const open = text[at + 1]!;
      const close = open === '(' ? ')' : '}';
      let depth = 0;
      let k = at + 1;
      while (k < n) {
        const x = text[k]!;
        k++;
        if (x === open) depth++;
        else if (x === close && --depth === 0) break;
      }
      copyLiteral(at, k);
      return k;
    };
    while (i < n) {
      const ch = text[i]!;
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || operators.includes(ch)) break;
      if (dialect === 'posix') {
        if (ch === '\\') {
          if (text[i + 1] === '\n') i += 2;
          else if (i + 1 < n) {
            push(text[i + 1]!, i, i + 2);
            i += 2;
          } else {
            push(ch, i, i + 1);
            i++;
          }
          continue;
        }
        if (ch === "'") {
          let j = i + 1;
          while (j < n && text[j] !== "'") j++;
          copyLiteral(i + 1, j);
          i = Math.min(j + 1, n);
          continue;
        }
        if (ch === '"') {
          let j = i + 1;
          while (j < n && text[j] !== '"') {
            if (text[j] === '\\' && j + 1 < n && '$`"\\\n'.includes(text[j + 1]!)) {
              if (text[j + 1] !== '\n') push(text[j + 1]!, j, j + 2);
              j += 2;
            } else if (text[j] === '$' && (text[j + 1] === '(' || text[j + 1] === '{')) {
              j = copySubstitution(j);
            } else {
              push(text[j]!, j, j + 1);
              j++;
            }
          }
          i = Math.min(j + 1, n);
          continue;
        }
        if (ch === '$' && (text[i + 1] === '(' || text[i + 1] === '{')) {
          i = copySubstitution(i);
          continue;
        }
        if (ch === '`') {
          const j = text.indexOf('`', i + 1);
          const stop = j < 0 ? n : j + 1;
          copyLiteral(i, stop);
          i = stop;
          continue;
        }
      } else if (dialect === 'cmd') {
        if (ch === '^' && i + 1 < n) {
          push(text[i + 1]!, i, i + 2);
          i += 2;
          continue;
        }
        if (ch === '"') {
          let j = i + 1;
          while (j < n && text[j] !== '"') j++;
          copyLiteral(i + 1, j);
          i = Math.min(j + 1, n);
          continue;
        }
      } else {
        if (ch === '`' && i + 1 < n) {
          push(text[i + 1]!, i, i + 2);
          i += 2;
          continue;
        }
        if (ch === "'" || ch === '"') {
          let j = i + 1;
          while (j < n) {
            if (text[j] === ch && text[j + 1] === ch) {
              push(ch, j, j + 2);
              j += 2;
            } else if (text[j] === ch) break;
            else if (ch === '"' && text[j] === '`' && j + 1 < n) {
              push(text[j + 1]!, j, j + 2);
              j += 2;
            } else {
              push(text[j]!, j, j + 1);
              j++;
            }
          }
          i = Math.min(j + 1, n);
          continue;
        }
      }
      push(ch, i, i + 1);
      i++;
    }
    // `2>` is a redirection's file descriptor, not a word
    if (/^\d+$/.test(text.slice(start, i)) && (text[i] === '<' || text[i] === '>')) continue;
    // a line continuation alone is no word; `''` is an (empty) one
    if (!chars.length && !/["']/.test(text.slice(start, i))) continue;
    const sub = subToken(source, start, i, chars.join(''), map, chars.length ? valueEnd : i);
    out.push({ word: sub });
  }
  return out;
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
  const base = command.replace(/[\\/]+$/, '').split(/[\\/]/).pop() ?? '';
  return base.toLowerCase().replace(/\.(?:exe|cmd|bat|ps1|com)$/, '');
}
