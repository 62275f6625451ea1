/**
 * Finding and parsing the settings file. `.mcp-audit.json` or `.mcp-audit.jsonc` is looked for in each scan root and
 * the folders above it, up to the repository's top (the folder with `.git`), as ruff and ESLint look for theirs;
 * outside a repository, in the scan root only (a parent folder's file is someone else's), then the current
 * directory. Either name may hold comments and trailing commas (JSONC); a syntax error is given by line and column,
 * with a code frame of the line (secrets masked) when the file is called a settings file.
 */
import { lstatSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { UsageError } from '../discover/discover.js';
import type { Containment } from '../discover/own-files.js';
import { makeSource, positionAt } from '../model/source.js';
import { printable } from '../model/printable.js';
import { codeFrame } from './frames.js';
import { Redaction } from './redaction.js';

export const SETTINGS_NAMES = ['.mcp-audit.json', '.mcp-audit.jsonc'] as const;

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    // none here (or the folder cannot be searched: the scan reports the folder)
    return false;
  }
}

/** The folders a root's settings may be in, nearest first: up to the repository's top, or the root alone outside one. */
function foldersAbove(root: string): string[] {
  const chain: string[] = [];
  for (let dir = root; ; ) {
    chain.push(dir);
    if (exists(join(dir, '.git'))) return chain;
    const parent = dirname(dir);
    if (parent === dir) return [root];
    dir = parent;
  }
}

/** The settings file in `folder`, if any; both names there is a usage error (which one would count is a guess). */
function settingsIn(folder: string): string | undefined {
  const present = SETTINGS_NAMES.filter((name) => exists(join(folder, name)));
  if (present.length > 1) throw new UsageError(`both ${present.join(' and ')} in ${folder}: keep one`);
  return present.length ? join(folder, present[0]!) : undefined;
}

/**
 * The settings file for these scan roots: the nearest to the first root that has one, walking up to the repository's
 * top, else the current directory's. It must resolve inside the folder it was found in.
 */
export function findSettingsFile(roots: string[], cwd: string): { path: string; within: Containment } | undefined {
  for (const root of roots.length ? roots : [cwd]) {
    for (const folder of foldersAbove(root)) {
      const path = settingsIn(folder);
      if (path) return { path, within: { folder, name: folder === root ? 'the scan root' : 'the folder it was found in' } };
    }
  }
  const path = roots.length ? settingsIn(cwd) : undefined;
  return path ? { path, within: { folder: cwd, name: 'the current directory' } } : undefined;
}

/** Candidates for `--config-from-base`, in the same order: every name in every folder a tree search would look in. */
export function settingsCandidates(roots: string[], cwd: string): string[] {
  const folders = [...(roots.length ? roots : [cwd]).flatMap(foldersAbove), cwd];
  return [...new Set(folders)].flatMap((folder) => SETTINGS_NAMES.map((name) => join(folder, name)));
}

/** JSONC: comments and trailing commas allowed; a syntax error is a usage error with its position and a code frame. */
export function parseSettingsText(text: string, path: string, display: string): unknown {
  const errors: ParseError[] = [];
  let data: unknown;
  try {
    data = parse(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  } catch {
    throw new UsageError(`settings file ${display} is nested too deeply to read`);
  }
  const first = errors[0];
  if (!first) return data;
  const source = makeSource(path, display, text);
  const offset = Math.min(first.offset, text.length);
  const at = positionAt(source, offset);
  const what = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  // The line is quoted only from a file that is called a settings file: `--config /etc/shadow` must not print a line
  // of it (the position is enough to find the fault in a file one named by hand).
  const named = (SETTINGS_NAMES as readonly string[]).includes(basename(path));
  throw new UsageError(`settings file ${display} is not valid JSON: ${what} at line ${at.line}, column ${at.column}`, undefined, named ? frameAt(source, offset, path) : undefined);
}

/** The line of the error with a caret under it, every secret on it masked (a settings file is not meant to hold one). */
function frameAt(source: ReturnType<typeof makeSource>, offset: number, path: string): string {
  const redaction = new Redaction(false);
  redaction.register(path, source.text);
  redaction.learn(path);
  const region = { ...regionAt(source, offset) };
  const lines = codeFrame(source, region, redaction);
  const line = lines[0];
  if (!line) return '';
  const gutter = ' '.repeat(String(line.line).length);
  const caretAt = region.startColumn - (line.column ?? 1);
  const pad = line.text.slice(0, Math.max(caretAt, 0)).replace(/[^\t]/g, ' ');
  return [`${gutter} |`, `${line.line} | ${printable(line.text)}`, `${gutter} | ${pad}^`].join('\n');
}

function regionAt(source: ReturnType<typeof makeSource>, offset: number) {
  const at = positionAt(source, offset);
  return { startLine: at.line, startColumn: at.column, endLine: at.line, endColumn: at.column + 1 };
}
