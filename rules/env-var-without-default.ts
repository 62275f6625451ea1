/**
 * @file env-var-without-default: a variable reference the host will not expand the way its author expects.
 *
 * Each host has its own syntax, parsed exactly as the host does (src/analysis/expansion.ts):
 * - Claude Code expands `${VAR}` and `${VAR:-default}` (regex `/\$\{([^}]+)\}/g`, `split(':-', 2)`); an unset
 *   variable without a default is kept as literal text. `${CLAUDE_PROJECT_DIR}` is never set where Claude Code expands.
 * - VS Code (`.vscode/mcp.json`) resolves its own variables (`${env:X}`, `${input:x}`, `${workspaceFolder}`, …) and
 *   leaves anything else, `${VAR}` included, as literal text.
 * - Codex expands nothing: every `${…}` and `$VAR` is sent as written.
 * - An Agent Plugins `mcp.json` expands `${PLUGIN_ROOT}` and `${PLUGIN_DATA}` in args, env and cwd, and nothing else.
 * - Hooks, status lines and helpers (env-var-without-default/hooks.ts): `${CLAUDE_PROJECT_DIR}` is set for them; a
 *   variable in an exec-form command is passed literally.
 *
 * This file is the rule and its options; each host's check is in env-var-without-default/, beside the fields they share.
 */
import { checkAgentPlugins } from './env-var-without-default/agent-plugins.js';
import { checkClaude } from './env-var-without-default/claude.js';
import { checkCodex } from './env-var-without-default/codex.js';
import { checkCommands } from './env-var-without-default/hooks.js';
import { checkVscode } from './env-var-without-default/vscode.js';
import type { ClaudeOptions } from './env-var-without-default/claude.js';
import type { Rule, RuleContext } from '../src/model/types.js';

function readOptions(context: RuleContext): ClaudeOptions {
  const assume = context.options.assumeSet;
  return {
    checkEnvAndHeaders: context.options.checkEnvAndHeaders === true,
    assumeSet: new Set(Array.isArray(assume) ? assume.filter((x): x is string => typeof x === 'string') : []),
  };
}

export const envVarWithoutDefault: Rule = {
  meta: {
    id: 'env-var-without-default',
    level: 'warning',
    description: 'A variable reference the host will not expand as intended: Claude Code ${VAR} without a default in command, args or url, ${CLAUDE_PROJECT_DIR}, VS Code syntax in the wrong file, ${…} in Codex, which expands nothing.',
    precision: 'high',
    securitySeverity: '3.0',
    tags: ['security', 'reliability'],
    fixable: 'safe',
    owasp: [],
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkEnvAndHeaders: {
          description: 'Claude Code: also report ${VAR} without a default in env and header values, as notes (default false)',
          type: 'boolean',
        },
        assumeSet: {
          description: 'Claude Code: variables that are always set where your team runs Claude Code (e.g. ["HOME"]); ${NAME} without a default is not reported for them',
          type: 'array',
          items: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
          uniqueItems: true,
        },
      },
    },
  },
  checkConfig(file, context) {
    const commands = file.commands?.length ? checkCommands(file) : [];
    switch (file.host) {
      case 'claude-code':
        return checkClaude(file, readOptions(context));
      case 'codex':
        return [...checkCodex(file), ...commands].sort((a, b) => a.span.start - b.span.start);
      case 'vscode':
        return checkVscode(file);
      case 'agent-plugins':
        return checkAgentPlugins(file);
      default:
        return commands;
    }
  },
};
