/**
 * The environment a probed stdio server gets: PATH, HOME, the locale, what Windows needs to start a program, and
 * the variables its own entry names, with `${VAR}` references resolved from mcp-audit's environment the way the
 * host would. Never the rest of the parent environment (a token exported in the shell is not the server's business);
 * a reference that cannot be resolved skips the server rather than passing the literal text.
 */
import { claudeExpand } from '../analysis/expansion.js';
import type { ConfigFile, Server } from '../model/types.js';

const PASSED = ['PATH', 'HOME', 'LANG', 'LANGUAGE', 'TZ', 'TMPDIR'];
const WINDOWS = ['SYSTEMROOT', 'SystemRoot', 'COMSPEC', 'PATHEXT', 'USERPROFILE', 'APPDATA', 'LOCALAPPDATA', 'TEMP', 'TMP', 'WINDIR'];
/** hosts that expand `${VAR}` (formats.md); VS Code and Cursor spell it `${env:VAR}` */
const DOLLAR_HOSTS = new Set(['claude-code', 'copilot', 'kiro', 'gemini', 'claude-plugin']);
const ENV_COLON_HOSTS = new Set(['vscode', 'cursor', 'windsurf', 'roo']);

export type Resolved = { ok: true; value: string } | { ok: false; missing: string[] };

/** A config value as the host would pass it: references expanded from `parent`, or the names that are unset. */
export function resolveValue(value: string, host: ConfigFile['host'], parent: NodeJS.ProcessEnv, workspace?: string): Resolved {
  let text = value;
  if (ENV_COLON_HOSTS.has(host)) {
    const missing: string[] = [];
    // the editor's own variables: the folder it opened, the user's home (VS Code, Cursor)
    if (workspace !== undefined) text = text.replace(/\$\{workspaceFolder\}/g, () => workspace);
    if (parent.HOME !== undefined) text = text.replace(/\$\{userHome\}/g, () => parent.HOME!);
    text = text.replace(/\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => {
      if (parent[name] === undefined) missing.push(name);
      return parent[name] ?? '';
    });
    if (missing.length) return { ok: false, missing };
    return { ok: true, value: text };
  }
  if (!DOLLAR_HOSTS.has(host)) return { ok: true, value: text };
  const expanded = claudeExpand(text, parent);
  return expanded.missing.length ? { ok: false, missing: expanded.missing } : { ok: true, value: expanded.value };
}

export function scrubbedEnv(server: Server, host: ConfigFile['host'], parent: NodeJS.ProcessEnv, workspace?: string): { ok: true; env: Record<string, string> } | { ok: false; missing: string[] } {
  const env: Record<string, string> = {};
  for (const name of [...PASSED, ...(process.platform === 'win32' ? WINDOWS : [])]) if (parent[name] !== undefined) env[name] = parent[name]!;
  for (const [name, value] of Object.entries(parent)) if (name.startsWith('LC_') && value !== undefined) env[name] = value;
  const missing: string[] = [];
  for (const { key, value } of server.env) {
    const resolved = resolveValue(value.value, host, parent, workspace);
    if (resolved.ok) env[key] = resolved.value;
    else missing.push(...resolved.missing);
  }
  return missing.length ? { ok: false, missing } : { ok: true, env };
}
