import type { SqlRunner } from '@yardstick/db/sql-runner';

/** Where a listing is placed: its postcode, or (given alone) its outward code. */
export interface ListingPlace {
  postcode?: unknown;
  district?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Why each listing cannot be placed, by the one rule of pushes and file imports (issue 37
 * item 4): a postcode (or, given alone, an outward code) the postcode directory does not hold
 * places it nowhere, so it would get no figures; undefined when it can be placed. While no
 * directory is loaded (an empty `postcodes` table) every listing is taken as it is.
 */
export async function unplacedReasons(
  sql: SqlRunner,
  listings: readonly ListingPlace[],
): Promise<(string | undefined)[]> {
  if (listings.length === 0) return [];
  const postcodes = [...new Set(listings.map((l) => text(l.postcode)).filter((p) => !!p))];
  const districts = [
    ...new Set(
      listings
        .filter((l) => !text(l.postcode))
        .map((l) => text(l.district))
        .filter((d) => !!d),
    ),
  ];
  const { rows } = await sql.query<{ kind: string; code: string }>(
    `SELECT 'any' AS kind, '' AS code WHERE EXISTS (SELECT 1 FROM postcodes)
     UNION ALL
     SELECT 'postcode', postcode FROM postcodes WHERE postcode = ANY($1::text[])
     UNION ALL
     SELECT DISTINCT 'district', district FROM postcodes WHERE district = ANY($2::text[])`,
    [postcodes, districts],
  );
  if (!rows.some((r) => r.kind === 'any')) return listings.map(() => undefined);
  const known = new Set(rows.map((r) => `${r.kind}:${r.code}`));
  return listings.map((l) => {
    const postcode = text(l.postcode);
    const district = text(l.district);
    const code = postcode ?? district;
    if (code === undefined || known.has(postcode ? `postcode:${postcode}` : `district:${code}`)) {
      return undefined;
    }
    return `"${code}" is not a postcode the directory holds`;
  });
}

/** The field a reason of `unplacedReasons` is about. */
export const PLACE_FIELD = 'address.postcode';

/**
 * An importer's `screen` for listings (Importer.screen): the rows the directory cannot place
 * are rejected on their lines with the reason a push gives (`address.postcode: ...`).
 */
export async function screenListings(
  sql: SqlRunner,
  rows: readonly { row: ListingPlace }[],
): Promise<(string | undefined)[]> {
  const reasons = await unplacedReasons(
    sql,
    rows.map((r) => r.row),
  );
  return reasons.map((reason) => (reason === undefined ? undefined : `${PLACE_FIELD}: ${reason}`));
}
