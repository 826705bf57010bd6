import {
  comparableWhy,
  INDEX_NAMES,
  indexMonths,
  rangeReason,
  rebaseToLast,
  saleAgeYears,
  type EstimateEvidence,
} from '@yardstick/core/estimates/estimate-evidence';
import { isViewableSale } from '@yardstick/core/listings/listing-states';
import { ESTIMATE_RULES, roundEstimate } from '@yardstick/core/estimates/sales-estimate';
import { PROPERTY_REMOVED_MESSAGE } from '@yardstick/core/property/property-details';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import * as repo from './estimate-evidence.repository.ts';

/**
 * GET /api/property-estimates/{id}/evidence: how the listing's estimate was made
 * (docs/methodology.md "Estimated price"). 404 as the details when the listing is not a live
 * sale listing, and 'No estimate' when the derive step could not value it. No HTTP, no SQL.
 */
export async function estimateEvidence(ctx: AppContext, id: string): Promise<EstimateEvidence> {
  const row = await repo.estimateEvidence(ctx.readDatabase.db, id);
  if (!row || !isViewableSale(row)) throw notFound(PROPERTY_REMOVED_MESSAGE);
  if (row.band === null || row.estimate_sd === null) throw notFound('No estimate');
  const anchorWeight = row.anchor_weight ?? 0;
  const years =
    row.anchor_date && row.valuation_month
      ? (Date.parse(`${row.valuation_month}-01`) - Date.parse(row.anchor_date)) /
        (365.25 * 86_400_000)
      : null;
  const indices = row.valuation_month ? await indexComparison(ctx, id, row.valuation_month) : null;
  return {
    indices,
    estimate: row.estimate_price,
    low: row.range1_price,
    high: row.range2_price,
    band: row.band,
    claim: ESTIMATE_RULES.rangeClaim,
    sd: row.estimate_sd,
    calibrated: row.calibrated ?? false,
    bandAccuracy:
      row.cal_sales === null
        ? null
        : {
            pe10: row.cal_pe10,
            mdape: row.cal_mdape,
            inRange: row.cal_in_range,
            sales: row.cal_sales,
            holdoutFrom: row.cal_from ?? '',
            holdoutTo: row.cal_to ?? '',
          },
    valuationMonth: row.valuation_month,
    lastSale:
      row.anchor_date && row.anchor_price !== null && row.anchor_value !== null
        ? {
            date: row.anchor_date,
            price: row.anchor_price,
            indexed: row.anchor_value,
            index: row.anchor_index ?? 'none',
            indexName: INDEX_NAMES[row.anchor_index ?? ''] ?? 'no index held (price as paid)',
            weight: anchorWeight,
            years: row.valuation_month ? saleAgeYears(row.anchor_date, row.valuation_month) : 0,
          }
        : null,
    comparables:
      row.comps_value !== null && row.comps_method !== null
        ? {
            value: row.comps_value,
            method: row.comps_method,
            floorArea: row.floor_area,
            radius: row.comps_radius,
            years: row.comps_years,
            wideCount: row.comps_wide ?? 0,
            wideShare: row.wide_share ?? 0,
            weight: 1 - anchorWeight,
            // Each row says why it informs this property (issue 40).
            listed: (row.comparables ?? []).map((c) => ({
              ...c,
              why: comparableWhy(row.property_type, c),
            })),
          }
        : null,
    learned: learnedCorrection(row.estimate_price, row.model_delta, row.model_sales),
    rangeReason: rangeReason({
      band: row.band,
      hasLastSale: row.anchor_date !== null,
      lastSaleYears: years,
      anchorWeight,
      wideCount: row.comps_wide ?? 0,
      postcodeCount: row.comps_postcode ?? 0,
      calibrated: row.calibrated ?? false,
    }),
  };
}

/**
 * The learned correction in pounds: the estimator's value before it (the point divided by the
 * correction's factor, rounded as an estimate) and the difference.
 */
function learnedCorrection(
  estimate: number | null,
  delta: number | null,
  sales: number | null,
): EstimateEvidence['learned'] {
  const before =
    estimate !== null && delta !== null ? roundEstimate(estimate / Math.exp(delta)) : null;
  return {
    model: sales !== null,
    sales: sales ?? 0,
    before,
    change: before !== null && estimate !== null ? estimate - before : null,
  };
}

/** The local index beside the official one over the 10 years to the valuation month. */
async function indexComparison(
  ctx: AppContext,
  id: string,
  valuationMonth: string,
): Promise<EstimateEvidence['indices']> {
  const months = indexMonths(valuationMonth);
  const rows = await repo.indexSeries(
    ctx.readDatabase.db,
    id,
    months.map((m) => `${m}-01`),
  );
  const series = (kind: 'local' | 'official') => {
    const of = rows.filter((r) => r.series === kind);
    if (of.length === 0) return null;
    const byMonth = new Map(of.map((r) => [r.month, r.value]));
    const values = rebaseToLast(months.map((m) => byMonth.get(m) ?? null));
    return values.some((v) => v !== null) ? { name: of[0]!.name, values } : null;
  };
  const local = series('local');
  const official = series('official');
  return local || official ? { months, local, official } : null;
}
