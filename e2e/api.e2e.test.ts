import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './lib/session.ts';

const baseURL = inject('baseURL');

describe('the served app', () => {
  it('answers an unknown API path with the JSON 404', async () => {
    const res = await fetch(`${baseURL}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the web app for client-side routes (SPA fallback)', async () => {
    const res = await fetch(`${baseURL}/estimates-es?searchText=RG1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('reports health on the embedded database', async () => {
    const res = await fetch(`${baseURL}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await fetch(`${baseURL}/api/docs/json`);
    expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const ui = await fetch(`${baseURL}/api/docs/`);
    expect(ui.status).toBe(200);
  });
});

describe("the listings' ROI and the ROI calculator on the demo data", () => {
  let api: APIRequestContext;

  beforeAll(async () => {
    api = await request.newContext();
    await signIn({ request: api }, baseURL, inject('demoLogin'));
  });
  afterAll(() => api?.dispose());

  interface Card {
    propertyId: string | number;
    roi: number | null;
  }

  /** The listings with the highest and the lowest ROI of a district, from the search API. */
  async function cardsOf(district: string): Promise<Card[]> {
    const cards: Card[] = [];
    for (const direction of ['desc', 'asc']) {
      const res = await api.get(
        `${baseURL}/api/property/price/estimates?areaCodes=${district}&size=4&sort=roi,${direction}&isCountRequired=false`,
      );
      expect(res.ok()).toBe(true);
      cards.push(...((await res.json()) as { content: Card[] }).content);
    }
    return cards;
  }

  it("answers each listing's roi as the calculator's finalRoi for the default inputs", async () => {
    const cards = new Map<string, Card>();
    for (const district of ['RG1', 'M21', 'L24']) {
      for (const card of await cardsOf(district)) {
        if (card.roi !== null) cards.set(String(card.propertyId), card);
      }
    }
    expect(cards.size).toBeGreaterThanOrEqual(12);
    for (const [propertyId, card] of cards) {
      const res = await api.post(`${baseURL}/api/calculator/roi`, {
        data: { propertyId },
        headers: { 'x-requested-with': 'yardstick' },
      });
      expect(res.ok()).toBe(true);
      const answer = (await res.json()) as { finalRoi: number | null };
      expect(answer.finalRoi, `listing ${propertyId}`).toBe(card.roi);
    }
  });
});

describe('the point estimate and the price warnings on the demo data (issue 26)', () => {
  let api: APIRequestContext;

  beforeAll(async () => {
    api = await request.newContext();
    await signIn({ request: api }, baseURL, inject('demoLogin'));
  });
  afterAll(() => api?.dispose());

  interface Card {
    propertyId: string;
    listPrice: number | null;
    estimatedPrice: number | null;
    avgBmv: number | null;
    priceWarnings: { code: string; label: string }[];
  }

  /** Every card of the BMV sort, page after page. */
  async function allCards(): Promise<Card[]> {
    const cards: Card[] = [];
    for (let page = 0; ; page++) {
      const res = await api.get(
        `${baseURL}/api/property/price/estimates?size=100&page=${page}&sort=avg_bmv,asc&isCountRequired=false`,
      );
      expect(res.ok()).toBe(true);
      const content = ((await res.json()) as { content: Card[] }).content;
      cards.push(...content);
      if (content.length < 100) return cards;
    }
  }

  it('measures every BMV against the estimatedPrice the card shows, and sorts warned BMVs last', async () => {
    const cards = await allCards();
    const withBmv = cards.filter((c) => c.avgBmv !== null);
    expect(withBmv.length).toBeGreaterThan(1000);
    for (const c of withBmv) {
      expect(Number.isInteger(c.estimatedPrice), c.propertyId).toBe(true);
      const bmv =
        Math.round(((c.listPrice! - c.estimatedPrice!) / c.estimatedPrice!) * 100 * 10) / 10;
      // + 0: a price at its estimate is 0, never -0.
      expect(c.avgBmv, c.propertyId).toBe(bmv + 0);
    }
    // The first page of the BMV sort: no warned card while a clean one is left.
    const firstPage = cards.slice(0, 12);
    expect(cards.slice(12).some((c) => c.priceWarnings.length === 0)).toBe(true);
    expect(firstPage.filter((c) => c.priceWarnings.length > 0)).toEqual([]);
    // Warned BMVs come after every clean one.
    const firstWarned = withBmv.findIndex((c) => c.priceWarnings.length > 0);
    expect(firstWarned).toBeGreaterThan(0);
    expect(withBmv.slice(firstWarned).every((c) => c.priceWarnings.length > 0)).toBe(true);
  });
});
