import type { ListingStatus } from '@yardstick/db/schema';

/**
 * A `listings` row as the listing importers (BLM, listings-jsonl) supply it, plus the
 * agent's feed reference (staging-only columns resolved to `agent_id` before the merge).
 * Money in whole pounds; a rent's `list_price` is per calendar month.
 */
export interface ListingRow {
  [column: string]: string | number | boolean | readonly string[] | null;
  source: string;
  source_ref: string;
  /** Always null from a feed: resolved from agent_source/agent_ref before the merge. */
  agent_id: null;
  /** Staging only: the `agents` row (source, source_ref) the listing belongs to. */
  agent_source: string | null;
  agent_ref: string | null;
  transaction_type: 'sale' | 'rent';
  status: ListingStatus;
  property_url: string | null;
  list_price: number | null;
  price_qualifier: string | null;
  rent_frequency: string | null;
  deposit: number | null;
  address: string | null;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  postcode: string | null;
  area: string | null;
  district: string | null;
  sector: string | null;
  lat: number | null;
  lng: number | null;
  property_type: string | null;
  property_sub_type: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  reception_rooms: number | null;
  total_floor_area: number | null;
  tenure: string | null;
  new_home: boolean | null;
  furnished: string | null;
  let_type: string | null;
  available_from: string | null;
  summary: string | null;
  description: string | null;
  features: readonly string[];
  main_image: string | null;
  images: readonly string[];
  floor_plan_images: readonly string[];
  listed_on: string | null;
  /** The feed's last-updated time; null = keep the stored one (now() for a new listing). */
  updated_on: string | null;
  /** Always null from a feed: a listing present in it is not removed. */
  removed_on: null;
}

/** An `agents` row from a listings feed. */
export interface AgentRow {
  [column: string]: string | null;
  source: string;
  source_ref: string;
  name: string;
  brand_image_url: string | null;
  contact_phone: string | null;
  email: string | null;
  address: string | null;
  postcode: string | null;
  website: string | null;
}
