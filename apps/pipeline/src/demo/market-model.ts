import { HPI_LAST_MONTH, monthNumber, type MonthNumber } from './demo-clock.ts';
import { averagePriceAt, hpiTypeOf, indexAt, type AreaHpiCurve } from './hpi-curves.ts';
import type { DemoUnit } from './demo-geography.ts';
import { TYPICAL_FLOOR_AREA, type PropertyType } from './property-model.ts';
import type { Random } from '@yardstick/core/random/seeded-random';
import type { RealSale } from './reference-data.ts';

/**
 * Prices of the demo world. A property's value today is its local authority's UK HPI
 * average price for its type, times a district premium, a size factor and a little
 * neighbourhood and idiosyncratic noise; past prices follow the HPI curve of that
 * authority and type. District premiums for M21 and its neighbours are measured on the
 * real 2019 Price Paid sales; RG1 and L24 have no real sales in the reference data.
 */

const FALLBACK_PREMIUM: Readonly<Record<string, number>> = { RG1: 1.0, L24: 0.9 };
const ENGLAND = 'E92000001';

export class MarketModel {
  private readonly curves: Map<string, AreaHpiCurve>;
  private readonly premiums = new Map<string, number>();

  constructor(
    curves: readonly AreaHpiCurve[],
    realSalesWithLad: readonly { sale: RealSale; ladCode: string; regionCode: string | null }[],
  ) {
    this.curves = new Map(curves.map((c) => [c.code, c]));
    const ratios = new Map<string, number[]>();
    for (const { sale, ladCode, regionCode } of realSalesWithLad) {
      if (sale.category !== 'A' || sale.propertyType === 'O') continue;
      const curve = this.curveFor(ladCode, regionCode);
      const expected = averagePriceAt(curve, hpiTypeOf(sale.propertyType), monthNumber(sale.date));
      const district = sale.postcode.split(' ')[0] ?? '';
      ratios.set(district, [...(ratios.get(district) ?? []), sale.price / expected]);
    }
    for (const [district, list] of ratios) {
      if (list.length < 10) continue;
      const sorted = [...list].sort((a, b) => a - b);
      this.premiums.set(district, sorted[sorted.length >> 1] as number);
    }
  }

  /** The HPI curve of a local authority, else its region, else England. */
  curveFor(ladCode: string, regionCode: string | null): AreaHpiCurve {
    const curve =
      this.curves.get(ladCode) ??
      (regionCode ? this.curves.get(regionCode) : undefined) ??
      this.curves.get(ENGLAND);
    if (!curve) throw new Error('no HPI curve for England in the reference sample');
    return curve;
  }

  /** How much dearer a district is than its authority's average for the same type. */
  premium(district: string): number {
    return this.premiums.get(district) ?? FALLBACK_PREMIUM[district] ?? 1;
  }

  /** HPI(type, month) / HPI(type, latest) for the unit's authority: today's price -> then. */
  priceFactor(unit: DemoUnit, type: PropertyType, month: MonthNumber): number {
    const curve = this.curveFor(unit.ladCode, unit.regionCode);
    const t = hpiTypeOf(type);
    return indexAt(curve, t, month) / indexAt(curve, t, HPI_LAST_MONTH);
  }

  /** Value today of a property that has no real sale. */
  valueToday(unit: DemoUnit, type: PropertyType, floorArea: number, random: Random): number {
    const curve = this.curveFor(unit.ladCode, unit.regionCode);
    const base = averagePriceAt(curve, hpiTypeOf(type), HPI_LAST_MONTH);
    const size = Math.pow(floorArea / TYPICAL_FLOOR_AREA[type], 0.8);
    const decile = unit.lsoa?.decile ?? 5.5;
    const neighbourhood = 1 + 0.025 * (decile - 5.5);
    const otherType = type === 'O' ? 0.8 : 1;
    return (
      base *
      this.premium(unit.district) *
      size *
      neighbourhood *
      otherType *
      random.logNormalFactor(0.08)
    );
  }

  /** Value today implied by a real sale: its price brought forward by the HPI. */
  valueFromSale(unit: DemoUnit, type: PropertyType, sale: RealSale): number {
    return sale.price / this.priceFactor(unit, type, monthNumber(sale.date));
  }
}
