import { LISTING_COLUMNS } from '@yardstick/engine/importers/blm/listing-target';
import { EPC_COLUMNS } from '@yardstick/engine/importers/epc/epc-importer';
import { PRICE_PAID_COLUMNS } from '@yardstick/engine/importers/ppd/ppd-importer';
import type { BulkSession } from '@yardstick/engine/load/bulk-session';
import type { DemoAgent } from './demo-agents.ts';
import { DEMO_AS_OF } from './demo-clock.ts';
import { DemoHomeStories } from './demo-homes.ts';
import type { DemoGeography, DemoUnit } from './demo-geography.ts';
import type { DemoPlan } from './demo-plan.ts';
import { unitProperties } from './demo-properties.ts';
import { constructionAgeBand, epcCertificates } from './epc-certificates.ts';
import { AgentPicker, buildListings, planListings, type DemoListing } from './listing-generator.ts';
import type { MarketModel } from './market-model.ts';
import { addressLine, type DemoProperty } from './property-model.ts';
import { saleHistory } from './sale-history.ts';
import { TableWriter } from './table-writer.ts';

/**
 * The one pass over every property of the demo world, streaming its Price Paid sales (real
 * 2019 ones and invented ones back to 1995), EPC certificates, listings with their price
 * history and plot polygons, and the PLO pairs, table by table in batches.
 */

export interface WorldCounts {
  properties: number;
  sold_prices: number;
  epc_certificates: number;
  listings: number;
  listing_price_history: number;
  plot_polygons: number;
  plo_pairs: number;
}

const upper = (s: string | null) => (s === null ? null : s.toUpperCase());

function ppdCounty(unit: DemoUnit, geography: DemoGeography): string {
  const county = unit.countyCode
    ? geography.hierarchy.counties.find((c) => c.code === unit.countyCode)
    : undefined;
  return (county?.name ?? unit.ladName).toUpperCase();
}

export async function loadWorld(
  session: BulkSession,
  plan: DemoPlan,
  geography: DemoGeography,
  market: MarketModel,
  agents: readonly DemoAgent[],
  onProgress?: (propertiesDone: number) => void,
): Promise<WorldCounts> {
  const seed = plan.seed;
  const sold = new TableWriter(session, 'sold_prices', [...PRICE_PAID_COLUMNS, 'lat', 'lng']);
  const epc = new TableWriter(session, 'epc_certificates', EPC_COLUMNS);
  const listings = new TableWriter(
    session,
    'listings',
    ['id', ...LISTING_COLUMNS, 'address_key', 'first_listed_price', 'plot_polygon_id', 'plot_area'],
    5_000,
  );
  const plots = new TableWriter(session, 'plot_polygons', [
    'id',
    'source',
    'shape',
    'area_m2',
    'perimeter_m',
    'centroid_lat',
    'centroid_lng',
  ]);
  listings.after(plots);
  const history = new TableWriter(session, 'listing_price_history', [
    'listing_id',
    'price',
    'status',
    'recorded_at',
  ]).after(listings);
  const ploPairs = new TableWriter(session, 'plo_pairs', [
    'sale_listing_id',
    'rent_listing_id',
    'postcode',
    'address_key',
    'sale_price',
    'rent_price',
    'avg_yield',
    'matched_at',
  ]).after(listings);

  let listingId = 0;
  const ctx = { seed, agents: new AgentPicker(agents), nextListingId: () => ++listingId };
  let propertyId = 0;
  const stories = new DemoHomeStories();

  const writeSales = async (property: DemoProperty) => {
    const unit = property.unit;
    const lat = Math.round(unit.lat * 1e6) / 1e6;
    const lng = Math.round(unit.lng * 1e6) / 1e6;
    // Where every sale of the property stands (the unit postcode's place), real or generated.
    const place = {
      postcode: unit.postcode,
      postcode_sector: unit.sector,
      postcode_district: unit.district,
      lat,
      lng,
      record_status: 'A',
    };
    for (const real of property.realSales) {
      await sold.add({
        ...place,
        transaction_id: real.transactionId,
        price: real.price,
        date_of_transfer: real.date,
        property_type: real.propertyType,
        old_new: real.newBuild,
        duration: real.estateType,
        paon: real.paon,
        saon: real.saon,
        street: real.street,
        locality: real.locality,
        town: real.town,
        district: real.district,
        county: real.county,
        ppd_category: real.category,
      });
    }
    const sales = saleHistory(seed, property, market);
    const paon = upper(property.paon);
    const saon = upper(property.saon);
    const street = upper(property.street);
    const locality = upper(unit.locality);
    const town = upper(unit.town);
    const district = upper(unit.ladName);
    const county = ppdCounty(unit, geography);
    for (const sale of sales) {
      await sold.add({
        ...place,
        transaction_id: sale.transactionId,
        price: sale.price,
        date_of_transfer: sale.date,
        property_type: property.type,
        old_new: sale.oldNew,
        duration: property.tenure,
        paon,
        saon,
        street,
        locality,
        town,
        district,
        county,
        ppd_category: sale.category,
      });
    }
    return sales;
  };

  const writeListing = async (l: DemoListing) => {
    await listings.add({
      id: l.id,
      source: 'demo',
      source_ref: l.sourceRef,
      transaction_type: l.transaction,
      status: l.status,
      agent_id: l.agentId,
      property_url: l.propertyUrl,
      list_price: l.listPrice,
      price_qualifier: l.priceQualifier,
      rent_frequency: l.rentFrequency,
      deposit: l.deposit,
      address: l.address,
      paon: l.paon,
      saon: l.saon,
      street: l.street,
      locality: l.locality,
      town: l.town,
      postcode: l.postcode,
      area: l.area,
      district: l.district,
      sector: l.sector,
      address_key: l.addressKey,
      lat: Math.round(l.lat * 1e7) / 1e7,
      lng: Math.round(l.lng * 1e7) / 1e7,
      property_type: l.propertyType,
      property_sub_type: l.propertySubType,
      bedrooms: l.bedrooms,
      bathrooms: l.bathrooms,
      reception_rooms: l.receptions,
      total_floor_area: l.totalFloorArea,
      tenure: l.tenure,
      new_home: l.newHome,
      furnished: l.furnished,
      let_type: l.letType,
      available_from: l.availableFrom,
      summary: l.summary,
      description: l.description,
      features: l.features,
      main_image: l.mainImage,
      images: l.images,
      floor_plan_images: l.floorPlanImages,
      listed_on: l.listedOn,
      updated_on: l.updatedOn,
      removed_on: l.removedOn,
      first_listed_price: l.firstListedPrice,
      plot_polygon_id: l.plotPolygonId,
      plot_area: l.plotArea,
    });
    for (const event of l.history) {
      await history.add({
        listing_id: l.id,
        price: event.price,
        status: event.status,
        recorded_at: event.recordedAt,
      });
    }
  };

  for (const unit of geography.units) {
    for (const property of unitProperties(
      seed,
      unit,
      plan.unitSize(unit),
      propertyId + 1,
      market,
    )) {
      propertyId = property.id;
      const sales = await writeSales(property);
      const listingPlan = planListings(seed, property, plan.listingProbability);
      const listedOn =
        [listingPlan.sale?.listedOn, listingPlan.rent?.listedOn]
          .filter((d): d is string => !!d)
          .sort()[0] ?? null;
      const epcs = epcCertificates(seed, property, sales, listedOn);
      for (const e of epcs) {
        const flat = property.type === 'F';
        await epc.add({
          lmk_key: e.lmkKey,
          postcode: unit.postcode,
          uprn: property.uprn,
          address1: property.saon ?? addressLine({ ...property, saon: null }),
          address2: property.saon ? addressLine({ ...property, saon: null }) : unit.locality,
          address: `${addressLine(property)}, ${unit.town}`,
          posttown: unit.town.toUpperCase(),
          property_type: flat
            ? property.subType === 'Maisonette'
              ? 'Maisonette'
              : 'Flat'
            : /Bungalow/.test(property.subType)
              ? 'Bungalow'
              : 'House',
          built_form: {
            D: 'Detached',
            S: 'Semi-Detached',
            T: property.subType === 'End of Terrace' ? 'End-Terrace' : 'Mid-Terrace',
            F: 'Mid-Terrace',
            O: 'NO DATA!',
          }[property.type],
          total_floor_area: e.floorArea,
          current_energy_rating: e.rating,
          current_energy_efficiency: e.efficiency,
          number_habitable_rooms: e.habitableRooms,
          construction_age_band: constructionAgeBand(property.builtYear),
          tenure: e.tenure,
          local_authority: unit.ladCode,
          inspection_date: e.inspectionDate,
          lodgement_date: e.lodgementDate,
          lodgement_datetime: e.lodgementDatetime,
        });
      }
      const { listings: built, plot } = buildListings(ctx, property, listingPlan, epcs);
      if (plot) {
        await plots.add({
          id: plot.id,
          source: 'demo',
          shape: plot.shape,
          area_m2: plot.areaM2,
          perimeter_m: plot.perimeterM,
          centroid_lat: plot.centroidLat,
          centroid_lng: plot.centroidLng,
        });
      }
      for (const l of built) await writeListing(l);
      stories.consider(property, built);
      const sale = built.find((l) => l.transaction === 'sale');
      const rent = built.find((l) => l.transaction === 'rent');
      if (sale && rent && sale.status !== 'withdrawn' && rent.status !== 'withdrawn') {
        await ploPairs.add({
          sale_listing_id: sale.id,
          rent_listing_id: rent.id,
          postcode: sale.postcode,
          address_key: sale.addressKey,
          sale_price: sale.listPrice,
          rent_price: rent.listPrice,
          avg_yield: Math.round(((rent.listPrice * 12) / sale.listPrice) * 10000) / 100,
          matched_at: `${DEMO_AS_OF}T00:00:00Z`,
        });
      }
      if (propertyId % 10_000 === 0) onProgress?.(propertyId);
    }
  }
  // A few homes' histories across listings (demo-homes.ts), after every other listing.
  for (const l of stories.relistings(ctx.nextListingId)) await writeListing(l);
  for (const { property, date, price, transactionId } of stories.sold) {
    const unit = property.unit;
    await sold.add({
      postcode: unit.postcode,
      postcode_sector: unit.sector,
      postcode_district: unit.district,
      lat: Math.round(unit.lat * 1e6) / 1e6,
      lng: Math.round(unit.lng * 1e6) / 1e6,
      record_status: 'A',
      transaction_id: transactionId,
      price,
      date_of_transfer: date,
      property_type: property.type,
      old_new: 'N',
      duration: property.tenure,
      paon: upper(property.paon),
      saon: upper(property.saon),
      street: upper(property.street),
      locality: upper(unit.locality),
      town: upper(unit.town),
      district: upper(unit.ladName),
      county: ppdCounty(unit, geography),
      ppd_category: 'A',
    });
  }
  // Parents before children: listings reference plot polygons; history and PLO pairs reference listings.
  for (const writer of [sold, epc, plots, listings, history, ploPairs]) await writer.flush();
  return {
    properties: propertyId,
    sold_prices: sold.rows,
    epc_certificates: epc.rows,
    listings: listings.rows,
    listing_price_history: history.rows,
    plot_polygons: plots.rows,
    plo_pairs: ploPairs.rows,
  };
}
