/**
 * At most FINDINGS_PER_RULE_AND_FILE findings of one rule are listed for one file (src/engine/cap.ts); one more
 * finding counts the rest, at the level of the gravest of them, with a fingerprint that holds the count. `--fix`
 * lists (and fixes) them all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hiddenUnicode } from '../rules/hidden-unicode.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { FINDINGS_PER_RULE_AND_FILE } from '../src/engine/cap.js';
import { scan } from '../src/engine/engine.js';
import type { Finding } from '../src/model/types.js';
import { runCli } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();
const MAX = FINDINGS_PER_RULE_AND_FILE;

/** `.mcp.json` with `n` servers, each an unpinned `npx` launch. */
function unpinned(n: number): string {
  const servers = Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, { command: 'npx', args: ['-y', `pkg-${i}`] }]));
  return JSON.stringify({ mcpServers: servers }, null, 1);
}

const notListed = (findings: Finding[]) => findings.filter((f) => /are not listed/.test(f.message));

describe('findings of one rule in one file', () => {
  it('are all listed up to the cap', () => {
    const dir = tree({ '.mcp.json': unpinned(MAX) });
    const { findings } = scan({ paths: ['.'], cwd: dir, rules: [unpinnedPackage] });
    expect(findings).toHaveLength(MAX);
    expect(notListed(findings)).toEqual([]);
  });

  it('past the cap: the first ones by position, then one finding that counts the rest from where they start', () => {
    const dir = tree({ '.mcp.json': unpinned(MAX + 250) });
    const { findings } = scan({ paths: ['.'], cwd: dir, rules: [unpinnedPackage] });
    expect(findings).toHaveLength(MAX + 1);
    const [overflow, ...others] = notListed(findings);
    expect(others).toEqual([]);
    expect(overflow!.message).toBe(`250 more unpinned-package findings in this file, from here on, are not listed: mcp-audit lists at most 1,000 of one rule in one file (--fix fixes them all).`);
    expect(overflow!.level).toBe('warning');
    // the listed ones are the first servers, and the count stands where the first one left out is
    const listed = findings.filter((f) => f !== overflow);
    expect(listed.map((f) => f.location)).toContain(`mcpServers.s${MAX - 1}.args[1]`);
    expect(listed.map((f) => f.location)).not.toContain(`mcpServers.s${MAX}.args[1]`);
    const text = readFileSync(join(dir, '.mcp.json'), 'utf8');
    expect(overflow!.span.start).toBe(text.indexOf(`"pkg-${MAX}"`) + 1);
  });

  it('the count keeps the gravest level of what it counts, and its fingerprint changes with the count', () => {
    // hidden-unicode: a zero-width space is a warning, a bidi control an error; the errors come after the cap
    const args = (bidi: number) => [...Array.from({ length: MAX + 3 }, () => 'a\u200bb'), ...Array.from({ length: bidi }, () => 'a\u202eb')];
    const config = (bidi: number) => JSON.stringify({ mcpServers: { s: { command: 'node', args: args(bidi) } } });
    const scanOf = (bidi: number) => scan({ paths: ['.'], cwd: tree({ '.mcp.json': config(bidi) }), rules: [hiddenUnicode] }).findings;
    const [two] = notListed(scanOf(2));
    const [three] = notListed(scanOf(3));
    const [none] = notListed(scanOf(0));
    expect(none!.level).toBe('warning');
    expect(two!.level).toBe('error');
    expect(two!.message).toMatch(/^5 more hidden-unicode findings/);
    expect(three!.message).toMatch(/^6 more hidden-unicode findings/);
    expect(two!.fingerprint).not.toBe(three!.fingerprint);
  });

  it('is counted per file and per rule', () => {
    const dir = tree({ '.mcp.json': unpinned(MAX), 'b/.mcp.json': unpinned(MAX) });
    const { findings } = scan({ paths: ['.'], cwd: dir, rules: [unpinnedPackage] });
    expect(findings).toHaveLength(2 * MAX);
    expect(notListed(findings)).toEqual([]);
  });

  it('the command line lists the cap; a scan without one (what --fix runs) lists them all', () => {
    const dir = tree({ '.mcp.json': unpinned(MAX + 5) });
    const json = runCli(['--format', 'json', '--offline', '.'], dir);
    const reported = (JSON.parse(json.stdout) as { findings: Finding[] }).findings;
    expect(reported).toHaveLength(MAX + 1);
    const all = scan({ paths: ['.'], cwd: dir, rules: [unpinnedPackage], findingsPerRule: Infinity }).findings;
    expect(all).toHaveLength(MAX + 5);
    expect(notListed(all)).toEqual([]);
  });
});
