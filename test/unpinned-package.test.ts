import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unpinnedPackage, VERSION_PLACEHOLDER } from '../rules/unpinned-package.js';
import type { Edit, Finding } from '../src/model/types.js';
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

// ---------------------------------------------------------------------------------------------------------------
// Versions from variables with a default: `pkg@${VERSION:-latest}` runs `latest` whenever VERSION is unset

const gemini = (command: string, ...args: string[]) => ({ '.gemini/settings.json': claude(command, args) });
const copilot = (command: string, ...args: string[]) => ({ '.github/mcp.json': claude(command, args) });
const vscode = (command: string, ...args: string[]) => ({ '.vscode/mcp.json': `{ "servers": { "s": ${JSON.stringify({ command, args })} } }` });

function variableDefaultsValid() {
  return [
    { name: 'default: ${VAR} without a default cannot be told', files: mcp('npx', '-y', '@acme/x@${ACME_VERSION}') },
    { name: 'default: an exact default', files: mcp('npx', '-y', '@acme/x@${ACME_VERSION:-1.2.3}') },
    { name: 'default: an exact =default', files: mcp('npx', '-y', 'pkg@${V:-=1.2.3}') },
    { name: 'default: an exact default inside bash -c', files: mcp('bash', '-c', 'npx -y pkg@${V:-1.2.3}') },
    { name: 'default: a name from a variable without a default', files: mcp('npx', '-y', '${PKG}@${V:-latest}') },
    { name: 'default: a default that is another variable', files: mcp('npx', '-y', 'pkg@${V:-${W}}') },
    { name: 'default: a default with a bare $NAME', files: mcp('npx', '-y', 'pkg@${V:-$W}') },
    { name: 'default: bare $VERSION (not expanded by Claude Code)', files: mcp('npx', '-y', 'pkg@$VERSION') },
    { name: 'default: uvx ==exact default', files: mcp('uvx', 'pkg==${V:-1.2.3}') },
    { name: 'default: uvx @exact default', files: mcp('uvx', 'pkg@${V:-1.2.3}') },
    { name: 'default: docker version-tag default', files: mcp('docker', 'run', '-i', 'mcp/fetch:${TAG:-1.2.3}') },
    { name: 'default: git commit default', files: mcp('npx', 'github:u/r#${REF:-0123456789abcdef0123456789abcdef01234567}') },
    { name: 'default: Gemini CLI, exact default', files: gemini('npx', '-y', 'pkg@${V:-2.0.0}') },
    { name: 'default: Copilot, exact default', files: copilot('npx', '-y', 'pkg@${V:-2.0.0}') },
    { name: 'default: VS Code has no ${VAR:-default} syntax', files: vscode('npx', '-y', 'pkg@${V:-latest}') },
    { name: 'default: Codex expands nothing', files: { '.codex/config.toml': '[mcp_servers.s]\ncommand = "npx"\nargs = ["-y", "pkg@${V:-latest}"]\n' } },
    { name: 'default: allowed by the name the default gives', files: mcp('npx', '-y', '${PKG:-@my-org/x}'), options: { allow: ['@my-org/*'] } },
  ];
}

function variableDefaultsInvalid() {
  return [
    {
      name: 'default: latest (Claude Code)',
      files: mcp('npx', '-y', '@acme/x@${ACME_VERSION:-latest}'),
      errors: [{
        line: 7, column: 10, endColumn: 41, level: 'warning' as const,
        message: 'npx runs "@acme/x@${ACME_VERSION:-latest}": with ACME_VERSION unset, the default "latest" applies: whatever version is published when the server starts, unreviewed. Pin the default to an exact version, e.g. "@acme/x@${ACME_VERSION:-<version>}".',
      }],
    },
    {
      name: 'default: empty',
      files: mcp('npx', '-y', 'pkg@${V:-}'),
      errors: [{ line: 7, column: 10, endColumn: 20, message: 'npx runs "pkg@${V:-}": with V unset, the empty default applies: whatever version is published when the server starts, unreviewed. Pin the default to an exact version, e.g. "pkg@${V:-<version>}".' }],
    },
    { name: 'default: a dist-tag', files: mcp('npx', '-y', 'pkg@${V:-next}'), errors: [{ line: 7, column: 10, message: /: with V unset, the default "next" applies: whatever version the "next" tag points to when the server starts, unreviewed\./ }] },
    { name: 'default: a range', files: mcp('npx', '-y', 'pkg@${V:-^1.2.0}'), errors: [{ line: 7, column: 10, message: /: with V unset, the default "\^1\.2\.0" applies: the newest version matching "\^1\.2\.0" when the server starts/ }] },
    { name: 'default: a major only is a range', files: mcp('npx', '-y', 'pkg@${V:-1}'), errors: [{ line: 7, column: 10, message: /the default "1" applies: the newest version matching "1"/ }] },
    {
      name: 'default: two variables',
      files: mcp('npx', '-y', 'pkg@${MAJOR:-1}.${MINOR:-2}'),
      errors: [{ line: 7, column: 10, message: /: with MAJOR and MINOR unset, the defaults "1" and "2" apply: the newest version matching "1\.2" when the server starts, unreviewed\. Pin the defaults: pin an exact version, e.g\. "pkg@<version>"\.$/ }],
    },
    { name: 'default: the package name itself', files: mcp('npx', '-y', '${PKG:-@acme/x}'), errors: [{ line: 7, column: 10, endColumn: 25, message: /with PKG unset, the default "@acme\/x" applies: whatever version is published when the server starts, unreviewed\. Pin the default to an exact version, e.g\. "\$\{PKG:-@acme\/x@<version>\}"\.$/ }] },
    { name: 'default: -p value', files: mcp('npx', '-y', '-p', 'srv@${V:-latest}', 'srv'), errors: [{ line: 8, column: 10, message: /^npx runs "srv@\$\{V:-latest\}": with V unset/ }] },
    { name: 'default: inside bash -c, the span is the word', files: mcp('bash', '-c', 'npx -y pkg@${V:-latest} --flag'), errors: [{ line: 7, column: 17, endColumn: 33, message: /^npx runs "pkg@\$\{V:-latest\}": with V unset, the default "latest" applies/ }] },
    { name: 'default: in command', files: mcp('npx -y pkg@${V:-latest}'), errors: [{ line: 4, column: 26, endColumn: 42 }] },
    { name: 'default: uvx @latest', files: mcp('uvx', 'pkg@${V:-latest}'), errors: [{ line: 6, column: 10, message: /^uvx runs "pkg@\$\{V:-latest\}": with V unset, the default "latest" applies: whatever version is published when the server starts, unreviewed\. Pin the default to an exact version, e.g\. "pkg@\$\{V:-<version>\}"\.$/ }] },
    { name: 'default: uvx >= range', files: mcp('uvx', 'pkg>=${V:-1}'), errors: [{ line: 6, column: 10, message: /the default "1" applies: the newest version matching ">=1"/ }] },
    {
      name: 'default: docker :latest',
      files: mcp('docker', 'run', '-i', '--rm', 'mcp/fetch:${TAG:-latest}'),
      errors: [{ line: 9, column: 10, message: 'docker run starts "mcp/fetch:${TAG:-latest}": with TAG unset, the default "latest" applies: whatever image the "latest" tag points to when it is pulled, unreviewed. Pin the default to a version tag, e.g. "mcp/fetch:${TAG:-<tag>}".' }],
    },
    { name: 'default: git branch', files: mcp('npx', 'github:u/r#${REF:-main}'), errors: [{ line: 6, column: 10, message: /with REF unset, the default "main" applies: whatever commit "main" points to when the server starts, unreviewed\. Pin the default to a commit, e.g\. "github:u\/r#\$\{REF:-<commit>\}"\.$/ }] },
    { name: 'default: Gemini CLI', files: gemini('npx', '-y', 'pkg@${V:-latest}'), errors: [{ line: 7, column: 10, message: /^npx runs "pkg@\$\{V:-latest\}": with V unset, the default "latest" applies/ }] },
    { name: 'default: Copilot', files: copilot('npx', '-y', 'pkg@${V:-next}'), errors: [{ line: 7, column: 10, message: /with V unset, the default "next" applies/ }] },
    { name: 'default: allow covers only the names it lists', files: mcp('npx', '-y', '${PKG:-@other/x}'), options: { allow: ['@my-org/*'] }, errors: [{ line: 7, column: 10 }] },
  ];
}

testRule(rule, {
  valid: [
    { name: 'a package allowed in the settings (glob)', files: { '.mcp.json': claude('npx', ['-y', '@my-org/docs-mcp']) }, options: { allow: ['@my-org/*'] } },
    { name: 'npx pinned', files: mcp('npx', '-y', 'some-pkg@1.2.3') },
    { name: 'npx scoped pinned', files: mcp('npx', '-y', '@modelcontextprotocol/server-memory@2025.8.4') },
    { name: 'npx alias pinned', files: mcp('npx', 'srv@npm:@scope/real@2.0.1') },
    { name: 'npx --no-install runs only what is installed', files: mcp('npx', '--no-install', 'some-pkg') },
    { name: 'npx of a local folder', files: mcp('npx', './packages/server') },
    { name: 'npx with a version from a variable', files: mcp('npx', '-y', 'pkg@${PKG_VERSION}') },
    { name: 'npx -y --no-install: the later --no-install wins', files: mcp('npx', '-y', '--no-install', 'pkg') },
    { name: 'npx --yes --no: the later --no wins', files: mcp('npx', '--yes', '--no', 'pkg@latest') },
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
    ...variableDefaultsValid(),
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
    { name: 'npx --no-install -y: the later -y undoes --no-install', files: mcp('npx', '--no-install', '-y', 'pkg'), errors: [{ line: 8, column: 10, endColumn: 13, message: /^npx runs "pkg"/ }] },
    { name: 'npx --no --yes: the later --yes undoes --no', files: mcp('npx', '--no', '--yes', 'pkg@latest'), errors: [{ line: 8, column: 10, endColumn: 20 }] },
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
    ...variableDefaultsInvalid(),
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

describe('unpinned-package: a launch with its own registry gets no look-up', () => {
  const own = (what: string, pkg = '@acme/internal-mcp') =>
    `The launch uses its own registry (${what}), so no version was looked up: pin it by hand to an exact version from that registry, e.g. "${pkg}@<version>".`;
  const entry = (server: Record<string, unknown>) => ({ '.mcp.json': JSON.stringify({ mcpServers: { r: server } }) });
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ['--registry <url> (the report)', entry({ command: 'npx', args: ['--registry', 'https://npm.internal.example.com/', '-y', '@acme/internal-mcp'] }), '--registry', /^npx runs "@acme\/internal-mcp": whatever version is published when the server starts, unreviewed\. Pin an exact version, e\.g\. "@acme\/internal-mcp@<version>"\.$/],
    ['--registry=<url>', entry({ command: 'npx', args: ['--registry=https://npm.internal.example.com/', '-y', '@acme/internal-mcp@latest'] }), '--registry', /^npx runs "@acme\/internal-mcp@latest": whatever version is published/],
    ['--@scope:registry=<url>', entry({ command: 'npx', args: ['--@acme:registry=https://npm.internal.example.com/', '-y', '@acme/internal-mcp'] }), '--@acme:registry', /^npx runs "@acme\/internal-mcp"/],
    ['--userconfig <file>', entry({ command: 'npx', args: ['--userconfig', './.npmrc', '-y', '@acme/internal-mcp@^1.2.0'] }), '--userconfig', /the newest version matching "\^1\.2\.0"/],
    ['--globalconfig=<file>', entry({ command: 'npx', args: ['--globalconfig=/etc/acme-npmrc', '@acme/internal-mcp@next'] }), '--globalconfig', /the "next" tag/],
    ['npm_config_registry in env', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp'], env: { npm_config_registry: 'https://npm.internal.example.com/' } }), 'npm_config_registry', /^npx runs/],
    ['NPM_CONFIG_REGISTRY in env', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp'], env: { NPM_CONFIG_REGISTRY: 'https://npm.internal.example.com/' } }), 'NPM_CONFIG_REGISTRY', /^npx runs/],
    ['npm_config_@scope:registry in env', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp'], env: { 'npm_config_@acme:registry': 'https://npm.internal.example.com/' } }), 'npm_config_@acme:registry', /^npx runs/],
    ['NPM_CONFIG_USERCONFIG in env', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp'], env: { NPM_CONFIG_USERCONFIG: '/srv/.npmrc' } }), 'NPM_CONFIG_USERCONFIG', /^npx runs/],
    ['env npm_config_registry=… npx', entry({ command: 'env', args: ['npm_config_registry=https://npm.internal.example.com/', 'npx', '-y', '@acme/internal-mcp'] }), 'npm_config_registry', /^npx runs/],
    ['bash -c "NPM_CONFIG_REGISTRY=… npx …"', entry({ command: 'bash', args: ['-c', 'NPM_CONFIG_REGISTRY=https://npm.internal.example.com/ npx -y @acme/internal-mcp@latest'] }), 'NPM_CONFIG_REGISTRY', /^npx runs "@acme\/internal-mcp@latest"/],
    ['npm --registry … exec', entry({ command: 'npm', args: ['--registry', 'https://npm.internal.example.com/', 'exec', '--yes', '--', '@acme/internal-mcp'] }), '--registry', /^npm exec runs/],
    ['pnpm --registry=… dlx', entry({ command: 'pnpm', args: ['--registry=https://npm.internal.example.com/', 'dlx', '@acme/internal-mcp'] }), '--registry', /^pnpm dlx runs/],
    ['bunx --registry', entry({ command: 'bunx', args: ['--registry', 'https://npm.internal.example.com/', '@acme/internal-mcp'] }), '--registry', /^bunx runs/],
    ['bunx --config bunfig', entry({ command: 'bunx', args: ['--config', './bunfig.toml', '@acme/internal-mcp'] }), '--config', /^bunx runs/],
    ['yarn dlx with YARN_NPM_REGISTRY_SERVER', entry({ command: 'yarn', args: ['dlx', '@acme/internal-mcp'], env: { YARN_NPM_REGISTRY_SERVER: 'https://npm.internal.example.com/' } }), 'YARN_NPM_REGISTRY_SERVER', /^yarn dlx runs/],
    ['an npm: alias keeps its alias in the example', entry({ command: 'npx', args: ['--registry', 'https://npm.internal.example.com/', 'srv@npm:@acme/internal-mcp@latest'] }), '--registry', /^npx runs "srv@npm:@acme\/internal-mcp@latest"/],
  ];
  it.each(cases)('%s: the same finding, a suggestion instead of a fix', (_, files, what, message) => {
    const finding = only(files);
    expect(finding.message).toMatch(message);
    expect(finding.fix).toBeUndefined();
    const pkg = JSON.stringify(files).includes('srv@npm:') ? 'srv@npm:@acme/internal-mcp' : '@acme/internal-mcp';
    expect(finding.suggestions).toEqual([{ description: own(what, pkg), safe: false, edits: [] }]);
    expect(JSON.stringify(finding)).not.toContain('resolve');
  });

  it('the registry URL never reaches the description (it may carry credentials)', () => {
    const url = 'https://ci:s3cr3t-t0ken-value@npm.internal.example.com/';
    const finding = only(entry({ command: 'npx', args: [`--registry=${url}`, '-y', '@acme/internal-mcp'] }));
    expect(JSON.stringify(finding.suggestions)).not.toContain('s3cr3t');
  });

  const plain: [string, Record<string, string>][] = [
    ['no registry option', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp'] })],
    ['--registry after the package belongs to the server', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp', '--registry', 'https://npm.internal.example.com/'] })],
    ['other npm options', entry({ command: 'npx', args: ['--cache', '/tmp/npm-cache', '--prefer-online', '-y', '@acme/internal-mcp'] })],
    ['other variables in env', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp'], env: { NPM_TOKEN: '${NPM_TOKEN}', npm_config_cache: '/tmp/c', REGISTRY: 'https://npm.internal.example.com/' } })],
    ['a registry variable on another server', { '.mcp.json': JSON.stringify({ mcpServers: { a: { command: 'npx', args: ['-y', '@acme/internal-mcp'] }, b: { command: 'node', args: ['x.js'], env: { npm_config_registry: 'https://npm.internal.example.com/' } } } }) }],
    ['uv index options do not count for npm', entry({ command: 'npx', args: ['-y', '@acme/internal-mcp'], env: { UV_INDEX_URL: 'https://pypi.internal.example.com/simple' } })],
  ];
  it.each(plain)('%s: still a safe fix with a look-up', (_, files) => {
    const finding = only(files);
    expect(finding.fix).toMatchObject({
      safe: true,
      description: 'pin @acme/internal-mcp to the version "latest" resolves to now',
      resolve: { ecosystem: 'npm', name: '@acme/internal-mcp', spec: '', placeholder: VERSION_PLACEHOLDER },
    });
    expect(finding.fix!.edits).toHaveLength(1);
    expect(finding.fix!.edits[0]!.text).toBe(`"@acme/internal-mcp@${VERSION_PLACEHOLDER}"`);
    expect(finding.suggestions).toBeUndefined();
  });

  it('uvx with --index-url keeps its usual suggestion (PyPI launches get no fix anyway)', () => {
    const finding = only(entry({ command: 'uvx', args: ['--index-url', 'https://pypi.internal.example.com/simple', 'acme-mcp'] }));
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions).toEqual([{ description: 'Pin an exact version, e.g. "acme-mcp==<version>".', safe: false, edits: [] }]);
  });
});

describe('unpinned-package: defaults of ${VAR:-default} get a suggestion, never a fix', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['latest', mcp('npx', '-y', '@acme/x@${ACME_VERSION:-latest}'), 'Pin the default to an exact version, e.g. "@acme/x@${ACME_VERSION:-<version>}".'],
    ['empty', mcp('npx', '-y', 'pkg@${V:-}'), 'Pin the default to an exact version, e.g. "pkg@${V:-<version>}".'],
    ['a range', mcp('npx', '-y', 'pkg@${V:-^1.2.0}'), 'Pin the default to an exact version, e.g. "pkg@${V:-<version>}".'],
    ['an alias', mcp('npx', '-y', 'srv@npm:@acme/x@${V:-next}'), 'Pin the default to an exact version, e.g. "srv@npm:@acme/x@${V:-<version>}".'],
    ['the whole package', mcp('npx', '-y', '${PKG:-@acme/x}'), 'Pin the default to an exact version, e.g. "${PKG:-@acme/x@<version>}".'],
    ['the whole package at latest', mcp('npx', '-y', '${PKG:-@acme/x@latest}'), 'Pin the default to an exact version, e.g. "${PKG:-@acme/x@<version>}".'],
    ['uvx, the whole package', mcp('uvx', '${PKG:-acme-mcp}'), 'Pin the default to an exact version, e.g. "${PKG:-acme-mcp==<version>}".'],
    ['docker, the whole image', mcp('docker', 'run', '${IMAGE:-mcp/fetch}'), 'Pin the default to a version tag, e.g. "${IMAGE:-mcp/fetch:<tag>}".'],
    ['docker, an empty tag', mcp('docker', 'run', 'mcp/fetch:${TAG:-}'), 'Pin the default to a version tag, e.g. "mcp/fetch:${TAG:-<tag>}".'],
    ['git, the whole source', mcp('npx', '${SRC:-github:u/r}'), 'Pin the default to a commit, e.g. "${SRC:-github:u/r#<commit>}".'],
    ['a URL', mcp('npx', '${URL:-https://example.com/x.tgz}'), 'Pin the default: pin a published version, or a URL that names a commit.'],
    ['with a registry option too', mcp('npx', '--registry', 'https://npm.internal.example.com/', 'pkg@${V:-latest}'), 'Pin the default to an exact version, e.g. "pkg@${V:-<version>}".'],
  ];
  it.each(cases)('%s', (_, files, description) => {
    const finding = only(files);
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions).toEqual([{ description, safe: false, edits: [] }]);
    expect(finding.message.endsWith(` ${description}`)).toBe(true);
  });

  it('fingerprints on the token as written', () => {
    const a = only(mcp('npx', '-y', 'pkg@${V:-latest}'));
    const b = only(mcp('npx', '-y', 'pkg@${V:-next}'));
    expect(a.fingerprint).not.toBe(b.fingerprint);
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
