import { offsetMetres } from './demo-geography.ts';
import type { DemoProperty } from './property-model.ts';
import { hash32, Random } from '@yardstick/core/random/seeded-random';

/**
 * A plot outline around a listed property, INSPIRE-index style: a rectangle (a terrace's
 * narrow strip, a detached house's wide plot, a block's footprint for flats) turned to the
 * street's bearing, stored as a PostgreSQL polygon of (lng, lat) points.
 */

export interface DemoPlot {
  id: number;
  shape: string;
  areaM2: number;
  perimeterM: number;
  centroidLat: number;
  centroidLng: number;
}

const SIZES: Record<DemoProperty['type'], { width: [number, number]; depth: [number, number] }> = {
  T: { width: [4.5, 6.5], depth: [18, 35] },
  S: { width: [7, 10], depth: [22, 40] },
  D: { width: [11, 20], depth: [25, 50] },
  F: { width: [15, 30], depth: [12, 25] },
  O: { width: [8, 15], depth: [15, 30] },
};

export function plotPolygon(
  seed: number | string,
  property: DemoProperty,
  id: number,
  lat: number,
  lng: number,
): DemoPlot {
  const random = new Random(seed, 'plot', property.id);
  const size = SIZES[property.type];
  const width = random.range(...size.width);
  const depth = random.range(...size.depth);
  const bearing = ((hash32(`${property.unit.postcode}|${property.street}`) % 180) * Math.PI) / 180;
  const corners: [number, number][] = [
    [-width / 2, -depth / 2],
    [width / 2, -depth / 2],
    [width / 2, depth / 2],
    [-width / 2, depth / 2],
  ];
  const points = corners.map(([x, y]) => {
    const east = x * Math.cos(bearing) - y * Math.sin(bearing);
    const north = x * Math.sin(bearing) + y * Math.cos(bearing);
    const p = offsetMetres(lat, lng, north, east);
    return `(${p.lng.toFixed(7)},${p.lat.toFixed(7)})`;
  });
  return {
    id,
    shape: `(${points.join(',')})`,
    areaM2: Math.round(width * depth * 10) / 10,
    perimeterM: Math.round(2 * (width + depth) * 10) / 10,
    centroidLat: Math.round(lat * 1e7) / 1e7,
    centroidLng: Math.round(lng * 1e7) / 1e7,
  };
}
