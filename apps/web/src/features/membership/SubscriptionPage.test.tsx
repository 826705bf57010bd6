import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { sessionQueryKey, type Session } from '../../lib/session.ts';
import { serve } from '../../../test/api-test-support.ts';
import { PaymentPage } from './PaymentPage.tsx';
import { SubscriptionPage } from './SubscriptionPage.tsx';

const feature = (name: string, enabled = true) => ({ name, enabled });
const plan = (
  id: number,
  name: string,
  amount: number,
  frequency: string,
  months: number,
  autoDebitFrom: string,
) => ({
  id,
  name,
  amount,
  frequency,
  periodMonths: months,
  description: `${name} plan`,
  featuresJson: { features: [feature('Estimates'), feature('Area analytics', id !== 4)] },
  autoDebitFrom,
});
const PLANS = {
  monthly: plan(1, 'Monthly', 30, '1 month', 1, '2026-12-24'),
  yearly: plan(2, 'Yearly', 300, '1 year', 12, '2027-11-24'),
  rest: [
    plan(3, 'Quarterly', 80, '3 months', 3, '2027-02-24'),
    plan(4, 'Starter', 1500, '1 month', 1, '2026-12-24'),
    plan(5, 'Agent', 600, '1 year', 12, '2027-11-24'),
  ],
  autoDebit: {
    id: 1001,
    name: 'Monthly auto-debit',
    amount: 25,
    frequency: '1 month',
    periodMonths: 1,
  },
};

const expiredSession: Session = {
  user: { id: 'u1', firstName: 'Priya', lastName: 'Shah', emailId: 'p@example.com' },
  attributes: [],
  hrefs: ['/subscription', '/payment', '/membership'],
  membershipExpired: true,
  operator: false,
  membershipValidTill: '2026-11-10T09:30:00.000Z',
};

function renderAt(path: string, session: Session | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/subscription', element: <SubscriptionPage /> },
      { path: '/payment', element: <PaymentPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, session);
  client.setQueryDefaults(sessionQueryKey, { staleTime: Infinity });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/subscription', () => {
  it('preselects monthly, switches cards, and posts the chosen plan with auto-debit', async () => {
    const calls = serve({
      '/api/membership/plans': [200, PLANS],
      '/api/membership/payment/initiate': [200, { location: '/payments/sandbox/SBBRF1' }],
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, host: 'localhost:3000', assign });
    renderAt('/subscription');
    await screen.findByRole('button', { name: 'Proceed To Pay £ 30' });
    expect(screen.getAllByText('Selected').length).toBeGreaterThan(0);
    expect(
      screen.getByLabelText(
        'I wish to subscribe for a monthly auto debit feature after the initial 1 month subscription (can be cancelled any time)',
      ),
    ).toHaveProperty('checked', true);
    // The custom dropdown lists the other plans as 'name - £ amount'.
    fireEvent.click(screen.getByRole('button', { name: 'Choose custom' }));
    await screen.findByRole('button', { name: 'Proceed To Pay £ 80' });
    expect(screen.getAllByLabelText('Other plans')[0]).toHaveProperty('value', 'Quarterly - £ 80');

    fireEvent.click(screen.getByRole('button', { name: 'Choose yearly' }));
    // The auto debit's amount and first collection, from the plans' data (issue 25).
    await screen.findByText(
      '£ 25 a month by Direct Debit (Monthly auto-debit), first collected on 24 Nov 2027, the day the 1 year paid now ends.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed To Pay £ 300' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/SBBRF1'));
    expect(calls.find((c) => c.url.includes('initiate'))?.body).toEqual({
      amount: 300,
      frequency: '1 year',
      planId: 2,
      autoDebit: true,
      autoDebitMembershipPlanId: 1001,
      host: 'localhost:3000',
    });
  });

  it('states the auto debit’s amount and first collection for the plan chosen', async () => {
    serve({ '/api/membership/plans': [200, PLANS] });
    renderAt('/subscription');
    await screen.findByText(
      '£ 25 a month by Direct Debit (Monthly auto-debit), first collected on 24 Dec 2026, the day the 1 month paid now ends.',
    );
    // Every plan states its period: the card's price and the custom dropdown's Agent plan.
    expect(screen.getByTestId('plan-card-monthly').textContent).toContain('£ 30 / 1 month');
    fireEvent.click(screen.getByRole('button', { name: 'Choose custom' }));
    await screen.findByText(
      '£ 25 a month by Direct Debit (Monthly auto-debit), first collected on 24 Feb 2027, the day the 3 months paid now ends.',
    );
    expect(screen.getByTestId('plan-card-custom').textContent).toContain('£ 80 / 3 months');
  });

  it('tells an expired member that their membership ended, and when', async () => {
    serve({
      '/api/membership/plans': [200, PLANS],
      '/api/membership/current': [
        200,
        {
          state: 'expired',
          planName: 'Monthly',
          validTill: '2026-11-10T09:30:00.000Z',
          autoDebit: null,
          mandates: [],
        },
      ],
    });
    renderAt('/subscription', expiredSession);
    const notice = await screen.findByRole('alert');
    await waitFor(() =>
      expect(notice.textContent).toContain('Your Monthly membership ended on 10 Nov 2026.'),
    );
    expect(screen.getByRole('link', { name: 'Membership page' }).getAttribute('href')).toBe(
      '/membership',
    );
  });

  it('says nothing of an ending to a member whose membership runs', async () => {
    serve({ '/api/membership/plans': [200, PLANS] });
    renderAt('/subscription', { ...expiredSession, membershipExpired: false });
    await screen.findByRole('button', { name: 'Proceed To Pay £ 30' });
    expect(screen.queryByText(/ended on/)).toBeNull();
  });

  it('keeps the auto debit off for a member who pays by Direct Debit without one (issue 40)', async () => {
    const calls = serve({
      '/api/membership/plans': [200, PLANS],
      '/api/membership/current': [
        200,
        {
          state: 'paid',
          planName: 'Monthly',
          validTill: '2026-12-24T09:30:00.000Z',
          autoDebit: null,
          mandates: [
            {
              mandateId: 'SBMD1',
              status: 'active',
              createdAt: '2026-11-24T09:30:00.000Z',
              lastPaymentFailed: false,
            },
          ],
        },
      ],
      '/api/membership/payment/initiate': [200, { location: '/payment?redirect_flow_id=YSF9' }],
    });
    vi.stubGlobal('location', { ...window.location, host: 'localhost:3000', assign: vi.fn() });
    renderAt('/subscription', { ...expiredSession, membershipExpired: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose yearly' }));
    const box = await screen.findByLabelText(/after the initial 1 year subscription/);
    await waitFor(() => expect(box).toHaveProperty('checked', false));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed To Pay £ 300' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('initiate'))).toBe(true));
    expect(calls.find((c) => c.url.includes('initiate'))?.body).toMatchObject({
      planId: 2,
      autoDebit: false,
    });
  });

  it("says 'Error getting subscription plans.' when the plans cannot be loaded", async () => {
    serve({
      '/api/membership/plans': [500, { code: 'INTERNAL', message: 'Error processing request' }],
    });
    renderAt('/subscription');
    expect(
      (await screen.findAllByText('Error getting subscription plans.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Proceed To Pay/ })).toBeNull();
  });
});

describe('/payment', () => {
  it('completes the flow once and shows the success', async () => {
    const calls = serve({
      '/api/membership/payment/complete': [
        200,
        {
          status: 'completed',
          validTill: '2027-11-24T10:00:00.000Z',
          payment: {
            paymentId: 'PM1',
            status: 'confirmed',
            amountPaid: 300,
            paymentDate: '2026-11-24T10:00:00.000Z',
            validTill: '2027-11-24T10:00:00.000Z',
            planName: 'Yearly',
          },
        },
      ],
    });
    renderAt('/payment?redirect_flow_id=YSF1');
    screen.getByText('Your payment is being configured. Please do not refresh your screen...');
    await screen.findByText('Direct Debit set up successfully');
    screen.getByText('Begin your property hunt now');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(calls.filter((c) => c.url.includes('complete'))).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ redirectFlowId: 'YSF1' });
  });

  it('says a payment was taken under the existing Direct Debit, and that auto-renew is off', async () => {
    serve({
      '/api/membership/payment/complete': [
        200,
        {
          status: 'completed',
          validTill: '2027-12-24T10:00:00.000Z',
          directDebit: 'existing',
          autoDebit: null,
          payment: {
            paymentId: 'SBPM2',
            status: 'confirmed',
            amountPaid: 300,
            paymentDate: '2026-11-24T10:00:00.000Z',
            validTill: '2027-12-24T10:00:00.000Z',
            planName: 'Yearly',
          },
        },
      ],
    });
    renderAt('/payment?redirect_flow_id=YSF3');
    await screen.findByText('Payment taken by your Direct Debit');
    expect(screen.queryByText('Direct Debit set up successfully')).toBeNull();
    screen.getByText(/no new Direct Debit was set up/);
    screen.getByText(/Auto-renew is off/);
  });

  it('names the bank’s refusal and what to do, with no error toast (issue 40)', async () => {
    serve({
      '/api/membership/payment/complete': [
        400,
        {
          code: 'PAYMENT_MANDATE_REFUSED',
          message: 'Your bank declined it and asks you to contact them. Nothing was charged.',
        },
      ],
    });
    renderAt('/payment?redirect_flow_id=YSF4');
    await screen.findByText('Your bank refused the Direct Debit');
    screen.getByText('Your bank declined it and asks you to contact them. Nothing was charged.');
    expect(screen.queryByText('Something went wrong while configuring payment.')).toBeNull();
    expect(screen.queryByText('Error configuring payment')).toBeNull();
  });

  it('shows the failure message when completing fails, and without a flow id', async () => {
    serve({
      '/api/membership/payment/complete': [
        400,
        { code: 'PAYMENT_FAILED', message: 'Something went wrong while configuring payment.' },
      ],
    });
    renderAt('/payment?redirect_flow_id=YSF2');
    await screen.findByText('Something went wrong while configuring payment.');
    cleanup();
    renderAt('/payment');
    await screen.findByText('Something went wrong while configuring payment.');
  });
});
