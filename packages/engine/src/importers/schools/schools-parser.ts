import { parseGridLocation } from '../../parse/british-national-grid.ts';
import type { CsvHeader } from '../../parse/csv-header.ts';
import { field } from '../../parse/csv-header.ts';
import { readCsvTable, type RecordMapper } from '../../parse/csv-table.ts';
import { parseAnyDate } from '../../parse/dates.ts';
import { FileFormatError } from '../../parse/file-format-error.ts';
import { parseGssCode } from '../../parse/gss-codes.ts';
import { inRange, isBlank, parseDecimal, parseInteger } from '../../parse/numbers.ts';
import type { ParseOutcome } from '../../parse/parsed-row.ts';
import { parsePostcode } from '../../parse/postcodes.ts';
import { RowError } from '../../parse/row-error.ts';
import type { ByteSource } from '../../parse/text-lines.ts';
import { ofstedRating } from './ofsted-grades.ts';

/**
 * A `schools` row from Get Information About Schools. The judgement it carries (older
 * extracts only) is merged by date (schools-importer.ts).
 */
export interface GiasSchoolRow {
  [column: string]: string | number | null;
  urn: number;
  name: string;
  phase: string | null;
  type: string | null;
  type_group: string | null;
  status: string | null;
  la_code: string | null;
  la_name: string | null;
  gender: string | null;
  religious_character: string | null;
  low_age: number | null;
  high_age: number | null;
  capacity: number | null;
  pupils: number | null;
  percent_fsm: number | null;
  website: string | null;
  postcode: string | null;
  lat: number | null;
  lng: number | null;
  easting: number | null;
  northing: number | null;
  lsoa_code: string | null;
  opened_on: string | null;
  closed_on: string | null;
  ofsted_rating: string | null;
  ofsted_date: string | null;
}

/** A latest-judgement row from Ofsted's monthly management information, keyed by URN. */
export interface OfstedJudgementRow {
  [column: string]: string | number | null;
  urn: number;
  name: string;
  phase: string | null;
  la_name: string | null;
  postcode: string | null;
  ofsted_rating: string;
  ofsted_date: string | null;
}

export type SchoolsParseOutcome =
  | (ParseOutcome<GiasSchoolRow> & { target?: undefined })
  | { kind: 'row'; line: number; row: OfstedJudgementRow; target: 'ofsted' };

function parseUrn(raw: string): number {
  const urn = parseInteger(raw, 'URN');
  if (urn === null) throw new RowError('URN is missing');
  return inRange(urn, 100_000, 9_999_999, 'URN');
}

/** Text, with GIAS's "Not applicable"-style blanks kept (they mean something) but NA dropped. */
function text(raw: string): string | null {
  return isBlank(raw) ? null : raw;
}

function giasMapper(header: CsvHeader): RecordMapper<GiasSchoolRow> {
  const at = {
    urn: header.require('URN'),
    name: header.require('EstablishmentName'),
    phase: header.find('PhaseOfEducation (name)'),
    type: header.find('TypeOfEstablishment (name)'),
    typeGroup: header.find('EstablishmentTypeGroup (name)'),
    status: header.find('EstablishmentStatus (name)'),
    laCode: header.find('LA (code)'),
    laName: header.find('LA (name)'),
    gender: header.find('Gender (name)'),
    religion: header.find('ReligiousCharacter (name)'),
    lowAge: header.find('StatutoryLowAge'),
    highAge: header.find('StatutoryHighAge'),
    capacity: header.find('SchoolCapacity'),
    pupils: header.find('NumberOfPupils'),
    fsm: header.find('PercentageFSM'),
    website: header.find('SchoolWebsite'),
    postcode: header.find('Postcode'),
    easting: header.find('Easting'),
    northing: header.find('Northing'),
    lsoa: header.find('LSOA (code)'),
    opened: header.find('OpenDate'),
    closed: header.find('CloseDate'),
    rating: header.find('OfstedRating (name)'),
    inspected: header.find('OfstedLastInsp'),
  };
  return (fields) => {
    const get = (position: number | undefined) => field(fields, position);
    const name = get(at.name);
    if (!name) throw new RowError('EstablishmentName is missing');
    const location = parseGridLocation(get(at.easting), get(at.northing));
    const age = (position: number | undefined, label: string) =>
      inRange(parseInteger(get(position), label), 0, 99, label);
    return {
      urn: parseUrn(get(at.urn)),
      name,
      phase: text(get(at.phase)),
      type: text(get(at.type)),
      type_group: text(get(at.typeGroup)),
      status: text(get(at.status)),
      la_code: text(get(at.laCode)),
      la_name: text(get(at.laName)),
      gender: text(get(at.gender)),
      religious_character: text(get(at.religion)),
      low_age: age(at.lowAge, 'StatutoryLowAge'),
      high_age: age(at.highAge, 'StatutoryHighAge'),
      capacity: parseInteger(get(at.capacity), 'SchoolCapacity'),
      pupils: parseInteger(get(at.pupils), 'NumberOfPupils'),
      percent_fsm: inRange(parseDecimal(get(at.fsm), 'PercentageFSM'), 0, 100, 'PercentageFSM'),
      website: text(get(at.website)),
      postcode: parsePostcode(get(at.postcode), 'Postcode')?.postcode ?? null,
      lat: location?.lat ?? null,
      lng: location?.lng ?? null,
      easting: location ? parseInteger(get(at.easting), 'Easting') : null,
      northing: location ? parseInteger(get(at.northing), 'Northing') : null,
      lsoa_code: parseGssCode(get(at.lsoa), 'LSOA (code)'),
      opened_on: parseAnyDate(get(at.opened), 'OpenDate'),
      closed_on: parseAnyDate(get(at.closed), 'CloseDate'),
      ofsted_rating: at.rating === undefined ? null : ofstedRating(get(at.rating)),
      ofsted_date: parseAnyDate(get(at.inspected), 'OfstedLastInsp'),
    };
  };
}

function ofstedMapper(header: CsvHeader): RecordMapper<OfstedJudgementRow> {
  const at = {
    urn: header.require('URN'),
    name: header.require('School name'),
    grade: header.require('Latest OEIF overall effectiveness', 'Overall effectiveness'),
    date: header.require(
      'Inspection start date of latest OEIF graded inspection',
      'Inspection start date',
    ),
    concern: header.find('Category of concern', 'Latest OEIF category of concern'),
    phase: header.find('Ofsted phase'),
    laName: header.find('Local authority'),
    postcode: header.find('Postcode'),
  };
  return (fields) => {
    const get = (position: number | undefined) => field(fields, position);
    const urn = parseUrn(get(at.urn));
    const date = parseAnyDate(get(at.date), 'Inspection start date');
    const rating = ofstedRating(get(at.grade), get(at.concern));
    // An inspection without a graded judgement does not replace the latest graded one.
    if (rating === null) return null;
    return {
      urn,
      name: get(at.name) || `URN ${urn}`,
      phase: text(get(at.phase)),
      la_name: text(get(at.laName)),
      postcode: parsePostcode(get(at.postcode), 'Postcode')?.postcode ?? null,
      ofsted_rating: rating,
      ofsted_date: date,
    };
  };
}

/**
 * Streams either file the schools source takes, told apart by the header: the GIAS
 * establishments extract (`edubasealldata<YYYYMMDD>.csv`, Windows-1252, dates dd-mm-yyyy) or
 * Ofsted's management information on state-funded schools' latest inspections (by URN).
 */
export async function* readSchools(source: ByteSource): AsyncGenerator<SchoolsParseOutcome> {
  let kind: 'gias' | 'ofsted' | undefined;
  const results = readCsvTable<GiasSchoolRow | OfstedJudgementRow>(source, {
    encoding: 'auto',
    maxLinesPerRecord: 4,
    prepare: (header) => {
      if (header.has('EstablishmentName')) {
        kind = 'gias';
        return giasMapper(header);
      }
      if (header.has('Overall effectiveness', 'Latest OEIF overall effectiveness')) {
        kind = 'ofsted';
        return ofstedMapper(header);
      }
      throw new FileFormatError(
        'neither a GIAS establishments file (EstablishmentName) nor an Ofsted inspections file (Overall effectiveness)',
      );
    },
  });
  for await (const result of results) {
    if (result.kind === 'rejected' || kind === 'gias') {
      yield result as SchoolsParseOutcome;
    } else {
      yield { ...result, row: result.row as OfstedJudgementRow, target: 'ofsted' };
    }
  }
}
