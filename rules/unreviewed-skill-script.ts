/**
 * @file unreviewed-skill-script: a skill whose files (which an agent may run on the user's machine) no one has recorded
 * reading with `mcp-audit review`, or that changed since: one finding per skill, at its SKILL.md, naming every file to
 * read — its scripts, compiled or archived files, dependency manifests and data files in scripts/, the files its
 * SKILL.md tells the agent to run elsewhere in the repository, and SKILL.md itself — as new, changed or removed. A
 * skill never reviewed is held for review even when it has no scripts: its SKILL.md decides what the agent runs.
 *
 * The fingerprint is the set of files with their states and hashes, so that a baseline entry stops matching as soon
 * as any file of the skill changes again.
 *
 * A script in the repository that a hook, status line or helper runs (`.claude/hooks/format.sh`) is held for review
 * the same way, one finding per script at the command that runs it: it runs on the agent's events on every machine
 * that opens the repository, which is a skill script's risk without even a skill to invoke. The same rule id, since
 * the question is the same ("has a person read this code?") and one `mcp-audit review` answers it for both.
 */
import { posix } from 'node:path';
import { isDocumentFile, skillFileRole } from '../src/skills/classify.js';
import type { SkillFileRole } from '../src/skills/classify.js';
import { skillDisplayDir } from '../src/skills/skills.js';
import type { CommandRole, CommandScript, Report, ReviewLock, Rule, Skill, SkillFile } from '../src/model/types.js';

/** A shell-safe rendering of a path for the suggested command. */
function shellArg(path: string): string {
  return /^[\w./@+:,=-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

function reviewCommand(skill: Skill): string {
  return `mcp-audit review ${shellArg(skillDisplayDir(skill))}`;
}

type State = 'new' | 'changed' | 'removed';

/** One file to read, as the message and the related locations name it. */
interface ToRead {
  relPath: string;
  state: State;
  /** what the file is, in words; undefined for SKILL.md and removed files */
  what?: string;
  file?: SkillFile;
  hash: string;
}

const ROLE_WORDS: Record<SkillFileRole, string> = {
  script: 'script',
  binary: 'compiled or archive',
  manifest: 'dependency manifest',
  data: 'data',
};

function describe(file: SkillFile): string {
  const what = ROLE_WORDS[skillFileRole(file)];
  // a document SKILL.md names (`Follow: cookbook/install.md`) is read and followed, not run
  const referenced = isDocumentFile(file.relPath) ? 'instructions SKILL.md points to' : `${what} run by SKILL.md`;
  const parts = [file.origin === 'referenced' ? referenced : what];
  if (!file.sha256) parts.push('unreadable or too large to hash');
  return parts.join(', ');
}

/** Every file of the skill that differs from what was reviewed (SKILL.md first, then by path). */
function filesToRead(skill: Skill, reviewed: Record<string, string> | undefined): ToRead[] {
  const out: ToRead[] = [];
  if (!reviewed || reviewed['SKILL.md'] !== skill.manifestSha256) {
    out.push({ relPath: 'SKILL.md', state: reviewed?.['SKILL.md'] === undefined ? 'new' : 'changed', what: 'instructions', hash: skill.manifestSha256 });
  }
  const present = new Set<string>();
  for (const file of skill.scripts) {
    present.add(file.relPath);
    const recorded = reviewed?.[file.relPath];
    if (file.sha256 && recorded === file.sha256) continue;
    out.push({ relPath: file.relPath, state: recorded === undefined ? 'new' : 'changed', what: describe(file), file, hash: `${file.kind}:${file.sha256}` });
  }
  for (const rel of Object.keys(reviewed ?? {}).sort()) {
    if (rel !== 'SKILL.md' && !present.has(rel)) out.push({ relPath: rel, state: 'removed', hash: 'removed' });
  }
  return out;
}

const SHOWN = 10;

function message(skill: Skill, files: ToRead[], neverReviewed: boolean): string {
  const head = neverReviewed
    ? 'Skill not reviewed: an agent using it follows its SKILL.md and may run the files it ships'
    : 'Skill changed since it was reviewed';
  const named = files.slice(0, SHOWN).map((f) => `${f.relPath} (${[f.what, f.state].filter(Boolean).join(', ')})`);
  const more = files.length > SHOWN ? `, and ${files.length - SHOWN} more` : '';
  const count = files.length === 1 ? '1 file' : `${files.length} files`;
  const notes: string[] = [];
  if (files.some((f) => f.file?.kind === 'binary')) notes.push('compiled or archived files cannot be reviewed by reading them: replace them with their source, or verify where they came from');
  if (files.some((f) => f.file && !f.file.sha256)) notes.push('a file that cannot be hashed stays unreviewed: make it a readable file inside the repository');
  return `${head}; ${count} to read: ${named.join(', ')}${more}. ${notes.map((n) => `${n[0]!.toUpperCase()}${n.slice(1)}. `).join('')}Run "${reviewCommand(skill)}" after reading them.`;
}

/** Where a file of the skill is (a removed one: where it was), for related locations. */
function sourceOf(skill: Skill, f: ToRead): { path: string; display: string } {
  if (f.file) return f.file.source;
  if (f.relPath === 'SKILL.md') return skill.manifest;
  const dir = skillDisplayDir(skill);
  return { path: posix.join(posix.dirname(skill.manifest.path.replace(/\\/g, '/')), f.relPath), display: posix.normalize(posix.join(dir, f.relPath)) };
}

/** When a script runs, by the role of the command that runs it, where that is not on the agent's events. */
const RUNS_WHEN: Partial<Record<CommandRole, string>> = {
  'language server': 'Claude Code starts it whenever a file of its languages is opened,',
};

function scriptReport(script: CommandScript, lock: ReviewLock | undefined): Report | undefined {
  const recorded = lock?.scripts?.[script.relPath];
  if (script.sha256 && recorded === script.sha256) return undefined;
  const state = recorded === undefined ? 'never reviewed' : 'changed since it was reviewed';
  const unhashable = script.sha256 ? '' : ' It cannot be read or is too large to hash, so it stays unreviewed: make it a readable file in the repository.';
  const what = script.self
    ? `${script.relPath} is ${script.runBy}, code in the repository that is ${state}: the agent runs it on its events on every machine that opens the repository.`
    : `The ${script.runBy} runs ${script.relPath}, a script in the repository that is ${state}: ${RUNS_WHEN[script.role] ?? "it runs on the agent's events"} on every machine that opens the repository.`;
  return {
    message: `${what}${unhashable} Read it, then run "mcp-audit review".`,
    span: script.span,
    path: script.path,
    fingerprintValue: `${script.relPath}\0${recorded === undefined ? 'new' : 'changed'}\0${script.sha256 ?? 'unreadable'}`,
    related: [{ source: script.source, message: `${script.relPath}: ${state}` }],
  };
}

export const unreviewedSkillScript: Rule = {
  meta: {
    id: 'unreviewed-skill-script',
    level: 'warning',
    description: 'A skill whose SKILL.md, scripts, binaries or dependency manifests (and files its SKILL.md runs elsewhere), or a script a hook runs, not recorded by "mcp-audit review", or changed since: one finding per skill or script, naming the files to read.',
    precision: 'high',
    securitySeverity: '5.0',
    tags: ['security', 'supply-chain', 'skills'],
    fixable: 'none',
    owasp: ['MCP04:2025'],
  },
  checkConfig(file, context) {
    return (file.commandScripts ?? []).flatMap((script) => scriptReport(script, context.reviewLock) ?? []);
  },
  checkSkill(skill, context) {
    const reviewed = context.reviewLock?.skills[skill.dir]?.files;
    const files = filesToRead(skill, reviewed);
    // Removing a reviewed file adds nothing to run: alone, it is no finding (the next review forgets it).
    if (!files.some((f) => f.state !== 'removed')) return [];
    const report: Report = {
      message: message(skill, files, !reviewed),
      span: { start: 0, end: 0 },
      path: ['skills', skill.dir],
      fingerprintValue: files.map((f) => `${f.relPath}\0${f.state}\0${f.hash}`).join('\n'),
      related: files.map((f) => ({ source: sourceOf(skill, f), message: `${f.relPath}: ${[f.what, f.state].filter(Boolean).join(', ')}` })),
    };
    return [report];
  },
};
