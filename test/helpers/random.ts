/** Seeded randomness for fake tokens: the right shape, random content, the same every run. */

/** mulberry32: a small, fast PRNG; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` characters drawn from `chars`. */
export function picker(random: () => number): (chars: string, n: number) => string {
  return (chars, n) => Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join('');
}
