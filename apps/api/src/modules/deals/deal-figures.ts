import type { DealFigures, DealProperty } from '@yardstick/core/deals/deals';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { PloDetail } from '@yardstick/core/plo/plo';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { ploDetails } from '../plo/plo.public.ts';
import { propertyDetails } from '../properties/properties.public.ts';

/**
 * A deal's property and figures on one day (docs/methodology.md "Deals: then and now"), read
 * from what the details pages answer: the listing's details (estimate, BMV, rent estimate,
 * yield, ROI as the derive step stored them) or the PLO pair's detail (the paired rent, its
 * yield and ROI). No SQL of its own.
 */
export interface Snapshot {
  property: DealProperty;
  figures: DealFigures;
}

export function propertyOf(d: PropertyDetails): DealProperty {
  const images = d.images ? d.images.split(',').filter((s) => s.length > 0) : [];
  return {
    address: d.address,
    postcode: d.postCode,
    latitude: d.latitude,
    longitude: d.longitude,
    propertyType: d.propertyType,
    bedrooms: d.bedrooms,
    floorArea: d.totalFloorArea,
    tenure: null,
    mainImage: d.mainImage,
    images,
  };
}

export function listingFigures(d: PropertyDetails, asOf: Date): DealFigures {
  return {
    asOf: asOf.toISOString(),
    listPrice: d.listPrice,
    estimate: d.estimatedPrice,
    estimateLow: d.range1Price,
    estimateHigh: d.range2Price,
    estimateConfidence: d.estimateConfidence,
    bmv: d.avgBmv,
    rent: d.rentEstimate,
    rentSource: d.rentEstimate === null ? null : 'estimate',
    grossYield: d.avgYield,
    roi: d.roi,
    status: d.status,
  };
}

export function ploFigures(d: PloDetail, asOf: Date): DealFigures {
  return {
    ...listingFigures(d, asOf),
    listPrice: d.salePrice ?? d.listPrice,
    rent: d.rentPrice,
    rentSource: d.rentPrice === null ? null : 'paired',
    grossYield: d.grossYield,
    roi: d.roi,
  };
}

/** Undefined when the listing (or pair) is no longer shown: sold, withdrawn, gone. */
async function orGone<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
    throw err;
  }
}

/** A sale listing's property and figures today; undefined when it is not shown any more. */
export async function listingSnapshot(
  ctx: AppContext,
  saleId: string,
  asOf = new Date(),
): Promise<(Snapshot & { details: PropertyDetails }) | undefined> {
  const details = await orGone(propertyDetails(ctx, saleId));
  if (!details) return undefined;
  return { property: propertyOf(details), figures: listingFigures(details, asOf), details };
}

/** A PLO pair's property and figures today; undefined when the pair is not live any more. */
export async function ploSnapshot(
  ctx: AppContext,
  saleId: string,
  rentId: string,
  asOf = new Date(),
): Promise<(Snapshot & { details: PloDetail }) | undefined> {
  const details = await orGone(ploDetails(ctx, { salePropertyId: saleId, rentPropertyId: rentId }));
  if (!details) return undefined;
  return { property: propertyOf(details), figures: ploFigures(details, asOf), details };
}
