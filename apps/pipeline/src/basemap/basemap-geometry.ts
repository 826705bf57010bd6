import { insidePolygonRings } from '@yardstick/core/geo/point-in-ring';

/**
 * Pure geometry for the offline basemap: coordinate rounding and a label point inside each
 * district (GeoJSON order: [lng, lat]).
 */
export type Position = [number, number];
export type Ring = Position[];
export type PolygonCoords = Ring[];

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Rounds a ring and drops points that became equal to the one before (keeps it closed). */
export function roundRing(ring: Ring, decimals: number): Ring {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const p: Position = [round(x, decimals), round(y, decimals)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

/** Signed-area magnitude of a ring (planar, degrees²): used only to pick the largest part. */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return Math.abs(sum / 2);
}

function distanceToSegment([px, py]: Position, [ax, ay]: Position, [bx, by]: Position): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t =
    dx === 0 && dy === 0
      ? 0
      : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function distanceToEdges(p: Position, polygon: PolygonCoords): number {
  let best = Infinity;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      best = Math.min(best, distanceToSegment(p, ring[j]!, ring[i]!));
    }
  }
  return best;
}

/**
 * A point well inside the largest part of a (multi)polygon, for its label: the interior
 * point of a 24 x 24 grid over the part's box that lies farthest from any edge (a coarse
 * pole of inaccessibility), refined once on a finer grid around it.
 */
export function labelPoint(polygons: PolygonCoords[]): Position | undefined {
  const part = [...polygons].sort((a, b) => ringArea(b[0] ?? []) - ringArea(a[0] ?? []))[0];
  const outer = part?.[0];
  if (!part || !outer || outer.length < 3) return undefined;
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  let minX = Math.min(...xs);
  let maxX = Math.max(...xs);
  let minY = Math.min(...ys);
  let maxY = Math.max(...ys);
  let best: Position | undefined;
  let bestDistance = -1;
  for (let pass = 0; pass < 2; pass++) {
    const n = 24;
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= n; j++) {
        const p: Position = [minX + ((maxX - minX) * i) / n, minY + ((maxY - minY) * j) / n];
        if (!insidePolygonRings(p, part)) continue;
        const d = distanceToEdges(p, part);
        if (d > bestDistance) {
          bestDistance = d;
          best = p;
        }
      }
    }
    if (!best) break;
    const w = (maxX - minX) / 12;
    const h = (maxY - minY) / 12;
    [minX, maxX, minY, maxY] = [best[0] - w, best[0] + w, best[1] - h, best[1] + h];
  }
  return best ?? outer[0];
}
