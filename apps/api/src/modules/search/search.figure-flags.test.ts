import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../test/search-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 15: commercial, mixed-use, land and parking listings appear only with the
 * Commercial toggle, and the yield, ROI and BMV sorts never lead with a flagged figure
 * (an implausible yield, a BMV on a low-confidence estimate), in either direction.
 */
interface Row {
  ref: string;
  subType: string;
  bmv: number | null;
  lowConfidence: boolean | null;
  yield: number | null;
  yieldFlag: boolean | null;
  roi: number | null;
}

const ROWS: Row[] = [
  // The demo's symptom: commercial units at -56% BMV and a 4-bed terrace at 16.6% gross.
  {
    ref: 'C1',
    subType: 'Commercial Property',
    bmv: null,
    lowConfidence: null,
    yield: null,
    yieldFlag: null,
    roi: null,
  },
  {
    ref: 'C2',
    subType: 'Mixed Use',
    bmv: null,
    lowConfidence: null,
    yield: null,
    yieldFlag: null,
    roi: null,
  },
  {
    ref: 'C3',
    subType: 'Land',
    bmv: null,
    lowConfidence: null,
    yield: null,
    yieldFlag: null,
    roi: null,
  },
  {
    ref: 'C4',
    subType: 'Parking',
    bmv: null,
    lowConfidence: null,
    yield: null,
    yieldFlag: null,
    roi: null,
  },
  {
    ref: 'H1',
    subType: 'Terraced',
    bmv: -27.7,
    lowConfidence: false,
    yield: 16.56,
    yieldFlag: true,
    roi: 30.4,
  },
  {
    ref: 'H2',
    subType: 'Terraced',
    bmv: -45.0,
    lowConfidence: true,
    yield: 8.5,
    yieldFlag: false,
    roi: 9.1,
  },
  {
    ref: 'H3',
    subType: 'Semi-Detached',
    bmv: -10.0,
    lowConfidence: false,
    yield: 6.2,
    yieldFlag: false,
    roi: 4.0,
  },
  {
    ref: 'H4',
    subType: 'Flat',
    bmv: 5.0,
    lowConfidence: false,
    yield: 1.5,
    yieldFlag: true,
    roi: -3.0,
  },
  {
    ref: 'H5',
    subType: 'Detached',
    bmv: 12.0,
    lowConfidence: false,
    yield: 4.1,
    yieldFlag: false,
    roi: 1.2,
  },
  {
    ref: 'H6',
    subType: 'Detached',
    bmv: null,
    lowConfidence: null,
    yield: null,
    yieldFlag: null,
    roi: null,
  },
];

describe('search: non-residential listings and flagged figures', () => {
  let t: TestApp;
  let searcher: SignedInUser;
  const refOf = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const inserted = await t.database.db
      .insertInto('listings')
      .values(
        ROWS.map((r, i) => ({
          source: 'test',
          source_ref: r.ref,
          transaction_type: 'sale' as const,
          status: 'available' as const,
          list_price: 100_000 + i * 1000,
          property_type: /Terraced/.test(r.subType)
            ? 'T'
            : /Semi/.test(r.subType)
              ? 'S'
              : /Detached/.test(r.subType)
                ? 'D'
                : /Flat/.test(r.subType)
                  ? 'F'
                  : 'O',
          property_sub_type: r.subType,
          postcode: 'RG1 5AB',
          avg_bmv: r.bmv,
          bmv_low_confidence: r.lowConfidence,
          avg_yield: r.yield,
          yield_flag: r.yieldFlag,
          roi: r.roi,
          updated_on: new Date(Date.UTC(2025, 0, 1 + i)),
        })),
      )
      .returning(['id', 'source_ref'])
      .execute();
    for (const row of inserted) refOf.set(String(row.id), row.source_ref);
    searcher = await signedInUser(t.database.db, ['property_estimates_es']);
  });
  afterAll(() => t.close());

  const page = async (query: Record<string, string>) => {
    const res = await t.app.inject({
      url: '/api/property/price/estimates',
      query: { size: '12', ...query },
      headers: { cookie: searcher.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().content as { propertyId: string; residential: boolean }[];
  };
  const refs = async (query: Record<string, string>) =>
    (await page(query)).map((c) => refOf.get(c.propertyId));

  it('leaves commercial, mixed-use, land and parking out by default', async () => {
    expect((await refs({})).sort()).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
  });

  it('shows only them with the Commercial toggle, marked as not residential', async () => {
    const cards = await page({ commercial: 'true' });
    expect(cards.map((c) => refOf.get(c.propertyId)).sort()).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(cards.every((c) => c.residential === false)).toBe(true);
  });

  it('sorts flagged yields after the plausible ones, in both directions', async () => {
    expect(await refs({ sort: 'avg_yield,desc' })).toEqual(['H2', 'H3', 'H5', 'H1', 'H4', 'H6']);
    expect(await refs({ sort: 'avg_yield,asc' })).toEqual(['H5', 'H3', 'H2', 'H4', 'H1', 'H6']);
  });

  it('sorts the ROI of a flagged yield after the others', async () => {
    expect(await refs({ sort: 'roi,desc' })).toEqual(['H2', 'H3', 'H5', 'H1', 'H4', 'H6']);
  });

  it('sorts low-confidence BMVs after the others, in both directions', async () => {
    expect(await refs({ sort: 'avg_bmv,asc' })).toEqual(['H1', 'H3', 'H4', 'H5', 'H2', 'H6']);
    expect(await refs({ sort: 'avg_bmv,desc' })).toEqual(['H5', 'H4', 'H3', 'H1', 'H2', 'H6']);
  });

  it('sorts a BMV with a price warning after every clean one, low-confidence ones included (issue 26)', async () => {
    const idOf = (ref: string) => [...refOf].find(([, r]) => r === ref)![0];
    const warn = (ref: string, codes: string[]) =>
      t.database.db
        .updateTable('listings')
        .set({ price_warnings: codes })
        .where('id', '=', Number(idOf(ref)))
        .execute();
    await warn('H1', ['shared-ownership']);
    await warn('H2', ['auction', 'far-below-comparables']);
    try {
      // Tiers: clean (H3, H4, H5), clean on a low-confidence estimate (none left), warned (H1),
      // warned on a low-confidence estimate (H2), no BMV (H6).
      expect(await refs({ sort: 'avg_bmv,asc' })).toEqual(['H3', 'H4', 'H5', 'H1', 'H2', 'H6']);
      expect(await refs({ sort: 'avg_bmv,desc' })).toEqual(['H5', 'H4', 'H3', 'H1', 'H2', 'H6']);
      const cards = (await page({ sort: 'avg_bmv,asc' })) as unknown as {
        propertyId: string;
        priceWarnings: { code: string; label: string }[];
      }[];
      const warningsOf = (ref: string) =>
        cards.find((c) => refOf.get(c.propertyId) === ref)!.priceWarnings;
      expect(warningsOf('H1')).toEqual([{ code: 'shared-ownership', label: 'Shared ownership' }]);
      expect(warningsOf('H2')).toEqual([
        { code: 'auction', label: 'Auction guide' },
        { code: 'far-below-comparables', label: 'Far below comparables' },
      ]);
      expect(warningsOf('H3')).toEqual([]);
      // The other sorts are not touched by a warning.
      expect(await refs({ sort: 'avg_yield,desc' })).toEqual(['H2', 'H3', 'H5', 'H1', 'H4', 'H6']);
    } finally {
      await warn('H1', []);
      await warn('H2', []);
    }
  });

  it('pages through a flagged sort without repeating or losing a listing', async () => {
    const first = await refs({ sort: 'avg_yield,desc', size: '4', page: '0' });
    const second = await refs({ sort: 'avg_yield,desc', size: '4', page: '1' });
    expect([...first, ...second]).toEqual(['H2', 'H3', 'H5', 'H1', 'H4', 'H6']);
  });
});
