/**
 * The linear rewrites of issue 15 read text the way the regexes they replace did. Each is compared with the old
 * regex, kept here as the reference, on random strings over the characters that matter to it (fast-check, fixed
 * seed): short strings, where the old regexes are quick, cover every way the constructs can meet.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenFormats } from '../rules/hardcoded-secret.js';
import { claudeExpand, claudeReferences, vscodeReferences } from '../src/analysis/expansion.js';
import { nameWords } from '../src/analysis/secret-names.js';
import { keyedSecrets, secretsInLine } from '../src/analysis/secrets-in-line.js';
import { looksLikeSecret, shannonEntropy } from '../src/analysis/secret-values.js';
import { findSecrets } from '../src/analysis/secrets.js';
import type { Span } from '../src/model/types.js';

const RUNS = { numRuns: 3000, seed: 15 };
const textOver = (chars: string, maxLength = 24) => fc.array(fc.constantFrom(...chars), { maxLength }).map((a) => a.join(''));

describe('`${…}` references', () => {
  const text = textOver('${}${}a:-\n:x');

  it('match Claude Code\'s /\\$\\{([^}]+)\\}/g', () => {
    fc.assert(fc.property(text, (value) => {
      const old = [...value.matchAll(/\$\{([^}]+)\}/g)].map((m) => [m.index, m.index + m[0].length, m[1]]);
      expect(claudeReferences(value).map((r) => [r.start, r.end, r.body])).toEqual(old);
    }), RUNS);
  });

  it('expand as Claude Code\'s replace does', () => {
    const env = { a: 'A', x: '' };
    fc.assert(fc.property(text, (value) => {
      const missing: string[] = [];
      const expanded = value.replace(/\$\{([^}]+)\}/g, (match, body: string) => {
        const [name, fallback] = body.split(':-', 2) as [string, string | undefined];
        const set = Object.prototype.hasOwnProperty.call(env, name) ? env[name as keyof typeof env] : undefined;
        if (set !== undefined) return set;
        if (fallback !== undefined) return fallback;
        missing.push(name);
        return match;
      });
      expect(claudeExpand(value, env)).toEqual({ value: expanded, missing });
    }), RUNS);
  });

  it('match VS Code\'s /\\$\\{(.*?)\\}/g, which stops at line breaks', () => {
    fc.assert(fc.property(textOver('${}${}a:\n\r\u2028'), (value) => {
      const old = [...value.matchAll(/\$\{(.*?)\}/g)].map((m) => [m.index, m.index + m[0].length, m[1]]);
      expect(vscodeReferences(value).map((r) => [r.start, r.end, r.body])).toEqual(old);
    }), RUNS);
  });

  it('find where nested braces balance, for every reference at once', () => {
    const balancedEnd = (value: string, start: number) => {
      let depth = 0;
      for (let i = start; i < value.length; i++) {
        if (value[i] === '$' && value[i + 1] === '{') {
          depth++;
          i++;
        } else if (value[i] === '}' && --depth === 0) return i + 1;
      }
      return undefined;
    };
    fc.assert(fc.property(textOver('${}${}a$'), (value) => {
      for (const r of claudeReferences(value)) expect(r.intendedEnd).toBe(r.nested ? balancedEnd(value, r.start) ?? r.end : r.end);
    }), RUNS);
  });
});

describe('nameWords', () => {
  it('splits names as with /([A-Z]+)([A-Z][a-z])/g', () => {
    const old = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
    fc.assert(fc.property(textOver('AAAbb0_-'), (name) => {
      expect(nameWords(name)).toEqual(old(name));
    }), RUNS);
  });
});

describe('the code frame backstop', () => {
  /** secretsInLine with the old `key: value` regex. */
  function oldSecretsInLine(line: string): Span[] {
    const spans: Span[] = findSecrets(line, { slot: 'other' }, tokenFormats).map((m) => ({ start: m.start, end: m.end }));
    for (const m of line.matchAll(/["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s,"'{}[\]#]+))/g)) {
      const value = m[2] ?? m[3] ?? m[4] ?? '';
      if (!value) continue;
      const offset = m.index + m[0].length - value.length - (m[4] === undefined ? 1 : 0);
      // what a reading says is not the regex's business: the same judgement for both
      for (const s of keyedSecrets(m[1]!, value, offset, m[4] === undefined, tokenFormats)) spans.push({ start: s.start, end: s.end });
    }
    for (const m of line.matchAll(/(["'])([A-Za-z0-9_\-+/=.~]{20,})\1/g)) {
      const value = m[2]!;
      if (/[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= 3.5 && looksLikeSecret(value, 'token')) {
        spans.push({ start: m.index + 1, end: m.index + 1 + value.length });
      }
    }
    return spans;
  }
  const secret = 'Zq8Lw3Rt6Yp1Ks9Vm4Nx';
  const piece = fc.constantFrom('api_key', 'TOKEN', 'pass', '9', '.', '-', '_', '"', "'", ':', '=', ' ', ',', '{', '}', '#', '\\', secret);

  it('masks what it masked with the old `key: value` regex', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((a) => a.join('')), (line) => {
      expect(secretsInLine(line, tokenFormats)).toEqual(oldSecretsInLine(line));
    }), RUNS);
  });
});
