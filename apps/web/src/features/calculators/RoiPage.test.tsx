import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { RoiPage } from './RoiPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the server answers for a blank form: zeros and defaults, a -40% ROI. */
const blankAnswer = {
  listPrice: 0,
  finalRoi: -40,
  loanAmount: 0,
  stampDuty: 0,
  totalEquity: 0,
  remortgageRoi: null,
  monthlyRentRequired: null,
  mortgageExpensePerAnnum: 0,
  postCode: null,
  address: null,
  totalFloorArea: null,
};

function showAt(url: string) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(blankAnswer)));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/roi', element: <RoiPage /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}

describe('ROI calculator empty state (issue 14: a blank /roi showed "ROI -40.00%")', () => {
  it('asks for a property or the inputs instead of showing a return of nothing', async () => {
    const fetch = showAt('/roi');
    expect(await screen.findByTestId('roi-empty')).toBeTruthy();
    expect(screen.getByText('Choose a property or enter a deal')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByTestId('roi-value').textContent).toBe('-');
    expect(screen.queryByText(/-40/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Find a property' }).getAttribute('href')).toBe(
      '/estimates-es',
    );
  });

  it("shows the return at once for a property's figures", async () => {
    showAt('/roi?propertyId=42');
    await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('-40.00%'));
    expect(screen.queryByTestId('roi-empty')).toBeNull();
  });
});
