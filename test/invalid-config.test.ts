import { mkfifoSync } from './helpers/fifo.js';
import { describe, expect, it } from 'vitest';
import { invalidConfig } from '../rules/invalid-config.js';
import { MAX_CONFIG_BYTES } from '../src/discover/read.js';
import { scanTree, testRule, writeTree } from './rule-tester.js';
import { scan } from '../src/engine/engine.js';

const trailingComma = `{
  "mcpServers": {
    "a": { "command": "npx", "args": ["-y", "pkg@1.0.0"], },
  }
}
`;

testRule(invalidConfig, {
  valid: [
    { name: 'a well-formed Claude Code file', files: { '.mcp.json': '{ "mcpServers": { "a": { "command": "node", "args": ["s.js"] } } }' } },
    { name: 'an empty mcpServers object', files: { '.mcp.json': '{ "mcpServers": {} }' } },
    { name: 'an empty file object: no servers, deliberately', files: { '.mcp.json': '{}', 'a/.mcp.json': '{ "mcpServers": {} }' } },
    { name: 'unknown keys are ignored', files: { '.mcp.json': '{ "mcpServers": { "a": { "command": "x", "description": "d", "_comment": "c", "enabled": true, "timeout_ms": 5 } } }' } },
    { name: 'comments and trailing commas in VS Code JSONC', files: { '.vscode/mcp.json': '{\n  // c\n  "servers": { "a": { "command": "x", }, },\n  /* block */\n}\n' } },
    { name: 'VS Code url without type is HTTP', files: { '.vscode/mcp.json': '{ "servers": { "a": { "url": "https://x.example/mcp" } } }' } },
    { name: 'VS Code env may hold numbers and null', files: { '.vscode/mcp.json': '{ "servers": { "a": { "command": "x", "env": { "N": 1, "Z": null } } } }' } },
    { name: 'a Claude remote entry with its type', files: { '.mcp.json': '{ "mcpServers": { "a": { "type": "sse", "url": "https://x.example/sse" } } }' } },
    { name: 'BOM and CRLF are fine', files: { '.mcp.json': '\ufeff{\r\n  "mcpServers": {}\r\n}\r\n' } },
    { name: 'minified on one line, no trailing newline', files: { 'pkg/.mcp.json': '{"mcpServers":{"a":{"command":"x","args":[]}}}' } },
    { name: 'VS Code "servers" in .vscode/mcp.json', files: { '.vscode/mcp.json': '{ "servers": { "x": { "command": "npx", "args": ["-y", "pkg"] } } }' } },
    { name: 'a server named "servers" inside mcpServers', files: { '.mcp.json': '{ "mcpServers": { "servers": { "command": "x" } } }' } },
    { name: 'a "servers" key below the top level', files: { '.mcp.json': '{ "mcpServers": { "a": { "command": "x", "servers": {} } }, "meta": { "servers": {} } }' } },
    {
      name: 'Codex: each transport with its own keys and the shared ones',
      files: {
        '.codex/config.toml': [
          '[mcp_servers.s]', 'command = "npx"', 'args = ["-y", "pkg@1.0.0"]', 'env = { A = "1" }', 'env_vars = ["B"]', 'cwd = "/w"',
          'enabled = true', 'startup_timeout_sec = 20', 'tool_timeout_sec = 60', 'enabled_tools = ["a"]', 'disabled_tools = ["b"]',
          '[mcp_servers.h]', 'url = "https://h.example/mcp"', 'bearer_token_env_var = "T"', 'http_headers = { X = "y" }',
          'env_http_headers = { Z = "Z_VAR" }', 'enabled = false', 'startup_timeout_sec = 5', 'tool_timeout_sec = 9', 'enabled_tools = ["a"]', 'disabled_tools = ["b"]', '',
        ].join('\n'),
      },
    },
    { name: 'Codex: OAuth keys on a stdio server (placement not confirmed by formats.md)', files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "x"\nscopes = ["r"]\noauth_resource = "https://r"\n' } },
  ],
  invalid: [
    {
      name: 'trailing commas in strict JSON',
      files: { '.mcp.json': trailingComma },
      errors: [
        { line: 3, column: 57, endColumn: 58, message: /^trailing commas are not allowed: Claude Code reads \.mcp\.json with JSON\.parse/ },
        { line: 3, column: 60, endColumn: 61, message: /^trailing commas are not allowed/ },
      ],
    },
    {
      name: 'a comment in strict JSON',
      files: { '.mcp.json': '{\n  // servers\n  "mcpServers": {}\n}\n' },
      errors: [{ line: 2, column: 3, endColumn: 13, message: /^comments are not allowed/ }],
    },
    {
      name: 'a missing closing brace',
      files: { '.mcp.json': '{\n  "mcpServers": {\n    "a": { "command": "x" }\n' },
      errors: [{ line: 4, column: 1, message: 'JSON syntax error: close brace expected' }],
    },
    {
      name: 'wrong types',
      files: { '.mcp.json': '{ "mcpServers": {\n  "a": { "command": ["npx"], "args": "-y pkg" },\n  "b": { "command": "x", "args": ["ok", 3], "env": { "K": true } }\n} }' },
      errors: [
        { line: 2, column: 21, endColumn: 28, message: '"command" of server "a" must be a string' },
        { line: 2, column: 38, message: '"args" of server "a" must be an array of strings' },
        { line: 3, column: 41, message: '"args" of server "b" must hold only strings' },
        { line: 3, column: 59, message: '"env.K" of server "b" must be a string' },
      ],
    },
    {
      name: 'an entry with neither command nor url',
      files: { '.mcp.json': '{ "mcpServers": { "ghost": { "env": {} } } }' },
      errors: [{ line: 1, column: 19, endColumn: 26, message: 'server "ghost" is a stdio server without a "command"' }],
    },
    {
      name: 'another client\'s URL key (Windsurf serverUrl, Gemini httpUrl) is named in the message',
      files: {
        '.mcp.json': '{ "mcpServers": { "w": { "serverUrl": "https://mcp.example.com/mcp" } } }',
        '.vscode/mcp.json': '{ "servers": { "g": { "type": "http", "httpUrl": "https://mcp.example.com/mcp" } } }',
      },
      errors: [
        { file: '.mcp.json', line: 1, column: 19, endColumn: 22, message: 'server "w" is a stdio server without a "command"; "serverUrl" is another client\'s key and is not read here: write "url" (and "type": "http")' },
        { file: '.vscode/mcp.json', line: 1, column: 16, endColumn: 19, message: 'server "g" is a http server without a "url"; "httpUrl" is another client\'s key and is not read here: write "url" (and "type": "http")' },
      ],
    },
    {
      name: 'a Claude Code remote entry without type',
      files: { '.mcp.json': '{\n  "mcpServers": {\n    "remote": { "url": "https://mcp.example.com/mcp" }\n  }\n}\n' },
      errors: [{ line: 3, column: 5, level: 'warning', message: /no "type": Claude Code reads an entry without "type" as a stdio server/ }],
    },
    {
      name: 'an unknown transport type',
      files: { '.mcp.json': '{ "mcpServers": { "a": { "type": "streamable-http", "url": "https://x.example" } } }' },
      errors: [{ line: 1, column: 34, message: 'server "a" has an unknown transport type "streamable-http"' }],
    },
    {
      name: 'servers as an array',
      files: { '.vscode/mcp.json': '{ "servers": [ { "command": "x" } ] }' },
      errors: [{ line: 1, column: 14, message: /"servers" must be an object/ }],
    },
    {
      name: 'VS Code file with mcpServers only',
      files: { '.vscode/mcp.json': '{\n  "mcpServers": { "a": { "command": "x" } }\n}' },
      errors: [{ line: 2, column: 3, level: 'warning', message: /VS Code reads servers from "servers", not "mcpServers"/ }],
    },
    {
      name: 'Claude Code file with VS Code\'s "servers" only',
      files: { '.mcp.json': '{"servers":{"x":{"command":"npx","args":["-y","pkg"]}}}' },
      errors: [{ line: 1, column: 2, endColumn: 11, level: 'warning', message: 'Claude Code reads only "mcpServers", not "servers" (VS Code\'s key): none of these servers is loaded' }],
    },
    {
      name: 'Claude Code file with both "mcpServers" and "servers"',
      files: { '.mcp.json': '{\n  "mcpServers": { "a": { "command": "x" } },\n  "servers": { "b": { "command": "y" } }\n}\n' },
      errors: [{ line: 3, column: 3, level: 'warning', message: /^Claude Code reads only "mcpServers"; the servers under "servers" \(VS Code's key\) are never loaded$/ }],
    },
    {
      name: 'entries under a misplaced "servers" are still checked, as if Claude Code read them',
      files: { '.mcp.json': '{ "servers": {\n  "a": { "command": 1 },\n  "r": { "url": "https://r.example/mcp" }\n} }' },
      errors: [
        { line: 1, column: 3, level: 'warning', message: /none of these servers is loaded/ },
        { line: 2, column: 21, level: 'error', message: '"command" of server "a" must be a string' },
        { line: 3, column: 3, level: 'warning', message: /server "r" has a "url" but no "type"/ },
      ],
    },
    {
      name: 'a "servers" that is not an object is only the warning',
      files: { '.mcp.json': '{ "servers": [ { "command": "x" } ] }' },
      errors: [{ line: 1, column: 3, level: 'warning', message: /none of these servers is loaded/ }],
    },
    {
      name: 'Codex: keys of the other transport (the reported example)',
      files: {
        '.codex/config.toml': [
          '[mcp_servers.both]', 'command = "npx"', 'args = ["-y", "@acme/y@1.0.0"]', 'url = "https://y.example.com/mcp"', '',
          '[mcp_servers.stdio_hdr]', 'command = "npx"', 'args = ["-y", "@acme/z@1.0.0"]', 'bearer_token_env_var = "Z_TOKEN"', '',
        ].join('\n'),
      },
      errors: [
        { line: 4, column: 1, endColumn: 4, level: 'error', message: 'Codex refuses to load this file: "url" is not supported for stdio (server "both" has a "command", so it is a stdio server)' },
        { line: 9, column: 1, endColumn: 21, level: 'error', message: 'Codex refuses to load this file: "bearer_token_env_var" is not supported for stdio (server "stdio_hdr" has a "command", so it is a stdio server)' },
      ],
    },
    {
      name: 'Codex: stdio keys on a streamable HTTP server',
      files: { '.codex/config.toml': '[mcp_servers.h]\nurl = "https://h.example/mcp"\nargs = []\nenv = { A = "1" }\nenv_vars = ["B"]\ncwd = "/w"\n' },
      errors: ['args', 'env', 'env_vars', 'cwd'].map((key, i) => ({
        line: 3 + i, column: 1, endColumn: 1 + key.length,
        message: `Codex refuses to load this file: "${key}" is not supported for streamable_http (server "h" has a "url" and no "command", so it is a streamable HTTP server)`,
      })),
    },
    {
      name: 'Codex: http keys on stdio, as a sub-table and a dotted key',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "x"\nhttp_headers.A = "b"\n\n[mcp_servers.s.env_http_headers]\nB = "B_VAR"\n' },
      errors: [
        { line: 3, column: 1, endColumn: 13, message: /"http_headers" is not supported for stdio/ },
        { line: 5, column: 16, endColumn: 32, message: /"env_http_headers" is not supported for stdio/ },
      ],
    },
    {
      name: 'BOM and CRLF do not shift positions',
      files: { '.mcp.json': '\ufeff{\r\n  "mcpServers": {\r\n    "a": { "command": 1 }\r\n  }\r\n}\r\n' },
      errors: [
        { line: 3, column: 23, endColumn: 24, message: '"command" of server "a" must be a string' },
      ],
    },
    {
      name: 'binary content',
      files: { '.mcp.json': Buffer.from([0x7b, 0x00, 0x01, 0x7d]) },
      errors: [{ line: 1, column: 1, message: 'binary content (NUL bytes); not a text config' }],
    },
    {
      name: 'invalid UTF-8',
      files: { '.mcp.json': Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
      errors: [{ line: 1, column: 1, message: 'not valid UTF-8 text' }],
    },
    {
      name: 'UTF-16 text',
      files: { '.mcp.json': Buffer.from('\ufeff{}', 'utf16le') },
      errors: [{ line: 1, column: 1, message: /UTF-16/ }],
    },
    {
      name: 'an oversize file is not read: an error, since its host would load it unchecked',
      files: { '.mcp.json': '{"mcpServers":{}}' + ' '.repeat(MAX_CONFIG_BYTES) },
      errors: [{ line: 1, column: 1, level: 'error', message: /over the 131072-byte limit/ }],
    },
  ],
});

describe('invalid-config: file-system oddities', () => {
  it('does not read a FIFO named .mcp.json, and still scans the rest', () => {
    const dir = writeTree({ 'ok/.mcp.json': '{ "mcpServers": { "a": { "command": 5 } } }' });
    mkfifoSync(`${dir}/.mcp.json`);
    const result = scan({ paths: ['.'], cwd: dir, rules: [invalidConfig] });
    expect(result.findings.map((f) => [f.file, f.level, f.message])).toEqual([
      ['.mcp.json', 'note', 'not a regular file (FIFO, socket or device); not read'],
      ['ok/.mcp.json', 'error', '"command" of server "a" must be a string'],
    ]);
  });

  it('does not follow a symlink that leaves the scan root', () => {
    const outside = writeTree({ '.mcp.json': '{ oops' });
    const result = scanTree({ 'repo/.mcp.json': { symlink: `${outside}/.mcp.json` } }, [invalidConfig]);
    expect(result.findings.map((f) => [f.file, f.level, f.message])).toEqual([
      ['repo/.mcp.json', 'note', 'symbolic link pointing outside the scan root; not followed'],
    ]);
  });

  it('survives a symlink loop', () => {
    const result = scanTree({ 'a/loop': { symlink: '..' }, 'a/.mcp.json': '{ "mcpServers": {} }' }, [invalidConfig]);
    expect(result.findings).toEqual([]);
    expect(result.configs.map((c) => c.source.display)).toEqual(['a/.mcp.json']);
  });

  it('skips vendored folders', () => {
    const result = scanTree({ 'node_modules/x/.mcp.json': '{ bad', '.git/.mcp.json': '{ bad', 'app/.mcp.json': '{}' }, [invalidConfig]);
    expect(result.configs.map((c) => c.source.display)).toEqual(['app/.mcp.json']);
  });
});
