import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { bmvAgainstPoint, estimatePoint } from '@yardstick/core/estimates/yield-band';
import {
  grossYield,
  moreDeprivedPercent,
  priceVariationPercent,
  rentalDemand,
} from '@yardstick/core/estimates/figures';
import type { HpiSeries } from '@yardstick/core/estimates/hpi-adjust';
import { hpiAdjust } from '@yardstick/core/estimates/hpi-adjust';
import { median } from '@yardstick/core/estimates/percentile';
import {
  isRentComparable,
  RENT_REACH_METRES,
  RENT_TYPE_GROUP_REACH_METRES,
  rentEstimate,
  rentOfUsed,
  type RentalEvidence,
} from '@yardstick/core/estimates/rent-comparables';
import { anchorCurveFromScales, anchorWeight } from '@yardstick/core/estimates/anchor-age';
import { anchorSd } from '@yardstick/core/estimates/sales-estimate';
import { boundingBox, haversineMetres } from '@yardstick/core/geo/haversine';
import { priceWarnings } from '@yardstick/core/listings/price-warnings';
import { roiDefaultsOfListing } from '@yardstick/core/roi/listing-roi-defaults';
import { calculateRoi } from '@yardstick/core/roi/roi-calculator';
import { resolveRoiInput } from '@yardstick/core/roi/resolve-roi-input';
import {
  CRIMES,
  HPI,
  LAD,
  LISTINGS,
  LISTINGS_AS_OF,
  LSOA_COUNT,
  LSOA_RANKS,
  REGION,
  SALES,
  SALES_AS_OF,
  SCHOOLS,
  STOPS,
  postcodeOf,
  seedFixture,
  type FixtureListing,
} from '../../test/derive-fixture.ts';
import { referenceSalesEstimate, type RefSale } from '../../test/reference-model.ts';
import { DERIVED_COLUMNS, runDerive, type DeriveReport } from './run-derive.ts';

let handle: DatabaseHandle;
let first: DeriveReport;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedFixture(handle.db);
  first = await runDerive(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const listing = (ref: string) =>
  handle.db
    .selectFrom('listings')
    .selectAll()
    .where('source', '=', 'test')
    .where('source_ref', '=', ref)
    .executeTakeFirstOrThrow();

const saleListings = LISTINGS.filter((l) => l.tt === 'sale');
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// ---- the independent reference: core functions over the fixture arrays ----
const seriesOf = (area: string, key: 'all' | 'd' | 's' | 't' | 'f'): HpiSeries =>
  new Map(
    HPI.filter((h) => h.area === area && h[key] !== null).map((h) => [
      h.month.slice(0, 7),
      h[key] as number,
    ]),
  );
const typeKey = (type: string) =>
  (({ D: 'd', S: 's', T: 't', F: 'f' }) as Record<string, 'd' | 's' | 't' | 'f'>)[type];
const seriesFor = (type: string): (HpiSeries | undefined)[] => {
  const k = typeKey(type);
  return [
    k ? seriesOf(LAD, k) : undefined,
    seriesOf(LAD, 'all'),
    k ? seriesOf(REGION, k) : undefined,
    seriesOf(REGION, 'all'),
  ];
};
/** Listing address keys of the sale listings, for the bedrooms of matched sales. */
const keyOf = (parts: (string | null | undefined)[]) =>
  parts
    .map((x) =>
      (x ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9 ]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('|');
const refSales: RefSale[] = SALES.map((s) => {
  const p = postcodeOf(s.postcode);
  const matched = saleListings.find(
    (l) =>
      l.postcode === s.postcode &&
      keyOf([l.saon, l.paon, l.street]) === keyOf([s.saon, s.paon, s.street]),
  );
  return {
    postcode: s.postcode,
    key: keyOf([s.saon, s.paon, s.street]),
    bkey:
      s.type === 'F'
        ? `${s.postcode}|F|${(s.paon ?? '').trim().toUpperCase()}|${(s.street ?? '').trim().toUpperCase()}`
        : `${s.postcode}|${s.type}`,
    lat: p.lat,
    lng: p.lng,
    sector: p.sector,
    type: s.type,
    date: s.date,
    price: s.price,
    area: s.area,
    bedrooms: matched?.bedrooms ?? null,
    category: s.category,
  };
});
/** The floor area a listing is valued with: its own, else its address's EPC certificate's. */
const areaOf = (l: FixtureListing) =>
  l.area ??
  SALES.find(
    (s) =>
      s.area !== null &&
      s.postcode === l.postcode &&
      keyOf([s.saon, s.paon, s.street]) === keyOf([l.saon, l.paon, l.street]),
  )?.area ??
  null;
const subjectOf = (l: FixtureListing) => {
  const p = postcodeOf(l.postcode);
  const key = keyOf([l.saon, l.paon, l.street]);
  return {
    postcode: l.postcode,
    key,
    bkey:
      l.type === 'F'
        ? `${l.postcode}|F|${key.split('|')[1]!.toUpperCase()}|${key.split('|')[2]!.toUpperCase()}`
        : `${l.postcode}|${l.type}`,
    lat: p.lat,
    lng: p.lng,
    sector: p.sector,
    type: l.type,
    bedrooms: l.bedrooms,
    area: areaOf(l),
  };
};
const estimateOf = (l: FixtureListing) =>
  referenceSalesEstimate(subjectOf(l), refSales, {
    asOf: SALES_AS_OF,
    latestMonth: '2024-12',
    series: (s) => seriesFor(s.type),
  });
// Whole-home rentals (core's isRentComparable): the fixture's room let and withdrawn one out.
// Their ids follow the fixture's order, as the database gives them.
const rentals: RentalEvidence[] = LISTINGS.flatMap((l, index) => {
  if (l.tt !== 'rent' || l.status === 'withdrawn') return [];
  if (!isRentComparable({ propertySubType: l.subType ?? null, letType: null, summary: null })) {
    return [];
  }
  const p = postcodeOf(l.postcode);
  return [
    {
      id: index,
      lat: p.lat,
      lng: p.lng,
      sector: p.sector,
      type: l.type,
      bedrooms: l.bedrooms,
      rent: l.price,
      listedOn: l.listedOn,
      letAgreed: l.status === 'let_agreed',
    },
  ];
});
const rentOf = (l: FixtureListing, evidence: readonly RentalEvidence[] = rentals) =>
  l.ref === 'S6'
    ? 1_125
    : (rentEstimate({ ...subjectOf(l), type: l.type }, evidence, LISTINGS_AS_OF)?.rent ?? null);

describe('derive: estimate range', () => {
  it('runs in full the first time and derives every sale listing it has evidence for', () => {
    expect(first.mode).toBe('full');
    expect(first.salesAsOf).toBe(SALES_AS_OF);
    expect(first.listingsAsOf).toBe(LISTINGS_AS_OF);
    expect(first.hpiMonth).toBe('2024-12-01');
    expect(first.targets).toBe(LISTINGS.length);
    expect(first.saleTargets).toBe(saleListings.length);
    expect(first.estimated).toBe(saleListings.length - 1);
  });

  it.each(saleListings.map((l) => [l.ref, l] as const))(
    '%s equals the core sales estimate of its evidence (indexed last sale and comparables)',
    async (_ref, l) => {
      const row = await listing(l.ref);
      const expected = estimateOf(l);
      if (!expected) {
        expect(row.range1_price).toBeNull();
        expect(row.estimate_confidence).toBeNull();
        return;
      }
      expect({
        price: row.estimate_price,
        low: row.range1_price,
        high: row.range2_price,
        type: row.price_estimate_type,
        band: row.estimate_confidence,
        comparables: row.estimate_comparables,
        radius: row.ppsm_radius,
        years: row.estimate_years,
      }).toEqual({
        price: expected.price,
        low: expected.low,
        high: expected.high,
        type: expected.type,
        band: expected.band,
        comparables: expected.comparables,
        radius: expected.radius,
        years: expected.years,
      });
      // No false precision: 3 significant figures, steps of at least £1,000.
      expect((row.estimate_price as number) % 1000).toBe(0);
      expect(row.range1_price as number).toBeLessThan(row.estimate_price as number);
      expect(row.range2_price as number).toBeGreaterThan(row.estimate_price as number);
    },
  );

  it('explains each estimate: its weights (last sale, wide evidence, listed sales) add up to 1', async () => {
    const rows = await handle.db
      .selectFrom('listing_estimates as e')
      .innerJoin('listings as l', 'l.id', 'e.listing_id')
      .select([
        'l.id',
        'l.estimate_price',
        'l.estimate_confidence',
        'e.band',
        'e.anchor_weight',
        'e.wide_share',
        'e.comparables',
        'e.comps_value',
        'e.anchor_value',
      ])
      .execute();
    expect(rows.length).toBe(first.estimated);
    let listed = 0;
    for (const r of rows) {
      expect(r.band).toBe(r.estimate_confidence);
      const comps = r.comparables.reduce((n, c) => n + c.weight, 0);
      if (r.comps_value === null) {
        expect(r.anchor_weight).toBe(1);
        continue;
      }
      expect(r.wide_share).not.toBeNull();
      if (r.comparables.length < 8) {
        expect(r.anchor_weight + (r.wide_share as number) + comps).toBeCloseTo(1, 3);
      }
      listed += r.comparables.length;
      for (const c of r.comparables) expect(c.adjusted).toBeGreaterThan(0);
    }
    expect(listed).toBeGreaterThan(0);
  });

  it("weighs the last sale by its age: core's anchorSd of the months since it, in SQL", async () => {
    const rows = await handle.db
      .selectFrom('listing_estimates')
      .select(['anchor_sd', 'anchor_weight', 'comps_sd', 'anchor_date', 'valuation_month'])
      .where('anchor_sd', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const sale = new Date(String(r.anchor_date));
      const valued = new Date(String(r.valuation_month));
      const months =
        valued.getUTCFullYear() * 12 +
        valued.getUTCMonth() -
        (sale.getUTCFullYear() * 12 + sale.getUTCMonth());
      expect(r.anchor_sd as number).toBeCloseTo(anchorSd(months), 9);
      if (r.comps_sd !== null) {
        expect(r.anchor_weight as number).toBeCloseTo(
          anchorWeight(months / 12, r.comps_sd as number),
          9,
        );
      }
    }
  });

  it('widens as the methodology says: sector, 1 km, 2 km, 10 years', async () => {
    const seen = Object.fromEntries(
      await Promise.all(
        ['S1', 'S2', 'S3', 'S4', 'S5', 'S7', 'S8'].map(async (ref) => {
          const r = await listing(ref);
          return [ref, [r.price_estimate_type, r.ppsm_radius, r.estimate_years]] as const;
        }),
      ),
    );
    expect(seen).toEqual({
      S1: ['SPB', 0, 5], // 15 houses with floor areas in the sector
      S2: ['CSB', 0, 5], // no floor area: terraced houses of the sector
      S3: ['SPB', 1000, 5], // 2 houses in its sector, 17 within 1 km
      S4: ['SPB', 2000, 10], // one sale in 5 years within 2 km, five in 10
      S5: ['SPB', 0, 5], // floor area from the EPC certificate of its address
      S7: ['SPB', 2000, 5], // flats apart from houses: 6 in the sector, 8 at 1 km, 11 at 2 km
      S8: [null, null, null], // no evidence within 2 km
    });
  });

  it('ignores category B sales and brings prices forward with the HPI fallbacks', async () => {
    const s1 = await listing('S1');
    expect(s1.range2_price).toBeLessThan(400_000);
    // Flats: the authority has no flat index, so its all-types index is used.
    const flat = SALES.find((s) => s.type === 'F' && s.date === '2022-04-04');
    const adjusted = hpiAdjust(flat!.price, '2022-04', '2024-12', seriesFor('F'));
    expect(adjusted?.seriesUsed).toBe(1);
  });
});

describe('derive: sale history and evidence', () => {
  it('links a listing to its Price Paid history by address', async () => {
    const s5 = await listing('S5');
    expect(s5.with_sale_history).toBe(true);
    expect(s5.date_of_transfer?.toISOString().slice(0, 10)).toBe('2021-08-27');
    expect(s5.sold_price).toBe(350_000);
    expect(s5.negative_equity).toBe(true);
    expect(num(s5.sold_ppsm)).toBe(Math.round(350_000 / 90));
    const adjusted = hpiAdjust(350_000, '2021-08', '2024-12', seriesFor('T'));
    expect(num(s5.hpi_ppsm)).toBe(Math.round(adjusted!.price / 90));
    for (const ref of ['S1', 'S2', 'S3', 'S6', 'R3L0']) {
      const other = await listing(ref);
      expect(other.with_sale_history).toBe(false);
      expect(other.negative_equity).toBeNull();
    }
  });

  it('fills the derived columns of sold_prices: location, EPC floor area, listing', async () => {
    const rows = await handle.db.selectFrom('sold_prices').selectAll().execute();
    const s5 = await listing('S5');
    for (const row of rows) {
      const fixture = SALES.find((s) => s.id === row.transaction_id)!;
      const p = postcodeOf(fixture.postcode);
      expect([row.lat, row.lng]).toEqual([p.lat, p.lng]);
      expect(num(row.total_floor_area)).toBe(fixture.area);
      const isS5 = fixture.paon === '7' && fixture.street === 'OAK ROAD';
      expect(row.listing_id === null ? null : Number(row.listing_id)).toBe(
        isS5 ? Number(s5.id) : null,
      );
    }
  });
});

describe('derive: rents, PLO, BMV, yield and ROI', () => {
  it.each(saleListings.map((l) => [l.ref, l] as const))(
    "%s rent estimate equals core's rentEstimate of the fixture",
    async (_ref, l) => {
      expect((await listing(l.ref)).rent_estimate).toBe(rentOf(l));
    },
  );

  it('prefers let-agreed rents of the same type and widens for thin evidence', async () => {
    // S1 (3-bed terrace): the five let-agreed 3-bed terraces of its sector, not the asking
    // semis; their distance-weighted median.
    expect((await listing('S1')).rent_estimate).toBe(rentOf(LISTINGS.find((l) => l.ref === 'S1')!));
    expect([1_100, 1_150, 1_175, 1_200, 1_250]).toContain((await listing('S1')).rent_estimate);
    // The rentals the rule used (what the details page lists, GET .../rent-evidence): S1's five
    // let-agreed 3-bed terraces, whose weighted median is the derived rent.
    const s1 = LISTINGS.find((l) => l.ref === 'S1')!;
    const used = rentEstimate({ ...subjectOf(s1), type: s1.type }, rentals, LISTINGS_AS_OF)!.used;
    expect(used.every((u) => u.rental.type === 'T' && u.rental.bedrooms === 3)).toBe(true);
    expect(used.every((u) => u.rental.letAgreed)).toBe(true);
    expect(rentOfUsed(used)).toBe((await listing('S1')).rent_estimate);
    // S7 (2-bed flat): one 2-bed flat within 2 km, so the flats group step has too few too.
    expect((await listing('S7')).rent_estimate).toBeNull();
    expect((await listing('S4')).rent_estimate).toBeNull();
  });

  it('pairs an available sale and rental of the same address (PLO)', async () => {
    const pairs = await handle.db.selectFrom('plo_pairs').selectAll().execute();
    const s6 = await listing('S6');
    const rent = await listing('RPLO');
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({
      sale_listing_id: s6.id,
      rent_listing_id: rent.id,
      postcode: 'RG1 5AB',
      sale_price: 240_000,
      rent_price: 1_125,
    });
    expect(num(pairs[0]?.avg_yield)).toBe(grossYield(1_125, 240_000));
    expect(s6.rent_estimate).toBe(1_125);
  });

  it.each(saleListings.map((l) => [l.ref, l] as const))(
    '%s BMV and yield equal the core functions',
    async (_ref, l) => {
      const row = await listing(l.ref);
      expect(num(row.avg_bmv)).toBe(
        row.range1_price === null
          ? null
          : bmvAgainstPoint(
              l.price,
              estimatePoint(num(row.estimate_price), row.range1_price, row.range2_price) as number,
            ),
      );
      expect(num(row.avg_yield)).toBe(
        row.rent_estimate === null ? null : grossYield(row.rent_estimate, l.price),
      );
    },
  );

  // The API's answer for the same listings is compared on the running app (e2e/api.e2e.test.ts).
  it("a listing's roi equals the ROI calculator's finalRoi for the default inputs", async () => {
    let compared = 0;
    let withRoomRent = 0;
    for (const l of saleListings) {
      const row = await listing(l.ref);
      // The calculator's defaults for this listing: its figures, its postcode's country and its
      // district's room rent, through the mapping the calculator uses (roiDefaultsOfListing).
      const { rows } = await sql<{ country_code: string | null; room_rent: number | null }>`
        SELECT (SELECT country_code FROM postcodes WHERE postcode = ${row.postcode}) AS country_code,
               (SELECT avg_room_rent FROM area_stats
                WHERE level = 'district' AND code = ${row.district}) AS room_rent`.execute(
        handle.db,
      );
      const roomRent = rows[0]?.room_rent ?? null;
      const calculator = calculateRoi(
        resolveRoiInput(
          {},
          roiDefaultsOfListing({
            postcode: row.postcode,
            address: row.address,
            countryCode: rows[0]?.country_code ?? null,
            listPrice: row.list_price,
            bedrooms: row.bedrooms,
            totalFloorArea: num(row.total_floor_area),
            rentEstimate: row.rent_estimate,
            roomRent,
            range1Price: row.range1_price,
            range2Price: row.range2_price,
          }),
        ),
      );
      const core = calculateRoi(
        resolveRoiInput(
          {},
          {
            nation: 'england',
            listPrice: row.list_price,
            bedrooms: row.bedrooms,
            totalFloorArea: num(row.total_floor_area),
            rentEstimate: row.rent_estimate,
            range1Price: row.range1_price,
            range2Price: row.range2_price,
          },
        ),
      );
      if (row.rent_estimate === null) {
        expect(row.roi).toBeNull();
        continue;
      }
      expect(num(row.roi)).toBe(calculator.finalRoi);
      expect(num(row.roi)).toBe(core.finalRoi);
      compared += 1;
      if (roomRent !== null) withRoomRent += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(6);
    // Some of them lie in a district with a room market: the calculator's rent per room.
    expect(withRoomRent).toBeGreaterThan(0);
  });

  it('leaves the estimate and money figures of rentals empty', async () => {
    const r = await listing('R3L0');
    expect([r.range1_price, r.avg_bmv, r.rent_estimate, r.avg_yield, r.roi]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('derive: location figures', () => {
  const nearest = <T extends { at: { lat: number; lng: number } }>(
    items: T[],
    lat: number,
    lng: number,
    max: number,
  ) => {
    const ranked = items
      .map((item) => ({ item, d: haversineMetres(lat, lng, item.at.lat, item.at.lng) }))
      .sort((a, b) => a.d - b.d);
    const best = ranked[0];
    return best && best.d <= max ? best : undefined;
  };

  it.each(LISTINGS.map((l) => [l.ref, l] as const))(
    '%s nearest facilities, crimes and deprivation equal a brute-force computation',
    async (_ref, l) => {
      const row = await listing(l.ref);
      const p = postcodeOf(l.postcode);
      const school = nearest(
        SCHOOLS.filter((s) => s.closed === null),
        p.lat,
        p.lng,
        15_000,
      );
      expect([
        row.nearest_school_name,
        row.nearest_school_distance_m,
        row.nearest_school_rating,
      ]).toEqual(
        school ? [school.item.name, Math.round(school.d), school.item.rating] : [null, null, null],
      );
      if (school)
        expect([row.nearest_school_lat, row.nearest_school_lng]).toEqual([
          school.item.at.lat,
          school.item.at.lng,
        ]);
      const bus = nearest(
        STOPS.filter((s) => s.type === 'bus'),
        p.lat,
        p.lng,
        10_000,
      );
      expect([row.nearest_bus_stop_name, row.nearest_bus_stop_distance_m]).toEqual(
        bus ? [bus.item.name, Math.round(bus.d)] : [null, null],
      );
      const rail = nearest(
        STOPS.filter((s) => s.type === 'rail'),
        p.lat,
        p.lng,
        50_000,
      );
      expect([row.nearest_station_name, row.nearest_station_distance_m]).toEqual(
        rail ? [rail.item.name, Math.round(rail.d)] : [null, null],
      );
      const recent = CRIMES.filter((c) => c.month > '2023-11-01');
      const covered = recent.some(
        (c) => haversineMetres(p.lat, p.lng, c.at.lat, c.at.lng) <= 5_000,
      );
      expect(row.crime_rate).toBe(
        covered
          ? recent.filter((c) => haversineMetres(p.lat, p.lng, c.at.lat, c.at.lng) <= 500).length
          : null,
      );
      expect(row.lsoa_code).toBe(p.lsoa);
      expect(num(row.more_deprived)).toBe(
        moreDeprivedPercent(LSOA_RANKS[p.lsoa] as number, LSOA_COUNT),
      );
    },
  );

  it('finds the plot polygon under a listing', async () => {
    const s1 = await listing('S1');
    expect(s1.plot_polygon_id === null ? null : Number(s1.plot_polygon_id)).toBe(77);
    expect(num(s1.plot_area)).toBe(240);
    expect((await listing('S2')).plot_polygon_id).toBeNull();
  });
});

describe('derive: listing and area figures', () => {
  it('price variation against the first listed price', async () => {
    const s2 = await listing('S2');
    expect(s2.first_listed_price).toBe(290_000);
    expect(num(s2.price_variation)).toBe(priceVariationPercent(275_000, 290_000));
    const s1 = await listing('S1');
    expect([s1.first_listed_price, num(s1.price_variation)]).toEqual([299_950, 0]);
  });

  it('rental demand per district: let agreed within 21 days over 6 months', async () => {
    // RG1, listed after 2024-06-15: five let agreed (three within 21 days), three asking,
    // the PLO rental and the withdrawn one; the room let is not a whole-property rental.
    expect((await listing('S1')).rental_demand).toBe(rentalDemand(3 / 10));
    expect((await listing('S4')).rental_demand).toBeNull();
    const district = await handle.db
      .selectFrom('area_stats')
      .selectAll()
      .where('level', '=', 'district')
      .where('code', '=', 'RG1')
      .executeTakeFirstOrThrow();
    expect(district.rental_demand).toBe('Medium');
    expect(num(district.rental_demand_share)).toBe(0.3);
  });

  it('area stats: postcode yields from 3 sale and 1 rental listings, district averages', async () => {
    const stats = await handle.db.selectFrom('area_stats').selectAll().execute();
    const get = (level: string, code: string) =>
      stats.find((s) => s.level === level && s.code === code);
    const active = LISTINGS.filter((l) => l.status !== 'withdrawn');
    const at = (postcode: string, tt: string) =>
      active.filter((l) => l.postcode === postcode && l.tt === tt && l.subType !== 'Room');
    const sales = at('RG1 5AB', 'sale').map((l) => l.price);
    const rents = at('RG1 5AB', 'rent').map((l) => l.price);
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const yieldAB = grossYield(avg(rents), avg(sales));
    expect(sales.length).toBeGreaterThanOrEqual(3);
    expect(num(get('postcode', 'RG1 5AB')?.avg_yield)).toBe(yieldAB);
    expect(get('postcode', 'RG1 5AB')).toMatchObject({
      parent_code: 'RG1',
      sale_listings: sales.length,
      rent_listings: rents.length,
      avg_price: Math.round(avg(sales)),
      avg_rent: Math.round(avg(rents)),
      rooms_available: 1,
      avg_room_rent: 550,
    });
    expect(get('postcode', 'RG1 5AD')?.avg_yield).toBeNull(); // one sale listing only
    expect(num(get('district', 'RG1')?.avg_yield)).toBe(yieldAB);
    expect(get('district', 'RG1')?.sale_listings).toBe(
      active.filter((l) => l.tt === 'sale' && l.postcode.startsWith('RG1 ')).length,
    );
    expect(get('area', 'RG')?.parent_code).toBeNull();
    // The sector's median time-adjusted £/m2 of the last 5 years.
    const ppsm = refSales
      .filter((s) => s.sector === 'RG1 5' && s.category === 'A' && s.area && s.date > '2019-11-20')
      .map(
        (s) =>
          hpiAdjust(s.price, s.date.slice(0, 7), '2024-12', seriesFor(s.type))!.price / s.area!,
      );
    expect(num(get('sector', 'RG1 5')?.median_ppsm)).toBe(Math.round(median(ppsm)!));
  });
});

describe('derive: idempotent and incremental', () => {
  const snapshot = async () => {
    const listings = await handle.db
      .selectFrom('listings')
      .select(['id', ...DERIVED_COLUMNS])
      .orderBy('id')
      .execute();
    const pairs = await handle.db
      .selectFrom('plo_pairs')
      .select(['sale_listing_id', 'rent_listing_id', 'avg_yield', 'rent_price'])
      .execute();
    const areas = await handle.db
      .selectFrom('area_stats')
      .selectAll()
      .orderBy('level')
      .orderBy('code')
      .execute();
    return { listings, pairs, areas };
  };

  it('derives nothing new when nothing changed, and the same values in full', async () => {
    const before = await snapshot();
    const again = await runDerive(handle);
    expect(again.mode).toBe('incremental');
    expect(again.targets).toBe(0);
    expect(await snapshot()).toEqual(before);
    const full = await runDerive(handle, { full: true });
    expect(full.mode).toBe('full');
    expect(full.listingsUpdated).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('recomputes a changed listing, and what a changed rental reaches', async () => {
    const s1 = await listing('S1');
    await handle.db
      .updateTable('listings')
      .set({ list_price: 280_000 })
      .where('id', '=', s1.id)
      .execute();
    const medianBefore = await handle.db
      .selectFrom('area_stats')
      .select('median_ppsm')
      .where('level', '=', 'sector')
      .where('code', '=', 'RG1 5')
      .executeTakeFirstOrThrow();
    const one = await runDerive(handle);
    expect(one.mode).toBe('incremental');
    expect(one.targets).toBe(1);
    const after = await listing('S1');
    // Only the evidence near the target is gathered: the same range as in the full run.
    expect([after.range1_price, after.range2_price, after.estimate_comparables]).toEqual([
      s1.range1_price,
      s1.range2_price,
      s1.estimate_comparables,
    ]);
    expect(
      await handle.db
        .selectFrom('area_stats')
        .select('median_ppsm')
        .where('level', '=', 'sector')
        .where('code', '=', 'RG1 5')
        .executeTakeFirstOrThrow(),
    ).toEqual(medianBefore);
    expect(num(after.avg_bmv)).toBe(
      bmvAgainstPoint(
        280_000,
        estimatePoint(num(after.estimate_price), after.range1_price, after.range2_price) as number,
      ),
    );
    expect(num(after.price_variation)).toBe(priceVariationPercent(280_000, 299_950));

    // A new let-agreed rental at RG1 5AA: it and the sale listings within reach are recomputed.
    const at = postcodeOf('RG1 5AA');
    await handle.db
      .insertInto('listings')
      .values({
        source: 'test',
        source_ref: 'R3NEW',
        transaction_type: 'rent',
        status: 'let_agreed',
        list_price: 1_120,
        postcode: 'RG1 5AA',
        district: 'RG1',
        sector: 'RG1 5',
        property_type: 'T',
        bedrooms: 3,
        lat: at.lat,
        lng: at.lng,
        listed_on: '2024-12-01',
      })
      .execute();
    const reached = await runDerive(handle);
    // Reach is the index box around the rental (a square holding the circle, 0.1% wider as
    // boxAround draws it; S4 lies 5 km away, on the edge), narrowed to the listings whose rent
    // this 3-bed terrace can enter: 3 bedrooms or none given, and a terrace, a type not
    // compared exactly, or a house within the houses-of-any-type reach.
    const inBox = (l: FixtureListing, metres: number) => {
      const box = boundingBox(at.lat, at.lng, metres * 1.001);
      const p = postcodeOf(l.postcode);
      return (
        p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng
      );
    };
    const near = saleListings.filter(
      (l) =>
        inBox(l, RENT_REACH_METRES) &&
        (l.bedrooms === null || l.bedrooms === 3) &&
        (l.type === 'T' ||
          l.type === 'O' ||
          (['D', 'S'].includes(l.type) && inBox(l, RENT_TYPE_GROUP_REACH_METRES))),
    );
    expect(reached.mode).toBe('incremental');
    expect(reached.targets).toBe(1 + near.length);
    const withNew: RentalEvidence[] = [
      ...rentals,
      {
        id: LISTINGS.length,
        lat: at.lat,
        lng: at.lng,
        sector: 'RG1 5',
        type: 'T',
        bedrooms: 3,
        rent: 1_120,
        listedOn: '2024-12-01',
        letAgreed: true,
      },
    ];
    const s1Fixture = LISTINGS.find((l) => l.ref === 'S1')!;
    expect(rentOf(s1Fixture, withNew)).not.toBe(rentOf(s1Fixture));
    expect((await listing('S1')).rent_estimate).toBe(rentOf(s1Fixture, withNew));
    // Every sale listing's rent is what it would be from scratch: the narrowed reach missed
    // none that the new rental enters (S6 lets at its PLO pair's rent; type O gets no rent).
    for (const l of saleListings.filter((x) => x.type !== 'O' && x.ref !== 'S6')) {
      expect((await listing(l.ref)).rent_estimate, l.ref).toBe(rentOf(l, withNew));
    }
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listings WHERE derive_hash IS NULL`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('derive: PLO paired flag (listings.plo_paired, migration 0086)', () => {
  /** The sale listings flagged paired and the sale sides of plo_pairs, both sorted. */
  const flagged = async () => {
    const { rows } = await sql<{ flagged: number[] | null; paired: number[] | null }>`
      SELECT (SELECT array_agg(id::int ORDER BY id) FROM listings WHERE plo_paired) AS flagged,
             (SELECT array_agg(DISTINCT sale_listing_id::int ORDER BY sale_listing_id::int)
              FROM plo_pairs) AS paired`.execute(handle.db);
    return { flagged: rows[0]?.flagged ?? [], paired: rows[0]?.paired ?? [] };
  };

  it('flags exactly the sales with a pair after the full and incremental derives', async () => {
    const { flagged: ids, paired } = await flagged();
    expect(paired).toEqual([(await listing('S6')).id]);
    expect(ids).toEqual(paired);
  });

  it('clears the flag when the pair goes in an incremental derive and sets it when it returns', async () => {
    const rent = await listing('RPLO');
    const s6 = await listing('S6');
    await handle.db
      .updateTable('listings')
      .set({ status: 'withdrawn' })
      .where('id', '=', rent.id)
      .execute();
    expect((await runDerive(handle)).mode).toBe('incremental');
    expect(await flagged()).toEqual({ flagged: [], paired: [] });
    await handle.db
      .updateTable('listings')
      .set({ status: rent.status })
      .where('id', '=', rent.id)
      .execute();
    expect((await runDerive(handle)).mode).toBe('incremental');
    expect(await flagged()).toEqual({ flagged: [s6.id], paired: [s6.id] });
    const full = await runDerive(handle, { full: true });
    expect(full.mode).toBe('full');
    expect(await flagged()).toEqual({ flagged: [s6.id], paired: [s6.id] });
  });
});

describe('derive: price warnings (listings.price_warnings, migration 0097)', () => {
  const warningsOf = async (ref: string) => {
    const row = await listing(ref);
    return {
      warnings: row.price_warnings,
      tier: row.bmv_sort_tier,
      lowConfidence: row.bmv_low_confidence,
    };
  };

  it("stores core's priceWarnings of every sale listing ('{}' for rentals)", async () => {
    const rows = await handle.db
      .selectFrom('listings')
      .selectAll()
      .where('source', '=', 'test')
      .execute();
    for (const row of rows) {
      const expected =
        row.transaction_type === 'sale'
          ? priceWarnings({
              summary: row.summary,
              description: row.description,
              features: row.features,
              tenure: row.tenure,
              propertySubType: row.property_sub_type,
              priceQualifier: row.price_qualifier,
              listPrice: row.list_price,
              range1Price: row.range1_price,
              range2Price: row.range2_price,
            })
          : [];
      expect({ ref: row.source_ref, warnings: row.price_warnings }).toEqual({
        ref: row.source_ref,
        warnings: expected,
      });
    }
  });

  it('derives a changed description incrementally, and the BMV sort tier follows', async () => {
    const s1 = await listing('S1');
    expect(s1.avg_bmv).not.toBeNull();
    const before = await warningsOf('S1');
    expect(before.warnings).toEqual([]);
    expect(before.tier).toBe(before.lowConfidence ? 1 : 0);
    await handle.db
      .updateTable('listings')
      .set({ description: 'SHARED OWNERSHIP: a 40% share, rent payable on the remaining 60%.' })
      .where('id', '=', s1.id)
      .execute();
    const run = await runDerive(handle);
    expect(run.mode).toBe('incremental');
    expect(run.targets).toBe(1);
    const after = await warningsOf('S1');
    expect(after.warnings).toEqual(['shared-ownership']);
    expect(after.tier).toBe(after.lowConfidence ? 3 : 2);
    await handle.db
      .updateTable('listings')
      .set({ description: 'Not shared ownership: the whole house is for sale.' })
      .where('id', '=', s1.id)
      .execute();
    await runDerive(handle);
    expect((await warningsOf('S1')).warnings).toEqual([]);
  });

  it('warns of a price far below the range, and BMV is measured against the whole-pound point', async () => {
    const s1 = await listing('S1');
    const low = Math.round(
      (s1.range1_price as number) -
        1.5 * ((s1.range2_price as number) - (s1.range1_price as number)),
    );
    await handle.db
      .updateTable('listings')
      .set({ list_price: low })
      .where('id', '=', s1.id)
      .execute();
    await runDerive(handle);
    const after = await listing('S1');
    expect(after.price_warnings).toEqual(['far-below-comparables']);
    const point = estimatePoint(num(after.estimate_price), after.range1_price, after.range2_price);
    expect(Number.isInteger(point)).toBe(true);
    expect(num(after.avg_bmv)).toBe(bmvAgainstPoint(low, point as number));
  });
});

describe("the database's anchor curve (estimate_error_scales, DERIVE_VERSION 8)", () => {
  const anchorRows = () =>
    handle.db
      .selectFrom('listing_estimates')
      .select(['anchor_sd', 'anchor_weight', 'comps_sd', 'anchor_date', 'valuation_month'])
      .where('anchor_sd', 'is not', null)
      .execute();
  const monthsOf = (r: { anchor_date: unknown; valuation_month: unknown }) => {
    const sale = new Date(String(r.anchor_date));
    const valued = new Date(String(r.valuation_month));
    return (
      valued.getUTCFullYear() * 12 +
      valued.getUTCMonth() -
      (sale.getUTCFullYear() * 12 + sale.getUTCMonth())
    );
  };
  const store = async (
    rows: { part: 'anchor-recent' | 'anchor-mid' | 'anchor-old' | 'comps'; scale: number }[],
  ) => {
    await handle.db.deleteFrom('estimate_error_scales').execute();
    if (rows.length) {
      await handle.db
        .insertInto('estimate_error_scales')
        .values(rows.map((r) => ({ ...r, sales: 400 })))
        .execute();
    }
    await runDerive(handle, { full: true });
  };

  afterAll(async () => {
    await store([]);
  });

  it('reads the level (anchor-recent) and slope (anchor-old) a backtest stored, as ratios to the default curve', async () => {
    await store([
      { part: 'anchor-recent', scale: 1.8 },
      { part: 'anchor-old', scale: 1.5 },
      { part: 'comps', scale: 1 },
    ]);
    const curve = anchorCurveFromScales({ level: 1.8, slope: 1.5 });
    expect(curve.baseVar).toBeCloseTo(0.018, 12);
    expect(curve.varPerYear).toBeCloseTo(0.006, 12);
    const rows = await anchorRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const months = monthsOf(r);
      expect(r.anchor_sd as number).toBeCloseTo(anchorSd(months, curve), 9);
      expect(r.anchor_sd as number).not.toBeCloseTo(anchorSd(months), 4);
      if (r.comps_sd !== null) {
        expect(r.anchor_weight as number).toBeCloseTo(
          anchorWeight(months / 12, r.comps_sd as number, curve),
          9,
        );
      }
    }
  });

  it("ignores DERIVE_VERSION 5's scales (they held anchor-mid) and a slope flatter than the default", async () => {
    await store([
      { part: 'anchor-recent', scale: 0.71 },
      { part: 'anchor-mid', scale: 0.55 },
      { part: 'anchor-old', scale: 0.37 },
      { part: 'comps', scale: 1 },
    ]);
    for (const r of await anchorRows()) {
      expect(r.anchor_sd as number).toBeCloseTo(anchorSd(monthsOf(r)), 9);
    }
    await store([
      { part: 'anchor-recent', scale: 1 },
      { part: 'anchor-old', scale: 0.37 },
    ]);
    for (const r of await anchorRows()) {
      expect(r.anchor_sd as number).toBeCloseTo(anchorSd(monthsOf(r)), 9);
    }
  });
});
