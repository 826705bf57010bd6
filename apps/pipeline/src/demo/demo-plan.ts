import type { DemoUnit } from './demo-geography.ts';
import { Random } from '@yardstick/core/random/seeded-random';

/**
 * How big the demo is. Scale 1 (the default) is about 60,000 properties on the real unit
 * postcodes, 4,000 listings and 100,000 sales; everything that describes properties grows
 * linearly with the scale, up to MAX_SCALE: about 1,000,000 listings and 25,000,000 sales,
 * for benchmarks. Fractional scales (e.g. 0.05 in tests) give small datasets; the real 2019
 * sales and their addresses are always included.
 */

export const DEFAULT_SEED = 20250228;
export const DEFAULT_SCALE = 1;
export const MAX_SCALE = 250;

/** Mean properties per unit postcode at scale 1 (units hold between 8 and 28). */
const UNIT_SIZE_RANGE: [number, number] = [8, 28];
/** Share of properties on the market (sale, rent or both) at any one time. */
export const LISTING_PROBABILITY = 0.06;
export const AGENTS_PER_CITY = 12;

export interface DemoPlan {
  seed: number;
  scale: number;
  /** Properties generated at a unit postcode (before adding its real addresses). */
  unitSize(unit: DemoUnit): number;
  listingProbability: number;
  agentsPerCity: number;
  /** Multiplier of recorded crime volumes (crimes are not a benchmark target). */
  crimeVolumeScale: number;
}

export function demoPlan(seed: number, scale: number): DemoPlan {
  if (!Number.isInteger(seed) || seed < 0)
    throw new Error(`--seed must be a whole number >= 0, not ${seed}`);
  if (!(scale > 0 && scale <= MAX_SCALE))
    throw new Error(`--scale must be above 0 and at most ${MAX_SCALE}, not ${scale}`);
  return {
    seed,
    scale,
    unitSize(unit) {
      const random = new Random(seed, 'unit-size', unit.postcode);
      const expected = random.range(...UNIT_SIZE_RANGE) * scale;
      const whole = Math.floor(expected);
      return whole + (random.chance(expected - whole) ? 1 : 0);
    },
    listingProbability: LISTING_PROBABILITY,
    agentsPerCity: Math.max(2, Math.round(AGENTS_PER_CITY * Math.sqrt(Math.max(scale, 0.1)))),
    crimeVolumeScale: Math.min(scale, 10),
  };
}
