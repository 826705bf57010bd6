import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withField, withLocationText } from './filter-model.ts';
import { FILTER_STORAGE_KEY, markHandOff, pageFilterKey } from './filter-storage.ts';
import { useSearchFilter } from './use-search-filter.ts';

function Probe({ shared = true }: { shared?: boolean }) {
  const { filter, setFilter, setPage, viewHref, restored } = useSearchFilter({
    page: '/grid',
    shared,
  });
  const location = useLocation();
  return (
    <div>
      <p data-testid="search">{location.search}</p>
      <p data-testid="filter">{JSON.stringify(filter)}</p>
      <p data-testid="map">{viewHref('/map')}</p>
      <p data-testid="restored">{String(restored)}</p>
      <button onClick={() => setFilter(withField(filter, 'minBeds', 3))}>beds</button>
      <button onClick={() => setFilter(withLocationText(filter, 'M21'))}>m21</button>
      <button onClick={() => setFilter({ ...DEFAULT_FILTER })}>clear</button>
      <button onClick={() => setPage(2)}>page</button>
    </div>
  );
}

function mount(entry: string, shared = true) {
  const router = createMemoryRouter([{ path: '/grid', element: <Probe shared={shared} /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const search = () => screen.getByTestId('search').textContent;
const filter = () => JSON.parse(screen.getByTestId('filter').textContent!);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

describe('useSearchFilter: the filter in the address', () => {
  it('reads the filter from the address', () => {
    mount('/grid?searchText=RG1&minPrice=100000&sort=avg_bmv,asc&bmv=true');
    expect(filter()).toMatchObject({
      searchText: 'RG1',
      minPrice: 100_000,
      bmv: true,
      sort: { field: 'avg_bmv', direction: 'asc' },
      page: 0,
    });
  });

  it('drops malformed parameters instead of failing', () => {
    mount('/grid?minPrice=cheap&maxBeds=3');
    expect(filter().minPrice).toBeUndefined();
    expect(filter().maxBeds).toBe(3);
  });

  it('writes changes as new history entries with only non-default values, back to page 0', async () => {
    const router = mount('/grid?searchText=RG1&page=4');
    fireEvent.click(screen.getByText('beds'));
    expect(search()).toBe('?minBeds=3&searchText=RG1');
    fireEvent.click(screen.getByText('page'));
    expect(search()).toBe('?minBeds=3&searchText=RG1&page=2');
    fireEvent.click(screen.getByText('m21'));
    expect(search()).toBe('?minBeds=3&searchText=M21');
    // Back returns to the previous filters.
    await act(() => router.navigate(-1));
    expect(filter()).toMatchObject({ searchText: 'RG1', minBeds: 3, page: 2 });
    await act(() => router.navigate(-1));
    expect(filter()).toMatchObject({ searchText: 'RG1', page: 0 });
    await act(() => router.navigate(-1));
    expect(filter()).toMatchObject({ searchText: 'RG1', page: 4 });
  });

  it('restores the filter handed over in session storage into the address', () => {
    sessionStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ searchText: 'RG1' }));
    mount('/grid');
    expect(filter().searchText).toBe('RG1');
    expect(search()).toBe('?searchText=RG1');
  });

  it("falls back to the page's remembered filter, and remembers changes", () => {
    localStorage.setItem(pageFilterKey('/grid'), JSON.stringify({ maxPrice: '300000' }));
    mount('/grid');
    expect(filter().maxPrice).toBe(300_000);
    fireEvent.click(screen.getByText('beds'));
    expect(JSON.parse(localStorage.getItem(pageFilterKey('/grid'))!)).toEqual({
      maxPrice: '300000',
      minBeds: '3',
    });
    expect(JSON.parse(sessionStorage.getItem(FILTER_STORAGE_KEY)!)).toEqual({
      maxPrice: '300000',
      minBeds: '3',
    });
  });

  it('flags a filter remembered from the last visit until the filter changes (issue 14)', () => {
    localStorage.setItem(pageFilterKey('/grid'), JSON.stringify({ maxPrice: '300000' }));
    mount('/grid');
    expect(screen.getByTestId('restored').textContent).toBe('true');
    fireEvent.click(screen.getByText('beds'));
    expect(screen.getByTestId('restored').textContent).toBe('false');
    cleanup();
    // A filter just handed over by another view, or one in the address, was not restored.
    sessionStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ searchText: 'RG1' }));
    markHandOff();
    mount('/grid');
    expect(screen.getByTestId('restored').textContent).toBe('false');
    cleanup();
    // The same handed filter found again later (the menu) was restored.
    mount('/grid');
    expect(screen.getByTestId('restored').textContent).toBe('true');
    cleanup();
    mount('/grid?minBeds=2');
    expect(screen.getByTestId('restored').textContent).toBe('false');
  });

  it('prefers the address over anything stored', () => {
    sessionStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ searchText: 'M21' }));
    mount('/grid?searchText=L24');
    expect(filter().searchText).toBe('L24');
  });

  it('does not take or hand on the shared filter when not shared', () => {
    sessionStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ searchText: 'M21' }));
    mount('/grid', false);
    expect(filter().searchText).toBeUndefined();
    fireEvent.click(screen.getByText('beds'));
    expect(JSON.parse(sessionStorage.getItem(FILTER_STORAGE_KEY)!)).toEqual({ searchText: 'M21' });
  });

  it('clearing every filter stays cleared (the stored filter is not restored again)', () => {
    sessionStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ searchText: 'RG1' }));
    mount('/grid');
    fireEvent.click(screen.getByText('clear'));
    expect(search()).toBe('');
    expect(filter().searchText).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem(FILTER_STORAGE_KEY)!)).toEqual({});
  });

  it('gives the other view the same filter, without the page', () => {
    mount('/grid?searchText=RG1&page=3&bmv=true');
    expect(screen.getByTestId('map').textContent).toBe('/map?searchText=RG1&bmv=true');
  });
});

describe('useSearchFilter: history', () => {
  it('adds no history entry when the filter does not change', async () => {
    const router = mount('/grid?minBeds=2');
    fireEvent.click(screen.getByText('beds'));
    fireEvent.click(screen.getByText('beds'));
    expect(search()).toBe('?minBeds=3');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?minBeds=2');
  });
});
