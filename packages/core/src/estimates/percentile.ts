/** Linear-interpolated percentile (as PostgreSQL percentile_cont) of unsorted values; p in 0..1. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(pos);
  const upper = Math.ceil(pos);
  const lo = sorted[lower] as number;
  const hi = sorted[upper] as number;
  return lo + (hi - lo) * (pos - lower);
}

export function median(values: readonly number[]): number | null {
  return percentile(values, 0.5);
}
