/**
 * Text that came from a config (server names, values, paths) made safe for a terminal or a CI log. A control
 * character can move the cursor, clear the screen, retitle the window or forge a line; bidi controls and invisible
 * characters hide or reorder what is shown; U+2028/U+2029 break a line where a viewer expects none. They are written
 * as escapes (`\u001b`, `\u{e0041}`). The text and GitHub formats, every stderr line and a diff shown on a terminal go
 * through printable(); JSON and SARIF through printableJson(), which escapes what JSON.stringify leaves raw.
 */
/**
 * What a terminal could act on or hide: C0 controls but tab, DEL, C1 (NEL U+0085 and the 8-bit CSI U+009B among
 * them), bidi controls, invisible characters, the line and paragraph separators, tag characters.
 */
export const UNPRINTABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;
/** The same but CR and LF, for a format that encodes line breaks itself (GitHub's `%0D`/`%0A`). */
const UNPRINTABLE_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;
/** What JSON.stringify writes as it is (it escapes C0 only): always inside a string, so \u escapes mean the same. */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;

const unitEscape = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;

/** One line for a terminal: every character above escaped, line breaks included (a name cannot forge a line). */
export function printable(text: string, keepLineBreaks = false): string {
  return text.replace(keepLineBreaks ? UNPRINTABLE_BUT_LINE_BREAKS : UNPRINTABLE, (c) => {
    const code = c.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : unitEscape(code);
  });
}

/**
 * Text of several lines for a terminal (a diff, stderr as written): printable() line by line, so each line feed
 * stays, and so does a CR right before one (a CRLF file's line end, which a terminal shows as nothing). Any other CR
 * is escaped: it would return the cursor and let the rest of the line overwrite what came before.
 */
export function printableLines(text: string): string {
  const lines = text.split('\n');
  return lines.map((line, i) => (i < lines.length - 1 && line.endsWith('\r') ? `${printable(line.slice(0, -1))}\r` : printable(line))).join('\n');
}

/** JSON text (from JSON.stringify) with the characters above that it leaves raw written as `\uXXXX`: the same value. */
export function printableJson(json: string): string {
  return json.replace(RAW_IN_JSON, (c) => (c.length === 2 ? unitEscape(c.charCodeAt(0)) + unitEscape(c.charCodeAt(1)) : unitEscape(c.charCodeAt(0))));
}

/**
 * An error for stderr: the text before the stack's first `    at ` frame (a message, which may hold a path or a key
 * with line breaks) as one escaped line; with `frames`, then each frame as its own escaped line.
 */
export function printableTrace(text: string, frames: boolean): string {
  const at = text.indexOf('\n    at ');
  const head = printable(at < 0 ? text : text.slice(0, at));
  if (!frames || at < 0) return head;
  return [head, ...text.slice(at + 1).split('\n').map((line) => printable(line))].join('\n');
}
