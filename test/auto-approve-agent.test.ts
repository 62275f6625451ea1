/**
 * auto-approve on the settings that take the person out of the loop for the whole agent: Claude Code permission
 * modes and wide permissions.allow rules, Codex approval_policy / sandbox_mode, Gemini CLI approval mode and shell
 * allow-lists, Cursor CLI Shell rules — and the wording for a person's own (`--user`) files.
 */
import { describe, expect, it } from 'vitest';
import { autoApprove } from '../rules/auto-approve.js';
import { claudeSettings } from '../src/hosts/claude-settings.js';
import { codex } from '../src/hosts/codex.js';
import { judgeEntry } from '../src/analysis/tool-grants.js';
import { testRule } from './rule-tester.js';
import { parseAs } from './hosts-helpers.js';

const claude = (settings: object) => ({ '.claude/settings.json': JSON.stringify(settings) });
const allow = (...rules: string[]) => claude({ permissions: { allow: rules } });

testRule(autoApprove, {
  valid: [
    { name: 'read-only permissions.allow', files: allow('Read', 'Grep', 'Glob', 'WebFetch(domain:docs.python.org)', 'Bash(npm test)', 'Bash(git status:*)', 'Bash(git diff *)') },
    { name: 'WebFetch of any domain without write tools', files: allow('WebFetch', 'Read') },
    { name: 'defaultMode default, plan and dontAsk (which denies what is not allowed)', files: claude({ permissions: { defaultMode: 'dontAsk' } }) },
    { name: 'Codex on-request with workspace-write', files: { '.codex/config.toml': 'approval_policy = "on-request"\nsandbox_mode = "workspace-write"\n' } },
    { name: 'Gemini narrow shell allow-list', files: { '.gemini/settings.json': '{ "tools": { "allowed": ["run_shell_command(git status)", "read_file"] } }' } },
    { name: 'Cursor CLI narrow rules', files: { '.cursor/cli.json': '{ "permissions": { "allow": ["Shell(ls)", "Read(src/**)"] } }' } },
  ],
  invalid: [
    { name: 'bypassPermissions', files: claude({ permissions: { defaultMode: 'bypassPermissions' } }), errors: [{ line: 1, column: 31, level: 'error', message: /^"defaultMode": "bypassPermissions" runs every tool call without asking for everyone who opens this repository/ }] },
    { name: 'acceptEdits', files: claude({ permissions: { defaultMode: 'acceptEdits' } }), errors: [{ line: 1, column: 31, level: 'note' }] },
    {
      name: 'Bash, Bash(*), Bash(curl:*), Bash(sudo:*)',
      files: allow('Bash', 'Bash(*)', 'Bash(curl:*)', 'Bash(sudo:*)', 'Bash(python3 *)'),
      errors: [
        { line: 1, column: 26, level: 'error', message: /^permission rule "Bash" pre-approves every shell command/ },
        { line: 1, column: 33, level: 'error' },
        { line: 1, column: 43, level: 'warning', message: /network commands \(curl\)/ },
        { line: 1, column: 58, level: 'error', message: /root or administrator \(sudo\)/ },
        { line: 1, column: 73, level: 'error', message: /through python3/ },
      ],
    },
    { name: 'WebFetch of any domain with Write', files: allow('WebFetch', 'Write'), errors: [{ line: 1, column: 26, level: 'warning', message: /fetch any web page without asking, and "Write" lets it act/ }] },
    { name: 'a home folder in additionalDirectories', files: claude({ permissions: { additionalDirectories: ['../shared', '~'] } }), errors: [{ line: 1, column: 54, message: /the whole home folder/ }] },
    { name: 'skipDangerousModePermissionPrompt has no effect from a project', files: claude({ skipDangerousModePermissionPrompt: true }), errors: [{ line: 1, column: 38, level: 'note' }] },
    { name: 'Codex approval_policy never', files: { '.codex/config.toml': 'approval_policy = "never"\n' }, errors: [{ line: 1, column: 19, level: 'warning', message: /only the sandbox bounds/ }] },
    {
      name: 'Codex never with danger-full-access',
      files: { '.codex/config.toml': 'approval_policy = "never"\nsandbox_mode = "danger-full-access"\n' },
      errors: [{ line: 1, column: 19, level: 'error', message: /takes away the sandbox/ }, { line: 2, column: 16, level: 'warning' }],
    },
    {
      name: 'Gemini yolo, a bare shell tool, curl, removed autoAccept',
      files: { '.gemini/settings.json': '{ "general": { "defaultApprovalMode": "yolo" }, "tools": { "allowed": ["run_shell_command", "run_shell_command(curl)"], "autoAccept": true } }' },
      errors: [
        { line: 1, column: 39, level: 'error' },
        { line: 1, column: 72, level: 'error', message: /^"run_shell_command" pre-approves every shell command/ },
        { line: 1, column: 93, level: 'warning', message: /network commands \(curl\)/ },
        { line: 1, column: 135, level: 'note', message: /removed/ },
      ],
    },
    { name: 'Cursor CLI Shell(**)', files: { '.cursor/cli.json': '{ "permissions": { "allow": ["Shell(**)", "Shell(bash)"] } }' }, errors: [{ line: 1, column: 30, level: 'error' }, { line: 1, column: 43, level: 'error' }] },
  ],
});

describe('auto-approve: a person\'s own files are worded for their machine', () => {
  it('~/.claude/settings.json and ~/.codex/config.toml: worded for your machine, one level lower', () => {
    const messages = [
      ...autoApprove.checkConfig!(parseAs(claudeSettings, '{ "permissions": { "defaultMode": "bypassPermissions", "allow": ["Bash(*)"] } }', '~/.claude/settings.json'), { options: {}, reviewLock: undefined }),
      ...autoApprove.checkConfig!(parseAs(codex, 'approval_policy = "never"\n', '~/.codex/config.toml'), { options: {}, reviewLock: undefined }),
    ];
    // one level lower than in a committed file: bypassPermissions and Bash(*) errors become warnings, never a note more
    expect(messages.map((r) => r.level)).toEqual(['warning', 'warning', 'note']);
    for (const m of messages.map((r) => r.message)) {
      expect(m).toMatch(/on this machine, in every project you open with/);
      expect(m).not.toMatch(/repository/);
    }
  });

  it('one judgement of a shell rule for permissions.allow and a skill\'s allowed-tools', () => {
    expect(['Bash', 'Bash(*)', 'Bash(curl:*)', 'Bash(sudo:*)', 'Bash(npm test)', 'Read'].map((e) => judgeEntry(e)?.level)).toEqual(['error', 'error', 'warning', 'error', undefined, undefined]);
  });
});
