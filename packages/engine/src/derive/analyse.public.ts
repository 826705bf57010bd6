import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '@yardstick/db/database';
import type { Database } from '@yardstick/db/schema';
import { DeriveSession } from './derive-session.ts';
import { derivePloPairs } from './rents.ts';
import { deriveRentalDemand } from './listing-figures.ts';
import {
  type DeriveDates,
  DERIVE_VERSION,
  deriveTargetFigures,
  readState,
  referenceDates,
  tenYearsBefore,
} from './run-derive.ts';
import { buildTargetsOf } from './targets.ts';

/**
 * The analysis of one property (issue 29, docs/methodology.md "Analyse any property"): the
 * derive's own method run on one sale listing, so a property that is not listed is valued
 * exactly as a listing with the same inputs would be, and a listed property's analysis with
 * its own inputs gives its own figures.
 *
 * In one transaction on one connection that is always rolled back: the property becomes a
 * sale listing (a listed property's own row takes the inputs; any other property is a new
 * row), the derive's steps run on it alone with the reference dates of the last derive run
 * (deriveTargetFigures: the same evidence windows, the stored local price index), and `read`
 * reads its figures with the same queries that serve a listing's details. Nothing of it is
 * ever committed, and other connections never see it.
 */

/** The property to analyse, as a sale listing's fields. */
export interface AnalyseListingInput {
  /** A sale listing the property is (its row takes the inputs below), else null. */
  listingId: string | null;
  postcode: string;
  address: string | null;
  saon: string | null;
  paon: string | null;
  street: string | null;
  /** D, S, T or F. */
  propertyType: string;
  propertySubType: string | null;
  bedrooms: number;
  floorArea: number | null;
  /** As a feed words it: 'Freehold', 'Leasehold', 'Share of freehold'. */
  tenure: string;
  listPrice: number;
  priceQualifier: string | null;
  /** Pasted listing text, read for price warnings as a listing's own text. */
  text: string | null;
}

export interface AnalyseContext {
  /** The connection the analysis runs on: reads through it see the property's figures. */
  db: Kysely<Database>;
  /** The listing id that holds the property's figures until the rollback. */
  id: string;
  dates: DeriveDates;
}

/**
 * Values `input` with the derive's method and returns what `read` reads of it; the work is
 * rolled back. Null when `listingId` names no sale listing.
 */
export async function analyseAsListing<T>(
  handle: DatabaseHandle,
  input: AnalyseListingInput,
  read: (context: AnalyseContext) => Promise<T>,
): Promise<T | null> {
  return handle.db.connection().execute(async (conn) => {
    const s = new DeriveSession(conn);
    await s.exec(sql`BEGIN`);
    s.inTransaction = true;
    try {
      const state = await readState(s);
      const dates: DeriveDates =
        state && state.version === DERIVE_VERSION
          ? {
              salesAsOf: state.salesAsOf,
              listingsAsOf: state.listingsAsOf,
              hpiMonth: state.hpiMonth,
            }
          : await referenceDates(s, undefined);
      const id = await placeListing(conn, input, dates);
      if (id === null) return null;
      await buildTargetsOf(s, [id]);
      await derivePloPairs(s, { listingsAsOf: dates.listingsAsOf, ofTargets: true });
      await deriveRentalDemand(s, { listingsAsOf: dates.listingsAsOf });
      await deriveTargetFigures(s, {
        full: false,
        dates,
        salesFrom: tenYearsBefore(dates.salesAsOf),
      });
      return await read({ db: conn, id, dates });
    } finally {
      await s.exec(sql`ROLLBACK`).catch(() => undefined);
    }
  });
}

/** The property as a sale listing row (inside the transaction); its id. */
async function placeListing(
  db: Kysely<Database>,
  input: AnalyseListingInput,
  dates: DeriveDates,
): Promise<string | null> {
  const fields = {
    list_price: input.listPrice,
    price_qualifier: input.priceQualifier,
    property_type: input.propertyType,
    bedrooms: input.bedrooms,
    total_floor_area: input.floorArea,
    tenure: input.tenure,
    // A listing keeps its own sub type unless one is given.
    ...(input.propertySubType !== null ? { property_sub_type: input.propertySubType } : {}),
  };
  if (input.listingId !== null) {
    const row = await db
      .updateTable('listings')
      .set({
        ...fields,
        // The pasted text is read beside the listing's own.
        ...(input.text
          ? { features: sql<string[]>`features || ARRAY[${input.text}]::text[]` }
          : {}),
      })
      .where('id', '=', Number(input.listingId))
      .where('transaction_type', '=', 'sale')
      .returning('id')
      .executeTakeFirst();
    return row ? String(row.id) : null;
  }
  // Placed at its postcode in the directory, as an imported listing without coordinates is
  // (the listings importer's beforeListingsMerge): its area, district, sector and point.
  const place = await db
    .selectFrom('postcodes')
    .select(['area', 'district', 'sector', 'lat', 'lng'])
    .where('postcode', '=', input.postcode)
    .executeTakeFirst();
  const row = await db
    .insertInto('listings')
    .values({
      source: 'analyse',
      source_ref: randomUUID(),
      transaction_type: 'sale',
      status: 'available',
      address: input.address,
      saon: input.saon,
      paon: input.paon,
      street: input.street,
      postcode: input.postcode,
      area: place?.area ?? null,
      district: place?.district ?? null,
      sector: place?.sector ?? null,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      description: input.text,
      listed_on: dates.listingsAsOf,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
