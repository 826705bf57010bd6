import { defineImporter, type StagedRow } from '../importer.ts';
import { readNaptan } from './naptan-parser.ts';

/**
 * NaPTAN: bus stops, bus station bays, railway and tram stations with their names and
 * locations (Stops.csv from the DfT NaPTAN download), and railway stations' CRS and TIPLOC
 * codes (the legacy RailReferences.csv). Import either file in either order: Stops.csv never
 * touches the codes, and RailReferences.csv only adds them to a station Stops.csv supplied
 * (it inserts stations Stops.csv has not supplied yet).
 */
export const naptanImporter = defineImporter<StagedRow>({
  source: 'naptan',
  description: 'NaPTAN Stops.csv (bus, rail, tram) or RailReferences.csv (station CRS codes)',
  accepts: (fileName) => /^(Stops|RailReferences)\b.*\.csv(\.gz)?$/i.test(fileName),
  target: {
    table: 'transport_stops',
    columns: [
      'atco_code',
      'naptan_code',
      'name',
      'type',
      'stop_type',
      'street',
      'indicator',
      'locality',
      'admin_area_code',
      'status',
      'lat',
      'lng',
    ],
    conflictKey: ['atco_code'],
  },
  extraTargets: {
    railReferences: {
      table: 'transport_stops',
      columns: [
        'atco_code',
        'tiploc_code',
        'crs_code',
        'name',
        'type',
        'stop_type',
        'status',
        'lat',
        'lng',
      ],
      conflictKey: ['atco_code'],
      updateColumns: ['tiploc_code', 'crs_code'],
    },
  },
  parse: (input) => readNaptan(input),
});
