/** Every supported host; discovery asks each in turn whether a path is one of its config files. */
import { claudeCode } from './claude-code.js';
import { claudeDesktop } from './claude-desktop.js';
import { claudePlugin } from './claude-plugin.js';
import { claudeSettings } from './claude-settings.js';
import { cline, roo } from './cline.js';
import { codex } from './codex.js';
import { continueHost } from './continue.js';
import { copilot } from './copilot.js';
import { cursor } from './cursor.js';
import { devcontainer } from './devcontainer.js';
import { gemini } from './gemini.js';
import { geminiExtension } from './gemini-extension.js';
import type { Host } from './host.js';
import { junie } from './junie.js';
import { amazonQ, kiro } from './kiro.js';
import { opencode } from './opencode.js';
import { vscode } from './vscode.js';
import { vscodeSettings } from './vscode-settings.js';
import { windsurf } from './windsurf.js';
import { zed } from './zed.js';

// Each host matches by folder and name, so no two claim one path and the order does not matter. Continue comes
// before the others only because its folder (`.continue/mcpServers/`) may hold any file name, `mcp.json` included.
export const hosts: Host[] = [
  continueHost, claudeCode, vscode, codex, cursor, gemini, claudeSettings, claudeDesktop, windsurf, kiro, amazonQ,
  cline, roo, junie, opencode, copilot, zed, claudePlugin, geminiExtension, vscodeSettings, devcontainer,
];
