import type { JsonListing } from '@yardstick/core/ingest/listing-schema';
import { composeAddress } from '@yardstick/core/property/address';
import { htmlToText } from '../../parse/html-text.ts';
import { listingPostcode } from '../blm/listing-address.ts';
import type { AgentRow, ListingRow } from '../blm/listing-row.ts';
import { monthlyRent } from '../blm/rent.ts';

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

function text(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const plain = htmlToText(raw);
  return plain === '' ? null : plain;
}

/**
 * A validated JSON listing as a `listings` row of the feed `<kind>:<source>`: `jsonl` for
 * files (the listings-jsonl importer and feeds), `push` for the ingest API.
 */
export function jsonListingRow(
  listing: JsonListing,
  source: string,
  kind: 'jsonl' | 'push' = 'jsonl',
): ListingRow {
  const rent = listing.transactionType === 'rent';
  const frequency = rent ? (listing.rentFrequency ?? 'monthly') : null;
  const price =
    listing.price === null || listing.price === 0
      ? null
      : frequency
        ? monthlyRent(listing.price, frequency)
        : listing.price;
  const { address } = listing;
  return {
    source: `${kind}:${source}`,
    source_ref: listing.ref,
    agent_id: null,
    agent_source: listing.agent ? `${kind}:${source}` : null,
    agent_ref: listing.agent?.ref ?? null,
    transaction_type: listing.transactionType,
    status: listing.status,
    property_url: orNull(listing.url),
    list_price: price,
    price_qualifier: orNull(listing.priceQualifier),
    rent_frequency: frequency,
    deposit: rent ? orNull(listing.deposit) : null,
    // Absent `display`: composed from the parts by the one composer the emails use.
    address: orNull(address.display) ?? composeAddress(address),
    paon: orNull(address.paon),
    saon: orNull(address.saon),
    street: orNull(address.street),
    locality: orNull(address.locality),
    town: orNull(address.town),
    ...listingPostcode(address.postcode, '', 'address.postcode'),
    lat: listing.location?.lat ?? null,
    lng: listing.location?.lng ?? null,
    property_type: orNull(listing.propertyType),
    property_sub_type: orNull(listing.propertySubType),
    bedrooms: orNull(listing.bedrooms),
    bathrooms: orNull(listing.bathrooms),
    reception_rooms: orNull(listing.receptionRooms),
    total_floor_area: orNull(listing.floorAreaM2),
    tenure: orNull(listing.tenure),
    new_home: orNull(listing.newHome),
    furnished: rent ? orNull(listing.furnished) : null,
    let_type: rent ? orNull(listing.letType) : null,
    available_from: rent ? orNull(listing.availableFrom) : null,
    summary: text(listing.summary),
    description: text(listing.description),
    features: listing.features.map((feature) => htmlToText(feature)).filter(Boolean),
    main_image: listing.images[0] ?? null,
    images: listing.images,
    floor_plan_images: listing.floorPlans,
    listed_on: orNull(listing.listedOn),
    updated_on: orNull(listing.updatedAt),
    removed_on: null,
  };
}

/** The listing's agent as an `agents` row of the feed. */
export function jsonAgentRow(
  agent: NonNullable<JsonListing['agent']>,
  source: string,
  kind: 'jsonl' | 'push' = 'jsonl',
): AgentRow {
  return {
    source: `${kind}:${source}`,
    source_ref: agent.ref,
    name: agent.name,
    brand_image_url: orNull(agent.logoUrl),
    contact_phone: orNull(agent.phone),
    email: orNull(agent.email),
    address: orNull(agent.address),
    postcode: orNull(agent.postcode),
    website: orNull(agent.website),
  };
}
