import { z } from 'zod';

/**
 * The rental income a listing's own text states (docs/methodology.md "Stated income"):
 * '£28,500 per annum', '£28.5k pa', 'producing £2,375 pcm', 'rental income of £1,200 per
 * month', 'currently let at £950pcm', '£120 pw per room' (times the rooms when the text says
 * how many), or, given the asking price, 'a gross yield of 9%'. Pure: no I/O.
 *
 * An amount counts only when a period follows it (a year, a month, a week) and its clause
 * speaks of income (rent, let, income, producing, tenanted, HMO, yield...). Amounts that are
 * costs (service charge, ground rent, council tax, bills, deposits, fees, mortgage payments)
 * or prices never count, whatever follows them. Figures outside a plausible monthly rent
 * (£100 to £50,000) are dropped as misread. Of several, a current income is preferred to a
 * potential one ('could achieve', 'potential', 'estimated'), then the first in the text.
 */

export type StatedIncomePeriod = 'year' | 'month' | 'week' | 'yield';

export interface StatedIncome {
  /** The stated income per calendar month, whole pounds. */
  monthly: number;
  /** Per year, whole pounds. */
  annual: number;
  /** The period the text states it in ('yield': a stated gross yield on the asking price). */
  period: StatedIncomePeriod;
  /** The clause of the text that states it (at most STATED_TEXT_MAX characters). */
  text: string;
}

/** A monthly figure outside these bounds is a misreading, not a rent. */
export const STATED_MONTHLY_BOUNDS = { min: 100, max: 50_000 } as const;
export const STATED_TEXT_MAX = 200;
const WEEKS_PER_YEAR = 52;

/** English number words as listings write them (shared with the analyse parser). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

// An amount: '£28,500', '£ 950', '£28.5k', '£1.2m', '£28500.00'; an optional range '- £30,000'.
const AMOUNT = String.raw`£\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(k|m)\b)?`;
const RANGE_TAIL = String.raw`(?:\s*(?:-|–|to)\s*£?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(k|m)\b)?)?`;
// The period right after the amount (a few filler words allowed: 'gross', 'rent', 'approx').
const FILLER = String.raw`(?:\s*(?:gross|net|rent|rental|income|approx\.?|approximately|inclusive|exclusive|of bills|each|in total|total)\b)*`;
const PER_ROOM = String.raw`(?:\s*(?:per|a|each|/)\s*(?:room|person|tenant|bed(?:room)?|unit)\b)?`;
const YEAR = String.raw`per\s+annum|per\s+anum|p\.?\s?a\b\.?|p/a\b|pa\b|pax\b|per\s+year|a\s+year|each\s+year|every\s+year|yearly|annually|/\s?(?:yr|year|annum)\b`;
const MONTH = String.raw`per\s+calendar\s+month|p\.?\s?c\.?\s?m\b\.?|pcm\b|per\s+month|a\s+month|each\s+month|every\s+month|monthly|p/m\b|pm\b|/\s?(?:month|mth|mo)\b`;
const WEEK = String.raw`per\s+person\s+per\s+week|pppw\b|p\.?\s?w\b\.?|pw\b|per\s+week|a\s+week|each\s+week|weekly|/\s?(?:week|wk)\b`;
const STATED = new RegExp(
  `${AMOUNT}${RANGE_TAIL}${FILLER}${PER_ROOM}\\s*(?:(${YEAR})|(${MONTH})|(${WEEK}))${PER_ROOM}`,
  'gi',
);
// A period word before the amount: 'annual rent of £18,000', 'monthly income: £1,500'.
const PERIOD_BEFORE = new RegExp(
  String.raw`\b(annual|yearly|monthly|weekly)\s+(?:gross\s+|net\s+|rental\s+|passing\s+)*(?:rent(?:al)?|income|return)(?:al)?\s*(?:income\s*)?(?:of|is|:|at|=|-)?\s*(?:approximately\s+|approx\.?\s+|circa\s+|c\.\s*)?${AMOUNT}`,
  'gi',
);
const YIELD =
  /(?:gross\s+)?yield(?:ing)?\s*(?:of|:|at|is|=)?\s*(?:approximately\s+|approx\.?\s+|circa\s+|around\s+|over\s+|c\.\s*)?(\d{1,2}(?:\.\d{1,2})?)\s?%|(\d{1,2}(?:\.\d{1,2})?)\s?%\s*(?:gross\s+)?(?:rental\s+)?yield/gi;

/** Words that make a clause about income. */
const INCOME_CONTEXT =
  /\b(rent|rents|rental|rented|income|let|lets|letting|tenant|tenants|tenanted|tenancy|producing|produces|generat\w*|yield\w*|achiev\w*|passing|returns?|hmo|earn\w*|investment|currently|occupied|paying|gross)\b/i;
/** Words just before an amount that make it a cost, a fee or a price (never an income). */
const NEGATIVE_BEFORE =
  /(service\s+charges?|ground\s+rents?|council\s+tax|maintenance|management|insurance|business\s+rates|rates|deposit|bills?|utilit\w*|reservation|fee|fees|costs?|charges?|mortgage|repayments?|price|guide|offers?|oieo|oiro|valued|reduced|asking|sold|purchase|budget|estate\s+charge|sinking\s+fund|parking|broadband|energy|water|electric\w*|gas)\b[^£]{0,25}$/i;
const POTENTIAL =
  /\b(potential\w*|could|would|may|might|estimated|projected|expected|achievable|possible|once|if|forecast)\b/i;
const ROOM_COUNT =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]+(?:lettable\s+|letting\s+|double\s+|single\s+|en[\s-]?suite\s+)*(?:rooms?|bed(?:room)?s?|bedroomed|units|tenants)\b/gi;

function amountOf(digits: string, pence: string | undefined, suffix: string | undefined): number {
  let value = Number(digits.replace(/,/g, '')) + (pence ? Number(`0.${pence}`) : 0);
  const s = suffix?.toLowerCase();
  if (s === 'k') value *= 1_000;
  else if (s === 'm') value *= 1_000_000;
  return value;
}

/** The clauses of a text: sentences, lines, bullets (a decimal point does not end one). */
function clauses(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const splitter = /(?<=[.!?])\s+(?=[A-Z£(])|\n+|\s*[;•·|]\s*|\s+-\s+(?=[A-Z])/g;
  let start = 0;
  for (const m of text.matchAll(splitter)) {
    out.push({ text: text.slice(start, m.index), start });
    start = (m.index ?? 0) + m[0].length;
  }
  out.push({ text: text.slice(start), start });
  return out.filter((c) => c.text.trim() !== '');
}

/** The most rooms the text says the property has or lets ('6 lettable rooms', 'five-bedroom'). */
function roomsStated(text: string): number | null {
  let best: number | null = null;
  for (const m of text.matchAll(ROOM_COUNT)) {
    const word = (m[1] ?? '').toLowerCase();
    const n = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 0);
    if (n >= 1 && n <= 30 && (best === null || n > best)) best = n;
  }
  return best;
}

function clip(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length <= STATED_TEXT_MAX ? t : `${t.slice(0, STATED_TEXT_MAX - 1).trimEnd()}…`;
}

interface Candidate {
  monthly: number;
  period: StatedIncomePeriod;
  text: string;
  potential: boolean;
  order: number;
}

const round = (n: number) => Math.round(n);

/**
 * The income a listing's text states, or null. `askingPrice` turns a stated gross yield into
 * an income (used only when no amount is stated).
 */
export function findStatedIncome(
  text: string | null | undefined,
  options: { askingPrice?: number | null } = {},
): StatedIncome | null {
  if (!text || (!text.includes('£') && !/yield/i.test(text))) return null;
  const rooms = roomsStated(text);
  const found: Candidate[] = [];
  for (const clause of clauses(text)) {
    const c = clause.text;
    const seen = new Set<number>();
    const consider = (
      at: number,
      value: number,
      period: 'year' | 'month' | 'week',
      perRoom: boolean,
      contextual: boolean,
    ) => {
      if (seen.has(at)) return;
      seen.add(at);
      const before = c.slice(Math.max(0, at - 60), at);
      if (NEGATIVE_BEFORE.test(before)) return;
      if (!contextual && !INCOME_CONTEXT.test(c)) return;
      let amount = value;
      if (perRoom) {
        if (rooms === null) return; // A room's rent is not the home's.
        amount *= rooms;
      }
      const monthly =
        period === 'year'
          ? amount / 12
          : period === 'week'
            ? (amount * WEEKS_PER_YEAR) / 12
            : amount;
      if (monthly < STATED_MONTHLY_BOUNDS.min || monthly > STATED_MONTHLY_BOUNDS.max) return;
      found.push({
        monthly,
        period,
        text: clip(c),
        potential: POTENTIAL.test(c.slice(0, at + 40)),
        order: clause.start + at,
      });
    };
    for (const m of c.matchAll(PERIOD_BEFORE)) {
      const word = (m[1] ?? '').toLowerCase();
      const period = word === 'monthly' ? 'month' : word === 'weekly' ? 'week' : 'year';
      const at = (m.index ?? 0) + m[0].indexOf('£');
      consider(at, amountOf(m[2]!, m[3], m[4]), period, false, true);
    }
    for (const m of c.matchAll(STATED)) {
      const low = amountOf(m[1]!, m[2], m[3]);
      const high = m[4] ? amountOf(m[4], m[5], m[6] ?? m[3]) : null;
      const value = high !== null && high > low ? (low + high) / 2 : low;
      const period = m[7] ? 'year' : m[8] ? 'month' : 'week';
      const perRoom =
        /\b(?:room|person|tenant|bed(?:room)?|unit)\b/i.test(m[0]) || /pppw/i.test(m[0]);
      consider(m.index ?? 0, value, period, perRoom, false);
    }
  }
  if (found.length === 0) {
    const price = options.askingPrice;
    if (!price || price <= 0) return null;
    for (const clause of clauses(text)) {
      for (const m of clause.text.matchAll(YIELD)) {
        const pct = Number(m[1] ?? m[2]);
        if (!(pct > 0 && pct <= 30)) continue;
        const monthly = (price * pct) / 100 / 12;
        if (monthly < STATED_MONTHLY_BOUNDS.min || monthly > STATED_MONTHLY_BOUNDS.max) continue;
        return {
          monthly: round(monthly),
          annual: round(monthly * 12),
          period: 'yield',
          text: clip(clause.text),
        };
      }
    }
    return null;
  }
  found.sort((a, b) => Number(a.potential) - Number(b.potential) || a.order - b.order);
  const best = found[0]!;
  return {
    monthly: round(best.monthly),
    annual: round(best.monthly * 12),
    period: best.period,
    text: best.text,
  };
}

/** Which rent the listing's gross yield and ROI use instead: our rent estimate, or its pair's. */
export const YIELD_RENTS = ['rent-estimate', 'paired-rent'] as const;

/**
 * The answer's shape (`statedIncome` on the property details and the PLO detail): the stated
 * income, and `yieldUses`, the rent the yield uses instead ('paired-rent' when the sale
 * listing is paired with its rental, whose rent is then its rent estimate; on a PLO detail
 * always).
 */
export const statedIncomeSchema = z
  .object({
    monthly: z.number(),
    annual: z.number(),
    period: z.enum(['year', 'month', 'week', 'yield']),
    text: z.string(),
    yieldUses: z.enum(YIELD_RENTS),
  })
  .meta({ id: 'StatedIncome' });
export type StatedIncomeAnswer = z.infer<typeof statedIncomeSchema>;
