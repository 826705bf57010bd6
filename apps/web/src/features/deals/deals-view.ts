import {
  DEAL_STAGES,
  type DealKind,
  type DealStage,
  type DealSummary,
} from '@yardstick/core/deals/deals';
import { formatGBP } from '../../lib/format.ts';

/** The board's filters: text (title, address, postcode), kind, and reminders due. */
export interface DealFilters {
  text: string;
  kind: DealKind | 'all';
  reminderDue: boolean;
}

export const NO_FILTERS: DealFilters = { text: '', kind: 'all', reminderDue: false };

/** Today's date in the UK as 'YYYY-MM-DD'. */
export function ukToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

/** A reminder is due on its day and after (until cleared). */
export const reminderDue = (deal: DealSummary, today: string) =>
  deal.reminderOn !== null && deal.reminderOn <= today;

export function matches(deal: DealSummary, filters: DealFilters, today: string): boolean {
  if (filters.kind !== 'all' && deal.kind !== filters.kind) return false;
  if (filters.reminderDue && !reminderDue(deal, today)) return false;
  const text = filters.text.trim().toLowerCase();
  if (!text) return true;
  return [deal.title, deal.property.address, deal.property.postcode]
    .filter((s): s is string => !!s)
    .some((s) => s.toLowerCase().includes(text));
}

export interface Column {
  stage: DealStage;
  deals: DealSummary[];
  /** The sum of the asking prices (when added) of the column's deals that have one. */
  total: number;
}

/** The board's columns, one per stage in order, with the filtered deals and their totals. */
export function columnsOf(deals: DealSummary[], filters: DealFilters, today: string): Column[] {
  const shown = deals.filter((d) => matches(d, filters, today));
  return DEAL_STAGES.map((stage) => {
    const inStage = shown.filter((d) => d.stage === stage);
    return {
      stage,
      deals: inStage,
      total: inStage.reduce((sum, d) => sum + (d.listPrice ?? 0), 0),
    };
  });
}

/** "2 deals · £450,000" */
export function columnTotal(column: Column): string {
  const n = column.deals.length;
  return `${n} ${n === 1 ? 'deal' : 'deals'} · ${formatGBP(column.total)}`;
}
