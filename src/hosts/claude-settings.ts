/**
 * Claude Code's settings files, `.claude/settings.json` and `.claude/settings.local.json` (and `~/.claude/settings.json`
 * with `--user`): no servers, but keys that decide which project servers start without asking —
 * `enableAllProjectMcpServers`, `enabledMcpjsonServers`, `disabledMcpjsonServers` (formats.md §1.1). Rules read them
 * from `data`. Whether Claude Code rejects comments here is unconfirmed: they are accepted and not reported, and
 * `problems` holds syntax errors only.
 */
import type { Host } from './host.js';
import { jsonHostFile, pathMatcher } from './entry.js';

export const claudeSettings: Host = {
  id: 'claude-settings',
  name: 'Claude Code settings',
  matches: pathMatcher('\\.claude/settings(\\.local)?\\.json'),
  parse: (source) => jsonHostFile(source, { id: 'claude-settings', what: 'Claude Code settings', strict: false }, () => []),
};
