/** A GeoJSON position: [longitude, latitude] (or any planar [x, y]). */
export type Position = readonly [number, number];

/**
 * Whether the point lies inside the ring (even-odd ray casting, planar). The ring may be
 * closed (first point repeated) or not. A polygon with holes is inside its outer ring and
 * outside every hole.
 */
export function insideRing([x, y]: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside a GeoJSON polygon's coordinates: in the outer ring and in none of the holes. */
export function insidePolygonRings(
  point: Position,
  rings: readonly (readonly Position[])[],
): boolean {
  const [outer, ...holes] = rings;
  return !!outer && insideRing(point, outer) && !holes.some((hole) => insideRing(point, hole));
}
