import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEAL_MESSAGES, type Deal, type SharedDeal } from '@yardstick/core/deals/deals';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApiTest, serve } from '../../../test/api-test-support.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { DealsPage } from './DealsPage.tsx';
import { ukToday } from './deals-view.ts';
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
  now: { ...shared.now!, status: 'under_offer' },
  events: [
    ...shared.events,
    {
      kind: 'status-change',
      date: '2026-11-25',
      listingId: '7',
      price: null,
      oldPrice: null,
      oldStatus: 'available',
      newStatus: 'under_offer',
      gapDays: null,
    },
  ],
  analysis: null,
  share: null,
};

describe('the deal drawer', () => {
  it('shows the offer form’s field messages from the server', async () => {
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
    expect(screen.getByTestId('deal-events').textContent).toContain(
      'Status changed (Available → Under offer)',
    );
    const status = within(screen.getByTestId('figures-then-now'))
      .getByText('Status')
      .closest('tr')!;
    expect(status.textContent).toBe('StatusAvailableUnder offer');
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

  it('refuses an offer of -5 with a field message, never sending £1', async () => {
    const calls = serve({ '/api/deals': [200, { deals: [deal] }], '/api/deals/5': [200, deal] });
    renderPage('/deals', <DealsPage />);
    fireEvent.click(await screen.findByTestId('open-deal-card'));
    await screen.findByTestId('deal-detail');
    const amount = screen.getByLabelText('Amount (£)') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-5' } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByRole('button', { name: 'Record offer' }));
    expect(await screen.findByText(DEAL_MESSAGES.amount)).toBeTruthy();
    expect(amount.value).toBe('-5');
    expect(calls.some((c) => c.url === '/api/deals/5/offers')).toBe(false);
  });

  it('dates an offer today; a blank date asks for a day, not for YYYY-MM-DD', async () => {
    const calls = serve({ '/api/deals': [200, { deals: [deal] }], '/api/deals/5': [200, deal] });
    renderPage('/deals', <DealsPage />);
    fireEvent.click(await screen.findByTestId('open-deal-card'));
    await screen.findByTestId('deal-detail');
    const date = screen.getByLabelText('Offer date') as HTMLInputElement;
    expect(date.value).toBe(ukToday());
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Amount (£)'), { target: { value: '230000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record offer' }));
    expect(await screen.findByText('Pick a date')).toBeTruthy();
    expect(screen.queryByText(DEAL_MESSAGES.date)).toBeNull();
    expect(calls.some((c) => c.url === '/api/deals/5/offers')).toBe(false);
  });

  it('offers "Clear reminder" only for a deal that has one', async () => {
    serve({ '/api/deals': [200, { deals: [deal] }], '/api/deals/5': [200, deal] });
    renderPage('/deals', <DealsPage />);
    fireEvent.click(await screen.findByTestId('open-deal-card'));
    await screen.findByTestId('deal-detail');
    expect(screen.queryByRole('button', { name: 'Clear reminder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set reminder' })).toHaveProperty('disabled', true);
  });

  it('shows a card’s whole title and its reminder’s date, unclipped', async () => {
    const long = {
      ...deal,
      title: 'Flat 12, Riverside Court, 140 Castle Street',
      reminderOn: '2020-01-02',
    };
    serve({ '/api/deals': [200, { deals: [long] }] });
    renderPage('/deals', <DealsPage />);
    const title = await screen.findByText(long.title);
    expect(title.hasAttribute('data-line-clamp')).toBe(false);
    const badge = screen.getByTestId('deal-reminder');
    expect(badge.textContent).toBe('Reminder due 2 Jan 2020');
    const label = badge.querySelector<HTMLElement>('.mantine-Badge-label')!;
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.textOverflow).toBe('clip');
  });
});
