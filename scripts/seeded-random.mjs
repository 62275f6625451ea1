/**
 * mulberry32: a small seeded PRNG returning numbers in [0, 1), the same for the same seed on every machine. The one
 * generator of the benchmark's trees, the fuzzer's secret samples and the tests' fake tokens.
 */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
