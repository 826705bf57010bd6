import { describe, expect, it, vi } from 'vitest';
import { collectPages } from './get-plot-polygons.ts';

const pageOf = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('plot polygon paging', () => {
  it('asks page after page with from = page * 500 and stops at an empty page', async () => {
    const sizes = [500, 500, 0];
    const fetchPage = vi.fn((from: number, size: number) =>
      Promise.resolve(pageOf(sizes[from / size] ?? 0)),
    );
    const all = await collectPages(fetchPage);
    expect(all).toHaveLength(1000);
    expect(fetchPage.mock.calls).toEqual([
      [0, 500],
      [500, 500],
      [1000, 500],
    ]);
  });

  it('stops after a short page', async () => {
    const fetchPage = vi.fn((from: number) => Promise.resolve(pageOf(from === 0 ? 500 : 120)));
    expect(await collectPages(fetchPage)).toHaveLength(620);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('never asks for more than 10 pages', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(pageOf(500)));
    expect(await collectPages(fetchPage)).toHaveLength(5000);
    expect(fetchPage).toHaveBeenCalledTimes(10);
  });

  it('asks once when the first page is empty', async () => {
    const fetchPage = vi.fn(() => Promise.resolve([]));
    expect(await collectPages(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
