/** Every supported host; discovery asks each in turn whether a path is one of its config files. */
import { claudeCode } from './claude-code.js';
import { claudeLspServers } from './claude-lsp.js';
import { claudeDesktop } from './claude-desktop.js';
import { claudeMarketplace } from './claude-marketplace.js';
import { claudePlugin } from './claude-plugin.js';
import { codexPlugin } from './codex-plugin.js';
import { claudeSettings } from './claude-settings.js';
import { cline, roo } from './cline.js';
import { codex } from './codex.js';
import { continueHost } from './continue.js';
import { codexHooks } from './codex-hooks.js';
import { copilot } from './copilot.js';
import { copilotHooks } from './copilot-hooks.js';
import { copilotPlugin } from './copilot-plugin.js';
import { cursor } from './cursor.js';
import { cursorCli } from './cursor-cli.js';
import { cursorHooks } from './cursor-hooks.js';
import { cursorPlugin } from './cursor-plugin.js';
import { devcontainer } from './devcontainer.js';
import { gemini } from './gemini.js';
import { agentHooks } from './frontmatter-hooks.js';
import { geminiExtension } from './gemini-extension.js';
import { geminiCommands } from './gemini-commands.js';
import type { Host } from './host.js';
import { instructions } from './instructions.js';
import { junie } from './junie.js';
import { amazonQ, kiro } from './kiro.js';
import { kiroHooks } from './kiro-hooks.js';
import { opencode } from './opencode.js';
import { scriptHooks } from './script-hooks.js';
import { pluginHooks } from './plugin-hooks.js';
import { vscode } from './vscode.js';
import { vscodeSettings } from './vscode-settings.js';
import { vscodeTasks } from './vscode-tasks.js';
import { windsurf } from './windsurf.js';
import { windsurfHooks } from './windsurf-hooks.js';
import { zed } from './zed.js';

// Each host matches by folder and name, so no two claim one path and the order does not matter. Continue comes
// before the others only because its folder (`.continue/mcpServers/`) may hold any file name, `mcp.json` included.
export const hosts: Host[] = [
  continueHost, claudeCode, vscode, codex, cursor, gemini, claudeSettings, claudeDesktop, windsurf, kiro, amazonQ,
  cline, roo, junie, opencode, copilot, zed, claudePlugin, claudeMarketplace, codexPlugin, cursorPlugin, copilotPlugin, geminiExtension, vscodeSettings, devcontainer,
  // hooks and other commands agents run (hooks-and-instructions.md §0.1, §0.3)
  cursorHooks, cursorCli, codexHooks, copilotHooks, windsurfHooks, kiroHooks, pluginHooks, vscodeTasks, claudeLspServers,
  // instruction files agents load as text (hooks-and-instructions.md §0.5)
  instructions, scriptHooks, agentHooks, geminiCommands,
];
