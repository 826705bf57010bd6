import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { FilterBar, FOLD_FILTERS_QUERY } from './FilterBar.tsx';
import { restoredFilter } from './restored-filter.ts';

const SUGGESTIONS = [
  { type: 'district', code: 'RG1', label: 'RG1, Reading', latitude: 51.45, longitude: -0.97 },
  { type: 'sector', code: 'RG1 5', label: 'RG1 5, Reading', latitude: 51.45, longitude: -0.97 },
  { type: 'postcode', code: 'RG1 5AQ', label: 'RG1 5AQ', latitude: 51.45, longitude: -0.97 },
];

function serveSuggestions() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(SUGGESTIONS), { status: 200 });
    }),
  );
  return calls;
}

/** The bar with its filter in state, as a page holds it; every change is recorded. */
function mount(initial: SearchFilter = DEFAULT_FILTER) {
  const changes: SearchFilter[] = [];
  function Page() {
    const [filter, setFilter] = useState(initial);
    return (
      <FilterBar
        value={filter}
        onChange={(next) => {
          changes.push(next);
          setFilter(next);
        }}
      />
    );
  }
  render(
    <AppProviders client={createQueryClient()}>
      <Page />
    </AppProviders>,
  );
  return { changes, last: () => changes[changes.length - 1] };
}

const box = () => screen.getByPlaceholderText('Search City, Post Code') as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FilterBar', () => {
  it('suggests places as the user types (debounced) and a suggestion is chosen with the keyboard', async () => {
    const calls = serveSuggestions();
    const { last } = mount();
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'r' } });
    fireEvent.change(box(), { target: { value: 'rg' } });
    fireEvent.change(box(), { target: { value: 'rg1' } });
    // (Mantine's dropdown counts as hidden in happy-dom while its transition runs.)
    await screen.findByRole('option', { name: /RG1, Reading/, hidden: true });
    // One call for what was typed last, not one per keystroke.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('q=rg1');
    fireEvent.keyDown(box(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(last()).toBeDefined());
    expect(last()).toEqual({
      ...DEFAULT_FILTER,
      areaCodes: ['RG1 5'],
      searchText: 'RG1 5, Reading',
    });
    expect(box().value).toBe('RG1 5, Reading');
  });

  it('searches typed text on Search, resetting the location fields and keeping the rest', async () => {
    serveSuggestions();
    const { last } = mount({
      ...DEFAULT_FILTER,
      districts: ['M21'],
      latitude: 53.4,
      longitude: -2.2,
      searchText: 'M21, Chorlton',
      minBeds: 2,
    });
    expect(box().value).toBe('M21, Chorlton');
    fireEvent.change(box(), { target: { value: 'Reading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(last()).toEqual({ ...DEFAULT_FILTER, minBeds: 2, searchText: 'Reading' });
  });

  it('clearing the box clears the location at once', () => {
    serveSuggestions();
    const { last } = mount({ ...DEFAULT_FILTER, postCodes: ['RG1 5AQ'], searchText: 'RG1 5AQ' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(last()).toEqual(DEFAULT_FILTER);
    expect(box().value).toBe('');
  });

  it('applies the quick toggles at once', () => {
    serveSuggestions();
    const { last } = mount();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cash Only' }));
    expect(last()?.matchAllKeywords).toEqual(['cash']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Auction' }));
    expect(last()?.matchAllKeywords).toEqual(['cash', 'auction']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Negative Equity' }));
    expect(last()?.negativeEquity).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Negative Equity' }));
    expect('negativeEquity' in last()!).toBe(false);
  });

  it('picks Properties Later Than in en-GB (issue 14: the date picker read US dates)', async () => {
    serveSuggestions();
    const { last } = mount({ ...DEFAULT_FILTER, propertiesAfter: '2022-09-11' });
    const picker = screen.getByRole('button', { name: 'Properties Later Than' });
    expect(picker.textContent).toBe('11 Sep 2022');
    fireEvent.click(picker);
    // Weeks start on Monday; days are named day first, as en-GB writes them.
    const days = await screen.findAllByRole('columnheader', { hidden: true });
    expect(days[0]!.textContent).toBe('Mo');
    fireEvent.click(screen.getByLabelText('20 September 2022'));
    expect(last()?.propertiesAfter).toBe('2022-09-20');
    await waitFor(() => expect(picker.textContent).toBe('20 Sep 2022'));
  });

  it('takes prices as formatted text', async () => {
    serveSuggestions();
    const { last } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Price: Any' }));
    const min = await screen.findByLabelText('Min price');
    fireEvent.focus(min);
    fireEvent.change(min, { target: { value: '£150,000' } });
    fireEvent.blur(min);
    expect(last()?.minPrice).toBe(150_000);
    const max = screen.getByLabelText('Max price');
    fireEvent.focus(max);
    fireEvent.change(max, { target: { value: '120k' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    // A max below the min moves the min with it.
    expect(last()).toMatchObject({ minPrice: 120_000, maxPrice: 120_000 });
    await act(async () => {});
    expect((screen.getByLabelText('Min price') as HTMLInputElement).value).toBe('£120,000');
  });

  it('leaves the filter alone when a price box is visited and left unchanged (e2e race: a stale bound undid the other)', async () => {
    serveSuggestions();
    const { changes } = mount({ ...DEFAULT_FILTER, minPrice: 100_000 });
    fireEvent.click(screen.getByRole('button', { name: /^Price: / }));
    const min = await screen.findByLabelText('Min price');
    fireEvent.focus(min);
    fireEvent.blur(min);
    fireEvent.focus(min);
    fireEvent.change(min, { target: { value: '100k' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(changes).toEqual([]);
  });
});

describe('FilterBar on a phone and after a restored filter (issue 14)', () => {
  function phoneScreen(matches: boolean) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: matches && query === FOLD_FILTERS_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      })),
    );
  }

  it('folds the filters behind a Filters button with the number set', async () => {
    serveSuggestions();
    phoneScreen(true);
    mount({ ...DEFAULT_FILTER, searchText: 'RG1', minBeds: 2, maxBeds: 3, propertyTypes: ['T'] });
    const toggle = await screen.findByTestId('filters-toggle');
    // Beds (one range) and the type: the location stays in view and is not counted.
    expect(toggle.getAttribute('aria-label')).toBe('Filters, 2 set');
    expect(screen.queryByRole('checkbox', { name: 'Cash Only' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Cash Only' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows every filter at once on wider screens', () => {
    serveSuggestions();
    phoneScreen(false);
    mount();
    expect(screen.queryByTestId('filters-toggle')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Cash Only' })).toBeTruthy();
  });

  it('says a filter was restored from the last visit and clears it in one click', () => {
    serveSuggestions();
    act(() => restoredFilter.set(true));
    const { last } = mount({ ...DEFAULT_FILTER, searchText: 'Reading', minPrice: 100_000 });
    const notice = screen.getByTestId('restored-filter');
    expect(notice.textContent).toContain('Filters from your last visit: Reading and 1 filter');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(last()).toEqual(DEFAULT_FILTER);
    act(() => restoredFilter.set(false));
    expect(screen.queryByTestId('restored-filter')).toBeNull();
  });
});
