import { estimateRange, type EstimateRange } from '@yardstick/core/estimates/figures';
import { hpiAdjust, type HpiSeries } from '@yardstick/core/estimates/hpi-adjust';
import {
  anchorSd,
  blendEstimate,
  cellOf,
  compsEstimate,
  segmentEffects,
  segmentOf,
  recencyWeight,
  salesEstimate,
} from '@yardstick/core/estimates/sales-estimate';
import { haversineMetres } from '@yardstick/core/geo/haversine';

/**
 * A plain, row-at-a-time TypeScript model of the methodology's estimate range, for the tests
 * only: it recomputes from the fixture arrays what the set-based SQL of the derive step
 * stores, using the core functions (hpiAdjust, estimateRange, haversineMetres), so the two
 * implementations check each other. (The rent estimate's row-at-a-time model is core's own
 * `rentEstimate`, core/estimates/rent-comparables.ts.)
 */
export interface RefSale {
  postcode?: string;
  /** Normalised address key 'saon|paon|street' (the property's last sale, the anchor). */
  key?: string;
  /** The building key of evidence.ts `buildingKey`. */
  bkey?: string;
  lat: number;
  lng: number;
  sector: string;
  type: string;
  date: string;
  price: number;
  area: number | null;
  bedrooms: number | null;
  category: string;
  /** Price Paid's new-build flag and tenure (default: established, usual tenure). */
  newBuild?: boolean;
  leasehold?: boolean | null;
}

export interface RefSubject {
  postcode?: string;
  key?: string;
  bkey?: string;
  lat: number | null;
  lng: number | null;
  sector: string;
  type: string;
  bedrooms: number | null;
  area: number | null;
  newBuild?: boolean;
  leasehold?: boolean | null;
}

export interface RefEstimate extends EstimateRange {
  radius: number;
  years: number;
}

const STEPS = [
  { radius: 0, years: 5, last: false },
  { radius: 1000, years: 5, last: false },
  { radius: 2000, years: 5, last: false },
  { radius: 2000, years: 10, last: true },
];
const STEPS_UNLOCATED = [
  { radius: 0, years: 5, last: false },
  { radius: 0, years: 10, last: true },
];

const group = (type: string) => (['D', 'S', 'T'].includes(type) ? 'H' : type === 'F' ? 'F' : 'A');

function yearsBefore(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
}

export function referenceEstimate(
  subject: RefSubject,
  sales: readonly RefSale[],
  context: { asOf: string; latestMonth: string; series: (s: RefSale) => (HpiSeries | undefined)[] },
): RefEstimate | null {
  const evidence = sales
    .filter(
      (s) =>
        s.category === 'A' &&
        ['D', 'S', 'T', 'F'].includes(s.type) &&
        s.date <= context.asOf &&
        s.date >= yearsBefore(context.asOf, 10),
    )
    .map((s) => {
      const month =
        s.date.slice(0, 7) < context.latestMonth ? s.date.slice(0, 7) : context.latestMonth;
      const adjusted = hpiAdjust(s.price, month, context.latestMonth, context.series(s));
      const price = adjusted?.price ?? s.price;
      return { ...s, adjPrice: price, adjPpsm: s.area ? price / s.area : null };
    });
  const steps = subject.lat === null ? STEPS_UNLOCATED : STEPS;
  const near = (s: RefSale, radius: number) =>
    radius === 0
      ? s.sector === subject.sector
      : haversineMetres(subject.lat as number, subject.lng as number, s.lat, s.lng) <= radius;
  for (const method of ['SPB', 'CSB'] as const) {
    if (method === 'SPB' && !(subject.area && subject.area > 0)) continue;
    for (const step of steps) {
      const comps = evidence.filter(
        (s) =>
          near(s, step.radius) &&
          s.date >= yearsBefore(context.asOf, step.years) &&
          (method === 'SPB'
            ? s.adjPpsm !== null &&
              (group(subject.type) === 'A' || group(s.type) === group(subject.type))
            : (!['D', 'S', 'T', 'F'].includes(subject.type) || s.type === subject.type) &&
              (subject.bedrooms === null ||
                s.bedrooms === null ||
                s.bedrooms === subject.bedrooms)),
      );
      if (comps.length >= (step.last ? 3 : 10)) {
        const range = estimateRange({
          totalFloorArea: method === 'SPB' ? subject.area : null,
          ppsm: method === 'SPB' ? comps.map((c) => c.adjPpsm as number) : [],
          prices: comps.map((c) => c.adjPrice),
        });
        return range ? { ...range, radius: step.radius, years: step.years } : null;
      }
    }
  }
  return null;
}

export interface RefSalesEstimate {
  price: number;
  low: number;
  high: number;
  band: string;
  type: 'SPB' | 'CSB';
  comparables: number;
  radius: number | null;
  years: number | null;
  anchorWeight: number;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/**
 * The sales estimate of docs/methodology.md, row at a time, on core's functions (recencyWeight,
 * cellOf, compsEstimate, anchorSd, blendEstimate, salesEstimate with the default calibration):
 * the wide evidence as referenceEstimate chooses it, the postcode and building evidence of the
 * last 10 years, the property's own last standard sale indexed. Official HPI series only (the
 * fixture holds its authority's index, which comes before the local index).
 */
export function referenceSalesEstimate(
  subject: RefSubject,
  sales: readonly RefSale[],
  context: { asOf: string; latestMonth: string; series: (s: RefSale) => (HpiSeries | undefined)[] },
): RefSalesEstimate | null {
  const before = Date.parse(`${context.asOf}T00:00:00Z`) + 86_400_000;
  const adjust = (s: RefSale) => {
    const month =
      s.date.slice(0, 7) < context.latestMonth ? s.date.slice(0, 7) : context.latestMonth;
    return hpiAdjust(s.price, month, context.latestMonth, context.series(s));
  };
  const evidence = sales
    .filter(
      (s) =>
        s.category === 'A' &&
        ['D', 'S', 'T', 'F'].includes(s.type) &&
        s.date <= context.asOf &&
        s.date >= yearsBefore(context.asOf, 10),
    )
    .map((s) => {
      const price = adjust(s)?.price ?? s.price;
      const days = Math.max(0, (before - Date.parse(`${s.date}T00:00:00Z`)) / 86_400_000);
      return {
        ...s,
        adjPrice: price,
        adjPpsm: s.area ? price / s.area : null,
        w: recencyWeight(days / 365.25),
      };
    });
  type Ev = (typeof evidence)[number];
  const steps = subject.lat === null ? STEPS_UNLOCATED : STEPS;
  const near = (s: RefSale, radius: number) =>
    radius === 0
      ? s.sector === subject.sector
      : haversineMetres(subject.lat as number, subject.lng as number, s.lat, s.lng) <= radius;
  let wide: { method: 'SPB' | 'CSB'; comps: Ev[]; radius: number; years: number } | null = null;
  for (const method of ['SPB', 'CSB'] as const) {
    if (wide) break;
    if (method === 'SPB' && !(subject.area && subject.area > 0)) continue;
    for (const step of steps) {
      const comps = evidence.filter(
        (s) =>
          near(s, step.radius) &&
          s.date >= yearsBefore(context.asOf, step.years) &&
          (method === 'SPB'
            ? s.adjPpsm !== null &&
              s.adjPpsm > 0 &&
              (group(subject.type) === 'A' || group(s.type) === group(subject.type))
            : s.adjPrice > 0 &&
              (!['D', 'S', 'T', 'F'].includes(subject.type) || s.type === subject.type) &&
              (subject.bedrooms === null ||
                s.bedrooms === null ||
                s.bedrooms === subject.bedrooms)),
      );
      if (comps.length >= (step.last ? 3 : 10)) {
        wide = { method, comps, radius: step.radius, years: step.years };
        break;
      }
    }
  }
  let comps: { log: number; sd: number } | null = null;
  if (wide) {
    const spb = wide.method === 'SPB';
    // Segment effects (new build, atypical tenure) against each sector and type's mean, then
    // each sale's location residual against its sector's mean of segment-normalised values.
    // The address form reads the PAON part of the normalised address key ('saon|paon|street').
    const seg = (s: {
      newBuild?: boolean;
      leasehold?: boolean | null;
      type: string;
      key?: string;
    }) =>
      segmentOf(
        s.newBuild ?? false,
        s.leasehold ?? s.type === 'F',
        s.type,
        s.key?.split('|')[1] ?? null,
      );
    const priced = evidence.filter((s) => s.adjPrice > 0);
    const meanBy = (items: readonly { k: string; y: number; w: number }[]) => {
      const sums = new Map<string, [number, number]>();
      for (const { k, y, w } of items) {
        const c = sums.get(k) ?? [0, 0];
        sums.set(k, [c[0] + w, c[1] + w * y]);
      }
      return new Map([...sums].map(([k, [sw, swy]]) => [k, swy / sw]));
    };
    const m0 = meanBy(
      priced.map((s) => ({ k: `${s.sector}|${s.type}`, y: Math.log(s.adjPrice), w: s.w })),
    );
    const effects = segmentEffects(
      priced.map((s) => ({
        ptype: s.type,
        segment: seg(s),
        residual: Math.log(s.adjPrice) - (m0.get(`${s.sector}|${s.type}`) as number),
        w: s.w,
      })),
    );
    const d = (s: { newBuild?: boolean; leasehold?: boolean | null; type: string; key?: string }) =>
      effects.get(`${s.type}|${seg(s)}`) ?? 0;
    const yn = (s: Ev) => Math.log(s.adjPrice) - d(s);
    const yns = (s: Ev) => Math.log(s.adjPpsm as number) - d(s);
    const mc = meanBy(priced.map((s) => ({ k: `${s.sector}|${s.type}`, y: yn(s), w: s.w })));
    const ms = meanBy(
      priced
        .filter((s) => s.adjPpsm !== null && s.adjPpsm > 0)
        .map((s) => ({ k: `${s.sector}|${group(s.type)}`, y: yns(s), w: s.w })),
    );
    const y = (s: Ev) => (spb ? yns(s) : yn(s));
    const residual = (s: Ev) =>
      spb
        ? yns(s) - (ms.get(`${s.sector}|${group(s.type)}`) as number)
        : yn(s) - (mc.get(`${s.sector}|${s.type}`) as number);
    const usable = (s: Ev) => s.adjPrice > 0 && (!spb || (s.adjPpsm !== null && s.adjPpsm > 0));
    // The subject's own earlier sales are its anchor, never its comparables.
    const own = (s: Ev) => s.postcode === subject.postcode && s.key === subject.key;
    const cell = (pick: (s: Ev) => boolean) => {
      const items = evidence
        .filter((s) => usable(s) && !own(s) && pick(s))
        .map((s) => ({ y: residual(s), w: s.w }));
      return items.length ? cellOf(items) : null;
    };
    const streetOf = (x: { postcode?: string; key?: string }) => {
      const street = (x.key ?? '').split('|')[2] ?? '';
      return x.postcode && street ? `${x.postcode.split(' ')[0]}|${street}` : null;
    };
    const subjectStreet = streetOf(subject);
    const estimate = compsEstimate(
      cellOf(wide.comps.map((s) => ({ y: y(s), w: s.w }))),
      {
        street: subjectStreet ? cell((s) => streetOf(s) === subjectStreet) : null,
        postcode: cell((s) => s.postcode === subject.postcode),
        building: cell((s) => s.bkey === subject.bkey),
      },
      d(subject),
    );
    if (estimate) {
      comps = {
        log: estimate.log + (spb ? Math.log(subject.area as number) : 0),
        sd: estimate.sd,
      };
    }
  }
  const last = sales
    .filter(
      (s) =>
        s.category === 'A' &&
        s.price > 0 &&
        ['D', 'S', 'T', 'F'].includes(s.type) &&
        s.postcode === subject.postcode &&
        s.key === subject.key,
    )
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.price - a.price))[0];
  const anchor = last
    ? {
        log: Math.log(last.price * (adjust(last)?.factor ?? 1)),
        sd: anchorSd(monthIndex(context.latestMonth) - monthIndex(last.date.slice(0, 7))),
      }
    : null;
  const blend = blendEstimate(anchor, comps);
  if (!blend) return null;
  const e = salesEstimate(blend);
  return {
    price: e.price,
    low: e.low,
    high: e.high,
    band: e.band,
    type: wide?.method ?? 'CSB',
    comparables: wide?.comps.length ?? 0,
    radius: wide?.radius ?? null,
    years: wide?.years ?? null,
    anchorWeight: e.anchorWeight,
  };
}
