import { Random } from '@yardstick/core/random/seeded-random';
import type { DemoProperty } from './property-model.ts';

/**
 * What some real sale listings sell that is not a whole home on the open market, and say so in
 * their own text: a shared-ownership share, a retirement flat, a short lease, a part share, a
 * house of non-standard construction (docs/methodology.md "Price warnings"). The demo gives a
 * small, realistic share of its sale listings one of these, priced as such listings are (a
 * share's price, the discount the market applies), so the price warnings have something to
 * find. A long lease stated in full is a negative: a leasehold flat that says how long its
 * lease runs and is priced normally.
 *
 * Drawn from a stream of its own (`listing-caveat`, per property), so every other draw of the
 * demo is what it was without them.
 */
export type ListingCaveat =
  | { kind: 'shared-ownership'; sharePct: number; rentPcm: number; provider: string }
  | { kind: 'retirement'; minAge: number; home: 'apartment' | 'bungalow' }
  | { kind: 'short-lease'; years: number }
  | { kind: 'part-share'; share: 'half' | 'one-third' | '50%' }
  | { kind: 'non-standard'; system: string }
  | { kind: 'long-lease'; text: string };

/** Shares of the sale listings that get each caveat (of the kind of home it applies to). */
export const CAVEAT_RATES = {
  /** Of flats: shared ownership resales and new shares (about 3% of flats for sale). */
  sharedOwnershipFlats: 0.03,
  /** Of houses. */
  sharedOwnershipHouses: 0.005,
  /** Of flats and of bungalows: retirement and age-restricted homes. */
  retirementFlats: 0.03,
  retirementBungalows: 0.04,
  /** Of leasehold flats: a lease under 80 years that the listing states. */
  shortLease: 0.03,
  /** Of houses: half or a third of a house sold by one co-owner. */
  partShare: 0.003,
  /** Of terraced and semi-detached houses: Airey, BISF, PRC, Wimpey no-fines. */
  nonStandard: 0.015,
  /** Of the other leasehold flats: the lease stated in full (long: a negative). */
  longLeaseStated: 0.3,
} as const;

const PROVIDERS = ['Clarion Housing', 'L&Q', 'Places for People', 'Sovereign', 'Onward Homes'];
const SYSTEMS = [
  'Airey',
  'BISF (British Steel)',
  'Wimpey no-fines',
  'PRC (precast reinforced concrete)',
];

/** The caveat of a property's sale listing, if any (its own stream). */
export function pickCaveat(seed: number | string, property: DemoProperty): ListingCaveat | null {
  const random = new Random(seed, 'listing-caveat', property.id);
  const flat = property.type === 'F';
  const house = property.type === 'T' || property.type === 'S' || property.type === 'D';
  const bungalow = /bungalow/i.test(property.subType);
  const r = random.next();
  if (flat) {
    let edge = CAVEAT_RATES.sharedOwnershipFlats;
    if (r < edge) return sharedOwnership(random, property);
    edge += CAVEAT_RATES.retirementFlats;
    if (r < edge) {
      return { kind: 'retirement', minAge: random.pick([55, 60, 60, 65]), home: 'apartment' };
    }
    if (property.tenure === 'L') {
      edge += CAVEAT_RATES.shortLease;
      if (r < edge) return { kind: 'short-lease', years: random.int(48, 78) };
      if (random.chance(CAVEAT_RATES.longLeaseStated)) {
        return {
          kind: 'long-lease',
          text: random.pick([
            `Leasehold with approximately ${random.int(95, 240)} years remaining on the lease.`,
            'The lease was extended to 999 years in 2021.',
            `Lease: ${random.int(100, 150)} years remaining. Service charge and ground rent on request.`,
          ]),
        };
      }
    }
    return null;
  }
  if (!house) return null;
  let edge = CAVEAT_RATES.sharedOwnershipHouses;
  if (r < edge) return sharedOwnership(random, property);
  if (bungalow) {
    edge += CAVEAT_RATES.retirementBungalows;
    if (r < edge) return { kind: 'retirement', minAge: random.pick([55, 60]), home: 'bungalow' };
  }
  edge += CAVEAT_RATES.partShare;
  if (r < edge) return { kind: 'part-share', share: random.pick(['half', 'one-third', '50%']) };
  if (property.type === 'T' || property.type === 'S') {
    edge += CAVEAT_RATES.nonStandard;
    if (r < edge) return { kind: 'non-standard', system: random.pick(SYSTEMS) };
  }
  return null;
}

function sharedOwnership(random: Random, property: DemoProperty): ListingCaveat {
  const sharePct = random.pick([25, 30, 35, 40, 40, 50, 50, 60, 75]);
  // Rent on the unsold share: about 2.75% a year of its value.
  const rentPcm = Math.round((property.valueToday * (1 - sharePct / 100) * 0.0275) / 12);
  return { kind: 'shared-ownership', sharePct, rentPcm, provider: random.pick(PROVIDERS) };
}

/**
 * The asking price of a listing with a caveat, as a share of the home's open-market value: a
 * share's price is the share; the others sell at the discount the market applies (retirement
 * flats resell well below other flats; a short lease costs its extension; a part share is
 * worth less than its fraction; lenders refuse non-standard construction).
 */
export function caveatPriceFactor(
  seed: number | string,
  caveat: ListingCaveat,
  property: DemoProperty,
): number | null {
  const random = new Random(seed, 'listing-caveat-price', property.id);
  switch (caveat.kind) {
    case 'shared-ownership':
      return caveat.sharePct / 100;
    case 'retirement':
      return random.range(0.5, 0.75);
    case 'short-lease':
      return random.range(0.62 + (caveat.years - 48) * 0.008, 0.75 + (caveat.years - 48) * 0.006);
    case 'part-share':
      return (caveat.share === 'one-third' ? 1 / 3 : 0.5) * random.range(0.8, 0.95);
    case 'non-standard':
      return random.range(0.65, 0.82);
    case 'long-lease':
      return null;
  }
}

const gbp = (n: number) => `£${Math.round(n).toLocaleString('en-GB')}`;

/** The caveat in the listing's summary (one sentence), as agents put it up front. */
export function caveatSummary(caveat: ListingCaveat): string | null {
  switch (caveat.kind) {
    case 'shared-ownership':
      return `Shared ownership: a ${caveat.sharePct}% share is offered.`;
    case 'retirement':
      return `A retirement ${caveat.home} for the over ${caveat.minAge}s.`;
    case 'short-lease':
      return 'Short lease, priced accordingly.';
    case 'part-share':
      return `A ${caveat.share} share of this house is offered for sale.`;
    case 'non-standard':
      return 'Of non-standard construction.';
    case 'long-lease':
      return null;
  }
}

/** The caveat's paragraph of the description. */
export function caveatParagraph(caveat: ListingCaveat): string {
  switch (caveat.kind) {
    case 'shared-ownership':
      return `This home is offered on a shared ownership basis with ${caveat.provider}: the asking price is for a ${caveat.sharePct}% share, with rent of ${gbp(caveat.rentPcm)} per month payable on the remaining ${100 - caveat.sharePct}% share. Buyers must meet the shared ownership eligibility criteria; staircasing is available.`;
    case 'retirement':
      return `A retirement development for the over ${caveat.minAge}s, with a house manager on site during the week, a 24 hour careline, a residents' lounge and a guest suite. At least one resident must be aged ${caveat.minAge} or over.`;
    case 'short-lease':
      return `Leasehold with ${caveat.years} years remaining on the lease. The lease will need extending; a buyer should take advice on the cost before offering, and cash buyers are likely to be best placed.`;
    case 'part-share':
      return `Please note the sale is of a ${caveat.share} share of the property only, held as tenants in common; the co-owner retains the remaining share and continues to live in the house.`;
    case 'non-standard':
      return `The house is of ${caveat.system} non-standard construction and has not been repaired under an approved scheme, so many lenders will not lend on it.`;
    case 'long-lease':
      return caveat.text;
  }
}

/** The caveat's bullet feature, if it has one. */
export function caveatFeature(caveat: ListingCaveat): string | null {
  switch (caveat.kind) {
    case 'shared-ownership':
      return `${caveat.sharePct}% shared ownership`;
    case 'retirement':
      return `Over ${caveat.minAge}s only`;
    case 'short-lease':
      return `${caveat.years} years remaining on the lease`;
    case 'part-share':
      return `${caveat.share === 'half' ? 'Half' : caveat.share === '50%' ? '50%' : 'One-third'} share for sale`;
    case 'non-standard':
      return 'Non-standard construction';
    case 'long-lease':
      return null;
  }
}

/** The price qualifier: half the shared-ownership listings say so there too (BLM code 9). */
export function caveatQualifier(caveat: ListingCaveat | null, drawn: string | null): string | null {
  if (caveat?.kind === 'shared-ownership' && caveat.sharePct % 10 === 0) return 'Shared Ownership';
  return drawn;
}

/** The tenure: shared ownership is always leasehold. */
export function caveatTenure(caveat: ListingCaveat | null, drawn: string): string {
  return caveat?.kind === 'shared-ownership' ? 'Leasehold' : drawn;
}
