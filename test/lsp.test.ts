/**
 * `mcp-audit lsp` end to end: the built CLI started as a child process and driven over stdio by a real JSON-RPC
 * client (vscode-jsonrpc), as an editor drives it. One server process serves every case (they use different
 * documents), and one local registry on 127.0.0.1 answers the pin fix's look-up; a second, short-lived server checks
 * pull-mode clients and the exit without shutdown.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolMessages, startLsp, uriOf } from './helpers/lsp.js';
import type { Diagnostic, LspServer } from './helpers/lsp.js';
import { testRegistries } from './helpers/registry.js';
import type { TestRegistry } from './helpers/registry.js';
import { tempDir } from './helpers/worktree.js';
import { launchFingerprint } from '../src/analysis/canonical-json.js';
import type { Server } from '../src/model/types.js';
import { formatToolsLock } from '../src/toolslock/lock.js';
import type { LockData } from '../src/toolslock/lock.js';

const TOKEN = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const MCP_JSON = JSON.stringify({
  mcpServers: { gh: { command: 'npx', args: ['-y', '@angular/cli@latest', 'mcp', '--read-only'], env: { GITHUB_TOKEN: TOKEN } } },
}, null, 2) + '\n';

const startRegistry = testRegistries();
let dir: string;
let server: LspServer;
let registry: TestRegistry;

interface Action { title: string; kind: string; isPreferred?: boolean; edit?: { changes: Record<string, { range: Diagnostic['range']; newText: string }[]> }; data?: unknown; command?: { command: string; arguments: unknown[] } }

/** The range of the `n`th occurrence of `needle` in `text`, as LSP positions. */
function rangeOf(text: string, needle: string) {
  const doc = TextDocument.create('file:///x', 'json', 1, text);
  const start = text.indexOf(needle);
  expect(start).toBeGreaterThanOrEqual(0);
  return { start: doc.positionAt(start), end: doc.positionAt(start + needle.length) };
}

const codes = (d: Diagnostic[]) => d.map((x) => x.code).sort();
const versions = new Map<string, number>();

async function open(path: string, text: string, languageId = 'json'): Promise<string> {
  const uri = uriOf(join(dir, path));
  versions.set(uri, 1);
  await server.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
  return uri;
}

async function replaceAll(uri: string, text: string): Promise<void> {
  const version = versions.get(uri)! + 1;
  versions.set(uri, version);
  await server.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
}

async function actionsAt(uri: string, range: Diagnostic['range']): Promise<Action[]> {
  return server.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range, context: { diagnostics: [] } });
}

function applyEdit(text: string, uri: string, action: Action): string {
  const edits = action.edit!.changes[uri]!;
  return TextDocument.applyEdits(TextDocument.create(uri, 'json', 1, text), edits);
}

beforeAll(async () => {
  dir = tempDir('lsp');
  mkdirSync(join(dir, '.git'));
  registry = await startRegistry();
  server = startLsp(dir, { npm_config_registry: registry.url, MCP_AUDIT_REGISTRY_TIMEOUT_MS: '3000' });
  await server.connection.sendRequest('initialize', {
    processId: process.pid, rootUri: uriOf(dir), workspaceFolders: [{ uri: uriOf(dir), name: 'repo' }],
    capabilities: { textDocument: { codeAction: { resolveSupport: { properties: ['edit'] } } } },
    initializationOptions: { debounceMs: 10 },
  });
  await server.connection.sendNotification('initialized', {});
});

afterAll(() => {
  server?.child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('mcp-audit lsp over stdio', () => {
  it('diagnoses the editor\'s text of a .mcp.json at the exact ranges, with rule ids and pages', async () => {
    // on disk the file holds something else entirely: the diagnostics must come from the editor's text
    writeFileSync(join(dir, '.mcp.json'), '{"mcpServers": {}}\n');
    const uri = await open('.mcp.json', MCP_JSON);
    const diagnostics = await server.diagnostics(uri);
    expect(codes(diagnostics)).toEqual(['hardcoded-secret', 'unpinned-package']);
    const secret = diagnostics.find((d) => d.code === 'hardcoded-secret')!;
    expect(secret.range).toEqual(rangeOf(MCP_JSON, TOKEN));
    expect(secret.severity).toBe(1);
    expect(secret.codeDescription?.href).toMatch(/\/rules\/hardcoded-secret\.md$/);
    expect(secret.message).not.toContain(TOKEN);
    const unpinned = diagnostics.find((d) => d.code === 'unpinned-package')!;
    expect(unpinned.range).toEqual(rangeOf(MCP_JSON, '@angular/cli@latest'));
    expect(unpinned.severity).toBe(2);
    expect(unpinned.source).toBe('mcp-audit');
    // moving the token out is a suggestion: a refactoring, never preferred, whose edit takes the token out of the file
    const moves = (await actionsAt(uri, secret.range)).filter((a) => a.kind === 'refactor');
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) {
      expect(move.isPreferred).toBeUndefined();
      expect(applyEdit(MCP_JSON, uri, move)).not.toContain(TOKEN);
    }
  });

  it('follows in-memory edits, and answers pull requests with the same diagnostics', async () => {
    const uri = uriOf(join(dir, '.mcp.json'));
    // an incremental change, as editors send them: the token replaced where it is
    const version = versions.get(uri)! + 1;
    versions.set(uri, version);
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version }, contentChanges: [{ range: rangeOf(MCP_JSON, TOKEN), text: '${GITHUB_TOKEN}' }],
    });
    const after = await server.diagnostics(uri, (d) => !d.some((x) => x.code === 'hardcoded-secret'));
    expect(codes(after)).toEqual(['unpinned-package']);
    expect(readFileSync(join(dir, '.mcp.json'), 'utf8')).toBe('{"mcpServers": {}}\n');
    const pulled = await server.connection.sendRequest<{ kind: string; items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri } });
    expect(pulled.kind).toBe('full');
    expect(codes(pulled.items)).toEqual(['unpinned-package']);
    const workspace = await server.connection.sendRequest<{ items: { uri: string; items: Diagnostic[] }[] }>('workspace/diagnostic', { previousResultIds: [] });
    expect(codes(workspace.items.find((i) => i.uri === uri)!.items)).toEqual(['unpinned-package']);
    // asked again with the result it has, nothing changed: "unchanged", no items
    const again = await server.connection.sendRequest<{ kind: string; resultId: string; items?: unknown[] }>('textDocument/diagnostic', { textDocument: { uri }, previousResultId: (pulled as { resultId?: string }).resultId });
    expect(again).toEqual({ kind: 'unchanged', resultId: (pulled as { resultId?: string }).resultId });
  });

  it('offers the pin as the preferred quick fix and looks the version up only when it is resolved', async () => {
    const uri = uriOf(join(dir, '.mcp.json'));
    const text = MCP_JSON.replace(TOKEN, '${GITHUB_TOKEN}');
    const asked = registry.requests.length;
    const actions = await actionsAt(uri, rangeOf(text, '@angular/cli@latest'));
    const pin = actions.find((a) => a.title.startsWith('Pin @angular/cli'))!;
    expect(pin).toMatchObject({ kind: 'quickfix', isPreferred: true });
    expect(pin.edit).toBeUndefined();
    expect(registry.requests.length).toBe(asked);
    const resolved = await server.connection.sendRequest<Action>('codeAction/resolve', pin);
    expect(registry.requests.slice(asked)).toEqual(['@angular/cli']);
    const pinned = applyEdit(text, uri, resolved);
    expect(pinned).toBe(text.replace('@angular/cli@latest', '@angular/cli@20.3.4'));
    await replaceAll(uri, pinned);
    expect(await server.diagnostics(uri, (d) => d.length === 0)).toEqual([]);
  });

  it('labels unsafe fixes, offers suggestions as refactorings and a suppression comment in JSONC', async () => {
    const text = '{\n  // VS Code reads comments here\n  "servers": {\n    "gh": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"] }\n  }\n}\n';
    const uri = await open('.vscode/mcp.json', text, 'jsonc');
    const diagnostics = await server.diagnostics(uri);
    expect(codes(diagnostics)).toEqual(['missing-read-only', 'unpinned-package']);
    const actions = await actionsAt(uri, rangeOf(text, '@angular/cli@latest'));
    const quickfixes = await server.connection.sendRequest<Action[]>('textDocument/codeAction', { textDocument: { uri }, range: rangeOf(text, '@angular/cli@latest'), context: { diagnostics: [], only: ['quickfix'] } });
    expect(quickfixes.length).toBeGreaterThan(0);
    expect(quickfixes.every((a) => a.kind === 'quickfix')).toBe(true);
    const readOnly = actions.find((a) => a.title.includes('read-only'))!;
    expect(readOnly.title).toContain('(unsafe: changes what the client runs)');
    expect(readOnly.isPreferred).toBeUndefined();
    const suppress = actions.find((a) => a.title === 'Suppress unpinned-package with a comment')!;
    const suppressed = applyEdit(text, uri, suppress);
    expect(suppressed).toContain('\n    // mcp-audit-ignore[unpinned-package]: ');
    await replaceAll(uri, suppressed);
    expect(codes(await server.diagnostics(uri, (d) => !codes(d).includes('unpinned-package')))).toEqual(['missing-read-only']);
    // TOML comments start with #
    const toml = '[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y", "@upstash/context7-mcp@latest"]\n';
    const codex = await open('.codex/config.toml', toml, 'toml');
    const [pin] = await server.diagnostics(codex);
    expect(pin).toMatchObject({ code: 'unpinned-package', range: rangeOf(toml, '@upstash/context7-mcp@latest') });
    const hash = (await actionsAt(codex, pin!.range)).find((a) => a.title === 'Suppress unpinned-package with a comment')!;
    expect(applyEdit(toml, codex, hash)).toContain('\n# mcp-audit-ignore[unpinned-package]: TODO say why this is acceptable\nargs = [');
    // .mcp.json is strict JSON: no comment to offer there
    const strict = await actionsAt(uriOf(join(dir, '.mcp.json')), { start: { line: 0, character: 0 }, end: { line: 20, character: 0 } });
    expect(strict.some((a) => a.title.startsWith('Suppress'))).toBe(false);
  });

  it('reports broken JSON at the error and a 5 MB document as not scanned, and keeps serving', async () => {
    const broken = '{\n  "mcpServers": {\n    "a": { "command": "npx" \n';
    const brokenUri = await open('.cursor/mcp.json', broken);
    const invalid = await server.diagnostics(brokenUri);
    expect(invalid.map((d) => d.code)).toContain('invalid-config');
    expect(invalid.every((d) => d.range.start.line >= 2)).toBe(true);
    const huge = `{"mcpServers": {"a": {"command": "node", "args": ["${'x'.repeat(5 * 1024 * 1024)}"]}}}`;
    const hugeUri = await open('.gemini/settings.json', huge);
    const [notice, ...rest] = await server.diagnostics(hugeUri);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({ code: 'invalid-config', severity: 1 });
    expect(notice!.message).toMatch(/over the 131072-byte limit/);
    // still answering
    const pulled = await server.connection.sendRequest<{ items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri: brokenUri } });
    expect(pulled.items.map((d) => d.code)).toContain('invalid-config');
  });

  it('takes severities from .mcp-audit.json and reads it again when it changes', async () => {
    const uri = await open('.vscode/mcp.json'.replace('.vscode', 'sub/.vscode'), '{"servers": {"x": {"command": "npx", "args": ["-y", "mcp-remote"]}}}');
    const before = await server.diagnostics(uri);
    expect(before.find((d) => d.code === 'unpinned-package')!.severity).toBe(2);
    writeFileSync(join(dir, '.mcp-audit.json'), JSON.stringify({ rules: { 'unpinned-package': 'error' } }));
    await server.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(join(dir, '.mcp-audit.json')), type: 1 }] });
    const after = await server.diagnostics(uri, (d) => d.find((x) => x.code === 'unpinned-package')?.severity === 1);
    expect(after.find((d) => d.code === 'unpinned-package')!.severity).toBe(1);
    // edited and saved in the editor: the same
    const off = JSON.stringify({ rules: { 'unpinned-package': 'off' } });
    const settings = await open('.mcp-audit.json', off);
    writeFileSync(join(dir, '.mcp-audit.json'), off);
    await server.connection.sendNotification('textDocument/didSave', { textDocument: { uri: settings } });
    expect(await server.diagnostics(uri, (d) => !d.some((x) => x.code === 'unpinned-package'))).toEqual([]);
    writeFileSync(join(dir, '.mcp-audit.json'), '{}');
    // typed, not saved: the settings as the editor holds them count; a mistake in them is shown where it is
    await replaceAll(settings, '{\n  "rules": {"unpinned-package": "note"},\n  "bogus": 1\n}');
    const [problem] = await server.diagnostics(settings, (d) => d.length === 1);
    expect(problem!.message).toContain('unknown key "bogus"');
    expect(problem!.range).toEqual({ start: { line: 2, character: 2 }, end: { line: 2, character: 9 } });
    expect(problem!.severity).toBe(1);
    expect(await server.diagnostics(uri, (d) => d.find((x) => x.code === 'unpinned-package')?.severity === 2)).toHaveLength(1);
    await replaceAll(settings, '{"rules": {"unpinned-package": "note"}}');
    expect(await server.diagnostics(uri, (d) => d.find((x) => x.code === 'unpinned-package')?.severity === 3)).toHaveLength(1);
    expect(await server.diagnostics(settings, (d) => d.length === 0)).toEqual([]);
    await replaceAll(settings, '{}');
    await server.diagnostics(uri, (d) => d.find((x) => x.code === 'unpinned-package')?.severity === 2);
  });

  it('shows a skill script\'s review state and records the review from a command', async () => {
    const skill = join(dir, '.claude', 'skills', 'notes');
    mkdirSync(join(skill, 'scripts'), { recursive: true });
    writeFileSync(join(skill, 'SKILL.md'), '---\nname: notes\ndescription: Collects notes.\n---\nRun scripts/collect.sh.\n');
    const script = '#!/bin/sh\necho notes\n';
    writeFileSync(join(skill, 'scripts', 'collect.sh'), script, { mode: 0o755 });
    const uri = await open('.claude/skills/notes/scripts/collect.sh', script, 'shellscript');
    const [unreviewed] = await server.diagnostics(uri);
    expect(unreviewed).toMatchObject({ code: 'unreviewed-skill-script', range: { start: { line: 0, character: 0 } } });
    expect(unreviewed!.relatedInformation?.[0]?.location.uri).toBe(uriOf(join(skill, 'SKILL.md')));
    const manifest = await open('.claude/skills/notes/SKILL.md', readFileSync(join(skill, 'SKILL.md'), 'utf8'), 'markdown');
    expect(codes(await server.diagnostics(manifest))).toEqual(['unreviewed-skill-script']);
    const record = (await actionsAt(uri, unreviewed!.range)).find((a) => a.command?.command === 'mcp-audit.recordReview')!;
    await server.connection.sendRequest('workspace/executeCommand', { command: record.command!.command, arguments: record.command!.arguments });
    expect(await server.diagnostics(uri, (d) => d.length === 0)).toEqual([]);
    expect(await server.diagnostics(manifest, (d) => d.length === 0)).toEqual([]);
    expect(existsSync(join(dir, '.mcp-audit-review.json'))).toBe(true);
  });

  it('reads the tools lockfile again when it changes: a server it does not record is unprobed', async () => {
    const config = JSON.stringify({ mcpServers: { a: { command: 'node', args: ['a.js'] }, b: { command: 'node', args: ['b.js'] } } }, null, 2);
    mkdirSync(join(dir, 'probed'), { recursive: true });
    writeFileSync(join(dir, 'probed/.mcp.json'), config);
    const uri = await open('probed/.mcp.json', config);
    expect(codes(await server.diagnostics(uri))).not.toContain('unprobed-server');
    const a = { transport: 'stdio', command: { value: 'node' }, args: [{ value: 'a.js' }], env: [], headers: [] } as unknown as Server;
    const lock: LockData = new Map([['probed/.mcp.json', { host: 'claude-code', servers: new Map([['a', { launch: launchFingerprint(a), era: 'legacy' as const, protocolVersion: '2025-11-25', items: [] }]]) }]]);
    writeFileSync(join(dir, '.mcp-audit-tools.json'), formatToolsLock(lock));
    try {
      await server.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(join(dir, '.mcp-audit-tools.json')), type: 1 }] });
      const after = await server.diagnostics(uri, (d) => d.some((x) => x.code === 'unprobed-server'));
      expect(after.filter((d) => d.code === 'unprobed-server').map((d) => d.message)).toEqual([expect.stringContaining('"b"')]);
    } finally {
      // the other cases' workspace has no tools lockfile
      rmSync(join(dir, '.mcp-audit-tools.json'));
    }
  });

  it('writes nothing but protocol to stdout, and exits 0 after shutdown and exit', async () => {
    await server.connection.sendRequest('shutdown');
    await server.connection.sendNotification('exit');
    expect(await server.exited).toBe(0);
    const messages = protocolMessages(server.stdout());
    expect(messages.length).toBeGreaterThan(10);
    expect(server.stdout().toString()).not.toContain(TOKEN);
  });
});

describe('mcp-audit lsp for a client that pulls', () => {
  it('pushes nothing, answers pulls (with "run": "onSave", from the saved state), and exits 1 on exit without shutdown', async () => {
    // started as vscode-languageclient starts a Node module: --stdio twice, and --clientProcessId
    const pulling = startLsp(dir, {}, ['--stdio', `--clientProcessId=${process.pid}`]);
    let pushed = 0;
    pulling.connection.onNotification('textDocument/publishDiagnostics', () => { pushed++; });
    await pulling.connection.sendRequest('initialize', {
      processId: process.pid, rootUri: uriOf(dir), workspaceFolders: null,
      capabilities: { textDocument: { diagnostic: { dynamicRegistration: false } } },
      initializationOptions: { run: 'onSave', offline: true },
    });
    const uri = uriOf(join(dir, 'pull', '.mcp.json'));
    await pulling.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: MCP_JSON } });
    const pulled = await pulling.connection.sendRequest<{ items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri } });
    expect(codes(pulled.items)).toEqual(['hardcoded-secret', 'unpinned-package']);
    const pull = async () => codes((await pulling.connection.sendRequest<{ items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri } })).items);
    await pulling.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: MCP_JSON.replace(TOKEN, '${GITHUB_TOKEN}') }] });
    expect(await pull()).toEqual(['hardcoded-secret', 'unpinned-package']);
    await pulling.connection.sendNotification('textDocument/didSave', { textDocument: { uri } });
    await expect.poll(pull).toEqual(['unpinned-package']);
    // a client that cannot resolve an action gets the pin as a command; offline, it says why it cannot pin
    const shown: string[] = [];
    let edits = 0;
    pulling.connection.onNotification('window/showMessage', (m: { message: string }) => { shown.push(m.message); });
    pulling.connection.onRequest('workspace/applyEdit', () => { edits++; return { applied: true }; });
    const saved = MCP_JSON.replace(TOKEN, '${GITHUB_TOKEN}');
    const actions = await pulling.connection.sendRequest<Action[]>('textDocument/codeAction', { textDocument: { uri }, range: rangeOf(saved, '@angular/cli@latest'), context: { diagnostics: [] } });
    const pin = actions.find((a) => a.title.startsWith('Pin @angular/cli'))!;
    expect(pin.command?.command).toBe('mcp-audit.applyFix');
    await pulling.connection.sendRequest('workspace/executeCommand', { command: pin.command!.command, arguments: pin.command!.arguments });
    await expect.poll(() => shown).toEqual([expect.stringContaining('could not resolve a version for @angular/cli (--offline')]);
    expect(edits).toBe(0);
    await pulling.connection.sendNotification('exit');
    expect(await pulling.exited).toBe(1);
    expect(pushed).toBe(0);
  });
});
