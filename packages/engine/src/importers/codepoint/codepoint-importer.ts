import { defineImporter } from '../importer.ts';
import { POSTCODE_LOCATION_COLUMNS } from '../nspl/nspl-importer.ts';
import { readCodepoint, type CodepointRow } from './codepoint-parser.ts';

/**
 * OS Code-Point Open: Great Britain's postcode units with National Grid references,
 * converted to WGS84. It has no LSOA, region, IMD or dates, so importing it after an NSPL
 * or ONSPD load updates the location and admin codes and leaves those columns as they are.
 */
export const codepointImporter = defineImporter<CodepointRow>({
  source: 'codepoint',
  description:
    'OS Code-Point Open CSV, one headerless file per postcode area (Data/CSV/<area>.csv)',
  // The download's Data/CSV folder holds one file per postcode area: ab.csv ... ze.csv.
  accepts: (fileName) =>
    /^[a-z]{1,2}\.csv(\.gz)?$/i.test(fileName) || /^code-?point.*\.csv(\.gz)?$/i.test(fileName),
  target: {
    table: 'postcodes',
    columns: POSTCODE_LOCATION_COLUMNS,
    conflictKey: ['postcode'],
  },
  parse: (input) => readCodepoint(input),
});
