import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claudeCode } from '../src/hosts/claude-code.js';
import { codex } from '../src/hosts/codex.js';
import { analyzeLaunch, analyzeLaunches } from '../src/analysis/launch.js';
import type { Launch } from '../src/analysis/launch-types.js';
import { parseImageSpec, parseNpmSpec, parsePypiSpec } from '../src/analysis/package-spec.js';
import { programName, simpleCommands, strToken, tokenize, tokenSpan } from '../src/analysis/shell.js';
import { makeSource } from '../src/model/source.js';
import type { ConfigFile, Span } from '../src/model/types.js';

function jsonFile(command: string, args: string[]): ConfigFile {
  const text = JSON.stringify({ mcpServers: { s: { command, args } } }, null, 2);
  const file = claudeCode.parse(makeSource('/tmp/x/.mcp.json', '.mcp.json', text));
  expect(file.problems).toEqual([]);
  return file;
}

const slice = (file: ConfigFile, span: Span) => file.source.text.slice(span.start, span.end);

interface Expected {
  runner?: Launch['runner'];
  name?: string;
  spec?: string;
  kind?: string;
  pinned?: boolean;
  /** the package token as it reads in the source */
  token?: string;
  /** the spec as it reads in the source */
  specText?: string;
  bin?: string;
  args?: string[];
  wrappers?: string[];
  fetches?: boolean;
  /** the variables the command line sets, as [name, value] */
  env?: [string, string | undefined][];
}

const launches: [string, string, string[], Expected | undefined][] = [
  // npx specs
  ['npx bare', 'npx', ['-y', '@modelcontextprotocol/server-memory'], { runner: 'npx', name: '@modelcontextprotocol/server-memory', spec: '', kind: 'none', pinned: false, token: '@modelcontextprotocol/server-memory', specText: '' }],
  ['npx without -y', 'npx', ['some-pkg'], { name: 'some-pkg', kind: 'none', pinned: false, token: 'some-pkg' }],
  ['npx @latest', 'npx', ['-y', '@angular/cli@latest', 'mcp'], { name: '@angular/cli', spec: 'latest', kind: 'tag', pinned: false, token: '@angular/cli@latest', specText: 'latest', args: ['mcp'] }],
  ['npx @next', 'npx', ['pkg@next'], { name: 'pkg', spec: 'next', kind: 'tag', pinned: false }],
  ['npx ^range', 'npx', ['-y', 'pkg@^1.2.0'], { spec: '^1.2.0', kind: 'range', pinned: false, specText: '^1.2.0' }],
  ['npx major only', 'npx', ['pkg@1'], { spec: '1', kind: 'range', pinned: false }],
  ['npx *', 'npx', ['pkg@*'], { kind: 'range', pinned: false }],
  ['npx pinned', 'npx', ['-y', 'pkg@1.2.3', '--port', '3000'], { spec: '1.2.3', kind: 'exact', pinned: true, args: ['--port', '3000'] }],
  ['npx =pinned', 'npx', ['pkg@=1.2.3'], { kind: 'exact', pinned: true }],
  ['npx prerelease pinned', 'npx', ['pkg@2.0.0-beta.3'], { kind: 'exact', pinned: true }],
  ['npx scoped pinned', 'npx', ['-y', '@scope/pkg@1.2.3'], { name: '@scope/pkg', spec: '1.2.3', kind: 'exact', pinned: true, specText: '1.2.3' }],
  ['npx npm: alias', 'npx', ['-y', 'srv@npm:@scope/real@^2'], { name: '@scope/real', spec: '^2', kind: 'range', pinned: false, specText: '^2' }],
  ['npx npm: alias pinned', 'npx', ['srv@npm:real@2.0.1'], { name: 'real', kind: 'exact', pinned: true }],
  ['npx github:', 'npx', ['github:user/repo'], { kind: 'git', pinned: false, token: 'github:user/repo' }],
  ['npx github: at commit', 'npx', ['github:user/repo#0123456789abcdef0123456789abcdef01234567'], { kind: 'git-ref', pinned: true }],
  ['npx github shorthand at branch', 'npx', ['user/repo#main'], { kind: 'git', pinned: false, spec: 'main' }],
  ['npx git+https', 'npx', ['git+https://github.com/user/repo.git'], { kind: 'git', pinned: false }],
  ['npx git tag', 'npx', ['git+https://github.com/user/repo.git#v1.4.0'], { kind: 'git-ref', pinned: true, spec: 'v1.4.0' }],
  ['npx tarball URL', 'npx', ['-y', 'https://example.com/pkg.tgz'], { kind: 'url', pinned: false, token: 'https://example.com/pkg.tgz' }],
  ['npx registry tarball', 'npx', ['https://registry.npmjs.org/pkg/-/pkg-1.2.3.tgz'], { kind: 'url-pinned', pinned: true }],
  ['npx local path', 'npx', ['./packages/server'], { kind: 'local', pinned: true }],
  ['npx variable version', 'npx', ['pkg@${PKG_VERSION}'], { kind: 'dynamic', pinned: true }],
  // runner options before the package
  ['npx --no-install -y', 'npx', ['--no-install', '-y', 'pkg'], { name: 'pkg', kind: 'none', fetches: true }],
  ['npx --no-install', 'npx', ['--no-install', 'pkg'], { name: 'pkg', fetches: false }],
  ['npx --registry url', 'npx', ['--registry', 'https://npm.example.com', '-y', 'pkg@latest'], { name: 'pkg', spec: 'latest', token: 'pkg@latest' }],
  ['npx --registry=url', 'npx', ['--registry=https://npm.example.com', 'pkg'], { name: 'pkg' }],
  ['npx --@scope:registry url', 'npx', ['--@acme:registry', 'https://npm.acme.example.com', '-y', '@acme/x'], { name: '@acme/x', spec: '' }],
  ['npx --prefer-offline --yes', 'npx', ['--prefer-offline', '--yes', 'pkg@latest'], { name: 'pkg' }],
  ['npx -p pkg bin', 'npx', ['-y', '-p', '@scope/server-x@latest', 'server-x', '--stdio'], { name: '@scope/server-x', spec: 'latest', token: '@scope/server-x@latest', bin: 'server-x', args: ['--stdio'] }],
  ['npx --package=pkg bin', 'npx', ['--package=@scope/server-x', 'server-x'], { name: '@scope/server-x', token: '@scope/server-x', bin: 'server-x' }],
  ['npx -y -- pkg', 'npx', ['-y', '--', 'pkg@latest', '--flag'], { name: 'pkg', args: ['--flag'] }],
  ['npx flags after the package belong to the server', 'npx', ['pkg', '-y', '--registry', 'x'], { name: 'pkg', args: ['-y', '--registry', 'x'] }],
  ['npx -c without -p', 'npx', ['-c', 'eslint .'], undefined],
  // other npm runners
  ['npm exec --', 'npm', ['exec', '--yes', '--', 'pkg@latest', '--flag'], { runner: 'npm exec', name: 'pkg', args: ['--flag'] }],
  ['npm x', 'npm', ['x', 'pkg@1.0.0'], { runner: 'npm exec', pinned: true }],
  ['npm run is not a launch', 'npm', ['run', 'start'], undefined],
  ['bunx', 'bunx', ['--bun', 'pkg@latest'], { runner: 'bunx', name: 'pkg', pinned: false }],
  ['bun x', 'bun', ['x', 'pkg'], { runner: 'bunx', name: 'pkg' }],
  ['pnpm dlx', 'pnpm', ['dlx', 'pkg@^3'], { runner: 'pnpm dlx', kind: 'range' }],
  ['pnpm --silent dlx --package', 'pnpm', ['--silent', 'dlx', '--package', 'pkg@2.0.0', 'pkg-bin'], { runner: 'pnpm dlx', kind: 'exact', bin: 'pkg-bin' }],
  ['pnpx', 'pnpx', ['pkg'], { runner: 'pnpm dlx', name: 'pkg' }],
  ['yarn dlx', 'yarn', ['dlx', '-q', 'pkg@latest'], { runner: 'yarn dlx', name: 'pkg', spec: 'latest' }],
  // absolute paths and shims
  ['/usr/local/bin/npx', '/usr/local/bin/npx', ['-y', 'pkg'], { runner: 'npx', name: 'pkg' }],
  ['npx.cmd in Program Files', 'C:\\Program Files\\nodejs\\npx.cmd', ['-y', 'pkg@latest'], { runner: 'npx', name: 'pkg' }],
  ['volta shim', '~/.volta/bin/npx', ['pkg'], { runner: 'npx' }],
  ['NPX.EXE', 'NPX.EXE', ['pkg'], { runner: 'npx' }],
  ['absolute uvx', '/Users/me/.local/bin/uvx', ['mcp-server-fetch'], { runner: 'uvx', name: 'mcp-server-fetch' }],
  // wrappers
  ['cmd /c npx', 'cmd', ['/c', 'npx', '-y', '@scope/pkg'], { runner: 'npx', name: '@scope/pkg', token: '@scope/pkg', wrappers: ['cmd /c'] }],
  ['cmd.exe /C npx', 'cmd.exe', ['/C', 'npx', 'pkg@latest'], { runner: 'npx', wrappers: ['cmd /c'] }],
  ['cmd /s /c "npx …" in one string', 'cmd', ['/s', '/c', 'npx -y pkg@latest --flag'], { name: 'pkg', token: 'pkg@latest', args: ['--flag'], wrappers: ['cmd /c'] }],
  ['cmd /c with a quoted program path', 'cmd', ['/c', '"C:\\Program Files\\nodejs\\npx.cmd" -y pkg@latest'], { runner: 'npx', token: 'pkg@latest' }],
  ['bash -lc "exec npx …"', 'bash', ['-lc', 'exec npx -y @scope/pkg@latest --flag'], { runner: 'npx', name: '@scope/pkg', token: '@scope/pkg@latest', specText: 'latest', args: ['--flag'], wrappers: ['bash -c', 'exec'] }],
  ['sh -c with cd && npx', 'sh', ['-c', 'cd /srv && npx -y pkg 2>/dev/null'], { name: 'pkg', token: 'pkg', args: [] }],
  ['zsh -c with quotes inside', 'zsh', ['-c', "npx -y 'pkg@latest' \"--name=a b\""], { token: "'pkg@latest'", args: ['--name=a b'] }],
  ['bash -c with escaped quotes', 'bash', ['-c', 'source ~/.nvm/nvm.sh; npx -y "@scope/pkg@^1" --x'], { name: '@scope/pkg', spec: '^1', token: '\\"@scope/pkg@^1\\"', specText: '^1' }],
  ['bash -l -c', '/bin/bash', ['-l', '-c', 'npx pkg'], { name: 'pkg' }],
  ['bash script file is not a launch', 'bash', ['./start.sh'], undefined],
  ['env FOO=1 npx', 'env', ['FOO=1', 'npx', '-y', 'pkg'], { runner: 'npx', wrappers: ['env'] }],
  ['/usr/bin/env -S', '/usr/bin/env', ['-S', 'npx -y pkg@latest'], { token: 'pkg@latest' }],
  ['wsl.exe bash -c', 'wsl.exe', ['-d', 'Ubuntu', 'bash', '-c', 'npx -y pkg@latest'], { token: 'pkg@latest', wrappers: ['wsl', 'bash -c'] }],
  ['wsl --exec npx', 'wsl', ['--exec', 'npx', 'pkg'], { name: 'pkg' }],
  ['powershell -Command', 'powershell', ['-NoProfile', '-ExecutionPolicy', 'Bypass', '-Command', 'npx -y pkg@latest'], { token: 'pkg@latest' }],
  ['command with spaces', 'npx -y pkg@latest', [], { name: 'pkg', token: 'pkg@latest' }],
  // a command line that sets variables first, as a shell reads a hook's `"command": "FOO=1 npx …"`
  ['assignment before a command line', 'DEPLOY_KEY=x npx -y pkg', [], { runner: 'npx', name: 'pkg', token: 'pkg', env: [['DEPLOY_KEY', 'x']], wrappers: [] }],
  ['several assignments', 'A=1 B_2=two npx -y pkg@latest --flag', [], { name: 'pkg', token: 'pkg@latest', specText: 'latest', args: ['--flag'], env: [['A', '1'], ['B_2', 'two']] }],
  ['a double-quoted value with a space', 'FOO="a b" npx x', [], { name: 'x', token: 'x', env: [['FOO', 'a b']] }],
  ['a single-quoted value', "FOO='a b' uvx mcp-server-fetch==2025.1.17", [], { runner: 'uvx', name: 'mcp-server-fetch', specText: '==2025.1.17', pinned: true, env: [['FOO', 'a b']] }],
  ['an empty value', 'FOO= npx pkg@next', [], { name: 'pkg', spec: 'next', env: [['FOO', '']] }],
  ['assignment then args', 'FOO=1 npx', ['-y', 'pkg@latest'], { name: 'pkg', token: 'pkg@latest', env: [['FOO', '1']] }],
  ['assignment then a wrapper', 'FOO=1 bash -c "npx -y pkg@latest"', [], { token: 'pkg@latest', wrappers: ['bash -c'], env: [['FOO', '1']] }],
  ['env with an assignment in one string', 'env FOO=1 npx -y pkg', [], { runner: 'npx', token: 'pkg', wrappers: ['env'], env: [['FOO', '1']] }],
  ['assignment after a separator', 'cd /srv && FOO=1 npx -y pkg', [], { token: 'pkg', env: [['FOO', '1']] }],
  ['an assignment as the command, the runner in args', 'FOO=1', ['npx', 'pkg'], { name: 'pkg', env: [['FOO', '1']] }],
  ['a bare assignment is not a launch', 'FOO=1', [], undefined],
  ['a bare assignment with a quoted space is not a launch', 'FOO="npx -y pkg"', [], undefined],
  ['several bare assignments are not a launch', 'A=1 B=npx', [], undefined],
  ['assignment then a local program is not a launch', 'FOO=1 node server.js', [], undefined],
  ['an assignment-like word after the program is an argument', 'node A=1 npx pkg', [], undefined],
  // uvx / uv / pipx
  ['uvx bare', 'uvx', ['mcp-server-fetch'], { runner: 'uvx', name: 'mcp-server-fetch', spec: '', kind: 'none', pinned: false }],
  ['uvx @latest', 'uvx', ['awslabs.aws-api-mcp-server@latest'], { name: 'awslabs.aws-api-mcp-server', spec: 'latest', kind: 'tag', pinned: false, specText: 'latest' }],
  ['uvx ==pinned', 'uvx', ['mcp-server-fetch==2025.1.17'], { spec: '==2025.1.17', kind: 'exact', pinned: true, specText: '==2025.1.17' }],
  ['uvx @pinned', 'uvx', ['mcp-server-fetch@1.2.3'], { spec: '1.2.3', kind: 'exact', pinned: true }],
  ['uvx >=range', 'uvx', ['pkg>=1'], { spec: '>=1', kind: 'range', pinned: false }],
  ['uvx ==wildcard', 'uvx', ['pkg==1.*'], { kind: 'range', pinned: false }],
  ['uvx extras', 'uvx', ['pkg[cli]==1.0'], { name: 'pkg', kind: 'exact' }],
  ['uvx --from git', 'uvx', ['--from', 'git+https://github.com/x/y', 'y-server'], { name: 'git+https://github.com/x/y', kind: 'git', pinned: false, token: 'git+https://github.com/x/y', bin: 'y-server' }],
  ['uvx --from git@tag', 'uvx', ['--from', 'git+https://github.com/x/y@v1.2.0', 'y-server'], { name: 'git+https://github.com/x/y', spec: 'v1.2.0', kind: 'git-ref', pinned: true, specText: 'v1.2.0' }],
  ['uvx --from git@main', 'uvx', ['--from', 'git+https://github.com/x/y@main', 'y'], { kind: 'git', pinned: false }],
  ['uvx --from ssh git with user', 'uvx', ['--from', 'git+ssh://git@github.com/x/y', 'y'], { kind: 'git', pinned: false }],
  ['uvx --from pinned pkg', 'uvx', ['--from', 'pkg==1.0.0', 'pkg-cmd', '--x'], { kind: 'exact', bin: 'pkg-cmd', args: ['--x'] }],
  ['uvx --python --with', 'uvx', ['--python', '3.12', '--with', 'extra', 'pkg@latest'], { name: 'pkg', spec: 'latest' }],
  ['uvx PEP 508 direct ref', 'uvx', ['--from', 'pkg @ git+https://github.com/x/y@abc1234', 'pkg'], { name: 'pkg', kind: 'git-ref', pinned: true }],
  ['uvx local path', 'uvx', ['--from', '.', 'server'], { kind: 'local', pinned: true }],
  ['uv tool run', 'uv', ['tool', 'run', 'pkg'], { runner: 'uv tool run', name: 'pkg' }],
  ['uv run is not a package launch', 'uv', ['--directory', '/srv/app', 'run', 'server.py'], undefined],
  ['pipx run', 'pipx', ['run', 'pkg'], { runner: 'pipx run', name: 'pkg', kind: 'none' }],
  ['pipx run --spec', 'pipx', ['run', '--spec', 'pkg==1.0', 'pkg-cmd'], { runner: 'pipx run', kind: 'exact', bin: 'pkg-cmd' }],
  // docker
  ['docker run untagged', 'docker', ['run', '-i', '--rm', '-e', 'GITHUB_TOKEN', 'ghcr.io/github/github-mcp-server'], { runner: 'docker run', name: 'ghcr.io/github/github-mcp-server', spec: '', kind: 'none', pinned: false, token: 'ghcr.io/github/github-mcp-server' }],
  ['docker run :latest', 'docker', ['run', '-it', '--rm', '-v', 'a:b', '--name', 'n', 'mcp/fetch:latest', '--x'], { name: 'mcp/fetch', spec: 'latest', kind: 'tag', pinned: false, token: 'mcp/fetch:latest', specText: 'latest', args: ['--x'] }],
  ['docker run :1.2.3', 'docker', ['run', '-i', 'mcp/fetch:1.2.3'], { spec: '1.2.3', kind: 'exact', pinned: true }],
  ['docker run @sha256', 'docker', ['run', '-i', 'mcp/fetch@sha256:' + 'a'.repeat(64)], { kind: 'digest', pinned: true }],
  ['docker run registry port', 'docker', ['run', 'localhost:5000/img'], { name: 'localhost:5000/img', kind: 'none' }],
  ['docker container run', 'docker', ['container', 'run', '--env=A=1', 'img:main'], { kind: 'tag', pinned: false }],
  ['podman run', 'podman', ['run', '--rm', '-i', 'quay.io/x/y:v2'], { runner: 'podman run', kind: 'exact', pinned: true }],
  ['docker exec', 'docker', ['exec', '-i', 'container', 'node', 'server.js'], undefined],
  ['docker compose', 'docker', ['compose', 'run', 'svc'], undefined],
  ['docker start', 'docker', ['start', '-a', 'c'], undefined],
  // local
  ['node server.js', 'node', ['server.js'], undefined],
  ['python -m', 'python', ['-m', 'my_server'], undefined],
  ['./bin/server', './bin/server', ['--stdio'], undefined],
  ['uv --directory run', '/opt/homebrew/bin/uv', ['--directory', '/Users/me/srv', 'run', 'main.py'], undefined],
];

describe('analyzeLaunch', () => {
  for (const [name, command, args, want] of launches) {
    it(name, () => {
      const file = jsonFile(command, args);
      const launch = analyzeLaunch(file.servers[0]!);
      if (!want) {
        expect(launch).toBeUndefined();
        return;
      }
      expect(launch).toBeDefined();
      const got = launch!;
      const pkg = got.package;
      if (want.runner) expect(got.runner).toBe(want.runner);
      if (want.name !== undefined) expect(pkg.name).toBe(want.name);
      if (want.spec !== undefined) expect(pkg.spec).toBe(want.spec);
      if (want.kind) expect(pkg.kind).toBe(want.kind);
      if (want.pinned !== undefined) expect(pkg.pinned).toBe(want.pinned);
      if (want.token !== undefined) expect(slice(file, pkg.token.span)).toBe(want.token);
      if (want.specText !== undefined) expect(slice(file, pkg.specSpan)).toBe(want.specText);
      if (want.bin !== undefined) expect(got.bin?.value).toBe(want.bin);
      if (want.args) expect(got.args.map((a) => a.value)).toEqual(want.args);
      if (want.wrappers) expect(got.wrappers).toEqual(want.wrappers);
      if (want.fetches !== undefined) expect(got.fetches).toBe(want.fetches);
      if (want.env) {
        expect(got.env.map((e) => [e.name, e.value])).toEqual(want.env);
        // each value reads back from its span (JSON escapes aside, quotes around it outside)
        for (const e of got.env) if (e.value) expect(slice(file, e.valueSpan!).replace(/\\"/g, '"')).toContain(e.value);
      }
      // the token's value can always be read back from the source span of its characters
      expect(slice(file, tokenSpan(pkg.token)).replace(/\\"/g, '"')).toContain(pkg.token.value);
    });
  }
});

describe('docker details', () => {
  it('reads -e / --env / --env-file and the container args', () => {
    const file = jsonFile('docker', ['run', '-i', '--rm', '-e', 'GITHUB_TOKEN', '-e', 'GITHUB_READ_ONLY=1', '--env=MODE=x', '--env-file', '.env', 'ghcr.io/github/github-mcp-server:v1.0.0', 'stdio', '--toolsets', 'repos']);
    const launch = analyzeLaunch(file.servers[0]!)!;
    expect(launch.docker).toMatchObject({ repository: 'ghcr.io/github/github-mcp-server', tag: 'v1.0.0', digest: '' });
    expect(launch.docker!.env.map((e) => [e.name, e.value])).toEqual([['GITHUB_TOKEN', undefined], ['GITHUB_READ_ONLY', '1'], ['MODE', 'x']]);
    expect(slice(file, launch.docker!.env[1]!.valueSpan!)).toBe('1');
    expect(slice(file, launch.docker!.env[2]!.valueSpan!)).toBe('x');
    expect(launch.docker!.envFiles.map((t) => t.value)).toEqual(['.env']);
    expect(launch.args.map((a) => a.value)).toEqual(['stdio', '--toolsets', 'repos']);
    expect(launch.args[0]!.argIndex).toBe(11);
  });

  it('reads the digest and the tag together', () => {
    const digest = 'sha256:' + 'b'.repeat(64);
    const file = jsonFile('docker', ['run', 'img:1.0@' + digest]);
    const launch = analyzeLaunch(file.servers[0]!)!;
    expect(launch.docker).toMatchObject({ repository: 'img', tag: '1.0', digest });
    expect(launch.package.spec).toBe('1.0@' + digest);
  });
});

describe('tokens inside one string', () => {
  it('maps words back through JSON escapes', () => {
    const file = jsonFile('bash', ['-c', 'A=1 npx -y "@s/p@latest" \\\n --flag']);
    const launch = analyzeLaunch(file.servers[0]!)!;
    expect(launch.package.token.value).toBe('@s/p@latest');
    expect(slice(file, launch.package.token.span)).toBe('\\"@s/p@latest\\"');
    expect(slice(file, launch.package.specSpan)).toBe('latest');
    expect(launch.env.map((e) => [e.name, e.value])).toEqual([['A', '1']]);
    expect(launch.args.map((a) => a.value)).toEqual(['--flag']);
    expect(launch.package.token.whole).toBe(false);
    expect(launch.package.token.argIndex).toBe(1);
  });

  it('maps words in a Codex TOML literal string', () => {
    const text = "[mcp_servers.s]\ncommand = 'bash'\nargs = [\n  '-lc',\n  'exec npx -y pkg@next',\n]\n";
    const file = codex.parse(makeSource('/tmp/x/.codex/config.toml', '.codex/config.toml', text));
    const launch = analyzeLaunch(file.servers[0]!)!;
    expect(slice(file, launch.package.token.span)).toBe('pkg@next');
    expect(slice(file, launch.package.specSpan)).toBe('next');
  });

  it('finds every launch in a shell string', () => {
    const file = jsonFile('sh', ['-c', 'npx -y a@latest && uvx b; docker run c']);
    expect(analyzeLaunches(file.servers[0]!).map((l) => `${l.runner} ${l.package.name}`)).toEqual(['npx a', 'uvx b', 'docker run c']);
  });

  it('keeps substitutions and comments out of the words', () => {
    const file = jsonFile('bash', ['-c', 'npx -y pkg@$(cat v) "$(echo a b)" # npx other']);
    const launches = analyzeLaunches(file.servers[0]!);
    expect(launches).toHaveLength(1);
    expect(launches[0]!.package.kind).toBe('dynamic');
    expect(launches[0]!.args.map((a) => a.value)).toEqual(['$(echo a b)']);
  });

  it('tokenizes like a POSIX shell', () => {
    const str = { value: `a 'b c' "d \\" e" f\\ g h&&i|j >out 2>&1 k`, span: { start: 0, end: 0 }, path: [], quoteLength: 0 };
    const words = simpleCommands(tokenize(strToken(str))).map((cmd) => cmd.map((t) => t.value));
    expect(words).toEqual([['a', 'b c', 'd " e', 'f g', 'h'], ['i'], ['j', 'k']]);
  });

  it('tokenizes like cmd.exe', () => {
    const str = { value: '"C:\\Program Files\\x.cmd" a^&b "c d" & e', span: { start: 0, end: 0 }, path: [], quoteLength: 0 };
    const words = simpleCommands(tokenize(strToken(str), 'cmd')).map((cmd) => cmd.map((t) => t.value));
    expect(words).toEqual([['C:\\Program Files\\x.cmd', 'a&b', 'c d'], ['e']]);
  });
});

describe('spec parsers', () => {
  it('npm', () => {
    expect(parseNpmSpec('@scope/pkg')).toMatchObject({ name: '@scope/pkg', spec: '', kind: 'none' });
    expect(parseNpmSpec('pkg@latest')).toMatchObject({ name: 'pkg', spec: 'latest', kind: 'tag', specRange: [4, 10] });
    expect(parseNpmSpec('pkg@~1.2.3')).toMatchObject({ kind: 'range' });
    expect(parseNpmSpec('pkg@v1.2.3')).toMatchObject({ kind: 'exact' });
    expect(parseNpmSpec('a@npm:b@1')).toMatchObject({ alias: 'a', name: 'b', spec: '1', kind: 'range', specRange: [8, 9] });
    expect(parseNpmSpec('Not A Package')).toBeUndefined();
    expect(parseNpmSpec('--flag')).toBeUndefined();
  });
  it('PyPI', () => {
    expect(parsePypiSpec('pkg')).toMatchObject({ name: 'pkg', spec: '', kind: 'none', specRange: [3, 3] });
    expect(parsePypiSpec('pkg ~= 1.2')).toMatchObject({ spec: '~= 1.2', kind: 'range' });
    expect(parsePypiSpec('pkg===1.0')).toMatchObject({ kind: 'exact' });
    expect(parsePypiSpec('pkg>=1,<2')).toMatchObject({ kind: 'range' });
    expect(parsePypiSpec('pkg[a,b]@latest')).toMatchObject({ name: 'pkg', extras: '[a,b]', spec: 'latest', kind: 'tag' });
    expect(parsePypiSpec('https://example.com/p-1.0.tar.gz')).toMatchObject({ kind: 'url' });
    expect(parsePypiSpec('https://example.com/p-1.0.tar.gz#sha256=abc')).toMatchObject({ kind: 'url-pinned' });
  });
  it('docker', () => {
    expect(parseImageSpec('alpine')).toMatchObject({ name: 'alpine', kind: 'none' });
    expect(parseImageSpec('alpine:3.20')).toMatchObject({ spec: '3.20', kind: 'exact', specRange: [7, 11] });
    expect(parseImageSpec('ghcr.io/x/y:nightly')).toMatchObject({ kind: 'tag' });
  });
  it('program names', () => {
    expect(programName('C:\\Program Files\\nodejs\\npx.cmd')).toBe('npx');
    expect(programName('/usr/bin/env')).toBe('env');
    expect(programName('wsl.exe')).toBe('wsl');
  });
});

describe('robustness', () => {
  it('never throws, and every span stays inside its string', () => {
    const word = fc.oneof(
      fc.constantFrom('npx', 'uvx', 'docker', 'run', 'exec', '-y', '-p', '--from', '-e', 'bash', '-lc', 'cmd', '/c', 'sh', '-c', 'wsl', 'env', 'A=1', '&&', ';', '"', "'", '\\', '$(', ')', '`', 'pkg@latest', '@s/p@^1', 'git+https://h/x/y@', 'img:latest', '--', 'npm', 'x', 'pnpm', 'dlx', 'powershell', '-Command', '^', '\n'),
      fc.string({ maxLength: 12 }),
    );
    const line = fc.array(word, { maxLength: 10 }).map((ws) => ws.join(' '));
    const commands = fc.constantFrom('npx', 'bash', 'cmd', 'sh', 'docker', 'uvx', 'wsl', 'env', 'npx -y a');
    fc.assert(fc.property(commands, fc.array(fc.oneof(word, line), { maxLength: 8 }), (command, args) => {
      const file = jsonFile(command, args);
      for (const launch of analyzeLaunches(file.servers[0]!)) {
        const pkg = launch.package;
        for (const token of [pkg.token, launch.command, ...launch.args, ...launch.runnerOptions]) {
          expect(token.span.start).toBeGreaterThanOrEqual(token.str.span.start);
          expect(token.span.end).toBeLessThanOrEqual(token.str.span.end);
          expect(token.span.start).toBeLessThanOrEqual(token.span.end);
        }
        expect(pkg.specSpan.start).toBeGreaterThanOrEqual(pkg.token.span.start);
        expect(pkg.specSpan.end).toBeLessThanOrEqual(pkg.token.span.end);
      }
    }), { numRuns: 400 });
  });
});
