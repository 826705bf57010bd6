import { describe, expect, it } from 'vitest';
import {
  FAR_BELOW_SPREADS,
  PRICE_WARNING_CODES,
  PRICE_WARNING_EXPLANATIONS,
  PRICE_WARNING_LABELS,
  farBelowComparables,
  priceWarnings,
  priceWarningsOf,
  type PriceWarningCode,
  type PriceWarningInput,
} from './price-warnings.ts';

const ofText = (description: string, extra: PriceWarningInput = {}) =>
  priceWarnings({ description, ...extra });

/** Each phrasing (as agents write them) and the codes it must give, exactly. */
function expectCases(cases: readonly (readonly [string, PriceWarningCode[]])[]) {
  for (const [text, codes] of cases) {
    expect({ text, codes: ofText(text) }).toEqual({ text, codes });
  }
}

describe('priceWarnings: shared ownership', () => {
  it('reads the scheme however it is written', () => {
    expectCases([
      ['SHARED OWNERSHIP - 40% share of a two bedroom apartment', ['shared-ownership']],
      ['Offered on a shared-ownership basis with Clarion Housing.', ['shared-ownership']],
      [
        'Part buy, part rent: 35% share, rent of £512 pcm on the remaining share',
        ['shared-ownership'],
      ],
      ['Part-buy/part-rent apartment', ['shared-ownership']],
      [
        'A 25% share is offered; rent is payable on the remaining 75% to the housing association',
        ['shared-ownership'],
      ],
      [
        'Shared equity scheme: the price shown is for 75% of the market value.',
        ['shared-ownership'],
      ],
      ['Staircasing available up to 100%.', ['shared-ownership']],
    ]);
  });

  it('leaves homes that are not, or no longer, shared ownership', () => {
    expectCases([
      ['Please note this is not a shared ownership property.', []],
      ['Not shared ownership - the full 100% is for sale.', []],
      ['No shared ownership, no chain.', []],
      ['Originally bought through shared ownership, now staircased to 100% and sold outright.', []],
      ['Owned outright: 100% ownership.', []],
    ]);
  });

  it('takes the tenure and the price qualifier (BLM and Zoopla codes)', () => {
    expect(priceWarnings({ tenure: 'shared_ownership' })).toEqual(['shared-ownership']);
    expect(priceWarnings({ priceQualifier: 'Shared Ownership' })).toEqual(['shared-ownership']);
    expect(priceWarnings({ priceQualifier: 'Part Buy Part Rent' })).toEqual(['shared-ownership']);
    expect(priceWarnings({ priceQualifier: 'Shared Equity' })).toEqual(['shared-ownership']);
    expect(priceWarnings({ priceQualifier: 'Guide Price' })).toEqual([]);
  });
});

describe('priceWarnings: retirement', () => {
  it('reads age limits and retirement schemes', () => {
    expectCases([
      ['A retirement apartment for the over 60s with a house manager.', ['retirement']],
      ['Exclusively for the over-55s.', ['retirement']],
      ["Over 55's development with communal lounge", ['retirement']],
      ['Residents must be aged 60 and over.', ['retirement']],
      ['Age restricted: minimum age 55.', ['retirement']],
      ['A McCarthy & Stone development close to the town centre', ['retirement']],
      ['Part of a McCarthy Stone development with an emergency call system.', ['retirement']],
      ['Sheltered housing with a 24 hour careline', ['retirement']],
      ['Warden assisted flat', ['retirement']],
      ['Retirement living at its best', ['retirement']],
    ]);
    expect(priceWarnings({ propertySubType: 'Retirement Property' })).toEqual(['retirement']);
    expect(priceWarnings({ propertySubType: 'Sheltered Housing' })).toEqual(['retirement']);
  });

  it('leaves homes without an age limit', () => {
    expectCases([
      ['There is no age restriction on this development.', []],
      ['Not age restricted, ideal for first time buyers.', []],
      ['Ideal for first time buyers, downsizers or those looking to retire.', []],
      ['Over 60 square metres of living space', []],
    ]);
  });
});

describe('priceWarnings: tenanted', () => {
  it('reads a home sold with its tenant (Oak Grove: "Tenanted at £1,350 pcm")', () => {
    expectCases([
      ['Tenanted at £1,350 pcm', ['tenanted']],
      ['Sold with a sitting tenant paying £700 pcm.', ['tenanted']],
      ['Offered with the existing tenants in situ.', ['tenanted']],
      ['Subject to a regulated tenancy.', ['tenanted']],
    ]);
    expect(
      priceWarnings({ features: ['Three bedroom terraced house', 'Tenanted at £1,350 pcm'] }),
    ).toEqual(['tenanted']);
  });

  it('leaves a home that is not tenanted', () => {
    expectCases([
      ['Not tenanted: vacant possession.', []],
      ['Sold with vacant possession, no onward chain.', []],
    ]);
  });
});

describe('priceWarnings: auction', () => {
  it('reads auctions and tenders', () => {
    expectCases([
      ['For sale by modern method of auction.', ['auction']],
      ['Online auction, guide price £95,000, T&Cs apply', ['auction']],
      ['To be sold by public auction on 12 March unless sold prior', ['auction']],
      ['Sale by informal tender, best and final offers by noon.', ['auction']],
    ]);
    expect(priceWarnings({ priceQualifier: 'Sale by Tender' })).toEqual(['auction']);
  });

  it('leaves a guide price and a sale that is not an auction', () => {
    expectCases([
      ['Guide price £250,000 - £260,000.', []],
      ['This is not an auction property.', []],
      ['Not being sold by auction; mortgage buyers welcome.', []],
    ]);
  });
});

describe('priceWarnings: cash buyers only and non-standard construction', () => {
  it('reads cash-only sales', () => {
    expectCases([
      ['CASH BUYERS ONLY', ['cash-buyers-only']],
      ['Suitable for cash purchasers only.', ['cash-buyers-only']],
      ['Only available to cash buyers due to a lack of kitchen.', ['cash-buyers-only']],
      ['Cash only sale.', ['cash-buyers-only']],
      ['We understand the property is unmortgageable.', ['cash-buyers-only']],
      ['No chain cash buyers only', ['cash-buyers-only']],
      ['Mortgage lenders will not lend on this property.', ['cash-buyers-only']],
    ]);
  });

  it('reads the construction types lenders refuse', () => {
    expectCases([
      ['An Airey house of non-standard construction.', ['non-standard-construction']],
      ['Non standard construction (Wimpey no-fines).', ['non-standard-construction']],
      ['A BISF semi-detached house.', ['non-standard-construction']],
      [
        'PRC construction, not repaired, cash buyers only',
        ['cash-buyers-only', 'non-standard-construction'],
      ],
      [
        'Due to the construction type the property may not be suitable for a mortgage, so we can accept cash buyers only.',
        ['cash-buyers-only', 'non-standard-construction'],
      ],
    ]);
  });

  it('leaves cash buyers welcome, standard construction and mortgageable homes', () => {
    expectCases([
      ['Ideal for cash buyers or investors.', []],
      ['Not cash buyers only: mortgage buyers welcome.', []],
      ['Of traditional brick construction.', []],
      ['Timber framed conservatory to the rear.', []],
      ['No chain. Freehold. Mortgageable.', []],
      ['Many lenders will not lend on flats above shops.', []],
      ['The construction type is traditional brick and slate.', []],
    ]);
  });
});

describe('priceWarnings: short lease', () => {
  it('reads the years left on the lease', () => {
    expectCases([
      ['Leasehold with 62 years remaining on the lease.', ['short-lease']],
      ['Lease: approx 58 years remaining.', ['short-lease']],
      ['The lease has approximately 71 years left.', ['short-lease']],
      ['Remaining lease term of 45 years.', ['short-lease']],
      ['Short lease - priced accordingly.', ['short-lease']],
      ['The lease will need extending.', ['short-lease']],
      ['Leasehold - 59 years unexpired.', ['short-lease']],
      ['Leasehold (approx. 65 years remaining).', ['short-lease']],
      [
        'A section 42 notice to extend the lease has been served, currently 71 years.',
        ['short-lease'],
      ],
    ]);
    expect(ofText('A 99 year lease from 1960.', { asOfYear: 2025 })).toEqual(['short-lease']);
    expect(ofText('A 125 year lease from 2005.', { asOfYear: 2025 })).toEqual([]);
  });

  it('leaves long and extended leases and freeholds', () => {
    expectCases([
      ['Lease extended to 999 years in 2021.', []],
      ['The lease has recently been extended.', []],
      ['Leasehold with 112 years remaining.', []],
      ['Leasehold - 125 years unexpired.', []],
      ['Lease: 125 years from 2005, 105 years remaining.', []],
      ['Not a short lease: 990 years remaining on the lease.', []],
      ['Tenancy with 2 years remaining; freehold.', []],
    ]);
    expect(ofText('62 years remaining on the lease', { tenure: 'Freehold' })).toEqual([]);
    expect(ofText('62 years remaining on the lease', { tenure: 'Share of Freehold' })).toEqual([
      'short-lease',
    ]);
  });
});

describe('priceWarnings: part share', () => {
  it('reads the sale of part of a property', () => {
    expectCases([
      ['A 50% share of this three bedroom house is offered for sale.', ['part-share']],
      ['Half share of a semi-detached bungalow, held as tenants in common.', ['part-share']],
      ['An undivided one-third share.', ['part-share']],
      ['The sale of a one-third share of the property.', ['part-share']],
    ]);
  });

  it('leaves a share of freehold and shared ownership', () => {
    expectCases([
      ['The flat comes with a 50% share of the freehold.', []],
      ['A quarter share of the freehold is included.', []],
      ['Shared ownership, 40% share.', ['shared-ownership']],
    ]);
  });
});

describe('priceWarnings: far below comparables', () => {
  it('warns when the price lies more than FAR_BELOW_SPREADS widths below the range', () => {
    expect(FAR_BELOW_SPREADS).toBe(1);
    // Range £200k-£250k (width £50k): far below under £150k.
    expect(farBelowComparables(149_999, 200_000, 250_000)).toBe(true);
    expect(farBelowComparables(150_000, 200_000, 250_000)).toBe(false);
    expect(farBelowComparables(180_000, 200_000, 250_000)).toBe(false);
    expect(farBelowComparables(null, 200_000, 250_000)).toBe(false);
    expect(farBelowComparables(100_000, null, 250_000)).toBe(false);
    expect(farBelowComparables(100_000, 200_000, 200_000)).toBe(false);
    expect(
      priceWarnings({ listPrice: 120_000, range1Price: 200_000, range2Price: 250_000 }),
    ).toEqual(['far-below-comparables']);
  });
});

describe('priceWarnings: the listing as a whole', () => {
  it('reads summary, description and features together, codes in their stored order', () => {
    expect(
      priceWarnings({
        summary: 'A two bedroom apartment. Cash buyers only.',
        description: 'Lease: 61 years remaining.',
        features: ['Shared ownership', 'Lift access'],
        listPrice: 60_000,
        range1Price: 180_000,
        range2Price: 220_000,
      }),
    ).toEqual(['shared-ownership', 'cash-buyers-only', 'short-lease', 'far-below-comparables']);
  });

  it('gives nothing for an ordinary listing', () => {
    expect(
      priceWarnings({
        summary: 'A three bedroom semi-detached house on Elm Road, Chorlton.',
        description:
          'Offered to the market with no onward chain. Gas central heating, double glazing, south-facing garden. Price reduced for a quick sale.',
        features: ['No onward chain', 'Freehold', 'EPC rating C', 'Guide Price'],
        tenure: 'Freehold',
        priceQualifier: 'Offers Over',
        listPrice: 295_000,
        range1Price: 280_000,
        range2Price: 330_000,
      }),
    ).toEqual([]);
  });

  it('labels and explains every code, and answers stored codes in order with labels', () => {
    for (const code of PRICE_WARNING_CODES) {
      expect(PRICE_WARNING_LABELS[code]).toBeTruthy();
      expect(PRICE_WARNING_EXPLANATIONS[code]).toBeTruthy();
    }
    expect(priceWarningsOf(['short-lease', 'old-code', 'auction'])).toEqual([
      { code: 'auction', label: 'Auction guide' },
      { code: 'short-lease', label: 'Short lease' },
    ]);
    expect(priceWarningsOf(null)).toEqual([]);
  });
});
