import { postcodeDirectoryImporter } from '../nspl/nspl-importer.ts';

/**
 * ONS Postcode Directory: the same postcodes as the NSPL with boundary-exact geographies.
 * Reads both the layout led by `pcd` and the August 2025 layout led by `pcd7`.
 */
export const onspdImporter = postcodeDirectoryImporter(
  'onspd',
  'ONS Postcode Directory CSV (ONSPD_<MMM>_<YYYY>_UK*.csv, pcd or pcd7 layout)',
  /^ONSPD.*\.csv(\.gz)?$/i,
);
