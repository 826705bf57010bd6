import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The router renders a new address in a transition, which a busy page renders late while
 * history already holds it. Here the router's search parameters move only when the test says
 * so, and every address the hook writes is recorded.
 */
const router = vi.hoisted(() => ({
  writes: [] as string[],
  show: (_query: string) => undefined as void,
}));

vi.mock('react-router', () => ({
  useSearchParams: () => {
    const [query, setQuery] = useState('searchText=RG1');
    router.show = (q: string) => setQuery(q);
    return [
      new URLSearchParams(query),
      (params: Record<string, string>) => {
        router.writes.push(new URLSearchParams(params).toString());
      },
    ] as const;
  },
}));

const { useSearchFilter } = await import('./use-search-filter.ts');

function Probe() {
  const { filter, setFilter } = useSearchFilter({ page: '/grid' });
  const set = (change: Partial<SearchFilter>) => setFilter({ ...filter, ...change });
  return (
    <div>
      <p data-testid="filter">{JSON.stringify(filter)}</p>
      <button onClick={() => set({ minPrice: 100_000 })}>min</button>
      <button onClick={() => set({ maxPrice: 400_000 })}>max</button>
    </div>
  );
}

const filter = () => JSON.parse(screen.getByTestId('filter').textContent!) as SearchFilter;

beforeEach(() => {
  router.writes = [];
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

describe('useSearchFilter while the router renders the new address late', () => {
  it('builds the next change on the address it wrote, not on the render before it', () => {
    render(<Probe />);
    fireEvent.click(screen.getByText('min'));
    // History holds the new address; the router has not rendered it yet.
    expect(filter()).toMatchObject({ searchText: 'RG1', minPrice: 100_000 });
    fireEvent.click(screen.getByText('max'));
    expect(router.writes.at(-1)).toBe('minPrice=100000&maxPrice=400000&searchText=RG1');
    // The router's renders arrive, the first one late: the newest address stays on screen.
    act(() => router.show(router.writes[0]!));
    expect(filter()).toMatchObject({ minPrice: 100_000, maxPrice: 400_000 });
    act(() => router.show(router.writes[1]!));
    expect(filter()).toMatchObject({ minPrice: 100_000, maxPrice: 400_000 });
    // Another address (Back) is shown as it is.
    act(() => router.show('searchText=M21'));
    expect(filter()).toMatchObject({ searchText: 'M21' });
    expect(filter().minPrice).toBeUndefined();
  });
});
