import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bareReferences, claudeExpand, claudeReferences, isIdentifier, vscodeReferences, VSCODE_PREDEFINED,
} from '../src/analysis/expansion.js';

describe('claudeReferences', () => {
  it('finds ${VAR}, ${VAR:-default} and ${VAR:-}', () => {
    expect(claudeReferences('a ${A} b ${B:-x} c ${C:-}')).toEqual([
      { start: 2, end: 6, body: 'A', name: 'A', default: undefined, droppedDefault: false, nested: false, intendedEnd: 6 },
      { start: 9, end: 16, body: 'B:-x', name: 'B', default: 'x', droppedDefault: false, nested: false, intendedEnd: 16 },
      { start: 19, end: 25, body: 'C:-', name: 'C', default: '', droppedDefault: false, nested: false, intendedEnd: 25 },
    ]);
  });

  it('ignores $VAR, ${} and an unclosed ${', () => {
    expect(claudeReferences('$VAR ${} ${OPEN')).toEqual([]);
  });

  it('splits on the first ":-" and drops what follows a second one', () => {
    const [ref] = claudeReferences('${A:-x:-y}');
    expect(ref).toMatchObject({ name: 'A', default: 'x', droppedDefault: true });
  });

  it('a nested ${A:-${B}} stops at the first "}" and leaves one "}" over', () => {
    const value = 'pre ${A:-${B}} post';
    const [ref, ...rest] = claudeReferences(value);
    expect(rest).toEqual([]);
    expect(ref).toMatchObject({ start: 4, end: 13, body: 'A:-${B', name: 'A', default: '${B', nested: true, intendedEnd: 14 });
    expect(value.slice(ref!.start, ref!.intendedEnd)).toBe('${A:-${B}}');
  });

  it('an unbalanced nested reference ends where the regex ends', () => {
    const [ref] = claudeReferences('${A:-${B}');
    expect(ref).toMatchObject({ end: 9, intendedEnd: 9, nested: true });
  });

  it('${env:TOKEN} is a variable named "env:TOKEN"', () => {
    expect(claudeReferences('${env:TOKEN}')[0]).toMatchObject({ name: 'env:TOKEN', default: undefined });
  });

  it('a body may span lines (the regex excludes only "}")', () => {
    expect(claudeReferences('${A\nB}')[0]).toMatchObject({ name: 'A\nB' });
  });
});

describe('claudeExpand: Claude Code semantics (formats.md §1.3 edge cases)', () => {
  const cases: [string, Record<string, string | undefined>, string, string[]][] = [
    ['${VAR}', { VAR: 'v' }, 'v', []],
    ['${VAR}', {}, '${VAR}', ['VAR']],
    ['$VAR', { VAR: 'v' }, '$VAR', []],
    ['${VAR:-d}', {}, 'd', []],
    ['${VAR:-d}', { VAR: '' }, '', []],
    ['${VAR:-}', {}, '', []],
    ['${A:-x:-y}', {}, 'x', []],
    ['${A:-${B}}', {}, '${B}', []],
    ['${A:-${B}}', { A: 'a', B: 'b' }, 'a}', []],
    ['${env:TOKEN}', { TOKEN: 't' }, '${env:TOKEN}', ['env:TOKEN']],
    ['~/path $(cmd)', {}, '~/path $(cmd)', []],
    ['Bearer ${T} and ${U:-u}', { T: 't' }, 'Bearer t and u', []],
  ];
  it.each(cases)('%s with %j → %s', (input, env, value, missing) => {
    expect(claudeExpand(input, env)).toEqual({ value, missing });
  });

  it('does not read inherited properties as variables', () => {
    expect(claudeExpand('${toString}', {}).missing).toEqual(['toString']);
  });

  it('references and expansion agree: unset names without default are exactly the missing ones', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('${', '}', ':-', 'A', 'B', '$', 'x', ' ', 'env:')).map((parts) => parts.join('')), (value) => {
      const refs = claudeReferences(value);
      for (const ref of refs) expect(value.slice(ref.start, ref.end)).toBe(`\${${ref.body}}`);
      expect(claudeExpand(value, {}).missing).toEqual(refs.filter((r) => r.default === undefined).map((r) => r.name));
    }));
  });
});

describe('bareReferences', () => {
  it('finds upper-case $NAME, not ${NAME}, $(cmd), $1, $lower or $$', () => {
    expect(bareReferences('$HOME/x ${Y} $(pwd) $1 $metadata $$PID \\$ESC $A_1')).toEqual([
      { start: 0, end: 5, name: 'HOME' },
      { start: 45, end: 49, name: 'A_1' },
    ]);
  });

  it('skips references inside given ranges', () => {
    const value = '${A:-$B} $C';
    const skip = claudeReferences(value).map((r) => ({ start: r.start, end: r.intendedEnd }));
    expect(bareReferences(value, skip)).toEqual([{ start: 9, end: 11, name: 'C' }]);
  });

  it('needs a letter: $_ and $__ are not variables worth a finding', () => {
    expect(bareReferences('$_ $__ $_X')).toEqual([{ start: 7, end: 10, name: '_X' }]);
  });
});

describe('vscodeReferences', () => {
  it('splits variable and argument on ":"', () => {
    expect(vscodeReferences('${env:HOME}/${input:tok} ${workspaceFolder:app} ${userHome} ${TOKEN}')).toEqual([
      { start: 0, end: 11, body: 'env:HOME', variable: 'env', argument: 'HOME', nested: false },
      { start: 12, end: 24, body: 'input:tok', variable: 'input', argument: 'tok', nested: false },
      { start: 25, end: 47, body: 'workspaceFolder:app', variable: 'workspaceFolder', argument: 'app', nested: false },
      { start: 48, end: 59, body: 'userHome', variable: 'userHome', argument: undefined, nested: false },
      { start: 60, end: 68, body: 'TOKEN', variable: 'TOKEN', argument: undefined, nested: false },
    ]);
  });

  it('marks nested references, which VS Code leaves unchanged', () => {
    expect(vscodeReferences('${env:${X}}')[0]).toMatchObject({ body: 'env:${X', nested: true });
  });

  it('does not match across lines', () => {
    expect(vscodeReferences('${A\n}')).toEqual([]);
  });

  it('${VAR:-d} is variable "VAR" with argument "-d", which VS Code does not know', () => {
    expect(vscodeReferences('${VAR:-d}')[0]).toMatchObject({ variable: 'VAR', argument: '-d' });
  });

  it('knows the predefined variables', () => {
    for (const name of ['workspaceFolder', 'userHome', 'cwd', 'pathSeparator', '/', 'execPath']) expect(VSCODE_PREDEFINED.has(name)).toBe(true);
    expect(VSCODE_PREDEFINED.has('HOME')).toBe(false);
  });
});

describe('isIdentifier', () => {
  it.each([['A_1', true], ['_x', true], ['1A', false], ['env:X', false], ['', false], ['A B', false]] as const)('%s → %s', (name, ok) => {
    expect(isIdentifier(name)).toBe(ok);
  });
});
