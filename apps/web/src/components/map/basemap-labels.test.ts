import { describe, expect, it } from 'vitest';
import type { BasemapFeature } from './api/get-basemap.ts';
import { districtLabels, insideDistrict } from './basemap-labels.ts';

const square = (code: string, west: number, south: number, size: number): BasemapFeature => ({
  type: 'Feature',
  properties: { name: code, code, label: [west + size / 2, south + size / 2] },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  },
});

const a = square('A', 0, 0, 1);
const b = square('B', 1, 0, 1);

describe('district labels of the offline basemap', () => {
  it('names the districts whose label point is in view', () => {
    const labels = districtLabels([a, b], { south: -1, west: -1, north: 2, east: 3 });
    expect(labels.map((l) => [l.code, l.lng, l.lat])).toEqual([
      ['A', 0.5, 0.5],
      ['B', 1.5, 0.5],
    ]);
  });

  it('at street zoom, names the district under the view at a spot inside the view', () => {
    const view = { south: 0.8, west: 0.1, north: 0.9, east: 0.2 };
    const labels = districtLabels([a, b], view);
    expect(labels).toHaveLength(1);
    const [label] = labels;
    expect(label!.code).toBe('A');
    expect(label!.lat).toBeGreaterThan(view.south);
    expect(label!.lat).toBeLessThan(view.north);
    expect(insideDistrict([label!.lng, label!.lat], a)).toBe(true);
  });

  it('leaves out districts off screen', () => {
    expect(districtLabels([a, b], { south: 5, west: 5, north: 6, east: 6 })).toEqual([]);
  });
});
