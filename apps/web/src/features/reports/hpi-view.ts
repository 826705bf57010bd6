import type { HpiSeriesResponse } from '@yardstick/core/reports/hpi';

/** '-' for a missing change, else 2 decimals (spec §2: missing shows '-'). */
export function hpiCell(value: number | null): string {
  return value === null ? '-' : value.toFixed(2);
}

/**
 * The chart's series as the change (%) since the first month of the range that has a value,
 * or as they are (the index).
 */
export function asChange(
  data: HpiSeriesResponse['data'],
  measure: 'index' | 'change',
): HpiSeriesResponse['data'] {
  if (measure === 'index') return data;
  const out: HpiSeriesResponse['data'] = {};
  for (const [name, values] of Object.entries(data)) {
    const base = values.find((v) => v !== null && v > 0) ?? null;
    out[name] = values.map((v) =>
      v === null || base === null ? null : Math.round((v / base - 1) * 10000) / 100,
    );
  }
  return out;
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
