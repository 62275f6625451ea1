/**
 * auto-approve for the settings that weaken approval for the whole agent, not one MCP server
 * (hooks-and-instructions.md §0.4):
 * - Claude Code (`.claude/settings*.json`): `permissions.defaultMode` `bypassPermissions` (every tool call runs
 *   unasked) and `acceptEdits` (file edits unasked); `permissions.allow` rules that pre-approve wide shell commands
 *   (`Bash`, `Bash(*)`, `Bash(curl:*)`, `Bash(sudo:*)`, interpreters with a wildcard), judged by the same function as
 *   a skill's `allowed-tools` (src/analysis/tool-grants.ts); `WebFetch` of any domain together with write tools (what
 *   a fetched page says can be acted on unasked); `additionalDirectories` reaching the home folder or `/`.
 *   `dontAsk` is not reported: it turns prompts into denials. Keys Claude Code ignores in a shared project file
 *   (`skipDangerousModePermissionPrompt`, `autoMode`, `defaultMode: "auto"`) are notes: no effect from there.
 * - Codex (`config.toml`): `approval_policy = "never"` (a warning; an error with `sandbox_mode = "danger-full-access"`,
 *   where nothing bounds what runs unasked) and `sandbox_mode = "danger-full-access"`.
 * - Gemini CLI (`settings.json`): `general.defaultApprovalMode` `auto_edit` / `yolo`, `tools.allowed` entries for
 *   `run_shell_command` (Gemini matches them as command prefixes), the removed `autoAccept` / `tools.autoAccept`.
 * - Cursor CLI (`.cursor/cli.json`, third-party documentation only): `permissions.allow` `Shell(…)` entries.
 * Windsurf's and Kiro's agent-wide switches (Turbo mode, auto-execution) live in the user's app settings, not in a
 * repository file (§0.4): nothing to read.
 *
 * A repository file speaks for everyone who opens the repository; a `--user` file (shown as `~/…`) for one person's
 * machine and every project on it: the messages say which.
 */
import { judgeEntry } from '../../src/analysis/tool-grants.js';
import type { Level, Path } from '../../src/model/types.js';

export type Add = (path: Path, level: Level, message: string, advice: string) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Who a setting applies to. */
function reach(user: boolean, host: string): string {
  return user ? `on this machine, in every project you open with ${host}` : `for everyone who opens this repository with ${host}`;
}

const WRITE_TOOLS = /^(?:Write|Edit|MultiEdit|NotebookEdit|Bash)(?:\(|$)/;

function claudeMode(data: Record<string, unknown>, add: Add, user: boolean) {
  const permissions = isObject(data.permissions) ? data.permissions : undefined;
  const mode = permissions?.defaultMode;
  if (mode === 'bypassPermissions') {
    add(['permissions', 'defaultMode'], 'error',
      `"defaultMode": "bypassPermissions" runs every tool call without asking ${reach(user, 'Claude Code')}: shell commands, edits, web requests and MCP tools, whatever a prompt injection asks for.`,
      'remove it (or set "default"); pre-approve the few narrow commands the project needs in "permissions.allow" instead');
  } else if (mode === 'acceptEdits') {
    add(['permissions', 'defaultMode'], 'note',
      `"defaultMode": "acceptEdits" lets Claude Code edit files without asking ${reach(user, 'Claude Code')}.`,
      'leave the default mode to each person (remove the key), so that edits are shown before they are made');
  } else if (mode === 'auto' && !user) {
    add(['permissions', 'defaultMode'], 'note', '"defaultMode": "auto" has no effect here: Claude Code ignores it in project settings.', 'remove it');
  }
  if (!user) {
    for (const key of ['skipDangerousModePermissionPrompt', 'autoMode']) {
      if (data[key] === undefined) continue;
      add([key], 'note', `"${key}" has no effect in a project's settings: Claude Code reads it only from the user's own settings.`, 'remove it');
    }
  }
}

function claudeAllow(data: Record<string, unknown>, add: Add, user: boolean) {
  const permissions = isObject(data.permissions) ? data.permissions : undefined;
  const allow = Array.isArray(permissions?.allow) ? permissions.allow : [];
  allow.forEach((entry, i) => {
    if (typeof entry !== 'string') return;
    const grant = judgeEntry(entry);
    if (!grant) return;
    add(['permissions', 'allow', i], grant.level,
      `permission rule "${entry}" pre-approves ${grant.why}, ${reach(user, 'Claude Code')}: the model runs such commands without asking, and anything it reads can steer it to them.`,
      'allow only the exact commands the project needs (for example "Bash(npm test)", "Bash(git status:*)")');
  });
  const fetchAt = allow.findIndex((e) => e === 'WebFetch' || e === 'WebFetch(*)' || e === 'WebFetch(domain:*)');
  const write = allow.find((e): e is string => typeof e === 'string' && WRITE_TOOLS.test(e));
  if (fetchAt >= 0 && write) {
    add(['permissions', 'allow', fetchAt], 'warning',
      `permission rule "${String(allow[fetchAt])}" lets the model fetch any web page without asking, and "${write}" lets it act on what the page says without asking too: a page that carries instructions is a prompt injection with nobody in the loop.`,
      'allow WebFetch only for the domains the project needs ("WebFetch(domain:docs.example.com)"), or drop the write tools from "allow"');
  }
  const dirs = Array.isArray(permissions?.additionalDirectories) ? permissions.additionalDirectories : [];
  dirs.forEach((dir, i) => {
    if (typeof dir !== 'string' || !/^(?:\/|~\/?|\$HOME\/?|[A-Za-z]:[\\/]?)$/.test(dir.trim())) return;
    add(['permissions', 'additionalDirectories', i], 'warning',
      `"additionalDirectories" gives Claude Code "${dir}", ${dir.trim().startsWith('/') || /^[A-Za-z]:/.test(dir.trim()) ? 'the whole file system' : 'the whole home folder'} (SSH keys, cloud credentials, other projects), ${reach(user, 'Claude Code')}.`,
      'list only the folders the project needs beside its own');
  });
}

export function claudeAgent(data: Record<string, unknown>, add: Add, user: boolean) {
  claudeMode(data, add, user);
  claudeAllow(data, add, user);
}

export function codexAgent(data: Record<string, unknown>, add: Add, user: boolean) {
  const fullAccess = data.sandbox_mode === 'danger-full-access';
  if (data.approval_policy === 'never') {
    add(['approval_policy'], fullAccess ? 'error' : 'warning',
      `approval_policy = "never" runs every command without asking ${reach(user, 'Codex')}${fullAccess ? ', and sandbox_mode = "danger-full-access" takes away the sandbox that would have bounded them: whatever the model is steered to run, runs with your full rights' : '; only the sandbox bounds what it can do'}.`,
      'use "on-request" (or "untrusted"), so that commands outside the sandbox are shown before they run');
  }
  if (fullAccess) {
    add(['sandbox_mode'], 'warning',
      `sandbox_mode = "danger-full-access" runs Codex's commands without a sandbox ${reach(user, 'Codex')}: full access to the file system and the network.`,
      'use "workspace-write" (or "read-only")');
  }
}

/** `run_shell_command(git)` allows every command that starts with `git`: judged as `Bash(git *)`. */
function asShellRule(entry: string): string | undefined {
  const m = /^run_shell_command(?:\(([\s\S]*)\))?$/.exec(entry.trim());
  if (!m) return undefined;
  return m[1] === undefined ? 'Bash' : `Bash(${m[1].trim()} *)`;
}

export function geminiAgent(data: Record<string, unknown>, add: Add, user: boolean) {
  const general = isObject(data.general) ? data.general : undefined;
  const mode = general?.defaultApprovalMode;
  if (mode === 'yolo' || mode === 'auto_edit') {
    add(['general', 'defaultApprovalMode'], mode === 'yolo' ? 'error' : 'note',
      mode === 'yolo'
        ? `"defaultApprovalMode": "yolo" asks Gemini CLI to run every tool call without confirmation ${reach(user, 'Gemini CLI')} (current releases take yolo only from --yolo, older ones from here).`
        : `"defaultApprovalMode": "auto_edit" lets Gemini CLI edit files without confirmation ${reach(user, 'Gemini CLI')}.`,
      'remove it, so that each person chooses the approval mode on the command line');
  }
  const tools = isObject(data.tools) ? data.tools : undefined;
  for (const [at, list] of [[['tools', 'allowed'], tools?.allowed], [['allowedTools'], data.allowedTools]] as [Path, unknown][]) {
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      const rule = typeof entry === 'string' ? asShellRule(entry) : undefined;
      const grant = rule ? judgeEntry(rule) : undefined;
      if (!grant) return;
      add([...at, i], grant.level,
        `"${String(entry)}" pre-approves ${grant.why} (Gemini CLI matches it as a command prefix), ${reach(user, 'Gemini CLI')}: they run without confirmation.`,
        'allow only the exact commands the project needs (for example "run_shell_command(npm test)")');
    });
  }
  for (const at of [['tools', 'autoAccept'], ['autoAccept']] as Path[]) {
    const value = at.length === 2 ? tools?.autoAccept : data.autoAccept;
    if (value !== true) continue;
    add(at, 'note', `"${at.join('.')}" was removed from Gemini CLI (February 2026) and has no effect in current releases; older ones auto-accept "safe" tool calls with it.`, 'remove it');
  }
}

/** `Shell(git)` allows `git` with any arguments: judged as `Bash(git *)`. */
export function cursorCliAgent(data: Record<string, unknown>, add: Add, user: boolean) {
  const permissions = isObject(data.permissions) ? data.permissions : undefined;
  const allow = Array.isArray(permissions?.allow) ? permissions.allow : [];
  allow.forEach((entry, i) => {
    const m = typeof entry === 'string' ? /^Shell\(([\s\S]*)\)$/.exec(entry.trim()) : null;
    if (!m) return;
    const pattern = m[1]!.trim();
    const grant = judgeEntry(/^[*\s]*$/.test(pattern) ? 'Bash(*)' : `Bash(${pattern} *)`);
    if (!grant) return;
    add(['permissions', 'allow', i], grant.level,
      `"${String(entry)}" pre-approves ${grant.why}, ${reach(user, 'the Cursor CLI')}: the agent runs them without asking.`,
      'allow only the exact commands the project needs');
  });
}
