/**
 * Fingerprints hold nothing a secret can be guessed back from (issue 15 §3). Version 1 hashed a secret's value
 * without a salt, so a short password could be recovered from a baseline or an uploaded SARIF file by hashing
 * candidates. Now a secret's fingerprint stands on rule, file, semantic path and the secret's kind (with its rank
 * among secrets of that kind at that path); every other fingerprint hashes its value with the secrets in it masked.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import { main } from '../src/cli/cli.js';
import { BASELINE_VERSION, formatBaseline, parseBaseline } from '../src/engine/filter.js';
import type { Finding } from '../src/model/types.js';
import { FINGERPRINT_KEY } from '../src/report/sarif.js';
import { picker, seededRandom } from './helpers/random.js';
import { scanTree, tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const pick = picker(seededRandom(0xf1a9e5));
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ghp = () => `ghp_${pick(ALNUM, 36)}`;
const glpat = () => `glpat-${pick(ALNUM, 20)}`;
/** A short password, the kind an unsalted hash gives away: letters and digits, 10 characters. */
const password = () => `${pick('abcdefghijklmnopqrstuvwxyz', 6)}${pick('0123456789', 4)}`;

const secretRule = rules.filter((r) => r.meta.id === 'hardcoded-secret');
const withPassword = (pw: string, extra = '') => JSON.stringify({
  mcpServers: { db: { command: 'npx', args: ['-y', 'pg-mcp@1.0.0', '--password', pw, ...(extra ? ['--token', extra] : [])] } },
});
const fingerprints = (findings: Finding[]) => findings.map((f) => f.fingerprint);

/** The version 1 construction, to show that it gave a password away and that no current fingerprint is made so. */
function v1Fingerprint(ruleId: string, file: string, location: string, value: string): string {
  const valueHash = createHash('sha256').update(value).digest('hex');
  return createHash('sha256').update(`${ruleId}\0${file}\0${location}\0${valueHash}`).digest('hex').slice(0, 32);
}

describe('a secret finding\'s fingerprint', () => {
  it('does not depend on the secret: any password at the same place gives the same one', () => {
    const runs = [password(), password(), password()].map((pw) => scanTree({ '.mcp.json': withPassword(pw) }, secretRule));
    for (const run of runs) expect(run.findings.map((f) => f.location)).toEqual(['mcpServers.db.args[3]']);
    expect(new Set(runs.map((r) => r.findings[0]!.fingerprint)).size).toBe(1);
  });

  it('cannot be matched by hashing candidate passwords, as a version 1 fingerprint could', () => {
    const pw = password();
    const [finding] = scanTree({ '.mcp.json': withPassword(pw) }, secretRule).findings;
    const candidates = [password(), pw, password()];
    // the attack on version 1: rule, file and location are in the baseline; hash each candidate until one matches
    const v1 = v1Fingerprint(finding!.ruleId, finding!.file, finding!.location, pw);
    expect(candidates.find((c) => v1Fingerprint(finding!.ruleId, finding!.file, finding!.location, c) === v1)).toBe(pw);
    expect(candidates.some((c) => v1Fingerprint(finding!.ruleId, finding!.file, finding!.location, c) === finding!.fingerprint)).toBe(false);
  });

  it('stays when lines move, and tells a second secret of the same kind at the same place from the first', () => {
    const token = ghp();
    const one = scanTree({ '.mcp.json': JSON.stringify({ mcpServers: { a: { url: `https://h.example/mcp?token=${token}` } } }, null, 2) }, secretRule);
    const moved = scanTree({ '.mcp.json': `\n\n\n${JSON.stringify({ mcpServers: { a: { url: `https://h.example/mcp?token=${token}` } } }, null, 2)}` }, secretRule);
    expect(fingerprints(moved.findings)).toEqual(fingerprints(one.findings));
    const two = scanTree({ '.mcp.json': JSON.stringify({ mcpServers: { a: { url: `https://h.example/mcp?token=${token}&other=${ghp()}` } } }) }, secretRule);
    expect(two.findings).toHaveLength(2);
    expect(two.findings[0]!.fingerprint).toBe(one.findings[0]!.fingerprint);
    expect(two.findings[1]!.fingerprint).not.toBe(one.findings[0]!.fingerprint);
  });

  it('of a token used as a server\'s name: neither it nor any other finding about that server hashes the token', () => {
    const named = (t: string) => JSON.stringify({ mcpServers: { [t]: { command: 'npx', args: ['-y', 'some-mcp'] } } });
    const runs = [ghp(), ghp()].map((t) => scanTree({ '.mcp.json': named(t) }, rules));
    const ids = runs.map((r) => r.findings.map((f) => f.ruleId));
    expect(ids[0]).toEqual(expect.arrayContaining(['hardcoded-secret', 'unpinned-package']));
    expect(fingerprints(runs[1]!.findings)).toEqual(fingerprints(runs[0]!.findings));
  });

  it('changes with the kind of secret and with its place', () => {
    const pw = password();
    const base = scanTree({ '.mcp.json': withPassword(pw) }, secretRule).findings[0]!.fingerprint;
    const elsewhere = scanTree({ '.mcp.json': JSON.stringify({ mcpServers: { other: { command: 'npx', args: ['-y', 'pg-mcp@1.0.0', '--password', pw] } } }) }, secretRule);
    expect(elsewhere.findings[0]!.fingerprint).not.toBe(base);
    const token = scanTree({ '.mcp.json': JSON.stringify({ mcpServers: { db: { command: 'npx', args: ['-y', 'pg-mcp@1.0.0', '--password', ghp()] } } }) }, secretRule);
    expect(token.findings[0]!.fingerprint).not.toBe(base);
  });
});

describe('other findings\' fingerprints', () => {
  it('hash their value with the secrets in it masked: a token in a launch spec does not reach the hash', () => {
    const spec = (t: string) => JSON.stringify({ mcpServers: { gl: { command: 'npx', args: ['-y', `git+https://gitlab.com/x/y.git?private_token=${t}`] } } });
    const unpinned = rules.filter((r) => r.meta.id === 'unpinned-package' || r.meta.id === 'hardcoded-secret');
    const [a, b] = [glpat(), glpat()].map((t) => scanTree({ '.mcp.json': spec(t) }, unpinned).findings.find((f) => f.ruleId === 'unpinned-package')!);
    expect(a!.fingerprint).toBe(b!.fingerprint);
    // and still follow the rest of the value
    const other = scanTree({ '.mcp.json': spec(glpat()).replace('x/y.git', 'x/z.git') }, unpinned).findings.find((f) => f.ruleId === 'unpinned-package')!;
    expect(other.fingerprint).not.toBe(a!.fingerprint);
  });

  it('of a finding whose span only holds a secret (a URL with a password) hash their value as before, the secret not in it', () => {
    const url = (pw: string, host = 'mcp.example.com') => JSON.stringify({ mcpServers: { r: { type: 'http', url: `http://me:${pw}@${host}/mcp` } } });
    const transport = rules.filter((r) => r.meta.id === 'insecure-transport');
    const [a, b] = [password(), password()].map((pw) => scanTree({ '.mcp.json': url(pw) }, transport).findings[0]!);
    expect(a!.message).toMatch(/connects to http:\/\/mcp\.example\.com without TLS/);
    expect(a!.fingerprint).toBe(b!.fingerprint);
    expect(a!.fingerprint).toBe(v1Fingerprint('insecure-transport', '.mcp.json', 'mcpServers.r.url', 'http://mcp.example.com'));
    expect(scanTree({ '.mcp.json': url(password(), 'other.example.com') }, transport).findings[0]!.fingerprint).not.toBe(a!.fingerprint);
  });

  it('are unchanged for values without a secret (a version 1 baseline of them still matches)', () => {
    const { findings } = scanTree({ '.mcp.json': JSON.stringify({ mcpServers: { a: { command: 'npx', args: ['-y', 'some-mcp'] } } }) }, rules.filter((r) => r.meta.id === 'unpinned-package'));
    const f = findings[0]!;
    expect(f.fingerprint).toBe(v1Fingerprint(f.ruleId, f.file, f.location, 'some-mcp'));
  });
});

describe('the fingerprint key and the baseline version say the construction changed', () => {
  it('SARIF uses mcp-audit/v2; a baseline is written as version 2 and versions 1 and 2 are read', () => {
    expect(FINGERPRINT_KEY).toBe('mcp-audit/v2');
    expect(BASELINE_VERSION).toBe(2);
    const written = JSON.parse(formatBaseline([], '0.0.0'));
    expect(written.version).toBe(2);
    expect(parseBaseline(JSON.stringify({ version: 1, findings: [{ ruleId: 'x', file: 'f', fingerprint: 'a' }] }))).toEqual({ fingerprints: new Set(['a']), files: new Map([['a', { file: 'f', ruleId: 'x' }]]), staleSecrets: 0 });
    expect(parseBaseline(JSON.stringify({ version: 2, findings: [] }))).toEqual({ fingerprints: new Set(), files: new Map(), staleSecrets: 0 });
    expect(parseBaseline(JSON.stringify({ version: 3, findings: [] }))).toBe('not an mcp-audit baseline (version 1 or 2)');
  });

  const tree = tempTrees();
  async function run(args: string[], files: Record<string, FileSpec>) {
    let stdout = '';
    let stderr = '';
    const code = await main(args, { cwd: tree(files), env: {}, stdoutIsTty: false, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
    return { code, stdout, stderr };
  }

  it('a version 1 baseline: its secret entries cannot match and a note says so; its other entries still match', async () => {
    const pw = password();
    const config = JSON.stringify({ mcpServers: { db: { command: 'npx', args: ['-y', 'some-mcp', '--password', pw] } } });
    const file = '.mcp.json';
    const v1 = {
      version: 1,
      tool: { name: 'mcp-audit', version: '0.1.0' },
      findings: [
        { ruleId: 'hardcoded-secret', file, location: 'mcpServers.db.args[3]', fingerprint: v1Fingerprint('hardcoded-secret', file, 'mcpServers.db.args[3]', pw) },
        { ruleId: 'unpinned-package', file, location: 'mcpServers.db.args[1]', fingerprint: v1Fingerprint('unpinned-package', file, 'mcpServers.db.args[1]', 'some-mcp') },
      ],
    };
    const out = await run(['--rule', 'hardcoded-secret,unpinned-package', '--format', 'json', '--baseline', 'b.json'], { [file]: config, 'b.json': JSON.stringify(v1) });
    expect(out.stderr).toBe('mcp-audit: note: baseline b.json is a version 1 baseline, whose fingerprints of hardcoded-secret findings hashed the secret itself; its 1 hardcoded-secret entry cannot match: review those findings and record the baseline again with --write-baseline\n');
    const report = JSON.parse(out.stdout);
    expect(report.findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['hardcoded-secret']);
    expect(report.summary.baselined).toBe(1);

    const rewritten = await run(['--rule', 'hardcoded-secret,unpinned-package', '--baseline', 'b.json', '--write-baseline', 'b.json'], { [file]: config, 'b.json': JSON.stringify(v1) });
    expect(rewritten.code).toBe(0);
  });
});
