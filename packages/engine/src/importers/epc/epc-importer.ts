import { defineImporter, type ColumnOf } from '../importer.ts';
import { readEpcCertificates, type EpcRow } from './epc-parser.ts';

/** The `epc_certificates` columns a certificate fills. */
export const EPC_COLUMNS = [
  'lmk_key',
  'postcode',
  'uprn',
  'address1',
  'address2',
  'address3',
  'address',
  'posttown',
  'property_type',
  'built_form',
  'total_floor_area',
  'current_energy_rating',
  'current_energy_efficiency',
  'number_habitable_rooms',
  'construction_age_band',
  'tenure',
  'local_authority',
  'inspection_date',
  'lodgement_date',
  'lodgement_datetime',
] as const satisfies readonly ColumnOf<'epc_certificates'>[];

/**
 * EPC domestic certificates (Open Data Communities): floor area, rating and the other fields
 * the product uses, one row per certificate (a property may have several; the derive step
 * takes the latest per UPRN). Address fields are stored for matching only (licence).
 * A bulk zip also holds `recommendations.csv`; only `certificates.csv` is read.
 */
export const epcImporter = defineImporter<EpcRow>({
  source: 'epc',
  description: 'EPC domestic certificates.csv (Open Data Communities bulk download or API CSV)',
  accepts: (fileName) => /certificates.*\.csv(\.gz)?$/i.test(fileName),
  target: {
    table: 'epc_certificates',
    columns: EPC_COLUMNS,
    conflictKey: ['lmk_key'],
  },
  parse: (input) => readEpcCertificates(input),
});
