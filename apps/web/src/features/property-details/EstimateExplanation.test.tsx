import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { comparableWhy, type EstimateEvidence } from '@yardstick/core/estimates/estimate-evidence';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstimateExplanation } from './EstimateExplanation.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const evidence: EstimateEvidence = {
  estimate: 221_000,
  low: 197_000,
  high: 249_000,
  band: 'Medium',
  claim: 0.8,
  sd: 0.09,
  calibrated: true,
  bandAccuracy: {
    pe10: 0.638,
    mdape: 0.075,
    inRange: 0.8,
    sales: 1338,
    holdoutFrom: '2024-01',
    holdoutTo: '2024-12',
  },
  valuationMonth: '2024-12',
  lastSale: {
    date: '2011-07-13',
    price: 125_000,
    indexed: 220_352,
    index: 'hpi-authority-type',
    indexName: "UK HPI of the local authority, this property's type",
    weight: 0.52,
    years: 13.4,
  },
  comparables: {
    value: 221_628,
    method: 'SPB',
    floorArea: 119,
    radius: 0,
    years: 5,
    wideCount: 128,
    wideShare: 0.04,
    weight: 0.48,
    listed: [
      {
        date: '2024-09-27',
        address: '78, WELLINGTON ROAD',
        type: 'S',
        price: 170_000,
        adjusted: 170_000,
        weight: 0.11,
        building: true,
        why: comparableWhy('S', { type: 'S', building: true }),
      },
      {
        date: '2024-06-14',
        address: 'FLAT 3, 56, MELBOURNE ROAD',
        type: 'F',
        price: 216_000,
        adjusted: 219_000,
        weight: 0.15,
        building: false,
        why: comparableWhy('S', { type: 'F', building: false }),
      },
    ],
  },
  rangeReason: 'Medium confidence: reasons.',
  learned: { model: true, sales: 3909, before: 236_000, change: -5_000 },
  indices: {
    months: ['2022-12', '2023-12', '2024-12'],
    local: { name: 'Local index, postcode district RG1 (houses)', values: [80, 95.2, 100] },
    official: { name: 'UK HPI, Reading (semi-detached)', values: [90.9, null, 100] },
  },
};

function renderWith(body: unknown, listingFloorArea: number | null) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <EstimateExplanation propertyId="2" listingFloorArea={listingFloorArea} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

describe('EstimateExplanation', () => {
  it('says so when the database holds too few sales for the learned correction', async () => {
    renderWith(
      { ...evidence, learned: { model: false, sales: 0, before: null, change: null } },
      119,
    );
    expect(await screen.findByTestId('explanation-learned')).toBeTruthy();
    expect(screen.getByTestId('explanation-learned').textContent).toContain(
      'too few sales valued from their own history',
    );
  });

  it('explains the estimate from its evidence, rounded, with the band measured in the backtest', async () => {
    const fetch = renderWith(evidence, 119);
    expect(await screen.findByText('How this estimate was made')).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/property-estimates/2/evidence');
    const lastSale = screen.getByTestId('explanation-last-sale').textContent ?? '';
    expect(lastSale).toContain('£125,000');
    expect(lastSale).toContain('£220,000'); // no false precision
    expect(lastSale).toContain('52%');
    // The sale's age beside its weight.
    expect(lastSale).toContain('Jul 2011 (13.4 years ago), weight in the estimate 52%');
    const comps = screen.getByTestId('explanation-comparables').textContent ?? '';
    expect(comps).toContain('floor area of 119 m²');
    expect(comps).not.toContain('energy performance certificate');
    expect(screen.getByTestId('explanation-comparables-table').textContent).toContain(
      '78, WELLINGTON ROAD (same postcode and type)',
    );
    // Issue 40: a semi's explanation listed a flat without saying why a flat's sale counts.
    const why = screen.getAllByTestId('comparable-why').map((w) => w.textContent);
    expect(why).toEqual([
      'A semi-detached house of the same postcode and type: counts for its postcode and again for its row.',
      'A flat, a different type: its price is not used; it counts only for how far this postcode sells above or below its area, measured against the flats of the area.',
    ]);
    expect(screen.getByTestId('explanation-range').textContent).toContain('64% of the time');
    // Issue 39: the learned correction in words and pounds.
    expect(screen.getByTestId('explanation-learned').textContent).toContain(
      'the last sale and the comparable sales give £236,000; a model learned from 3,909 of this database',
    );
    expect(screen.getByTestId('explanation-learned').textContent).toContain('lowered it by £5,000');
    // The local index beside the official one: a price of Dec 2022 has risen 25% (100 / 80)
    // by the local index, 10% (100 / 90.9) by the UK HPI; the HPI lacks Dec 2023.
    const indices = screen.getByTestId('explanation-indices').textContent ?? '';
    expect(indices).toContain('Local index, postcode district RG1 (houses)');
    expect(indices).toContain('UK HPI, Reading (semi-detached)');
    expect(indices).toMatch(/Dec 2022\s*\+25%\s*\+10%/);
    expect(indices).toMatch(/Dec 2023\s*\+5%\s*–/);
  });

  it('says where the floor area came from when the listing has none, and no floor area for CSB', async () => {
    renderWith(evidence, null);
    expect((await screen.findByTestId('explanation-comparables')).textContent).toContain(
      'from its energy performance certificate',
    );
    cleanup();
    renderWith(
      { ...evidence, comparables: { ...evidence.comparables!, method: 'CSB', floorArea: null } },
      null,
    );
    const text = (await screen.findByTestId('explanation-comparables')).textContent ?? '';
    expect(text).toContain('no floor area used');
    expect(text).not.toContain('per m²');
  });
});
