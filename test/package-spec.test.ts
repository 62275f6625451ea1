/**
 * Version specs are classified without loading semver when they are a strict version (`1.2.3`) or a word no range can
 * be (`latest`): those shortcuts must say exactly what semver itself says, for any string.
 */
import fc from 'fast-check';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { classifySemver } from '../src/analysis/package-spec.js';

/** The classification as semver alone makes it (loose, as npm reads a spec). */
function bySemver(spec: string): string {
  if (spec === '') return 'none';
  if (spec.includes('$')) return 'dynamic';
  if (semver.valid(spec, true)) return 'exact';
  if (semver.validRange(spec, true) === null) return 'tag';
  const set = new semver.Range(spec, true).set;
  const only = set.length === 1 && set[0]!.length === 1 ? set[0]![0]! : undefined;
  return only && only.operator === '' && only.value !== '' ? 'exact' : 'range';
}

describe('classifySemver', () => {
  it.each([
    ['1.2.3', 'exact'], ['1.2.3-beta.1+build.5', 'exact'], ['v1.2.3', 'exact'], ['=1.2.3', 'exact'],
    ['latest', 'tag'], ['next', 'tag'], ['beta-2', 'tag'], ['canary_1', 'tag'],
    ['x', 'range'], ['X', 'range'], ['*', 'range'], ['^1.2.0', 'range'], ['~1', 'range'], ['1.x', 'range'], ['>=1 <2', 'range'], ['1', 'range'],
    ['', 'none'], ['${VERSION}', 'dynamic'],
  ])('%s is %s', (spec, kind) => {
    expect(classifySemver(spec)).toBe(kind);
    expect(bySemver(spec)).toBe(kind);
  });

  it('agrees with semver on any spec, shortcuts included', () => {
    const unit = fc.constantFrom(...'0123456789.-+^~<>=*| xXvVabeltsnrcA_');
    fc.assert(fc.property(fc.string({ unit, maxLength: 16 }), (spec) => classifySemver(spec) === bySemver(spec)), { numRuns: 20_000, seed: 4242 });
    // and on words and versions, the shapes the shortcuts take
    const word = fc.stringMatching(/^[A-Za-z][\w-]{0,10}$/);
    const version = fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20), fc.option(fc.stringMatching(/^[0-9A-Za-z-]{1,6}$/))).map(([a, b, c, pre]) => `${a}.${b}.${c}${pre ? `-${pre}` : ''}`);
    fc.assert(fc.property(fc.oneof(word, version), (spec) => classifySemver(spec) === bySemver(spec)), { numRuns: 5_000, seed: 4343 });
  });
});
