import { describe, expect, it } from 'vitest';
import { broadFilesystemAccess } from '../rules/broad-filesystem-access.js';
import { classifyHostPath } from '../src/analysis/host-paths.js';
import { claudeServer } from './helpers/configs.js';
import { testRule } from './rule-tester.js';

const FS = '@modelcontextprotocol/server-filesystem@2025.8.21';
/** `npx -y <fs server> <roots…>`: root i sits on line 8 + i, column 10. */
const fs = (...roots: string[]) => ({ '.mcp.json': claudeServer(['-y', FS, ...roots]) });
const root = (i: number, level: 'error' | 'warning', message?: RegExp) => ({ line: 8 + i, column: 10, level, ...(message ? { message } : {}) });

testRule(broadFilesystemAccess, {
  valid: [
    { name: 'a project folder and its subfolders', files: fs('.', './docs', '/srv/app/data', '${workspaceFolder}') },
    { name: 'subfolders of a home', files: fs('/Users/alice/Desktop', '~/projects/app', '$HOME/code/site', 'C:\\Users\\alice\\Documents\\notes') },
    { name: 'a folder named like a credentials folder, elsewhere', files: fs('/srv/app/.ssh-docs') },
    { name: 'a variable, alone or with a project folder for its default', files: fs('${DIRS}', '${DIRS:-./data}', '${DIRS:-${WORK:-/srv/app}}') },
    { name: 'another server given a home as data, not as a root', files: { '.mcp.json': claudeServer(['-y', 'some-notes-mcp@1.0.0', '--title', '~']) } },
    { name: 'a container\'s arguments are paths inside it', files: { '.mcp.json': claudeServer(['run', '-i', '--rm', '-v', './src:/projects', 'mcp/filesystem:1.0.0', '/'], undefined, 'docker') } },
  ],
  invalid: [
    { name: 'the whole file system', files: fs('/'), errors: [root(0, 'error', /^server "srv" is given the whole file system \(\/\) as a root: every user's files and keys, and the system's configuration, all open to whatever the model is led to do\.$/)] },
    { name: 'a drive root', files: fs('C:\\'), errors: [root(0, 'error', /the whole file system \(C:\)/)] },
    {
      name: 'home folders: a warning',
      files: fs('~', '${HOME}', '$HOME', '%USERPROFILE%', '/Users/alice', '/home/bob/'),
      errors: [0, 1, 2, 3, 4, 5].map((i) => root(i, 'warning', /is given a whole home folder/)),
    },
    {
      name: 'the default of a variable is the root wherever nobody set it',
      files: fs('${DIRS:-$HOME}', '${DIRS:-${WORK:-/}}', '${KEYS:-~}/.aws', '${HOME:-/srv}'),
      errors: [
        root(0, 'warning', /^server "srv" is given a whole home folder \(\$HOME\) as a root whenever DIRS is not set \(its default\): SSH keys/),
        root(1, 'error', /the whole file system \(\/\) as a root whenever DIRS is not set/),
        root(2, 'error', /a credentials folder \(~\/\.aws\) as a root whenever KEYS is not set/),
        root(3, 'warning', /a whole home folder \(\$HOME\) as a root: /),
      ],
    },
    {
      name: 'a shell string with a defaulted root',
      files: { '.mcp.json': '{ "mcpServers": { "fs": { "command": "sh", "args": ["-c", "npx -y ' + FS + ' ${DIRS:-$HOME}"] } } }' },
      errors: [{ line: 1, column: 117, level: 'warning', message: /whenever DIRS is not set/ }],
    },
    {
      name: 'credentials folders: an error',
      files: fs('~/.ssh', '~/.aws', '~/.config/gcloud', '~/.kube', '~/.docker', '~/.gnupg'),
      errors: [0, 1, 2, 3, 4, 5].map((i) => root(i, 'error', /is given a credentials folder/)),
    },
    {
      name: 'any server given a home through a root option',
      files: { '.mcp.json': claudeServer(['-y', 'code-search-mcp@1.0.0', '--allowed-directories', '/Users/alice', '--root=~/.aws']) },
      errors: [{ line: 9, column: 10, level: 'warning' }, { line: 10, column: 17, level: 'error', message: /credentials folder \(~\/\.aws\)/ }],
    },
    {
      name: 'uvx and a directly run binary',
      files: { '.mcp.json': '{ "mcpServers": { "a": { "command": "uvx", "args": ["mcp-filesystem-server==0.3.0", "/"] }, "b": { "command": "/usr/local/bin/mcp-filesystem-server", "args": ["/home/carol"] } } }' },
      errors: [{ line: 1, column: 86, level: 'error' }, { line: 1, column: 161, level: 'warning' }],
    },
  ],
});

describe('classifyHostPath (shared with dangerous-docker)', () => {
  it('tells what a path exposes', () => {
    const kind = (p: string) => classifyHostPath(p)?.kind;
    expect(['/', 'C:\\', 'c:/', '~', '~/', '/root', '/mnt/c/Users/dan', '~/.ssh/id_ed25519', '/etc', '/var/run/docker.sock', '~/work', './x', 'data'].map(kind))
      .toEqual(['root', 'root', 'root', 'home', 'home', 'home', 'home', 'credentials', 'system', 'socket', undefined, undefined, undefined]);
  });
  it('judges the default of a ${VAR:-default}, nested a few deep, and names the variable', () => {
    expect(classifyHostPath('${A:-${B:-~}}')).toEqual({ kind: 'home', path: '~', unsetVariable: 'A' });
    expect(classifyHostPath('${A:=/etc}')).toEqual({ kind: 'system', path: '/etc', unsetVariable: 'A' });
    expect(classifyHostPath('${USERPROFILE:-C:\\data}')).toEqual({ kind: 'home', path: '$HOME' });
    expect(classifyHostPath('${A:-/srv}/x')).toBeUndefined();
    // a default that never closes, and one nested past what is followed, are no paths
    expect(classifyHostPath('${A:-~')).toBeUndefined();
    expect(classifyHostPath('${A:-'.repeat(5000) + '/' + '}'.repeat(5000))).toBeUndefined();
  });
});
