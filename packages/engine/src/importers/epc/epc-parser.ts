import type { CsvHeader } from '../../parse/csv-header.ts';
import { field } from '../../parse/csv-header.ts';
import { readCsvTable, type RecordMapper } from '../../parse/csv-table.ts';
import { parseDateTime, parseIsoDate } from '../../parse/dates.ts';
import { parseGssCode } from '../../parse/gss-codes.ts';
import { inRange, isBlank, parseDecimal, parseInteger } from '../../parse/numbers.ts';
import type { ParseOutcome } from '../../parse/parsed-row.ts';
import { parsePostcode } from '../../parse/postcodes.ts';
import { RowError } from '../../parse/row-error.ts';
import type { ByteSource } from '../../parse/text-lines.ts';

/**
 * A row of `epc_certificates`: the fields the product uses. The address fields are Royal
 * Mail data licensed for energy-efficiency purposes only: they are kept to match a
 * certificate to a sale or a listing and must never be displayed or passed on.
 */
export interface EpcRow {
  [column: string]: string | number | null;
  lmk_key: string;
  postcode: string | null;
  uprn: number | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  address: string | null;
  posttown: string | null;
  property_type: string | null;
  built_form: string | null;
  total_floor_area: number | null;
  current_energy_rating: string | null;
  current_energy_efficiency: number | null;
  number_habitable_rooms: number | null;
  construction_age_band: string | null;
  tenure: string | null;
  local_authority: string | null;
  inspection_date: string | null;
  lodgement_date: string;
  lodgement_datetime: string | null;
}

/** Bulk files name columns LMK_KEY; the API's CSV names them lmk-key. */
function column(header: CsvHeader, name: string): number | undefined {
  return header.find(name, name.toLowerCase().replaceAll('_', '-'));
}

function requireColumn(header: CsvHeader, name: string): number {
  return header.require(name, name.toLowerCase().replaceAll('_', '-'));
}

const RATING = /^[A-G]$/;

function epcMapper(header: CsvHeader): RecordMapper<EpcRow> {
  const at = {
    lmkKey: requireColumn(header, 'LMK_KEY'),
    postcode: requireColumn(header, 'POSTCODE'),
    lodgementDate: requireColumn(header, 'LODGEMENT_DATE'),
    uprn: column(header, 'UPRN'),
    address1: column(header, 'ADDRESS1'),
    address2: column(header, 'ADDRESS2'),
    address3: column(header, 'ADDRESS3'),
    address: column(header, 'ADDRESS'),
    posttown: column(header, 'POSTTOWN'),
    propertyType: column(header, 'PROPERTY_TYPE'),
    builtForm: column(header, 'BUILT_FORM'),
    floorArea: column(header, 'TOTAL_FLOOR_AREA'),
    rating: column(header, 'CURRENT_ENERGY_RATING'),
    efficiency: column(header, 'CURRENT_ENERGY_EFFICIENCY'),
    rooms: column(header, 'NUMBER_HABITABLE_ROOMS'),
    ageBand: column(header, 'CONSTRUCTION_AGE_BAND'),
    tenure: column(header, 'TENURE'),
    localAuthority: column(header, 'LOCAL_AUTHORITY'),
    inspectionDate: column(header, 'INSPECTION_DATE'),
    lodgementDateTime: column(header, 'LODGEMENT_DATETIME'),
  };
  return (fields) => {
    const get = (position: number | undefined) => field(fields, position);
    /** Text, with the register's "NO DATA!" and "INVALID!" markers as null. */
    const text = (position: number | undefined) => {
      const value = get(position);
      return isBlank(value) || value.toUpperCase() === 'INVALID!' ? null : value;
    };
    const lmkKey = get(at.lmkKey);
    if (!lmkKey) throw new RowError('LMK_KEY is missing');
    const lodged = parseIsoDate(get(at.lodgementDate), 'LODGEMENT_DATE');
    if (!lodged) throw new RowError('LODGEMENT_DATE is missing');
    const rating = text(at.rating)?.toUpperCase() ?? null;
    if (rating !== null && !RATING.test(rating)) {
      throw new RowError(`CURRENT_ENERGY_RATING: "${get(at.rating)}" is not A-G`);
    }
    const area = inRange(
      parseDecimal(get(at.floorArea), 'TOTAL_FLOOR_AREA'),
      0,
      100_000,
      'TOTAL_FLOOR_AREA',
    );
    const uprn = inRange(parseInteger(get(at.uprn), 'UPRN'), 1, 999_999_999_999, 'UPRN');
    return {
      lmk_key: lmkKey,
      postcode: parsePostcode(get(at.postcode), 'POSTCODE')?.postcode ?? null,
      uprn,
      address1: text(at.address1),
      address2: text(at.address2),
      address3: text(at.address3),
      address: text(at.address),
      posttown: text(at.posttown),
      property_type: text(at.propertyType),
      built_form: text(at.builtForm),
      // 0 m2 is the register's "not recorded".
      total_floor_area: area === 0 ? null : area,
      current_energy_rating: rating,
      current_energy_efficiency: inRange(
        parseInteger(get(at.efficiency), 'CURRENT_ENERGY_EFFICIENCY'),
        -999,
        999,
        'CURRENT_ENERGY_EFFICIENCY',
      ),
      number_habitable_rooms: inRange(
        parseInteger(get(at.rooms), 'NUMBER_HABITABLE_ROOMS'),
        0,
        999,
        'NUMBER_HABITABLE_ROOMS',
      ),
      construction_age_band: text(at.ageBand),
      tenure: text(at.tenure),
      local_authority: parseGssCode(get(at.localAuthority), 'LOCAL_AUTHORITY'),
      inspection_date: parseIsoDate(get(at.inspectionDate), 'INSPECTION_DATE'),
      lodgement_date: lodged,
      lodgement_datetime: parseDateTime(get(at.lodgementDateTime), 'LODGEMENT_DATETIME'),
    };
  };
}

/**
 * Streams an EPC domestic `certificates.csv` (the bulk download per local authority or for
 * all of England and Wales, or a CSV from the API). Addresses may contain commas and, rarely,
 * line breaks inside quotes.
 */
export function readEpcCertificates(source: ByteSource): AsyncGenerator<ParseOutcome<EpcRow>> {
  return readCsvTable(source, { prepare: epcMapper, maxLinesPerRecord: 4 });
}
