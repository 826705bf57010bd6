import {
  DEMO_AS_OF,
  SALES_LAST_MONTH,
  addDays,
  daysBetween,
  monthStart,
  daysInMonth,
} from './demo-clock.ts';
import type { DemoListing } from './listing-generator.ts';
import type { DemoProperty } from './property-model.ts';

/**
 * A few homes with a history across listings (issue 27 "A home's history across relisting"),
 * so the details page shows real cases on demo data: withdrawn sale listings relisted a few
 * weeks later a little cheaper (Rightmove's 14-week trick: the link run joins them to the
 * earlier listing and days on market are not reset), and sold-STC listings whose home then
 * appears in Price Paid (the link run marks them sold with the price achieved). Chosen
 * deterministically (the first that qualify, in the world's order), written after every other
 * listing so the ids and rows of the rest of the dataset do not change.
 */

export const RELISTED_HOMES = 12;
export const SOLD_HOMES = 12;

/** The last day of the demo's Price Paid sales: a sale after it would move the evidence date. */
const LAST_SALE_DAY = addDays(monthStart(SALES_LAST_MONTH), daysInMonth(SALES_LAST_MONTH) - 1);

export interface DemoSoldHome {
  property: DemoProperty;
  listing: DemoListing;
  date: string;
  price: number;
  transactionId: string;
}

export class DemoHomeStories {
  readonly withdrawn: DemoListing[] = [];
  readonly sold: DemoSoldHome[] = [];

  /** Looks at a property's listings once, in the world's order. */
  consider(property: DemoProperty, listings: readonly DemoListing[]): void {
    const sale = listings.find((l) => l.transaction === 'sale');
    if (!sale) return;
    if (
      sale.status === 'withdrawn' &&
      this.withdrawn.length < RELISTED_HOMES &&
      sale.removedOn !== null &&
      daysBetween(sale.removedOn.slice(0, 10), DEMO_AS_OF) > 30
    ) {
      this.withdrawn.push(sale);
    }
    if (
      sale.status === 'sold_stc' &&
      this.sold.length < SOLD_HOMES &&
      daysBetween(sale.listedOn, LAST_SALE_DAY) > 75
    ) {
      const n = this.sold.length;
      // Completion 8 to 12 weeks after the listing, before the last sales month ends.
      const date = addDays(
        sale.listedOn,
        Math.min(56 + n * 3, daysBetween(sale.listedOn, LAST_SALE_DAY)),
      );
      // Achieved 2-7% under the asking price, one at the asking price and one over it.
      const factor = n === 0 ? 1 : n === 1 ? 1.02 : 1 - (2 + (n % 6)) / 100;
      this.sold.push({
        property,
        listing: sale,
        date,
        price: n === 0 ? sale.listPrice : Math.round((sale.listPrice * factor) / 500) * 500,
        transactionId: `00000000-0000-4000-8000-${String(sale.id).padStart(12, '0')}`,
      });
    }
  }

  /** The relistings: each withdrawn listing again, 2-6 weeks later, a few per cent cheaper. */
  relistings(nextId: () => number): DemoListing[] {
    return this.withdrawn.map((before, n) => {
      const removed = before.removedOn!.slice(0, 10);
      const listedOn = addDays(removed, Math.min(14 + n * 2, daysBetween(removed, DEMO_AS_OF) - 1));
      const price = Math.round((before.listPrice * (0.97 - (n % 3) / 100)) / 1000) * 1000;
      const recordedAt = `${listedOn}T09:00:00Z`;
      return {
        ...before,
        id: nextId(),
        sourceRef: `${before.sourceRef}-relisted`,
        status: 'available' as const,
        listPrice: price,
        firstListedPrice: price,
        listedOn,
        updatedOn: recordedAt,
        removedOn: null,
        history: [{ price, status: 'available', recordedAt }],
      };
    });
  }
}
