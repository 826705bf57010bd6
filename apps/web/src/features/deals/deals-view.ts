import { BMV_CHECK_FLAG } from '@yardstick/core/estimates/bmv-check';
import {
  DEAL_STAGES,
  type DealFigures,
  type DealKind,
  type DealStage,
  type DealSummary,
} from '@yardstick/core/deals/deals';
import { formatGBP, formatPercent } from '../../lib/format.ts';

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

export interface FigureRow {
  label: string;
  then: string;
  now: string;
  /** now - then for numbers, when both are known and they differ. */
  change: number | null;
  /** How to show the change ('gbp' or 'pct' points). */
  unit: 'gbp' | 'pct' | null;
}

/** The figures then and now, row by row (docs/methodology.md "Deals: then and now"). */
export function figureRows(then: DealFigures, now: DealFigures | null): FigureRow[] {
  const money = (pick: (f: DealFigures) => number | null, label: string): FigureRow => ({
    label,
    then: formatGBP(pick(then)),
    now: now ? formatGBP(pick(now)) : '-',
    change: diff(pick(then), now && pick(now)),
    unit: 'gbp',
  });
  const pct = (pick: (f: DealFigures) => number | null, label: string): FigureRow => ({
    label,
    then: formatPercent(pick(then)),
    now: now ? formatPercent(pick(now)) : '-',
    change: diff(pick(then), now && pick(now)),
    unit: 'pct',
  });
  const bmvText = (f: DealFigures) =>
    `${formatPercent(f.bmv)}${f.bmvCheck === true ? ` · ${BMV_CHECK_FLAG}` : ''}`;
  const range = (f: DealFigures) =>
    f.estimateLow === null || f.estimateHigh === null
      ? '-'
      : `${formatGBP(f.estimateLow)} – ${formatGBP(f.estimateHigh)}`;
  return [
    money((f) => f.listPrice, 'Asking price'),
    money((f) => f.estimate, 'Estimated price'),
    {
      label: 'Estimate range',
      then: range(then),
      now: now ? range(now) : '-',
      change: null,
      unit: null,
    },
    {
      label: 'Confidence',
      then: then.estimateConfidence ?? '-',
      now: now?.estimateConfidence ?? '-',
      change: null,
      unit: null,
    },
    { ...pct((f) => f.bmv, 'BMV'), then: bmvText(then), now: now ? bmvText(now) : '-' },
    money((f) => f.rent, 'Monthly rent'),
    pct((f) => f.grossYield, 'Gross yield'),
    pct((f) => f.roi, 'ROI (single let)'),
    {
      label: 'Status',
      then: then.status ?? '-',
      now: now?.status ?? '-',
      change: null,
      unit: null,
    },
  ];
}

function diff(a: number | null, b: number | null | undefined): number | null {
  if (a === null || b === null || b === undefined) return null;
  const d = Math.round((b - a) * 10) / 10;
  return d === 0 ? null : d;
}

export function changeText(row: FigureRow): string {
  if (row.change === null) return '';
  const sign = row.change > 0 ? '+' : '−';
  const size = Math.abs(row.change);
  return row.unit === 'gbp' ? `${sign}${formatGBP(size)}` : `${sign}${size.toFixed(1)} pts`;
}
