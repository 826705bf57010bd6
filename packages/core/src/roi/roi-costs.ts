import type { CalculatorType } from './roi-schema.ts';

/** The running costs the ROI calculator adds up, in the order the pages list them. */
export const ROI_COST_KEYS = [
  'interest',
  'maintenance',
  'hmoBills',
  'management',
  'voids',
] as const;
export type RoiCostKey = (typeof ROI_COST_KEYS)[number];

/** What the monthly costs are made of: the calculator's figures and its two rent shares. */
export interface RoiCostSource {
  calculatorType: CalculatorType;
  monthlyInterest: number;
  monthlyRoomMaintenance: number;
  monthlyHmoCosts: number;
  monthlyRentExpected: number;
  roiPerRoomMgmtCostPercentage: number;
  roiPerRoomVoidsCostPercentage: number;
}

/**
 * Each running cost a month. `calculateRoi` sums these for its costs and cash flow, and the
 * pages list them (issue 40: "All costs" counted management and voids but did not list
 * them), so the rows shown and the total cannot drift apart.
 */
export function monthlyCostParts(s: RoiCostSource): Record<RoiCostKey, number> {
  return {
    interest: s.monthlyInterest,
    maintenance: s.monthlyRoomMaintenance,
    hmoBills: s.calculatorType === 'HMO' ? s.monthlyHmoCosts : 0,
    management: (s.monthlyRentExpected * s.roiPerRoomMgmtCostPercentage) / 100,
    voids: (s.monthlyRentExpected * s.roiPerRoomVoidsCostPercentage) / 100,
  };
}

export interface RoiCostRow {
  key: RoiCostKey;
  label: string;
  monthly: number;
  yearly: number;
}

export interface RoiCostBreakdown {
  rows: RoiCostRow[];
  /** The sum of the rows, a month and a year. */
  monthly: number;
  yearly: number;
}

const percentText = (p: number) => `${Number(p.toFixed(2))}%`;

function label(key: RoiCostKey, s: RoiCostSource): string {
  switch (key) {
    case 'interest':
      return 'Mortgage interest';
    case 'maintenance':
      return 'Maintenance';
    case 'hmoBills':
      return 'Bills, council tax, licence';
    case 'management':
      return `Management (${percentText(s.roiPerRoomMgmtCostPercentage)} of rent)`;
    case 'voids':
      return `Voids (${percentText(s.roiPerRoomVoidsCostPercentage)} of rent)`;
  }
}

/**
 * Rounds amounts to whole pounds so that they still add up to their rounded sum (largest
 * remainder): a page that shows £ without pence lists rows whose sum is the total shown.
 */
export function wholePoundsSummingTo(values: readonly number[]): number[] {
  const total = Math.round(values.reduce((a, b) => a + b, 0));
  const floors = values.map((v) => Math.floor(v));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = values
    .map((v, i) => ({ i, rest: v - Math.floor(v) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  const out = [...floors];
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/**
 * The ROI calculator's running costs as rows (a single let has no bills row; a cost of £0
 * that the user set, such as 0% voids, is still listed) and their total. With `wholePounds`
 * each column is rounded to pounds and still sums to its total.
 */
export function roiCostBreakdown(
  s: RoiCostSource,
  options: { wholePounds?: boolean } = {},
): RoiCostBreakdown {
  const parts = monthlyCostParts(s);
  const keys = ROI_COST_KEYS.filter((k) => k !== 'hmoBills' || s.calculatorType === 'HMO');
  const monthly = keys.map((k) => parts[k]);
  const yearly = monthly.map((m) => m * 12);
  const m = options.wholePounds ? wholePoundsSummingTo(monthly) : monthly;
  const y = options.wholePounds ? wholePoundsSummingTo(yearly) : yearly;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    rows: keys.map((key, i) => ({ key, label: label(key, s), monthly: m[i]!, yearly: y[i]! })),
    monthly: sum(m),
    yearly: sum(y),
  };
}
