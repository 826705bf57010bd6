import { estimateRange, type EstimateRange } from '@yardstick/core/estimates/figures';
import { hpiAdjust, type HpiSeries } from '@yardstick/core/estimates/hpi-adjust';
import { haversineMetres } from '@yardstick/core/geo/haversine';

/**
 * A plain, row-at-a-time TypeScript model of the methodology's estimate range, for the tests
 * only: it recomputes from the fixture arrays what the set-based SQL of the derive step
 * stores, using the core functions (hpiAdjust, estimateRange, haversineMetres), so the two
 * implementations check each other. (The rent estimate's row-at-a-time model is core's own
 * `rentEstimate`, core/estimates/rent-comparables.ts.)
 */
export interface RefSale {
  lat: number;
  lng: number;
  sector: string;
  type: string;
  date: string;
  price: number;
  area: number | null;
  bedrooms: number | null;
  category: string;
}

export interface RefSubject {
  lat: number | null;
  lng: number | null;
  sector: string;
  type: string;
  bedrooms: number | null;
  area: number | null;
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
