/**
 * A typed or EPC address split into the parts a listing and a Price Paid record hold (SAON,
 * PAON, street), so an analysed property is matched to its own sales and certificates as a
 * listing is ('Flat 2, 14 Oak Road, Reading' -> 'Flat 2' | '14' | 'Oak Road').
 * The town and postcode that may follow the street are left out.
 */
export interface AddressParts {
  saon: string | null;
  paon: string | null;
  street: string | null;
}

const SUB_BUILDING =
  /^(?:flat|apartment|apt|unit|room|studio|maisonette|floor|basement|ground floor|first floor|second floor|top floor)\b/i;

export function addressParts(text: string): AddressParts {
  const parts = text
    .replace(/\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi, '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  let saon: string | null = null;
  if (parts.length > 1 && SUB_BUILDING.test(parts[0]!)) saon = parts.shift()!;
  const first = parts.shift() ?? null;
  if (first === null) return { saon, paon: null, street: null };
  // '14 Oak Road', '14a Oak Road', '14-16 Oak Road': the number is the PAON.
  const numbered = /^(\d+[a-z]?(?:\s*-\s*\d+[a-z]?)?)\s+(.+)$/i.exec(first);
  if (numbered) return { saon, paon: numbered[1]!, street: numbered[2]! };
  // 'Flat 2 14 Oak Road' without commas.
  const flat = /^((?:flat|apartment|unit)\s+\S+)\s+(\d+[a-z]?)\s+(.+)$/i.exec(first);
  if (flat) return { saon: flat[1]!, paon: flat[2]!, street: flat[3]! };
  // 'Rose Cottage, Oak Road': a named house, then its street.
  return { saon, paon: first, street: parts[0] ?? null };
}
