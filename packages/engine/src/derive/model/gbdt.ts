/**
 * A small histogram gradient-boosted regression tree ensemble (docs/methodology.md, "The
 * learned correction"): the estimate's learned model. Pure and deterministic: no sampling, no
 * randomness, ties broken by feature and bin order, so the same rows give the same model on
 * every run and every engine.
 *
 * - Each feature is cut into at most `bins` quantile bins of its training values; a missing
 *   value (NaN) has a bin of its own (bin 0), so a split can set the missing apart.
 * - The loss is Huber's (squared within `huberDelta` of the fit, absolute beyond it): a sale
 *   far from its prediction pulls a leaf by at most `huberDelta`, so the odd sale cannot carry
 *   the model. Each tree is fitted to the clipped residuals (the gradient), each leaf value
 *   their sum over (count + `lambda`), times `learningRate`.
 * - The number of trees is chosen walk-forward on the rows' own order (oldest first): trained
 *   on the first (1 - `validationShare`) of them, the count that gives the least mean Huber
 *   loss on the rest; then refitted on all the rows with that count. None when no tree helps.
 */
export interface GbdtOptions {
  maxTrees: number;
  learningRate: number;
  maxDepth: number;
  minLeaf: number;
  lambda: number;
  bins: number;
  huberDelta: number;
  validationShare: number;
}

/** The model's constants, fixed before it was measured (docs/methodology.md). */
export const GBDT_DEFAULTS: GbdtOptions = {
  maxTrees: 200,
  learningRate: 0.05,
  maxDepth: 3,
  minLeaf: 30,
  lambda: 1,
  bins: 32,
  huberDelta: 0.1,
  validationShare: 0.25,
};

/** A node: a split (feature, bin threshold: bin <= t goes left) or a leaf (value). */
export type TreeNode = { f: number; t: number; l: TreeNode; r: TreeNode } | { v: number };

export interface GbdtModel {
  /** Each feature's cut points: bin = 1 + count of cuts below or equal to the value. */
  cuts: number[][];
  base: number;
  trees: TreeNode[];
}

/** Cut points of one feature: at most bins - 1 quantiles of its distinct values. */
function cutsOf(values: readonly number[], bins: number): number[] {
  const present = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const distinct: number[] = [];
  for (const v of present) if (distinct[distinct.length - 1] !== v) distinct.push(v);
  if (distinct.length <= 1) return [];
  if (distinct.length <= bins) return distinct.slice(0, -1);
  const cuts: number[] = [];
  for (let i = 1; i < bins; i++) {
    const v = present[Math.floor((i * present.length) / bins)] as number;
    if (cuts[cuts.length - 1] !== v && v < (distinct[distinct.length - 1] as number)) cuts.push(v);
  }
  return cuts;
}

/** The bin of a value (0: missing). */
export function binOf(cuts: readonly number[], v: number): number {
  if (Number.isNaN(v)) return 0;
  let lo = 0;
  let hi = cuts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cuts[mid] as number) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

const clip = (v: number, d: number) => (v > d ? d : v < -d ? -d : v);

function huber(r: number, d: number): number {
  const a = Math.abs(r);
  return a <= d ? 0.5 * r * r : d * (a - 0.5 * d);
}

function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** One tree on the binned rows `idx`, fitted to the gradients `g`. */
function growTree(
  binned: readonly Uint8Array[],
  nBins: readonly number[],
  g: Float64Array,
  idx: readonly number[],
  depth: number,
  o: GbdtOptions,
): TreeNode {
  let sum = 0;
  for (const i of idx) sum += g[i] as number;
  const leaf = { v: (o.learningRate * sum) / (idx.length + o.lambda) };
  if (depth >= o.maxDepth || idx.length < 2 * o.minLeaf) return leaf;
  const parentScore = (sum * sum) / (idx.length + o.lambda);
  let best = { gain: 1e-12, f: -1, t: -1 };
  for (let f = 0; f < binned.length; f++) {
    const bins = binned[f] as Uint8Array;
    const nb = nBins[f] as number;
    const gs = new Float64Array(nb);
    const cs = new Int32Array(nb);
    for (const i of idx) {
      const b = bins[i] as number;
      gs[b] = (gs[b] as number) + (g[i] as number);
      cs[b] = (cs[b] as number) + 1;
    }
    let gl = 0;
    let cl = 0;
    for (let t = 0; t < nb - 1; t++) {
      gl += gs[t] as number;
      cl += cs[t] as number;
      const cr = idx.length - cl;
      if (cl < o.minLeaf) continue;
      if (cr < o.minLeaf) break;
      const gr = sum - gl;
      const gain = (gl * gl) / (cl + o.lambda) + (gr * gr) / (cr + o.lambda) - parentScore;
      if (gain > best.gain) best = { gain, f, t };
    }
  }
  if (best.f < 0) return leaf;
  const bins = binned[best.f] as Uint8Array;
  const left = idx.filter((i) => (bins[i] as number) <= best.t);
  const right = idx.filter((i) => (bins[i] as number) > best.t);
  return {
    f: best.f,
    t: best.t,
    l: growTree(binned, nBins, g, left, depth + 1, o),
    r: growTree(binned, nBins, g, right, depth + 1, o),
  };
}

function treeValue(node: TreeNode, bin: (f: number) => number): number {
  let n = node;
  while (!('v' in n)) n = bin(n.f) <= n.t ? n.l : n.r;
  return n.v;
}

/** Fits `trees` trees (or up to maxTrees, recording each count's loss on `validation`). */
function boost(
  x: readonly (readonly number[])[],
  y: readonly number[],
  o: GbdtOptions,
  trees: number,
  validation?: { x: readonly (readonly number[])[]; y: readonly number[] },
): { model: GbdtModel; losses: number[] } {
  const nf = x[0]?.length ?? 0;
  const cuts = Array.from({ length: nf }, (_, f) =>
    cutsOf(
      x.map((row) => row[f] as number),
      o.bins,
    ),
  );
  const binned = cuts.map((c, f) => Uint8Array.from(x, (row) => binOf(c, row[f] as number)));
  const nBins = cuts.map((c) => c.length + 2);
  const base = medianOf(y);
  const fit = new Float64Array(y.length).fill(base);
  const g = new Float64Array(y.length);
  const idx = Array.from(y, (_, i) => i);
  const model: GbdtModel = { cuts, base, trees: [] };
  const vBinned = validation?.x.map((row) => row.map((v, f) => binOf(cuts[f] as number[], v)));
  const vFit = validation ? new Float64Array(validation.y.length).fill(base) : undefined;
  const losses: number[] = [];
  const vLoss = () => {
    if (!validation || !vFit) return;
    let total = 0;
    validation.y.forEach((v, i) => (total += huber(v - (vFit[i] as number), o.huberDelta)));
    losses.push(total / Math.max(1, validation.y.length));
  };
  vLoss();
  for (let k = 0; k < trees; k++) {
    for (let i = 0; i < y.length; i++)
      g[i] = clip((y[i] as number) - (fit[i] as number), o.huberDelta);
    const tree = growTree(binned, nBins, g, idx, 0, o);
    model.trees.push(tree);
    for (let i = 0; i < y.length; i++) {
      fit[i] = (fit[i] as number) + treeValue(tree, (f) => (binned[f] as Uint8Array)[i] as number);
    }
    if (vBinned && vFit) {
      vBinned.forEach(
        (row, i) => (vFit[i] = (vFit[i] as number) + treeValue(tree, (f) => row[f] as number)),
      );
      vLoss();
    }
  }
  return { model, losses };
}

/**
 * Trains on rows given oldest first: the tree count chosen on the last `validationShare` of
 * them, then the model refitted on all. Null when no tree improves on the rows' median.
 */
export function trainGbdt(
  x: readonly (readonly number[])[],
  y: readonly number[],
  options: Partial<GbdtOptions> = {},
): (GbdtModel & { validationLoss: number[] }) | null {
  const o = { ...GBDT_DEFAULTS, ...options };
  const cut = Math.floor(y.length * (1 - o.validationShare));
  if (cut < 2 * o.minLeaf || y.length - cut < 1) return null;
  const { losses } = boost(x.slice(0, cut), y.slice(0, cut), o, o.maxTrees, {
    x: x.slice(cut),
    y: y.slice(cut),
  });
  let bestCount = 0;
  losses.forEach((l, k) => {
    if (l < (losses[bestCount] as number)) bestCount = k;
  });
  // No correction at all (a prediction of 0) is the model to beat, the median's shift too.
  const validationY = y.slice(cut);
  const none = validationY.reduce((t, v) => t + huber(v, o.huberDelta), 0) / validationY.length;
  if (bestCount === 0 || !((losses[bestCount] as number) < none)) return null;
  const { model } = boost(x, y, o, bestCount);
  return { ...model, validationLoss: losses };
}

/** The model's prediction for one row of features. */
export function predictGbdt(model: GbdtModel, row: readonly number[]): number {
  const bins = row.map((v, f) => binOf(model.cuts[f] ?? [], v));
  let total = model.base;
  for (const tree of model.trees) total += treeValue(tree, (f) => bins[f] as number);
  return total;
}
