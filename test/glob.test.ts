/**
 * Settings globs (issue 15): the documented syntax, the same answers as picomatch (the reference glob library) on
 * that syntax, time linear in the path whatever the glob, and a bad glob as a usage error naming the setting.
 *
 * picomatch itself is not used to match: it compiles `*a*a*a*a*a*a*a*b` to nested `[^/]*?` in a backtracking regex,
 * which takes seconds on a 40-character name and does not finish on 200 (measured with picomatch 4.0.7). It is the
 * oracle here, on paths short enough for it.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, GlobError, MAX_ALTERNATIVES } from '../src/model/glob.js';
import { runCli } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const picomatch = createRequire(import.meta.url)('picomatch') as { isMatch(path: string, glob: string, options?: { dot?: boolean }): boolean };
const tree = tempTrees();

describe('glob syntax', () => {
  it.each([
    ['examples/**', 'examples/a/.mcp.json', true],
    ['examples/**', 'examples', true],
    ['examples/**', 'src/examples/.mcp.json', false],
    ['**/fixtures/**', 'test/fixtures/x/.mcp.json', true],
    ['**/fixtures/**', 'fixtures/.mcp.json', true],
    ['**/.mcp.json', '.mcp.json', true],
    ['*.json', '.mcp.json', true],
    ['*.json', 'a/.mcp.json', false],
    ['a/*.json', 'a/b/c.json', false],
    ['?.json', 'a.json', true],
    ['?.json', 'ab.json', false],
    ['a?b', 'a/b', false],
    ['{a,b}/.mcp.json', 'b/.mcp.json', true],
    ['{a,b}/.mcp.json', 'c/.mcp.json', false],
    ['{a,*/b}/x', 'z/b/x', true],
    ['{a,{b,c}}.json', 'c.json', true],
    ['{a}.json', '{a}.json', true],
    ['{a}.json', 'a.json', false],
    ['vendor', 'vendor/x/.mcp.json', true],
    ['vendor/', 'vendor/x/.mcp.json', true],
    ['vendor', 'vendors/.mcp.json', false],
    ['a**b', 'axxb', true],
    ['a**b', 'ax/yb', false],
    ['\\*.json', '*.json', true],
    ['\\*.json', 'a.json', false],
    ['[id].json', '[id].json', true],
    ['[id].json', 'i.json', false],
    ['@my-org/*', '@my-org/pkg', true],
    ['@my-org/*', '@other/pkg', false],
    ['ü*', 'über', true],
    ['?', '😀', true],
  ])('%s matches %s: %s', (glob, path, expected) => {
    expect(compileGlob(glob).test(path)).toBe(expected);
  });

  it.each([
    ['{a,b', 'has a { with no } after it'],
    ['a}', 'has a } with no { before it'],
    ['a\\', 'ends with a lone \\'],
    ['{a,b}'.repeat(9), `expands to more than ${MAX_ALTERNATIVES} alternatives`],
    ['a'.repeat(1001), 'is longer than 1000 characters'],
  ])('rejects %s: %s', (glob, message) => {
    expect(() => compileGlob(glob)).toThrow(new GlobError(message));
  });

  it('takes linear time whatever the glob: *a*a*a*a*a*a*a*b against long names', () => {
    const globs = ['*a*a*a*a*a*a*a*b', '**/*a*a*a*a*a*a*a*b', '{*a*a*a*b,*a*a*a*c}/**/*a*a*a*a*b'];
    const paths = ['a'.repeat(200), `${'a/'.repeat(2000)}a`, `${'a'.repeat(4000)}/x`];
    const start = performance.now();
    for (const glob of globs) for (const path of paths) expect(compileGlob(glob).test(path)).toBe(false);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('the same answers as picomatch', () => {
  // Segments of names and wildcards, `**` only as a whole segment (picomatch reads `a**b` and `**.json` its own way).
  const atom = fc.constantFrom('a', 'b', '.', '*', '?', '{a,b}', '{?,b.a}', '{a,b/a}', '{a*,b}');
  const word = fc.array(atom, { minLength: 1, maxLength: 4 }).map((a) => a.join('')).filter((w) => !w.includes('**') && !w.includes('*{a*'));
  const segment = fc.oneof({ weight: 1, arbitrary: fc.constant('**') }, { weight: 4, arbitrary: word });
  const glob = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
  const path = fc.array(fc.constantFrom('a', 'b', 'ab', 'ba', '.a', 'a.b', 'b.a', 'aab'), { minLength: 1, maxLength: 5 }).map((s) => s.join('/'));

  it('on random globs and paths (a folder pattern covers what is inside it)', () => {
    fc.assert(fc.property(glob, path, (g, p) => {
      fc.pre(g.split('{').length <= 7); // at most 2⁶ alternatives
      fc.pre(!g.split('/').includes('.')); // picomatch drops a `./`: `./**` matches `a`
      // picomatch with dot files matched like any other, and the folder rule spelled out as `glob/**` (after the
      // trailing `/**` a glob may have, which picomatch lets match nothing after `a/` but not after `*/`).
      const base = g.replace(/(?:^|\/)\*\*(?:\/\*\*)*$/, '') || '**';
      const expected = picomatch.isMatch(p, base, { dot: true }) || picomatch.isMatch(p, `${base}/**`, { dot: true });
      expect(compileGlob(g).test(p), `${g} ~ ${p}`).toBe(expected);
    }), { numRuns: 5000, seed: 15 });
  });
});

describe('globs in the settings file', () => {
  const server = (name: string) => `"${name}": { "command": "npx", "args": ["-y", "${name}-mcp"] }`;

  it.each([
    [{ ignore: ['ok/**', '{a,*'] }, 'ignore[1] "{a,*" is not a valid glob: it has a { with no } after it'],
    [{ ignoreFindings: [{ rule: 'unpinned-package', file: 'a}', reason: 'r' }] }, 'ignoreFindings[0].file "a}" is not a valid glob: it has a } with no { before it'],
    [{ rules: { 'unpinned-package': ['warning', { allow: ['@org/{x,y'] }] } }, 'rules.unpinned-package[1].allow[0] "@org/{x,y" is not a valid glob: it has a { with no } after it'],
    [{ ignore: ['a\u001b]0;x\u0007{'] }, 'ignore[0] "a\\u001b]0;x\\u0007{" is not a valid glob: it has a { with no } after it'],
  ])('a bad glob is a usage error naming the setting: %j', (settings, message) => {
    const run = runCli([], tree({ '.mcp-audit.json': JSON.stringify(settings), '.mcp.json': `{ "mcpServers": { ${server('a')} } }` }));
    expect(run.stderr).toBe(`mcp-audit: settings file .mcp-audit.json: ${message}\n`);
    expect(run.code).toBe(2);
  });

  it('{a,*} is a glob like any other (it was "internal error: Invalid regular expression")', () => {
    const dir = tree({ '.mcp-audit.json': JSON.stringify({ ignore: ['{a,*}'] }), 'a/.mcp.json': `{ "mcpServers": { ${server('a')} } }` });
    const run = runCli(['--format', 'json'], dir);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).findings).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('a glob of many stars against a long folder name scans at once', () => {
    const name = 'a'.repeat(200);
    const dir = tree({
      '.mcp-audit.json': JSON.stringify({ ignore: ['*a*a*a*a*a*a*a*b'], rules: { 'unpinned-package': ['warning', { allow: ['*a*a*a*a*a*a*a*b'] }] } }),
      [`${name}/.mcp.json`]: `{ "mcpServers": { ${server(name)} } }`,
    });
    const start = performance.now();
    const run = runCli(['--format', 'json'], dir);
    expect(performance.now() - start).toBeLessThan(3000);
    expect(JSON.parse(run.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['unpinned-package']);
  });
});
