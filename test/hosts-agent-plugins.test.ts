/**
 * An Agent Plugins `mcp.json` (agentplugins/agent-plugins-spec, spec/1.1.0.md §7.2 and §9): beside a root
 * `plugin.json`, read with the spec's closed variants and its two placeholders. The examples are the spec's own.
 */
import { describe, expect, it } from 'vitest';
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { invalidConfig } from '../rules/invalid-config.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { agentPluginServers } from '../src/hosts/agent-plugin-servers.js';
import { scanTree, testRule } from './rule-tester.js';
import { discovered, parseAs, summary } from './hosts-helpers.js';

const SCHEMA = 'https://agent-plugins.org/schemas/1.1.0/mcp.schema.json';
const MANIFEST = { 'plugin.json': JSON.stringify({ $schema: 'https://agent-plugins.org/schemas/1.1.0/plugin.schema.json', name: 'p' }) };
const file = (servers: Record<string, unknown>, extra: Record<string, unknown> = {}) => JSON.stringify({ $schema: SCHEMA, mcpServers: servers, ...extra });

describe('agent plugins: model', () => {
  it('reads the spec\'s example: each transport from its "type"', () => {
    const f = parseAs(agentPluginServers, file({
      'local-validator': { type: 'stdio', command: './bin/validator', args: ['--data', '${PLUGIN_DATA}/validator'], env: { CONFIG: '${PLUGIN_ROOT}/config.json' }, cwd: '${PLUGIN_ROOT}' },
      'deployment-api': { type: 'streamable-http', url: 'https://deploy.example.com/mcp', headers: { 'X-Tenant': 'public-tenant' } },
      'legacy-events': { type: 'sse', url: 'https://legacy.example.com/sse' },
    }), '/repo/mcp.json');
    expect([f.host, f.syntax, f.problems]).toEqual(['agent-plugins', 'json', []]);
    expect(f.servers.map(summary)).toEqual([
      { name: 'local-validator', transport: 'stdio', command: './bin/validator', args: ['--data', '${PLUGIN_DATA}/validator'], env: { CONFIG: '${PLUGIN_ROOT}/config.json' }, url: undefined, headers: {} },
      { name: 'deployment-api', transport: 'http', command: undefined, args: [], env: {}, url: 'https://deploy.example.com/mcp', headers: { 'X-Tenant': 'public-tenant' } },
      { name: 'legacy-events', transport: 'sse', command: undefined, args: [], env: {}, url: 'https://legacy.example.com/sse', headers: {} },
    ]);
  });

  it('the mcp.json beside a root plugin.json is an Agent Plugins file; beside .cursor-plugin/ it is Cursor\'s', () => {
    expect(discovered({ ...MANIFEST, 'mcp.json': file({}), 'c/.cursor-plugin/plugin.json': '{ "name": "c" }', 'c/plugin.json': '{}', 'c/mcp.json': '{ "mcpServers": {} }', 'other/mcp.json': file({}) }))
      .toEqual([['c/.cursor-plugin/plugin.json', 'cursor'], ['c/mcp.json', 'cursor'], ['mcp.json', 'agent-plugins']]);
  });
});

const UNPINNED = { db: { type: 'stdio', command: 'npx', args: ['-y', '@acme/db-mcp@latest'] } };

testRule(unpinnedPackage, {
  valid: [{ name: 'pinned', files: { ...MANIFEST, 'mcp.json': file({ db: { type: 'stdio', command: 'npx', args: ['-y', '@acme/db-mcp@1.4.0'] } }) } }],
  invalid: [{ name: 'an unpinned launch', files: { ...MANIFEST, 'mcp.json': file(UNPINNED) }, errors: [{ line: 1, column: 135, file: 'mcp.json', message: /^npx runs "@acme\/db-mcp@latest"/ }] }],
});

const skips = (name: string, why: string) => `a conformant client skips server "${name}": ${why}`;
testRule(invalidConfig, {
  valid: [
    { name: 'the spec\'s cwd forms', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: 'node', cwd: './data' }, b: { type: 'stdio', command: './bin/s', cwd: '${PLUGIN_DATA}/db' } }) } },
    { name: 'an empty mcpServers', files: { ...MANIFEST, 'mcp.json': file({}) } },
  ],
  invalid: [
    {
      name: 'a key beside mcpServers: the client disables MCP',
      files: { ...MANIFEST, 'mcp.json': file({}, { inputs: [] }) },
      errors: [{ line: 1, column: 86, level: 'error', message: /^"inputs" is not allowed beside "\$schema" and "mcpServers": a conformant client disables MCP for the whole plugin/ }],
    },
    {
      name: 'another program\'s $schema',
      files: { ...MANIFEST, 'mcp.json': JSON.stringify({ $schema: 'https://cursor.com/schemas/mcp.json', mcpServers: { a: { command: 'node' } } }) },
      errors: [{ line: 1, column: 12, level: 'error', message: /^"\$schema" is not an Agent Plugins MCP schema \("https:\/\/agent-plugins\.org\/schemas\/1\.1\.0\/mcp\.schema\.json"\)/ }],
    },
    {
      name: 'no $schema at all: one warning, and the servers are not held to the spec\'s variants',
      files: { ...MANIFEST, 'mcp.json': JSON.stringify({ mcpServers: { a: { command: 'npx -y srv' } }, inputs: [] }) },
      errors: [{ line: 1, column: 2, level: 'warning', message: /^no "\$schema": an Agent Plugins client \(this is the mcp\.json beside a plugin's root plugin\.json\) reads only a file that names its MCP schema/ }],
    },
    {
      name: 'a comment: the file must be JSON',
      files: { ...MANIFEST, 'mcp.json': `{\n  // servers\n  "$schema": "${SCHEMA}", "mcpServers": {}\n}` },
      errors: [{ line: 2, column: 3, message: /^comments are not allowed: a conformant client disables MCP for the whole plugin/ }],
    },
    { name: 'no type', files: { ...MANIFEST, 'mcp.json': file({ a: { command: 'node' } }) }, errors: [{ line: 1, column: 84, level: 'error', message: skips('a', 'it has no "type" (stdio, streamable-http or sse), which Agent Plugins requires') }] },
    { name: 'a Claude Code type name', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'http', url: 'https://x.example/mcp' } }) }, errors: [{ line: 1, column: 96, level: 'error', message: skips('a', '"type" must be "stdio", "streamable-http" or "sse"') }] },
    { name: 'a type that is a member of Object.prototype', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'constructor', command: 'node' } }) }, errors: [{ line: 1, column: 96, level: 'error', message: skips('a', '"type" must be "stdio", "streamable-http" or "sse"') }] },
    { name: 'a field of the other variant', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'streamable-http', url: 'https://x.example/mcp', env: { A: '1' } } }) }, errors: [{ line: 1, column: 144, level: 'error', message: skips('a', '"env" is not a field of a streamable-http server') }] },
    { name: 'a command line in "command"', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: 'npx -y srv' } }) }, errors: [{ line: 1, column: 114, level: 'error', message: /^a conformant client skips server "a": "command" must be one executable/ }] },
    { name: 'a command that leaves the plugin', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: '../bin/server', cwd: 'data' } }) }, errors: [
      { line: 1, column: 114, level: 'error', message: skips('a', '"command" must be a bare name found on PATH or a path inside the plugin that starts with "./"') },
      { line: 1, column: 136, level: 'error', message: skips('a', '"cwd" must start with "./", "${PLUGIN_ROOT}" or "${PLUGIN_DATA}"') },
    ] },
    { name: 'env setting a reserved name', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: 'node', env: { PLUGIN_ROOT: '/x' } } }) }, errors: [{ line: 1, column: 128, level: 'error', message: skips('a', '"env" must not set PLUGIN_ROOT: the client sets it') }] },
  ],
});

testRule(envVarWithoutDefault, {
  valid: [
    { name: 'the two placeholders in args and env', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: 'npx', args: ['--config', '${PLUGIN_ROOT}/config/db.json'], env: { DATA_DIR: '${PLUGIN_DATA}/database' } } }) } },
    { name: 'a shell expands its own script', files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: 'sh', args: ['-c', 'exec srv --token "${TOKEN}"'] } }) } },
  ],
  invalid: [
    {
      name: 'an environment variable in args',
      files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: 'srv', args: ['--token=${API_TOKEN}'] } }) },
      errors: [{ line: 1, column: 137, endColumn: 149, level: 'warning', message: 'args[0] of server "a": Agent Plugins expands only ${PLUGIN_ROOT} and ${PLUGIN_DATA}, so the server gets the literal text "${API_TOKEN}"; a client expands only ${PLUGIN_ROOT} and ${PLUGIN_DATA}: have the server read API_TOKEN from its environment, or ask for it at run time' }],
    },
    {
      name: '${PLUGIN_ROOT} in the command',
      files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio', command: '${PLUGIN_ROOT}/bin/server' } }) },
      errors: [{ line: 1, column: 115, endColumn: 129, level: 'warning', message: 'command of server "a": Agent Plugins expands ${PLUGIN_ROOT} only in args, env and cwd, so the server gets the literal text "${PLUGIN_ROOT}"; a command inside the plugin is written "./bin/server", which the client resolves against the plugin\'s root' }],
    },
    {
      name: 'a variable in a header',
      files: { ...MANIFEST, 'mcp.json': file({ a: { type: 'streamable-http', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${TOKEN}' } } }) },
      errors: [{ line: 1, column: 179, level: 'warning', message: /^headers\.Authorization of server "a": Agent Plugins expands only \$\{PLUGIN_ROOT\} and \$\{PLUGIN_DATA\}, so the server gets the literal text "\$\{TOKEN\}"; the url and headers are sent as written/ }],
    },
  ],
});

describe('agent plugins: secrets', () => {
  it('a token in env is an error whose advice does not offer a variable, which nothing would expand', () => {
    const GHP = 'ghp_Zx8kP2mQ7vR4tY9wB3nC6hJ1sD5fG0aL8eK2';
    const result = scanTree({ ...MANIFEST, 'mcp.json': file({ gh: { type: 'stdio', command: 'gh-mcp', env: { GITHUB_TOKEN: GHP } } }) }, [hardcodedSecret]);
    expect(result.findings.map((f) => [f.file, f.level])).toEqual([['mcp.json', 'error']]);
    const advice = JSON.stringify(result.findings[0]);
    expect(advice).toMatch(/an Agent Plugins mcp\.json has no way to refer to a secret/);
    expect(advice).not.toContain(GHP.slice(8));
  });
});

describe('agent plugins: one word per fault', () => {
  it('a server without its command or url is reported once', () => {
    const result = scanTree({ ...MANIFEST, 'mcp.json': file({ a: { type: 'stdio' }, b: { type: 'streamable-http' } }) }, [invalidConfig]);
    expect(result.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^server "a" is a stdio server without a "command"/),
      expect.stringMatching(/^server "b" .*"url"/),
    ]);
  });
});
