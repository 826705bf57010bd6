import type { LatLng } from './coordinates.ts';
import type { PostcodeParts } from './postcodes.ts';

/** A row of the `postcodes` table, as the postcode importers (NSPL, ONSPD, Code-Point) fill it. */
export interface PostcodeRow {
  [column: string]: string | number | null;
  postcode: string;
  area: string;
  /** The outward code, e.g. "WC1A", "M21". */
  district: string;
  sector: string;
  lat: number | null;
  lng: number | null;
  easting: number | null;
  northing: number | null;
  /**
   * Positional quality on the ONS osgrdind scale: 1 best (within the building) ... 6 sector
   * mean, 8 terminated before introduction, 9 no grid reference. Code-Point's 10..90 is
   * divided by ten, which maps it onto the same scale.
   */
  positional_quality: number | null;
  country_code: string | null;
  region_code: string | null;
  county_code: string | null;
  lad_code: string | null;
  ward_code: string | null;
  lsoa_code: string | null;
  msoa_code: string | null;
  imd_rank: number | null;
  user_type: number | null;
  introduced_on: string | null;
  terminated_on: string | null;
  source: string;
}

/** The postcode's own columns and its location: `postcodes` and `listings` name them alike. */
export const POSTCODE_PLACE_COLUMNS = [
  'postcode',
  'area',
  'district',
  'sector',
  'lat',
  'lng',
] as const;

/** The postcode's own columns and its location, as every postcode importer fills them. */
export function postcodeColumns(parts: PostcodeParts, location: LatLng | null) {
  return {
    postcode: parts.postcode,
    area: parts.area,
    district: parts.outcode,
    sector: parts.sector,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
  };
}
