import { describe, expect, it } from 'vitest';
import { galleryImages, wrapIndex } from './gallery.ts';

describe('gallery', () => {
  it('wraps forward past the last picture to the first', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('wraps back from the first picture to the last', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
  });

  it('stays at 0 with one picture or none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('reads the comma list, drops blanks, NA and repeats, and leads with the main image', () => {
    expect(galleryImages('a.jpg, b.jpg,,a.jpg', 'a.jpg')).toEqual(['a.jpg', 'b.jpg']);
    expect(galleryImages('a.jpg,NA', null)).toEqual(['a.jpg']);
    expect(galleryImages('b.jpg', 'main.jpg')).toEqual(['main.jpg', 'b.jpg']);
    expect(galleryImages('', null)).toEqual([]);
    expect(galleryImages(undefined, 'main.jpg')).toEqual(['main.jpg']);
  });
});
