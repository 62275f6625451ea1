/**
 * Finds what to scan: host config files and skill folders under the given paths.
 *
 * Reads directory entries only; a file is stat'ed only when it is a symlink or a candidate. Symlinks are followed
 * only when their target stays inside the scan root, and each real directory is visited once (no loops).
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { hosts } from './hosts/index.js';
import { isInside, safeRealpath, slashed } from './paths.js';
import type { Host } from './hosts/host.js';

/** Folders that hold vendored, generated or tool-owned files, never a project's own config. */
export const SKIPPED_DIRS = new Set([
  'node_modules', '.git', '.hg', '.svn', 'bower_components', 'jspm_packages', '.venv', 'venv', '__pycache__',
  '.tox', '.mypy_cache', '.pytest_cache', '.next', '.nuxt', '.cache', '.turbo', '.yarn', '.pnpm-store',
  'dist', 'build', 'out', 'target', 'coverage', '.terraform', '.gradle', 'Pods',
]);

/** Names worth a look; anything else is passed over without a stat. */
const CANDIDATE_NAMES = new Set([
  '.mcp.json', 'mcp.json', 'config.toml', 'SKILL.md',
  'settings.json', 'settings.local.json', 'mcp_config.json', 'cline_mcp_settings.json', 'opencode.json', 'opencode.jsonc',
  'mcp-config.json', 'claude_desktop_config.json',
]);

/** A name worth a look in the folder `dirName`: Continue reads any YAML or JSON file in `.continue/mcpServers/`. */
function isCandidate(dirName: string, name: string): boolean {
  return CANDIDATE_NAMES.has(name) || (dirName === 'mcpServers' && /\.(ya?ml|json)$/.test(name));
}

export interface Candidate {
  path: string;
  /** relative to the current directory, forward slashes */
  display: string;
  host: Host;
}

export interface Notice {
  path: string;
  display: string;
  message: string;
  /** 'error' when a file we should have read could not be */
  level: 'error' | 'note';
}

export interface Discovery {
  configs: Candidate[];
  /** skill folders: absolute path → the scan root it was found under */
  skillDirs: Map<string, string>;
  notices: Notice[];
  /** scan roots (absolute): directories given, or the current directory for files */
  roots: string[];
}

export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, path) || '.';
  return sep === '/' ? rel : rel.split(sep).join('/');
}

function hostFor(relPath: string): Host | undefined {
  return hosts.find((h) => h.matches(relPath));
}

export function discover(paths: string[], cwd: string): Discovery {
  const out: Discovery = { configs: [], skillDirs: new Map(), notices: [], roots: [] };
  const seenFiles = new Set<string>();
  const addConfig = (path: string, host: Host) => {
    if (seenFiles.has(path)) return;
    seenFiles.add(path);
    out.configs.push({ path, display: displayPath(path, cwd), host });
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
      walk(abs, abs, out, addConfig, cwd);
    } else {
      if (!out.roots.includes(cwd)) out.roots.push(cwd);
      addGivenFile(abs, cwd, out, addConfig);
    }
  }
  return out;
}

/** A path given on the command line (pre-commit passes staged files): scan exactly it. */
function addGivenFile(abs: string, cwd: string, out: Discovery, addConfig: (p: string, h: Host) => void) {
  const rel = displayPath(abs, cwd);
  const display = rel.startsWith('../') || isAbsolute(rel) ? abs.split(sep).join('/') : rel;
  const host = hostFor(slashed(abs));
  if (host) {
    if (!statSync(abs).isFile()) out.notices.push({ path: abs, display, message: 'not a regular file; not read', level: 'note' });
    else addConfig(abs, host);
    return;
  }
  // A skill's manifest or one of its scripts: scan the skill it belongs to.
  const skill = enclosingSkill(abs, cwd);
  if (skill) out.skillDirs.set(skill, cwd);
}

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

function walk(root: string, start: string, out: Discovery, addConfig: (p: string, h: Host) => void, cwd: string) {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = root;
  }
  const visited = new Set<string>([realRoot]);
  // A candidate name some host (or skill discovery) would actually read here: only those deserve a notice.
  const wanted = (dirName: string, name: string, path: string) =>
    isCandidate(dirName, name) && (name === 'SKILL.md' || !!hostFor(slashed(path)));
  const stack: string[] = [start];
  while (stack.length) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      out.notices.push({ path: dir, display: displayPath(dir, cwd), message: `could not list folder: ${(e as NodeJS.ErrnoException).code ?? e}`, level: 'note' });
      continue;
    }
    const dirName = basename(dir);
    for (const entry of entries) {
      const name = entry.name;
      const path = join(dir, name);
      if (entry.isDirectory()) {
        if (wanted(dirName, name, path)) out.notices.push({ path, display: displayPath(path, cwd), message: 'a directory, not a file; not read as a config', level: 'note' });
        if (!SKIPPED_DIRS.has(name)) {
          const real = safeRealpath(path);
          if (real && !visited.has(real)) {
            visited.add(real);
            stack.push(path);
          }
        }
        continue;
      }
      if (entry.isSymbolicLink()) {
        const target = safeRealpath(path);
        if (!target || !isInside(target, realRoot)) {
          if (wanted(dirName, name, path)) {
            out.notices.push({ path, display: displayPath(path, cwd), message: target ? 'symbolic link pointing outside the scan root; not followed' : 'broken symbolic link (its target is missing, or it loops); not read', level: 'note' });
          }
          continue;
        }
        let stat;
        try {
          stat = statSync(path);
        } catch {
          continue;
        }
        if (stat.isDirectory()) {
          if (!SKIPPED_DIRS.has(name) && !visited.has(target)) {
            visited.add(target);
            stack.push(path);
          }
          continue;
        }
        if (!stat.isFile()) {
          if (wanted(dirName, name, path)) out.notices.push({ path, display: displayPath(path, cwd), message: 'symbolic link to something that is not a regular file (FIFO, socket or device); not read', level: 'note' });
          continue;
        }
      } else if (!isCandidate(dirName, name)) {
        continue;
      } else if (!entry.isFile()) {
        if (!wanted(dirName, name, path)) continue;
        out.notices.push({ path, display: displayPath(path, cwd), message: 'not a regular file (FIFO, socket or device); not read', level: 'note' });
        continue;
      }
      if (!isCandidate(dirName, name)) continue;
      if (name === 'SKILL.md') {
        out.skillDirs.set(dir, root);
        continue;
      }
      // Hosts match on the path's tail (`.vscode/mcp.json`), so the absolute path also works for `mcp-audit .vscode`.
      const host = hostFor(slashed(path));
      if (host) addConfig(path, host);
    }
  }
}




export class UsageError extends Error {}

