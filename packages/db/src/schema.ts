import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** Typed view of the database for Kysely. Each migration that adds a table adds it here. */

/** A `date` column: read as a JS Date (pg's default parser), written as a Date or 'YYYY-MM-DD'. */
export type DateColumn = ColumnType<Date, Date | string, Date | string>;
/** A nullable `date` column that may be left out of an insert. */
export type OptDate = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A timestamptz column with a database default. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable column that may be left out of an insert (derived later, or optional). */
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface AppSettingsTable {
  key: string;
  value: unknown;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

// ---- geography ----

export interface RegionsTable {
  code: string;
  name: string;
  country_code: Opt<string>;
}

export interface CountiesTable {
  code: string;
  name: string;
  region_code: Opt<string>;
}

export interface LocalAuthoritiesTable {
  code: string;
  name: string;
  county_code: Opt<string>;
  region_code: Opt<string>;
  country_code: Opt<string>;
}

export interface LsoasTable {
  code: string;
  name: Opt<string>;
  lad_code: Opt<string>;
  /** IMD rank in its own nation's index, 1 = most deprived. */
  imd_rank: Opt<number>;
  imd_decile: Opt<number>;
  /** How many LSOAs the nation's index ranks (for moreDeprived). */
  imd_nation_count: Opt<number>;
  /** Edition of the index, e.g. '2019', '2025'. */
  imd_vintage: Opt<string>;
}

export interface PostcodesTable {
  /** Canonical form with one space: 'RG1 1AF'. */
  postcode: string;
  area: string;
  district: string;
  sector: string;
  lat: Opt<number>;
  lng: Opt<number>;
  easting: Opt<number>;
  northing: Opt<number>;
  positional_quality: Opt<number>;
  country_code: Opt<string>;
  region_code: Opt<string>;
  county_code: Opt<string>;
  lad_code: Opt<string>;
  ward_code: Opt<string>;
  lsoa_code: Opt<string>;
  msoa_code: Opt<string>;
  imd_rank: Opt<number>;
  user_type: Opt<number>;
  introduced_on: OptDate;
  terminated_on: OptDate;
  /** Which dataset supplied the row: 'nspl' | 'onspd' | 'codepoint' | 'demo'. */
  source: string;
}

export interface PostcodeDistrictsTable {
  district: string;
  area: string;
  town: Opt<string>;
  region: Opt<string>;
  country: Opt<string>;
  lat: Opt<number>;
  lng: Opt<number>;
  easting: Opt<number>;
  northing: Opt<number>;
  postcode_count: Opt<number>;
  active_postcode_count: Opt<number>;
  population: Opt<number>;
  households: Opt<number>;
  nearby_districts: Opt<string[]>;
}

// ---- evidence ----

/** HM Land Registry Price Paid: the 16 published fields plus derived matches. */
export interface SoldPricesTable {
  /** The transaction unique identifier, without braces. */
  transaction_id: string;
  price: number;
  date_of_transfer: DateColumn;
  postcode: string | null;
  /** D S T F O */
  property_type: string;
  /** Y new build, N established */
  old_new: string;
  /** F freehold, L leasehold, U unknown */
  duration: string;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  /** A standard, B additional */
  ppd_category: string;
  /** A addition, C change (deletions are removed) */
  record_status: string;
  postcode_sector: string | null;
  postcode_district: string | null;
  /** derived: the postcode's location */
  lat: Opt<number>;
  lng: Opt<number>;
  /** derived: floor area from a matched EPC certificate or listing */
  total_floor_area: Opt<number>;
  epc_lmk_key: Opt<string>;
  listing_id: Opt<number>;
}

export interface EpcCertificatesTable {
  lmk_key: string;
  postcode: Opt<string>;
  uprn: Opt<number>;
  /** Address fields are Royal Mail data: for matching only, never displayed. */
  address1: Opt<string>;
  address2: Opt<string>;
  address3: Opt<string>;
  address: Opt<string>;
  posttown: Opt<string>;
  property_type: Opt<string>;
  built_form: Opt<string>;
  total_floor_area: Opt<number>;
  current_energy_rating: Opt<string>;
  current_energy_efficiency: Opt<number>;
  number_habitable_rooms: Opt<number>;
  construction_age_band: Opt<string>;
  tenure: Opt<string>;
  local_authority: Opt<string>;
  inspection_date: OptDate;
  lodgement_date: OptDate;
  lodgement_datetime: OptDate;
}

/** UK HPI full file: one row per area and month (the 1st). */
export interface HpiTable {
  area_code: string;
  date: DateColumn;
  area_name: string;
  average_price: Opt<number>;
  index: Opt<number>;
  index_sa: Opt<number>;
  change_1m: Opt<number>;
  change_12m: Opt<number>;
  average_price_sa: Opt<number>;
  sales_volume: Opt<number>;
  detached_price: Opt<number>;
  detached_index: Opt<number>;
  detached_change_1m: Opt<number>;
  detached_change_12m: Opt<number>;
  semi_detached_price: Opt<number>;
  semi_detached_index: Opt<number>;
  semi_detached_change_1m: Opt<number>;
  semi_detached_change_12m: Opt<number>;
  terraced_price: Opt<number>;
  terraced_index: Opt<number>;
  terraced_change_1m: Opt<number>;
  terraced_change_12m: Opt<number>;
  flat_price: Opt<number>;
  flat_index: Opt<number>;
  flat_change_1m: Opt<number>;
  flat_change_12m: Opt<number>;
  cash_price: Opt<number>;
  cash_index: Opt<number>;
  cash_change_1m: Opt<number>;
  cash_change_12m: Opt<number>;
  cash_sales_volume: Opt<number>;
  mortgage_price: Opt<number>;
  mortgage_index: Opt<number>;
  mortgage_change_1m: Opt<number>;
  mortgage_change_12m: Opt<number>;
  mortgage_sales_volume: Opt<number>;
  ftb_price: Opt<number>;
  ftb_index: Opt<number>;
  ftb_change_1m: Opt<number>;
  ftb_change_12m: Opt<number>;
  foo_price: Opt<number>;
  foo_index: Opt<number>;
  foo_change_1m: Opt<number>;
  foo_change_12m: Opt<number>;
  new_price: Opt<number>;
  new_index: Opt<number>;
  new_change_1m: Opt<number>;
  new_change_12m: Opt<number>;
  new_sales_volume: Opt<number>;
  old_price: Opt<number>;
  old_index: Opt<number>;
  old_change_1m: Opt<number>;
  old_change_12m: Opt<number>;
  old_sales_volume: Opt<number>;
  /** 'published' (HM Land Registry's file) or 'demo' (the demo generator), migration 0100. */
  provenance: Generated<'published' | 'demo'>;
}

/** police.uk street-level crime. */
export interface CrimesTable {
  /** The Crime ID, or an importer-built content key when it is empty (anti-social behaviour). */
  crime_key: string;
  crime_id: Opt<string>;
  /** The 1st of the month. */
  month: DateColumn;
  reported_by: Opt<string>;
  falls_within: Opt<string>;
  lng: Opt<number>;
  lat: Opt<number>;
  location: Opt<string>;
  lsoa_code: Opt<string>;
  lsoa_name: Opt<string>;
  crime_type: string;
  last_outcome: Opt<string>;
  context: Opt<string>;
}

export interface SchoolsTable {
  urn: number;
  name: string;
  phase: Opt<string>;
  type: Opt<string>;
  type_group: Opt<string>;
  status: Opt<string>;
  la_code: Opt<string>;
  la_name: Opt<string>;
  gender: Opt<string>;
  religious_character: Opt<string>;
  low_age: Opt<number>;
  high_age: Opt<number>;
  capacity: Opt<number>;
  pupils: Opt<number>;
  percent_fsm: Opt<number>;
  website: Opt<string>;
  postcode: Opt<string>;
  lat: Opt<number>;
  lng: Opt<number>;
  easting: Opt<number>;
  northing: Opt<number>;
  lsoa_code: Opt<string>;
  opened_on: OptDate;
  closed_on: OptDate;
  /** Latest graded Ofsted judgement: Outstanding | Good | Requires improvement | Inadequate ... */
  ofsted_rating: Opt<string>;
  ofsted_date: OptDate;
}

export type TransportStopType = 'bus' | 'rail' | 'tram';

export interface TransportStopsTable {
  atco_code: string;
  naptan_code: Opt<string>;
  crs_code: Opt<string>;
  tiploc_code: Opt<string>;
  name: string;
  type: TransportStopType;
  /** NaPTAN StopType as published (BCT, RLY, TMU ...). */
  stop_type: Opt<string>;
  street: Opt<string>;
  indicator: Opt<string>;
  locality: Opt<string>;
  admin_area_code: Opt<string>;
  status: Opt<string>;
  lat: Opt<number>;
  lng: Opt<number>;
}

export type ImportStatus = 'running' | 'succeeded' | 'failed';

export interface ImportsTable {
  id: GeneratedAlways<number>;
  source: string;
  file: string;
  file_name: string;
  vintage: Opt<string>;
  checksum: Opt<string>;
  size_bytes: Opt<number>;
  status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>;
  rows_read: Generated<number>;
  inserted: Generated<number>;
  updated: Generated<number>;
  deleted: Generated<number>;
  rejected: Generated<number>;
  errors: ColumnType<unknown, string | undefined, string>;
  message: Opt<string>;
  started_at: DefaultTimestamp;
  finished_at: OptDate;
}

// ---- listings ----

export interface AgentsTable {
  id: GeneratedAlways<number>;
  source: string;
  source_ref: string;
  name: string;
  brand_image_url: Opt<string>;
  contact_phone: Opt<string>;
  email: Opt<string>;
  address: Opt<string>;
  postcode: Opt<string>;
  website: Opt<string>;
  updated_at: DefaultTimestamp;
}

export interface PlotPolygonsTable {
  /** HM Land Registry INSPIRE id. */
  id: number;
  source: ColumnType<string, string | undefined, string>;
  /** PostgreSQL polygon of (lng, lat) points, e.g. '((-0.97,51.45),(-0.96,51.45),...)'. */
  shape: string;
  area_m2: Opt<number>;
  perimeter_m: Opt<number>;
  centroid_lat: Opt<number>;
  centroid_lng: Opt<number>;
}

export type ListingTransactionType = 'sale' | 'rent';
export type ListingStatus =
  | 'available'
  | 'sold_stc'
  | 'under_offer'
  | 'reserved'
  | 'let_agreed'
  | 'sold'
  | 'let'
  | 'withdrawn';
export type Level3 = 'High' | 'Medium' | 'Low';

export interface ListingsTable {
  /** propertyId */
  id: GeneratedAlways<number>;
  /** Feed or importer name ('blm:<feed>', 'jsonl:<name>', 'demo'); unique with source_ref. */
  source: string;
  source_ref: string;
  transaction_type: ListingTransactionType;
  status: ColumnType<ListingStatus, ListingStatus | undefined, ListingStatus>;
  agent_id: Opt<number>;
  property_url: Opt<string>;
  /** Sale: asking price in pounds. Rent: rent per calendar month in pounds. */
  list_price: Opt<number>;
  price_qualifier: Opt<string>;
  /** Rent as advertised: 'weekly' | 'monthly' | 'quarterly' | 'annual' | 'pppw'. */
  rent_frequency: Opt<string>;
  deposit: Opt<number>;
  /** Display address. */
  address: Opt<string>;
  paon: Opt<string>;
  saon: Opt<string>;
  street: Opt<string>;
  locality: Opt<string>;
  town: Opt<string>;
  postcode: Opt<string>;
  area: Opt<string>;
  district: Opt<string>;
  sector: Opt<string>;
  /** Normalised address (house number or name, flat, street) for PLO and sale matching. */
  address_key: Opt<string>;
  lat: Opt<number>;
  lng: Opt<number>;
  /** D S T F O */
  property_type: Opt<string>;
  property_sub_type: Opt<string>;
  /** The sub type names a commercial, mixed-use, land or parking unit (generated, 0081). */
  non_residential: GeneratedAlways<boolean>;
  /**
   * The sale side of a row of plo_pairs whose rental is not withdrawn (kept by triggers on
   * plo_pairs and listings' status, 0086 and 0087).
   */
  plo_paired: Generated<boolean>;
  /**
   * How many pairs with a live rental the sale listing is the sale side of (plo_paired is
   * `plo_live_pairs > 0`; kept by the same triggers, 0115).
   */
  plo_live_pairs: Generated<number>;
  bedrooms: Opt<number>;
  bathrooms: Opt<number>;
  reception_rooms: Opt<number>;
  total_floor_area: Opt<number>;
  tenure: Opt<string>;
  new_home: Opt<boolean>;
  furnished: Opt<string>;
  let_type: Opt<string>;
  available_from: OptDate;
  summary: Opt<string>;
  description: Opt<string>;
  features: ColumnType<string[], string[] | undefined, string[]>;
  main_image: Opt<string>;
  images: ColumnType<string[], string[] | undefined, string[]>;
  floor_plan_images: ColumnType<string[], string[] | undefined, string[]>;
  /** Set by a trigger from summary, description and features. */
  keywords: ColumnType<string | null, never, never>;
  listed_on: OptDate;
  updated_on: DefaultTimestamp;
  removed_on: OptDate;
  // ---- derived (docs/methodology.md) ----
  first_listed_price: Opt<number>;
  range1_price: Opt<number>;
  range2_price: Opt<number>;
  range1_ppsm: Opt<number>;
  range2_ppsm: Opt<number>;
  price_estimate_type: Opt<'SPB' | 'CSB'>;
  ppsm_radius: Opt<number>;
  estimate_comparables: Opt<number>;
  estimate_confidence: Opt<Level3>;
  /** The point estimate, rounded (migration 0080). */
  estimate_price: Opt<number>;
  hpi_ppsm: Opt<number>;
  avg_bmv: Opt<number>;
  rent_estimate: Opt<number>;
  avg_yield: Opt<number>;
  roi: Opt<number>;
  /** Gross yield outside the plausible band (core yield-band.ts); null without a yield. */
  yield_flag: Opt<boolean>;
  /** BMV against a low-confidence estimate; null without a BMV. */
  bmv_low_confidence: Opt<boolean>;
  /** Price warning codes (core listings/price-warnings.ts), '{}' when none (migration 0097). */
  price_warnings: ColumnType<string[], string[] | undefined, string[]>;
  /**
   * The BMV sort's leading key (generated, 0097): 0 clean, 1 clean on a low-confidence
   * estimate, 2 warned, 3 warned on a low-confidence estimate; null without a BMV.
   */
  bmv_sort_tier: GeneratedAlways<number | null>;
  crime_rate: Opt<number>;
  lsoa_code: Opt<string>;
  more_deprived: Opt<number>;
  nearest_school_name: Opt<string>;
  nearest_school_distance_m: Opt<number>;
  nearest_school_rating: Opt<string>;
  nearest_school_lat: Opt<number>;
  nearest_school_lng: Opt<number>;
  nearest_bus_stop_name: Opt<string>;
  nearest_bus_stop_distance_m: Opt<number>;
  nearest_bus_stop_lat: Opt<number>;
  nearest_bus_stop_lng: Opt<number>;
  nearest_station_name: Opt<string>;
  nearest_station_distance_m: Opt<number>;
  nearest_station_lat: Opt<number>;
  nearest_station_lng: Opt<number>;
  rental_demand: Opt<Level3>;
  price_variation: Opt<number>;
  negative_equity: Opt<boolean>;
  with_sale_history: Opt<boolean>;
  date_of_transfer: OptDate;
  sold_price: Opt<number>;
  sold_ppsm: Opt<number>;
  plot_polygon_id: Opt<number>;
  plot_area: Opt<number>;
  derived_at: OptDate;
  /** Fingerprint of the inputs the derived figures were computed from (migration 0040). */
  derive_hash: Opt<string>;
  /** Years of sales the estimate used: 5, or 10 when widened (migration 0040). */
  estimate_years: Opt<number>;
}

export interface ListingPriceHistoryTable {
  id: GeneratedAlways<number>;
  listing_id: number;
  price: number;
  status: Opt<string>;
  recorded_at: DefaultTimestamp;
}

export type ListingEventKind =
  'new' | 'price-change' | 'status-change' | 'back-on-market' | 'withdrawn' | 'relisted' | 'sold';

/** Append-only: what happened to each listing, written by triggers (migration 0101). */
export type FeedKind = 'blm' | 'jsonl';
export type FeedRunStatus = 'running' | 'succeeded' | 'failed';
export type FeedRunTrigger = 'schedule' | 'manual' | 'cli';

/** A feed the operator set up (migration 0105, docs/feeds.md). */
export interface FeedsTable {
  id: GeneratedAlways<number>;
  name: string;
  kind: FeedKind;
  /** A drop folder (absolute path) or an http(s) URL. */
  location: string;
  every_seconds: number;
  full_snapshot: Generated<boolean>;
  enabled: Generated<boolean>;
  next_run_at: DefaultTimestamp;
  /** The listing sources the feed has written (what a full snapshot withdraws from). */
  sources: ColumnType<string[], string[] | undefined, string[]>;
  url_etag: Opt<string>;
  url_last_modified: Opt<string>;
  url_checksum: Opt<string>;
  created_at: DefaultTimestamp;
}

/** One run of a feed; at most one `running` per feed (the claim, decision 0018). */
export interface FeedRunsTable {
  id: GeneratedAlways<number>;
  feed_id: number;
  trigger: FeedRunTrigger;
  status: ColumnType<FeedRunStatus, FeedRunStatus | undefined, FeedRunStatus>;
  started_at: DefaultTimestamp;
  finished_at: OptDate;
  heartbeat_at: DefaultTimestamp;
  files: Generated<number>;
  files_failed: Generated<number>;
  rows_read: Generated<number>;
  rows_new: Generated<number>;
  rows_updated: Generated<number>;
  rows_withdrawn: Generated<number>;
  rows_rejected: Generated<number>;
  /** The first rejections: [{ file, line, reason }]. */
  rejections: ColumnType<unknown, string | undefined, string>;
  /** Kilobytes of the run's files read so far, and in all (while it runs). */
  progress_done: Opt<number>;
  progress_total: Opt<number>;
  message: Opt<string>;
  error: Opt<string>;
}

export interface ListingEventsTable {
  id: GeneratedAlways<string>;
  /** listings.id; no foreign key, the history outlives the row. */
  listing_id: number;
  transaction_type: ListingTransactionType;
  kind: ListingEventKind;
  occurred_at: DefaultTimestamp;
  old_price: Opt<number>;
  new_price: Opt<number>;
  old_status: Opt<string>;
  new_status: Opt<string>;
}

/**
 * Each listing's home: the id of the home's first listing, its own for a first listing
 * (migration 0103, written by the pipeline's link run, homes/link-homes.ts).
 */
export interface ListingHomesTable {
  listing_id: number;
  home_id: number;
  linked_at: DefaultTimestamp;
}

/**
 * The adjusted sales evidence of the last run that built the whole window (migration 0107,
 * the derive's `ev_adj`), and its segment effects (`ev_seg`). Derived data, the derive's own.
 */
export interface DeriveSaleEvidenceTable {
  tid: string;
  sector: string | null;
  lat: number | null;
  lng: number | null;
  ptype: string | null;
  tgroup: string | null;
  sale_date: Opt<string>;
  bedrooms: number | null;
  price: number | null;
  factor: number | null;
  adj_price: number | null;
  adj_ppsm: number | null;
  prop_key: string | null;
  postcode: string | null;
  bkey: string | null;
  w: number | null;
  index_kind: string | null;
  skey: string | null;
  seg: string | null;
  yn: number | null;
  yns: number | null;
  res_c: number | null;
  res_s: number | null;
  listing_id: number | null;
}

export interface DeriveSegmentEffectsTable {
  ptype: string;
  seg: string;
  d: number | null;
}

export interface PloPairsTable {
  sale_listing_id: number;
  rent_listing_id: number;
  postcode: Opt<string>;
  address_key: Opt<string>;
  sale_price: Opt<number>;
  /** Monthly rent in pounds. */
  rent_price: Opt<number>;
  avg_yield: Opt<number>;
  matched_at: DefaultTimestamp;
  /** The rental is withdrawn (kept by triggers from listings.status, 0087). */
  rent_withdrawn: Generated<boolean>;
}

export type AreaLevel = 'area' | 'district' | 'sector' | 'postcode';

export interface AreaStatsTable {
  level: AreaLevel;
  code: string;
  parent_code: Opt<string>;
  avg_yield: Opt<number>;
  avg_price: Opt<number>;
  avg_rent: Opt<number>;
  sale_listings: Opt<number>;
  rent_listings: Opt<number>;
  rental_demand: Opt<Level3>;
  rental_demand_share: Opt<number>;
  rooms_wanted: Opt<number>;
  rooms_available: Opt<number>;
  avg_room_rent: Opt<number>;
  median_ppsm: Opt<number>;
  computed_at: DefaultTimestamp;
}

// ---- accounts (migration 0050) ----

export interface UsersTable {
  id: string;
  /** As the user typed it (trimmed); unique case-insensitively (index on lower(email)). */
  email: string;
  first_name: string;
  last_name: ColumnType<string, string | undefined, string>;
  /** scrypt hash (accounts/passwords.ts); null for accounts created by Google sign-in. */
  password_hash: Opt<string>;
  email_verified_at: OptDate;
  google_subject: Opt<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  last_login_at: OptDate;
  /** May push listings and run feeds (migration 0102); granted only by the command line. */
  operator: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A user's personal API keys (migration 0102, decision 0015). */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** 'read' and/or 'listings:write' (@yardstick/core/api-keys). */
  scopes: string[];
  /** SHA-256 (hex) of the key; the key itself is shown once and never stored. */
  key_hash: string;
  /** The key's first characters (`ysk_` and 8 more), shown in lists. */
  prefix: string;
  created_at: DefaultTimestamp;
  last_used_at: OptDate;
  revoked_at: OptDate;
}

export interface UserSessionsTable {
  /** SHA-256 (hex) of the cookie's random token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  remember: boolean;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ip: Opt<string>;
  user_agent: Opt<string>;
}

export type UserTokenPurpose = 'verify_email' | 'reset_password';

export interface UserTokensTable {
  token_hash: string;
  user_id: string;
  purpose: UserTokenPurpose;
  created_at: DefaultTimestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: OptDate;
}

export interface UserMembershipsTable {
  id: GeneratedAlways<number>;
  user_id: string;
  /** 'trial', 'demo', or a plan of the membership module. */
  plan: string;
  attributes: string[];
  valid_from: DefaultTimestamp;
  valid_till: ColumnType<Date, Date | string, Date | string>;
  created_at: DefaultTimestamp;
  /** The membership plan (membership_plans.id) of a paid or grace row; null for trial/demo. */
  plan_id: Opt<number>;
  /** The payment (membership_payments.id) that paid for this period. */
  payment_id: Opt<number>;
  /** A grace period after a failed renewal. */
  grace: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set when the payment behind it failed or was charged back: the row grants nothing. */
  revoked_at: OptDate;
}

export type MembershipPlanKind = 'monthly' | 'yearly' | 'other' | 'auto_debit';

export interface MembershipPlansTable {
  id: number;
  name: string;
  kind: MembershipPlanKind;
  /** Whole pounds. */
  amount: number;
  /** The period in words ('1 month', '3 months', '1 year': core's periodText; migration 0096). */
  frequency: string;
  period_months: number;
  description: ColumnType<string, string | undefined, string>;
  features: ColumnType<
    { features: { name: string; enabled: boolean }[] },
    string | undefined,
    string
  >;
  attributes: string[];
  sort_order: ColumnType<number, number | undefined, number>;
  retired_at: OptDate;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PaymentMandatesTable {
  id: string;
  provider: string;
  user_id: string;
  customer_id: Opt<string>;
  status: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type CheckoutStatus = 'pending' | 'completed' | 'failed';

export interface PaymentCheckoutsTable {
  id: GeneratedAlways<number>;
  flow_id: string;
  billing_request_id: Opt<string>;
  provider: string;
  user_id: string;
  plan_id: number;
  amount: number;
  auto_debit: boolean;
  auto_debit_plan_id: Opt<number>;
  mandate_id: Opt<string>;
  payment_id: Opt<string>;
  subscription_id: Opt<string>;
  status: CheckoutStatus;
  failure: Opt<string>;
  idempotency_key: string;
  created_at: DefaultTimestamp;
  completed_at: OptDate;
}

export interface PaymentSubscriptionsTable {
  id: string;
  provider: string;
  user_id: string;
  mandate_id: string;
  plan_id: number;
  amount: number;
  start_date: DateColumn;
  status: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface MembershipPaymentsTable {
  id: GeneratedAlways<number>;
  payment_id: string;
  provider: string;
  user_id: string;
  plan_id: number;
  checkout_id: Opt<number>;
  subscription_id: Opt<string>;
  amount: number;
  status: string;
  payment_date: DateColumn;
  charge_date: OptDate;
  valid_from: DateColumn;
  valid_till: DateColumn;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  resource_type: string;
  action: string;
  resource_id: Opt<string>;
  body: ColumnType<unknown, string, string>;
  received_at: DefaultTimestamp;
  processed_at: OptDate;
}

export interface MembershipRemindersTable {
  user_id: string;
  valid_till: DateColumn;
  sent_at: DefaultTimestamp;
}

export interface PaymentSandboxObjectsTable {
  id: string;
  kind: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  idempotency_key: Opt<string>;
  /** Insertion order (the outbox's event order). */
  seq: GeneratedAlways<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OauthFlowsTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  redirect: string;
  redirect_uri: string;
  created_at: DefaultTimestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface CaptchaSpentTable {
  id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

// ---- deals (migration 0114) ----

export type DealKindColumn = 'listing' | 'plo' | 'analysis';

export interface DealsTable {
  id: GeneratedAlways<number>;
  user_id: string;
  kind: DealKindColumn;
  sale_listing_id: Opt<number>;
  rent_listing_id: Opt<number>;
  /** An analysis deal's inputs (POST /api/analyse's body). */
  analysis: Opt<unknown>;
  title: string;
  stage: Generated<string>;
  notes: Generated<string>;
  reminder_on: OptDate;
  /** What the property was when the deal was added (core DealProperty). */
  property: unknown;
  /** Its figures that day (core DealFigures). */
  figures: unknown;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface DealOffersTable {
  id: GeneratedAlways<number>;
  deal_id: number;
  amount: number;
  offered_on: DateColumn;
  outcome: Generated<string>;
  note: Opt<string>;
  created_at: DefaultTimestamp;
}

export interface DealViewingsTable {
  id: GeneratedAlways<number>;
  deal_id: number;
  viewed_on: DateColumn;
  viewing_time: Opt<string>;
  note: Opt<string>;
  created_at: DefaultTimestamp;
}

/** A deal's share link (decision 0023): the SHA-256 (hex) of its token, never the token. */
export interface DealSharesTable {
  deal_id: number;
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: DefaultTimestamp;
}

// ---- favourites (migration 0060) ----

export type FavouriteKind = 'sale' | 'plo';

export interface FavouritesTable {
  id: GeneratedAlways<number>;
  user_id: string;
  /** 'sale': an estimate (sale listing); 'plo': a sale listing paired with its rental. */
  kind: FavouriteKind;
  sale_listing_id: number;
  /** The rental of a PLO favourite; null for an estimate. */
  rent_listing_id: Opt<number>;
  created_at: DefaultTimestamp;
}

/** Migration 0095: a signed-in user's saved page choices (GET/PUT /api/preferences). */
export interface UserPreferencesTable {
  user_id: string;
  preference_type: string;
  /** The JSON the page saved, as text (at most PREFERENCE_CONFIG_MAX characters). */
  config_json: string;
  updated_at: DefaultTimestamp;
}

/** Migration 0080: the local repeat-sales price index (docs/methodology.md). */
export interface LocalPriceIndexTable {
  level: 'area' | 'district';
  code: string;
  type_group: 'H' | 'F';
  month: Date;
  index_value: number;
  pairs: number;
}

/** Migration 0080: the backtest's calibration of each confidence band. */
export interface EstimateCalibrationTable {
  band: Level3;
  z_low: number;
  z_high: number;
  sales: number;
  pe10: number | null;
  mdape: number | null;
  in_range: number | null;
  holdout_from: string;
  holdout_to: string;
  measured_at: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 0080: the backtest's measured scale of each part's error. */
export interface EstimateErrorScalesTable {
  /**
   * 'comps': the comparables' error scale; 'anchor-recent' / 'anchor-old': the database's anchor
   * curve's level / slope as ratios to the default (core ANCHOR_CURVE_PARTS, DERIVE_VERSION 8);
   * 'anchor-mid' only in tables written by DERIVE_VERSION 5 (then all three were sd scales).
   */
  part: 'anchor-recent' | 'anchor-mid' | 'anchor-old' | 'comps';
  scale: number;
  sales: number;
  measured_at: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 0082: the High band's limit on the estimate's log error, as measured. */
export interface EstimateBandLimitsTable {
  band: 'High';
  sd_below: number;
  sales: number;
  pe10: number | null;
  target_pe10: number;
  measured_at: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 0080: how a sale listing's estimate was made (the details page explains it). */
export interface ListingEstimatesTable {
  listing_id: number;
  valuation_month: Date | null;
  estimate_sd: number;
  band: Level3;
  calibrated: boolean;
  z_low: number;
  z_high: number;
  anchor_date: Date | null;
  anchor_price: number | null;
  anchor_value: number | null;
  anchor_index: string | null;
  anchor_sd: number | null;
  anchor_weight: number;
  comps_value: number | null;
  comps_sd: number | null;
  comps_method: 'SPB' | 'CSB' | null;
  comps_radius: number | null;
  comps_years: number | null;
  comps_wide: number | null;
  comps_postcode: number | null;
  comps_building: number | null;
  floor_area: number | null;
  /** The wide evidence's share of the point (the rest: the last sale and the listed sales). */
  wide_share: number | null;
  /** The postcode's and building's comparables with their adjusted prices and weights. */
  comparables: ColumnType<EstimateComparableJson[], string | undefined, string>;
  /** The learned correction applied to the log estimate (migration 0121; null: none). */
  model_delta: Generated<number | null>;
}

/** Migration 0121: the learned correction the backtest trained (one row, or none). */
export interface EstimateModelTable {
  id: Generated<number>;
  model: ColumnType<unknown, string, string>;
  sales: number;
  trained_from: string;
  trained_to: string;
  trained_at: DefaultTimestamp;
}

export interface EstimateComparableJson {
  date: string;
  address: string;
  type: string;
  price: number;
  adjusted: number;
  weight: number;
  building: boolean;
}

export interface Database {
  app_settings: AppSettingsTable;
  local_price_index: LocalPriceIndexTable;
  estimate_calibration: EstimateCalibrationTable;
  estimate_error_scales: EstimateErrorScalesTable;
  estimate_band_limits: EstimateBandLimitsTable;
  listing_estimates: ListingEstimatesTable;
  estimate_model: EstimateModelTable;
  regions: RegionsTable;
  counties: CountiesTable;
  local_authorities: LocalAuthoritiesTable;
  lsoas: LsoasTable;
  postcodes: PostcodesTable;
  postcode_districts: PostcodeDistrictsTable;
  sold_prices: SoldPricesTable;
  epc_certificates: EpcCertificatesTable;
  hpi: HpiTable;
  crimes: CrimesTable;
  schools: SchoolsTable;
  transport_stops: TransportStopsTable;
  imports: ImportsTable;
  agents: AgentsTable;
  plot_polygons: PlotPolygonsTable;
  listings: ListingsTable;
  listing_price_history: ListingPriceHistoryTable;
  listing_homes: ListingHomesTable;
  derive_sale_evidence: DeriveSaleEvidenceTable;
  derive_segment_effects: DeriveSegmentEffectsTable;
  listing_events: ListingEventsTable;
  feeds: FeedsTable;
  feed_runs: FeedRunsTable;
  plo_pairs: PloPairsTable;
  area_stats: AreaStatsTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  api_keys: ApiKeysTable;
  user_tokens: UserTokensTable;
  user_memberships: UserMembershipsTable;
  oauth_flows: OauthFlowsTable;
  captcha_spent: CaptchaSpentTable;
  favourites: FavouritesTable;
  user_preferences: UserPreferencesTable;
  membership_plans: MembershipPlansTable;
  payment_mandates: PaymentMandatesTable;
  payment_checkouts: PaymentCheckoutsTable;
  payment_subscriptions: PaymentSubscriptionsTable;
  membership_payments: MembershipPaymentsTable;
  payment_events: PaymentEventsTable;
  membership_reminders: MembershipRemindersTable;
  payment_sandbox_objects: PaymentSandboxObjectsTable;
  saved_searches: SavedSearchesTable;
  saved_search_keys: SavedSearchKeysTable;
  alert_settings: AlertSettingsTable;
  alert_cursor: AlertCursorTable;
  alert_emails: AlertEmailsTable;
  alert_matches: AlertMatchesTable;
  deals: DealsTable;
  deal_offers: DealOffersTable;
  deal_viewings: DealViewingsTable;
  deal_shares: DealSharesTable;
  job_runs: JobRunsTable;
}

export type { Generated };

/**
 * A sale's address, type and price as Price Paid records them: what every list of sales shows
 * (the details page's recent sales, the valuation report's comparables).
 */
export type SoldPriceAddress = Pick<
  SoldPricesTable,
  'saon' | 'paon' | 'street' | 'locality' | 'town' | 'property_type' | 'price'
>;

// ---- saved searches and alerts (migration 0108, issue 28, decision 0020) ----

export type AlertFrequency = 'instant' | 'daily' | 'weekly' | 'off';

export interface SavedSearchesTable {
  id: GeneratedAlways<string>;
  user_id: string;
  name: string;
  kind: 'estimates' | 'plo';
  /** The search's query parameters. */
  filter: ColumnType<Record<string, string>, string, string>;
  /** The version of the filter's shape (1: the URL form; migration 0118). */
  filter_version: Generated<number>;
  /** The resolved listing query the matcher tests listings against. */
  query: ColumnType<unknown, string, string>;
  alert: AlertFrequency;
  viewed_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The matcher's inverted index of saved searches: a district, an area, a box or anywhere. */
export interface SavedSearchKeysTable {
  saved_search_id: string;
  district: Opt<string>;
  area: Opt<string>;
  /** PostgreSQL box '((maxLng,maxLat),(minLng,minLat))'. */
  bbox: Opt<string>;
  anywhere: Generated<boolean>;
  min_price: Opt<number>;
  max_price: Opt<number>;
}

export interface AlertSettingsTable {
  user_id: string;
  price_drop: Generated<boolean>;
  status_change: Generated<boolean>;
  back_on_market: Generated<boolean>;
  frequency: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  updated_at: DefaultTimestamp;
}

export interface AlertCursorTable {
  name: string;
  last_event_id: ColumnType<string, string | number, string | number>;
  updated_at: DefaultTimestamp;
}

export type JobRunOutcome = 'running' | 'succeeded' | 'failed';

/** The last run of each job of the API's job registry (migration 0120). */
export interface JobRunsTable {
  name: string;
  started_at: ColumnType<Date, Date, Date>;
  finished_at: OptDate;
  outcome: JobRunOutcome;
  summary: Opt<string>;
  /** The process that ran it: host and pid. */
  process: string;
  failed_at: OptDate;
  error: Opt<string>;
}

export type AlertEmailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'unknown';

export interface AlertEmailsTable {
  id: GeneratedAlways<string>;
  user_id: string;
  /** 's:<saved search id>' or 'favourites'. */
  subject_key: string;
  frequency: Exclude<AlertFrequency, 'off'>;
  period_key: string;
  status: ColumnType<AlertEmailStatus, AlertEmailStatus | undefined, AlertEmailStatus>;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  claimed_at: OptDate;
  sent_at: OptDate;
  message_id: Opt<string>;
  error: Opt<string>;
  created_at: DefaultTimestamp;
}

export interface AlertMatchesTable {
  id: GeneratedAlways<string>;
  user_id: string;
  saved_search_id: Opt<string>;
  favourite_id: Opt<number>;
  listing_id: number;
  event_id: string;
  event_kind: string;
  old_price: Opt<number>;
  new_price: Opt<number>;
  new_status: Opt<string>;
  matched_at: DefaultTimestamp;
  read_at: OptDate;
  email_id: Opt<string>;
}
