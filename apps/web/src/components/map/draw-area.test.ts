import { parsePolygon } from '@yardstick/core/search/filter';
import { describe, expect, it } from 'vitest';
import { cleanDrawnArea, polygonParam } from './draw-area.ts';

const square = [
  { lat: 51.455, lng: -0.985 },
  { lat: 51.455, lng: -0.97 },
  { lat: 51.448, lng: -0.97 },
  { lat: 51.448, lng: -0.985 },
];

describe('drawn area', () => {
  it("serialises as 'lat lng,lat lng,...' that the filter parses back", () => {
    const text = polygonParam(square);
    expect(text).toBe('51.455 -0.985,51.455 -0.97,51.448 -0.97,51.448 -0.985');
    const parsed = parsePolygon(text);
    expect(parsed.ok && parsed.value).toEqual(square);
  });

  it('rounds to 6 decimals and drops the double-click duplicate and the closing point', () => {
    const drawn = [
      { lat: 51.4550001234, lng: -0.9850004321 },
      ...square.slice(1),
      { lat: 51.448000001, lng: -0.985000001 },
      { lat: 51.455, lng: -0.985 },
    ];
    expect(cleanDrawnArea(drawn)).toEqual(square);
  });

  it('needs 3 distinct points', () => {
    expect(cleanDrawnArea(square.slice(0, 2))).toBeUndefined();
    expect(cleanDrawnArea([square[0]!, square[1]!, square[1]!])).toBeUndefined();
    expect(cleanDrawnArea(square.slice(0, 3))).toHaveLength(3);
  });
});
