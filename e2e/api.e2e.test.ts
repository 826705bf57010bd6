import type { paths } from '@yardstick/client/client';
import { createYardstickClient, type YardstickClient } from '@yardstick/client/client';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInClient } from './lib/api-client.ts';

type EstimateCardPage =
  paths['/api/property/price/estimates']['get']['responses'][200]['content']['application/json'];

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
    const { data } = await createYardstickClient({ baseUrl: baseURL }).GET('/api/health');
    expect(data).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await fetch(`${baseURL}/api/docs/json`);
    expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const ui = await fetch(`${baseURL}/api/docs/`);
    expect(ui.status).toBe(200);
  });
});

describe("the listings' ROI and the ROI calculator on the demo data", () => {
  let api: YardstickClient;

  beforeAll(async () => {
    api = await signedInClient(baseURL, inject('demoLogin'));
  });

  type Card = EstimateCardPage['content'][number];

  /** The listings with the highest and the lowest ROI of a district, from the search API. */
  async function cardsOf(district: string): Promise<Card[]> {
    const cards: Card[] = [];
    for (const direction of ['desc', 'asc']) {
      const { data, response } = await api.GET('/api/property/price/estimates', {
        params: {
          query: { areaCodes: district, size: 4, sort: `roi,${direction}`, isCountRequired: false },
        },
      });
      expect(response.ok).toBe(true);
      cards.push(...data!.content);
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
      const { data, response } = await api.POST('/api/calculator/roi', {
        body: { propertyId, calculatorType: 'SINGLE_LET' },
      });
      expect(response.ok).toBe(true);
      expect(data!.finalRoi, `listing ${propertyId}`).toBe(card.roi);
    }
  });
});

describe('the point estimate and the price warnings on the demo data (issue 26)', () => {
  let api: YardstickClient;

  beforeAll(async () => {
    api = await signedInClient(baseURL, inject('demoLogin'));
  });

  type Card = EstimateCardPage['content'][number];

  /** Every card of the BMV sort, page after page. */
  async function allCards(): Promise<Card[]> {
    const cards: Card[] = [];
    for (let page = 0; ; page++) {
      const { data, response } = await api.GET('/api/property/price/estimates', {
        params: { query: { size: 100, page, sort: 'avg_bmv,asc', isCountRequired: false } },
      });
      expect(response.ok).toBe(true);
      const content = data!.content;
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
