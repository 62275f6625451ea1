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

/** Claude Code's expansion regex: `${`, one or more characters that are not `}`, `}`. */
const CLAUDE_REFERENCE = /\$\{([^}]+)\}/g;

export function claudeReferences(value: string): ClaudeReference[] {
  const out: ClaudeReference[] = [];
  for (const m of value.matchAll(CLAUDE_REFERENCE)) {
    const body = m[1]!;
    const start = m.index;
    const end = start + m[0].length;
    const parts = body.split(':-', 2);
    const nested = body.includes('${');
    out.push({
      start,
      end,
      body,
      name: parts[0]!,
      default: parts[1],
      droppedDefault: body.split(':-').length > 2,
      nested,
      intendedEnd: nested ? balancedEnd(value, start) ?? end : end,
    });
  }
  return out;
}

/** End (exclusive) of the `${…}` at `start` when braces are counted, undefined if they never balance. */
function balancedEnd(value: string, start: number): number | undefined {
  let depth = 0;
  for (let i = start; i < value.length; i++) {
    if (value[i] === '$' && value[i + 1] === '{') {
      depth++;
      i++;
    } else if (value[i] === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return undefined;
}

/**
 * What Claude Code makes of a string: unset variables without a default are kept verbatim and collected in
 * `missing` (the loader then warns "Missing environment variables: …"). An empty value counts as set.
 */
export function claudeExpand(value: string, env: Record<string, string | undefined>): { value: string; missing: string[] } {
  const missing: string[] = [];
  const expanded = value.replace(CLAUDE_REFERENCE, (match, body: string) => {
    const [name, fallback] = body.split(':-', 2) as [string, string | undefined];
    const set = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined;
    if (set !== undefined) return set;
    if (fallback !== undefined) return fallback;
    missing.push(name);
    return match;
  });
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

/** `.` does not match line breaks: a reference never spans lines. */
const VSCODE_REFERENCE = /\$\{(.*?)\}/g;

export function vscodeReferences(value: string): VscodeReference[] {
  const out: VscodeReference[] = [];
  for (const m of value.matchAll(VSCODE_REFERENCE)) {
    const body = m[1]!;
    const parts = body.split(':');
    out.push({
      start: m.index,
      end: m.index + m[0].length,
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
