/**
 * Claude Code's settings files, `.claude/settings.json` and `.claude/settings.local.json` (and `~/.claude/settings.json`
 * with `--user`): no servers, but keys that decide which project servers start without asking —
 * `enableAllProjectMcpServers`, `enabledMcpjsonServers`, `disabledMcpjsonServers` (formats.md §1.1) — and how much
 * the agent may do unasked (`permissions`), which rules read from `data`; and the commands the file makes Claude Code
 * run (hooks-and-instructions.md §1.2, §1.6): `hooks.<Event>[].hooks[]` handlers of type `command` (shell form, or
 * exec form with `args`), `statusLine` / `subagentStatusLine` / `fileSuggestion` (`{ type: "command", command }`) and
 * the helper strings `apiKeyHelper`, `awsAuthRefresh`, `awsCredentialExport`, `gcpAuthRefresh`, `otelHeadersHelper`.
 * The same hooks block is also run by VS Code's agent and Copilot CLI (§0.6). Whether Claude Code rejects comments
 * here is unconfirmed: they are accepted and not reported; `problems` holds syntax errors and hook matchers that can
 * never match (`mcp__memory` without a tool part).
 */
import type { Command } from '../model/types.js';
import type { Host } from './host.js';
import { jsonHostFile, pathMatcher } from './entry.js';
import { deadMatcherProblems, readHelper, readNestedHooks } from './hook-commands.js';
import { property } from './json.js';

const STATUS_LINES = ['statusLine', 'subagentStatusLine', 'fileSuggestion'];
const HELPERS = ['apiKeyHelper', 'awsAuthRefresh', 'awsCredentialExport', 'gcpAuthRefresh', 'otelHeadersHelper'];

export const claudeSettings: Host = {
  id: 'claude-settings',
  name: 'Claude Code settings',
  matches: pathMatcher('\\.claude/settings(\\.local)?\\.json'),
  parse: (source) => {
    const commands: Command[] = [];
    const file = jsonHostFile(source, { id: 'claude-settings', what: 'Claude Code settings', strict: false }, (root, problems, text) => {
      // hook shape problems are the host's to drop, entry by entry: kept apart from the file's syntax errors
      const ignored: typeof problems = [];
      commands.push(...readNestedHooks(property(root, 'hooks'), ['hooks'], text, ignored));
      problems.push(...deadMatcherProblems(commands));
      for (const key of STATUS_LINES) commands.push(...readHelper(root, key, 'status line', text, ignored));
      for (const key of HELPERS) commands.push(...readHelper(root, key, 'helper', text, ignored));
      return [];
    });
    return { ...file, commands };
  },
};
