import { addressWithPostcode } from '@yardstick/core/property/address';
import type { AnalyseResult } from '@yardstick/core/analyse/analyse-schema';
import { DATA_ATTRIBUTIONS } from '@yardstick/core/attributions';
import type {
  DealFigures,
  DealPackContent,
  DealProperty,
  SharedDeal,
} from '@yardstick/core/deals/deals';
import { formatGBP, formatNumber, formatRate } from '@yardstick/core/format';
import { findDefinition } from '@yardstick/core/methodology/definitions';
import { deprivationWording } from '@yardstick/core/property/deprivation';
import { nationFromPostcode } from '@yardstick/core/geo/postcode';
import { roiDefaultsOfListing } from '@yardstick/core/roi/listing-roi-defaults';
import { calculateRoi } from '@yardstick/core/roi/roi-calculator';
import { resolveRoiInput } from '@yardstick/core/roi/resolve-roi-input';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { AppContext } from '../../context.ts';
import { postcodeCentroids } from '../locations/locations.public.ts';
import { estimateEvidence, recentSold } from '../properties/properties.public.ts';
import { listingSnapshot, orGone, type CurrentSnapshot } from './deal-figures.ts';
import type * as repo from './deals.repository.ts';
import { currentSnapshot, eventsOf } from './deals.service.ts';

/**
 * What a deal pack holds beyond the figures (the PDF and the shared page show the same):
 * the comparables (the sales behind the estimate and the recent sales within 1 km, placed on
 * the locator map by their postcode's centroid), the area, the ROI with the assumptions it
 * used, the methodology notes and the data attributions.
 */

async function comparablesOf(
  ctx: AppContext,
  saleId: string | null,
  property: DealProperty,
  analysed: AnalyseResult | undefined,
): Promise<DealPackContent['comparables']> {
  const out: DealPackContent['comparables'] = [];
  const evidence = analysed
    ? analysed.estimate.evidence
    : saleId !== null
      ? await orGone(estimateEvidence(ctx, saleId))
      : null;
  for (const c of evidence?.comparables?.listed.slice(0, 8) ?? []) {
    out.push({
      source: 'estimate',
      address: c.address,
      date: c.date,
      price: c.price,
      adjusted: c.adjusted,
      latitude: null,
      longitude: null,
      distanceM: null,
    });
  }
  if (property.postcode && property.latitude !== null && property.longitude !== null) {
    const sales = await orGone(
      recentSold(ctx, {
        postCode: property.postcode,
        latitude: property.latitude,
        longitude: property.longitude,
        propertyType: null,
      }),
    );
    const centroids = await postcodeCentroids(
      ctx,
      (sales ?? []).map((s) => s.post_code),
    );
    for (const s of sales ?? []) {
      const at = centroids.get(s.post_code);
      out.push({
        source: 'nearby',
        address: addressWithPostcode(s.address, s.post_code),
        date: s.date_of_transfer,
        price: s.sold_price,
        adjusted: null,
        latitude: at?.lat ?? null,
        longitude: at?.lng ?? null,
        distanceM: s.distance,
      });
    }
  }
  return out;
}

/** The area figures a listing's details and an analysis both carry, under the same names. */
type AreaSource = Pick<
  PropertyDetails,
  | 'crimeRate'
  | 'moreDeprived'
  | 'nearestSchoolName'
  | 'nearestSchoolOSRating'
  | 'nearestSchoolDistanceMts'
  | 'nearestRailwayStationName'
  | 'nearestRailwayStationDistanceMts'
  | 'nearestBusStopName'
  | 'nearestBusStopDistanceMts'
  | 'hpiValuation'
>;

function analysisArea(result: AnalyseResult): AreaSource {
  return {
    ...result.area,
    moreDeprived: result.area.deprivation?.moreDeprived ?? null,
    hpiValuation: null,
  };
}

function areaOf(details: AreaSource | undefined, hpi?: AnalyseResult['area']['hpi']) {
  if (!details) return [];
  const rows: DealPackContent['area'] = [];
  const metres = (m: number | null) => (m === null ? '' : ` (${Math.round(m)} m)`);
  if (details.crimeRate !== null) {
    rows.push({
      label: 'Crimes within 500 m, last 12 months',
      value: formatNumber(details.crimeRate),
    });
  }
  if (details.moreDeprived !== null) {
    rows.push({ label: 'Deprivation', value: deprivationWording(details.moreDeprived).headline });
  }
  if (details.nearestSchoolName) {
    const rating = details.nearestSchoolOSRating ? `, Ofsted ${details.nearestSchoolOSRating}` : '';
    rows.push({
      label: 'Nearest school',
      value: `${details.nearestSchoolName}${rating}${metres(details.nearestSchoolDistanceMts)}`,
    });
  }
  if (details.nearestRailwayStationName) {
    rows.push({
      label: 'Nearest railway station',
      value: `${details.nearestRailwayStationName}${metres(details.nearestRailwayStationDistanceMts)}`,
    });
  }
  if (details.nearestBusStopName) {
    rows.push({
      label: 'Nearest bus stop',
      value: `${details.nearestBusStopName}${metres(details.nearestBusStopDistanceMts)}`,
    });
  }
  if (details.hpiValuation !== null) {
    rows.push({
      label: 'Valuation by the house price index',
      value: formatGBP(details.hpiValuation),
    });
  }
  if (hpi?.oneYear != null) {
    rows.push({
      label: 'House prices over a year (local authority)',
      value: formatRate(hpi.oneYear),
    });
  }
  if (hpi?.fiveYears != null) {
    rows.push({
      label: 'House prices over five years (local authority)',
      value: formatRate(hpi.fiveYears),
    });
  }
  return rows;
}

const NATION_NAMES = {
  england: 'England',
  wales: 'Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
} as const;

/**
 * The ROI of the single let with the calculator's default inputs (docs/methodology.md "Rent,
 * yield and ROI"), on the deal's asking price and rent: the same rule as every listing's ROI.
 */
export function roiAssumptions(
  property: DealProperty,
  figures: DealFigures,
): DealPackContent['roiAssumptions'] {
  if (figures.listPrice === null || figures.rent === null) return [];
  const resolved = resolveRoiInput(
    { calculatorType: 'SINGLE_LET' },
    roiDefaultsOfListing({
      postcode: property.postcode,
      countryCode: null,
      listPrice: figures.listPrice,
      bedrooms: property.bedrooms,
      totalFloorArea: property.floorArea,
      rentEstimate: figures.rent,
      range1Price: figures.estimateLow,
      range2Price: figures.estimateHigh,
      estimatePrice: figures.estimate,
    }),
  );
  const out = calculateRoi(resolved);
  const nation = property.postcode ? nationFromPostcode(property.postcode) : null;
  return [
    { label: 'Purchase price', value: formatGBP(resolved.listPrice) },
    { label: 'Monthly rent', value: formatGBP(resolved.avgPropertyRent) },
    { label: 'Deposit', value: formatRate(resolved.roiDownpaymentPercentage) },
    { label: 'Mortgage rate (interest only)', value: formatRate(resolved.roiMortgageRate) },
    { label: 'Legal costs', value: formatGBP(resolved.roiLegalCosts) },
    { label: 'Refurbishment', value: formatGBP(resolved.renovationCost) },
    {
      label: `Stamp duty (additional property${nation ? `, ${NATION_NAMES[nation]}` : ''})`,
      value: formatGBP(out.stampDuty),
    },
    { label: 'Management', value: `${formatRate(resolved.roiPerRoomMgmtCostPercentage)} of rent` },
    { label: 'Voids', value: `${formatRate(resolved.roiPerRoomVoidsCostPercentage)} of rent` },
    { label: 'Maintenance a month per room', value: formatGBP(resolved.roiPerRoomMaintenance) },
    { label: 'Money put in', value: formatGBP(out.totalEquity) },
    { label: 'Yearly cash flow before tax', value: formatGBP(out.yearlyCashflow) },
    { label: 'ROI (single let)', value: out.finalRoi === null ? 'n/a' : formatRate(out.finalRoi) },
  ];
}

/** The figures the pack shows, explained as the /methodology page and the tooltips do. */
const METHODOLOGY_IDS = ['estimate', 'bmv', 'rent', 'roi'] as const;

/** What "then" and "now" mean: the pack's own note, after the figures' definitions. */
export const THEN_AND_NOW_NOTE =
  '“Then” is what Yardstick showed the day the deal was added; “now” is today’s figure for the same listing. Figures are estimates, not financial advice.';

/**
 * The pack's methodology notes, from core's FIGURE_DEFINITIONS (the one source of how each
 * figure is made): each figure's title and tooltip sentence, with its formula when that is one
 * line, then what "then" and "now" mean.
 */
export function methodologyNotes(): string[] {
  return [
    ...METHODOLOGY_IDS.map((id) => {
      const { title, short, formula } = findDefinition(id)!;
      return formula && !formula.includes('\n')
        ? `${title}: ${short} ${formula}.`
        : `${title}: ${short}`;
    }),
    THEN_AND_NOW_NOTE,
  ];
}

export async function packContent(
  ctx: AppContext,
  row: repo.DealRow,
  property: DealProperty,
  figures: DealFigures,
  now: CurrentSnapshot | undefined,
): Promise<DealPackContent> {
  const analysed = now?.analysis;
  const details =
    now?.details ??
    (row.sale_listing_id !== null && !analysed
      ? (await listingSnapshot(ctx, row.sale_listing_id))?.details
      : undefined);
  return {
    comparables: await comparablesOf(ctx, row.sale_listing_id, property, analysed),
    area: analysed ? areaOf(analysisArea(analysed), analysed.area.hpi) : areaOf(details),
    roiAssumptions: roiAssumptions(property, figures),
    methodology: methodologyNotes(),
    attributions: DATA_ATTRIBUTIONS.map((a) => ({
      dataset: a.dataset,
      attribution: a.attribution,
    })),
  };
}

/**
 * The property with coordinates: its own, else its postcode's centroid (an analysed
 * property typed by its address has none of its own), for the map and the nearby sales.
 */
async function locatedProperty(ctx: AppContext, property: DealProperty): Promise<DealProperty> {
  if ((property.latitude !== null && property.longitude !== null) || !property.postcode) {
    return property;
  }
  const at = (await postcodeCentroids(ctx, [property.postcode])).get(property.postcode);
  return at ? { ...property, latitude: at.lat, longitude: at.lng } : property;
}

/** Everything the pack and the shared page show of a deal (no notes, offers or viewings). */
export async function dealView(
  ctx: AppContext,
  row: repo.DealRow,
  expiresAt: Date | null,
): Promise<SharedDeal> {
  const [now, events] = await Promise.all([currentSnapshot(ctx, row), eventsOf(ctx, row)]);
  const property = await locatedProperty(ctx, row.property as DealProperty);
  const then = row.figures as DealFigures;
  const figures = now?.figures ?? then;
  return {
    title: row.title,
    kind: row.kind,
    property,
    then,
    now: now?.figures ?? null,
    events,
    expiresAt: expiresAt?.toISOString() ?? '',
    pack: await packContent(ctx, row, property, figures, now),
  };
}
