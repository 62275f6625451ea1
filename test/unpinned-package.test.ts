import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unpinnedPackage, VERSION_PLACEHOLDER } from '../rules/unpinned-package.js';
import type { Edit, Finding } from '../src/types.js';
import { scanTree, testRule } from './rule-tester.js';

const rule = unpinnedPackage;

/**
 * A Claude Code `.mcp.json` with one server, one arg per line: `command`'s value starts at line 4 column 19, and
 * arg `i`'s value at line `6 + i`, column 10.
 */
function claude(command: string, args: string[]): string {
  const lines = args.map((a) => `        ${JSON.stringify(a)}`).join(',\n');
  return `{\n  "mcpServers": {\n    "s": {\n      "command": ${JSON.stringify(command)},\n      "args": [\n${lines}\n      ]\n    }\n  }\n}\n`;
}

const mcp = (command: string, ...args: string[]) => ({ '.mcp.json': claude(command, args) });

testRule(rule, {
  valid: [
    { name: 'a package allowed in the settings (glob)', files: { '.mcp.json': claude('npx', ['-y', '@my-org/docs-mcp']) }, options: { allow: ['@my-org/*'] } },
    { name: 'npx pinned', files: mcp('npx', '-y', 'some-pkg@1.2.3') },
    { name: 'npx scoped pinned', files: mcp('npx', '-y', '@modelcontextprotocol/server-memory@2025.8.4') },
    { name: 'npx alias pinned', files: mcp('npx', 'srv@npm:@scope/real@2.0.1') },
    { name: 'npx --no-install runs only what is installed', files: mcp('npx', '--no-install', 'some-pkg') },
    { name: 'npx of a local folder', files: mcp('npx', './packages/server') },
    { name: 'npx with a version from a variable', files: mcp('npx', '-y', 'pkg@${PKG_VERSION}') },
    { name: 'npx git at a commit', files: mcp('npx', 'github:user/repo#0123456789abcdef0123456789abcdef01234567') },
    { name: 'pnpm dlx pinned', files: mcp('pnpm', 'dlx', 'pkg@3.1.0') },
    { name: 'bash -lc with a pinned npx', files: mcp('bash', '-lc', 'exec npx -y @scope/pkg@1.0.0 --flag') },
    { name: 'uvx ==pinned', files: mcp('uvx', 'mcp-server-fetch==2025.1.17') },
    { name: 'uvx @pinned (uv syntax)', files: mcp('uvx', 'mcp-server-fetch@2025.1.17') },
    { name: 'uvx --from git at a tag', files: mcp('uvx', '--from', 'git+https://github.com/x/y@v1.2.0', 'y-server') },
    { name: 'pipx run --spec pinned', files: mcp('pipx', 'run', '--spec', 'pkg==1.0', 'pkg') },
    { name: 'docker run with a version tag', files: mcp('docker', 'run', '-i', '--rm', 'mcp/fetch:1.2.3') },
    { name: 'docker run with a digest', files: mcp('docker', 'run', '-i', '--rm', `mcp/fetch@sha256:${'a'.repeat(64)}`) },
    { name: 'docker exec', files: mcp('docker', 'exec', '-i', 'my-container', 'node', 'server.js') },
    { name: 'docker compose', files: mcp('docker', 'compose', 'run', '--rm', 'mcp') },
    { name: 'node server.js', files: mcp('node', 'server.js') },
    { name: 'python -m x', files: mcp('python', '-m', 'x') },
    { name: './bin/server', files: mcp('./bin/server', '--stdio') },
    { name: 'uv run of a local project', files: mcp('uv', '--directory', '/srv/app', 'run', 'server.py') },
    { name: 'a remote server', files: { '.mcp.json': '{ "mcpServers": { "r": { "type": "http", "url": "https://mcp.example.com/mcp" } } }' } },
    {
      name: 'VS Code: pinned, with comments',
      files: { '.vscode/mcp.json': '{\n  // pinned\n  "servers": { "s": { "command": "npx", "args": ["-y", "pkg@1.0.0"] } },\n}\n' },
    },
    {
      name: 'Codex: pinned',
      files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "uvx"\nargs = [\n  "pkg==1.0.0",\n]\n' },
    },
  ],
  invalid: [
    {
      name: 'allow covers only the packages it names',
      files: { '.mcp.json': claude('npx', ['-y', '@other-org/docs-mcp']) },
      options: { allow: ['@my-org/*'] },
      errors: [{ line: 7, column: 10 }],
    },
    // npx
    {
      name: 'npx bare',
      files: mcp('npx', '-y', '@modelcontextprotocol/server-memory'),
      errors: [{
        line: 7, column: 10, endLine: 7, endColumn: 45, level: 'warning',
        message: 'npx runs "@modelcontextprotocol/server-memory": whatever version is published when the server starts, unreviewed. Pin an exact version, e.g. "@modelcontextprotocol/server-memory@<version>".',
      }],
    },
    {
      name: 'npx @latest',
      files: mcp('npx', '-y', '@angular/cli@latest', 'mcp'),
      errors: [{
        line: 7, column: 10, endColumn: 29,
        message: 'npx runs "@angular/cli@latest": whatever version is published when the server starts, unreviewed. Pin an exact version, e.g. "@angular/cli@<version>".',
      }],
    },
    {
      name: 'npx @next without -y',
      files: mcp('npx', 'pkg@next'),
      errors: [{ line: 6, column: 10, endColumn: 18, message: 'npx runs "pkg@next": whatever version the "next" tag points to when the server starts, unreviewed. Pin an exact version, e.g. "pkg@<version>".' }],
    },
    {
      name: 'npx ^range',
      files: mcp('npx', '-y', 'pkg@^1.2.0'),
      errors: [{ line: 7, column: 10, endColumn: 20, message: /^npx runs "pkg@\^1\.2\.0": the newest version matching "\^1\.2\.0" when the server starts, unreviewed\./ }],
    },
    { name: 'npx @1 (a range)', files: mcp('npx', 'pkg@1'), errors: [{ line: 6, column: 10, endColumn: 15, message: /matching "1"/ }] },
    { name: 'npx --no-install -y', files: mcp('npx', '--no-install', '-y', 'pkg'), errors: [{ line: 8, column: 10, endColumn: 13 }] },
    {
      name: 'npx -p pkg bin: the -p value is the package',
      files: mcp('npx', '-y', '-p', '@scope/server-x@latest', 'server-x'),
      errors: [{ line: 8, column: 10, endColumn: 32, message: /^npx runs "@scope\/server-x@latest"/ }],
    },
    { name: 'npx --registry url', files: mcp('npx', '--registry', 'https://npm.example.com', '-y', 'pkg'), errors: [{ line: 9, column: 10, endColumn: 13 }] },
    { name: 'npx of a tarball URL', files: mcp('npx', '-y', 'https://example.com/pkg.tgz'), errors: [{ line: 7, column: 10, endColumn: 37, message: /whatever the URL serves when the server starts/ }] },
    { name: 'npx of a GitHub repo', files: mcp('npx', 'github:user/repo'), errors: [{ line: 6, column: 10, endColumn: 26, message: /Pin a commit, e\.g\. "github:user\/repo#<commit>"/ }] },
    // wrappers and paths
    { name: 'cmd /c npx -y pkg', files: mcp('cmd', '/c', 'npx', '-y', 'pkg'), errors: [{ line: 9, column: 10, endColumn: 13, message: /^npx runs "pkg"/ }] },
    { name: 'cmd /c "npx -y pkg@latest" in one string', files: mcp('cmd', '/c', 'npx -y pkg@latest'), errors: [{ line: 7, column: 17, endColumn: 27 }] },
    {
      name: 'bash -lc "exec npx -y pkg@latest": the span is inside the string',
      files: mcp('bash', '-lc', 'exec npx -y @scope/pkg@latest --flag'),
      errors: [{ line: 7, column: 22, endLine: 7, endColumn: 39, message: /^npx runs "@scope\/pkg@latest"/ }],
    },
    {
      name: 'bash -c with escaped quotes around the package',
      files: mcp('bash', '-c', 'cd /srv && npx -y "pkg@latest"'),
      // the source reads `cd /srv && npx -y \"pkg@latest\"`: the token starts at the backslash
      errors: [{ line: 7, column: 28, endColumn: 42, message: /^npx runs "pkg@latest"/ }],
    },
    { name: 'absolute path to npx', files: mcp('/usr/local/bin/npx', '-y', 'pkg'), errors: [{ line: 7, column: 10, endColumn: 13 }] },
    { name: 'npx.cmd under Program Files', files: mcp('C:\\Program Files\\nodejs\\npx.cmd', '-y', 'pkg@latest'), errors: [{ line: 7, column: 10, endColumn: 20 }] },
    { name: 'wsl.exe … bash -c', files: mcp('wsl.exe', '-d', 'Ubuntu', 'bash', '-c', 'npx -y pkg'), errors: [{ line: 10, column: 17, endColumn: 20 }] },
    // other runners
    { name: 'bunx', files: mcp('bunx', 'pkg@latest'), errors: [{ line: 6, column: 10, endColumn: 20, message: /^bunx runs "pkg@latest"/ }] },
    { name: 'pnpm dlx', files: mcp('pnpm', 'dlx', 'pkg'), errors: [{ line: 7, column: 10, endColumn: 13, message: /^pnpm dlx runs "pkg"/ }] },
    { name: 'yarn dlx', files: mcp('yarn', 'dlx', 'pkg@next'), errors: [{ line: 7, column: 10, endColumn: 18, message: /^yarn dlx runs "pkg@next"/ }] },
    { name: 'npm exec --', files: mcp('npm', 'exec', '--yes', '--', 'pkg'), errors: [{ line: 9, column: 10, endColumn: 13, message: /^npm exec runs "pkg"/ }] },
    {
      name: 'uvx bare',
      files: mcp('uvx', 'mcp-server-fetch'),
      errors: [{
        line: 6, column: 10, endColumn: 26,
        message: 'uvx runs "mcp-server-fetch": whatever version is published when the server starts, unreviewed. Pin an exact version, e.g. "mcp-server-fetch==<version>".',
      }],
    },
    { name: 'uvx @latest', files: mcp('uvx', 'awslabs.aws-api-mcp-server@latest'), errors: [{ line: 6, column: 10, endColumn: 43, message: /e\.g\. "awslabs\.aws-api-mcp-server==<version>"/ }] },
    { name: 'uvx >= range', files: mcp('uvx', 'pkg>=1'), errors: [{ line: 6, column: 10, endColumn: 16, message: /matching ">=1"/ }] },
    {
      name: 'uvx --from git+https without a ref',
      files: mcp('uvx', '--from', 'git+https://github.com/x/y', 'y-server'),
      errors: [{
        line: 7, column: 10, endColumn: 36,
        message: 'uvx runs "git+https://github.com/x/y": whatever commit the default branch has when the server starts, unreviewed. Pin a commit, e.g. "git+https://github.com/x/y@<commit>".',
      }],
    },
    { name: 'pipx run', files: mcp('pipx', 'run', 'pkg'), errors: [{ line: 7, column: 10, endColumn: 13, message: /^pipx run runs "pkg"/ }] },
    // docker
    {
      name: 'docker run untagged',
      files: mcp('docker', 'run', '-i', '--rm', '-e', 'GITHUB_TOKEN', 'ghcr.io/github/github-mcp-server'),
      errors: [{
        line: 11, column: 10, endColumn: 42,
        message: 'docker run starts "ghcr.io/github/github-mcp-server": whatever image the "latest" tag points to when it is pulled, unreviewed. Pin a version tag or a digest, e.g. "ghcr.io/github/github-mcp-server:<tag>" or "ghcr.io/github/github-mcp-server@sha256:<digest>".',
      }],
    },
    {
      name: 'docker run :latest after flags with values',
      files: mcp('docker', 'run', '-i', '--rm', '-v', 'a:b', '--name', 'n', 'mcp/fetch:latest'),
      errors: [{ line: 13, column: 10, endColumn: 26, message: /^docker run starts "mcp\/fetch:latest"/ }],
    },
    { name: 'podman run', files: mcp('podman', 'run', '--rm', 'quay.io/x/y'), errors: [{ line: 8, column: 10, endColumn: 21, message: /^podman run starts/ }] },
    // several servers, several findings, in file order
    {
      name: 'two servers',
      files: {
        '.mcp.json': '{"mcpServers":{"a":{"command":"npx","args":["-y","a-pkg"]},"b":{"command":"docker","args":["run","-i","img"]}}}',
      },
      errors: [{ line: 1, column: 51, endColumn: 56 }, { line: 1, column: 104, endColumn: 107 }],
    },
    // VS Code: JSONC with comments and trailing commas
    {
      name: 'VS Code JSONC',
      files: {
        '.vscode/mcp.json': [
          '// workspace servers',
          '{',
          '  "servers": {',
          '    /* docs */',
          '    "docs": {',
          '      "type": "stdio",',
          '      "command": "npx",',
          '      "args": ["-y", "@upstash/context7-mcp@latest"], // moving',
          '    },',
          '  },',
          '}',
          '',
        ].join('\n'),
      },
      errors: [{ line: 8, column: 23, endColumn: 51, message: /^npx runs "@upstash\/context7-mcp@latest"/ }],
    },
    // Codex: TOML, multi-line args arrays
    {
      name: 'Codex TOML',
      files: {
        '.codex/config.toml': [
          '# servers',
          '[mcp_servers.fetch]',
          'command = "uvx"',
          'args = [',
          '  "mcp-server-fetch",',
          '  "--ignore-robots-txt",',
          ']',
          '',
          '[mcp_servers.github]',
          'command = "docker"',
          'args = [',
          '  "run", "-i", "--rm",',
          '  "-e", "GITHUB_PERSONAL_ACCESS_TOKEN",',
          '  "ghcr.io/github/github-mcp-server:latest",',
          ']',
          '',
          '[mcp_servers.shell]',
          "command = 'bash'",
          "args = ['-lc', 'npx -y pkg@latest']",
          '',
        ].join('\n'),
      },
      errors: [
        { line: 5, column: 4, endColumn: 20, message: /^uvx runs "mcp-server-fetch"/ },
        { line: 14, column: 4, endColumn: 43, message: /^docker run starts "ghcr\.io\/github\/github-mcp-server:latest"/ },
        { line: 19, column: 24, endColumn: 34, message: /^npx runs "pkg@latest"/ },
      ],
    },
    // BOM and CRLF
    {
      name: 'BOM + CRLF',
      files: { '.mcp.json': '\uFEFF{\r\n  "mcpServers": {\r\n    "s": { "command": "npx", "args": ["-y", "pkg"] }\r\n  }\r\n}\r\n' },
      errors: [{ line: 3, column: 46, endLine: 3, endColumn: 49 }],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Fixes and suggestions

function only(files: Record<string, string>): Finding {
  const result = scanTree(files, [rule]);
  expect(result.internalErrors).toEqual([]);
  expect(result.findings).toHaveLength(1);
  return result.findings[0]!;
}

function apply(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

describe('unpinned-package fixes', () => {
  it('pins a whole npx arg through the editor, with the placeholder where the version goes', () => {
    const files = mcp('npx', '-y', '@angular/cli@latest', 'mcp');
    const finding = only(files);
    expect(finding.fix).toMatchObject({
      safe: true,
      description: 'pin @angular/cli to the version "latest" resolves to now',
      resolve: { ecosystem: 'npm', name: '@angular/cli', spec: 'latest', placeholder: VERSION_PLACEHOLDER },
    });
    const fixed = apply(files['.mcp.json'], finding.fix!.edits).split(VERSION_PLACEHOLDER).join('21.0.1');
    expect(JSON.parse(fixed).mcpServers.s.args).toEqual(['-y', '@angular/cli@21.0.1', 'mcp']);
  });

  it('pins a bare package and keeps the spec empty for the resolver', () => {
    const finding = only(mcp('npx', 'some-pkg'));
    expect(finding.fix!.resolve).toMatchObject({ name: 'some-pkg', spec: '' });
    expect(finding.fix!.edits.map((e) => e.text)).toEqual([`"some-pkg@${VERSION_PLACEHOLDER}"`]);
  });

  it('pins a range to the newest matching version', () => {
    const finding = only(mcp('npx', '-y', 'pkg@^1.2.0'));
    expect(finding.fix!.description).toBe('pin pkg to the newest version matching "^1.2.0" now');
    expect(finding.fix!.resolve).toMatchObject({ name: 'pkg', spec: '^1.2.0' });
  });

  it('keeps an npm: alias', () => {
    const files = mcp('npx', 'srv@npm:@scope/real@next');
    const finding = only(files);
    expect(finding.fix!.resolve).toMatchObject({ name: '@scope/real', spec: 'next' });
    const fixed = apply(files['.mcp.json'], finding.fix!.edits).split(VERSION_PLACEHOLDER).join('3.0.0');
    expect(JSON.parse(fixed).mcpServers.s.args).toEqual(['srv@npm:@scope/real@3.0.0']);
  });

  it('edits a word inside a shell string in place', () => {
    const files = mcp('bash', '-c', 'cd /srv && npx -y "@scope/pkg@latest" --flag');
    const finding = only(files);
    expect(finding.fix!.edits).toHaveLength(1);
    expect(finding.fix!.edits[0]).toMatchObject({ start: finding.span.start, end: finding.span.end, text: `@scope/pkg@${VERSION_PLACEHOLDER}` });
    const fixed = apply(files['.mcp.json'], finding.fix!.edits).split(VERSION_PLACEHOLDER).join('1.4.2');
    expect(JSON.parse(fixed).mcpServers.s.args).toEqual(['-c', 'cd /srv && npx -y @scope/pkg@1.4.2 --flag']);
  });

  it('pins in a Codex TOML file', () => {
    const text = "[mcp_servers.s]\ncommand = 'npx'\nargs = [\n  '-y',\n  'pkg@latest',\n]\n";
    const finding = only({ '.codex/config.toml': text });
    const fixed = apply(text, finding.fix!.edits).split(VERSION_PLACEHOLDER).join('2.0.0');
    expect(fixed).toContain('pkg@2.0.0');
    expect(fixed).not.toContain('latest');
  });

  it('pins in a BOM + CRLF file without moving anything else', () => {
    const text = '\uFEFF{\r\n  "mcpServers": {\r\n    "s": { "command": "npx", "args": ["-y", "pkg"] }\r\n  }\r\n}\r\n';
    const finding = only({ '.mcp.json': text });
    const fixed = apply(text, finding.fix!.edits).split(VERSION_PLACEHOLDER).join('1.0.0');
    expect(fixed).toBe(text.replace('"pkg"', '"pkg@1.0.0"'));
  });

  it('suggests, without edits, for PyPI', () => {
    const finding = only(mcp('uvx', 'pkg[cli]@latest'));
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions).toEqual([{ description: 'Pin an exact version, e.g. "pkg[cli]==<version>".', safe: false, edits: [] }]);
  });

  it('suggests, without edits, for docker', () => {
    const finding = only(mcp('docker', 'run', 'mcp/fetch'));
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions![0]!.description).toBe('Pin a version tag or a digest, e.g. "mcp/fetch:<tag>" or "mcp/fetch@sha256:<digest>".');
    expect(finding.suggestions![0]!.edits).toEqual([]);
  });

  it('suggests a commit for git sources, with no fix', () => {
    const finding = only(mcp('npx', 'github:user/repo'));
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions![0]!.description).toBe('Pin a commit, e.g. "github:user/repo#<commit>".');
  });

  it('never shows credentials from a URL', () => {
    const token = 'ghp_' + 'A1b2C3d4E5'.repeat(4);
    const finding = only(mcp('uvx', '--from', `git+https://x-access-token:${token}@github.com/x/y`, 'y'));
    expect(finding.message).not.toContain(token);
    expect(finding.message).not.toContain(token.slice(4, 12));
    expect(JSON.stringify(finding.snippet)).not.toContain(token.slice(4, 12));
  });

  it('fingerprints on the token, not on its position', () => {
    const a = only(mcp('npx', '-y', 'pkg@latest'));
    const b = only({ '.mcp.json': `\n\n${claude('npx', ['-y', 'pkg@latest'])}` });
    expect(a.fingerprint).toBe(b.fingerprint);
  });
});

describe('unpinned-package fixes, generated', () => {
  it('every fix leaves a loadable file in which the launch is pinned', () => {
    const quoted = fc.constantFrom('pkg@latest', "'pkg@latest'", '"pkg@latest"', 'pk"g@"latest', 'pkg\\@latest', '@s/p', "'@s/p@^1'");
    const before = fc.array(fc.constantFrom('cd /x &&', 'A=1', 'exec', 'source ~/.nvm/nvm.sh;', 'npx -y a@1.0.0 &&'), { maxLength: 3 });
    const after = fc.array(fc.constantFrom('--flag', '"a b"', "'c d'", '2>/dev/null', '| tee log', '\\\n --x'), { maxLength: 3 });
    const host = fc.constantFrom('claude', 'codex');
    fc.assert(fc.property(host, before, fc.constantFrom('npx -y', 'npx', 'bunx', 'pnpm dlx', 'npm exec --'), quoted, after, (h, pre, runner, pkg, post) => {
      const script = [...pre, runner, pkg, ...post].join(' ');
      const files: Record<string, string> = h === 'claude'
        ? { '.mcp.json': claude('bash', ['-lc', script]) }
        : { '.codex/config.toml': `[mcp_servers.s]\ncommand = "bash"\nargs = [\n  "-lc",\n  ${JSON.stringify(script)},\n]\n` };
      const [name, text] = Object.entries(files)[0]!;
      const finding = only(files);
      expect(finding.fix, script).toBeDefined();
      const fixed = apply(text, finding.fix!.edits).split(VERSION_PLACEHOLDER).join('9.9.9');
      const again = scanTree({ [name]: fixed }, [rule]);
      expect(again.internalErrors).toEqual([]);
      expect(again.configs[0]!.problems, fixed).toEqual([]);
      expect(again.findings.map((f) => f.message), fixed).toEqual([]);
      expect(fixed).toContain('@9.9.9');
    }), { numRuns: 60 });
  });
});
