/**
 * `.npmrc` for `--fix`: which registry, and which credentials, a pin is looked up with. The pure part (npm's naming
 * and `${NAME}` rules, layering) as tables; then `main()` in-process against three local registries on 127.0.0.1
 * (a default one, a scope's private one that wants a bearer token, a scope's one named only in the user's .npmrc).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { connectionOptions, credentialSettings, envLayer, npmSettings, registryFor, replaceEnv } from '../src/fix/npmrc.js';
import { registryClient } from '../src/fix/registry-client.js';
import { testRegistries } from './helpers/registry.js';
import { tempTrees } from './rule-tester.js';

const registryWith = testRegistries();
const tree = tempTrees();
const parseIni = (text: string) => registryClient().ini.parse(text);

describe('npm rules for settings', () => {
  it.each([
    ['${A}', { A: 'x' }, 'x'],
    ['pre-${A}-post', { A: 'x' }, 'pre-x-post'],
    ['${UNSET}', {}, '${UNSET}'],
    ['${UNSET?}', {}, ''],
    ['${A?}', { A: 'x' }, 'x'],
    ['\\${A}', { A: 'x' }, '${A}'],
    ['\\\\${A}', { A: 'x' }, '\\x'],
    ['${A}${B}', { A: '1', B: '2' }, '12'],
  ])('replaceEnv(%j)', (text, env, want) => {
    expect(replaceEnv(text, env)).toBe(want);
  });

  it('names npm_config_* variables as npm does', () => {
    expect(envLayer({
      npm_config_registry: 'http://a/', NPM_CONFIG_STRICT_SSL: 'false', npm_config__auth: 'x', 'npm_config_//h/:_authToken': 't',
      npm_config_https_proxy: 'http://p:1', npm_config_empty: '', PATH: '/bin',
    })).toEqual({ registry: 'http://a/', 'strict-ssl': false, '//h/:_authToken': 't', 'https-proxy': 'http://p:1' });
  });

  it('layers user < project (nearest) < environment < --registry, and stops at the repository root', () => {
    const dir = tree({
      'home/.npmrc': 'registry=http://user/\n@u:registry=http://u/\n',
      'outside/.npmrc': 'registry=http://outside-the-repo/\n',
      'outside/repo/.git/HEAD': 'ref: refs/heads/main\n',
      'outside/repo/.npmrc': 'registry=http://project/\n@p:registry=http://p/\n',
      'outside/repo/packages/x/.npmrc': '@p:registry=http://nearest/\n',
      'outside/repo/packages/x/.mcp.json': '{}',
      'outside/repo/packages/y/.mcp.json': '{}',
      'outside/bare/.mcp.json': '{}',
    });
    const settings = (sub: string, env: NodeJS.ProcessEnv = {}, cliRegistry?: string) =>
      npmSettings(join(dir, sub), { env, home: join(dir, 'home'), parseIni, ...(cliRegistry ? { cliRegistry } : {}) });
    const x = settings('outside/repo/packages/x');
    expect([registryFor('a', x), registryFor('@p/a', x), registryFor('@u/a', x)]).toEqual(['http://user/', 'http://nearest/', 'http://u/']);
    const y = settings('outside/repo/packages/y');
    expect([registryFor('a', y), registryFor('@p/a', y)]).toEqual(['http://project/', 'http://p/']);
    expect(registryFor('a', settings('outside/bare'))).toBe('http://outside-the-repo/');
    expect(registryFor('a', settings('outside/repo/packages/y', { npm_config_registry: 'http://env' }))).toBe('http://env/');
    expect(registryFor('a', settings('outside/repo/packages/y', { npm_config_registry: 'http://env/' }, 'http://cli/'))).toBe('http://cli/');
    // --registry is npm's --registry: a scope's own registry still wins for that scope
    expect(registryFor('@p/a', settings('outside/repo/packages/y', {}, 'http://cli/'))).toBe('http://p/');
    const other = settings('outside/repo/packages/y', { npm_config_userconfig: join(dir, 'outside/.npmrc') });
    // the home folder's @u:registry is not read once userconfig names another file
    expect(registryFor('@u/a', other)).toBe('http://project/');
  });

  it('keeps credentials only under a registry, and reads TLS and proxy settings', () => {
    const dir = tree({
      'home/.npmrc': [
        '_authToken=bare-token-npm-refuses', '_auth=bare', '//r.example/:_authToken=${TOKEN}', '//r.example/path/:_auth=YTpi',
        '//b.example/:username=me', '//b.example/:_password=cA==', 'strict-ssl=false', 'always-auth=true',
        `cafile=${'${HOME}'}/ca.pem`, 'https-proxy=http://proxy.example:3128', 'noproxy[]=localhost', 'noproxy[]=.internal',
      ].join('\n'),
      'home/ca.pem': '-----BEGIN CERTIFICATE-----\nAAA\n-----END CERTIFICATE-----\n-----BEGIN CERTIFICATE-----\nBBB\n-----END CERTIFICATE-----\n',
    });
    const home = join(dir, 'home');
    const settings = npmSettings(dir, { env: { TOKEN: 'tok', HOME: home }, home, parseIni });
    expect(credentialSettings(settings)).toEqual({
      '//r.example/:_authToken': 'tok', '//r.example/path/:_auth': 'YTpi', '//b.example/:username': 'me', '//b.example/:_password': 'cA==',
    });
    expect(settings._authToken).toBeUndefined();
    expect(connectionOptions('https://r.example/', settings, {})).toEqual({
      strictSSL: false,
      ca: ['-----BEGIN CERTIFICATE-----\nAAA\n-----END CERTIFICATE-----', '-----BEGIN CERTIFICATE-----\nBBB\n-----END CERTIFICATE-----'],
      proxy: 'http://proxy.example:3128',
      noProxy: 'localhost,.internal',
    });
    // no proxy in any .npmrc: the usual environment variables, as npm's agent reads them
    expect(connectionOptions('http://h/', {}, { HTTP_PROXY: 'http://p:8080', NO_PROXY: 'h' })).toEqual({ strictSSL: true, proxy: 'http://p:8080', noProxy: 'h' });
    expect(connectionOptions('https://h/', {}, { HTTP_PROXY: 'http://p:8080' })).toEqual({ strictSSL: true });
  });
});

const config = (specs: string[]) => `${JSON.stringify({ mcpServers: Object.fromEntries(specs.map((s, i) => [`s${i}`, { command: 'npx', args: ['-y', s] }])) }, null, 2)}\n`;

async function fix(cwd: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  let stdout = '';
  let stderr = '';
  const code = await main(['--fix', '--rule', 'unpinned-package', ...args, 'repo'], {
    cwd, env, stdoutIsTty: false,
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  });
  return { code, stdout, stderr };
}

describe('--fix against local registries chosen by .npmrc', () => {
  const TOKEN = 'npm_privateToken0123456789abcdefABCDEF';

  it('asks each package\'s registry, sends the token only to the registry it is for, and prints no token', async () => {
    const main = await registryWith();
    const scoped = await registryWith({ authorization: `Bearer ${TOKEN}` });
    const userScoped = await registryWith();
    const specs = ['mcp-remote@latest', '@upstash/context7-mcp@^1.0.0', '@modelcontextprotocol/server-filesystem'];
    const dir = tree({
      'home/.npmrc': `@modelcontextprotocol:registry=${userScoped.url}/\n`,
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/.npmrc': `registry=${main.url}/\n@upstash:registry=${scoped.url}/\n//127.0.0.1:${new URL(scoped.url).port}/:_authToken=\${PRIVATE_TOKEN}\n`,
      'repo/.mcp.json': config(specs),
    });
    const run = await fix(dir, { HOME: join(dir, 'home'), PRIVATE_TOKEN: TOKEN });
    expect(run.stderr).toBe('fixed 3 problems in repo/.mcp.json\n');
    expect(readFileSync(join(dir, 'repo/.mcp.json'), 'utf8')).toBe(config(['mcp-remote@0.1.9', '@upstash/context7-mcp@1.0.14', '@modelcontextprotocol/server-filesystem@2025.7.1']));
    expect([main.requests, scoped.requests, userScoped.requests]).toEqual([['mcp-remote'], ['@upstash/context7-mcp'], ['@modelcontextprotocol/server-filesystem']]);
    expect([main.authorizations, scoped.authorizations, userScoped.authorizations]).toEqual([[undefined], [`Bearer ${TOKEN}`], [undefined]]);
  });

  it('a wrong token: 401, the pin left as a suggestion, and the token in no output', async () => {
    const scoped = await registryWith({ authorization: `Bearer ${TOKEN}` });
    const wrong = 'npm_wrongToken9876543210zyxwvuZYXWVU';
    const dir = tree({
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/.npmrc': `@upstash:registry=${scoped.url}/\n//127.0.0.1:${new URL(scoped.url).port}/:_authToken=${wrong}\n`,
      'repo/.mcp.json': config(['@upstash/context7-mcp@latest']),
    });
    const run = await fix(dir, { HOME: join(dir, 'home') }, ['--format', 'json']);
    expect(run.stderr).toBe('repo/.mcp.json:7:10: not fixed: could not resolve a version for @upstash/context7-mcp (registry answered 401); left as a suggestion\n');
    expect(scoped.authorizations).toEqual([`Bearer ${wrong}`]);
    expect(`${run.stdout}${run.stderr}`).not.toContain(wrong);
    expect(run.code).toBe(1);
  });

  it('goes through the proxy .npmrc names, unless noproxy lists the host', async () => {
    const proxy = await registryWith();
    const closed = await registryWith();
    const registryUrl = `${closed.url}/`;
    await closed.close();
    const dir = tree({
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/.npmrc': `registry=${registryUrl}\nproxy=${proxy.url}/\n`,
      'repo/.mcp.json': config(['mcp-remote']),
    });
    const env = { HOME: join(dir, 'home') };
    const dry = (extra: NodeJS.ProcessEnv) => {
      let stderr = '';
      return main(['--fix-dry-run', '--rule', 'unpinned-package', 'repo'], { cwd: dir, env: { ...env, ...extra }, stdoutIsTty: false, stdout: () => {}, stderr: (t) => { stderr += t; } })
        .then(() => stderr);
    };
    expect(await dry({})).toBe('would fix 1 problem in repo/.mcp.json\n');
    expect(proxy.targets).toEqual([`${registryUrl}mcp-remote`]);
    expect(await dry({ npm_config_noproxy: '127.0.0.1' })).toContain('could not reach the registry (ECONNREFUSED)');
    expect(proxy.targets).toHaveLength(1);
  });

    it('HTTPS with a private CA: refused without it, pinned with cafile, or with strict-ssl=false', async () => {
    const certs = tree({});
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', 'key.pem', '-out', 'cert.pem'], { cwd: certs, stdio: 'ignore' });
    const tls = { key: readFileSync(join(certs, 'key.pem'), 'utf8'), cert: readFileSync(join(certs, 'cert.pem'), 'utf8') };
    const secure = await registryWith({ tls });
    const attempt = async (npmrc: string) => {
      const dir = tree({ 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/.npmrc': `registry=${secure.url}/\n${npmrc}`, 'repo/.mcp.json': config(['mcp-remote']) });
      return (await fix(dir, { HOME: join(dir, 'home') })).stderr;
    };
    expect(await attempt('')).toContain('could not resolve a version for mcp-remote (the registry\'s TLS certificate is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT; .npmrc\'s cafile or ca names the authority to trust))');
    expect(await attempt(`cafile=${join(certs, 'cert.pem')}\n`)).toBe('fixed 1 problem in repo/.mcp.json\n');
    expect(await attempt('strict-ssl=false\n')).toBe('fixed 1 problem in repo/.mcp.json\n');
    expect(secure.requests).toEqual(['mcp-remote', 'mcp-remote']);
  });

    it('npm_config_registry and --registry win over the project .npmrc; basic auth from username and _password', async () => {
    const project = await registryWith();
    const fromEnv = await registryWith({ authorization: `Basic ${Buffer.from('me:secret').toString('base64')}` });
    const fromFlag = await registryWith();
    const dir = tree({
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/.npmrc': `registry=${project.url}/\n//127.0.0.1:${new URL(fromEnv.url).port}/:username=me\n//127.0.0.1:${new URL(fromEnv.url).port}/:_password=${Buffer.from('secret').toString('base64')}\n`,
      'repo/.mcp.json': config(['mcp-remote']),
    });
    mkdirSync(join(dir, 'home'));
    writeFileSync(join(dir, 'home/.npmrc'), '');
    const env = { HOME: join(dir, 'home'), npm_config_registry: `${fromEnv.url}/` };
    const dry = await main(['--fix-dry-run', '--rule', 'unpinned-package', 'repo'], { cwd: dir, env, stdoutIsTty: false, stdout: () => {}, stderr: () => {} });
    expect(dry).toBe(1); // a dry run leaves the finding
    expect([project.requests, fromEnv.requests, fromEnv.authorizations]).toEqual([[], ['mcp-remote'], [`Basic ${Buffer.from('me:secret').toString('base64')}`]]);
    const run = await fix(dir, env, ['--registry', fromFlag.url]);
    expect(run.stderr).toBe('fixed 1 problem in repo/.mcp.json\n');
    expect([project.requests, fromEnv.requests, fromFlag.requests]).toEqual([[], ['mcp-remote'], ['mcp-remote']]);
  });
});
