/**
 * The fast path for a bulk Price Paid line in its common, clean form: one regular
 * expression validates all 16 fields and captures them, and the COPY text is built from
 * the captures without any intermediate object. Lines it does not match (odd quoting,
 * spaces at the ends of a field, a 29th-31st day, record status D, anything invalid) go
 * through the full field-by-field path, which accepts or rejects them with a reason.
 */
const TEXT = '"((?:[^"\\\\\\t\\s]|[^"\\\\\\t\\s][^"\\\\\\t]*[^"\\\\\\t\\s])?)"';
const FAST_LINE = new RegExp(
  [
    '^"\\{([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\\}"',
    '"([1-9][0-9]{0,8})"',
    '"((?:199[5-9]|20[0-9]{2})-(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])) 00:00"',
    '"((?:([A-Z]{1,2}[0-9][A-Z0-9]?) ([0-9])[A-Z]{2})?)"',
    '"([DSTFO])"',
    '"([YN])"',
    '"([FLU])"',
    TEXT, // PAON
    TEXT, // SAON
    TEXT, // street
    TEXT, // locality
    TEXT, // town
    TEXT, // district
    TEXT, // county
    '"([AB])"',
    '"([AC])"$',
  ].join(','),
);

const NULL = '\\N';

/**
 * The COPY text of the sold_prices columns (ppd-importer.ts order) for a clean bulk line,
 * or undefined when the line needs the full path.
 */
export function fastPricePaidCopy(line: string): string | undefined {
  const m = FAST_LINE.exec(line);
  if (!m) return undefined;
  const postcode = m[4] as string;
  const outward = m[5];
  // Array.join gives one flat string: a template literal would keep a rope of the
  // captures (and through them the whole chunk read) alive until the batch is written.
  return [
    m[1],
    m[2],
    m[3],
    postcode === '' ? NULL : postcode,
    m[7],
    m[8],
    m[9],
    m[10] || NULL,
    m[11] || NULL,
    m[12] || NULL,
    m[13] || NULL,
    m[14] || NULL,
    m[15] || NULL,
    m[16] || NULL,
    m[17],
    m[18],
    outward ? `${outward} ${m[6]}` : NULL,
    outward ?? NULL,
  ].join('\t');
}
