/**
 * The files a Claude Code plugin owns beyond its manifest: the `.mcp.json` at the plugin's root (the folder holding
 * `.claude-plugin/plugin.json`), which may hold servers without the `mcpServers` wrapper, and the server files the
 * manifest's `mcpServers` names by path. Both are read with `claudePluginServers` (a Codex plugin's, beside
 * `.codex-plugin/plugin.json`, with `codexPluginServers`; a Cursor plugin's, its root `mcp.json` beside
 * `.cursor-plugin/plugin.json`, as Cursor's `mcp.json`); the hooks files its `hooks` names by path are read as
 * `hooks/hooks.json` is (`pluginHooks`). And the command files a plugin
 * or a Gemini CLI extension owns by their place (`packagedHost`).
 */
import { statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { agentPluginServers } from '../hosts/agent-plugin-servers.js';
import { claudeCode, claudePluginServers } from '../hosts/claude-code.js';
import { claudeLspServers } from '../hosts/claude-lsp.js';
import { codexPluginServers } from '../hosts/codex-plugin-servers.js';
import { copilot } from '../hosts/copilot.js';
import { copilotHooks } from '../hosts/copilot-hooks.js';
import { cursor } from '../hosts/cursor.js';
import { geminiCommands } from '../hosts/gemini-commands.js';
import type { Host } from '../hosts/host.js';
import { pluginSlashCommands } from '../hosts/instructions.js';
import { pluginHooks } from '../hosts/plugin-hooks.js';
import { isInside, safeRealpath } from './paths.js';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The host of a file no host claims by its path, that a plugin or an extension owns by its place: a Claude Code
 * plugin's `commands/**.md` (its root holds `.claude-plugin/plugin.json`), a Gemini CLI extension's
 * `commands/**.toml` (its root holds `gemini-extension.json`; google-gemini/gemini-cli docs/extensions/reference.md,
 * "Custom commands"), a Cursor plugin's `mcp.json` (beside `.cursor-plugin/`) and an Agent Plugins `mcp.json` (beside
 * a root `plugin.json`, agentplugins/agent-plugins-spec §6.1; Cursor reads both kinds, its own first), and a Copilot
 * CLI plugin's root `hooks.json` (beside `.github/plugin/` or `.plugin/`). Only a path with a `commands` folder or
 * named `mcp.json` or `hooks.json` costs a stat.
 */
export function packagedHost(path: string): Host | undefined {
  const slashedPath = path.replace(/\\/g, '/');
  const name = basename(slashedPath);
  if (name === 'mcp.json') {
    if (isFile(join(dirname(path), '.cursor-plugin', 'plugin.json'))) return cursor;
    return isFile(join(dirname(path), 'plugin.json')) ? agentPluginServers : undefined;
  }
  if (name === 'hooks.json') {
    const root = dirname(path);
    return isFile(join(root, '.github', 'plugin', 'plugin.json')) || isFile(join(root, '.plugin', 'plugin.json')) ? copilotHooks : undefined;
  }
  const at = slashedPath.lastIndexOf('/commands/');
  if (at < 0) return undefined;
  const root = path.slice(0, at);
  if (slashedPath.endsWith('.md') && isFile(join(root, '.claude-plugin', 'plugin.json'))) return pluginSlashCommands;
  if (slashedPath.endsWith('.toml') && isFile(join(root, 'gemini-extension.json'))) return geminiCommands;
  return undefined;
}

/**
 * The host for a found file, knowing where it is: a `.mcp.json` at a plugin's root is the plugin's server file, read
 * as Claude Code reads it beside `.claude-plugin/plugin.json`, else as Codex reads it beside `.codex-plugin/plugin.json`,
 * else as Cursor reads its `mcp.json` beside `.cursor-plugin/plugin.json` (a plugin with several manifests
 * shares one file between them, and is read as Claude Code's, then Codex's).
 */
export function placedHost(path: string, host: Host): Host {
  if (host !== claudeCode) return host;
  const beside = (manifest: string) => isFile(join(dirname(path), manifest, 'plugin.json'));
  if (beside('.claude-plugin')) return claudePluginServers;
  if (beside('.codex-plugin')) return codexPluginServers;
  return beside('.cursor-plugin') ? cursor : host;
}

export type Referenced = { ok: true; path: string; host: Host } | { ok: false; message: string };

const REFERENCED = {
  servers: { host: claudePluginServers, file: 'server file', loads: 'no server' },
  'codex-servers': { host: codexPluginServers, file: 'server file', loads: 'no server' },
  'cursor-servers': { host: cursor, file: 'server file', loads: 'no server' },
  'copilot-servers': { host: copilot, file: 'server file', loads: 'no server' },
  'copilot-hooks': { host: copilotHooks, file: 'hooks file', loads: 'no hook' },
  hooks: { host: pluginHooks, file: 'hooks file', loads: 'no hook' },
  lsp: { host: claudeLspServers, file: 'language server file', loads: 'no language server' },
} as const;

const MANIFEST_OF = /(?:^|[\\/])(?:\.(claude|codex|cursor)-plugin|\.github[\\/](plugin)|\.(plugin))[\\/]plugin\.json$/;
const WHO = { claude: 'Claude Code', codex: 'Codex', cursor: 'Cursor', plugin: 'Copilot CLI' } as const;

/**
 * A server or hooks file named by `from` (a plugin manifest) as `ref`: read when it is a regular file inside one of
 * the scan roots (a reference, like a link, never leads a scan out of the tree); otherwise why not, in one line.
 */
export function referencedConfig(from: string, ref: string, holds: keyof typeof REFERENCED, roots: string[]): Referenced {
  const { host, file, loads } = REFERENCED[holds];
  const match = MANIFEST_OF.exec(from);
  const who = WHO[(match?.[1] ?? match?.[2] ?? match?.[3] ?? 'claude') as keyof typeof WHO];
  const path = resolve(dirname(from), ref);
  const real = safeRealpath(path);
  // as the manifest wrote it: relative to the plugin's root, one folder above the manifest's (two above .github/plugin/)
  const written = match?.[2] ? ref.replace(/^\.\.\/\.\.\//, '') : ref.replace(/^\.\.\//, '');
  const named = `names the ${file} "${written}"`;
  if (!real || !isFile(real)) return { ok: false, message: `${named}, which does not exist: ${who} loads ${loads} from it` };
  const inside = roots.some((root) => isInside(real, safeRealpath(root) ?? root));
  if (!inside) return { ok: false, message: `${named}, which is outside the scan root; not read` };
  return { ok: true, path, host };
}
