/**
 * The seed's only source of randomness: sfc32 (Chris Doty-Humphrey's Small Fast Counting PRNG),
 * seeded through a string hash. Never Math.random: the same seed must give the same world.
 * Each part of the world draws from its own named stream, so adding a row to one part never
 * shifts the numbers of another.
 */

/** A deterministic random source with the helpers the seed needs. */
export type Prng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, drawn in proportion to `weight(item)`. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A Poisson-distributed count with the given mean (Knuth's method; fine for small means). */
  poisson(mean: number): number;
  /** An amount in paise between two rupee figures; whole rupees unless `withPaise`. */
  rupees(min: number, max: number, withPaise?: boolean): number;
  /** `count` random digits, as text. */
  digits(count: number): string;
  /** `count` lowercase hex characters. */
  hex(count: number): string;
};

/** xmur3 string hash: 32 bits of `text`, stirred (Bryc's public-domain PRNG collection). */
function hashText(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return function stir(): number {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

/** sfc32 over four 32-bit words of state. */
function sfc32(a0: number, b0: number, c0: number, d0: number): () => number {
  let [a, b, c, d] = [a0, b0, c0, d0];
  return function next(): number {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** The stream called `stream` of the world seeded with `seed`. */
export function createPrng(seed: number, stream: string): Prng {
  const hash = hashText(`${seed}:${stream}`);
  const raw = sfc32(hash(), hash(), hash(), hash());
  // The first outputs of sfc32 still echo the seed words; discard them.
  for (let i = 0; i < 15; i += 1) raw();

  function int(min: number, max: number): number {
    return min + Math.floor(raw() * (max - min + 1));
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }
  return {
    next: raw,
    int,
    chance: (p) => raw() < p,
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let target = raw() * total;
      for (const item of items) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return pick(items);
    },
    poisson(mean) {
      const limit = Math.exp(-mean);
      let count = 0;
      for (let product = raw(); product > limit; product *= raw()) count += 1;
      return count;
    },
    rupees(min, max, withPaise = false) {
      return withPaise ? int(min * 100, max * 100) : int(min, max) * 100;
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    hex: (count) => Array.from({ length: count }, () => int(0, 15).toString(16)).join(''),
  };
}
