/** Formatting for what users read: core's formatters (the deal pack's PDF uses the same). */
export {
  formatDate,
  formatGBP,
  formatMonth,
  formatNumber,
  formatPercent,
} from '@yardstick/core/format';

/** Parses what a user typed into a price box ("£250,000", "250k") into pounds. */
export function parseMoney(text: string): number | undefined {
  const cleaned = text.replace(/[£,\s]/g, '').toLowerCase();
  const match = /^(\d+(?:\.\d+)?)(k|m)?$/.exec(cleaned);
  if (!match) return undefined;
  const n = Number(match[1]) * (match[2] === 'm' ? 1_000_000 : match[2] === 'k' ? 1_000 : 1);
  return Math.round(n);
}
