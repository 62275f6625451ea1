/**
 * One file of a skill, read: hashed (CRLF turned into LF for text, so that git's line-ending conversion is not a
 * change), its text kept within the skill's budgets, a text file that is not code kept for rules that look for
 * secrets, and a file elsewhere that SKILL.md runs looked up. Apart from skills.ts, which walks the folder.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { displayPath, isInside, safeRealpath } from '../discover/paths.js';
import { decodeText, readBytes } from '../discover/read.js';
import type { SkillFile, SkillText } from '../model/types.js';
import { classifySkillFile } from './classify.js';
import type { SkillFileKind } from './classify.js';

/** Scripts up to this size keep their text for rules that read code (hidden Unicode, `curl | sh`). */
export const MAX_SCRIPT_TEXT_BYTES = 1024 * 1024;
/** Text kept per skill, so that a folder of many large scripts cannot hold the whole scan's memory. */
export const MAX_SKILL_TEXT_BYTES = 16 * 1024 * 1024;
/** Text kept per skill of files that are not code (configuration, data, notes), read for secrets only. */
export const MAX_SKILL_DATA_TEXT_BYTES = 4 * 1024 * 1024;

/** Files above this are not hashed: they are listed with an empty hash and always flagged. */
export const MAX_SKILL_FILE_BYTES = 32 * 1024 * 1024;
const HEAD_BYTES = 8192;

/** CRLF → LF, so that line-ending conversion by git is not a change. Lone CRs are kept. */
export function normaliseLineEndings(bytes: Buffer): Buffer {
  let i = bytes.indexOf(0x0d);
  if (i < 0) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let n = 0;
  let from = 0;
  while (i >= 0) {
    if (bytes[i + 1] === 0x0a) {
      n += bytes.copy(out, n, from, i);
      from = i + 1;
    }
    i = bytes.indexOf(0x0d, i + 1);
  }
  n += bytes.copy(out, n, from);
  return out.subarray(0, n);
}

export function hashContent(bytes: Buffer, kind: SkillFileKind): string {
  return createHash('sha256').update(kind === 'binary' ? bytes : normaliseLineEndings(bytes)).digest('hex');
}

export function hashed(relPath: string, source: SkillFile['source'], kind: SkillFileKind, bytes: Buffer, budget: { bytes: number }): SkillFile {
  // Re-classify on the full content only matters for NUL bytes beyond the head: keep the head's verdict.
  const file: SkillFile = { relPath, source, sha256: hashContent(bytes, kind), kind };
  if (kind === 'script' && bytes.length <= MAX_SCRIPT_TEXT_BYTES && bytes.length <= budget.bytes) {
    const decoded = decodeText(bytes);
    if (decoded.ok) {
      file.text = decoded.text;
      budget.bytes -= bytes.length;
    }
  }
  return file;
}

/** A text file that is not code (configuration, data, notes), within its own budget; undefined when it is not text. */
export function readSkillText(path: string, relPath: string, cwd: string, budget: { bytes: number }): SkillText | undefined {
  const raw = readBytes(path, MAX_SCRIPT_TEXT_BYTES);
  if (!raw.ok || raw.bytes.length > budget.bytes) return undefined;
  const decoded = decodeText(raw.bytes);
  if (!decoded.ok) return undefined;
  budget.bytes -= raw.bytes.length;
  return { relPath, source: { path, display: displayPath(path, cwd) }, text: decoded.text };
}

export interface ReferenceLookup {
  /** the skill folder (absolute) */
  dir: string;
  /** the scan root, and its real path: nothing outside it is read */
  root: string;
  realRoot: string;
  cwd: string;
  /** the path as SKILL.md writes it */
  written: string;
  budget: { bytes: number };
}

/**
 * A file SKILL.md tells the agent to run (`node scripts/x.js`), looked up from the skill folder and then from each
 * folder above it up to the scan root (the agent usually runs commands from the repository's top): part of the skill,
 * hashed like its own files, under its path relative to the skill folder. Never outside the scan root.
 */
export function referencedFile(at: ReferenceLookup): SkillFile | undefined {
  for (let base = at.dir; ; base = dirname(base)) {
    const abs = join(base, at.written);
    const relPath = relative(at.dir, abs).split(sep).join('/');
    const real = safeRealpath(abs);
    const stat = real && isInside(real, at.realRoot) ? statSync(abs, { throwIfNoEntry: false }) : undefined;
    if (stat?.isFile()) {
      if (relPath === 'SKILL.md') return undefined;
      const source = { path: abs, display: displayPath(abs, at.cwd) };
      const raw = readBytes(abs, MAX_SKILL_FILE_BYTES);
      const kind: SkillFileKind = classifySkillFile(relPath, stat.mode, raw.ok ? raw.bytes.subarray(0, HEAD_BYTES) : undefined) === 'binary' ? 'binary' : 'script';
      const file = raw.ok ? hashed(relPath, source, kind, raw.bytes, at.budget) : { relPath, source, sha256: '', kind };
      return { ...file, origin: 'referenced' };
    }
    if (base === at.root || !isInside(base, at.root) || dirname(base) === base) return undefined;
  }
}
