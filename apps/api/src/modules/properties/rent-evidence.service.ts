import {
  rentEstimate,
  rentOfUsed,
  type RentalEvidence,
  type RentUsed,
} from '@yardstick/core/estimates/rent-comparables';
import { isViewableSale } from '@yardstick/core/listings/listing-states';
import { PROPERTY_REMOVED_MESSAGE } from '@yardstick/core/property/property-details';
import {
  rentRuleWords,
  type RentEvidence,
  type RentUsedRow,
} from '@yardstick/core/property/rent-evidence';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import * as repo from './rent-evidence.repository.ts';

/**
 * GET /api/property-estimates/{id}/rent-evidence: the rentals the listing's rent estimate used
 * (docs/methodology.md "Rent, yield and ROI", its rentals-used paragraph): its PLO rental when it has one,
 * else the rentals core's `rentEstimate` picks from the derive's evidence window, the same
 * function the derive step's SQL is tested against. 404 as the details. No HTTP, no SQL.
 */
export async function rentEvidence(ctx: AppContext, id: string): Promise<RentEvidence> {
  const db = ctx.readDatabase.db;
  const subject = await repo.rentSubject(db, id);
  if (!subject || !isViewableSale(subject)) throw notFound(PROPERTY_REMOVED_MESSAGE);
  const asOf = await repo.listingsAsOf(db);
  const none: RentEvidence = {
    rentEstimate: subject.rent_estimate,
    source: 'none',
    rule: 'No rent estimate: too few rentals of its kind nearby.',
    step: null,
    letAgreedOnly: false,
    used: [],
    ruleRent: null,
    current: subject.rent_estimate === null,
    asOf,
  };
  if (!subject.residential) {
    return { ...none, rule: 'Not estimated: not a home (commercial, land or parking).' };
  }
  const pair = await repo.pairRental(db, id);
  if (pair) {
    const rent = Number(pair.rent);
    return {
      ...none,
      source: 'pair',
      rule: 'The rent of this same home, advertised to let (a PLO pair): no other rental is used.',
      used: [usedRow({ rental: evidenceOf(pair), metres: 0, weight: 1 }, 1, pair)],
      ruleRent: rent,
      current: rent === subject.rent_estimate,
    };
  }
  if (!asOf) return none;
  const rows = await repo.rentEvidence(db, subject, asOf);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const estimate = rentEstimate(
    {
      lat: subject.lat,
      lng: subject.lng,
      sector: subject.sector,
      type: subject.property_type,
      bedrooms: subject.bedrooms,
    },
    rows.map(evidenceOf),
    asOf,
  );
  if (!estimate) return none;
  const total = estimate.used.reduce((sum, u) => sum + u.weight, 0);
  const ruleRent = rentOfUsed(estimate.used);
  return {
    rentEstimate: subject.rent_estimate,
    source: 'comparables',
    rule: rentRuleWords({
      step: estimate.step,
      count: estimate.comparables,
      letAgreedOnly: estimate.letAgreedOnly,
      type: subject.property_type,
      bedrooms: subject.bedrooms,
    }),
    step: { radius: estimate.step.radius, months: estimate.step.months, type: estimate.step.type },
    letAgreedOnly: estimate.letAgreedOnly,
    used: estimate.used.map((u) => usedRow(u, total, byId.get(u.rental.id)!)),
    ruleRent,
    current: ruleRent === subject.rent_estimate,
    asOf,
  };
}

function evidenceOf(r: repo.RentalEvidenceRow): RentalEvidence {
  return {
    id: Number(r.id),
    lat: r.lat,
    lng: r.lng,
    sector: r.sector,
    type: r.property_type,
    bedrooms: r.bedrooms,
    rent: Number(r.rent),
    listedOn: r.listed_on,
    letAgreed: r.let_agreed,
  };
}

function usedRow(u: RentUsed, total: number, row: repo.RentalEvidenceRow): RentUsedRow {
  return {
    propertyId: row.id,
    propertyType: row.property_type,
    bedrooms: row.bedrooms,
    distance: u.metres === null ? null : Math.round(u.metres),
    listedOn: row.listed_on,
    rent: Number(row.rent),
    weight: total > 0 ? u.weight / total : 0,
    letAgreed: row.let_agreed,
    address: row.address,
    postCode: row.postcode,
  };
}
