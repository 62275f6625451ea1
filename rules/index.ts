/**
 * rules/ — one rule per file (`<id>.ts`, its doc page `<id>.md`, its data `*.json`), pure: a rule reads the model and
 * the shared analysis, and returns reports with spans, fixes and suggestions as data. A rule large enough to split
 * keeps its parts in a folder named after it (`missing-read-only/`), which is not a rule.
 *
 * This file is the registry: every rule, in a fixed order, which is the SARIF `rules[]` order and keeps `ruleIndex`
 * stable. A new rule is one file beside this one plus a line here.
 *
 * May import: `src/model`, `src/hosts`, `src/analysis`, `src/skills`
 */
import type { Rule } from '../src/model/types.js';
import { autoApprove } from './auto-approve.js';
import { broadFilesystemAccess } from './broad-filesystem-access.js';
import { dangerousDocker } from './dangerous-docker.js';
import { deprecatedPackage } from './deprecated-package.js';
import { envCodeInjection } from './env-code-injection.js';
import { envVarWithoutDefault } from './env-var-without-default.js';
import { hardcodedSecret } from './hardcoded-secret.js';
import { hiddenUnicode } from './hidden-unicode.js';
import { insecureTransport } from './insecure-transport.js';
import { invalidConfig } from './invalid-config.js';
import { maliciousPackage } from './malicious-package.js';
import { missingReadOnly } from './missing-read-only.js';
import { privilegedLaunch } from './privileged-launch.js';
import { selfHidingInstruction } from './self-hiding-instruction.js';
import { serverNotAllowed } from './server-not-allowed.js';
import { shellPipeInstall } from './shell-pipe-install.js';
import { skillFrontmatter } from './skill-frontmatter.js';
import { suppressionComment } from './suppression-comment.js';
import { typosquatPackage } from './typosquat-package.js';
import { unknownPackage } from './unknown-package.js';
import { unpinnedPackage } from './unpinned-package.js';
import { unreviewedSkillScript } from './unreviewed-skill-script.js';
import { vulnerablePackage } from './vulnerable-package.js';
import { malformedTool } from './malformed-tool.js';
import { misleadingAnnotation } from './misleading-annotation.js';
import { stdoutPollution } from './stdout-pollution.js';
import { toolDrift } from './tool-drift.js';
import { toolPoisoning } from './tool-poisoning.js';
import { toolShadowing } from './tool-shadowing.js';
import { unprobedServer } from './unprobed-server.js';

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
  broadFilesystemAccess,
  privilegedLaunch,
  envCodeInjection,
  maliciousPackage,
  typosquatPackage,
  unknownPackage,
  deprecatedPackage,
  vulnerablePackage,
  serverNotAllowed,
  toolPoisoning,
  toolShadowing,
  misleadingAnnotation,
  unprobedServer,
  toolDrift,
  stdoutPollution,
  selfHidingInstruction,
  malformedTool,
];

export const DOCS_BASE = 'https://github.com/mcp-audit/mcp-audit/blob/main/rules/';

export function docsUrl(id: string): string {
  return `${DOCS_BASE}${id}.md`;
}
