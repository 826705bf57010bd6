import { z } from 'zod';
import { PRICE_WARNING_CODES } from '../listings/price-warnings.ts';

/**
 * Figures of a sale listing that several answers carry under the same names and with the same
 * meaning (the estimate card, the property details): each group declared once, spread into
 * every answer's schema where that answer lists it (docs/http-api.md#estimate-card,
 * docs/http-api.md#property-details-answer). Money in whole pounds, areas in m2, percentages
 * in percent.
 */

/** The estimated price range, low and high; null when the listing is not estimated. */
export const priceRangeFields = {
  range1Price: z.number().nullable(),
  range2Price: z.number().nullable(),
};

/**
 * `estimatedPrice`: the point estimate in whole pounds, the value `avgBmv` is measured against
 * (core estimatePoint: the estimator's point, else the range's middle): avgBmv =
 * (listPrice - estimatedPrice) / estimatedPrice x 100, to one decimal. Null when not estimated.
 */
export const estimatedPriceFields = {
  estimatedPrice: z.number().nullable(),
};

/**
 * A reason the asking price is not comparable with whole homes on the open market
 * (docs/methodology.md "Price warnings"; core listings/price-warnings.ts): a stable code and
 * its label.
 */
export const priceWarningSchema = z
  .object({ code: z.enum(PRICE_WARNING_CODES), label: z.string() })
  .meta({ id: 'PriceWarning' });

/** `priceWarnings`: the listing's price warnings, [] when none; a warned BMV is no bargain. */
export const priceWarningFields = {
  priceWarnings: z.array(priceWarningSchema),
};

/** Bedrooms and floor area (m2), null when unknown. */
export const sizeFields = {
  bedrooms: z.number().nullable(),
  totalFloorArea: z.number().nullable(),
};

/** The property type (D, S, T, F or O) and the listing's own sub type. */
export const propertyKindFields = {
  propertyType: z.string().nullable(),
  propertySubType: z.string().nullable(),
};

/** Below market value, return on investment and the deprivation percentile, in percent. */
export const investmentFields = {
  avgBmv: z.number().nullable(),
  roi: z.number().nullable(),
  moreDeprived: z.number().nullable(),
};

/**
 * `yieldFlag`: the gross yield lies outside the plausible band (null without a yield);
 * `bmvLowConfidence`: the BMV is shown "check the estimate" (core estimates/bmv-check.ts: a Low
 * band, or a discount beyond its band's measured error; the name predates the rule).
 */
export const figureFlagFields = {
  yieldFlag: z.boolean().nullable(),
  bmvLowConfidence: z.boolean().nullable(),
};
