import { z } from 'zod';
import { estimateEvidenceSchema } from '../estimates/estimate-evidence.ts';
import { formatGBP } from '../format.ts';
import { parsePostcode } from '../geo/postcode.ts';
import { PRICE_WARNING_CODES } from '../listings/price-warnings.ts';
import { deprivationSchema } from '../property/deprivation.ts';
import { nearestFacilityFields } from '../property/nearby.ts';
import { rentEvidenceSchema } from '../property/rent-evidence.ts';
import { roiResponseSchema } from '../roi/roi-schema.ts';
import { stampDutyResponseSchema } from '../tax/stamp-duty-schema.ts';
import { buyerTypeSchema, nationSchema } from '../tax/transaction-tax.ts';

/**
 * Analyse any property (issue 29, docs/http-api.md#analyse): the inputs of an analysis, what
 * the pasted-text parser reads, and the analysis itself. The deals store an analysed
 * property's `AnalyseInput` as it is (`{ analysis }`): fields are only ever added here, never
 * renamed.
 */

/** Price Paid property type codes, as listings and sales hold them. */
export const ANALYSE_PROPERTY_TYPES = ['D', 'S', 'T', 'F'] as const;
export const analysePropertyTypeSchema = z.enum(ANALYSE_PROPERTY_TYPES);
export type AnalysePropertyType = z.infer<typeof analysePropertyTypeSchema>;
export const ANALYSE_PROPERTY_TYPE_LABELS: Readonly<Record<AnalysePropertyType, string>> = {
  D: 'Detached house',
  S: 'Semi-detached house',
  T: 'Terraced house',
  F: 'Flat or maisonette',
};

export const ANALYSE_TENURES = ['freehold', 'leasehold', 'share-of-freehold'] as const;
export const analyseTenureSchema = z.enum(ANALYSE_TENURES);
export type AnalyseTenure = z.infer<typeof analyseTenureSchema>;
export const ANALYSE_TENURE_LABELS: Readonly<Record<AnalyseTenure, string>> = {
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  'share-of-freehold': 'Share of freehold',
};

/** Where a picked address comes from ('typed': the user typed it). */
export const ANALYSE_ADDRESS_SOURCES = ['price-paid', 'epc', 'listing', 'typed'] as const;
export const analyseAddressSourceSchema = z.enum(ANALYSE_ADDRESS_SOURCES);
export type AnalyseAddressSource = z.infer<typeof analyseAddressSourceSchema>;

/** The bounds of the form's numbers (the API's schema and the page's inputs both hold them). */
export const ANALYSE_BOUNDS = {
  price: { min: 1_000, max: 100_000_000 },
  rent: { min: 1, max: 1_000_000 },
  bedrooms: { min: 0, max: 50 },
  floorArea: { min: 5, max: 10_000 },
  leaseYears: { min: 0, max: 999 },
  text: { max: 20_000 },
} as const;

const b = ANALYSE_BOUNDS;

export const analysePostcodeSchema = z
  .string({ error: 'Enter a postcode' })
  .trim()
  .min(1, 'Enter a postcode')
  .max(10, 'Must be a full UK postcode such as RG1 1AF')
  .refine((v) => parsePostcode(v) !== null, 'Must be a full UK postcode such as RG1 1AF');

/**
 * The inputs of an analysis. `postCode` is answered in its canonical form ('RG1 1AF').
 * `addressSource`/`addressRef` say which known address was picked (a listing's id, a Price
 * Paid transaction id, an EPC certificate's LMK key); a typed address has neither. `text`
 * is the pasted listing text, read for price warnings as a listing's own text is.
 */
export const analyseInputSchema = z
  .object({
    postCode: analysePostcodeSchema,
    address: z.string().trim().max(300, 'The address is too long').optional(),
    addressSource: analyseAddressSourceSchema.optional(),
    addressRef: z.string().trim().max(64).optional(),
    propertyType: analysePropertyTypeSchema,
    /** Free words such as 'Bungalow' or 'Maisonette' (read for warnings, not for the estimate). */
    propertySubType: z.string().trim().max(60).optional(),
    bedrooms: z
      .number({ error: 'Enter the number of bedrooms' })
      .int('Enter a whole number of bedrooms')
      .min(b.bedrooms.min, 'Bedrooms cannot be negative')
      .max(b.bedrooms.max, `At most ${b.bedrooms.max} bedrooms`),
    /** Internal floor area in m2. */
    floorArea: z
      .number()
      .min(b.floorArea.min, `At least ${b.floorArea.min} m2`)
      .max(b.floorArea.max, `At most ${b.floorArea.max} m2`)
      .optional(),
    tenure: analyseTenureSchema,
    /** Years left on the lease (leasehold). */
    leaseYears: z
      .number()
      .int('Enter whole years')
      .min(b.leaseYears.min)
      .max(b.leaseYears.max)
      .optional(),
    askingPrice: z
      .number({ error: 'Enter the asking price' })
      .int('Enter a whole number of pounds')
      .min(b.price.min, `At least ${formatGBP(b.price.min)}`)
      .max(b.price.max, 'The price is too large'),
    /** 'Offers over', 'Guide price', ... as the listing words it. */
    priceQualifier: z.string().trim().max(60).optional(),
    /** The rent it lets for, £ a month (else the rent estimate is used). */
    monthlyRent: z
      .number()
      .int('Enter a whole number of pounds')
      .min(b.rent.min, 'The rent must be positive')
      .max(b.rent.max, 'The rent is too large')
      .optional(),
    /** The buyer's case for stamp duty. */
    buyer: buyerTypeSchema.default('additional'),
    /** The pasted listing text, if any (read for price warnings). */
    text: z.string().max(b.text.max, 'The text is too long').optional(),
  })
  .meta({ id: 'AnalyseInput' });
export type AnalyseInput = z.output<typeof analyseInputSchema>;
export type AnalyseInputBody = z.input<typeof analyseInputSchema>;

/** POST /api/analyse/parse's body. */
export const analyseParseBodySchema = z
  .object({
    text: z
      .string({ error: 'Paste the listing text' })
      .min(1, 'Paste the listing text')
      .max(b.text.max, 'The text is too long'),
  })
  .meta({ id: 'AnalyseParseBody' });

/** The form fields the parser can fill. */
export const PARSED_FIELDS = [
  'askingPrice',
  'bedrooms',
  'propertyType',
  'postCode',
  'floorArea',
  'tenure',
] as const;
export type ParsedField = (typeof PARSED_FIELDS)[number];

/**
 * What the parser read from pasted listing text (POST /api/analyse/parse). `fields` holds
 * what it could read; `read` quotes the words each came from; `unread` names the fields it
 * could not read, with why. `outwardCode` alone when the text gives only 'RG1'.
 */
export const parsedListingTextSchema = z
  .object({
    fields: z.object({
      askingPrice: z.number().optional(),
      priceQualifier: z.string().optional(),
      bedrooms: z.number().optional(),
      propertyType: analysePropertyTypeSchema.optional(),
      propertySubType: z.string().optional(),
      postCode: z.string().optional(),
      outwardCode: z.string().optional(),
      address: z.string().optional(),
      floorArea: z.number().optional(),
      tenure: analyseTenureSchema.optional(),
      leaseYears: z.number().optional(),
    }),
    /** Price warning codes whose keywords the text holds. */
    keywords: z.array(z.enum(PRICE_WARNING_CODES)),
    read: z.array(z.object({ field: z.string(), text: z.string() })),
    unread: z.array(z.object({ field: z.enum(PARSED_FIELDS), reason: z.string() })),
  })
  .meta({ id: 'ParsedListingText' });
export type ParsedListingText = z.infer<typeof parsedListingTextSchema>;

/** One address known for a postcode (GET /api/analyse/addresses). */
export const knownAddressSchema = z
  .object({
    address: z.string(),
    source: analyseAddressSourceSchema,
    ref: z.string(),
    propertyType: analysePropertyTypeSchema.nullable(),
    bedrooms: z.number().nullable(),
    floorArea: z.number().nullable(),
    tenure: analyseTenureSchema.nullable(),
    /** The latest known price (sale, or asking price of a listing) and its date. */
    price: z.number().nullable(),
    date: z.string().nullable(),
  })
  .meta({ id: 'KnownAddress' });
export type KnownAddress = z.infer<typeof knownAddressSchema>;
export const knownAddressesSchema = z
  .object({ postCode: z.string(), addresses: z.array(knownAddressSchema) })
  .meta({ id: 'KnownAddresses' });
export type KnownAddresses = z.infer<typeof knownAddressesSchema>;

/**
 * The analysis (POST /api/analyse): the listing method run on the property
 * (docs/methodology.md "Analyse any property"). `listingId` is the sale listing the inputs
 * matched (then the figures are the listing's own). Null figures: not enough evidence.
 */
export const analyseResultSchema = z
  .object({
    input: analyseInputSchema,
    listingId: z.string().nullable(),
    location: z.object({
      postCode: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      district: z.string().nullable(),
      sector: z.string().nullable(),
      nation: nationSchema,
      /** Whether the location is the postcode's centroid (not the property's own). */
      centroid: z.boolean(),
    }),
    estimate: z.object({
      /** The point estimate and its range (null: not estimated). */
      point: z.number().nullable(),
      low: z.number().nullable(),
      high: z.number().nullable(),
      confidence: z.enum(['High', 'Medium', 'Low']).nullable(),
      priceEstimateType: z.enum(['SPB', 'CSB']).nullable(),
      comparables: z.number().nullable(),
      /** Asking price against the estimate mid, %; negative below. */
      bmv: z.number().nullable(),
      /**
       * The BMV is shown "check the estimate" (core bmvNeedsCheck: a Low band, or a discount
       * beyond its band's measured error); null without a BMV.
       */
      bmvCheck: z.boolean().nullable(),
      /** How it was made (as the property details explain a listing's). */
      evidence: estimateEvidenceSchema.nullable(),
    }),
    rent: z.object({
      /** The rent used for the yield and ROI: the one given, else the estimate. */
      monthly: z.number().nullable(),
      given: z.number().nullable(),
      /** The rent estimate from nearby rentals, with the rentals used. */
      estimate: z.number().nullable(),
      evidence: rentEvidenceSchema,
    }),
    /** Gross yield %: the rent used x 12 on the asking price. */
    grossYield: z.number().nullable(),
    /** ROI single let and HMO, on the calculator's defaults (their inputs are answered). */
    roi: z.object({
      singleLet: roiResponseSchema.nullable(),
      hmo: roiResponseSchema.nullable(),
    }),
    stampDuty: stampDutyResponseSchema.extend({ buyer: buyerTypeSchema, nation: nationSchema }),
    area: z.object({
      /** Crimes within 500 m in the last 12 months held. */
      crimeRate: z.number().nullable(),
      deprivation: deprivationSchema.nullable(),
      ...nearestFacilityFields,
      /** HPI change over a year and five years, % (the district's local authority). */
      hpi: z
        .object({
          name: z.string(),
          month: z.string(),
          oneYear: z.number().nullable(),
          fiveYears: z.number().nullable(),
        })
        .nullable(),
      rentalDemand: z.enum(['High', 'Medium', 'Low']).nullable(),
    }),
    priceWarnings: z.array(
      z.object({
        code: z.enum(PRICE_WARNING_CODES),
        label: z.string(),
        explanation: z.string(),
      }),
    ),
    /** The data date the evidence ends at ('YYYY-MM-DD'). */
    asOf: z.string().nullable(),
  })
  .meta({ id: 'AnalyseResult' });
export type AnalyseResult = z.infer<typeof analyseResultSchema>;
