import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { serve } from '../../../test/api-test-support.ts';
import { MembershipPage } from './MembershipPage.tsx';

const payment = (paymentId: string, status: string, validTill: string | null) => ({
  paymentId,
  status,
  amountPaid: 30,
  paymentDate: '2026-11-24T10:00:00.000Z',
  validTill,
  planName: 'Monthly',
});

const PAGE = {
  content: [
    payment('SBPMGOOD', 'confirmed', '2026-12-24T10:00:00.000Z'),
    payment('SBPMFAIL', 'failed', null),
    payment('SBPMBACK', 'charged_back', null),
  ],
  page: { size: 10, number: 0, totalElements: 3, totalPages: 1 },
};

const CURRENT = {
  state: 'paid',
  planName: 'Monthly',
  validTill: '2026-12-24T10:00:00.000Z',
  autoDebit: null,
  mandates: [
    {
      mandateId: 'SBMDGOOD',
      status: 'active',
      createdAt: '2026-11-24T10:00:00.000Z',
      lastPaymentFailed: false,
    },
    {
      mandateId: 'SBMDFAIL',
      status: 'active',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastPaymentFailed: true,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/membership', () => {
  it('shows no Valid Till for a payment that granted no period, but what happened', async () => {
    serve({
      '/api/memberships/search/list': [200, PAGE],
      '/api/membership/current': [200, CURRENT],
    });
    renderPage('/membership', <MembershipPage />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    await within(table).findByText('SBPMGOOD');
    const cells = (id: string) =>
      within(within(table).getByText(id).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('SBPMGOOD')).toEqual([
      'SBPMGOOD',
      'Confirmed',
      '30',
      '24 Nov 2026',
      '24 Dec 2026',
    ]);
    expect(cells('SBPMFAIL')).toEqual(['SBPMFAIL', 'Failed', '30', '24 Nov 2026', 'Not granted']);
    expect(cells('SBPMBACK').at(-1)).toBe('Withdrawn');
  });

  it('lists the Direct Debits and cancels the one chosen', async () => {
    const calls = serve({
      '/api/memberships/search/list': [200, PAGE],
      '/api/membership/current': [200, CURRENT],
      '/api/membership/mandates/SBMDFAIL/cancel': [
        200,
        { ...CURRENT, mandates: [CURRENT.mandates[0]] },
      ],
    });
    renderPage('/membership', <MembershipPage />);
    const debits = await screen.findByRole('region', { name: 'Direct Debits' });
    within(debits).getByText(/Its last payment failed/);
    const rows = within(debits).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Cancel Direct Debit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Direct Debit' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/membership/mandates/SBMDFAIL/cancel')).toBe(true),
    );
    await waitFor(() => expect(within(debits).getAllByRole('listitem')).toHaveLength(1));
  });
});
