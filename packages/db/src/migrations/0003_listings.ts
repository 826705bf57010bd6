import { sql, type Kysely } from 'kysely';

/**
 * Listings (sale and rent) with their agents, price history and plot polygons, and the
 * derived tables of docs/methodology.md (PLO pairs, area aggregates). Every derived column
 * of a listing is nullable: the derive step fills it. Search sorts and filters have btree
 * indexes; location a GiST index on point(lng, lat); keywords a GIN index.
 */
const statements = [
  `CREATE TABLE agents (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     source text NOT NULL,
     source_ref text NOT NULL,
     name text NOT NULL,
     brand_image_url text,
     contact_phone text,
     email text,
     address text,
     postcode text,
     website text,
     updated_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (source, source_ref)
   )`,

  `CREATE TABLE plot_polygons (
     id bigint PRIMARY KEY,
     source text NOT NULL DEFAULT 'inspire',
     shape polygon NOT NULL,
     area_m2 numeric,
     perimeter_m numeric,
     centroid_lat double precision,
     centroid_lng double precision
   )`,
  `CREATE INDEX plot_polygons_shape_idx ON plot_polygons USING gist (shape)`,
  `CREATE INDEX plot_polygons_centroid_idx ON plot_polygons USING gist (point(centroid_lng, centroid_lat))`,

  `CREATE TABLE listings (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     source text NOT NULL,
     source_ref text NOT NULL,
     transaction_type text NOT NULL CHECK (transaction_type IN ('sale', 'rent')),
     status text NOT NULL DEFAULT 'available' CHECK (status IN
       ('available', 'sold_stc', 'under_offer', 'reserved', 'let_agreed', 'sold', 'let', 'withdrawn')),
     agent_id bigint REFERENCES agents (id) ON DELETE SET NULL,
     property_url text,
     list_price integer,
     price_qualifier text,
     rent_frequency text,
     deposit integer,
     address text,
     paon text,
     saon text,
     street text,
     locality text,
     town text,
     postcode text,
     area text,
     district text,
     sector text,
     address_key text,
     lat double precision,
     lng double precision,
     property_type char(1) CHECK (property_type IN ('D', 'S', 'T', 'F', 'O')),
     property_sub_type text,
     bedrooms smallint,
     bathrooms smallint,
     reception_rooms smallint,
     total_floor_area numeric,
     tenure text,
     new_home boolean,
     furnished text,
     let_type text,
     available_from date,
     summary text,
     description text,
     features text[] NOT NULL DEFAULT '{}',
     main_image text,
     images text[] NOT NULL DEFAULT '{}',
     floor_plan_images text[] NOT NULL DEFAULT '{}',
     keywords tsvector,
     listed_on date,
     updated_on timestamptz NOT NULL DEFAULT now(),
     removed_on timestamptz,
     first_listed_price integer,
     range1_price integer,
     range2_price integer,
     range1_ppsm numeric,
     range2_ppsm numeric,
     price_estimate_type text CHECK (price_estimate_type IN ('SPB', 'CSB')),
     ppsm_radius integer,
     estimate_comparables integer,
     estimate_confidence text CHECK (estimate_confidence IN ('High', 'Medium', 'Low')),
     hpi_ppsm numeric,
     avg_bmv numeric(7, 1),
     rent_estimate integer,
     avg_yield numeric,
     roi numeric,
     crime_rate integer,
     lsoa_code text,
     more_deprived numeric,
     nearest_school_name text,
     nearest_school_distance_m integer,
     nearest_school_rating text,
     nearest_school_lat double precision,
     nearest_school_lng double precision,
     nearest_bus_stop_name text,
     nearest_bus_stop_distance_m integer,
     nearest_bus_stop_lat double precision,
     nearest_bus_stop_lng double precision,
     nearest_station_name text,
     nearest_station_distance_m integer,
     nearest_station_lat double precision,
     nearest_station_lng double precision,
     rental_demand text CHECK (rental_demand IN ('High', 'Medium', 'Low')),
     price_variation numeric,
     negative_equity boolean,
     with_sale_history boolean,
     date_of_transfer date,
     sold_price integer,
     sold_ppsm numeric,
     plot_polygon_id bigint REFERENCES plot_polygons (id) ON DELETE SET NULL,
     plot_area numeric,
     derived_at timestamptz,
     UNIQUE (source, source_ref)
   )`,
  `CREATE INDEX listings_location_idx ON listings USING gist (point(lng, lat))`,
  `CREATE INDEX listings_keywords_idx ON listings USING gin (keywords)`,
  // The first nine are the search's sort fields as they were then (core's SORT_FIELDS,
  // packages/core/src/search/constants.ts); a migration is history, so it keeps its literals.
  ...[
    'updated_on',
    'avg_bmv',
    'roi',
    'bedrooms',
    'list_price',
    'crime_rate',
    'price_variation',
    'avg_yield',
    'more_deprived',
    'district',
    'postcode',
    'property_type',
    'status',
    'sector',
    'area',
    'transaction_type',
    'agent_id',
  ].map((column) => `CREATE INDEX listings_${column}_idx ON listings (${column})`),
  `CREATE INDEX listings_address_key_idx ON listings (postcode, address_key)`,

  // Keywords for full-text search: summary, description and features. A trigger rather than
  // a generated column so that the derive step's updates do not recompute the vector.
  `CREATE FUNCTION listings_keywords_update() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     NEW.keywords := to_tsvector('english',
       coalesce(NEW.summary, '') || ' ' || coalesce(NEW.description, '') || ' ' ||
       coalesce(array_to_string(NEW.features, ' '), ''));
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER listings_keywords_trigger
     BEFORE INSERT OR UPDATE OF summary, description, features ON listings
     FOR EACH ROW EXECUTE FUNCTION listings_keywords_update()`,

  `CREATE TABLE listing_price_history (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
     price integer NOT NULL,
     status text,
     recorded_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (listing_id, recorded_at)
   )`,

  // ---- derived tables ----
  `CREATE TABLE plo_pairs (
     sale_listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
     rent_listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
     postcode text,
     address_key text,
     sale_price integer,
     rent_price integer,
     avg_yield numeric,
     matched_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (sale_listing_id, rent_listing_id)
   )`,
  `CREATE INDEX plo_pairs_rent_listing_id_idx ON plo_pairs (rent_listing_id)`,
  // Aggregates per postcode area, district, sector or unit postcode (area analytics,
  // rental demand, the valuation report's sector median price per m2).
  `CREATE TABLE area_stats (
     level text NOT NULL CHECK (level IN ('area', 'district', 'sector', 'postcode')),
     code text NOT NULL,
     parent_code text,
     avg_yield numeric,
     avg_price integer,
     avg_rent integer,
     sale_listings integer,
     rent_listings integer,
     rental_demand text CHECK (rental_demand IN ('High', 'Medium', 'Low')),
     rental_demand_share numeric,
     rooms_wanted integer,
     rooms_available integer,
     avg_room_rent integer,
     median_ppsm numeric,
     computed_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (level, code)
   )`,
  `CREATE INDEX area_stats_parent_idx ON area_stats (level, parent_code, avg_yield)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'area_stats',
    'plo_pairs',
    'listing_price_history',
    'listings',
    'plot_polygons',
    'agents',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP FUNCTION IF EXISTS listings_keywords_update()`.execute(db);
}
