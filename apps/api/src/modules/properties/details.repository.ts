import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/** Reads of one listing (details, reload) and of its agent: Kysely only. */
type Db = Kysely<Database>;

export interface DetailsRow {
  id: number;
  transaction_type: string;
  status: string;
  list_price: number | null;
  range1_price: number | null;
  range2_price: number | null;
  /** The estimator's point (listings.estimate_price). */
  estimate_price: number | null;
  range1_ppsm: number | null;
  range2_ppsm: number | null;
  price_estimate_type: string | null;
  ppsm_radius: number | null;
  estimate_confidence: string | null;
  estimate_comparables: number | null;
  address: string | null;
  postcode: string | null;
  area: string | null;
  district: string | null;
  sector: string | null;
  property_url: string | null;
  rental_demand: string | null;
  images: string[];
  main_image: string | null;
  /** The full description (description, else summary), never null. */
  text: string;
  /** The listing's bullet features (read for a stated income). */
  features: string[];
  /** The sale side of a PLO pair: its rent estimate is the pair's rent. */
  plo_paired: boolean;
  bedrooms: number | null;
  total_floor_area: number | null;
  property_type: string | null;
  property_sub_type: string | null;
  listed_on: string | null;
  updated_on: Date;
  avg_bmv: number | null;
  roi: number | null;
  avg_yield: number | null;
  yield_flag: boolean | null;
  bmv_low_confidence: boolean | null;
  price_warnings: string[];
  rent_estimate: number | null;
  more_deprived: number | null;
  hpi_ppsm: number | null;
  date_of_transfer: string | null;
  sold_price: number | null;
  sold_ppsm: number | null;
  crime_rate: number | null;
  price_variation: number | null;
  plot_polygon_id: number | null;
  agent_id: number | null;
  floor_plan_images: string[];
  lat: number | null;
  lng: number | null;
  nearest_bus_stop_name: string | null;
  nearest_bus_stop_distance_m: number | null;
  nearest_bus_stop_lat: number | null;
  nearest_bus_stop_lng: number | null;
  nearest_station_name: string | null;
  nearest_station_distance_m: number | null;
  nearest_station_lat: number | null;
  nearest_station_lng: number | null;
  nearest_school_name: string | null;
  nearest_school_distance_m: number | null;
  nearest_school_rating: string | null;
  nearest_school_lat: number | null;
  nearest_school_lng: number | null;
}

/** The listing with this id (any type and status; the service decides), by primary key. */
export async function listingDetails(db: Db, id: string): Promise<DetailsRow | undefined> {
  const { rows } = await sql<DetailsRow>`
    SELECT l.id, l.transaction_type, l.status, l.list_price, l.range1_price, l.range2_price,
           l.estimate_price, l.range1_ppsm, l.range2_ppsm, l.price_estimate_type, l.ppsm_radius,
           l.estimate_confidence, l.estimate_comparables, l.address, l.postcode, l.area,
           l.district, l.sector, l.property_url, l.rental_demand, l.images, l.main_image,
           coalesce(nullif(btrim(l.description), ''), l.summary, '') AS text,
           l.bedrooms, l.total_floor_area, l.property_type, l.property_sub_type,
           l.listed_on::text AS listed_on, l.updated_on, l.avg_bmv, l.roi, l.avg_yield,
           l.yield_flag, l.bmv_low_confidence, l.price_warnings,
           l.rent_estimate, l.more_deprived, l.hpi_ppsm, l.date_of_transfer::text AS date_of_transfer,
           l.sold_price, l.sold_ppsm, l.crime_rate, l.price_variation, l.plot_polygon_id,
           l.agent_id, l.floor_plan_images, l.lat, l.lng,
           l.nearest_bus_stop_name, l.nearest_bus_stop_distance_m, l.nearest_bus_stop_lat,
           l.nearest_bus_stop_lng, l.nearest_station_name, l.nearest_station_distance_m,
           l.nearest_station_lat, l.nearest_station_lng, l.nearest_school_name,
           l.nearest_school_distance_m, l.nearest_school_rating, l.nearest_school_lat,
           l.nearest_school_lng,
           l.features, l.plo_paired
    FROM listings l
    WHERE l.id = ${id}::bigint`.execute(db);
  return rows[0];
}

export interface AgentRow {
  name: string;
  brand_image_url: string | null;
  contact_phone: string | null;
}

export async function agentById(db: Db, id: string): Promise<AgentRow | undefined> {
  const { rows } = await sql<AgentRow>`
    SELECT name, brand_image_url, contact_phone FROM agents WHERE id = ${id}::bigint`.execute(db);
  return rows[0];
}
