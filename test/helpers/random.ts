/** Seeded randomness for fake tokens: the right shape, random content, the same every run. */

// One generator for the tests, the fuzzer and the benchmark.
export { seeded as seededRandom } from '../../scripts/seeded-random.mjs';

/** `n` characters drawn from `chars`. */
export function picker(random: () => number): (chars: string, n: number) => string {
  return (chars, n) => Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join('');
}
