/**
 * What a file in a skill is: a script, a binary, or nothing an agent runs, from its path, mode and first bytes.
 *
 * Separate from reading skill folders (skills.ts): classification is pure (no file system access), a table of names,
 * extensions and magic bytes that grows on its own; readSkill only asks it.
 *
 * Which files count (see rules/unreviewed-skill-script.md for the user-facing version):
 * - 'binary': a compiled, archived or otherwise opaque file (by extension, by executable/archive magic bytes, or a
 *   script-like file whose first 8 KiB hold a NUL byte, or an unknown file with NUL bytes).
 * - 'script': anything executable (any x bit), anything starting with `#!`, anything with a code extension, and
 *   everything inside a `scripts/` or `bin/` folder except documentation (Markdown, plain text), images and VCS
 *   placeholders (`.gitkeep`).
 * - 'script' too: dependency manifests (`requirements.txt`, `package.json`, `pyproject.toml`, lockfiles …), which
 *   decide what an install step of the skill fetches and runs.
 * - everything else (Markdown, references, images, JSON/YAML data that is not executable) is not listed; of those,
 *   text files (`isSkillTextFile`) are still read for secrets.
 */
import type { SkillFile } from '../model/types.js';

/** Folders whose files are code unless they are plainly documentation. */
const SCRIPT_DIRS = new Set(['scripts', 'bin']);

export const SCRIPT_EXTENSIONS = new Set([
  'sh', 'bash', 'zsh', 'fish', 'ksh', 'csh', 'tcsh', 'command',
  'py', 'pyw', 'ipynb',
  'js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx',
  'rb', 'pl', 'pm', 'php', 'lua', 'r', 'jl', 'tcl', 'awk', 'nu', 'exs', 'ex', 'groovy', 'kts', 'scala', 'swift',
  'go', 'rs', 'c', 'cc', 'cpp', 'cxx', 'cs', 'java', 'kt',
  'ps1', 'psm1', 'psd1', 'bat', 'cmd', 'vbs', 'vbe', 'wsf', 'applescript',
  'mk',
]);

/** Code files known by name rather than extension. */
const SCRIPT_NAMES = new Set(['Makefile', 'makefile', 'GNUmakefile', 'justfile', 'Justfile', '.justfile', 'Rakefile', 'Taskfile']);

/** Compiled, archived or packed: nobody can review these by reading them. */
export const BINARY_EXTENSIONS = new Set([
  'pyc', 'pyo', 'pyd', 'pyz', 'so', 'dylib', 'dll', 'exe', 'msi', 'bin', 'o', 'a', 'lib', 'node', 'wasm', 'class', 'jar',
  'war', 'scpt', 'app', 'appimage', 'deb', 'rpm', 'apk', 'dmg',
  'tar', 'tgz', 'gz', 'bz2', 'tbz', 'tbz2', 'xz', 'txz', 'zst', 'lz', 'lzma', 'zip', 'whl', 'egg', '7z', 'rar', 'cab',
  'crx', 'vsix', 'nupkg', 'gem',
  'pkl', 'pickle', 'joblib', 'pt', 'pth',
]);

/** Not code, even inside `scripts/`, unless executable or starting with `#!`. */
const DOC_EXTENSIONS = new Set(['md', 'markdown', 'mdx', 'txt', 'text', 'rst', 'adoc', 'asciidoc']);
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'svg', 'tif', 'tiff', 'avif', 'heic']);
/** Binary data formats that are not code: NUL bytes in them are expected. */
const INERT_BINARY_EXTENSIONS = new Set([
  ...IMAGE_EXTENSIONS, 'ttf', 'otf', 'woff', 'woff2', 'eot',
  'pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'doc', 'xls', 'ppt', 'rtf', 'epub',
  'mp3', 'wav', 'ogg', 'flac', 'm4a', 'aac', 'mp4', 'm4v', 'webm', 'mov', 'avi', 'mkv',
  'sqlite', 'sqlite3', 'db', 'parquet', 'arrow', 'feather', 'npy', 'npz', 'safetensors', 'gguf', 'onnx', 'h5',
]);
const PLACEHOLDER_NAMES = new Set(['.gitkeep', '.keep', '.gitignore', '.gitattributes', '.DS_Store', 'Thumbs.db', 'desktop.ini']);
const DOC_NAMES = /^(README|LICEN[CS]E|COPYING|NOTICE|CHANGELOG|AUTHORS)(\.|$)/i;

export type SkillFileKind = SkillFile['kind'];

/** Files that say which packages an install step fetches (and, for package.json, which scripts it runs). */
const DEPENDENCY_MANIFESTS = new Set([
  'requirements.txt', 'requirements.in', 'constraints.txt', 'package.json', 'package-lock.json', 'npm-shrinkwrap.json',
  'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'pyproject.toml', 'Pipfile', 'Pipfile.lock', 'poetry.lock', 'uv.lock',
  'setup.cfg', 'environment.yml', 'environment.yaml', 'Gemfile', 'Gemfile.lock', 'go.mod', 'go.sum', 'Cargo.toml',
  'Cargo.lock', 'composer.json', 'composer.lock', 'deno.json', 'deno.jsonc',
]);

/** A dependency manifest, by name: `requirements.txt`, `requirements-dev.txt`, `package.json`, `pyproject.toml` … */
export function isDependencyManifest(relPath: string): boolean {
  const name = relPath.slice(relPath.lastIndexOf('/') + 1);
  return DEPENDENCY_MANIFESTS.has(name) || /^requirements[-_.][\w.-]*\.(?:txt|in)$/i.test(name);
}

/** Data and configuration formats: not code, but what a script reads (and where a token gets pasted). */
const DATA_EXTENSIONS = new Set(['json', 'jsonc', 'json5', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'env', 'properties', 'xml', 'csv', 'tsv']);

/** How the review rule names a file of a skill. */
export type SkillFileRole = 'script' | 'binary' | 'manifest' | 'data';

export function skillFileRole(file: Pick<SkillFile, 'relPath' | 'kind'>): SkillFileRole {
  if (file.kind === 'binary') return 'binary';
  if (isDependencyManifest(file.relPath)) return 'manifest';
  const name = file.relPath.slice(file.relPath.lastIndexOf('/') + 1);
  return DATA_EXTENSIONS.has(extensionOf(name)) || /^\.env(?:\.|$)/.test(name) ? 'data' : 'script';
}

/** Markdown or plain text (`references/api.md`): what a SKILL.md that points to it has the agent read, not run. */
export function isDocumentFile(relPath: string): boolean {
  return DOC_EXTENSIONS.has(extensionOf(relPath.slice(relPath.lastIndexOf('/') + 1)));
}

/**
 * How a message names one of a skill's files: `the skill script scripts/setup.sh`, `the skill's instructions
 * references/api.md` (a document the agent reads, not a script), and a file outside the skill's folder that its
 * SKILL.md points to by where it is in the repository (`the file docs/changelogs/index.md (SKILL.md points to it)`), not by
 * the `../../../` path from the skill that says nothing to a reader.
 */
export function skillFileLabel(file: Pick<SkillFile, 'relPath' | 'source'>, at: 'inline' | 'sentence' = 'inline'): string {
  const document = isDocumentFile(file.relPath);
  // a file SKILL.md points to may be the skill's own (`references/api.md`) or elsewhere (`../../../docs/x.md`)
  const label = file.relPath.startsWith('../')
    ? `the ${document ? 'file' : 'script'} ${file.source.display} (SKILL.md points to it)`
    : document ? `the skill's instructions ${file.relPath}` : `the skill script ${file.relPath}`;
  return at === 'sentence' ? `T${label.slice(1)}` : label;
}

/** A file not listed as code that is still text a rule may read for secrets (`config.yaml`, `.env`, `notes.md`). */
export function isSkillTextFile(relPath: string): boolean {
  const name = relPath.slice(relPath.lastIndexOf('/') + 1);
  const ext = extensionOf(name);
  return DATA_EXTENSIONS.has(ext) || DOC_EXTENSIONS.has(ext) || /^\.env(?:\.|$)/.test(name) || /^\.(?:npmrc|pypirc|netrc)$/.test(name);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Executables and archives recognised by their first bytes, whatever they are called. */
function hasBinaryMagic(head: Buffer): boolean {
  if (head.length < 4) return false;
  const b0 = head[0]!;
  const b1 = head[1]!;
  const b2 = head[2]!;
  const b3 = head[3]!;
  const u32 = head.readUInt32BE(0);
  if (b0 === 0x7f && b1 === 0x45 && b2 === 0x4c && b3 === 0x46) return true; // ELF
  if (b0 === 0x4d && b1 === 0x5a && head.includes(0)) return true; // PE / DOS "MZ" (text may start with "MZ")
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe, 0xbebafeca].includes(u32)) return true; // Mach-O, fat, Java class
  if (b0 === 0x00 && b1 === 0x61 && b2 === 0x73 && b3 === 0x6d) return true; // WebAssembly
  return false;
}

function hasArchiveMagic(head: Buffer): boolean {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return true; // zip
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return true; // gzip
  if (head.length >= 6 && head.subarray(0, 6).equals(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))) return true; // 7z
  if (head.length >= 6 && head.subarray(0, 6).equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))) return true; // xz
  if (head.length >= 10 && /^BZh[1-9]\x31\x41\x59\x26\x53\x59$/.test(head.toString('latin1', 0, 10))) return true; // bzip2
  if (head.length >= 262 && head.toString('latin1', 257, 262) === 'ustar') return true; // tar
  return false;
}

/**
 * What a file in a skill is, from its path inside the skill, its mode and its first bytes (`head`, up to 8 KiB;
 * undefined when it could not be read). `undefined`: not something an agent runs.
 */
export function classifySkillFile(relPath: string, mode: number, head: Buffer | undefined): SkillFileKind | undefined {
  const parts = relPath.split('/');
  const name = parts[parts.length - 1]!;
  const ext = extensionOf(name);
  // UTF-16 text (PowerShell likes it) is full of NULs but is still text.
  const utf16 = head !== undefined && head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
  const nul = head !== undefined && !utf16 && head.includes(0);
  if (BINARY_EXTENSIONS.has(ext) || (head && hasBinaryMagic(head))) return 'binary';
  if (isDependencyManifest(relPath)) return nul ? 'binary' : 'script';
  const executable = (mode & 0o111) !== 0;
  const shebang = head ? head[0] === 0x23 && head[1] === 0x21 : false;
  const inScriptDir = parts.slice(0, -1).some((p) => SCRIPT_DIRS.has(p));
  const notCode = DOC_EXTENSIONS.has(ext) || IMAGE_EXTENSIONS.has(ext) || PLACEHOLDER_NAMES.has(name) || (DOC_NAMES.test(name) && !SCRIPT_EXTENSIONS.has(ext));
  const scriptLike = executable || shebang || SCRIPT_EXTENSIONS.has(ext) || SCRIPT_NAMES.has(name) || (inScriptDir && !notCode);
  if (scriptLike) return nul ? 'binary' : 'script';
  if (head && !INERT_BINARY_EXTENSIONS.has(ext) && !PLACEHOLDER_NAMES.has(name) && (nul || hasArchiveMagic(head))) return 'binary';
  return undefined;
}
