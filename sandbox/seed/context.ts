/**
 * What every part of the seed is given: the writer, the anchor (last day of history) and named
 * PRNG streams of the world's seed.
 */
import { type Day, dayOf } from './dates';
import { type Prng, createPrng } from './prng';
import type { SeedWriter } from './writer';

/** The seed and the last day of seeded history (`YYYY-MM-DD`). */
export type SeedOptions = { seed: number; anchor: string };

export type SeedContext = {
  writer: SeedWriter;
  seed: number;
  anchor: string;
  /** The anchor as a {@link Day}. */
  anchorDay: Day;
  /** The PRNG stream with this name: independent of every other stream. */
  rng(stream: string): Prng;
};

/** A context over `writer`; throws RangeError when the seed or the anchor is not usable. */
export function createSeedContext(writer: SeedWriter, options: SeedOptions): SeedContext {
  if (!Number.isSafeInteger(options.seed)) throw new RangeError(`seed must be an integer: ${options.seed}`);
  const anchorDay = dayOf(options.anchor);
  return {
    writer,
    seed: options.seed,
    anchor: options.anchor,
    anchorDay,
    rng: (stream) => createPrng(options.seed, stream),
  };
}
