import { z } from 'zod';
import { idSchema } from '../search/estimate-card.ts';
import { RENT_HALF_WEIGHT_METRES, type RentStep } from '../estimates/rent-comparables.ts';

/**
 * GET /api/property-estimates/{id}/rent-evidence (our addition): the rentals a sale listing's
 * rent estimate used, so the details page can show them apart from the other rentals nearby
 * (docs/methodology.md "Rent, yield and ROI", its rentals-used paragraph).
 *
 * The selection is recomputed on request with core's `rentEstimate` (the function the derive
 * step's SQL is tested against) over the same evidence (whole-home rentals listed in the 24
 * months to the derive's listings date), so the rentals listed are the ones the rule picks and
 * `ruleRent`, their distance-weighted median, is the rent the rule gives. `rentEstimate` is the
 * figure the derive stored (and the page shows); the two differ only when rentals changed
 * since the last derive (`current` false).
 *
 * `source`: 'pair' when the listing's own rental (a PLO pair) gives the rent, 'comparables'
 * when nearby rentals do, 'none' without a rent estimate.
 */
export const rentUsedSchema = z
  .object({
    propertyId: idSchema,
    propertyType: z.string().nullable(),
    bedrooms: z.number().nullable(),
    /** Metres from the listing (null: unknown location, weighed as next door). */
    distance: z.number().nullable(),
    /** 'YYYY-MM-DD': when it was listed. */
    listedOn: z.string(),
    /** Monthly rent in pounds. */
    rent: z.number(),
    /** Its share of the total weight (0..1): 1 / (1 + distance / 500 m), normalised. */
    weight: z.number(),
    letAgreed: z.boolean(),
    address: z.string().nullable(),
    postCode: z.string().nullable(),
  })
  .meta({ id: 'RentUsed' });

export const rentEvidenceSchema = z
  .object({
    rentEstimate: z.number().nullable(),
    source: z.enum(['pair', 'comparables', 'none']),
    /** How the rent comes from the rentals used, in words. */
    rule: z.string(),
    /** The step of the widening that found them (null for a pair or none). */
    step: z
      .object({
        /** 0: the listing's postcode sector; else metres around it. */
        radius: z.number(),
        months: z.number(),
        type: z.enum(['same-type', 'type-group']),
      })
      .nullable(),
    letAgreedOnly: z.boolean(),
    /** The rentals used, nearest first. */
    used: z.array(rentUsedSchema),
    /** The rent the rule gives from `used` (their weighted median, or the pair's rent). */
    ruleRent: z.number().nullable(),
    /** Whether `ruleRent` equals the stored `rentEstimate` (false: rentals changed since). */
    current: z.boolean(),
    /** The listings date the evidence window ends at ('YYYY-MM-DD'). */
    asOf: z.string().nullable(),
  })
  .meta({ id: 'RentEvidence' });

export type RentUsedRow = z.infer<typeof rentUsedSchema>;
export type RentEvidence = z.infer<typeof rentEvidenceSchema>;

const TYPE_WORDS: Record<string, string> = {
  D: 'detached houses',
  S: 'semi-detached houses',
  T: 'terraced houses',
  F: 'flats',
};

/** How a rent estimate comes from the rentals it used, in words. */
export function rentRuleWords(input: {
  step: Pick<RentStep, 'radius' | 'months' | 'type'>;
  count: number;
  letAgreedOnly: boolean;
  type: string | null;
  bedrooms: number | null;
}): string {
  const { step } = input;
  const beds =
    input.bedrooms === null ? '' : input.bedrooms === 0 ? 'studio ' : `${input.bedrooms}-bed `;
  const kind =
    step.type === 'type-group'
      ? input.type === 'F'
        ? 'flats'
        : 'houses of any type'
      : (TYPE_WORDS[input.type ?? ''] ?? 'homes of any type');
  const where = step.radius === 0 ? 'in its postcode sector' : `within ${step.radius / 1000} km`;
  const agreed = input.letAgreedOnly ? ' (let agreed only)' : '';
  return (
    `The weighted median of the ${input.count} nearest ${beds}${kind}${agreed} ${where} ` +
    `listed in the ${step.months} months to the data date, each weighted 1 / (1 + distance / ` +
    `${RENT_HALF_WEIGHT_METRES} m): the lowest rent at which the weights, rents ascending, reach half.`
  );
}
