import {
  ANALYSE_TENURE_LABELS,
  type AnalyseInput,
  type AnalyseResult,
} from '@yardstick/core/analyse/analyse-schema';
import type { DealFigures, DealProperty } from '@yardstick/core/deals/deals';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { PloDetail } from '@yardstick/core/plo/plo';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { analyse } from '../analyse/analyse.public.ts';
import { ploDetails } from '../plo/plo.public.ts';
import { propertyDetails } from '../properties/properties.public.ts';

/**
 * A deal's property and figures on one day (docs/methodology.md "Deals: then and now"), read
 * from what the details pages answer: the listing's details (estimate, BMV, rent estimate,
 * yield, ROI as the derive step stored them), the PLO pair's detail (the paired rent, its
 * yield and ROI) or the analysis of the inputs (POST /api/analyse: the same method run on the
 * property, today). No SQL of its own.
 */
export interface Snapshot {
  property: DealProperty;
  figures: DealFigures;
}

/** Today's snapshot with what it was read from: a listing's details or an analysis. */
export type CurrentSnapshot = Snapshot & { details?: PropertyDetails; analysis?: AnalyseResult };

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
    bmvCheck: d.bmvLowConfidence,
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

/**
 * Undefined when what is read is not found (404): a listing or pair no longer shown (sold,
 * withdrawn, gone), a home without history, a postcode without data.
 */
export async function orGone<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
    throw err;
  }
}

/** The snapshot made of what `read` answers; undefined when that is not found any more. */
async function snapshotOf<T, S extends Snapshot>(
  read: Promise<T>,
  make: (found: T) => S,
): Promise<S | undefined> {
  const found = await orGone(read);
  return found === undefined ? undefined : make(found);
}

/** A sale listing's property and figures today; undefined when it is not shown any more. */
export function listingSnapshot(ctx: AppContext, saleId: string, asOf = new Date()) {
  return snapshotOf(propertyDetails(ctx, saleId), (details) => ({
    property: propertyOf(details),
    figures: listingFigures(details, asOf),
    details,
  }));
}

/** A PLO pair's property and figures today; undefined when the pair is not live any more. */
export function ploSnapshot(ctx: AppContext, saleId: string, rentId: string, asOf = new Date()) {
  const read = ploDetails(ctx, { salePropertyId: saleId, rentPropertyId: rentId });
  return snapshotOf(read, (details) => ({
    property: propertyOf(details),
    figures: ploFigures(details, asOf),
    details,
  }));
}

export function analysisProperty(input: AnalyseInput, result: AnalyseResult): DealProperty {
  return {
    address: input.address ?? null,
    postcode: result.location.postCode,
    latitude: result.location.latitude,
    longitude: result.location.longitude,
    propertyType: input.propertyType,
    bedrooms: input.bedrooms,
    floorArea: input.floorArea ?? null,
    tenure: ANALYSE_TENURE_LABELS[input.tenure],
    mainImage: null,
    images: [],
  };
}

export function analysisFigures(result: AnalyseResult, asOf: Date): DealFigures {
  const rent = result.rent.monthly;
  return {
    asOf: asOf.toISOString(),
    listPrice: result.input.askingPrice,
    estimate: result.estimate.point,
    estimateLow: result.estimate.low,
    estimateHigh: result.estimate.high,
    estimateConfidence: result.estimate.confidence,
    bmv: result.estimate.bmv,
    bmvCheck: result.estimate.bmvCheck,
    rent,
    rentSource: rent === null ? null : result.rent.given !== null ? 'given' : 'estimate',
    grossYield: result.grossYield,
    roi: result.roi.singleLet?.finalRoi ?? null,
    status: null,
  };
}

/**
 * An analysed property's figures today: the analysis run again on the stored inputs;
 * undefined when it cannot run any more (the postcode's data gone).
 */
export function analysisSnapshot(ctx: AppContext, input: AnalyseInput, asOf = new Date()) {
  return snapshotOf(analyse(ctx, input), (analysis) => ({
    property: analysisProperty(input, analysis),
    figures: analysisFigures(analysis, asOf),
    analysis,
  }));
}
