/**
 * Text that came from a config (server names, values, paths) made safe for a terminal or a CI log. A control
 * character can move the cursor, clear the screen, retitle the window or forge a line; bidi controls and invisible
 * characters hide or reorder what is shown. They are written as escapes (`\u001b`, `\u{e0041}`). JSON and SARIF
 * escape control characters already; the text and GitHub formats go through this.
 */
/** What a terminal could act on or hide: C0 controls but tab, DEL, C1, bidi controls, invisible characters. */
export const UNPRINTABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;
/** The same but CR and LF, for a format that encodes line breaks itself (GitHub's `%0D`/`%0A`). */
const UNPRINTABLE_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;

export function printable(text: string, keepLineBreaks = false): string {
  return text.replace(keepLineBreaks ? UNPRINTABLE_BUT_LINE_BREAKS : UNPRINTABLE, (c) => {
    const code = c.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
