/**
 * Each host's `${…}` syntax, parsed exactly the way the host parses it. Pure: indices are into a string's decoded
 * value (map them to source spans with `valueSpan`). See formats.md §1.3 (Claude Code), §2.3 (VS Code), §3.3 (Codex).
 */

/** A `${…}` reference as Claude Code's expander sees it. Indices into the value; `end` is exclusive. */
export interface ClaudeReference {
  start: number;
  end: number;
  /** the text between `${` and the first `}` */
  body: string;
  /** `body.split(':-', 2)[0]`: the name Claude Code looks up in `process.env` */
  name: string;
  /** `body.split(':-', 2)[1]`: undefined without `:-`; `''` for `${VAR:-}` */
  default: string | undefined;
  /** `${A:-x:-y}`: more than one `:-`; Claude Code's `split(':-', 2)` drops everything after the second */
  droppedDefault: boolean;
  /**
   * `${A:-${B}}`: a `${` inside the body. The regex stops at the first `}`, so the reference Claude Code sees is
   * `${A:-${B}` and the final `}` stays as text. `intendedEnd` is where the author's construct ends (balanced braces),
   * or `end` when the braces never balance.
   */
  nested: boolean;
  intendedEnd: number;
}

/** A `${…}` found by `dollarBraces`: indices into the value, `end` exclusive. */
interface DollarBrace {
  start: number;
  end: number;
  body: string;
}

const LINE_BREAKS = /[\n\r\u2028\u2029]/g;

/**
 * `${` … `}` in `value`, the way a host's `/\$\{(…)\}/g` finds them: the body runs to the first `}`, is not empty
 * unless `allowEmpty`, and holds no line break when `singleLine` (a regex `.` stops there). A scan, not that regex:
 * the regex tries every `${` of a long run with no `}` after it, and reads the rest of the string from each one.
 */
function dollarBraces(value: string, options: { allowEmpty: boolean; singleLine: boolean }): DollarBrace[] {
  const out: DollarBrace[] = [];
  // The first `}` and the first line break after the current `${`, each kept from the last search while it still
  // lies after it: every character is searched once.
  let close = -1;
  let lineBreak = options.singleLine ? -1 : Infinity;
  for (let open = value.indexOf('${'); open >= 0; ) {
    if (close < open + 2) close = value.indexOf('}', open + 2);
    if (close < 0) break;
    if (lineBreak < open + 2) {
      LINE_BREAKS.lastIndex = open + 2;
      lineBreak = LINE_BREAKS.exec(value)?.index ?? Infinity;
    }
    let from: number;
    if (lineBreak < close) from = lineBreak + 1; // so does every `${` before the line break: none matches
    else if (close === open + 2 && !options.allowEmpty) from = open + 1;
    else {
      out.push({ start: open, end: close + 1, body: value.slice(open + 2, close) });
      from = close + 1;
    }
    open = value.indexOf('${', from);
  }
  return out;
}

/** Claude Code's expansion regex, `/\$\{([^}]+)\}/g`: `${`, one or more characters that are not `}`, `}`. */
const claudeBraces = (value: string) => dollarBraces(value, { allowEmpty: false, singleLine: false });

export function claudeReferences(value: string): ClaudeReference[] {
  const out: ClaudeReference[] = [];
  let balanced: Map<number, number> | undefined;
  for (const { start, end, body } of claudeBraces(value)) {
    const parts = body.split(':-', 2);
    const nested = body.includes('${');
    if (nested) balanced ??= balancedEnds(value);
    out.push({
      start,
      end,
      body,
      name: parts[0]!,
      default: parts[1],
      droppedDefault: body.split(':-').length > 2,
      nested,
      intendedEnd: nested ? balanced!.get(start) ?? end : end,
    });
  }
  return out;
}

/** For each `${` whose braces balance when counted, the end (exclusive) of its `${…}`. One pass for all of them. */
function balancedEnds(value: string): Map<number, number> {
  const ends = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '$' && value[i + 1] === '{') {
      open.push(i);
      i++;
    } else if (value[i] === '}' && open.length) {
      ends.set(open.pop()!, i + 1);
    }
  }
  return ends;
}

/**
 * What Claude Code makes of a string: unset variables without a default are kept verbatim and collected in
 * `missing` (the loader then warns "Missing environment variables: …"). An empty value counts as set.
 */
export function claudeExpand(value: string, env: Record<string, string | undefined>): { value: string; missing: string[] } {
  const missing: string[] = [];
  let expanded = '';
  let last = 0;
  for (const { start, end, body } of claudeBraces(value)) {
    const [name, fallback] = body.split(':-', 2) as [string, string | undefined];
    const set = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined;
    let replacement = set ?? fallback;
    if (replacement === undefined) {
      missing.push(name);
      replacement = value.slice(start, end);
    }
    expanded += value.slice(last, start) + replacement;
    last = end;
  }
  expanded += value.slice(last);
  return { value: expanded, missing };
}

/** A `$NAME` without braces. */
export interface BareReference {
  start: number;
  end: number;
  name: string;
}

/**
 * `$NAME` written without braces, where NAME looks like an environment variable (upper case, digits, `_`, at least
 * one letter). No host we support expands these (Claude Code, VS Code and Codex all pass them on literally); only a
 * shell would. Lower-case names are left alone: `$metadata`, `$ref` and the like are ordinary text far more often.
 * References inside `skip` ranges (e.g. the default of a `${A:-$B}`) are ignored.
 */
export function bareReferences(value: string, skip: { start: number; end: number }[] = []): BareReference[] {
  const out: BareReference[] = [];
  // most strings hold no `$` at all; matchAll would build its iterator and a copy of the pattern for each of them
  if (!value.includes('$')) return out;
  for (const m of value.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const name = m[1]!;
    if (!/^[A-Z0-9_]+$/.test(name) || !/[A-Z]/.test(name)) continue;
    const start = m.index;
    const before = value[start - 1];
    if (before === '$' || before === '\\') continue;
    if (skip.some((r) => start >= r.start && start < r.end)) continue;
    out.push({ start, end: start + m[0].length, name });
  }
  return out;
}

/** A `${…}` reference as VS Code's configuration resolver sees it (`/\$\{(.*?)\}/g`, split on `:`). */
export interface VscodeReference {
  start: number;
  end: number;
  body: string;
  /** the part before the first `:` (`env`, `input`, `workspaceFolder`, …) */
  variable: string;
  /** the part after the first `:` (up to a second `:`), as VS Code's `split(':')` gives it */
  argument: string | undefined;
  /** `${a${b}}`: VS Code returns such a reference unchanged */
  nested: boolean;
}

export function vscodeReferences(value: string): VscodeReference[] {
  const out: VscodeReference[] = [];
  // `.` does not match line breaks: a reference never spans lines. `.*?` may be empty: `${}` is one.
  for (const { start, end, body } of dollarBraces(value, { allowEmpty: true, singleLine: true })) {
    const parts = body.split(':');
    out.push({
      start,
      end,
      body,
      variable: parts[0]!,
      argument: parts.length > 1 ? parts[1] : undefined,
      nested: body.includes('${'),
    });
  }
  return out;
}

/** Variables VS Code's resolver knows without a prefix (variableResolver.ts). */
export const VSCODE_PREDEFINED: ReadonlySet<string> = new Set([
  'workspaceRoot', 'workspaceFolder', 'cwd', 'workspaceRootFolderName', 'workspaceFolderBasename', 'userHome',
  'lineNumber', 'columnNumber', 'selectedText', 'file', 'fileWorkspaceFolder', 'fileWorkspaceFolderBasename',
  'relativeFile', 'relativeFileDirname', 'fileDirname', 'fileExtname', 'fileBasename', 'fileBasenameNoExtension',
  'fileDirnameBasename', 'execPath', 'execInstallFolder', 'pathSeparator', '/',
]);

/** Prefixes VS Code resolves as `${prefix:argument}`. */
export const VSCODE_PREFIXES: ReadonlySet<string> = new Set(['env', 'config', 'command', 'input', 'extensionInstallFolder']);

/** A name a shell or `process.env` lookup can plausibly hold: `[A-Za-z_][A-Za-z0-9_]*`. */
export function isIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}
