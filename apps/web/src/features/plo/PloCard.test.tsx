import { cleanup, render, screen, within } from '@testing-library/react';
import type { PloItem } from '@yardstick/core/plo/plo';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testPloItem } from '../../../test/test-plo-item.ts';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { PloCard } from './PloCard.tsx';
import { ploCountLine } from './PloListPage.tsx';

afterEach(cleanup);

function show(patch: Partial<PloItem> = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PloCard item={testPloItem(patch)} favourite="add" /> }],
    { initialEntries: ['/plo'] },
  );
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return within(screen.getByTestId('plo-card'));
}

describe('PloCard', () => {
  it('shows the sale price, the rent and the figures without a flag when plausible', () => {
    const q = show();
    expect(q.getByTestId('sale-price').textContent).toBe('£250,000');
    expect(q.getByTestId('rent-price').textContent).toBe('£1,150 pcm');
    expect(q.getByTestId('yield').textContent).toBe('5.5%');
    expect(q.queryByTestId('yield-flag')).toBeNull();
    expect(q.queryByTestId('roi-flag')).toBeNull();
  });

  it('shows the point estimate first and the price warnings beside the BMV (issue 26)', () => {
    const q = show({
      avgBmv: -40.2,
      priceWarnings: [{ code: 'auction', label: 'Auction guide' }],
    });
    expect(q.getByTestId('estimated-price').parentElement!.textContent).toBe('Estimate £258,264');
    expect(q.getByTestId('estimate-range').textContent).toBe('£240,000 – £270,000');
    expect(q.getByTestId('bmv-flag').textContent).toBe('warning');
    expect(q.getByTestId('price-warnings').textContent).toBe('Auction guide');
  });

  it('shows a checked BMV "check the estimate", as the estimate cards do (issue 40)', () => {
    const q = show({ avgBmv: -43, bmvLowConfidence: true });
    expect(q.getByTestId('bmv').textContent).toBe('-43.0%');
    expect(q.getByTestId('bmv-flag').textContent).toBe('check the estimate');
  });

  it('marks an implausible yield and its ROI "check", as the estimate cards do', () => {
    const q = show({ grossYield: 16.8, roi: 30.2, yieldFlag: true });
    expect(q.getByTestId('yield-flag').textContent).toBe('check');
    expect(q.getByTestId('roi-flag').textContent).toBe('check');
  });
});

describe('PLO words (issue 25)', () => {
  it('writes the rent against the area median as one sentence on the card', () => {
    expect(show({ rentVsAreaPct: 0 }).getByTestId('rent-vs-area').textContent).toMatch(
      /^Rent at the area median/,
    );
    cleanup();
    expect(
      show({ rentVsAreaPct: null, areaMedianRent: null }).getByTestId('rent-vs-area').textContent,
    ).toBe('Rent with no area median to compare');
    cleanup();
    expect(show({ rentVsAreaPct: 12.3 }).getByTestId('rent-vs-area').textContent).toMatch(
      /^Rent 12\.3% above the area median/,
    );
  });

  it('keeps the word PLO in the count line whatever the filter', () => {
    const total = { value: 19, relation: 'eq' as const };
    expect(ploCountLine('plo', DEFAULT_FILTER, { value: 314 })).toBe(
      '314 PLO properties across UK',
    );
    expect(ploCountLine('plo', { ...DEFAULT_FILTER, minBeds: 3 }, total)).toBe(
      '19 PLO properties across UK',
    );
    const inRg1 = { ...DEFAULT_FILTER, districts: ['RG1'], searchText: 'RG1' };
    expect(ploCountLine('plo-es', inRg1, total)).toBe('Total 19 PLO properties found in RG1');
    expect(ploCountLine('plo-es', inRg1, { value: 1 })).toBe('Total 1 PLO property found in RG1');
    expect(ploCountLine('plo', { ...DEFAULT_FILTER, minBeds: 3 }, undefined)).toBe(' ');
  });
});
