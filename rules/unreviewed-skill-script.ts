/**
 * @file unreviewed-skill-script: code in a skill folder (which an agent may run on the user's machine) that no one
 * has recorded reading with `mcp-audit review`, or that changed since; and a SKILL.md changed since its review.
 */
import { skillDisplayDir } from '../src/skills/skills.js';
import type { Report, Rule, Skill, SkillFile } from '../src/model/types.js';

/** A shell-safe rendering of a path for the suggested command. */
function shellArg(path: string): string {
  return /^[\w./@+:,=-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

function reviewCommand(skill: Skill): string {
  return `mcp-audit review ${shellArg(skillDisplayDir(skill))}`;
}

function fileMessage(file: SkillFile, state: 'new' | 'changed', skill: Skill): string {
  const command = `run "${reviewCommand(skill)}"`;
  if (!file.sha256) {
    return `Skill file could not be read or is too large to hash, so no review can cover it, and an agent using this skill may still run it; make it a readable file inside the repository, then ${command} after reading it.`;
  }
  if (file.kind === 'binary') {
    const what = state === 'new' ? 'Compiled or archived file in a skill, not reviewed' : 'Compiled or archived file in a skill changed since it was reviewed';
    return `${what}: nobody can review compiled or archived content by reading it, and an agent using this skill may run it. Replace it with its source, or ${command} once you have verified where it came from.`;
  }
  const what = state === 'new' ? 'Skill script not reviewed' : 'Skill script changed since it was reviewed';
  return `${what}: an agent using this skill may run it; ${command} after reading it.`;
}

export const unreviewedSkillScript: Rule = {
  meta: {
    id: 'unreviewed-skill-script',
    level: 'warning',
    description: 'A script or binary in a skill folder (scripts/, or any executable or code file next to a SKILL.md) whose content is not recorded by "mcp-audit review", or changed since.',
    precision: 'high',
    securitySeverity: '5.0',
    tags: ['security', 'supply-chain', 'skills'],
    fixable: 'none',
  },
  checkSkill(skill, context) {
    const reports: Report[] = [];
    const reviewed = context.reviewLock?.skills[skill.dir]?.files;
    if (reviewed) {
      const recorded = reviewed['SKILL.md'];
      if (recorded !== skill.manifestSha256) {
        reports.push({
          message: `SKILL.md changed since the skill was reviewed: its instructions decide what runs; run "${reviewCommand(skill)}" after reading it.`,
          span: { start: 0, end: 0 },
          path: ['skills', skill.dir, 'SKILL.md'],
          fingerprintValue: skill.manifestSha256,
        });
      }
    }
    for (const file of skill.scripts) {
      const recorded = reviewed?.[file.relPath];
      if (file.sha256 && recorded === file.sha256) continue;
      reports.push({
        message: fileMessage(file, recorded === undefined ? 'new' : 'changed', skill),
        span: { start: 0, end: 0 },
        path: ['skills', skill.dir, 'files', file.relPath],
        source: file.source,
        fingerprintValue: `${file.kind}:${file.sha256}`,
      });
    }
    return reports;
  },
};
