import { createHash } from 'node:crypto';
import { parseStrictUkLatLng } from '../../parse/coordinates.ts';
import type { CsvHeader } from '../../parse/csv-header.ts';
import { field } from '../../parse/csv-header.ts';
import { readCsvTable, type RecordMapper } from '../../parse/csv-table.ts';
import { parseYearMonth } from '../../parse/dates.ts';
import { parseGssCode } from '../../parse/gss-codes.ts';
import type { ParseOutcome } from '../../parse/parsed-row.ts';
import { RowError } from '../../parse/row-error.ts';
import type { ByteSource } from '../../parse/text-lines.ts';
import { crimeType } from './crime-types.ts';

/** A row of the `crimes` table. */
export interface CrimeRow {
  [column: string]: string | number | null;
  crime_key: string;
  crime_id: string | null;
  month: string;
  reported_by: string | null;
  falls_within: string | null;
  lng: number | null;
  lat: number | null;
  location: string | null;
  lsoa_code: string | null;
  lsoa_name: string | null;
  crime_type: string;
  last_outcome: string | null;
  context: string | null;
}

const CRIME_ID = /^[0-9a-f]{64}$/i;

/**
 * A key for a row without a Crime ID (anti-social behaviour): a digest of everything the row
 * says, plus how many identical rows came before it in the same force's month, because two
 * incidents can share a snapped location, an LSOA and a category. Re-reading the same file
 * gives the same keys, so re-importing it changes nothing.
 */
class AnonymousCrimeKeys {
  private scope = '';
  private seen = new Map<string, number>();

  next(row: Omit<CrimeRow, 'crime_key'>): string {
    const scope = `${row.month}|${row.reported_by ?? ''}`;
    // Files hold one force's month; counting within it keeps memory bounded.
    if (scope !== this.scope) {
      this.scope = scope;
      this.seen.clear();
    }
    const content = [
      row.month,
      row.reported_by,
      row.falls_within,
      row.lng,
      row.lat,
      row.location,
      row.lsoa_code,
      row.crime_type,
      row.last_outcome,
      row.context,
    ].join('\u001f');
    const digest = createHash('sha256').update(content).digest('hex').slice(0, 40);
    const occurrence = (this.seen.get(digest) ?? 0) + 1;
    this.seen.set(digest, occurrence);
    return `asb:${digest}:${occurrence}`;
  }
}

function policeMapper(header: CsvHeader): RecordMapper<CrimeRow> {
  const at = {
    id: header.require('Crime ID'),
    month: header.require('Month'),
    reportedBy: header.require('Reported by'),
    fallsWithin: header.require('Falls within'),
    lng: header.require('Longitude'),
    lat: header.require('Latitude'),
    location: header.require('Location'),
    lsoaCode: header.require('LSOA code'),
    lsoaName: header.require('LSOA name'),
    type: header.require('Crime type'),
    outcome: header.find('Last outcome category'),
    context: header.find('Context'),
  };
  const keys = new AnonymousCrimeKeys();
  return (fields) => {
    const get = (position: number | undefined) => field(fields, position);
    const text = (position: number | undefined) => get(position) || null;
    const id = get(at.id);
    if (id !== '' && !CRIME_ID.test(id)) {
      throw new RowError(`Crime ID: "${id}" is not a 64-character police.uk identifier`);
    }
    const month = parseYearMonth(get(at.month), 'Month');
    if (!month) throw new RowError('Month is missing');
    const type = crimeType(get(at.type));
    if (!type) {
      throw new RowError(
        get(at.type) === ''
          ? 'Crime type is missing'
          : `Crime type: "${get(at.type)}" is not a police.uk category`,
      );
    }
    // Anonymised: the centre of the street or area the crime is snapped to, or none at all.
    const location = parseStrictUkLatLng(get(at.lat), get(at.lng));
    const row = {
      crime_id: id ? id.toLowerCase() : null,
      month,
      reported_by: text(at.reportedBy),
      falls_within: text(at.fallsWithin),
      lng: location?.lng ?? null,
      lat: location?.lat ?? null,
      location: text(at.location),
      lsoa_code: parseGssCode(get(at.lsoaCode), 'LSOA code'),
      lsoa_name: text(at.lsoaName),
      crime_type: type,
      last_outcome: text(at.outcome),
      context: text(at.context),
    };
    return { crime_key: row.crime_id ?? keys.next(row), ...row };
  };
}

/** Streams a police.uk street-level crime CSV (`YYYY-MM-<force>-street.csv`). */
export function readPoliceStreetCrimes(source: ByteSource): AsyncGenerator<ParseOutcome<CrimeRow>> {
  return readCsvTable(source, { prepare: policeMapper });
}
