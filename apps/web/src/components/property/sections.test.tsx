import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentSoldSection } from './RecentSoldSection.tsx';
import { RentalsSection } from './RentalsSection.tsx';
import { SimilarSection } from './SimilarSection.tsx';
import { testProperty } from '../../../test/test-property.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function failWith(status: number) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ message: 'Boom', code: 'INTERNAL' }), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderIn(node: ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('sections whose failures are only logged (docs/product.md#messages-and-failures)', () => {
  it.each([
    [
      'Nearby rentals',
      <RentalsSection key="r" property={testProperty()} />,
      '/api/property/rental',
    ],
    [
      'Recently sold nearby',
      <RecentSoldSection key="s" property={testProperty()} />,
      '/api/property/recent/sold',
    ],
    [
      'Similar properties',
      <SimilarSection key="m" property={testProperty()} />,
      '/api/property/similar',
    ],
  ])('%s: logs the failure and hides', async (title, node, path) => {
    const fetch = failWith(500);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderIn(node);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]![0])).toContain(path);
    await waitFor(() => expect(screen.queryByRole('heading', { name: title })).toBeNull());
    // Only logged: no toast of the shared error display.
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('shows the rentals with their monthly rent and distance', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify([
              {
                main_image: null,
                post_code: 'RG1 1AA',
                property_type: 'F',
                price_amount: 1_150,
                bedrooms: 2,
                distance: 240,
                property_id: '7',
                address: '3 Castle Street, Reading',
                property_url: null,
                status: 'available',
              },
            ]),
          ),
      ),
    );
    renderIn(<RentalsSection property={testProperty()} />);
    expect(await screen.findByText('£1,150 pcm')).toBeTruthy();
    expect(screen.getByText('2 bed · Flat · 240 m')).toBeTruthy();
  });
});

describe('the energy table (issue 25: its ratings matched to the sales above)', () => {
  it("names each certificate's sale by its Price Paid address, as the sales table does", async () => {
    const sale = (address: string, rating: string | null) => ({
      post_code: 'RG1 1AA',
      address,
      property_type: 'T',
      sold_price: 240_000,
      date_of_transfer: '2022-09-11',
      total_floor_area: rating ? 84 : null,
      inspection_date: rating ? '2021-03-02' : null,
      current_energy_rating: rating,
      distance: 120,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify([
              sale('7 Castle Street, Reading', 'C'),
              sale('9 Castle Street, Reading', null),
            ]),
          ),
      ),
    );
    renderIn(<RecentSoldSection property={testProperty()} />);
    const energy = await screen.findByTestId('energy-table');
    // The sale's address (Price Paid, the sales table's), never an EPC address: the API
    // sends none.
    expect(within(energy).getByRole('columnheader', { name: 'Address' })).toBeTruthy();
    expect(within(energy).getByText('7 Castle Street, Reading')).toBeTruthy();
    expect(energy.textContent).not.toMatch(/9 Castle Street/);
    expect(within(energy).getByText('C')).toBeTruthy();
    expect(within(energy).getByText('2 Mar 2021')).toBeTruthy();
    expect(within(energy).getByText('84 m²')).toBeTruthy();
    // Only the matched certificate has a row.
    expect(within(energy).getAllByRole('row')).toHaveLength(2);
    const sales = screen.getByRole('table', { name: 'Recent sales' });
    expect(within(sales).getByText('7 Castle Street, Reading')).toBeTruthy();
    expect(within(sales).getAllByText('11 Sep 2022')).toHaveLength(2);
  });
});
