import { parseGridLocation } from '../../parse/british-national-grid.ts';
import { parseStrictUkLatLng, type LatLng } from '../../parse/coordinates.ts';
import type { CsvHeader } from '../../parse/csv-header.ts';
import { field } from '../../parse/csv-header.ts';
import { readCsvTable, type RecordMapper } from '../../parse/csv-table.ts';
import { FileFormatError } from '../../parse/file-format-error.ts';
import type { ParseOutcome } from '../../parse/parsed-row.ts';
import { RowError } from '../../parse/row-error.ts';
import type { ByteSource } from '../../parse/text-lines.ts';
import { isActiveStatus, stopKind } from './stop-types.ts';

/** A `transport_stops` row from NaPTAN Stops.csv. */
export interface StopRow {
  [column: string]: string | number | null;
  atco_code: string;
  naptan_code: string | null;
  name: string;
  type: 'bus' | 'rail' | 'tram';
  stop_type: string;
  street: string | null;
  indicator: string | null;
  locality: string | null;
  admin_area_code: string | null;
  status: string;
  lat: number | null;
  lng: number | null;
}

/** A railway station from the legacy RailReferences.csv: its CRS and TIPLOC codes. */
export interface RailReferenceRow {
  [column: string]: string | number | null;
  atco_code: string;
  tiploc_code: string | null;
  crs_code: string | null;
  name: string;
  type: 'rail';
  stop_type: 'RLY';
  status: 'active';
  lat: number | null;
  lng: number | null;
}

export type NaptanParseOutcome =
  | { kind: 'row'; line: number; row: StopRow; op?: 'delete'; target?: undefined }
  | { kind: 'row'; line: number; row: RailReferenceRow; target: 'railReferences' }
  | { kind: 'rejected'; line: number; reason: string };

type StopRecord = { row: StopRow; active: boolean };

const ATCO_CODE = /^[0-9]{3}[0-9A-Z]{1,9}$/i;
const CRS_CODE = /^[A-Z]{3}$/;

function requireAtcoCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (!code) throw new RowError('ATCOCode is missing');
  if (!ATCO_CODE.test(code)) throw new RowError(`ATCOCode: "${raw}" is not an ATCO code`);
  return code;
}

/** Latitude/longitude when given, else the grid reference (GB grid only). */
function stopLocation(
  lat: string,
  lng: string,
  easting: string,
  northing: string,
  gridType: string,
): LatLng | null {
  if (lat !== '' || lng !== '') return parseStrictUkLatLng(lat, lng);
  if (/^irish/i.test(gridType)) return null;
  return parseGridLocation(easting, northing);
}

function stopsMapper(header: CsvHeader): RecordMapper<StopRecord> {
  const at = {
    atco: header.require('ATCOCode'),
    naptan: header.find('NaptanCode'),
    name: header.require('CommonName'),
    street: header.find('Street'),
    indicator: header.find('Indicator'),
    locality: header.find('LocalityName'),
    gridType: header.find('GridType'),
    easting: header.find('Easting'),
    northing: header.find('Northing'),
    lng: header.find('Longitude'),
    lat: header.find('Latitude'),
    stopType: header.require('StopType'),
    adminArea: header.find('AdministrativeAreaCode'),
    status: header.find('Status'),
  };
  return (fields) => {
    const get = (position: number | undefined) => field(fields, position);
    const kind = stopKind(get(at.stopType));
    if (!kind) return null;
    const atco = requireAtcoCode(get(at.atco));
    const name = get(at.name);
    if (!name) throw new RowError('CommonName is missing');
    const location = stopLocation(
      get(at.lat),
      get(at.lng),
      get(at.easting),
      get(at.northing),
      get(at.gridType),
    );
    if (!location)
      throw new RowError('the stop has neither latitude/longitude nor a grid reference');
    const text = (position: number | undefined) => get(position) || null;
    return {
      active: isActiveStatus(get(at.status)),
      row: {
        atco_code: atco,
        naptan_code: text(at.naptan),
        name,
        type: kind,
        stop_type: get(at.stopType).toUpperCase(),
        street: text(at.street),
        indicator: text(at.indicator),
        locality: text(at.locality),
        admin_area_code: text(at.adminArea),
        status: 'active',
        lat: location.lat,
        lng: location.lng,
      },
    };
  };
}

function railReferencesMapper(header: CsvHeader): RecordMapper<RailReferenceRow> {
  const at = {
    atco: header.require('AtcoCode'),
    tiploc: header.find('TiplocCode'),
    crs: header.find('CrsCode'),
    name: header.require('StationName'),
    easting: header.find('Easting'),
    northing: header.find('Northing'),
  };
  return (fields) => {
    const get = (position: number | undefined) => field(fields, position);
    const atco = requireAtcoCode(get(at.atco));
    const crs = get(at.crs).toUpperCase();
    if (crs && !CRS_CODE.test(crs))
      throw new RowError(`CrsCode: "${get(at.crs)}" is not a CRS code`);
    const name = get(at.name);
    if (!name) throw new RowError('StationName is missing');
    const location = parseGridLocation(get(at.easting), get(at.northing));
    return {
      atco_code: atco,
      tiploc_code: get(at.tiploc).toUpperCase() || null,
      crs_code: crs || null,
      name,
      type: 'rail',
      stop_type: 'RLY',
      status: 'active',
      lat: location?.lat ?? null,
      lng: location?.lng ?? null,
    };
  };
}

/**
 * Streams a NaPTAN file, told apart by its header: `Stops.csv` (43 columns; bus stops, bus
 * station bays, railway and tram stations; a stop no longer active is deleted) or the legacy
 * `RailReferences.csv` (CRS and TIPLOC codes of railway stations).
 */
export async function* readNaptan(source: ByteSource): AsyncGenerator<NaptanParseOutcome> {
  let kind: 'stops' | 'rail' | undefined;
  const results = readCsvTable<StopRecord | RailReferenceRow>(source, {
    encoding: 'auto',
    prepare: (header) => {
      if (header.has('StopType')) {
        kind = 'stops';
        return stopsMapper(header);
      }
      if (header.has('TiplocCode')) {
        kind = 'rail';
        return railReferencesMapper(header);
      }
      throw new FileFormatError(
        'neither a NaPTAN Stops.csv (StopType) nor a RailReferences.csv (TiplocCode)',
      );
    },
  });
  for await (const result of results as AsyncIterable<
    ParseOutcome<StopRecord | RailReferenceRow>
  >) {
    if (result.kind === 'rejected') {
      yield result;
    } else if (kind === 'rail') {
      yield { ...result, row: result.row as RailReferenceRow, target: 'railReferences' };
    } else {
      const { row, active } = result.row as StopRecord;
      yield active
        ? { kind: 'row', line: result.line, row }
        : { kind: 'row', line: result.line, row, op: 'delete' };
    }
  }
}
