/**
 * Finds what to scan: host config files and skill folders under the given paths.
 *
 * Reads directory entries only; a file is stat'ed only when it is a symlink or a candidate. Symlinks are followed
 * only when their target stays inside the scan root, and each real directory is visited once (no loops).
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { hosts } from '../hosts/index.js';
import { isScriptHookName } from '../hosts/script-hooks.js';
import { MAX_TEXT_FILE_BYTES } from './read.js';
import { packagedHost, placedHost } from './plugins.js';
import { enterFolder, gitIgnoresAt, isGitIgnored } from './gitignore.js';
import type { GitIgnores } from './gitignore.js';
import { SKIPPED_DIRS, displayPath, isDirectory, isInside, safeRealpath, slashed } from './paths.js';
import type { Host } from '../hosts/host.js';

/**
 * Copies people keep beside a config to be copied (`.mcp.json.example`, `.vscode/mcp.json.template`): read as the
 * config they imitate, since whoever copies one gets its secrets and unpinned launches too.
 */
const TEMPLATE = /^(.+)\.(example|sample|template)$/;

/** The config a template imitates (`.mcp.json` for `.mcp.json.example`), or undefined for any other name. */
export function templateOf(name: string): string | undefined {
  return TEMPLATE.exec(name)?.[1];
}

/** Names worth a look; anything else is passed over without a stat. */
const CANDIDATE_NAMES = new Set([
  '.mcp.json', 'mcp.json', 'config.toml', 'SKILL.md',
  'settings.json', 'settings.local.json', 'mcp_config.json', 'cline_mcp_settings.json', 'opencode.json', 'opencode.jsonc',
  'mcp-config.json', 'claude_desktop_config.json', 'plugin.json', 'gemini-extension.json', 'devcontainer.json',
  '.devcontainer.json', 'hooks.json', 'tasks.json', 'cli.json', 'marketplace.json', '.lsp.json',
]);

/** Hosts whose files are read as text only (instruction files, hook scripts): a larger size bound. */
const TEXT_HOSTS: ReadonlySet<string> = new Set(['instructions', 'script-hooks', 'claude-frontmatter']);

/** Instruction files known by name alone (hosts/instructions.ts has the full list of places). */
const INSTRUCTION_NAMES = new Set(['.cursorrules', '.windsurfrules', '.clinerules', '.roorules', '.rules']);

/** A name worth a look in the folder `dirName`: Continue reads any YAML or JSON file in `.continue/mcpServers/`. */
function isCandidate(dirName: string, name: string): boolean {
  const real = templateOf(name) ?? name;
  return CANDIDATE_NAMES.has(real) || (dirName === 'mcpServers' && /\.(ya?ml|json)$/.test(real))
    // hook folders that hold one file per hook set: `.github/hooks/*.json`, `.kiro/hooks/*.json` and `*.kiro.hook`
    || (dirName === 'hooks' && /\.(json|kiro\.hook)$/.test(real))
    // instruction files: names of their own (`.cursorrules`), or Markdown in rule folders (the host decides which)
    || INSTRUCTION_NAMES.has(real) || /\.mdc?$/.test(real)
    // hooks that are code files: Cline's `.clinerules/hooks/<Event>`, opencode's `.opencode/plugins/*.ts`
    || isScriptHookName(dirName, real)
    // Gemini CLI custom commands (`.gemini/commands/**.toml`): the host decides
    || real.endsWith('.toml');
}

export interface Candidate {
  path: string;
  /** relative to the current directory, forward slashes */
  display: string;
  host: Host;
  /** a size limit other than MAX_CONFIG_BYTES (the user's own configs: see user.ts) */
  maxBytes?: number;
  /** named on the command line (not found by a walk): scanned even where .gitignore leaves it out */
  given?: boolean;
  /** a template (`.mcp.json.example`): the name of the config it imitates */
  template?: string;
  /** the text itself, for a file that is not on disk (`-`, read from stdin) */
  text?: string;
}

export interface Notice {
  path: string;
  display: string;
  message: string;
  /** 'error' when a file we should have read could not be; 'warning' for what runs but cannot be checked */
  level: 'error' | 'warning' | 'note';
}

export interface Discovery {
  configs: Candidate[];
  /** skill folders: absolute path → the scan root it was found under */
  skillDirs: Map<string, string>;
  notices: Notice[];
  /** scan roots (absolute): directories given, or the current directory for files */
  roots: string[];
  /** config files, skills and folders a walk left out because git ignores them */
  gitignored: number;
}

export interface DiscoverOptions {
  /** leave out what the repository's .gitignore files and .git/info/exclude leave out (default true) */
  gitignore?: boolean;
}

/** The host whose config `path` is, reading a template's path as that of the config it imitates. */
export function hostFor(path: string): Host | undefined {
  const slash = path.lastIndexOf('/');
  const template = templateOf(path.slice(slash + 1));
  const real = template === undefined ? path : path.slice(0, slash + 1) + template;
  return hosts.find((h) => h.matches(real));
}

export function discover(paths: string[], cwd: string, options: DiscoverOptions = {}): Discovery {
  const out: Discovery = { configs: [], skillDirs: new Map(), notices: [], roots: [], gitignored: 0 };
  const seenFiles = new Set<string>();
  const addConfig = (path: string, host: Host, given = false) => {
    if (seenFiles.has(path)) return;
    seenFiles.add(path);
    const template = templateOf(basename(path));
    const limit = host.maxBytes ?? (TEXT_HOSTS.has(host.id) ? MAX_TEXT_FILE_BYTES : undefined);
    const maxBytes = limit === undefined ? {} : { maxBytes: limit };
    out.configs.push({ path, display: displayPath(path, cwd), host, ...(given ? { given } : {}), ...(template ? { template } : {}), ...maxBytes });
  };
  for (const given of paths.length ? paths : ['.']) {
    const abs = resolve(cwd, given);
    let stat;
    try {
      stat = statSync(abs);
    } catch {
      throw new UsageError(`no such file or directory: ${given}`);
    }
    if (stat.isDirectory()) {
      if (!out.roots.includes(abs)) out.roots.push(abs);
      walk(abs, abs, out, addConfig, cwd, options.gitignore ?? true);
    } else {
      if (!out.roots.includes(cwd)) out.roots.push(cwd);
      addGivenFile(abs, cwd, out, addConfig);
    }
  }
  return out;
}

/** A path given on the command line (pre-commit passes staged files): scan exactly it. */
function addGivenFile(abs: string, cwd: string, out: Discovery, addConfig: (p: string, h: Host, given?: boolean) => void) {
  const rel = displayPath(abs, cwd);
  const display = rel.startsWith('../') || isAbsolute(rel) ? abs.split(sep).join('/') : rel;
  // Installed packages and version control are not the project's own, given by name or not (pre-commit passes a
  // committed node_modules file too): as ESLint does, a word and no scan.
  const vendored = display.split('/').slice(0, -1).find((part) => SKIPPED_DIRS.has(part));
  if (vendored) {
    out.notices.push({ path: abs, display, message: `inside ${vendored}/: installed packages are not scanned`, level: 'note' });
    return;
  }
  const named = hostFor(slashed(abs));
  const host = named ? placedHost(abs, named) : packagedHost(abs);
  if (host) {
    if (linksOutOf(abs, rel, cwd)) out.notices.push({ path: abs, display, message: LINK_OUT, level: 'note' });
    else if (!statSync(abs).isFile()) out.notices.push({ path: abs, display, message: 'not a regular file; not read', level: 'note' });
    else addConfig(abs, host, true);
    return;
  }
  // A skill's manifest or one of its scripts: scan the skill it belongs to.
  const skill = enclosingSkill(abs, cwd);
  if (skill) {
    out.skillDirs.set(skill, cwd);
    return;
  }
  // Anything else is not scanned. pre-commit passes every staged file its pattern matches (host configs, SKILL.md,
  // any file under a skills/ folder), so only a name that looks like a config someone meant to check gets a word.
  if (LOOKS_LIKE_CONFIG.test(abs) && !UNDER_SKILLS.test(display)) {
    out.notices.push({ path: abs, display, message: NOT_A_CONFIG, level: 'note' });
  }
}

const LINK_OUT = 'symbolic link pointing outside the scan root; not followed';

/**
 * A given file inside the current directory (the root of given files) whose real path is outside it: a link (or a
 * linked folder on the way) out of the tree, treated as discovery treats one, so that a repository cannot have
 * pre-commit read, quote or `--fix` a file elsewhere. A path given outside the current directory (absolute, or
 * `../`) was named by the user on purpose and is read where it leads.
 */
function linksOutOf(abs: string, rel: string, cwd: string): boolean {
  if (rel === '..' || rel.startsWith('../') || isAbsolute(rel)) return false;
  const real = safeRealpath(abs);
  return real !== undefined && !isInside(real, safeRealpath(cwd) ?? cwd);
}

/** Extensions of the config grammars hosts use: a file given with one of these was probably meant as a config. */
const LOOKS_LIKE_CONFIG = /\.(jsonc?|toml|ya?ml)$/i;
/** pre-commit's `(^|/)skills/`: files there belong to skills (possibly one without a SKILL.md yet). */
const UNDER_SKILLS = /(^|\/)skills\//;
const NOT_A_CONFIG =
  'not a config file mcp-audit knows (configs are recognised by name and folder, e.g. .mcp.json, .vscode/mcp.json, .codex/config.toml); not scanned';

/** The nearest folder at or above `file` (but not above `limit`) that holds a SKILL.md. */
function enclosingSkill(file: string, limit: string): string | undefined {
  let dir = basename(file) === 'SKILL.md' ? dirname(file) : dirname(file);
  const stop = resolve(limit);
  for (;;) {
    try {
      if (statSync(join(dir, 'SKILL.md')).isFile()) return dir;
    } catch {
      // not a skill folder; keep climbing
    }
    if (dir === stop || !dir.startsWith(stop)) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** `dir` + separator + `name`: what `join(dir, name)` gives for an entry name from `readdir` (no separators, never
 * `.` or `..`) in a normalised absolute `dir`, without join's normalisation pass. */
function childPath(dir: string, name: string): string {
  return dir.endsWith(sep) ? dir + name : dir + sep + name;
}

/** A folder to list: its path as reached, its real path, and whether that real path was derived from its parent's
 * (a plain folder) rather than resolved (the root, or a followed symlink). */
interface Pending {
  path: string;
  /** basename(path) */
  name: string;
  real: string;
  derived: boolean;
  /** the .gitignore levels in force here; undefined outside a repository or with --no-ignore */
  ignores: GitIgnores | undefined;
}

/** What the steps of walk share while they walk one scan root. */
interface Walk {
  root: string;
  realRoot: string;
  /** Folders' real paths are derived from the root's; when that cannot be resolved, each is resolved on its own. */
  derive: boolean;
  visited: Set<string>;
  stack: Pending[];
  out: Discovery;
  addConfig: (p: string, h: Host) => void;
  cwd: string;
}

function walk(root: string, start: string, out: Discovery, addConfig: (p: string, h: Host) => void, cwd: string, gitignore: boolean) {
  let realRoot: string;
  let derive = true;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = root;
    derive = false;
  }
  const w: Walk = { root, realRoot, derive, visited: new Set<string>([realRoot]), stack: [], out, addConfig, cwd };
  // The start's real path is only used to derive its children's: resolve it once (it is the root in every caller).
  const startReal = start === root ? realRoot : safeRealpath(start) ?? start;
  const ignores = gitignore ? gitIgnoresAt(start) : undefined;
  w.stack.push({ path: start, name: basename(start), real: startReal, derived: false, ignores });
  while (w.stack.length) listFolder(w, w.stack.pop()!);
}

/** A candidate name some host (or skill discovery) would actually read here: only those deserve a notice. */
function wanted(dirName: string, name: string, path: string): boolean {
  return isCandidate(dirName, name) && (name === 'SKILL.md' || !!hostFor(slashed(path)));
}

function note(w: Walk, path: string, message: string, level: Notice['level'] = 'note'): void {
  w.out.notices.push({ path, display: displayPath(path, w.cwd), message, level });
}

/** Lists one folder and visits each entry by its type. */
function listFolder(w: Walk, folder: Pending): void {
  const { path: dir, derived } = folder;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    // A plain folder's real path is derived, not resolved: where resolving it fails (its parent can be listed but
    // not searched), it is passed over silently, as when it was resolved before being queued.
    if (derived && !safeRealpath(dir)) return;
    note(w, dir, `could not list folder: ${(e as NodeJS.ErrnoException).code ?? e}`);
    return;
  }
  if (folder.ignores) folder.ignores = enterFolder(folder.ignores, dir, entries.some((e) => e.name === '.gitignore' && e.isFile()));
  for (const entry of entries) {
    if (entry.isDirectory()) visitFolder(w, folder, entry.name);
    else if (entry.isSymbolicLink()) visitLink(w, folder, entry.name);
    else visitFile(w, folder, entry);
  }
}

/** A folder entry (not a symlink): queued unless skipped by name; noticed when a host expects a file of that name. */
function visitFolder(w: Walk, folder: Pending, name: string): void {
  const skipped = SKIPPED_DIRS.has(name);
  if (skipped && !isCandidate(folder.name, name)) return;
  const path = childPath(folder.path, name);
  if (wanted(folder.name, name, path)) note(w, path, 'a directory, not a file; not read as a config');
  if (skipped || gitIgnored(w, folder, path, true)) return;
  // Not a symlink: its real path is its parent's real path and its name.
  const real = w.derive ? childPath(folder.real, name) : safeRealpath(path);
  if (real && !w.visited.has(real)) {
    w.visited.add(real);
    w.stack.push({ path, name, real, derived: w.derive, ignores: folder.ignores });
  }
}

/** A symbolic link: followed only inside the scan root, to a folder to queue or a candidate file. */
function visitLink(w: Walk, folder: Pending, name: string): void {
  const dirName = folder.name;
  const path = childPath(folder.path, name);
  const target = safeRealpath(path);
  if (!target || !isInside(target, w.realRoot)) {
    if (wanted(dirName, name, path)) {
      // A skill's manifest linked out of the tree: the skill runs, and none of it can be checked from here.
      const level = target && name === 'SKILL.md' ? 'warning' : 'note';
      note(w, path, target ? LINK_OUT : 'broken symbolic link (its target is missing, or it loops); not read', level);
    } else if (target && dirName === 'skills' && isDirectory(target)) {
      // An agent loads a linked skill like any other; its scripts cannot be checked or reviewed from here.
      note(w, path, 'skill folder is a symbolic link pointing outside the scan root: agents load it and may run its scripts, but mcp-audit does not follow links out of the scan root; scan its target as well, or copy the skill in', 'warning');
    }
    return;
  }
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    if (!SKIPPED_DIRS.has(name) && !w.visited.has(target) && !gitIgnored(w, folder, path, true)) {
      w.visited.add(target);
      w.stack.push({ path, name, real: target, derived: false, ignores: folder.ignores });
    }
    return;
  }
  if (!stat.isFile()) {
    if (wanted(dirName, name, path)) note(w, path, 'symbolic link to something that is not a regular file (FIFO, socket or device); not read');
    return;
  }
  if (!isCandidate(dirName, name) || gitIgnored(w, folder, path, false)) return;
  found(w, folder.path, name, path);
}

/** Any other entry: a candidate regular file is found; a FIFO, socket or device by that name is noticed. */
function visitFile(w: Walk, folder: Pending, entry: Dirent): void {
  const name = entry.name;
  if (!isCandidate(folder.name, name)) return;
  const path = childPath(folder.path, name);
  if (!entry.isFile()) {
    if (!wanted(folder.name, name, path)) return;
    note(w, path, 'not a regular file (FIFO, socket or device); not read');
    return;
  }
  if (gitIgnored(w, folder, path, false)) return;
  found(w, folder.path, name, path);
}

/** Whether git leaves this entry out (counted: the summary says how many were). */
function gitIgnored(w: Walk, folder: Pending, path: string, isDir: boolean): boolean {
  if (!folder.ignores?.length || !isGitIgnored(folder.ignores, path, isDir)) return false;
  w.out.gitignored++;
  return true;
}

function found(w: Walk, dir: string, name: string, path: string) {
  if (name === 'SKILL.md') {
    w.out.skillDirs.set(dir, w.root);
    return;
  }
  // Hosts match on the path's tail (`.vscode/mcp.json`), so the absolute path also works for `mcp-audit .vscode`.
  const host = hostFor(slashed(path));
  if (host) w.addConfig(path, placedHost(path, host));
  else {
    const packaged = packagedHost(path);
    if (packaged) w.addConfig(path, packaged);
  }
}

export class UsageError extends Error {
  /**
   * `hint`: a second line of fixed text, printed after the message: where to look next. `frame`: lines quoting the
   * input at fault (a settings file's code frame), already masked; printed line by line, escaped.
   */
  constructor(message: string, readonly hint?: string, readonly frame?: string) {
    super(message);
  }
}

