/**
 * Every rule, in a fixed order: this order is the SARIF `rules[]` order, which keeps `ruleIndex` stable.
 * A new rule is one file beside this one plus a line here.
 */
import type { Rule } from '../src/types.js';
import { envVarWithoutDefault } from './env-var-without-default.js';
import { invalidConfig } from './invalid-config.js';
import { missingReadOnly } from './missing-read-only.js';
import { suppressionComment } from './suppression-comment.js';
import { unpinnedPackage } from './unpinned-package.js';
import { unreviewedSkillScript } from './unreviewed-skill-script.js';

export const rules: Rule[] = [unpinnedPackage, missingReadOnly, envVarWithoutDefault, unreviewedSkillScript, invalidConfig, suppressionComment];

export const DOCS_BASE = 'https://github.com/mcp-audit/mcp-audit/blob/main/rules/';

export function docsUrl(id: string): string {
  return `${DOCS_BASE}${id}.md`;
}
