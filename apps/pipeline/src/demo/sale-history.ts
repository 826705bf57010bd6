import {
  HPI_FIRST_MONTH,
  SALES_LAST_MONTH,
  dayOfMonth,
  monthNumber,
  type MonthNumber,
} from './demo-clock.ts';
import type { MarketModel } from './market-model.ts';
import type { DemoProperty } from './property-model.ts';
import { Random } from '@yardstick/core/random/seeded-random';

/**
 * Invented Price Paid history of a property since 1995: a few sales at least 18 months
 * apart (a new build's first sale in the month it was finished), each priced at the
 * property's value today taken back along its authority's HPI curve, with some noise and
 * the round figures real prices have. Months near a real sale of the property are kept free.
 */

export interface DemoSale {
  transactionId: string;
  price: number;
  month: MonthNumber;
  date: string;
  oldNew: 'Y' | 'N';
  category: 'A' | 'B';
}

const SALE_COUNTS = {
  flat: { '0': 15, '1': 30, '2': 28, '3': 17, '4': 7, '5': 3 },
  house: { '0': 22, '1': 35, '2': 25, '3': 12, '4': 5, '5': 1 },
};
const MIN_GAP_MONTHS = 18;
const CATEGORY_B_FROM = monthNumber('2013-10');

/** Prices as sellers agree them: round thousands mostly, some 500s and x,950s. */
const ROUNDING = { thousand: 70, half: 20, fifty: 10 };

export function roundSalePrice(price: number, random: Random): number {
  const kind = random.weighted(ROUNDING);
  if (kind === 'thousand') return Math.max(1000, Math.round(price / 1000) * 1000);
  if (kind === 'half') return Math.max(500, Math.round(price / 500) * 500);
  return Math.max(950, Math.round(price / 1000) * 1000 - 50);
}

export function saleHistory(
  seed: number | string,
  property: DemoProperty,
  market: MarketModel,
): DemoSale[] {
  const random = new Random(seed, 'sales', property.id);
  const blocked = property.realSales.map((s) => monthNumber(s.date));
  const months: { month: MonthNumber; oldNew: 'Y' | 'N' }[] = [];
  let count = Number(random.weighted(property.type === 'F' ? SALE_COUNTS.flat : SALE_COUNTS.house));
  let from = HPI_FIRST_MONTH;
  if (property.newBuildMonth !== null) {
    from = property.newBuildMonth;
    if (!blocked.some((b) => Math.abs(b - from) < MIN_GAP_MONTHS)) {
      months.push({ month: from, oldNew: 'Y' });
      count = Math.max(0, count - 1);
    }
    from += MIN_GAP_MONTHS;
  }
  const taken = () => [...blocked, ...months.map((m) => m.month)];
  for (let attempt = 0; count > 0 && attempt < 40 && from <= SALES_LAST_MONTH; attempt++) {
    const candidate = random.int(from, SALES_LAST_MONTH);
    if (taken().some((t) => Math.abs(t - candidate) < MIN_GAP_MONTHS)) continue;
    months.push({ month: candidate, oldNew: 'N' });
    count--;
  }
  months.sort((a, b) => a.month - b.month);

  return months.map(({ month, oldNew }) => {
    const noisy =
      property.valueToday *
      market.priceFactor(property.unit, property.type, month) *
      random.logNormalFactor(0.07);
    return {
      transactionId: random.uuid(),
      price: roundSalePrice(noisy, random),
      month,
      date: dayOfMonth(month, random.int(1, 28)),
      oldNew,
      category: month >= CATEGORY_B_FROM && random.chance(0.03) ? 'B' : 'A',
    };
  });
}
