/**
 * unpinned-package for the packages a PyPI runner fetches beside the one it runs: `uv run --with` (what the MCP
 * Python SDK's `mcp install` writes), `uvx --with`, `uv tool run --from … --with`, `pipx run --spec`.
 */
import { describe, expect, it } from 'vitest';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { analyzeLaunch } from '../src/analysis/launch.js';
import { claudeCode } from '../src/hosts/claude-code.js';
import { makeSource } from '../src/model/source.js';
import { testRule } from './rule-tester.js';

/** A `.mcp.json` with one server on one line. */
const mcp = (command: string, ...args: string[]) => ({ '.mcp.json': `{ "mcpServers": { "s": { "command": ${JSON.stringify(command)}, "args": ${JSON.stringify(args)} } } }` });

testRule(unpinnedPackage, {
  valid: [
    { name: 'uv run --with pinned (mcp install)', files: mcp('uv', 'run', '--with', 'mcp[cli]==1.9.4', 'mcp', 'run', 'server.py') },
    { name: 'uv run of a local script, no --with', files: mcp('uv', 'run', 'server.py') },
    { name: 'uv run --with a local path', files: mcp('uv', '--directory', '/srv/app', 'run', '--with', './vendor/pkg', 'server.py') },
    { name: 'uvx --with pinned', files: mcp('uvx', '--with', 'httpx==0.27.2', 'mcp-server-fetch==2025.1.17') },
    { name: 'uvx --with two pinned, comma-separated', files: mcp('uvx', '--with', 'a==1.0,b==2.0', 'pkg==1.0') },
    { name: 'uv tool run --from pinned --with pinned', files: mcp('uv', 'tool', 'run', '--from', 'pkg==1.0', '--with', 'extra==2.0', 'pkg-cmd') },
    { name: 'pipx run --spec pinned', files: mcp('pipx', 'run', '--spec', 'pkg==1.0', 'pkg-cmd') },
    { name: 'pipx run --spec=pinned', files: mcp('pipx', 'run', '--spec=pkg==1.0', 'pkg-cmd') },
  ],
  invalid: [
    {
      name: 'uv run --with unpinned (mcp install)',
      files: mcp('uv', 'run', '--with', 'mcp[cli]', 'mcp', 'run', 'server.py'),
      errors: [{ line: 1, column: 68, endColumn: 76, message: 'uv run runs "mcp[cli]": whatever version is published when the server starts, unreviewed. Pin an exact version, e.g. "mcp[cli]==<version>".' }],
    },
    { name: 'uv run -w with a range', files: mcp('uv', 'run', '-w', 'mcp>=1.2', 'mcp', 'run', 'server.py'), errors: [{ line: 1, column: 64, message: /^uv run runs "mcp>=1\.2": the newest version matching ">=1\.2"/ }] },
    { name: 'uvx --with unpinned beside a pinned package', files: mcp('uvx', '--with', 'httpx', 'mcp-server-fetch==2025.1.17'), errors: [{ line: 1, column: 63, endColumn: 68, message: /^uvx runs "httpx"/ }] },
    {
      name: 'uvx --with a,b: each requirement on its own',
      files: mcp('uvx', '--with', 'a==1.0,b>=2,<3', 'pkg==1.0'),
      errors: [{ line: 1, column: 70, endColumn: 77, message: /^uvx runs "b>=2,<3"/ }],
    },
    { name: 'uv tool run --from unpinned', files: mcp('uv', 'tool', 'run', '--from', 'pkg', 'pkg-cmd'), errors: [{ line: 1, column: 75, message: /^uv tool run runs "pkg"/ }] },
    { name: 'uv tool run --with unpinned', files: mcp('uv', 'tool', 'run', '--with', 'extra', 'pkg==1.0'), errors: [{ line: 1, column: 75, message: /^uv tool run runs "extra"/ }] },
    { name: 'pipx run --spec unpinned', files: mcp('pipx', 'run', '--spec', 'git+https://github.com/x/y', 'y'), errors: [{ line: 1, column: 70, message: /^pipx run runs "git\+https:\/\/github\.com\/x\/y": whatever commit the default branch has/ }] },
  ],
});

describe('uv run --with: the launch', () => {
  it('runs the command from the environment the --with packages make', () => {
    const text = mcp('uv', 'run', '--with', 'mcp[cli]', '--with', 'httpx==0.27.2', 'mcp', 'run', 'server.py')['.mcp.json'];
    const launch = analyzeLaunch(claudeCode.parse(makeSource('/r/.mcp.json', '.mcp.json', text)).servers[0]!)!;
    expect([launch.runner, launch.package.name, launch.extraPackages.map((p) => p.token.value), launch.bin?.value, launch.args.map((a) => a.value)])
      .toEqual(['uv run', 'mcp', ['httpx==0.27.2'], 'mcp', ['run', 'server.py']]);
  });
});
