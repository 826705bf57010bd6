import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEAL_STAGES, type DealSummary } from '@yardstick/core/deals/deals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { DealsPage } from './DealsPage.tsx';

const property = {
  address: '12 Oak Road',
  postcode: 'RG1 1AA',
  latitude: 51.45,
  longitude: -0.97,
  propertyType: 'T',
  bedrooms: 3,
  floorArea: 90,
  tenure: null,
  mainImage: null,
  images: [],
};

function deal(
  id: string,
  title: string,
  stage: DealSummary['stage'],
  extra: Partial<DealSummary> = {},
) {
  return {
    id,
    kind: 'listing',
    title,
    stage,
    propertyId: id,
    rentPropertyId: null,
    property: { ...property, address: title },
    listPrice: 200_000 + Number(id) * 50_000,
    reminderOn: null,
    lastOffer: null,
    nextViewing: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  } satisfies DealSummary;
}

/** A tiny API: the session, the deals and their PATCH, by method and path. */
function serveDeals(deals: DealSummary[]) {
  const patches: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status });
      if (url === '/api/deals' && method === 'GET') return json(200, { deals });
      const match = /^\/api\/deals\/(\d+)$/.exec(url);
      if (match && method === 'PATCH') {
        patches.push({ url, body });
        deals = deals.map((d) => (d.id === match[1] ? { ...d, ...body } : d));
        return json(200, { ...deals.find((d) => d.id === match[1]) });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return patches;
}

/**
 * happy-dom lays nothing out: each column is placed side by side, 200 px apart, and a card
 * inside its column, so dnd-kit's keyboard sensor has rectangles to move between.
 */
function layOutColumns() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-testid^="column-"]');
    const stage = column?.getAttribute('data-testid')?.slice('column-'.length) ?? '';
    const i = Math.max(0, DEAL_STAGES.indexOf(stage as (typeof DEAL_STAGES)[number]));
    const own = this === column;
    const left = i * 200 + (own ? 0 : 10);
    const top = own ? 0 : 60;
    const width = own ? 190 : 170;
    const height = own ? 400 : 80;
    return {
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/deals', () => {
  it('shows a column per stage with its count and the sum of asking prices', async () => {
    serveDeals([
      deal('1', '1 Elm Street', 'considering'),
      deal('2', '2 Ash Lane', 'considering'),
      deal('3', '3 Birch Close', 'offer-made'),
    ]);
    renderPage('/deals', <DealsPage />);
    expect(await screen.findByText('1 Elm Street')).toBeTruthy();
    expect(screen.getByTestId('total-considering').textContent).toBe('2 deals · £550,000');
    expect(screen.getByTestId('total-offer-made').textContent).toBe('1 deal · £350,000');
    expect(screen.getByTestId('total-viewing').textContent).toBe('0 deals · £0');
    for (const stage of DEAL_STAGES) expect(screen.getByTestId(`column-${stage}`)).toBeTruthy();
  });

  it('filters by text, kind and reminders due, and the totals follow', async () => {
    serveDeals([
      deal('1', '1 Elm Street', 'considering', { reminderOn: '2020-01-01' }),
      deal('2', '2 Ash Lane', 'considering', { kind: 'plo' }),
      deal('3', '3 Birch Close', 'viewing', { reminderOn: '2999-01-01' }),
    ]);
    renderPage('/deals', <DealsPage />);
    await screen.findByText('1 Elm Street');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ash' } });
    expect(screen.queryByText('1 Elm Street')).toBeNull();
    expect(screen.getByText('2 Ash Lane')).toBeTruthy();
    expect(screen.getByTestId('total-considering').textContent).toBe('1 deal · £300,000');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Reminder due'));
    expect(screen.getByText('1 Elm Street')).toBeTruthy();
    expect(screen.queryByText('3 Birch Close')).toBeNull();
    expect(screen.getByText(/Reminder due/, { selector: '.mantine-Badge-label' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Reminder due'));
    fireEvent.click(screen.getByRole('radio', { name: 'PLO pair' }));
    await waitFor(() => expect(screen.queryByText('1 Elm Street')).toBeNull());
    expect(screen.getByText('2 Ash Lane')).toBeTruthy();
  });

  it('moves a card with the keyboard: Space, an arrow to the next column, Space', async () => {
    const patches = serveDeals([deal('1', '1 Elm Street', 'considering')]);
    layOutColumns();
    renderPage('/deals', <DealsPage />);
    const handle = await screen.findByRole('button', { name: 'Drag 1 Elm Street' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await new Promise((r) => setTimeout(r, 10));
    });
    await act(async () => {
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
      await new Promise((r) => setTimeout(r, 10));
    });
    await act(async () => {
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
      await new Promise((r) => setTimeout(r, 10));
    });
    await waitFor(() =>
      expect(patches).toEqual([{ url: '/api/deals/1', body: { stage: 'viewing' } }]),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('column-viewing')).getByText('1 Elm Street')).toBeTruthy(),
    );
    expect(screen.getByTestId('total-viewing').textContent).toBe('1 deal · £250,000');
  });

  it('moves a card with its Move to… menu and says so to screen readers', async () => {
    const patches = serveDeals([deal('1', '1 Elm Street', 'considering')]);
    renderPage('/deals', <DealsPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Move 1 Elm Street to another stage' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Offer made' }));
    await waitFor(() =>
      expect(patches).toEqual([{ url: '/api/deals/1', body: { stage: 'offer-made' } }]),
    );
    expect(screen.getByTestId('board-status').textContent).toBe('1 Elm Street moved to Offer made');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('column-offer-made')).getByText('1 Elm Street'),
      ).toBeTruthy(),
    );
  });
});
