/**
 * The identity of one home across its sales and listings: its postcode with its SAON, PAON
 * and street normalised (lower case, every run of other characters than a-z and 0-9 to one
 * space, trimmed), as the derive step's `addressKey` and `listings.address_key` write them
 * ('flat 2|14|oak road'). 'FLAT 2, 14' and 'Flat 2 14' are the same home; '14' and '14A'
 * are not.
 */
export function normAddressPart(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'RG1 5AA|flat 2|14|oak road': postcode, then SAON, PAON and street normalised. */
export function homeKey(home: {
  postcode: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
}): string {
  return [
    home.postcode.toUpperCase().replace(/\s+/g, ' ').trim(),
    normAddressPart(home.saon),
    normAddressPart(home.paon),
    normAddressPart(home.street),
  ].join('|');
}
