import { describe, expect, it } from 'vitest';
import { privilegedLaunch } from '../rules/privileged-launch.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { claudeServer } from './helpers/configs.js';
import { scanTree, testRule } from './rule-tester.js';

/** A one-line `.mcp.json` with server "s". */
const mcp = (command: string, ...args: string[]) => ({ '.mcp.json': `{ "mcpServers": { "s": { "command": ${JSON.stringify(command)}, "args": ${JSON.stringify(args)} } } }` });
const COMMAND = { line: 4, column: 19, level: 'error' as const };

testRule(privilegedLaunch, {
  valid: [
    { name: 'a plain launch', files: mcp('npx', '-y', 'pkg@1.0.0') },
    { name: 'sudo as an argument of the server', files: mcp('node', 'server.js', '--mode', 'sudo') },
    { name: 'su without -c runs no server', files: mcp('su', 'deploy') },
    { name: 'a program named like a prefix', files: mcp('/opt/sudoku/bin/sudoku-mcp') },
    { name: 'docker --privileged is dangerous-docker\'s', files: mcp('docker', 'run', '-i', '--privileged', 'mcp/x:1.0') },
    { name: 'remote server', files: { '.mcp.json': '{ "mcpServers": { "r": { "type": "http", "url": "https://mcp.example.com/sudo" } } }' } },
  ],
  invalid: [
    {
      name: 'sudo',
      files: { '.mcp.json': claudeServer(['npx', '-y', 'pkg@1.0.0'], undefined, 'sudo') },
      errors: [{ ...COMMAND, endColumn: 23, message: 'server "srv" is started through sudo: it runs as root (or the user -u names), and so does every tool it offers, on whatever the model is led to ask.' }],
    },
    ...(['doas', 'pkexec', 'gsudo', 'runas', '/usr/bin/sudo', 'C:\\Tools\\gsudo.exe'] as const).map((command) => ({
      name: `${command} as the command`,
      files: { '.mcp.json': claudeServer(['node', 'server.js'], undefined, command.replace(/\\/g, '\\\\')) },
      errors: [{ ...COMMAND, message: /^server "srv" is started through (?:doas|pkexec|gsudo|runas|sudo):/ }],
    })),
    {
      name: 'su -c',
      files: mcp('su', '-c', 'node /srv/mcp/server.js'),
      errors: [{ line: 1, column: 38, message: /^server "s" is started through su: it runs as root/ }],
    },
    {
      name: 'inside a shell string, after a variable',
      files: mcp('bash', '-lc', 'cd /srv && FOO=1 sudo -E npx -y pkg@1.0.0'),
      errors: [{ line: 1, column: 78, endColumn: 82, message: /^server "s" is started through sudo \(inside bash -c\):/ }],
    },
    {
      name: 'env and cmd /c wrappers',
      files: { '.mcp.json': '{ "mcpServers": { "a": { "command": "env", "args": ["A=1", "doas", "server"] }, "b": { "command": "cmd", "args": ["/c", "gsudo npx -y pkg@1.0.0"] } } }' },
      errors: [{ line: 1, column: 61, message: /^server "a" is started through doas \(inside env\)/ }, { line: 1, column: 122, message: /^server "b" is started through gsudo \(inside cmd \/c\)/ }],
    },
  ],
});

describe('privileged-launch: the launch behind the prefix', () => {
  it('is still checked by the other rules', () => {
    for (const prefix of ['sudo', 'pkexec', 'gsudo']) {
      const result = scanTree(mcp(prefix, 'npx', '-y', 'pkg@latest'), [unpinnedPackage]);
      expect(result.findings.map((f) => f.message.split(':')[0]), prefix).toEqual(['npx runs "pkg@latest"']);
    }
    for (const files of [mcp('su', '-', 'svc', '-c', 'npx -y pkg@latest'), mcp('runas', '/noprofile', '/user:Administrator', 'npx -y pkg@latest')]) {
      const result = scanTree(files, [unpinnedPackage, privilegedLaunch]);
      expect(result.findings.map((f) => `${f.ruleId}: ${f.message.split(':')[0]}`)).toEqual([
        'privileged-launch: server "s" is started through ' + (files['.mcp.json'].includes('runas') ? 'runas' : 'su'),
        'unpinned-package: npx runs "pkg@latest"',
      ]);
    }
  });
});
