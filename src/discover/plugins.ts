/**
 * The files a Claude Code plugin owns beyond its manifest: the `.mcp.json` at the plugin's root (the folder holding
 * `.claude-plugin/plugin.json`), which may hold servers without the `mcpServers` wrapper, and the server files the
 * manifest's `mcpServers` names by path. Both are read with `claudePluginServers`.
 */
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { claudeCode, claudePluginServers } from '../hosts/claude-code.js';
import type { Host } from '../hosts/host.js';
import { isInside, safeRealpath } from './paths.js';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The host for a found file, knowing where it is: a `.mcp.json` at a plugin's root is the plugin's server file. */
export function placedHost(path: string, host: Host): Host {
  return host === claudeCode && isFile(join(dirname(path), '.claude-plugin', 'plugin.json')) ? claudePluginServers : host;
}

export type Referenced = { ok: true; path: string; host: Host } | { ok: false; message: string };

/**
 * A server file named by `from` (a plugin manifest) as `ref`: read when it is a regular file inside one of the scan
 * roots (a reference, like a link, never leads a scan out of the tree); otherwise why not, in one line.
 */
export function referencedConfig(from: string, ref: string, roots: string[]): Referenced {
  const path = resolve(dirname(from), ref);
  const real = safeRealpath(path);
  if (!real || !isFile(real)) return { ok: false, message: `names the server file "${ref.replace(/^\.\.\//, '')}", which does not exist: Claude Code loads no server from it` };
  const inside = roots.some((root) => isInside(real, safeRealpath(root) ?? root));
  if (!inside) return { ok: false, message: `names the server file "${ref.replace(/^\.\.\//, '')}", which is outside the scan root; not read` };
  return { ok: true, path, host: claudePluginServers };
}
