import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { HpiSeries } from '@yardstick/core/estimates/hpi-adjust';
import { hpiAdjust } from '@yardstick/core/estimates/hpi-adjust';
import { heldOutSalesCsv, transactionIdsOf } from './backtest-command.ts';
import {
  accuracy,
  formatBacktest,
  runBacktest,
  type BacktestReport,
  type HeldOutSale,
} from './backtest.ts';
import {
  DEFAULT_ANCHOR_CURVE,
  anchorCurveToScales,
  fitDatabaseAnchorCurve,
  measureAnchorErrorByAge,
} from '@yardstick/core/estimates/anchor-age';
import { anchorSd, blendEstimate, roundEstimate } from '@yardstick/core/estimates/sales-estimate';
import { errorScale, zOf } from '@yardstick/core/estimates/calibration';
import {
  HPI,
  LAD,
  LISTINGS,
  REGION,
  SALES,
  postcodeOf,
  seedFixture,
} from '@yardstick/engine/test/derive-fixture';
import { referenceSalesEstimate, type RefSale } from '@yardstick/engine/test/reference-model';

let handle: DatabaseHandle;
let report: BacktestReport;
let heldOut: HeldOutSale[] = [];
let valued: HeldOutSale[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedFixture(handle.db);
  report = await runBacktest(handle, {
    from: '2021-01',
    to: '2024-11',
    onSales: (sales) => {
      heldOut = sales;
    },
    onValued: (sales) => {
      valued = sales;
    },
  });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const seriesOf = (area: string, key: 'all' | 'd' | 's' | 't' | 'f', upTo: string): HpiSeries =>
  new Map(
    HPI.filter((h) => h.area === area && h[key] !== null && h.month.slice(0, 7) <= upTo).map(
      (h) => [h.month.slice(0, 7), h[key] as number],
    ),
  );
const norm = (x: string | null | undefined) =>
  (x ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const keyOf = (s: { saon?: string | null; paon: string; street: string }) =>
  [norm(s.saon), norm(s.paon), norm(s.street)].join('|');
const bkeyOf = (s: { postcode: string; type: string; paon: string; street: string }) =>
  s.type === 'F'
    ? `${s.postcode}|F|${s.paon.trim().toUpperCase()}|${s.street.trim().toUpperCase()}`
    : `${s.postcode}|${s.type}`;

const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const t = y * 12 + m - 2;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
};

/** Each held-out sale valued independently: the core functions over earlier fixture sales. */
function referenceRows() {
  const sales = SALES.filter((s) => s.category === 'A');
  const bedroomsOf = (s: (typeof SALES)[number]) =>
    LISTINGS.find((l) => l.tt === 'sale' && l.postcode === s.postcode && keyOf(l) === keyOf(s))
      ?.bedrooms ?? null;
  return sales
    .filter((s) => s.date >= '2021-01-01' && s.date < '2024-12-01')
    .map((subject) => {
      const month = subject.date.slice(0, 7);
      const before = monthBefore(month);
      const lastDay = new Date(
        Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 0),
      )
        .toISOString()
        .slice(0, 10);
      const series = (type: string) => {
        const t = ({ D: 'd', S: 's', T: 't', F: 'f' } as Record<string, 'd' | 's' | 't' | 'f'>)[
          type
        ];
        return [
          t ? seriesOf(LAD, t, before) : undefined,
          seriesOf(LAD, 'all', before),
          t ? seriesOf(REGION, t, before) : undefined,
          seriesOf(REGION, 'all', before),
        ];
      };
      const evidence: RefSale[] = sales
        .filter((s) => s.date < `${month}-01`)
        .map((s) => {
          const p = postcodeOf(s.postcode);
          return {
            postcode: s.postcode,
            key: keyOf(s),
            bkey: bkeyOf(s),
            lat: p.lat,
            lng: p.lng,
            sector: p.sector,
            type: s.type,
            date: s.date,
            price: s.price,
            area: s.area,
            bedrooms: bedroomsOf(s),
            category: s.category,
          };
        });
      const p = postcodeOf(subject.postcode);
      const estimate = referenceSalesEstimate(
        {
          postcode: subject.postcode,
          key: keyOf(subject),
          bkey: bkeyOf(subject),
          lat: p.lat,
          lng: p.lng,
          sector: p.sector,
          type: subject.type,
          bedrooms: bedroomsOf(subject),
          area: subject.area,
        },
        evidence,
        { asOf: lastDay, latestMonth: before, series: (s) => series(s.type) },
      );
      const previous = sales
        .filter(
          (s) =>
            s.date < `${month}-01` &&
            s.postcode === subject.postcode &&
            keyOf(s) === keyOf(subject),
        )
        .sort((a, b) => b.date.localeCompare(a.date))[0];
      const baseline = previous
        ? (hpiAdjust(previous.price, previous.date.slice(0, 7), before, series(previous.type))
            ?.price ?? previous.price)
        : null;
      return {
        price: subject.price,
        estimate: estimate?.price ?? null,
        baseline,
      };
    });
}

describe('backtest', () => {
  it('values each held-out sale from earlier sales exactly as the reference model does', () => {
    const rows = referenceRows();
    const all = report.groups.find((g) => g.group === 'all');
    expect(report.sales).toBe(rows.length);
    expect(all?.estimate).toEqual(
      accuracy(rows.map((r) => ({ price: r.price, value: r.estimate }))),
    );
    expect(all?.baseline).toEqual(
      accuracy(rows.map((r) => ({ price: r.price, value: r.baseline }))),
    );
    expect(all?.baseline.valued).toBe(1); // 7 Oak Road: sold in 2016, again in August 2021
  });

  it('reports by type, confidence band and evidence, with the range hit rate against its claim', () => {
    const names = report.groups.map((g) => g.group);
    expect(names[0]).toBe('all');
    expect(names).toEqual(expect.arrayContaining(['last sale', 'no sale']));
    for (const g of report.groups) {
      expect(g.claim).toBe(0.8);
      if (g.estimate.valued > 0) {
        expect(g.inRange).not.toBeNull();
        expect(g.inRange).toBeGreaterThanOrEqual(0);
        expect(g.inRange).toBeLessThanOrEqual(1);
      }
    }
    const bands = report.groups.filter((g) => ['High', 'Medium', 'Low'].includes(g.group));
    expect(bands.reduce((n, g) => n + g.estimate.sales, 0)).toBe(
      report.groups.find((g) => g.group === 'all')?.estimate.valued,
    );
  });

  it('measures PE10, PE20, MdAPE and hit rate', () => {
    expect(
      accuracy([
        { price: 100, value: 105 },
        { price: 100, value: 85 },
        { price: 200, value: 300 },
        { price: 100, value: null },
      ]),
    ).toEqual({ sales: 4, valued: 3, hitRate: 0.75, pe10: 1 / 3, pe20: 2 / 3, mdape: 0.15 });
  });

  it('can restrict the subjects to the sales a Price Paid file lists', async () => {
    const ids = transactionIdsOf(
      [
        `"{${SALES[0]?.id.toUpperCase()}}","250000","2020-01-10 00:00","RG1 5AA"`,
        `${SALES[1]?.id},x`,
        'unique_id,price_paid',
      ].join('\n'),
    );
    expect(ids).toEqual([SALES[0]?.id, SALES[1]?.id]);
    const only = await runBacktest(handle, {
      from: '2020-01',
      to: '2024-11',
      subjectIds: ids,
      store: false,
    });
    expect(only.sales).toBe([SALES[0], SALES[1]].filter((s) => s && s.date >= '2020-01-01').length);
  });
});

describe('backtest: held-out sales and the Price Paid ceiling', () => {
  const held = SALES.filter(
    (s) => s.category === 'A' && s.date >= '2021-01-01' && s.date < '2024-12-01',
  );

  it('hands every held-out sale to onSales, and writes them as CSV', () => {
    expect(heldOut).toHaveLength(held.length);
    expect(new Set(heldOut.map((r) => r.tid))).toEqual(new Set(held.map((s) => s.id)));
    const csv = heldOutSalesCsv(heldOut).trimEnd().split('\n');
    expect(csv[0]).toBe(
      'tid,ptype,price,month,method,estimate,est_log,sd,band,baseline,anchor,comps,anchor_log,anchor_sd,comps_log,comps_sd,anchor_months,new_build,atypical_tenure',
    );
    expect(csv).toHaveLength(held.length + 1);
    const first = heldOut[0] as HeldOutSale;
    expect(csv[1]?.startsWith(`${first.tid},${first.ptype},${first.price},${first.month},`)).toBe(
      true,
    );
  });

  it("measures each sale's anchor with the default curve of its age in SQL (core anchorSd), before the database's curve is fitted", () => {
    const anchored = heldOut.filter((r) => r.anchor_sd !== null && r.anchor_months !== null);
    expect(anchored.length).toBeGreaterThan(0);
    for (const r of anchored) {
      expect(r.anchor_sd as number).toBeCloseTo(anchorSd(r.anchor_months as number), 9);
    }
  });

  it("measures the indexed last sale's error by age band, with the curve through it", () => {
    const anchored = heldOut.filter((r) => r.anchor_log !== null && r.anchor_months !== null);
    const { bands } = report.anchorByAge;
    expect(bands.reduce((n, b) => n + b.sales, 0)).toBe(anchored.length);
    // Independent of core's measurement: each band's count by the years since the sale.
    for (const b of bands) {
      const [lo, hi] = b.band.endsWith('+')
        ? [Number(b.band.slice(0, -1)), Infinity]
        : b.band.split('-').map(Number);
      const inBand = anchored.filter(
        (r) => (r.anchor_months as number) / 12 >= lo! && (r.anchor_months as number) / 12 < hi!,
      );
      expect(b.sales).toBe(inBand.length);
      const errors = inBand
        .map((r) => Math.abs(Math.log(r.price) - (r.anchor_log as number)))
        .sort((x, y) => x - y);
      const m = errors.length;
      const med = m % 2 ? errors[(m - 1) / 2]! : (errors[m / 2 - 1]! + errors[m / 2]!) / 2;
      expect(b.anchorVar).toBeCloseTo((med / 0.6745) ** 2, 12);
    }
    expect(formatBacktest(report)).toContain('Indexed last sale by age');
  });

  it("fits the database's anchor curve on its age bands and stores it for the derive step as two ratios to the default", async () => {
    const { bands, curve } = report.anchorByAge;
    expect(curve).toEqual(fitDatabaseAnchorCurve(bands));
    expect(curve.sales).toBe(bands.reduce((n, b) => n + b.sales, 0));
    expect(curve.sales).toBeGreaterThan(0);
    // Never flatter than the default; a few sales keep it near the default.
    expect(curve.varPerYear).toBeGreaterThanOrEqual(DEFAULT_ANCHOR_CURVE.varPerYear);
    expect(curve.shrink).toBeCloseTo(curve.sales / (curve.sales + 5000), 12);
    const ratios = anchorCurveToScales(curve);
    expect(report.errorScales['anchor-recent']).toBeCloseTo(ratios.level, 12);
    expect(report.errorScales['anchor-old']).toBeCloseTo(ratios.slope, 12);
    const stored = await handle.db
      .selectFrom('estimate_error_scales')
      .select(['part', 'scale', 'sales'])
      .orderBy('part')
      .execute();
    // The level as 'anchor-recent', the slope as 'anchor-old' (the table's part names).
    expect(stored.map((r) => r.part)).toEqual(['anchor-old', 'anchor-recent', 'comps']);
    expect(Number(stored[1]!.scale)).toBeCloseTo(ratios.level, 12);
    expect(Number(stored[0]!.scale)).toBeCloseTo(ratios.slope, 12);
    expect(Number(stored[1]!.sales)).toBe(curve.sales);
    expect(formatBacktest(report)).toContain("The estimate's curve");
  });

  it("values each month's sales with the anchor curve and comparables' scale fitted on the other months' parity", () => {
    const parity = (r: HeldOutSale) => Number(r.month.slice(5, 7)) % 2;
    const fits = [0, 1].map((p) => {
      const train = heldOut.filter((r) => parity(r) !== p);
      const bands = measureAnchorErrorByAge(
        train
          .filter((r) => r.anchor_log !== null && r.anchor_months !== null)
          .map((r) => ({
            price: r.price,
            anchorLog: r.anchor_log as number,
            compsLog: r.comps_log,
            months: r.anchor_months as number,
          })),
      );
      const comps = errorScale(
        train
          .filter((r) => r.comps_log !== null && r.comps_sd && r.price > 0)
          .map((r) => zOf(r.price, r.comps_log as number, r.comps_sd as number)),
      );
      return { curve: fitDatabaseAnchorCurve(bands), comps };
    });
    const blendOf = (r: HeldOutSale, curve: { baseVar: number; varPerYear: number }) => {
      const f = fits[parity(r)]!;
      return blendEstimate(
        r.anchor_log !== null && r.anchor_months !== null
          ? { log: r.anchor_log, sd: anchorSd(r.anchor_months, curve) }
          : null,
        r.comps_log !== null && r.comps_sd ? { log: r.comps_log, sd: r.comps_sd * f.comps } : null,
      );
    };
    expect(valued).toHaveLength(heldOut.length);
    let anchored = 0;
    heldOut.forEach((r, i) => {
      const blend = blendOf(r, fits[parity(r)]!.curve);
      const got = valued[i]!;
      expect(got.tid).toBe(r.tid);
      if (!blend) {
        expect(got.est_log).toBeNull();
        return;
      }
      expect(got.est_log as number).toBeCloseTo(blend.log, 9);
      expect(got.sd as number).toBeCloseTo(blend.sd, 9);
      expect(got.estimate).toBe(roundEstimate(Math.exp(blend.log)));
      if (r.anchor_log !== null && r.comps_log !== null) {
        anchored++;
        // Not the universal curve of DERIVE_VERSION 6-7.
        const universal = blendOf(r, { baseVar: 0.017, varPerYear: 0.00139 })!;
        expect(Math.abs(universal.log - blend.log)).toBeGreaterThan(1e-6);
      }
    });
    expect(anchored).toBeGreaterThan(0);
    const all = report.groups.find((g) => g.group === 'all')!;
    expect(all.estimate).toEqual(
      accuracy(valued.map((r) => ({ price: r.price, value: r.estimate }))),
    );
  });

  it('measures the ceiling on the held-out sales Price Paid cannot tell apart', () => {
    // Independent: the fixture's sales are all established (old_new N), houses freehold and
    // flats leasehold, so the groups are postcode x type x (flat number or not).
    const groups = new Map<string, number>();
    for (const s of held) {
      const key = `${s.postcode}|${s.type}|${s.saon ? 'saon' : ''}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    const shared = [...groups.values()].filter((n) => n >= 2);
    expect(report.ceiling.groups).toBe(shared.length);
    expect(report.ceiling.sales).toBe(shared.reduce((a, b) => a + b, 0));
    expect(report.ceiling.sales).toBeGreaterThan(0);
    expect(report.ceiling.pe10).toBeGreaterThanOrEqual(0);
    expect(report.ceiling.pe10).toBeLessThanOrEqual(1);
    expect(report.ceiling.sd).toBeGreaterThan(0);
  });
});
