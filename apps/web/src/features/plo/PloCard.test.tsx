import { cleanup, render, screen, within } from '@testing-library/react';
import type { PloItem } from '@yardstick/core/plo/plo';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testPloItem } from '../../../test/test-plo-item.ts';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { PloCard } from './PloCard.tsx';

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

  it('marks an implausible yield and its ROI "check", as the estimate cards do', () => {
    const q = show({ grossYield: 16.8, roi: 30.2, yieldFlag: true });
    expect(q.getByTestId('yield-flag').textContent).toBe('check');
    expect(q.getByTestId('roi-flag').textContent).toBe('check');
  });
});
