import { z } from 'zod';

/**
 * Residential transaction tax on a purchase: SDLT (England, Northern Ireland), LTT (Wales),
 * LBTT (Scotland). Rates in force from 1 April 2025 (the rate tables of GOV.UK, gov.wales and
 * Revenue Scotland; the calculator: docs/product.md "Stamp duty calculator").
 * Each band is taxed on the slice of the price inside it; the total is rounded down to the pound.
 */
export const nationSchema = z.enum(['england', 'wales', 'scotland', 'northern-ireland']);
export type Nation = z.infer<typeof nationSchema>;

/** additional: a further dwelling (buy-to-let); main: replacing a main residence; first-time: first home. */
export const buyerTypeSchema = z.enum(['additional', 'main', 'first-time']);
export type BuyerType = z.infer<typeof buyerTypeSchema>;

interface Band {
  /** Upper bound of the band in pounds; Infinity for the top band. */
  upTo: number;
  /** Rate in percent. */
  rate: number;
}

export interface TaxBand {
  from: number;
  to: number | null;
  rate: number;
  tax: number;
}

export interface TransactionTax {
  tax: number;
  effectiveRate: number;
  bands: TaxBand[];
  /** Name of the tax for display: SDLT, LTT or LBTT. */
  taxName: 'SDLT' | 'LTT' | 'LBTT';
  /** Notes on reliefs or supplements that applied (e.g. the Scottish ADS). */
  notes: string[];
}

/** Additional-dwelling supplements and reliefs do not apply below this price. */
const ADDITIONAL_DWELLING_THRESHOLD = 40_000;

const SDLT_MAIN: Band[] = [
  { upTo: 125_000, rate: 0 },
  { upTo: 250_000, rate: 2 },
  { upTo: 925_000, rate: 5 },
  { upTo: 1_500_000, rate: 10 },
  { upTo: Infinity, rate: 12 },
];
const SDLT_SURCHARGE = 5;
const SDLT_FIRST_TIME: Band[] = [
  { upTo: 300_000, rate: 0 },
  { upTo: 500_000, rate: 5 },
];
const SDLT_FIRST_TIME_MAX_PRICE = 500_000;

const LTT_MAIN: Band[] = [
  { upTo: 225_000, rate: 0 },
  { upTo: 400_000, rate: 6 },
  { upTo: 750_000, rate: 7.5 },
  { upTo: 1_500_000, rate: 10 },
  { upTo: Infinity, rate: 12 },
];
const LTT_HIGHER: Band[] = [
  { upTo: 180_000, rate: 5 },
  { upTo: 250_000, rate: 8.5 },
  { upTo: 400_000, rate: 10 },
  { upTo: 750_000, rate: 12.5 },
  { upTo: 1_500_000, rate: 15 },
  { upTo: Infinity, rate: 17 },
];

const LBTT_MAIN: Band[] = [
  { upTo: 145_000, rate: 0 },
  { upTo: 250_000, rate: 2 },
  { upTo: 325_000, rate: 5 },
  { upTo: 750_000, rate: 10 },
  { upTo: Infinity, rate: 12 },
];
const LBTT_FIRST_TIME: Band[] = [
  { upTo: 175_000, rate: 0 },
  { upTo: 250_000, rate: 2 },
  { upTo: 325_000, rate: 5 },
  { upTo: 750_000, rate: 10 },
  { upTo: Infinity, rate: 12 },
];
const LBTT_ADS_RATE = 8;

function sliceBands(price: number, bands: Band[], extraRate = 0): TaxBand[] {
  const result: TaxBand[] = [];
  let from = 0;
  for (const band of bands) {
    if (price <= from) break;
    const top = Math.min(price, band.upTo);
    const rate = band.rate + extraRate;
    result.push({
      from,
      to: band.upTo === Infinity ? null : band.upTo,
      rate,
      tax: round2(((top - from) * rate) / 100),
    });
    from = band.upTo;
  }
  return result;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function transactionTax(price: number, nation: Nation, buyer: BuyerType): TransactionTax {
  if (!Number.isFinite(price) || price < 0) throw new RangeError('price must be a positive number');
  const notes: string[] = [];
  const additional = buyer === 'additional' && price >= ADDITIONAL_DWELLING_THRESHOLD;
  let bands: TaxBand[];
  let taxName: TransactionTax['taxName'];

  switch (nation) {
    case 'england':
    case 'northern-ireland': {
      taxName = 'SDLT';
      if (buyer === 'first-time' && price <= SDLT_FIRST_TIME_MAX_PRICE) {
        bands = sliceBands(price, SDLT_FIRST_TIME);
        notes.push('First-time buyer relief applied.');
      } else {
        if (buyer === 'first-time') {
          notes.push('No first-time buyer relief above £500,000: standard rates apply.');
        }
        bands = sliceBands(price, SDLT_MAIN, additional ? SDLT_SURCHARGE : 0);
        if (additional) notes.push('Includes the 5% higher rates for additional dwellings.');
      }
      break;
    }
    case 'wales': {
      taxName = 'LTT';
      bands = sliceBands(price, additional ? LTT_HIGHER : LTT_MAIN);
      if (additional) notes.push('LTT higher residential rates for additional dwellings.');
      if (buyer === 'first-time') notes.push('Wales has no first-time buyer relief.');
      break;
    }
    case 'scotland': {
      taxName = 'LBTT';
      bands = sliceBands(price, buyer === 'first-time' ? LBTT_FIRST_TIME : LBTT_MAIN);
      if (buyer === 'first-time')
        notes.push('First-time buyer relief applied (nil band £175,000).');
      if (additional) {
        bands.push({
          from: 0,
          to: null,
          rate: LBTT_ADS_RATE,
          tax: round2((price * LBTT_ADS_RATE) / 100),
        });
        notes.push('Includes the Additional Dwelling Supplement: 8% of the whole price.');
      }
      break;
    }
  }

  const tax = Math.floor(bands.reduce((sum, b) => sum + b.tax, 0) + 1e-9);
  return {
    tax,
    effectiveRate: price > 0 ? round2((tax / price) * 100) : 0,
    bands,
    taxName,
    notes,
  };
}
