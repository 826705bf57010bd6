import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { serve } from '../../../test/api-test-support.ts';
import { SandboxPaymentPage } from './SandboxPaymentPage.tsx';

function renderBank() {
  const router = createMemoryRouter(
    [{ path: '/payments/sandbox/:flowId', element: <SandboxPaymentPage /> }],
    { initialEntries: ['/payments/sandbox/SBBRF1'] },
  );
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sandbox bank page', () => {
  it('declines at once on Decline, asking for no bank details (issue 25)', async () => {
    const calls = serve({
      '/api/payments/sandbox/SBBRF1': [
        200,
        {
          flowId: 'SBBRF1',
          description: 'Yardstick Monthly membership',
          amount: 30,
          status: 'pending',
        },
      ],
      '/api/payments/sandbox/SBBRF1/authorise': [
        200,
        { location: '/payment?redirect_flow_id=YSF1', approved: false, message: 'declined' },
      ],
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderBank();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment?redirect_flow_id=YSF1'));
    expect(calls.find((c) => c.url.endsWith('/authorise'))?.body).toEqual({ decision: 'decline' });
    expect(screen.queryByText(/is required/)).toBeNull();
  });
});
