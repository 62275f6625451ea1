/**
 * In a GitHub Actions step, the text report and a dry-run diff quote the scanned files between
 * `::stop-commands::TOKEN` and `::TOKEN::`, so that a config cannot drive the job with workflow commands (issue 15
 * §5). Through the built CLI with GITHUB_ACTIONS=true, as the runner sets it.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();
// a JSONC comment and an argument that are workflow commands once quoted in a log
const HOSTILE = `{
  // ::add-mask::hidden
  "servers": { "a": { "command": "npx", "args": ["-y", "some-mcp", "##[set-output name=x;]pwned"] } }
}
`;
const GHA = { GITHUB_ACTIONS: 'true' };

/** The token of a framed output, and what it frames; undefined when the output is not framed. */
function framing(stdout: string): { token: string; inner: string } | undefined {
  const m = /^::stop-commands::([0-9a-f]{32})\n([\s\S]*)::\1::\n$/.exec(stdout);
  return m ? { token: m[1]!, inner: m[2]! } : undefined;
}

describe('workflow commands in a GitHub Actions log', () => {
  it('the text report is framed, with a new token each run, and quotes the file inside the frame', () => {
    const dir = tree({ '.vscode/mcp.json': HOSTILE });
    const first = runCli(['--no-color', '.'], dir, GHA);
    const second = runCli(['--no-color', '.'], dir, GHA);
    const a = framing(first.stdout);
    const b = framing(second.stdout);
    expect(a, first.stdout).toBeDefined();
    expect(a!.inner).toContain('##[set-output name=x;]pwned');
    expect(a!.token).not.toBe(b!.token);
    expect(first.code).toBe(1);
  });

  it('a dry-run diff is framed too: its context lines start with a blank, which the runner trims', () => {
    // @angular/cli has a read-only switch: the (unsafe) fix adds it, offline
    const dir = tree({ '.vscode/mcp.json': HOSTILE.replace('"some-mcp"', '"@angular/cli@20.3.4", "mcp"') });
    const run = runCli(['--fix-dry-run', '--offline', '--unsafe-fixes', '.'], dir, GHA);
    const framed = framing(run.stdout);
    expect(framed, run.stdout).toBeDefined();
    expect(framed!.inner).toMatch(/^ {3}\/\/ ::add-mask::hidden$/m);
    expect(framed!.inner).toMatch(/^\+.*"--read-only"/m);
  });

  it('outside GitHub Actions, and in JSON, SARIF and the GitHub format, nothing is added', () => {
    const dir = tree({ '.vscode/mcp.json': HOSTILE });
    expect(runCli(['--no-color', '.'], dir).stdout).not.toMatch(/stop-commands/);
    for (const format of ['json', 'sarif']) JSON.parse(runCli(['--format', format, '.'], dir, GHA).stdout);
    const github = runCli(['--format', 'github', '.'], dir, GHA).stdout;
    expect(github).not.toMatch(/stop-commands/);
    expect(github).toMatch(/^::warning /m);
  });
});
