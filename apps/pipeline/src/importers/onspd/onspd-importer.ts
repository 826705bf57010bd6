import { monthNameVintage } from '../../parse/file-vintage.ts';
import { readPostcodeDirectory } from '../../parse/ons-postcode-directory.ts';
import type { PostcodeRow } from '../../parse/postcode-row.ts';
import { defineImporter } from '../importer.ts';
import { POSTCODE_DIRECTORY_TARGET } from '../nspl/nspl-importer.ts';

/**
 * ONS Postcode Directory: the same postcodes as the NSPL with boundary-exact geographies.
 * Reads both the layout led by `pcd` and the August 2025 layout led by `pcd7`.
 */
export const onspdImporter = defineImporter<PostcodeRow>({
  source: 'onspd',
  description: 'ONS Postcode Directory CSV (ONSPD_<MMM>_<YYYY>_UK*.csv, pcd or pcd7 layout)',
  accepts: (fileName) => /^ONSPD.*\.csv(\.gz)?$/i.test(fileName),
  target: POSTCODE_DIRECTORY_TARGET,
  vintage: monthNameVintage,
  parse: (input) => readPostcodeDirectory(input, 'onspd'),
});
