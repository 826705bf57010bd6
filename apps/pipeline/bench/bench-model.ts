import { seededRandom } from '../src/derive/evaluate.ts';
import { GBDT_DEFAULTS, type TreeNode } from '@yardstick/engine/derive/model/gbdt';
import { FEATURE_NAMES, type StackModel } from '@yardstick/engine/derive/model/stack';

/**
 * A learned correction of the largest size the derive can be given (GBDT_DEFAULTS: maxTrees
 * trees of maxDepth, bins cut points per feature, one encoding per sector), random but
 * seeded, for `bench:derive` to time the derive's correction step at scale (the bench holds
 * no backtest to train one).
 */
export function largestStackModel(sectors: readonly string[]): StackModel {
  const random = seededRandom(39);
  const nf = FEATURE_NAMES.length;
  const cuts = Array.from({ length: nf }, () =>
    Array.from({ length: GBDT_DEFAULTS.bins - 1 }, (_, i) => i / GBDT_DEFAULTS.bins),
  );
  const tree = (depth: number): TreeNode =>
    depth >= GBDT_DEFAULTS.maxDepth
      ? { v: (random() - 0.5) * 0.01 }
      : {
          f: Math.floor(random() * nf),
          t: Math.floor(random() * GBDT_DEFAULTS.bins),
          l: tree(depth + 1),
          r: tree(depth + 1),
        };
  const encoding = Object.fromEntries(
    sectors.map((s) => [s, [(random() - 0.5) * 0.1, 20] as [number, number]]),
  );
  return {
    version: 2,
    gbdt: { cuts, base: 0, trees: Array.from({ length: GBDT_DEFAULTS.maxTrees }, () => tree(0)) },
    sectors: encoding,
    districts: {},
    sales: 1_000_000,
    from: '2015-01',
    to: '2024-12',
  };
}
