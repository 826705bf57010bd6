/**
 * Which listings Yardstick values as homes (docs/methodology.md "What is estimated").
 *
 * The estimate, BMV, rent estimate, gross yield and ROI are residential methods: they value a
 * property from the sales and lets of nearby homes. A shop, an office, a mixed-use block, a
 * plot of land or a parking space is priced on other grounds (its trade, its lease, planning),
 * so valuing it on house sales gives figures that look like bargains and are not (on the demo,
 * the BMV sort was topped by mixed-use and commercial units at -45% to -56%). Such listings
 * are "not estimated": they carry none of those figures, and the search shows them only with
 * the Commercial toggle on.
 *
 * The rule reads the listing's sub type as the feeds give it (Rightmove BLM names such as
 * 'Commercial Property', 'Land', 'Parking', 'Garages'; the demo's 'Mixed Use'). Written once
 * here: the derive step and the search interpolate the same pattern into their SQL
 * (PostgreSQL `~*` and JavaScript `RegExp` with the `i` flag read it alike: only alternation,
 * groups and bracket classes are used). A rental let as commercial (let type 'Commercial')
 * is also left out of the rent evidence (rent-comparables.ts).
 */
export const NON_RESIDENTIAL_SUB_TYPE_PATTERN =
  '(^|[^a-z])(commercial|mixed[ -]?use|retail|shops?|offices?|industrial|warehouses?|restaurants?|hotels?|guest ?house|leisure|land|plots?|parking|car park|garages?)([^a-z]|$)';

/** Let types of a rental that is not a home (BLM LET_TYPE_ID 4). */
export const NON_RESIDENTIAL_LET_TYPE_PATTERN = '(^|[^a-z])commercial([^a-z]|$)';

const subTypeRule = new RegExp(NON_RESIDENTIAL_SUB_TYPE_PATTERN, 'i');
const letTypeRule = new RegExp(NON_RESIDENTIAL_LET_TYPE_PATTERN, 'i');

/** Commercial, mixed-use, land or parking: no residential estimate, BMV, yield or ROI. */
export function isNonResidential(listing: { propertySubType: string | null }): boolean {
  return subTypeRule.test(listing.propertySubType ?? '');
}

/** A let of commercial premises (its let type). */
export function isCommercialLet(letType: string | null): boolean {
  return letTypeRule.test(letType ?? '');
}

/** Why a listing has no estimate, when the reason is its kind (the card's "not estimated"). */
export const NOT_ESTIMATED_TEXT =
  'Not estimated: commercial, mixed-use, land and parking are not valued on home sales and rents.';
