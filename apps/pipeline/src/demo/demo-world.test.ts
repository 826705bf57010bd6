import { describe, expect, it } from 'vitest';
import { priceWarnings } from '@yardstick/core/listings/price-warnings';
import { FEATURED_DISTRICTS } from './demo-areas.ts';
import { demoAgents } from './demo-agents.ts';
import { loadDemoGeography, type DemoGeography } from './demo-geography.ts';
import { demoPlan } from './demo-plan.ts';
import { unitProperties } from './demo-properties.ts';
import { epcCertificates } from './epc-certificates.ts';
import { fitHpiCurves } from './hpi-curves.ts';
import { AgentPicker, buildListings, planListings, type DemoListing } from './listing-generator.ts';
import { MarketModel } from './market-model.ts';
import { readHpiSample } from './reference-data.ts';
import { saleHistory } from './sale-history.ts';

/** The generator without a database: the properties and listings of a small demo world. */
function generate(seed: number, scale: number, geography: DemoGeography) {
  const plan = demoPlan(seed, scale);
  const market = new MarketModel(
    fitHpiCurves(readHpiSample(), seed),
    geography.units.flatMap((u) =>
      u.realSales.map((sale) => ({ sale, ladCode: u.ladCode, regionCode: u.regionCode })),
    ),
  );
  const byCity = {
    reading: geography.units.filter((u) => u.district === 'RG1'),
    manchester: geography.units.filter((u) => u.area === 'M'),
    liverpool: geography.units.filter((u) => u.district === 'L24'),
  };
  const agents = demoAgents(seed, plan.agentsPerCity, byCity);
  let listingId = 0;
  const ctx = { seed, agents: new AgentPicker(agents), nextListingId: () => ++listingId };
  const listings: (DemoListing & { value: number })[] = [];
  let propertyId = 0;
  let sales = 0;
  for (const unit of geography.units) {
    for (const p of unitProperties(seed, unit, plan.unitSize(unit), propertyId + 1, market)) {
      propertyId = p.id;
      const history = saleHistory(seed, p, market);
      sales += history.length + p.realSales.length;
      const listingPlan = planListings(seed, p, plan.listingProbability);
      const epcs = epcCertificates(seed, p, history, listingPlan.sale?.listedOn ?? null);
      for (const l of buildListings(ctx, p, listingPlan, epcs).listings) {
        listings.push({ ...l, value: p.valueToday });
      }
    }
  }
  return { listings, properties: propertyId, sales, agents };
}

const METRES_PER_DEGREE = 111_320;

describe('the demo world (generated in memory)', () => {
  const geography = loadDemoGeography(7);
  const world = generate(7, 0.2, geography);
  const unitByPostcode = new Map(geography.units.map((u) => [u.postcode, u]));

  it('is the same for the same seed and different for another', () => {
    const again = generate(7, 0.2, loadDemoGeography(7));
    expect(again.listings).toEqual(world.listings);
    const other = generate(8, 0.2, loadDemoGeography(8));
    expect(other.listings.map((l) => l.listPrice)).not.toEqual(
      world.listings.map((l) => l.listPrice),
    );
  });

  it('puts every listing on a real unit postcode, within a stone’s throw of it', () => {
    expect(world.listings.length).toBeGreaterThan(500);
    for (const l of world.listings) {
      const unit = unitByPostcode.get(l.postcode);
      expect(unit, l.postcode).toBeDefined();
      if (!unit) continue;
      const north = (l.lat - unit.lat) * METRES_PER_DEGREE;
      const east = (l.lng - unit.lng) * METRES_PER_DEGREE * Math.cos((unit.lat * Math.PI) / 180);
      expect(Math.hypot(north, east)).toBeLessThan(120);
    }
  });

  it('scatters asking prices around market value: most near, some below, some above', () => {
    const ratios = world.listings
      .filter((l) => l.transaction === 'sale')
      .map((l) => l.listPrice / l.value)
      .sort((a, b) => a - b);
    const median = ratios[ratios.length >> 1] as number;
    const below = ratios.filter((r) => r < 0.93).length / ratios.length;
    const above = ratios.filter((r) => r > 1.07).length / ratios.length;
    expect(median).toBeGreaterThan(0.97);
    expect(median).toBeLessThan(1.05);
    expect(below).toBeGreaterThan(0.05);
    expect(below).toBeLessThan(0.3);
    expect(above).toBeGreaterThan(0.05);
    expect(above).toBeLessThan(0.3);
  });

  it('has sale listings on the market (not Sold STC) in each featured district', () => {
    for (const district of FEATURED_DISTRICTS) {
      const onMarket = world.listings.filter(
        (l) => l.district === district && l.transaction === 'sale' && l.status !== 'sold_stc',
      );
      expect(onMarket.length, district).toBeGreaterThan(5);
    }
  });

  it('records every price change in the history, starting at the first listed price', () => {
    for (const l of world.listings) {
      expect(l.history[0]?.price).toBe(l.firstListedPrice);
      const last = l.history[l.history.length - 1];
      expect(last?.price).toBe(l.listPrice);
      const times = l.history.map((h) => h.recordedAt);
      expect([...times].sort()).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
    }
    const reduced = world.listings.filter((l) => l.firstListedPrice > l.listPrice);
    expect(reduced.length).toBeGreaterThan(10);
  });

  it('advertises some sale properties to rent as well (PLO pairs on the same address)', () => {
    const sales = new Map(
      world.listings
        .filter((l) => l.transaction === 'sale')
        .map((l) => [`${l.postcode}|${l.addressKey}`, l]),
    );
    const pairs = world.listings.filter(
      (l) => l.transaction === 'rent' && sales.has(`${l.postcode}|${l.addressKey}`),
    );
    expect(pairs.length).toBeGreaterThan(20);
  });

  it('describes the traits investors filter on', () => {
    const text = (l: DemoListing) =>
      `${l.summary} ${l.description} ${l.features.join(' ')}`.toLowerCase();
    for (const phrase of ['cash buyers only', 'hmo', 'auction', 'price reduced']) {
      expect(
        world.listings.some((l) => text(l).includes(phrase)),
        phrase,
      ).toBe(true);
    }
  });

  it('sells a few shares, retirement homes, short leases...: each price warning at a realistic rate (issue 26)', () => {
    const sales = world.listings.filter((l) => l.transaction === 'sale');
    const flats = sales.filter((l) => l.propertyType === 'F');
    const warned = (l: DemoListing) =>
      priceWarnings({
        summary: l.summary,
        description: l.description,
        features: l.features,
        tenure: l.tenure,
        propertySubType: l.propertySubType,
        priceQualifier: l.priceQualifier,
      });
    const share = (list: DemoListing[], code: string) =>
      list.filter((l) => warned(l).includes(code as never)).length / list.length;
    const shares = Object.fromEntries(
      [
        'shared-ownership',
        'retirement',
        'auction',
        'cash-buyers-only',
        'non-standard-construction',
        'short-lease',
        'part-share',
      ].map((code) => [code, share(sales, code)]),
    );
    // Shared ownership: about 3% of flats; retirement and short leases a few % of flats.
    expect(share(flats, 'shared-ownership')).toBeGreaterThan(0.015);
    expect(share(flats, 'shared-ownership')).toBeLessThan(0.06);
    for (const code of ['retirement', 'short-lease', 'non-standard-construction'] as const) {
      expect(shares[code], code).toBeGreaterThan(0.003);
      expect(shares[code], code).toBeLessThan(0.06);
    }
    expect(shares['auction']).toBeLessThan(0.08);
    expect(shares['cash-buyers-only']).toBeLessThan(0.09);
    // A share is priced as a share: well below the home's value.
    for (const l of sales.filter((x) => warned(x).includes('shared-ownership'))) {
      expect(l.listPrice / l.value).toBeLessThan(0.8);
    }
  });

  it('links to no made-up site: listings and agents have no web address (issue 14)', () => {
    expect(world.listings.filter((l) => l.propertyUrl !== null)).toEqual([]);
    expect(world.agents.filter((a) => a.website !== null)).toEqual([]);
  });

  it('grows with the scale', () => {
    const small = generate(7, 0.05, geography);
    expect(world.properties).toBeGreaterThan(small.properties * 2);
    expect(world.sales).toBeGreaterThan(small.sales * 2);
  });
});
