import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Deal, SharedDeal } from '@yardstick/core/deals/deals';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApiTest, serve } from '../../../test/api-test-support.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { DealsPage } from './DealsPage.tsx';
import { SharedDealPage } from './SharedDealPage.tsx';

const figures = {
  asOf: '2026-11-01T09:00:00.000Z',
  listPrice: 250_000,
  estimate: 270_000,
  estimateLow: 255_000,
  estimateHigh: 285_000,
  estimateConfidence: 'High' as const,
  bmv: -7.4,
  rent: 1_250,
  rentSource: 'estimate' as const,
  grossYield: 6,
  roi: 8.2,
  status: 'available',
};
const property = {
  address: '7 Castle Street',
  postcode: 'RG1 7RD',
  latitude: 51.45,
  longitude: -0.97,
  propertyType: 'T',
  bedrooms: 3,
  floorArea: 88,
  tenure: null,
  mainImage: null,
  images: [],
};
const shared: SharedDeal = {
  title: '7 Castle Street',
  kind: 'listing',
  property,
  then: figures,
  now: { ...figures, asOf: '2026-11-28T09:00:00.000Z', listPrice: 240_000, bmv: -11.1 },
  events: [
    {
      kind: 'price-change',
      date: '2026-11-20',
      listingId: '7',
      price: 240_000,
      oldPrice: 250_000,
      oldStatus: null,
      newStatus: null,
      gapDays: null,
    },
  ],
  expiresAt: '2026-12-28T09:00:00.000Z',
  pack: {
    comparables: [],
    area: [{ label: 'Crimes within 500 m, last 12 months', value: '41' }],
    roiAssumptions: [{ label: 'Deposit', value: '25%' }],
    methodology: ['Gross yield: monthly rent × 12 ÷ asking price × 100.'],
    attributions: [{ dataset: 'Price Paid Data', attribution: 'Contains HM Land Registry data' }],
  },
};

afterEach(() => {
  cleanup();
  resetApiTest();
});

describe('/shared/deals/{token}', () => {
  it('shows the deal read-only: figures then and now, events, ROI, area, sources', async () => {
    serve({ '/api/shared/deals/abc': [200, shared] });
    renderPage('/shared/deals/:token', <SharedDealPage />, '/shared/deals/abc');
    const page = await screen.findByTestId('shared-deal');
    expect(page.textContent).toContain('7 Castle Street');
    expect(screen.getByTestId('figures-then-now').textContent).toContain('£250,000');
    expect(screen.getByTestId('figures-then-now').textContent).toContain('£240,000');
    expect(page.textContent).toContain('Crimes within 500 m, last 12 months');
    expect(page.textContent).toContain('Contains HM Land Registry data');
    expect(screen.queryByText(/Notes/)).toBeNull();
    const pdf = screen.getByRole('link', { name: /Download the deal pack/ });
    expect(pdf.getAttribute('href')).toBe('/api/shared/deals/abc/pack.pdf');
  });

  it('answers a dead link plainly', async () => {
    serve({});
    renderPage('/shared/deals/:token', <SharedDealPage />, '/shared/deals/revoked');
    expect(await screen.findByTestId('share-gone')).toBeTruthy();
  });
});

describe('the deal drawer', () => {
  it('shows the offer form’s field messages from the server', async () => {
    const deal: Deal = {
      id: '5',
      kind: 'listing',
      title: '7 Castle Street',
      stage: 'viewing',
      propertyId: '7',
      rentPropertyId: null,
      property,
      listPrice: 250_000,
      reminderOn: null,
      lastOffer: null,
      nextViewing: null,
      createdAt: figures.asOf,
      updatedAt: figures.asOf,
      notes: '',
      offers: [],
      viewings: [],
      then: figures,
      now: shared.now,
      events: shared.events,
      analysis: null,
      share: null,
    };
    const calls = serve({
      '/api/deals': [200, { deals: [deal] }],
      '/api/deals/5': [200, deal],
      '/api/deals/5/offers': [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Invalid request',
          errors: { offeredOn: 'Must be a date YYYY-MM-DD' },
        },
      ],
    });
    renderPage('/deals', <DealsPage />);
    fireEvent.click(await screen.findByTestId('open-deal-card'));
    expect(await screen.findByTestId('deal-detail')).toBeTruthy();
    expect(screen.getByTestId('figures-then-now').textContent).toContain('−£10,000');
    expect(screen.getByTestId('deal-events').textContent).toContain('£250,000 → £240,000');
    fireEvent.change(screen.getByLabelText('Amount (£)'), { target: { value: '230000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record offer' }));
    expect(await screen.findByText('Must be a date YYYY-MM-DD')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/deals/5/offers')?.body).toMatchObject({
        amount: 230000,
        outcome: 'pending',
      }),
    );
  });
});
