/** `--user`: the current user's own MCP configs, shown as `~/...`. Only files that exist are scanned. */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Candidate } from './discover.js';
import { claudeUser } from './hosts/claude-user.js';
import { codex } from './hosts/codex.js';
import type { Host } from './hosts/host.js';
import { vscode } from './hosts/vscode.js';

interface Env {
  env: NodeJS.ProcessEnv;
}

export function userConfigs({ env }: Env): Candidate[] {
  const home = env.HOME || env.USERPROFILE || homedir();
  const appData = env.APPDATA;
  const codexHome = env.CODEX_HOME;
  const wanted: [string, Host][] = [
    [join(home, '.claude.json'), claudeUser],
    [join(codexHome || join(home, '.codex'), 'config.toml'), codex],
    // VS Code's profile mcp.json, per platform (stable and Insiders).
    ...['Code', 'Code - Insiders'].flatMap((app): [string, Host][] => [
      [join(home, '.config', app, 'User', 'mcp.json'), vscode],
      [join(home, 'Library', 'Application Support', app, 'User', 'mcp.json'), vscode],
      ...(appData ? [[join(appData, app, 'User', 'mcp.json'), vscode] as [string, Host]] : []),
    ]),
  ];
  const seen = new Set<string>();
  return wanted
    .filter(([path]) => !seen.has(path) && seen.add(path) && existsSync(path))
    .map(([path, host]) => ({ path, host, display: tildePath(path, home) }));
}

function tildePath(path: string, home: string): string {
  const rel = path.startsWith(home) ? `~${path.slice(home.length)}` : path;
  return rel.split('\\').join('/');
}
