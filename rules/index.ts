/**
 * Every rule, in a fixed order: this order is the SARIF `rules[]` order, which keeps `ruleIndex` stable.
 * A new rule is one file beside this one plus a line here; a rule whose parts need files of their own keeps them in a
 * folder of its name (rules/missing-read-only/), which is not a rule.
 */
import type { Rule } from '../src/model/types.js';
import { autoApprove } from './auto-approve.js';
import { dangerousDocker } from './dangerous-docker.js';
import { envVarWithoutDefault } from './env-var-without-default.js';
import { hardcodedSecret } from './hardcoded-secret.js';
import { hiddenUnicode } from './hidden-unicode.js';
import { insecureTransport } from './insecure-transport.js';
import { invalidConfig } from './invalid-config.js';
import { missingReadOnly } from './missing-read-only.js';
import { shellPipeInstall } from './shell-pipe-install.js';
import { skillFrontmatter } from './skill-frontmatter.js';
import { suppressionComment } from './suppression-comment.js';
import { unpinnedPackage } from './unpinned-package.js';
import { unreviewedSkillScript } from './unreviewed-skill-script.js';

export const rules: Rule[] = [
  hardcodedSecret,
  unpinnedPackage,
  missingReadOnly,
  envVarWithoutDefault,
  unreviewedSkillScript,
  invalidConfig,
  insecureTransport,
  dangerousDocker,
  autoApprove,
  hiddenUnicode,
  skillFrontmatter,
  shellPipeInstall,
  suppressionComment,
];

export const DOCS_BASE = 'https://github.com/mcp-audit/mcp-audit/blob/main/rules/';

export function docsUrl(id: string): string {
  return `${DOCS_BASE}${id}.md`;
}
