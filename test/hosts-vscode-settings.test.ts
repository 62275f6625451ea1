/** VS Code's MCP object in `.vscode/settings.json` (`mcp.servers`, `mcp.inputs`): the older location, JSONC. */
import { describe, expect, it } from 'vitest';
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { hiddenUnicode } from '../rules/hidden-unicode.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { vscodeSettings } from '../src/hosts/vscode-settings.js';
import { scanTree, testRule } from './rule-tester.js';
import { applyEdits, edited, expectJsonTokens, fixture, parseAs, summary } from './hosts-helpers.js';

// A fake token of the right shape; never paste real ones into tests.
const GHP = 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2';
const settings = (servers: string) => ({ '.vscode/settings.json': `{\n  "editor.tabSize": 2,\n  "mcp": {\n    "servers": {\n${servers}\n    }\n  }\n}\n` });

describe('vscode settings: model', () => {
  it('reads a realistic file: comments, trailing commas, inputs', () => {
    const f = fixture(vscodeSettings, 'vscode-settings/.vscode/settings.json');
    expect([f.host, f.syntax, f.problems]).toEqual(['vscode', 'jsonc', []]);
    expect(f.comments.map((c) => c.text)).toEqual(['// MCP servers, from before VS Code moved them to mcp.json']);
    expect(f.servers.map(summary)).toEqual([
      { name: 'github', transport: 'http', command: undefined, args: [], env: {}, url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${input:gh-token}' } },
      { name: 'fs', transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '${workspaceFolder}'], env: {}, url: undefined, headers: {} },
    ]);
    expect(f.servers.map((s) => s.path)).toEqual([['mcp', 'servers', 'github'], ['mcp', 'servers', 'fs']]);
    expectJsonTokens(f);
  });

  it('gives exact spans', () => {
    const text = '{ "mcp": { "servers": { "s": { "command": "x", "env": { "N": 1, "K": "${env:K}" } } } } }';
    const f = parseAs(vscodeSettings, text);
    const [server] = f.servers;
    const at = (span: { start: number; end: number }) => [span.start, text.slice(span.start, span.end)];
    expect(at(server!.nameSpan)).toEqual([24, '"s"']);
    expect(at(server!.span)).toEqual([29, '{ "command": "x", "env": { "N": 1, "K": "${env:K}" } }']);
    expect(at(server!.command!.span)).toEqual([42, '"x"']);
    // env values may be numbers in VS Code: not modelled, not a problem
    expect(server!.env.map((e) => [e.key, ...at(e.value.span)])).toEqual([['K', 69, '"${env:K}"']]);
    expect(f.problems).toEqual([]);
  });

  it('settings without mcp.servers yield nothing, syntax errors included', () => {
    for (const text of [
      '{ "editor.tabSize": 2 }',
      '{ "mcp": 1 }',
      '{ "mcp": { "inputs": [] } }',
      '{ "mcpServers": { "x": { "command": 5 } }, "cline.mcpServers": { "y": {} } }',
      '{\n  // unfinished\n  "editor.tabSize": 2,,\n',
      '',
    ]) {
      const f = parseAs(vscodeSettings, text);
      expect([f.servers, f.problems], text).toEqual([[], []]);
    }
  });

  it('claims .vscode/settings.json only', () => {
    expect(['.vscode/settings.json', 'app/.vscode/settings.json', 'settings.json', 'vscode/settings.json', '.vscode/launch.json', '.vscode/mcp.json']
      .map(vscodeSettings.matches)).toEqual([true, true, false, false, false, false]);
  });
});

testRule(invalidConfig, {
  valid: [
    { name: 'settings without MCP', files: { '.vscode/settings.json': '{\n  // editor\n  "editor.tabSize": 2,\n}\n' } },
    { name: 'broken settings without MCP are not ours', files: { '.vscode/settings.json': '{ "editor.tabSize": 2,, ' } },
  ],
  invalid: [
    {
      name: 'an unknown type',
      files: settings('      "a": { "type": "websocket", "url": "wss://a.example" }'),
      errors: [{ line: 5, column: 22, endColumn: 33, message: 'server "a" has an unknown transport type "websocket"' }],
    },
    {
      name: 'mcp.servers as an array',
      files: { '.vscode/settings.json': '{ "mcp": { "servers": [] } }' },
      errors: [{ line: 1, column: 23, message: '"mcp.servers" must be an object mapping server names to entries' }],
    },
  ],
});

// VS Code's variable syntax: ${env:X}, ${input:id}, ${workspaceFolder}; ${X} is .mcp.json syntax, passed on literally.
testRule(envVarWithoutDefault, {
  valid: [{ name: 'VS Code variables', files: settings('      "a": { "command": "x", "args": ["${workspaceFolder}"], "env": { "K": "${env:K}" } }') }],
  invalid: [
    {
      name: 'Claude-style ${X}',
      files: settings('      "a": { "command": "x", "env": { "K": "${K}" } }'),
      errors: [{ line: 5, column: 45, endColumn: 49, level: 'warning', message: /VS Code does not expand \$\{K\}/ }],
    },
  ],
});

describe('vscode settings: secrets', () => {
  it('reports a literal token; the fix adds the input to mcp.inputs', () => {
    const text = settings(`      "gh": { "command": "x", "env": { "GITHUB_TOKEN": "${GHP}" } }`)['.vscode/settings.json'];
    const result = scanTree({ '.vscode/settings.json': text }, [hardcodedSecret]);
    expect(result.findings.map((f) => [f.region.startLine, f.region.startColumn, f.region.endColumn, f.message])).toEqual([
      [5, 57, 97, 'GitHub personal access token ghp_… (40 chars) in env.GITHUB_TOKEN of server "gh"'],
    ]);
    const fix = result.findings[0]!.suggestions![0]!;
    const fixed = applyEdits(text, fix.edits.map((e) => ({ ...e, file: '.vscode/settings.json' })));
    expect(fixed).toBe(text
      .replace(GHP, '${input:github-token}')
      .replace('    }\n  }\n}', '    },\n    "inputs": [\n      {\n        "type": "promptString",\n        "id": "github-token",\n        "description": "GITHUB_TOKEN",\n        "password": true\n      }\n    ]\n  }\n}'));
  });
});

describe('vscode settings: inputs', () => {
  it('${input:id} finds its entry in mcp.inputs, beside the servers', () => {
    const files = settings('      "gh": { "type": "http", "url": "https://api.githubcopilot.com/mcp/", "headers": { "Authorization": "Bearer ${input:gh-token}" } }');
    const text = files['.vscode/settings.json'].replace('  "mcp": {\n', '  "mcp": {\n    "inputs": [{ "type": "promptString", "id": "gh-token", "password": true }],\n');
    expect(scanTree({ '.vscode/settings.json': text }, [envVarWithoutDefault]).findings).toEqual([]);
    // without the entry, it is reported
    expect(scanTree(files, [envVarWithoutDefault]).findings.map((f) => f.message)).toEqual([expect.stringMatching(/gh-token/)]);
  });
});

describe('vscode settings: only the MCP part is ours', () => {
  it('rules that read every string, and hidden-unicode, stay inside "mcp"', () => {
    const other = 'ghp_Qw7eR2tY9uI4oP1aS6dF3gH8jK5lZ0xC2vB7';
    const text = `{\n  "editor.fontFamily": "Fira\u200bCode",\n  "x\u200by": 1,\n  "containerEnv": { "GITHUB_TOKEN": "${other}" },\n  "sqltools.connections": [{ "password": "Zq8wLm2xR4t9Kp3V" }],\n  "mcp": { "servers": { "a": { "command": "npx", "args": ["-y", "pkg@1.0.0"], "env": { "K": "${GHP}" } } } }\n}\n`;
    const result = scanTree({ '.vscode/settings.json': text }, [hardcodedSecret, hiddenUnicode]);
    expect(result.findings.map((f) => [f.ruleId, f.region.startLine, f.location])).toEqual([['hardcoded-secret', 6, 'mcp.servers.a.env.K']]);
    // a settings file without "mcp" is not ours at all
    expect(scanTree({ '.vscode/settings.json': text.replace(/\n  "mcp":.*\n/, '\n') }, [hardcodedSecret, hiddenUnicode]).findings).toEqual([]);
  });
});

describe('vscode settings: editor', () => {
  it('adds an input to an existing mcp.inputs, once', () => {
    const text = '{\n  "mcp": {\n    "inputs": [],\n    "servers": { "a": { "command": "x" } }\n  }\n}\n';
    const f = parseAs(vscodeSettings, text);
    const once = edited(f, f.editor.addInput!('tok', 'TOK'));
    expect(once).toBe(text.replace('"inputs": []', '"inputs": [{ "type": "promptString", "id": "tok", "description": "TOK", "password": true }]'));
    expect(parseAs(vscodeSettings, once).editor.addInput!('tok', 'TOK')).toEqual([]);
  });

  it('keeps comments and inserts in place', () => {
    const text = '{\n  // mine\n  "mcp": { "servers": { "a": { "command": "npx", "args": ["pkg"] } } }, // end\n}\n';
    const f = parseAs(vscodeSettings, text);
    expect(edited(f, f.editor.insertArg(f.servers[0]!, 0, '-y'))).toBe(text.replace('["pkg"]', '["-y", "pkg"]'));
  });
});
