import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DealSummary } from '@yardstick/core/deals/deals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { AddToDealsButton } from './AddToDealsButton.tsx';

const summary = (id: string, extra: Partial<DealSummary>): DealSummary => ({
  id,
  kind: 'listing',
  title: '12 Oak Road',
  stage: 'considering',
  propertyId: '501',
  rentPropertyId: null,
  property: {
    address: '12 Oak Road',
    postcode: 'RG1 1AA',
    latitude: null,
    longitude: null,
    propertyType: 'T',
    bedrooms: 3,
    floorArea: null,
    tenure: null,
    mainImage: null,
    images: [],
  },
  listPrice: 250_000,
  reminderOn: null,
  lastOffer: null,
  nextViewing: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

/** The deals list and POST /api/deals, refusing a property already there as the API does. */
function serve(deals: DealSummary[]) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status });
      if (url === '/api/deals' && method === 'GET') return json(200, { deals });
      if (url === '/api/deals' && method === 'POST') {
        const body = JSON.parse(String(init!.body)) as { propertyId: string };
        posts.push(body);
        if (deals.some((d) => d.propertyId === body.propertyId)) {
          return json(409, {
            code: 'DEAL_EXISTS',
            message: 'This property is already in your deals',
          });
        }
        const made = summary(String(90 + posts.length), { propertyId: body.propertyId });
        deals = [...deals, made];
        return json(201, made);
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddToDealsButton', () => {
  it('offers "In your deals · Open" for a property already in the deals, never "Add"', async () => {
    const posts = serve([summary('7', { propertyId: '501' })]);
    renderPage('/', <AddToDealsButton target={{ propertyId: '501' }} />);
    const open = await screen.findByRole('link', { name: /In your deals · Open/ });
    expect(open.getAttribute('href')).toBe('/deals?deal=7');
    expect(screen.queryByRole('button', { name: 'Add to deals' })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('knows a PLO pair and an analysed address by what they are about', async () => {
    serve([
      summary('8', { kind: 'plo', propertyId: '601', rentPropertyId: '602' }),
      summary('9', {
        kind: 'analysis',
        propertyId: null,
        property: { ...summary('9', {}).property, address: '3 Elm Way', postcode: 'RG1 4DX' },
      }),
    ]);
    renderPage(
      '/',
      <>
        <AddToDealsButton target={{ salePropertyId: '601', rentPropertyId: '602' }} />
        <AddToDealsButton
          target={{
            analysis: {
              postCode: 'rg14dx',
              address: '3 ELM WAY',
              propertyType: 'T',
              bedrooms: 2,
              tenure: 'freehold',
              askingPrice: 200_000,
            },
          }}
          label="Save as deal"
        />
        <AddToDealsButton target={{ salePropertyId: '601', rentPropertyId: '699' }} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/deals?deal=8',
      '/deals?deal=9',
    ]);
    expect(screen.getByRole('button', { name: 'Add to deals' })).toBeTruthy();
  });

  it('adds a new property once, then links to its deal', async () => {
    const posts = serve([]);
    renderPage('/', <AddToDealsButton target={{ propertyId: '777' }} />);
    const add = await screen.findByRole('button', { name: 'Add to deals' });
    await waitFor(() => expect(add.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(add);
    const open = await screen.findByRole('link', { name: /In your deals · Open/ });
    expect(open.getAttribute('href')).toBe('/deals?deal=91');
    expect(posts).toHaveLength(1);
  });
});
