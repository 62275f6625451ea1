/**
 * The scripts in the repository that a config's hooks, status lines and helpers run, found and hashed so that
 * unreviewed-skill-script can hold them for review like a skill's scripts (the words come from
 * src/analysis/command-scripts.ts; this is the I/O).
 *
 * A path is resolved from the project's folder (the one holding `.claude/`, `.cursor/`, `.github/hooks/` …, which is
 * where hosts start hooks and what `${CLAUDE_PROJECT_DIR}` names), from a plugin's folder for `${CLAUDE_PLUGIN_ROOT}`,
 * and, for a plain relative path, also from the config's own folder (Cursor resolves hook paths from
 * `.cursor/hooks.json`'s folder, by third-party accounts). Only a regular file inside a scan root counts: a link out
 * of the tree is not followed. A person's own files (`--user`) have no repository to review against and are skipped.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { scriptWords } from '../analysis/command-scripts.js';
import { displayPath, isInside, safeRealpath } from '../discover/paths.js';
import { hashContent, MAX_SKILL_FILE_BYTES } from '../skills/skills.js';
import type { Command, CommandScript, ConfigFile } from '../model/types.js';

/**
 * The folder a config's hooks run in: the parent of the outermost dot-folder that holds the file (`.claude/`,
 * `.github/hooks/`, `.claude/commands/git/`), else the parent of a plugin's `hooks/` folder, else the file's folder.
 */
function projectDir(configPath: string): string {
  const parts = configPath.split(/[\\/]/);
  const dot = parts.slice(0, -1).findIndex((p) => p.startsWith('.') && p !== '.' && p !== '..');
  if (dot > 0) return parts.slice(0, dot).join('/') || '/';
  const dir = dirname(configPath);
  return basename(dir) === 'hooks' ? dirname(dir) : dir;
}

function regularFileInside(path: string, roots: string[]): string | undefined {
  const real = safeRealpath(path);
  if (!real) return undefined;
  try {
    if (!statSync(real).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return roots.some((root) => isInside(real, safeRealpath(root) ?? root)) ? real : undefined;
}

function hashOf(abs: string): string | undefined {
  try {
    return statSync(abs).size <= MAX_SKILL_FILE_BYTES ? hashContent(readFileSync(abs), 'script') : undefined;
  } catch {
    return undefined; // unreadable: reported as a script that cannot be hashed
  }
}

export function findCommandScripts(file: ConfigFile, lockDir: string, roots: string[], cwd: string): CommandScript[] {
  // a SKILL.md's commands run the skill's files, which the skill's own review covers (skills.ts)
  if (file.source.display.startsWith('~/') || file.syntax === 'frontmatter') return [];
  if (file.runsAs) {
    const abs = file.source.path;
    const script: CommandScript = { relPath: displayPath(abs, lockDir), source: file.source, runBy: file.runsAs, role: 'hook', self: true, path: ['script'], span: { start: 0, end: 0 } };
    const sha256 = hashOf(abs);
    return [sha256 ? { ...script, sha256 } : script];
  }
  if (!file.commands?.length) return [];
  const project = projectDir(file.source.path);
  // a plugin's hooks file sits in <plugin>/hooks/, unless the command says where its plugin is
  const pluginOf = (command: Command): string[] => {
    if (command.pluginRoot === null) return [];
    return [command.pluginRoot === undefined ? dirname(dirname(file.source.path)) : resolve(dirname(file.source.path), command.pluginRoot)];
  };
  const out: CommandScript[] = [];
  const seen = new Set<string>();
  for (const command of file.commands) {
    for (const word of scriptWords(command)) {
      const bases = word.base === 'plugin' ? pluginOf(command) : word.base === 'project' ? [project] : [project, dirname(file.source.path)];
      const abs = bases.map((b) => resolve(b, word.path)).find((p) => regularFileInside(p, roots));
      if (!abs) continue;
      const key = `${abs}\0${word.span.start}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const script: CommandScript = {
        relPath: displayPath(abs, lockDir), source: { path: abs, display: displayPath(abs, cwd) }, runBy: command.name, role: command.role, self: false,
        path: [...command.path, 'runs', displayPath(abs, lockDir)], span: word.span,
      };
      const sha256 = hashOf(abs);
      out.push(sha256 ? { ...script, sha256 } : script);
    }
  }
  return out;
}
