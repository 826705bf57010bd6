/**
 * The homes' public face (decision 0016): what the API (the ingest, after writing listings)
 * and the pipeline's own paths call to link listings into homes and mark sold homes.
 */
export { linkHomes, type LinkHomesOptions, type LinkHomesReport } from './link-homes.ts';
