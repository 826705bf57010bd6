/**
 * The one address composer (issue 37): what every place that prints an address uses (the
 * web's cards and details, the alert emails, the deal pack, the MCP summaries, ingest's
 * `address.display` when a supplier sends only the parts), so an address reads the same
 * everywhere and its postcode appears once.
 */

/** An address as Price Paid and the listings schema spell its parts. */
export interface AddressParts {
  saon?: string | null | undefined;
  paon?: string | null | undefined;
  street?: string | null | undefined;
  locality?: string | null | undefined;
  town?: string | null | undefined;
}

const clean = (text: string | null | undefined) => text?.trim().replace(/\s+/g, ' ') || null;

/** A building number ("41", "41A", "1-3"), written before its street without a comma. */
const NUMBER = /^\d+[A-Z]?(?:\s*-\s*\d+[A-Z]?)?$/i;

/**
 * The address shown for its parts, without the postcode: "Flat 7, 41 Oak Grove, Reading";
 * a named building keeps its comma ("The Poplars, Oak Grove"). Null when no part is given.
 */
export function composeAddress(parts: AddressParts): string | null {
  const saon = clean(parts.saon);
  const paon = clean(parts.paon);
  const street = clean(parts.street);
  const first =
    paon && street && NUMBER.test(paon) ? [`${paon} ${street}`] : [paon, street].filter(Boolean);
  const town = clean(parts.town);
  const locality = clean(parts.locality);
  const all = [saon, ...first, locality, town].filter(
    (part, i, list): part is string =>
      // "Reading, Reading": a locality that is the town is said once.
      !!part && list.findIndex((p) => p?.toLowerCase() === part.toLowerCase()) === i,
  );
  return all.length > 0 ? all.join(', ') : null;
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The address with its postcode, the postcode once: added after a comma unless the address
 * already ends with it (or holds it) in any spacing or case. Without an address, the
 * postcode; without either, `fallback`.
 */
export function addressWithPostcode(
  address: string | null | undefined,
  postcode: string | null | undefined,
  fallback = 'Address not given',
): string {
  const shown = clean(address);
  const code = clean(postcode);
  if (!shown) return code ?? fallback;
  if (!code || compact(shown).includes(compact(code))) return shown;
  return `${shown}, ${code}`;
}
