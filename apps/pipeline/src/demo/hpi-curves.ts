import { HPI_FIRST_MONTH, HPI_LAST_MONTH, monthNumber, type MonthNumber } from './demo-clock.ts';
import { monotoneCurve, piecewiseLinear } from './monotone-curve.ts';
import { Random } from '@yardstick/core/random/seeded-random';
import type { HpiSample } from './reference-data.ts';

/**
 * Monthly UK HPI series for the demo areas, drawn through the real sampled figures.
 *
 * The sample holds a dozen or so random months per area. A national shape is fitted
 * through the UK and England samples (monotone cubic in log index, so no invented
 * peaks); each area follows that shape times its own ratio to it, the ratio interpolated
 * between the area's sampled months and held flat beyond them. Each property type follows
 * its area the same way. Every sampled index is reproduced exactly; average prices are the
 * index times the area's sampled price-per-index-point.
 */

export const HPI_TYPES = ['all', 'D', 'S', 'T', 'F'] as const;
export type HpiType = (typeof HPI_TYPES)[number];

export interface AreaHpiCurve {
  code: string;
  name: string;
  /** Index per month, element 0 = HPI_FIRST_MONTH. */
  index: Record<HpiType, Float64Array>;
  averagePrice: Record<HpiType, Float64Array>;
  salesVolume: Int32Array;
}

const NATIONAL_CODES = ['K02000001', 'E92000001'];
const MONTHS = HPI_LAST_MONTH - HPI_FIRST_MONTH + 1;

type TypeFields = { index: keyof HpiSample; price: keyof HpiSample };
const FIELDS: Record<HpiType, TypeFields> = {
  all: { index: 'index', price: 'averagePrice' },
  D: { index: 'detachedIndex', price: 'detachedPrice' },
  S: { index: 'semiDetachedIndex', price: 'semiDetachedPrice' },
  T: { index: 'terracedIndex', price: 'terracedPrice' },
  F: { index: 'flatIndex', price: 'flatPrice' },
};

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Points (month, value) averaged per month, sorted by month. */
function pointsByMonth(points: [MonthNumber, number][]): { xs: number[]; ys: number[] } {
  const byMonth = new Map<number, number[]>();
  for (const [m, v] of points) byMonth.set(m, [...(byMonth.get(m) ?? []), v]);
  const xs = [...byMonth.keys()].sort((a, b) => a - b);
  return { xs, ys: xs.map((m) => median(byMonth.get(m) ?? []) as number) };
}

function numberField(sample: HpiSample, field: keyof HpiSample): number | null {
  const value = sample[field];
  return typeof value === 'number' && value > 0 ? value : null;
}

export function fitHpiCurves(samples: readonly HpiSample[], seed: number | string): AreaHpiCurve[] {
  const national = pointsByMonth(
    samples
      .filter((s) => NATIONAL_CODES.includes(s.areaCode) && s.index && s.index > 0)
      .map((s) => [monthNumber(s.date), Math.log(s.index as number)]),
  );
  const nationalLog = monotoneCurve(national.xs, national.ys);

  const byArea = new Map<string, HpiSample[]>();
  for (const s of samples) byArea.set(s.areaCode, [...(byArea.get(s.areaCode) ?? []), s]);

  const curves: AreaHpiCurve[] = [];
  for (const [code, areaSamples] of [...byArea.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const name = (areaSamples[0] as HpiSample).areaName;
    const allPoints = pointsByMonth(
      areaSamples
        .filter((s) => numberField(s, 'index'))
        .map((s) => [
          monthNumber(s.date),
          Math.log(s.index as number) - nationalLog(monthNumber(s.date)),
        ]),
    );
    if (allPoints.xs.length === 0) continue;
    const relative = piecewiseLinear(allPoints.xs, allPoints.ys);
    const areaLog = (m: number) => nationalLog(m) + relative(m);

    const index = {} as Record<HpiType, Float64Array>;
    const averagePrice = {} as Record<HpiType, Float64Array>;
    for (const type of HPI_TYPES) {
      const fields = FIELDS[type];
      let typeLog = areaLog;
      if (type !== 'all') {
        const typePoints = pointsByMonth(
          areaSamples
            .filter((s) => numberField(s, fields.index))
            .map((s) => {
              const m = monthNumber(s.date);
              return [m, Math.log(numberField(s, fields.index) as number) - areaLog(m)];
            }),
        );
        const typeRelative =
          typePoints.xs.length > 0 ? piecewiseLinear(typePoints.xs, typePoints.ys) : () => 0;
        typeLog = (m: number) => areaLog(m) + typeRelative(m);
      }
      const pricePerPoint =
        median(
          areaSamples.flatMap((s) => {
            const i = numberField(s, fields.index);
            const p = numberField(s, fields.price);
            return i && p ? [p / i] : [];
          }),
        ) ??
        median(
          areaSamples.flatMap((s) => {
            const i = numberField(s, 'index');
            const p = numberField(s, 'averagePrice');
            return i && p ? [p / i] : [];
          }),
        ) ??
        0;
      const idx = new Float64Array(MONTHS);
      const price = new Float64Array(MONTHS);
      for (let k = 0; k < MONTHS; k++) {
        idx[k] = Math.exp(typeLog(HPI_FIRST_MONTH + k));
        price[k] = (idx[k] as number) * pricePerPoint;
      }
      index[type] = idx;
      averagePrice[type] = price;
    }

    const baseVolume =
      median(
        areaSamples
          .filter((s) => monthNumber(s.date) >= HPI_FIRST_MONTH)
          .flatMap((s) => (s.salesVolume ? [s.salesVolume] : [])),
      ) ?? 0;
    const random = new Random(seed, 'hpi-volume', code);
    const salesVolume = new Int32Array(MONTHS);
    for (let k = 0; k < MONTHS; k++) {
      const calendarMonth = (HPI_FIRST_MONTH + k) % 12;
      const seasonal = 1 + 0.18 * Math.sin(((calendarMonth - 3) / 12) * 2 * Math.PI);
      salesVolume[k] = Math.max(0, Math.round(baseVolume * seasonal * random.range(0.88, 1.12)));
    }
    curves.push({ code, name, index, averagePrice, salesVolume });
  }
  return curves;
}

/** Index value of a curve for a month, clamped to the fitted range. */
export function indexAt(curve: AreaHpiCurve, type: HpiType, month: MonthNumber): number {
  const k = Math.min(Math.max(month - HPI_FIRST_MONTH, 0), MONTHS - 1);
  return curve.index[type][k] as number;
}

export function averagePriceAt(curve: AreaHpiCurve, type: HpiType, month: MonthNumber): number {
  const k = Math.min(Math.max(month - HPI_FIRST_MONTH, 0), MONTHS - 1);
  return curve.averagePrice[type][k] as number;
}

/** The HPI series of a Price Paid property type (Other follows all types). */
export function hpiTypeOf(propertyType: string): HpiType {
  return propertyType === 'D' ||
    propertyType === 'S' ||
    propertyType === 'T' ||
    propertyType === 'F'
    ? propertyType
    : 'all';
}
