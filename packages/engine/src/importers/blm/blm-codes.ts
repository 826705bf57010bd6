import type { ListingStatus } from '@yardstick/db/schema';

/**
 * Rightmove BLM v3 code tables, as open-source exporters and importers use them (Rightmove's
 * "Datafeed Format v3" PDF, rightmove.co.uk/ps/pdf/guides, could not be read: TENURE_TYPE_ID
 * and LET_TYPE_ID are worth checking against it).
 */

/** STATUS_ID -> listing status. 2 is Scotland's "sold subject to conclusion of missives". */
export const BLM_STATUS: Readonly<Record<string, ListingStatus>> = {
  '0': 'available',
  '1': 'sold_stc',
  '2': 'sold_stc',
  '3': 'under_offer',
  '4': 'reserved',
  '5': 'let_agreed',
  '6': 'sold',
  '7': 'let',
};

/** TRANS_TYPE_ID -> transaction type. */
export const BLM_TRANSACTION: Readonly<Record<string, 'sale' | 'rent'>> = {
  '1': 'sale',
  '2': 'rent',
};

/** PROP_SUB_ID -> [sub-type name, D/S/T/F/O]. */
export const BLM_PROPERTY_TYPES: Readonly<Record<string, readonly [string, string]>> = {
  '0': ['Not Specified', 'O'],
  '1': ['Terraced', 'T'],
  '2': ['End of Terrace', 'T'],
  '3': ['Semi-Detached', 'S'],
  '4': ['Detached', 'D'],
  '5': ['Mews', 'T'],
  '6': ['Cluster House', 'T'],
  '7': ['Ground Flat', 'F'],
  '8': ['Flat', 'F'],
  '9': ['Studio', 'F'],
  '10': ['Ground Maisonette', 'F'],
  '11': ['Maisonette', 'F'],
  '12': ['Bungalow', 'O'],
  '13': ['Terraced Bungalow', 'T'],
  '14': ['Semi-Detached Bungalow', 'S'],
  '15': ['Detached Bungalow', 'D'],
  '16': ['Mobile Home', 'O'],
  '17': ['Hotel', 'O'],
  '18': ['Guest House', 'O'],
  '19': ['Commercial Property', 'O'],
  '20': ['Land', 'O'],
  '21': ['Link Detached House', 'D'],
  '22': ['Town House', 'T'],
  '23': ['Cottage', 'O'],
  '24': ['Chalet', 'O'],
  '26': ['House', 'O'],
  '27': ['Villa', 'D'],
  '28': ['Apartment', 'F'],
  '29': ['Penthouse', 'F'],
  '30': ['Finca', 'O'],
  '43': ['Barn Conversion', 'O'],
  '44': ['Serviced Apartments', 'F'],
  '45': ['Parking', 'O'],
  '46': ['Sheltered Housing', 'F'],
  '47': ['Retirement Property', 'O'],
  '48': ['House Share', 'O'],
  '49': ['Flat Share', 'F'],
  '50': ['Park Home', 'O'],
  '51': ['Garages', 'O'],
  '52': ['Farm House', 'D'],
  '53': ['Equestrian', 'O'],
  '253': ['Commercial Property', 'O'],
};

/** PRICE_QUALIFIER -> wording. */
export const BLM_PRICE_QUALIFIER: Readonly<Record<string, string | null>> = {
  '0': null,
  '1': 'POA',
  '2': 'Guide Price',
  '3': 'Fixed Price',
  '4': 'Offers in Excess of',
  '5': 'OIRO',
  '6': 'Sale by Tender',
  '7': 'From',
  '9': 'Shared Ownership',
  '10': 'Offers Over',
  '11': 'Part Buy Part Rent',
  '12': 'Shared Equity',
  '14': 'Equity Loan',
  '15': 'Offers Invited',
};

/** LET_RENT_FREQUENCY -> the schema's rent_frequency. */
export const BLM_RENT_FREQUENCY: Readonly<Record<string, string>> = {
  '0': 'weekly',
  '1': 'monthly',
  '2': 'quarterly',
  '3': 'annual',
  '5': 'pppw',
};

export const BLM_FURNISHED: Readonly<Record<string, string | null>> = {
  '0': 'Furnished',
  '1': 'Part Furnished',
  '2': 'Unfurnished',
  '3': null,
  '4': 'Furnished/Unfurnished',
};

export const BLM_LET_TYPE: Readonly<Record<string, string | null>> = {
  '0': null,
  '1': 'Long term',
  '2': 'Short term',
  '3': 'Student',
  '4': 'Commercial',
};

export const BLM_TENURE: Readonly<Record<string, string>> = {
  '1': 'Freehold',
  '2': 'Leasehold',
  '3': 'Feudal',
  '4': 'Commonhold',
  '5': 'Share of Freehold',
};
