import { cleanup, render, screen } from '@testing-library/react';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { PriceHistoryModal, priceSteps } from './PriceHistoryModal.tsx';
import { ValuationModal } from './ValuationModal.tsx';

function serve(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderIn(node: React.ReactNode) {
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sale = (i: number) => ({
  property_address: `${i} Oak Grove, Reading`,
  sold_price: 200_000 + i,
  total_floor_area: i % 2 ? 80 : null,
  property_type: 'T',
  range1_price: 250_000,
  range2_price: i % 2 ? 260_000 : 250_000,
  date_of_transfer: '2021-06-14',
});

describe('ValuationModal', () => {
  it("says 'No Properties found in {postcode}' for a postcode without sales", async () => {
    serve([]);
    renderIn(<ValuationModal postCode="RG1 9ZZ" onClose={() => {}} />);
    expect((await screen.findByTestId('valuation-empty')).textContent).toBe(
      'No Properties found in RG1 9ZZ',
    );
  });

  it('shows the sales ten to a page with the columns of docs/product.md#sales-history', async () => {
    const fetch = serve(Array.from({ length: 12 }, (_, i) => sale(i + 1)));
    renderIn(<ValuationModal postCode="RG1 4DX" onClose={() => {}} />);
    await screen.findByText('1 Oak Grove, Reading');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/property/valuation?postCode=RG1+4DX');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Address',
      'Sold Price',
      'Size SQM',
      'Property Type',
      'Est Price',
      'Sold On',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('£200,001')).toBeTruthy();
    expect(screen.getAllByText('£250,000 – £260,000')).toHaveLength(5);
    expect(screen.getAllByText('£250,000')).toHaveLength(5);
    expect(screen.getAllByText('Terraced').length).toBeGreaterThan(0);
    expect(screen.getAllByText('14 Jun 2021').length).toBe(10);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('10');
  });
});

describe('PriceHistoryModal', () => {
  const card = { propertyId: '42', address: '1 Birch Grove', postCode: 'RG1 1PL' } as EstimateCard;

  it('notes each change and the change since first listed', async () => {
    serve([
      { price_amount: 300_000, updated_dt: '2024-10-22T10:00:00Z' },
      { price_amount: 285_000, updated_dt: '2024-11-20T10:00:00Z' },
      { price_amount: 291_000, updated_dt: '2024-12-18T10:00:00Z' },
    ]);
    renderIn(<PriceHistoryModal card={card} onClose={() => {}} />);
    expect((await screen.findByTestId('price-history-summary')).textContent).toBe(
      'Since first listed: Decreased by 3.0%',
    );
    expect(screen.getByText('Decreased by 5.0%')).toBeTruthy();
    expect(screen.getByText('Increased by 2.1%')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Price',
      'Updated On',
    ]);
  });

  it('only logs a failure', async () => {
    serve({ code: 'INTERNAL', message: 'Boom' }, 500);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderIn(<PriceHistoryModal card={card} onClose={() => {}} />);
    await screen.findByText('No price history recorded for this property.');
    expect(warn).toHaveBeenCalled();
    // No error toast.
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('computes the steps between prices', () => {
    expect(
      priceSteps([
        { price_amount: 100, updated_dt: 'a' },
        { price_amount: 90, updated_dt: 'b' },
      ]).map((s) => s.change),
    ).toEqual([null, -10]);
  });
});
