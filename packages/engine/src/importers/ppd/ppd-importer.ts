import { defineImporter, type ColumnOf } from '../importer.ts';
import { parsePricePaid } from './ppd-parser.ts';
import type { PpdRow } from './ppd-record.ts';

/** The `sold_prices` columns a Price Paid record fills, in the order encoded rows use (ppd-fast-line.ts). */
export const PRICE_PAID_COLUMNS = [
  'transaction_id',
  'price',
  'date_of_transfer',
  'postcode',
  'property_type',
  'old_new',
  'duration',
  'paon',
  'saon',
  'street',
  'locality',
  'town',
  'district',
  'county',
  'ppd_category',
  'record_status',
  'postcode_sector',
  'postcode_district',
] as const satisfies readonly ColumnOf<'sold_prices'>[];

/**
 * HM Land Registry Price Paid into `sold_prices`, keyed by transaction id. Additions and
 * changes upsert, deletions (record status D in the monthly change file) delete.
 */
export const ppdImporter = defineImporter<PpdRow>({
  source: 'ppd',
  description:
    'HM Land Registry Price Paid: pp-complete.csv, pp-YYYY.csv, monthly change files, or a report-builder export',
  accepts: (fileName) => /\.(csv|txt)(\.gz)?$/i.test(fileName),
  target: {
    table: 'sold_prices',
    columns: PRICE_PAID_COLUMNS,
    conflictKey: ['transaction_id'],
  },
  parse: (input) => parsePricePaid(input),
});
