import { describe, expect, it } from 'vitest';
import { envCodeInjection, loadedCode, outsideRepository } from '../rules/env-code-injection.js';
import { claudeServer } from './helpers/configs.js';
import { testRule } from './rule-tester.js';

/** `node server.js` with `env`; the env object is on line 8, its first value at column 19 + the key's length. */
const withEnv = (env: Record<string, string>) => ({ '.mcp.json': claudeServer(['server.js'], env, 'node') });
const col = (key: string) => 19 + key.length;

testRule(envCodeInjection, {
  valid: [
    { name: 'NODE_OPTIONS that loads nothing', files: withEnv({ NODE_OPTIONS: '--max-old-space-size=4096 --enable-source-maps' }) },
    { name: 'an empty LD_PRELOAD', files: withEnv({ LD_PRELOAD: '' }) },
    { name: 'env keys named like members of Object.prototype', files: withEnv({ constructor: '--require /tmp/x.js', toString: '-r /tmp/y.js' }) },
    { name: 'a variable of the same family that is not a loader', files: withEnv({ PYTHONUNBUFFERED: '1', NODE_ENV: 'production', LD_LIBRARY_PATH_X: '/opt' }) },
    { name: 'docker -e of a harmless variable', files: { '.mcp.json': claudeServer(['run', '-i', '--rm', '-e', 'LOG_LEVEL=debug', 'mcp/fetch:1.0.0'], undefined, 'docker') } },
    { name: 'docker -e NODE_OPTIONS taken from the caller (no value)', files: { '.mcp.json': claudeServer(['run', '-i', '--rm', '-e', 'NODE_OPTIONS', 'mcp/fetch:1.0.0'], undefined, 'docker') } },
  ],
  invalid: [
    {
      name: 'NODE_OPTIONS --require of a project file: a warning',
      files: withEnv({ NODE_OPTIONS: '--require ./hooks/trace.js' }),
      errors: [{
        line: 8, column: col('NODE_OPTIONS'), level: 'warning',
        message: 'server "srv" sets NODE_OPTIONS, which makes Node.js load "./hooks/trace.js" inside the server before it starts: that code runs with the server\'s rights and sees every request, token and file it handles. Nothing in the command line shows it: read that code as part of the server, or drop the variable.',
      }],
    },
    {
      name: 'NODE_OPTIONS --import=… from /tmp: an error',
      files: withEnv({ NODE_OPTIONS: '--import=/tmp/x.mjs' }),
      errors: [{ line: 8, column: col('NODE_OPTIONS'), level: 'error', message: /"\/tmp\/x\.mjs" is a temp folder, outside the repository: nobody reviewing this config can read what runs\.$/ }],
    },
    {
      name: 'NODE_OPTIONS --loader of a URL',
      files: withEnv({ NODE_OPTIONS: '--experimental-loader https://cdn.example.com/l.mjs' }),
      errors: [{ line: 8, level: 'error', column: col('NODE_OPTIONS'), message: /is a URL or inline code/ }],
    },
    {
      name: 'NODE_OPTIONS -r of a package: a warning',
      files: withEnv({ NODE_OPTIONS: '-r dotenv/config' }),
      errors: [{ line: 8, column: col('NODE_OPTIONS'), level: 'warning', message: /loads? "dotenv\/config"/ }],
    },
    {
      name: 'LD_PRELOAD of an absolute library',
      files: withEnv({ LD_PRELOAD: '/usr/local/lib/libhook.so' }),
      errors: [{ line: 8, column: col('LD_PRELOAD'), level: 'error', message: /^server "srv" sets LD_PRELOAD, which makes the dynamic linker load "\/usr\/local\/lib\/libhook\.so".*is an absolute path, outside the repository/ }],
    },
    {
      name: 'DYLD_INSERT_LIBRARIES from the home folder',
      files: withEnv({ DYLD_INSERT_LIBRARIES: '~/lib/inject.dylib' }),
      errors: [{ line: 8, column: col('DYLD_INSERT_LIBRARIES'), level: 'error', message: /is the home folder, outside the repository/ }],
    },
    {
      name: 'PYTHONSTARTUP, PERL5OPT and BASH_ENV inside the project: warnings',
      files: withEnv({ PYTHONSTARTUP: 'tools/startup.py', PERL5OPT: '-Mlocal::lib', BASH_ENV: './env.sh' }),
      errors: [
        { line: 8, column: col('PYTHONSTARTUP'), level: 'warning', message: /sets PYTHONSTARTUP, which makes Python run "tools\/startup\.py"/ },
        { line: 8, level: 'warning', column: 62, message: /sets PERL5OPT, which makes Perl run with "-Mlocal::lib"/ },
        { line: 8, level: 'warning', column: 88, message: /sets BASH_ENV, which makes bash run "\.\/env\.sh"/ },
      ],
    },
    {
      name: 'ENV pointing above the project',
      files: withEnv({ ENV: '../shared/profile.sh' }),
      errors: [{ line: 8, column: col('ENV'), level: 'error', message: /is a path above the project/ }],
    },
    {
      name: 'docker run -e LD_PRELOAD=…',
      files: { '.mcp.json': claudeServer(['run', '-i', '--rm', '-e', 'LD_PRELOAD=/tmp/evil.so', 'mcp/fetch:1.0.0'], undefined, 'docker') },
      errors: [{ line: 10, column: 21, endColumn: 33, level: 'error', message: /^server "srv" passes docker run -e LD_PRELOAD, which makes the dynamic linker load "\/tmp\/evil\.so"/ }],
    },
    {
      name: 'an env wrapper in front of npx',
      files: { '.mcp.json': claudeServer(['NODE_OPTIONS=--require=./x.js', 'npx', '-y', 'pkg@1.0.0'], undefined, 'env') },
      errors: [{ line: 6, column: 23, level: 'warning', message: /^server "srv" sets NODE_OPTIONS, which makes Node\.js load "\.\/x\.js"/ }],
    },
    {
      name: 'an assignment inside bash -c in front of npx',
      files: { '.mcp.json': claudeServer(['-c', 'LD_PRELOAD=$HOME/x.so exec npx -y pkg@1.0.0'], undefined, 'bash') },
      errors: [{ line: 7, column: 21, level: 'error', message: /is the home folder/ }],
    },
    {
      name: 'env in front of a local server (no package runner)',
      files: { '.mcp.json': claudeServer(['LD_PRELOAD=/tmp/hook.so', 'node', 'server.js'], undefined, 'env') },
      errors: [{ line: 6, column: 21, level: 'error', message: /^server "srv" sets LD_PRELOAD, which makes the dynamic linker load "\/tmp\/hook\.so"/ }],
    },
    {
      name: 'an assignment in a whole command line',
      files: { '.mcp.json': claudeServer([], undefined, 'NODE_OPTIONS=--require=./trace.js node server.js') },
      errors: [{ line: 4, column: 32, level: 'warning', message: /sets NODE_OPTIONS, which makes Node\.js load "\.\/trace\.js"/ }],
    },
    {
      name: 'Codex env table',
      files: { '.codex/config.toml': '[mcp_servers.srv]\ncommand = "node"\nargs = ["s.js"]\nenv = { NODE_OPTIONS = "--import /var/tmp/a.mjs" }\n' },
      errors: [{ line: 4, column: 25, level: 'error', message: /is a temp folder/ }],
    },
  ],
});

describe('env-code-injection helpers', () => {
  it('reads what NODE_OPTIONS loads', () => {
    expect(loadedCode('NODE_OPTIONS', '--require a.js --import=b.mjs --loader "c.mjs" --inspect')).toEqual(['a.js', 'b.mjs', 'c.mjs']);
    expect(loadedCode('NODE_OPTIONS', '--max-old-space-size=1')).toEqual([]);
    expect(loadedCode('LD_PRELOAD', 'a.so:b.so c.so')).toEqual(['a.so', 'b.so', 'c.so']);
  });
  it('tells project paths from outside ones', () => {
    for (const inside of ['./a.js', 'a/b.js', '${workspaceFolder}/a.js', '${CLAUDE_PROJECT_DIR}/hook.js', 'dotenv/config']) expect(outsideRepository(inside), inside).toBeUndefined();
    for (const out of ['/opt/a.so', 'C:\\hooks\\a.js', '~/a.js', '$HOME/a.js', '${env:USERPROFILE}/a.js', '%TEMP%\\a.js', '/tmp/a', '../a.js', 'data:text/javascript,1']) expect(outsideRepository(out), out).toBeDefined();
  });
});
