import { PROPERTY_TYPE_NAMES, type DemoProperty } from './property-model.ts';
import type { Random } from '@yardstick/core/random/seeded-random';
import {
  caveatFeature,
  caveatParagraph,
  caveatSummary,
  type ListingCaveat,
} from './listing-caveats.ts';

/**
 * Agent-style summary, description and bullet features of a demo listing. The phrases that
 * search and filters look for (cash buyers only, HMO, auction, reduced, no onward chain,
 * tenanted investment, commercial) appear exactly when the listing has that trait.
 */

/** Why a sale is to cash buyers only: lenders refuse the construction, the condition or movement. */
export const CASH_ONLY_REASONS = {
  construction:
    'Due to the construction type the property may not be suitable for a mortgage, so we can accept cash buyers only.',
  condition:
    'The property has no working kitchen or bathroom and needs full modernisation, so it is offered to cash buyers only.',
  structural:
    'A structural survey found historic movement to the rear wall; offers are invited from cash buyers only.',
} as const;
export type CashOnlyReason = keyof typeof CASH_ONLY_REASONS;

export interface ListingTraits {
  transaction: 'sale' | 'rent';
  cashOnly: boolean;
  auction: boolean;
  hmo: boolean;
  tenanted: boolean;
  reduced: boolean;
  noChain: boolean;
  roomLet: boolean;
  /** Monthly rent (rent listings; the passing rent for tenanted and HMO sales). */
  rentPcm: number | null;
  furnished: string | null;
  /** Why a cash-only sale is (default: the construction type). */
  cashReason?: CashOnlyReason;
  /** What the sale is of when it is not a whole home on the open market (listing-caveats.ts). */
  caveat?: ListingCaveat | null;
}

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
const gbp = (n: number) => `£${Math.round(n).toLocaleString('en-GB')}`;

function bedroomsPhrase(bedrooms: number): string {
  if (bedrooms === 0) return 'Studio';
  return `${NUMBER_WORDS[bedrooms] ?? bedrooms} bedroom`;
}

function typePhrase(p: DemoProperty): string {
  if (p.type === 'O') return p.subType.toLowerCase();
  if (p.subType === 'Studio') return 'studio flat';
  if (/bungalow/i.test(p.subType)) return p.subType.toLowerCase();
  if (p.type === 'F') return p.subType === 'Apartment' ? 'apartment' : p.subType.toLowerCase();
  if (p.subType === 'End of Terrace') return 'end of terrace house';
  return PROPERTY_TYPE_NAMES[p.type];
}

export function listingTitle(p: DemoProperty, traits: ListingTraits): string {
  if (traits.roomLet) return `Room to rent in a ${p.bedrooms} bedroom shared house`;
  if (p.type === 'O') return p.subType;
  return p.bedrooms === 0 ? 'Studio flat' : `${bedroomsPhrase(p.bedrooms)} ${typePhrase(p)}`;
}

export function listingFeatures(
  p: DemoProperty,
  traits: ListingTraits,
  epcRating: string | null,
  random: Random,
): string[] {
  const f: string[] = [listingTitle(p, traits)];
  const caveat = traits.caveat ? caveatFeature(traits.caveat) : null;
  if (caveat) f.push(caveat);
  if (traits.cashOnly) f.push('Cash buyers only');
  if (traits.auction) f.push('For sale by auction');
  if (traits.hmo) f.push('Licensed HMO');
  if (traits.tenanted && traits.rentPcm) f.push(`Tenanted at ${gbp(traits.rentPcm)} pcm`);
  if (traits.reduced) f.push('Price reduced');
  if (traits.noChain) f.push('No onward chain');
  if (p.type !== 'F' && p.type !== 'O')
    f.push(
      random.pick([
        'Rear garden',
        'South-facing rear garden',
        'Enclosed garden',
        'Front and rear gardens',
      ]),
    );
  if (p.type === 'D' || (p.type === 'S' && random.chance(0.6)))
    f.push(random.pick(['Off-road parking', 'Driveway parking', 'Garage and driveway']));
  if (p.type === 'F')
    f.push(
      random.pick([
        'Allocated parking',
        'Lift access',
        'Secure entry system',
        'Communal gardens',
        'Balcony',
      ]),
    );
  f.push(
    random.pick([
      'Gas central heating',
      'Double glazing throughout',
      'Modern kitchen',
      'Recently refurbished',
      'Period features',
    ]),
  );
  if (p.bathrooms > 1) f.push(`${NUMBER_WORDS[p.bathrooms] ?? p.bathrooms} bathrooms`);
  if (traits.transaction === 'sale') f.push(p.tenure === 'L' ? 'Leasehold' : 'Freehold');
  if (traits.furnished) f.push(traits.furnished);
  if (epcRating) f.push(`EPC rating ${epcRating}`);
  f.push(
    random.pick([
      'Close to local shops',
      'Walking distance to the station',
      'Near good schools',
      'Close to the park',
    ]),
  );
  return f;
}

export function listingSummary(p: DemoProperty, traits: ListingTraits, random: Random): string {
  const place = p.unit.locality ?? p.unit.town;
  const what = listingTitle(p, traits).toLowerCase();
  if (traits.roomLet) {
    return `A double room in a well-kept shared house on ${p.street}, ${place}, with bills included and a shared kitchen and lounge.`;
  }
  const opener =
    traits.transaction === 'rent'
      ? random.pick([
          `A ${what} to let on ${p.street} in ${place}.`,
          `Available to rent: a ${what} in ${place}.`,
        ])
      : random.pick([
          `A ${what} on ${p.street}, ${place}.`,
          `We are pleased to offer this ${what} in the popular area of ${place}.`,
          `Offered to the market, a ${what} in ${place}.`,
        ]);
  const extras: string[] = [];
  const caveat = traits.caveat ? caveatSummary(traits.caveat) : null;
  if (caveat) extras.push(caveat);
  if (traits.cashOnly) extras.push('Cash buyers only.');
  if (traits.auction) extras.push('For sale by modern method of auction.');
  if (traits.hmo)
    extras.push(
      `Currently run as a licensed HMO${traits.rentPcm ? ` producing ${gbp(traits.rentPcm * 12)} a year` : ''}.`,
    );
  if (traits.tenanted && !traits.hmo)
    extras.push('An investment opportunity with a tenant in place.');
  if (traits.reduced) extras.push('Price reduced for a quick sale.');
  if (traits.noChain) extras.push('No onward chain.');
  return [opener, ...extras].join(' ');
}

export function listingDescription(p: DemoProperty, traits: ListingTraits, random: Random): string {
  const place = p.unit.locality ?? p.unit.town;
  const paragraphs: string[] = [listingSummary(p, traits, random)];
  const rooms: string[] = [];
  if (p.type === 'F') {
    rooms.push(
      `The accommodation comprises an entrance hall, an open-plan living and dining room with ${random.pick(['a modern fitted kitchen', 'a kitchen area with integrated appliances', 'a separate galley kitchen'])}`,
    );
  } else {
    rooms.push(
      `On the ground floor there ${p.receptions > 1 ? `are ${NUMBER_WORDS[p.receptions]?.toLowerCase()} reception rooms` : 'is a bright lounge'} and ${random.pick(['a fitted kitchen', 'a kitchen diner opening onto the garden', 'a modern kitchen with utility area'])}`,
    );
  }
  if (p.bedrooms > 0) {
    rooms.push(
      `${p.bedrooms === 1 ? 'one bedroom' : `${NUMBER_WORDS[p.bedrooms]?.toLowerCase()} bedrooms`} and ${p.bathrooms > 1 ? `${NUMBER_WORDS[p.bathrooms]?.toLowerCase()} bathrooms` : 'a family bathroom'}`,
    );
  }
  paragraphs.push(
    `${rooms.join(', with ')}. The internal floor area is approximately ${p.floorArea} square metres.`,
  );
  if (p.type !== 'F' && p.type !== 'O') {
    paragraphs.push(
      random.pick([
        'Outside there is a low-maintenance front garden and an enclosed rear garden with a patio.',
        'To the rear is a generous lawned garden with mature borders and a garden shed.',
        'The rear garden is south-facing and not overlooked.',
      ]),
    );
  }
  if (traits.caveat) paragraphs.push(caveatParagraph(traits.caveat));
  if (traits.hmo) {
    paragraphs.push(
      `The property is currently let as a ${p.bedrooms}-bedroom house in multiple occupation (HMO) with a licence from the council. An ideal purchase for an investor; tenancy details on request.`,
    );
  }
  if (traits.auction) {
    paragraphs.push(
      'This property is offered for sale by auction (modern method). The buyer pays a reservation fee and must exchange within 28 days and complete within a further 28 days. Guide price only.',
    );
  }
  if (traits.cashOnly) paragraphs.push(CASH_ONLY_REASONS[traits.cashReason ?? 'construction']);
  if (traits.transaction === 'rent' && !traits.roomLet) {
    paragraphs.push(
      `Available ${random.pick(['immediately', 'from next month', 'now'])}, ${traits.furnished?.toLowerCase() ?? 'unfurnished'}. Deposit of five weeks' rent. Sorry, no smokers.`,
    );
  }
  paragraphs.push(
    `${place} is ${random.pick(['well served by shops, cafes and schools', 'a popular residential area with good transport links', 'close to parks, local amenities and public transport'])}, and ${p.unit.town} city centre is a short journey away.`,
  );
  return paragraphs.join('\n\n');
}
