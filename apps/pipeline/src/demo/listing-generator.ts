import { cityOfDistrict, type DemoCity } from './demo-areas.ts';
import type { DemoAgent } from './demo-agents.ts';
import { DEMO_AS_OF, addDays, daysBetween } from './demo-clock.ts';
import type { DemoEpc } from './epc-certificates.ts';
import {
  EXTERIOR_VARIANTS,
  INTERIOR_VARIANTS,
  exteriorFile,
  floorPlanFile,
  interiorFile,
  mediaUrl,
} from './media/media-catalogue.ts';
import { caveatPriceFactor, caveatQualifier, caveatTenure, pickCaveat } from './listing-caveats.ts';
import {
  listingDescription,
  listingFeatures,
  listingSummary,
  type ListingTraits,
} from './listing-text.ts';
import { plotPolygon, type DemoPlot } from './plot-polygons.ts';
import { offsetMetres } from './demo-geography.ts';
import { addressKey, type DemoProperty } from './property-model.ts';
import { Random } from '@yardstick/core/random/seeded-random';

/**
 * Sale and rent listings of a property, with their price and status history. Asking
 * prices scatter around the property's market value (most near it, some well below, some
 * above) so that BMV figures come out realistic; a share of sale listings are also
 * advertised to rent at the same address (PLO pairs).
 */

export type ListingStatus =
  'available' | 'sold_stc' | 'under_offer' | 'reserved' | 'let_agreed' | 'sold' | 'withdrawn';

export interface PriceEvent {
  price: number;
  status: ListingStatus;
  recordedAt: string;
}

export interface DemoListing {
  id: number;
  sourceRef: string;
  transaction: 'sale' | 'rent';
  status: ListingStatus;
  agentId: number;
  /** Always null: demo listings have no page on any site (a made-up address would be a dead link). */
  propertyUrl: null;
  listPrice: number;
  firstListedPrice: number;
  priceQualifier: string | null;
  rentFrequency: string | null;
  deposit: number | null;
  address: string;
  paon: string;
  saon: string | null;
  street: string;
  locality: string | null;
  town: string;
  postcode: string;
  area: string;
  district: string;
  sector: string;
  addressKey: string;
  lat: number;
  lng: number;
  propertyType: string;
  propertySubType: string;
  bedrooms: number;
  bathrooms: number;
  receptions: number;
  totalFloorArea: number | null;
  tenure: string | null;
  newHome: boolean;
  furnished: string | null;
  letType: string | null;
  availableFrom: string | null;
  summary: string;
  description: string;
  features: string[];
  mainImage: string;
  images: string[];
  floorPlanImages: string[];
  listedOn: string;
  updatedOn: string;
  removedOn: string | null;
  plotPolygonId: number;
  plotArea: number;
  history: PriceEvent[];
}

export interface ListingPlan {
  sale: { listedOn: string } | null;
  rent: { listedOn: string } | null;
}

/** Gross yields by city (author's estimates of typical asking rents against values). */
const GROSS_YIELD: Readonly<Record<DemoCity, number>> = {
  reading: 0.047,
  manchester: 0.056,
  liverpool: 0.068,
};
const ROOM_RENT: Readonly<Record<DemoCity, [number, number]>> = {
  reading: [650, 820],
  manchester: [500, 660],
  liverpool: [420, 540],
};
const HMO_DISTRICTS = new Set(['M14', 'M20', 'M15', 'L24', 'RG1']);

function daysAgo(random: Random, bands: Readonly<Record<string, number>>): number {
  const band = random.weighted(bands);
  const [from, to] = band.split('-').map(Number) as [number, number];
  return random.int(from, to);
}

/** Whether and when the property is on the market (sale, rent, or both: a PLO pair). */
export function planListings(
  seed: number | string,
  property: DemoProperty,
  probability: number,
): ListingPlan {
  const random = new Random(seed, 'listing-plan', property.id);
  if (!random.chance(probability)) return { sale: null, rent: null };
  const rentShare = property.type === 'F' ? 0.5 : property.type === 'O' ? 0.15 : 0.32;
  const isRent = random.chance(rentShare);
  const saleListedOn = addDays(
    DEMO_AS_OF,
    -daysAgo(random, { '0-30': 30, '31-90': 30, '91-180': 25, '181-330': 15 }),
  );
  const rentListedOn = addDays(
    DEMO_AS_OF,
    -daysAgo(random, { '0-14': 35, '15-45': 35, '46-90': 30 }),
  );
  if (isRent) return { sale: null, rent: { listedOn: rentListedOn } };
  const plo = property.type !== 'O' && random.chance(0.16);
  return { sale: { listedOn: saleListedOn }, rent: plo ? { listedOn: rentListedOn } : null };
}

/** Asking prices as agents set them: steps of £1,000 to £25,000 by price band, often just under. */
export function roundAskingPrice(price: number, random: Random): number {
  const step =
    price < 100_000 ? 1_000 : price < 500_000 ? 5_000 : price < 1_000_000 ? 10_000 : 25_000;
  const rounded = Math.max(step, Math.round(price / step) * step);
  const style = random.weighted({ round: 60, fifty: 30, ninetyFive: 10 });
  if (style === 'fifty' && rounded > 50_000) return rounded - 50;
  if (style === 'ninetyFive' && rounded > 50_000) return rounded - 5;
  return rounded;
}

function priceQualifier(random: Random): string | null {
  const q = random.weighted({
    none: 72,
    'Guide Price': 8,
    'Offers in Excess of': 9,
    'Offers Over': 6,
    OIRO: 3,
    'Fixed Price': 2,
  });
  return q === 'none' ? null : q;
}

function roundRent(rent: number): number {
  return Math.max(300, Math.round(rent / 25) * 25);
}

function timestamp(date: string, random: Random): string {
  return `${date}T${String(random.int(8, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}Z`;
}

export class AgentPicker {
  private readonly byCity = new Map<string, { agents: DemoAgent[]; total: number }>();
  constructor(agents: readonly DemoAgent[]) {
    for (const transaction of ['sale', 'rent'] as const) {
      for (const city of ['reading', 'manchester', 'liverpool'] as const) {
        const list = agents.filter(
          (a) => a.city === city && (transaction === 'rent' || !a.lettingsOnly),
        );
        this.byCity.set(`${city}:${transaction}`, {
          agents: list,
          total: list.reduce((s, a) => s + a.weight, 0),
        });
      }
    }
  }
  pick(city: DemoCity, transaction: 'sale' | 'rent', random: Random): DemoAgent {
    const entry = this.byCity.get(`${city}:${transaction}`);
    if (!entry || entry.agents.length === 0) throw new Error(`no demo agent in ${city}`);
    let r = random.next() * entry.total;
    for (const agent of entry.agents) {
      r -= agent.weight;
      if (r < 0) return agent;
    }
    return entry.agents[entry.agents.length - 1] as DemoAgent;
  }
}

export interface ListingContext {
  seed: number | string;
  agents: AgentPicker;
  nextListingId: () => number;
}

function monthlyRent(property: DemoProperty, city: DemoCity, random: Random): number {
  const typeAdjust = property.type === 'F' ? 0.006 : property.type === 'D' ? -0.008 : 0;
  return roundRent(
    (property.valueToday * (GROSS_YIELD[city] + typeAdjust) * random.logNormalFactor(0.08)) / 12,
  );
}

function pictures(property: DemoProperty, random: Random, roomLet: boolean) {
  const exterior = mediaUrl(exteriorFile(property.type, random.int(0, EXTERIOR_VARIANTS - 1)));
  const rooms: string[] = [];
  rooms.push(mediaUrl(interiorFile('living', random.int(0, INTERIOR_VARIANTS - 1))));
  rooms.push(mediaUrl(interiorFile('kitchen', random.int(0, INTERIOR_VARIANTS - 1))));
  const bedroomPictures = roomLet ? 1 : Math.min(property.bedrooms, 3);
  for (let i = 0; i < bedroomPictures; i++)
    rooms.push(mediaUrl(interiorFile('bedroom', random.int(0, INTERIOR_VARIANTS - 1))));
  rooms.push(mediaUrl(interiorFile('bathroom', random.int(0, INTERIOR_VARIANTS - 1))));
  if (property.type !== 'F' && property.type !== 'O')
    rooms.push(mediaUrl(interiorFile('garden', random.int(0, INTERIOR_VARIANTS - 1))));
  const images = roomLet
    ? [rooms[2] ?? exterior, exterior, ...rooms.slice(0, 2)]
    : [exterior, ...rooms];
  const floorPlans = random.chance(0.82)
    ? [mediaUrl(floorPlanFile(property.type, property.bedrooms, random.int(0, 2)))]
    : [];
  return { images, floorPlans };
}

/** Builds the planned listings of a property; the first one's id also names its plot polygon. */
export function buildListings(
  ctx: ListingContext,
  property: DemoProperty,
  plan: ListingPlan,
  epcs: readonly DemoEpc[],
): { listings: DemoListing[]; plot: DemoPlot | null } {
  if (!plan.sale && !plan.rent) return { listings: [], plot: null };
  const random = new Random(ctx.seed, 'listing', property.id);
  const unit = property.unit;
  const city = cityOfDistrict(unit.district);
  const location = offsetMetres(unit.lat, unit.lng, random.normal(0, 15), random.normal(0, 15));
  const firstId = ctx.nextListingId();
  const plot = plotPolygon(ctx.seed, property, firstId, location.lat, location.lng);
  const epcRating = epcs[epcs.length - 1]?.rating ?? null;
  const rentPcm = monthlyRent(property, city, random);
  const isHouse = property.type === 'T' || property.type === 'S' || property.type === 'D';
  const hmo =
    isHouse && property.bedrooms >= 4 && HMO_DISTRICTS.has(unit.district) && random.chance(0.4);
  const listings: DemoListing[] = [];

  const common = (id: number, transaction: 'sale' | 'rent', roomLet: boolean) => {
    const agent = ctx.agents.pick(city, transaction, random);
    const sourceRef = `DEMO-${transaction === 'sale' ? 'S' : 'L'}-${String(id).padStart(7, '0')}`;
    const { images, floorPlans } = pictures(property, random, roomLet);
    const displayPlace = unit.locality ? `${unit.locality}, ${unit.town}` : unit.town;
    return {
      id,
      sourceRef,
      transaction,
      agentId: agent.id,
      propertyUrl: null,
      address: `${property.street}, ${displayPlace} ${unit.postcode}`,
      paon: property.paon,
      saon: property.saon,
      street: property.street,
      locality: unit.locality,
      town: unit.town,
      postcode: unit.postcode,
      area: unit.area,
      district: unit.district,
      sector: unit.sector,
      addressKey: addressKey(property),
      lat: location.lat,
      lng: location.lng,
      propertyType: property.type,
      propertySubType: roomLet ? 'House Share' : property.subType,
      bedrooms: roomLet ? 1 : property.bedrooms,
      bathrooms: property.bathrooms,
      receptions: property.receptions,
      totalFloorArea: !roomLet && random.chance(0.7) ? property.floorArea : null,
      mainImage: images[0] as string,
      images,
      floorPlanImages: roomLet ? [] : floorPlans,
      plotPolygonId: plot.id,
      plotArea: plot.areaM2,
    };
  };

  if (plan.sale) {
    const id = firstId;
    const cashOnly = random.chance(0.06);
    const auction = !cashOnly && random.chance(0.05);
    const tenanted = !hmo && random.chance(0.07);
    const band = random.weighted({ below: cashOnly || auction ? 70 : 12, near: 73, above: 15 });
    const factor =
      band === 'below'
        ? random.range(0.76, 0.93)
        : band === 'above'
          ? random.range(1.07, 1.25)
          : random.normal(1.01, 0.035);
    const marketPrice = roundAskingPrice(property.valueToday * factor, random);
    // A share, a retirement flat, a short lease...: priced as such (listing-caveats.ts), from
    // streams of their own, so the draws above and below are those of every other listing.
    const caveat = pickCaveat(ctx.seed, property);
    const caveatFactor = caveat ? caveatPriceFactor(ctx.seed, caveat, property) : null;
    const listPrice =
      caveatFactor === null
        ? marketPrice
        : roundAskingPrice(
            property.valueToday * caveatFactor,
            new Random(ctx.seed, 'listing-caveat-round', property.id),
          );
    const age = daysBetween(plan.sale.listedOn, DEMO_AS_OF);
    const reductions = age > 28 && random.chance(0.3) ? random.int(1, 3) : 0;
    const increase = reductions === 0 && age > 28 && random.chance(0.02);
    let firstPrice = listPrice;
    const cuts: number[] = [];
    for (let i = 0; i < reductions; i++) cuts.push(random.range(0.02, 0.08));
    for (const cut of cuts) firstPrice = firstPrice / (1 - cut);
    if (increase) firstPrice = firstPrice / random.range(1.03, 1.05);
    firstPrice = reductions > 0 || increase ? roundAskingPrice(firstPrice, random) : listPrice;
    const status: ListingStatus =
      age < 2
        ? 'available'
        : age < 21
          ? random.weighted({ available: 90, under_offer: 7, sold_stc: 3 })
          : random.weighted({
              available: 62,
              sold_stc: 20,
              under_offer: 12,
              reserved: 2,
              withdrawn: 3,
              sold: 1,
            });
    const history: PriceEvent[] = [
      { price: firstPrice, status: 'available', recordedAt: timestamp(plan.sale.listedOn, random) },
    ];
    const changes = reductions + (increase ? 1 : 0);
    let price = firstPrice;
    for (let i = 0; i < changes; i++) {
      const day = Math.round(((i + 1) * age) / (changes + 1.5));
      price =
        i === changes - 1 ? listPrice : roundAskingPrice(price * (1 - (cuts[i] ?? 0)), random);
      history.push({
        price,
        status: 'available',
        recordedAt: timestamp(addDays(plan.sale.listedOn, day), random),
      });
    }
    if (status !== 'available') {
      const last = history[history.length - 1] as PriceEvent;
      const lastDay = daysBetween(plan.sale.listedOn, last.recordedAt.slice(0, 10));
      const day = Math.min(age, lastDay + 1 + random.int(0, Math.max(0, age - lastDay - 1)));
      history.push({
        price: listPrice,
        status,
        recordedAt: timestamp(addDays(plan.sale.listedOn, day), random),
      });
    }
    const traits: ListingTraits = {
      transaction: 'sale',
      cashOnly,
      auction,
      hmo,
      tenanted,
      reduced: reductions > 0,
      noChain: random.chance(0.25),
      roomLet: false,
      rentPcm: hmo
        ? roundRent(random.range(...ROOM_RENT[city]) * property.bedrooms)
        : tenanted
          ? rentPcm
          : null,
      furnished: null,
      caveat,
      // From a stream of its own, so the draws of every listing stay as they were.
      cashReason: new Random(ctx.seed, 'listing-cash-reason', property.id).weighted({
        construction: 40,
        condition: 40,
        structural: 20,
      }),
    };
    const updatedOn = (history[history.length - 1] as PriceEvent).recordedAt;
    listings.push({
      ...common(id, 'sale', false),
      status,
      listPrice,
      firstListedPrice: firstPrice,
      // Drawn in place (the stream's order is kept), then the caveat's own where it has one.
      priceQualifier: caveatQualifier(caveat, auction ? 'Guide Price' : priceQualifier(random)),
      rentFrequency: null,
      deposit: null,
      tenure: caveatTenure(
        caveat,
        property.tenure === 'L'
          ? 'Leasehold'
          : random.chance(0.03)
            ? 'Share of Freehold'
            : 'Freehold',
      ),
      newHome: property.builtYear >= 2024,
      furnished: null,
      letType: null,
      availableFrom: null,
      summary: listingSummary(property, traits, random),
      description: listingDescription(property, traits, random),
      features: listingFeatures(property, traits, epcRating, random),
      listedOn: plan.sale.listedOn,
      updatedOn,
      removedOn: status === 'withdrawn' ? updatedOn : null,
      history,
    });
  }

  if (plan.rent) {
    const id = plan.sale ? ctx.nextListingId() : firstId;
    const roomLet = hmo && !plan.sale;
    const rent = roomLet ? roundRent(random.range(...ROOM_RENT[city])) : rentPcm;
    const age = daysBetween(plan.rent.listedOn, DEMO_AS_OF);
    const meanDaysToLet = unit.district === 'RG1' ? 14 : unit.district === 'L24' ? 30 : 20;
    const daysToLet = 3 + Math.round(-Math.log(1 - random.next()) * meanDaysToLet);
    const reduced = age > 21 && random.chance(0.1);
    const firstRent = reduced ? roundRent(rent / random.range(0.93, 0.97)) : rent;
    const history: PriceEvent[] = [
      { price: firstRent, status: 'available', recordedAt: timestamp(plan.rent.listedOn, random) },
    ];
    if (reduced)
      history.push({
        price: rent,
        status: 'available',
        recordedAt: timestamp(
          addDays(plan.rent.listedOn, Math.min(age, 14 + random.int(0, 7))),
          random,
        ),
      });
    let status: ListingStatus = 'available';
    if (random.chance(0.02)) status = 'withdrawn';
    else if (daysToLet < age) status = 'let_agreed';
    if (status !== 'available') {
      const lastDay = daysBetween(
        plan.rent.listedOn,
        (history[history.length - 1] as PriceEvent).recordedAt.slice(0, 10),
      );
      const day = Math.max(lastDay + 1, Math.min(age, daysToLet));
      if (day <= age)
        history.push({
          price: rent,
          status,
          recordedAt: timestamp(addDays(plan.rent.listedOn, day), random),
        });
      else status = 'available';
    }
    const furnished = random.weighted({ Furnished: 35, Unfurnished: 45, 'Part Furnished': 20 });
    const traits: ListingTraits = {
      transaction: 'rent',
      cashOnly: false,
      auction: false,
      hmo: false,
      tenanted: false,
      reduced,
      noChain: false,
      roomLet,
      rentPcm: rent,
      furnished,
    };
    const updatedOn = (history[history.length - 1] as PriceEvent).recordedAt;
    listings.push({
      ...common(id, 'rent', roomLet),
      status,
      listPrice: rent,
      firstListedPrice: firstRent,
      priceQualifier: null,
      rentFrequency: 'monthly',
      deposit: roomLet ? Math.round((rent * 12) / 52) * 4 : Math.floor(((rent * 12) / 52) * 5),
      tenure: null,
      newHome: false,
      furnished,
      letType: roomLet
        ? 'House share'
        : (unit.district === 'M14' || unit.district === 'M15') && random.chance(0.3)
          ? 'Student'
          : 'Long term',
      availableFrom: addDays(plan.rent.listedOn, random.int(0, 30)),
      summary: listingSummary(property, traits, random),
      description: listingDescription(property, traits, random),
      features: listingFeatures(property, traits, epcRating, random),
      listedOn: plan.rent.listedOn,
      updatedOn,
      removedOn: status === 'withdrawn' ? updatedOn : null,
      history,
    });
  }
  return { listings, plot };
}
