import { describe, expect, it } from 'vitest';
import { insidePolygonRings, insideRing } from './point-in-ring.ts';

// An L shape (concave): the notch at the top right is outside.
const L = [
  [0, 0],
  [4, 0],
  [4, 1],
  [1, 1],
  [1, 4],
  [0, 4],
] as const;

describe('point in ring', () => {
  it('tells inside from outside, also in a concave notch', () => {
    expect(insideRing([0.5, 3], L)).toBe(true);
    expect(insideRing([3, 0.5], L)).toBe(true);
    expect(insideRing([3, 3], L)).toBe(false);
    expect(insideRing([-1, 0.5], L)).toBe(false);
  });

  it('gives the same answer for a closed ring', () => {
    expect(insideRing([0.5, 3], [...L, L[0]])).toBe(true);
    expect(insideRing([3, 3], [...L, L[0]])).toBe(false);
  });

  it('leaves out the holes of a polygon', () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    const hole = [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
    ] as const;
    expect(insidePolygonRings([2, 2], [square, hole])).toBe(true);
    expect(insidePolygonRings([5, 5], [square, hole])).toBe(false);
    expect(insidePolygonRings([5, 5], [])).toBe(false);
  });
});
