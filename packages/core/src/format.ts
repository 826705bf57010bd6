/**
 * Formatting for what users read, wherever they read it (the web app, the deal pack's PDF and
 * content, the shared page, the emails, the MCP tools' text): en-GB, pounds with thousands
 * separators, no pence and the sign before the pound ('£300', '-£5,000'), percentages with one
 * decimal (or a rate as stated: up to two), dates as "11 Sep 2022" (the day in the UK). The one
 * home of these formats on both sides: no module writes its own.
 */
const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
/** The calendar day in the UK (day, month 1..12, year), whatever the browser's zone. */
const ukDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'Europe/London',
});
/**
 * en-GB's short months, written out: ICU's en-GB data changed September to "Sept" (ICU 72),
 * so browsers and Node versions disagree; the app always reads "11 Sep 2022".
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** '£1,234,568' (whole pounds); `missing` (default '-') for no figure. */
export function formatGBP(value: number | null | undefined, missing = '-'): string {
  return isNumber(value) ? gbp.format(Math.round(value)) : missing;
}

export function formatNumber(value: number | null | undefined): string {
  return isNumber(value) ? integer.format(value) : '-';
}

export function formatPercent(value: number | null | undefined, digits = 1): string {
  return isNumber(value) ? `${value.toFixed(digits)}%` : '-';
}

const rate = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A rate as an input states it, up to two decimals and none when whole: '25%', '5.25%'. */
export function formatRate(value: number | null | undefined): string {
  return isNumber(value) ? `${rate.format(value)}%` : '-';
}

/** An en-GB date as users read it: "11 Sep 2022" (the day in the UK). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '-';
  const part = (type: string) =>
    Number(ukDay.formatToParts(date).find((p) => p.type === type)?.value);
  return `${part('day')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}

/** A month as police.uk gives it ('2022-09', or a date): 'Sep 2022'. */
export function formatMonth(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  if (!match) return value || '-';
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${match[1]}` : value!;
}
