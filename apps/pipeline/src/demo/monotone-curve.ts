/**
 * Monotone cubic Hermite interpolation (Fritsch-Carlson tangents): a smooth curve through
 * every given point that never overshoots between two of them, so an index drawn through
 * sampled figures has no invented peaks. Outside the points it stays flat.
 */
export function monotoneCurve(xs: readonly number[], ys: readonly number[]): (x: number) => number {
  const n = xs.length;
  if (n === 0 || n !== ys.length) throw new Error('monotoneCurve needs matching, non-empty points');
  for (let i = 1; i < n; i++) {
    if (!((xs[i] as number) > (xs[i - 1] as number))) throw new Error('x must increase strictly');
  }
  if (n === 1) return () => ys[0] as number;

  const x = (i: number) => xs[i] as number;
  const y = (i: number) => ys[i] as number;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) slopes.push((y(i + 1) - y(i)) / (x(i + 1) - x(i)));
  const s = (i: number) => slopes[i] as number;

  const tangents: number[] = [s(0)];
  for (let i = 1; i < n - 1; i++) {
    tangents.push(s(i - 1) * s(i) <= 0 ? 0 : (s(i - 1) + s(i)) / 2);
  }
  tangents.push(s(n - 2));
  for (let i = 0; i < n - 1; i++) {
    if (s(i) === 0) {
      tangents[i] = 0;
      tangents[i + 1] = 0;
      continue;
    }
    const a = (tangents[i] as number) / s(i);
    const b = (tangents[i + 1] as number) / s(i);
    const h = a * a + b * b;
    if (h > 9) {
      const t = 3 / Math.sqrt(h);
      tangents[i] = t * a * s(i);
      tangents[i + 1] = t * b * s(i);
    }
  }

  return (at: number) => {
    if (at <= x(0)) return y(0);
    if (at >= x(n - 1)) return y(n - 1);
    let lo = 0;
    let hi = n - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (x(mid) <= at) lo = mid;
      else hi = mid;
    }
    const h = x(hi) - x(lo);
    const t = (at - x(lo)) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * y(lo) +
      (t3 - 2 * t2 + t) * h * (tangents[lo] as number) +
      (-2 * t3 + 3 * t2) * y(hi) +
      (t3 - t2) * h * (tangents[hi] as number)
    );
  };
}

/** Straight lines between the points, flat outside them. */
export function piecewiseLinear(
  xs: readonly number[],
  ys: readonly number[],
): (x: number) => number {
  const n = xs.length;
  if (n === 0 || n !== ys.length)
    throw new Error('piecewiseLinear needs matching, non-empty points');
  return (at: number) => {
    if (at <= (xs[0] as number)) return ys[0] as number;
    if (at >= (xs[n - 1] as number)) return ys[n - 1] as number;
    let i = 1;
    while ((xs[i] as number) < at) i++;
    const x0 = xs[i - 1] as number;
    const x1 = xs[i] as number;
    const y0 = ys[i - 1] as number;
    const y1 = ys[i] as number;
    return y0 + ((y1 - y0) * (at - x0)) / (x1 - x0);
  };
}
