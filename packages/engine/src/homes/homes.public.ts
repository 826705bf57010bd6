/**
 * The homes' public face (decisions 0016, 0027): what the API (the ingest, after writing
 * listings) and the pipeline's commands call to link listings into homes and mark sold homes.
 */
export { linkHomes, type LinkHomesOptions, type LinkHomesReport } from './link-homes.ts';
