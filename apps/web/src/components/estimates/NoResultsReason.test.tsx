import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { DrawSearchHelp } from './DrawSearchHelp.tsx';

const COVERAGE = {
  places: [
    { place: 'Liverpool', districts: ['L24'], listings: 90 },
    { place: 'Manchester', districts: ['M21', 'M16'], listings: 300 },
    { place: 'Reading', districts: ['RG1'], listings: 120 },
  ],
};

/** The API: coverage on demo data, and no location suggestion for anything typed. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/health/coverage')
        ? new Response(JSON.stringify(COVERAGE))
        : new Response(JSON.stringify([])),
    ),
  );
}

function show(filter: SearchFilter) {
  const onChange = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>
        <DrawSearchHelp search={{ filter, onChange }} />
      </MemoryRouter>
    </AppProviders>,
  );
  return onChange;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('empty search results say why (issue 14)', () => {
  it('an unrecognised location: says so and offers the places the demo covers', async () => {
    serve();
    const onChange = show({ ...DEFAULT_FILTER, searchText: 'Zzzzqx' });
    const reason = await screen.findByText('“Zzzzqx” is not a place or postcode we recognise');
    expect(reason).toBeTruthy();
    expect(
      await screen.findByText(
        /The demo covers Liverpool L24, Manchester M21 \(and 1 nearby district\) and Reading RG1\./,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'L24, Liverpool' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ districts: ['L24'], searchText: 'L24, Liverpool' }),
    );
  });

  it('a real place without listings: names the demo coverage', async () => {
    serve();
    show({ ...DEFAULT_FILTER, searchText: 'SW1A' });
    expect(await screen.findByText('No properties for sale in SW1A')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'RG1, Reading' })).toBeTruthy();
  });

  it('a covered place: the filters leave nothing', async () => {
    serve();
    show({ ...DEFAULT_FILTER, searchText: 'RG1', minBeds: 9 });
    const line = await screen.findByTestId('no-results-reason');
    expect(line.getAttribute('data-reason')).toBe('filters');
    expect(line.textContent).toBe('No properties match this search.');
  });
});
