/**
 * The VS Code extension as `npm run package:vscode` builds it: packaged once (offline) into a temporary .vsix, then
 * unpacked and its manifest read — the VS Code version it needs, the files that activate it (each one a file
 * mcp-audit reads), the entry point and the server it falls back on, which must run from the package alone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostFor } from '../src/discover/discover.js';
import { ROOT, tempDir } from './helpers/worktree.js';

let dir: string;
let unpacked: string;
let manifest: Record<string, any>;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  dir = tempDir('vsix');
  const vsix = join(dir, 'mcp-audit.vsix');
  const packed = spawnSync(process.execPath, [join(ROOT, 'scripts', 'package-vscode.mjs'), vsix], { cwd: ROOT, encoding: 'utf8' });
  expect(packed.status, packed.stderr).toBe(0);
  unpacked = join(dir, 'unpacked');
  execFileSync('unzip', ['-q', vsix, '-d', unpacked]);
  manifest = JSON.parse(readFileSync(join(unpacked, 'extension', 'package.json'), 'utf8'));
}, 60_000);

describe('the VS Code extension package', () => {
  it('names the VS Code it needs and an entry point that is in the package', () => {
    expect(manifest.engines.vscode).toMatch(/^\^1\.\d+\.\d+$/);
    expect(manifest.main).toBe('./dist/extension.js');
    expect(existsSync(join(unpacked, 'extension', 'dist', 'extension.js'))).toBe(true);
    // the editor's own module is not bundled; the language client is
    const entry = readFileSync(join(unpacked, 'extension', 'dist', 'extension.js'), 'utf8');
    expect(entry).toContain('require("vscode")');
    expect(entry).not.toMatch(/require\("vscode-languageclient/);
  });

  it.each([
    '.mcp.json', 'app/.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', '.codex/config.toml', '.gemini/settings.json',
    '.github/mcp.json', '.kiro/settings/mcp.json', '.claude/settings.json',
  ])('activates in a workspace holding %s, a file mcp-audit reads', (path) => {
    expect(hostFor(path) ?? hostFor(`/${path}`), path).toBeDefined();
    const globs = (manifest.activationEvents as string[]).filter((e) => e.startsWith('workspaceContains:')).map((e) => e.slice('workspaceContains:'.length));
    expect(globs.some((glob) => picomatch(glob, { dot: true })(path))).toBe(true);
  });

  it('activates for skills and for the settings file', () => {
    expect(manifest.activationEvents).toEqual(expect.arrayContaining(['workspaceContains:**/SKILL.md', 'workspaceContains:**/.mcp-audit.json']));
  });

  it('activates in a stand-in extension host: starts the packaged server, which completes the handshake', () => {
    // an untrusted workspace holding its own node_modules/mcp-audit: the packaged copy runs, not the workspace's
    const workspace = join(dir, 'workspace');
    mkdirSync(join(workspace, 'node_modules', 'mcp-audit', 'dist', 'bin'), { recursive: true });
    writeFileSync(join(workspace, 'node_modules', 'mcp-audit', 'dist', 'bin', 'mcp-audit.js'), 'process.exit(3);\n');
    const host = spawnSync(process.execPath, [join(ROOT, 'test', 'helpers', 'vscode-host.cjs'), join(unpacked, 'extension'), workspace], { encoding: 'utf8', timeout: 30_000 });
    const started = /^START (\S+) (.*)$/m.exec(host.stdout);
    expect(started?.[1], host.stdout + host.stderr).toBe(join(unpacked, 'extension', 'server', 'mcp-audit.js'));
    expect(JSON.parse(started![2]!)).toEqual(['lsp', '--stdio', expect.stringMatching(/^--clientProcessId=\d+$/)]);
    expect(host.stdout).toContain('ACTIVATED');
  });

  it('ships a server that runs from the package alone, and never the workspace\'s copy in an untrusted workspace', () => {
    const server = join(unpacked, 'extension', 'server', 'mcp-audit.js');
    const help = spawnSync(process.execPath, [server, 'lsp', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: mcp-audit lsp/);
    expect(existsSync(join(unpacked, 'extension', 'server', 'vendor', 'lsp.cjs'))).toBe(true);
    expect(manifest.capabilities.untrustedWorkspaces).toMatchObject({ supported: 'limited', restrictedConfigurations: ['mcpAudit.path'] });
    expect(Object.keys(manifest.contributes.configuration.properties).sort()).toEqual(['mcpAudit.enable', 'mcpAudit.offline', 'mcpAudit.path', 'mcpAudit.run']);
  });
});
