import { linkBase, propertyDetailsUrl } from '@yardstick/core/app-links';
import { Readable } from 'node:stream';
import {
  PROPERTY_TYPE_LABELS,
  STATUS_LABELS,
  type PropertyType,
  type SaleStatus,
} from '@yardstick/core/search/constants';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { AppContext } from '../../context.ts';
import { findCards, listingQueryFor, toCard } from '../listings/listings.public.ts';
import { csvHeader, csvRow, type CsvColumn } from './csv.ts';

/**
 * The CSV export of a search (the grid's "Export CSV"): the same filter and sort as the
 * search, from the first result, at most EXPORT_LIMIT rows. The filter's page and size are
 * ignored. Rows come from the search's own query builder (listingQueryFor, findCards and
 * toCard of the listing engine's face) in batches, and are written out as each batch
 * arrives, so memory stays flat whatever the export's size.
 */
export const EXPORT_LIMIT = 5_000;
export const EXPORT_BATCH = 500;
/** The origin assumed when no request is at hand (the service called directly). */
const LOCAL = { protocol: 'http', host: 'localhost' };

const label = <K extends string>(labels: Readonly<Record<K, string>>, code: string | null) =>
  code === null ? null : (labels[code as K] ?? code);

/** Where the Link column points (core/app-links `linkBase`: PUBLIC_URL, else the request's origin). */
export const exportLinkBase = linkBase;

/** The columns; `base` is the Link column's absolute origin (exportLinkBase). */
export function exportColumns(base: string): CsvColumn<EstimateCard>[] {
  return [
    { header: 'Property ID', value: (c) => c.propertyId },
    { header: 'Address', value: (c) => c.address },
    { header: 'Postcode', value: (c) => c.postCode },
    {
      header: 'Property type',
      value: (c) => label<PropertyType>(PROPERTY_TYPE_LABELS, c.propertyType),
    },
    { header: 'Sub type', value: (c) => c.propertySubType },
    { header: 'Bedrooms', value: (c) => c.bedrooms },
    { header: 'Floor area (m²)', value: (c) => c.totalFloorArea },
    { header: 'Status', value: (c) => label<SaleStatus>(STATUS_LABELS, c.status) },
    { header: 'Asking price (GBP)', value: (c) => c.listPrice },
    { header: 'Estimate (GBP)', value: (c) => c.estimatedPrice },
    { header: 'Estimate low (GBP)', value: (c) => c.range1Price },
    { header: 'Estimate high (GBP)', value: (c) => c.range2Price },
    { header: 'Estimate confidence', value: (c) => c.estimateConfidence },
    { header: 'BMV %', value: (c) => c.avgBmv },
    {
      header: 'Price warnings',
      value: (c) => c.priceWarnings.map((w) => w.label).join('; ') || null,
    },
    { header: 'ROI %', value: (c) => c.roi },
    { header: 'Gross yield %', value: (c) => c.avgYield },
    { header: 'Price change %', value: (c) => c.priceVariation },
    { header: 'Crimes within 500 m (12 months)', value: (c) => c.crimeRate },
    { header: 'Deprivation index (0 = most deprived)', value: (c) => c.moreDeprived },
    { header: 'Rental demand', value: (c) => c.rentalDemand },
    { header: 'Agent phone', value: (c) => c.agentContactPhone },
    { header: 'Added on', value: (c) => c.addedOn },
    { header: 'Updated on', value: (c) => c.updatedOn },
    { header: 'Link', value: (c) => propertyDetailsUrl(c.propertyId, base) },
  ];
}

/**
 * The CSV text of a search, as a stream: a UTF-8 byte order mark, the header, the rows.
 * The filter is validated and the first batch read before this returns, so a request that
 * cannot be answered fails before the first byte with a proper error. A failure after that
 * makes the stream fail: the response is then cut short (no end of the chunked body), so a
 * client can tell the file is incomplete.
 */
export async function exportCsv(
  ctx: AppContext,
  filter: SearchFilter,
  options: { limit?: number; batch?: number; linkBase?: string } = {},
): Promise<Readable> {
  const limit = options.limit ?? EXPORT_LIMIT;
  const batch = options.batch ?? EXPORT_BATCH;
  const query = await listingQueryFor(ctx, filter);
  const columns = exportColumns(options.linkBase ?? exportLinkBase(ctx.config.PUBLIC_URL, LOCAL));
  const db = ctx.readDatabase.db;
  /** The batch from `offset`: at most `batch` rows, never past the limit. */
  const read = async (offset: number) => {
    const size = Math.min(batch, limit - offset);
    return { offset, size, rows: await findCards(db, query, { limit: size, offset }) };
  };
  let next = await read(0);
  async function* lines(): AsyncGenerator<string> {
    // Excel reads a CSV as UTF-8 only with the byte order mark.
    yield `\uFEFF${csvHeader(columns)}`;
    for (;;) {
      const { offset, size, rows } = next;
      if (rows.length > 0) yield rows.map((row) => csvRow(columns, toCard(row))).join('');
      if (rows.length < size || offset + size >= limit) return;
      next = await read(offset + size);
    }
  }
  return Readable.from(lines());
}

/** 'estimates-2025-02-28.csv' */
export function exportFileName(now: Date = new Date()): string {
  return `estimates-${now.toISOString().slice(0, 10)}.csv`;
}
