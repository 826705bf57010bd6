import { bmvNeedsCheck } from '@yardstick/core/estimates/bmv-check';
import { addressParts, type AddressParts } from '@yardstick/core/analyse/address-parts';
import {
  ANALYSE_TENURE_LABELS,
  type AnalyseInput,
  type AnalysePropertyType,
  type AnalyseResult,
  type AnalyseTenure,
  type KnownAddress,
  type KnownAddresses,
  type ParsedListingText,
} from '@yardstick/core/analyse/analyse-schema';
import { parseListingText } from '@yardstick/core/analyse/parse-listing-text';
import { grossYield } from '@yardstick/core/estimates/figures';
import { nationFromPostcode, parsePostcode } from '@yardstick/core/geo/postcode';
import {
  PRICE_WARNING_EXPLANATIONS,
  PRICE_WARNING_LABELS,
} from '@yardstick/core/listings/price-warnings';
import { monthsBefore } from '@yardstick/core/reports/hpi';
import { transactionTax } from '@yardstick/core/tax/transaction-tax';
import { analyseAsListing } from '@yardstick/engine/derive/analyse.public';
import type { AppContext } from '../../context.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { roi } from '../calculator/calculator.public.ts';
import {
  deprivation,
  estimateEvidence,
  propertyDetails,
  rentEvidence,
  saleAddress,
} from '../properties/properties.public.ts';
import { hpiYields } from '../reports/reports.public.ts';
import * as repo from './analyse.repository.ts';

/**
 * Analyse any property (docs/http-api.md#analyse, docs/methodology.md "Analyse any
 * property"): the listing text parser, the addresses known for a postcode, and the analysis,
 * which values the property with the derive's own method (the engine's analyse face) and
 * reads its figures with the services that serve a listing's details. No HTTP, no SQL.
 */

export function parse(text: string): ParsedListingText {
  return parseListingText(text);
}

const PPD_TYPES = new Set(['D', 'S', 'T', 'F']);

function typeOfPpd(code: string | null): AnalysePropertyType | null {
  return code && PPD_TYPES.has(code) ? (code as AnalysePropertyType) : null;
}

/** An EPC certificate's property type and built form as a Price Paid type. */
function typeOfEpc(type: string | null, form: string | null): AnalysePropertyType | null {
  const t = (type ?? '').toLowerCase();
  const f = (form ?? '').toLowerCase();
  if (t.includes('flat') || t.includes('maisonette')) return 'F';
  if (f.includes('semi')) return 'S';
  if (f.includes('terrace')) return 'T';
  if (f.includes('detached')) return 'D';
  return null;
}

function tenureOf(text: string | null): AnalyseTenure | null {
  const t = (text ?? '').toLowerCase();
  if (t.includes('share of freehold')) return 'share-of-freehold';
  if (t.includes('leasehold') || t === 'l' || t.includes('rental')) return 'leasehold';
  if (t.includes('freehold') || t === 'f' || t.includes('owner')) return 'freehold';
  return null;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function canonicalPostcode(text: string): string {
  const parsed = parsePostcode(text);
  if (!parsed) throw invalid({ postCode: 'Must be a full UK postcode such as RG1 1AF' });
  return parsed.postcode;
}

/**
 * GET /api/analyse/addresses: the addresses known at the postcode, one per property: its
 * sale listings first, then Price Paid sales, then EPC certificates, each with what it tells
 * of the property (type, bedrooms, floor area, tenure, the latest price).
 */
export async function knownAddresses(ctx: AppContext, postCode: string): Promise<KnownAddresses> {
  const postcode = canonicalPostcode(postCode);
  const db = ctx.readDatabase.db;
  const [listings, sales, certificates] = await Promise.all([
    repo.listingAddresses(db, postcode),
    repo.saleAddresses(db, postcode),
    repo.epcAddresses(db, postcode),
  ]);
  const seen = new Set<string>();
  const addresses: KnownAddress[] = [];
  // Every sale listing is its own property (two may read alike: a feed may give no house
  // number); a sale or a certificate whose address reads as one already listed is left out.
  const add = (a: KnownAddress) => {
    const key = words(a.address);
    if (key === '' || (a.source !== 'listing' && seen.has(key))) return;
    seen.add(key);
    addresses.push(a);
  };
  for (const l of listings) {
    const address =
      l.address ??
      saleAddress({ saon: l.saon, paon: l.paon, street: l.street, locality: null, town: null });
    add({
      address,
      source: 'listing',
      ref: l.id,
      propertyType: typeOfPpd(l.property_type),
      bedrooms: l.bedrooms,
      floorArea: l.total_floor_area,
      tenure: tenureOf(l.tenure),
      price: l.list_price,
      date: l.listed_on,
    });
  }
  for (const s of sales) {
    add({
      address: saleAddress(s),
      source: 'price-paid',
      ref: s.transaction_id,
      propertyType: typeOfPpd(s.property_type),
      bedrooms: null,
      floorArea: s.total_floor_area,
      tenure: tenureOf(s.duration),
      price: s.price,
      date: s.date_of_transfer,
    });
  }
  for (const e of certificates) {
    add({
      address: [e.address1, e.address2, e.address3].filter((p) => p && p.trim()).join(', '),
      source: 'epc',
      ref: e.lmk_key,
      propertyType: typeOfEpc(e.property_type, e.built_form),
      bedrooms: null,
      floorArea: e.total_floor_area,
      tenure: tenureOf(e.tenure),
      price: null,
      date: e.lodged,
    });
  }
  return { postCode: postcode, addresses };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parts of the picked (or typed) address, and the listing it is when it is one. */
async function addressOf(
  ctx: AppContext,
  input: AnalyseInput,
): Promise<{ listingId: string | null; parts: AddressParts; address: string | null }> {
  const typed = input.address?.trim() || null;
  const typedParts = () => (typed ? addressParts(typed) : { saon: null, paon: null, street: null });
  const db = ctx.readDatabase.db;
  switch (input.addressSource) {
    case 'listing': {
      if (!input.addressRef || !/^\d{1,18}$/.test(input.addressRef)) {
        throw invalid({ addressRef: 'Must be a listing id' });
      }
      return { listingId: input.addressRef, parts: typedParts(), address: typed };
    }
    case 'price-paid': {
      const sale =
        input.addressRef && UUID.test(input.addressRef)
          ? await repo.saleByTransaction(db, input.addressRef)
          : undefined;
      if (!sale) throw invalid({ addressRef: 'Not a sale known at this postcode' });
      return {
        listingId: null,
        parts: { saon: sale.saon, paon: sale.paon, street: sale.street },
        address: typed ?? saleAddress(sale),
      };
    }
    case 'epc': {
      const cert = input.addressRef ? await repo.epcByKey(db, input.addressRef) : undefined;
      if (!cert) throw invalid({ addressRef: 'Not a certificate known at this postcode' });
      const text = [cert.address1, cert.address2, cert.address3].filter(Boolean).join(', ');
      return { listingId: null, parts: addressParts(text), address: typed ?? text };
    }
    default:
      return { listingId: null, parts: typedParts(), address: typed };
  }
}

/**
 * POST /api/analyse: the property valued as a sale listing with these inputs would be (the
 * same method, evidence and reference dates as the listings' figures), with the ROI single
 * let and HMO, stamp duty for the buyer's case, the area and the price warnings.
 */
export async function analyse(ctx: AppContext, raw: AnalyseInput): Promise<AnalyseResult> {
  const postcode = canonicalPostcode(raw.postCode);
  const input: AnalyseInput = { ...raw, postCode: postcode };
  const held = await repo.heldPostcode(ctx.database.db, postcode);
  if (!held) throw notFound('No data is held for this postcode');
  const place = await addressOf(ctx, input);
  const nation = nationFromPostcode(postcode) ?? 'england';
  const tenureWords = ANALYSE_TENURE_LABELS[input.tenure];
  const leaseText =
    input.leaseYears !== undefined && input.tenure !== 'freehold'
      ? `Lease: ${input.leaseYears} years remaining.`
      : null;
  const text = [input.text, leaseText].filter(Boolean).join('\n') || null;
  const result = await analyseAsListing(
    ctx.database,
    {
      listingId: place.listingId,
      postcode,
      address: place.address,
      ...place.parts,
      propertyType: input.propertyType,
      propertySubType: input.propertySubType ?? null,
      bedrooms: input.bedrooms,
      floorArea: input.floorArea ?? null,
      tenure: tenureWords,
      listPrice: input.askingPrice,
      priceQualifier: input.priceQualifier ?? null,
      text,
    },
    async ({ db, id, dates }) => {
      // Every read goes through the analysis's connection, which alone sees the property.
      const handle = { ...ctx.database, db };
      const on: AppContext = { ...ctx, database: handle, readDatabase: handle };
      const details = await propertyDetails(on, id);
      const evidence = await orNull(estimateEvidence(on, id));
      const rent = await rentEvidence(on, id);
      const given = input.monthlyRent ?? null;
      const roiOf = (calculatorType: 'SINGLE_LET' | 'HMO') =>
        orNull(
          roi(on, {
            propertyId: id,
            calculatorType,
            ...(given !== null ? { avgPropertyRent: given } : {}),
          }),
        );
      const [singleLet, hmo] = [await roiOf('SINGLE_LET'), await roiOf('HMO')];
      const dep = await orNull(deprivation(on, { postCode: postcode }));
      const hpi = await orNull(hpiYields(on, { postCode: postcode, duration: 60 }));
      return { details, evidence, rent, singleLet, hmo, dep, hpi, dates, given };
    },
  );
  if (!result) throw notFound('Property has been removed by the agent');
  const { details: d, evidence, rent, singleLet, hmo, dep, hpi, dates, given } = result;
  const ownPoint = place.listingId !== null && d.latitude !== null && d.longitude !== null;
  const monthly = given ?? d.rentEstimate;
  const stamp = transactionTax(input.askingPrice, nation, input.buyer);
  const clean = <T extends { propertyId: string | null }>(r: T | null) =>
    r && { ...r, propertyId: place.listingId };
  return {
    input,
    listingId: place.listingId,
    // The listing's own place, else (a property not listed, or a listing without a point)
    // its postcode's in the directory.
    location: {
      postCode: postcode,
      latitude: ownPoint ? d.latitude : held.lat,
      longitude: ownPoint ? d.longitude : held.lng,
      district: d.district ?? held.district,
      sector: d.sector ?? held.sector,
      nation,
      centroid: !ownPoint,
    },
    estimate: {
      point: d.estimatedPrice,
      low: d.range1Price,
      high: d.range2Price,
      confidence: d.estimateConfidence,
      priceEstimateType: d.priceEstimateType,
      comparables: d.estimateComparables,
      bmv: d.avgBmv,
      bmvCheck: bmvNeedsCheck(d.avgBmv, d.estimateConfidence, evidence?.bandAccuracy ?? null),
      evidence,
    },
    rent: { monthly, given, estimate: d.rentEstimate, evidence: rent },
    grossYield: given !== null ? grossYield(given, input.askingPrice) : d.avgYield,
    roi: { singleLet: clean(singleLet), hmo: clean(hmo) },
    stampDuty: { ...stamp, buyer: input.buyer, nation },
    area: {
      crimeRate: d.crimeRate,
      deprivation: dep,
      nearestSchoolName: d.nearestSchoolName,
      nearestSchoolDistanceMts: d.nearestSchoolDistanceMts,
      nearestSchoolOSRating: d.nearestSchoolOSRating,
      schoolLatitude: d.schoolLatitude,
      schoolLongitude: d.schoolLongitude,
      nearestBusStopName: d.nearestBusStopName,
      nearestBusStopDistanceMts: d.nearestBusStopDistanceMts,
      busLatitude: d.busLatitude,
      busLongitude: d.busLongitude,
      nearestRailwayStationName: d.nearestRailwayStationName,
      nearestRailwayStationDistanceMts: d.nearestRailwayStationDistanceMts,
      railwayLatitude: d.railwayLatitude,
      railwayLongitude: d.railwayLongitude,
      hpi: hpi && hpiChange(hpi),
      rentalDemand: d.rentalDemand,
    },
    priceWarnings: d.priceWarnings.map((w) => ({
      code: w.code,
      label: PRICE_WARNING_LABELS[w.code],
      explanation: PRICE_WARNING_EXPLANATIONS[w.code],
    })),
    asOf: dates.salesAsOf,
  };
}

/** A 404 of a part (no estimate, no deprivation data) as null; other errors stand. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The change of the local authority's house price index (all types) over the latest year
 * and the latest five years, from its year-on-year changes (the details' analytics series):
 * five years compound the five yearly changes ending at the latest month.
 */
function hpiChange(hpi: Awaited<ReturnType<typeof hpiYields>>): AnalyseResult['area']['hpi'] {
  const name = Object.keys(hpi.data).find((k) => !k.includes('·'));
  if (!name || !hpi.latestMonth) return null;
  const values = hpi.data[name]!;
  const at = (monthsBack: number) => {
    const month = monthsBefore(`${hpi.latestMonth!.slice(0, 7)}-01`, monthsBack).slice(0, 7);
    const i = hpi.series.indexOf(month);
    return i >= 0 ? (values[i] ?? null) : null;
  };
  const oneYear = at(0);
  const yearly = [0, 12, 24, 36, 48].map(at);
  const fiveYears = yearly.every((v) => v !== null)
    ? Math.round((yearly.reduce((p, v) => p * (1 + (v as number) / 100), 1) - 1) * 100 * 10) / 10
    : null;
  return { name, month: hpi.latestMonth.slice(0, 7), oneYear, fiveYears };
}
