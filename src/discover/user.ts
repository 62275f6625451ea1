/** `--user`: the current user's own MCP configs, shown as `~/...`. Only files that exist are scanned. */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Candidate } from './discover.js';
import { claudeDesktop } from '../hosts/claude-desktop.js';
import { claudeSettings } from '../hosts/claude-settings.js';
import { claudeUser } from '../hosts/claude-user.js';
import { cline, roo } from '../hosts/cline.js';
import { codex } from '../hosts/codex.js';
import { continueHost } from '../hosts/continue.js';
import { copilot } from '../hosts/copilot.js';
import { codexHooks } from '../hosts/codex-hooks.js';
import { cursor } from '../hosts/cursor.js';
import { cursorCli } from '../hosts/cursor-cli.js';
import { cursorHooks } from '../hosts/cursor-hooks.js';
import { gemini } from '../hosts/gemini.js';
import type { Host } from '../hosts/host.js';
import { junie } from '../hosts/junie.js';
import { amazonQ, kiro } from '../hosts/kiro.js';
import { opencode } from '../hosts/opencode.js';
import { vscode } from '../hosts/vscode.js';
import { windsurf } from '../hosts/windsurf.js';
import { windsurfHooks } from '../hosts/windsurf-hooks.js';
import { zed } from '../hosts/zed.js';

/**
 * The user's own files are not committed, and ~/.claude.json in particular keeps every project's history beside its
 * MCP servers: tens of MiB is common. The repository limit (MAX_CONFIG_BYTES) guards a scan against a hostile pull
 * request; here the file is the user's own, so the bound only guards memory.
 */
export const MAX_USER_CONFIG_BYTES = 64 * 1024 * 1024;

interface Env {
  env: NodeJS.ProcessEnv;
}

export function userConfigs({ env }: Env): Candidate[] {
  const home = env.HOME || env.USERPROFILE || homedir();
  const appData = env.APPDATA;
  const codexHome = env.CODEX_HOME;
  const xdgConfig = env.XDG_CONFIG_HOME || join(home, '.config');
  // An application's settings folder, per platform: Linux (~/.config), macOS (Application Support), Windows (%APPDATA%).
  const appDirs = (linux: string, mac: string, windows: string): string[] => [
    join(home, '.config', linux),
    join(home, 'Library', 'Application Support', mac),
    ...(appData ? [join(appData, windows)] : []),
  ];
  // VS Code's user folders (stable and Insiders): its profile mcp.json, and extensions' storage (Cline, Roo Code).
  const codeUserDirs = ['Code', 'Code - Insiders'].flatMap((app) => appDirs(join(app, 'User'), join(app, 'User'), join(app, 'User')));
  const wanted: [string, Host][] = [
    [join(home, '.claude.json'), claudeUser],
    [join(home, '.claude', 'settings.json'), claudeSettings],
    [join(codexHome || join(home, '.codex'), 'config.toml'), codex],
    ...codeUserDirs.map((dir): [string, Host] => [join(dir, 'mcp.json'), vscode]),
    [join(home, '.cursor', 'mcp.json'), cursor],
    // hooks and agent-wide permissions in the user's own files (hooks-and-instructions.md §0.1, §0.4)
    [join(home, '.cursor', 'hooks.json'), cursorHooks],
    [join(home, '.cursor', 'cli-config.json'), cursorCli],
    [join(codexHome || join(home, '.codex'), 'hooks.json'), codexHooks],
    [join(home, '.codeium', 'windsurf', 'hooks.json'), windsurfHooks],
    [join(home, '.gemini', 'settings.json'), gemini],
    ...appDirs('Claude', 'Claude', 'Claude').map((dir): [string, Host] => [join(dir, 'claude_desktop_config.json'), claudeDesktop]),
    [join(home, '.codeium', 'windsurf', 'mcp_config.json'), windsurf],
    [join(home, '.kiro', 'settings', 'mcp.json'), kiro],
    [join(home, '.aws', 'amazonq', 'mcp.json'), amazonQ],
    [join(home, '.junie', 'mcp', 'mcp.json'), junie],
    [join(env.COPILOT_HOME || join(home, '.copilot'), 'mcp-config.json'), copilot],
    [join(xdgConfig, 'opencode', 'opencode.json'), opencode],
    [join(xdgConfig, 'opencode', 'opencode.jsonc'), opencode],
    [join(home, '.config', 'zed', 'settings.json'), zed],
    ...(appData ? [[join(appData, 'Zed', 'settings.json'), zed] as [string, Host]] : []),
    [join(home, '.continue', 'config.yaml'), continueHost],
    ...codeUserDirs.flatMap((dir): [string, Host][] => [
      [join(dir, 'globalStorage', 'saoudrizwan.claude-dev', 'settings', 'cline_mcp_settings.json'), cline],
      [join(dir, 'globalStorage', 'rooveterinaryinc.roo-cline', 'settings', 'mcp_settings.json'), roo],
    ]),
    [join(home, '.cline', 'data', 'settings', 'cline_mcp_settings.json'), cline],
  ];
  const seen = new Set<string>();
  return wanted
    .filter(([path]) => !seen.has(path) && seen.add(path) && existsSync(path))
    .map(([path, host]) => ({ path, host, display: tildePath(path, home), maxBytes: MAX_USER_CONFIG_BYTES }));
}

function tildePath(path: string, home: string): string {
  const rel = path.startsWith(home) ? `~${path.slice(home.length)}` : path;
  return rel.split('\\').join('/');
}
