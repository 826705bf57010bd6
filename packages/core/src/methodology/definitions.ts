import { QUICK_LET_DAYS, RENTAL_DEMAND_MONTHS } from '../estimates/figures.ts';
import { ESTIMATE_RULES } from '../estimates/sales-estimate.ts';
import { accuracyTable } from './estimate-accuracy.ts';
import { CRIME_MONTHS, CRIME_RADIUS_M } from '../property/crimes.ts';
import { ROI_DEFAULTS, RENOVATION_COST_PER_SQM, SQM_PER_BEDROOM } from '../roi/roi-schema.ts';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * How every figure a user sees is computed, in words: the one source for the /methodology
 * page and the "How is this calculated?" tooltips. Anchors (`id`) are stable link targets.
 */
export interface FigureDefinition {
  id: string;
  title: string;
  /** One sentence for a tooltip. */
  short: string;
  /** Paragraphs for the methodology page. */
  body: string[];
  formula?: string;
}

export const FIGURE_DEFINITIONS: readonly FigureDefinition[] = [
  {
    id: 'estimate',
    title: 'Estimated price and range',
    short:
      "The property's own last sale brought forward by a price index, blended with recent nearby sales of the same type, weighted by how reliable each measured.",
    body: [
      "Two measurements of the value, blended by how reliable each is. First, the property's own last standard sale (HM Land Registry Price Paid), brought to today by the best price index held: the official UK House Price Index of its local authority and type where we hold it, otherwise our local price index of its postcode district (below). Its error grows with the years since that sale.",
      `Second, comparable sales: standard sales of the same type (and bedrooms when known) in the postcode sector over the last 5 years (widening to 1 km, 2 km, then 10 years when fewer than 10 remain), each brought to today by the same indexes and weighted by recency (a sale's weight halves every ${ESTIMATE_RULES.recencyHalfLifeYears} years). Sales of the same postcode, and of the same building (flats) or postcode and type (houses), pull the value towards them. With a floor area (the listing's or its energy certificate's) the comparables are valued per m2 times the floor area (SPB); without one, by price (CSB) – a property without a floor area is never valued per m2.`,
      `The point estimate is rounded to 3 significant figures (steps of at least £1,000). The range is sized from the measured errors of estimates like it in the backtest, so that it holds the price achieved ${percent(ESTIMATE_RULES.rangeClaim)} of the time; the details page shows the last sale, the comparables with their indexed prices and weights, the index used and why the range is as wide as it is.`,
    ],
    formula:
      'log estimate = (last sale / sdA^2 + comparables / sdC^2) / (1/sdA^2 + 1/sdC^2)\nrange = estimate x exp(z10 x sd) .. estimate x exp(z90 x sd)   (z measured per band)',
  },
  {
    id: 'local-index',
    title: 'Local price index',
    short:
      'A repeat-sales index of the sales we hold, by postcode district and houses or flats, monthly and smoothed.',
    body: [
      'Where the official UK House Price Index is missing or only regional, prices are brought forward with our own index: every property sold twice (at least 6 months apart) says how much prices moved between the two months. These repeat sales are solved into a monthly index per postcode district, for houses and for flats, smoothed, and drawn towards the postcode area where the district has few sales, and towards the official regional or national index where the area has few.',
      'It is stored beside the official index on the same scale (January 2015 = 100 where the official index is its anchor).',
    ],
  },
  {
    id: 'confidence',
    title: 'Estimate confidence and measured accuracy',
    short: `High, Medium or Low from the estimate's expected error; each band's accuracy is measured on held-out sales.`,
    body: [
      `High when the blend's expected error is under ${percent(ESTIMATE_RULES.highBelowSd)} (a recent own sale, or many close and consistent comparables), Low from ${percent(ESTIMATE_RULES.lowFromSd)}, otherwise Medium.`,
      'Accuracy is measured, not assumed: the backtest holds out the latest 12 months of sales and values each one from the sales before it only, exactly as a listing is valued. PE10 is the share of estimates within 10% of the price achieved; MdAPE the median error; "in range" the share of prices inside the stated range (claimed: 80%). Measured on:',
    ],
    formula: accuracyTable(),
  },
  {
    id: 'bmv',
    title: 'BMV % (below market value)',
    short: 'Asking price against the middle of the estimated range; negative means below value.',
    body: [
      'The middle of the estimated range is the market value. A negative BMV means the asking price is below it (shown green); a positive one means above it (shown red). The Market Value % filter and the BMV toggle (BMV below 0) act on this figure.',
    ],
    formula: 'BMV % = (asking price - estimate mid) / estimate mid x 100',
  },
  {
    id: 'rent',
    title: 'Rent estimate and gross yield',
    short: 'Median rent of similar local lettings; yield = annual rent / asking price.',
    body: [
      'The rent estimate is the median monthly rent of rental listings with the same number of bedrooms in the postcode sector over the last 12 months, widening like the sales evidence. A PLO item uses the actual rent of its paired rental listing.',
    ],
    formula: 'gross yield % = monthly rent x 12 / asking price x 100',
  },
  {
    id: 'roi',
    title: 'ROI %',
    short: 'Yearly cash flow after mortgage and running costs, over the cash you put in.',
    body: [
      `The ROI on a listing is the ROI calculator's result with its default inputs: ${ROI_DEFAULTS.roiDownpaymentPercentage}% deposit, interest-only mortgage at ${ROI_DEFAULTS.roiMortgageRate}%, legal costs £${ROI_DEFAULTS.roiLegalCosts.toLocaleString('en-GB')}, no renovation, management ${ROI_DEFAULTS.roiPerRoomMgmtCostPercentage}% and voids ${ROI_DEFAULTS.roiPerRoomVoidsCostPercentage}% of rent, maintenance £${ROI_DEFAULTS.roiPerRoomMaintenance} a month (per room for an HMO), and stamp duty at the additional-dwelling rates of the property's nation.`,
      `Hints in the calculator: one bedroom averages ${SQM_PER_BEDROOM} m2; refurbishment costs about £${RENOVATION_COST_PER_SQM} per m2 of floor area. The remortgage scenario borrows ${ROI_DEFAULTS.remortgagePercentage}% of the refurbished value (by default the estimate mid plus the renovation cost).`,
    ],
    formula:
      'ROI % = (rent - interest - maintenance - management - voids) x 12 / (deposit + stamp duty + legal costs + renovation) x 100',
  },
  {
    id: 'stamp-duty',
    title: 'Stamp duty (transaction tax)',
    short: 'SDLT in England and Northern Ireland, LTT in Wales, LBTT in Scotland, by band.',
    body: [
      'Each band is taxed on the slice of the price inside it, and the total is rounded down to the pound. An investor buying an additional dwelling pays the higher rates: a 5% surcharge on every SDLT band, the LTT higher rates in Wales, or the 8% Additional Dwelling Supplement on the whole price in Scotland. Rates in force from 1 April 2025.',
    ],
  },
  {
    id: 'crime',
    title: 'Crimes nearby',
    short: `Street-level crimes recorded by police within ${CRIME_RADIUS_M} m over the latest ${CRIME_MONTHS} months of data.`,
    body: [
      'From police.uk street-level crime data. Locations are anonymised by the police to the nearest of a set of points, so counts near a boundary are approximate.',
    ],
  },
  {
    id: 'deprivation',
    title: 'Deprivation index',
    short: 'Share of neighbourhoods in the nation more deprived than this one (0 = most deprived).',
    body: [
      'From the Index of Multiple Deprivation rank of the property’s neighbourhood (LSOA). 0 is the most deprived neighbourhood in the nation and 100 the least; values below 30 are highlighted.',
    ],
    formula: 'deprivation index = (IMD rank - 1) / (number of LSOAs - 1) x 100',
  },
  {
    id: 'rental-demand',
    title: 'Rental demand',
    short: `Share of local lettings agreed within ${QUICK_LET_DAYS} days over the last ${RENTAL_DEMAND_MONTHS} months.`,
    body: [
      // Half and a quarter: RENTAL_DEMAND_BANDS (estimates/figures.ts).
      `Per postcode district: High when at least half of the rental listings of the last ${RENTAL_DEMAND_MONTHS} months were let agreed within ${QUICK_LET_DAYS} days of listing, Medium from a quarter, Low below.`,
    ],
  },
  {
    id: 'price-variation',
    title: 'Price change',
    short: 'Change of the asking price since the property was first listed.',
    body: [
      'Negative is a reduction (red down arrow); "Price Reduced" sorts by it, largest cut first.',
    ],
    formula: 'price change % = (current price - first listed price) / first listed price x 100',
  },
  {
    id: 'negative-equity',
    title: 'Negative equity',
    short: 'The asking price is below the last price the property sold for.',
    body: [
      'Compared with the property’s most recent HM Land Registry sale, matched by postcode and address.',
    ],
  },
  {
    id: 'nearby',
    title: 'Schools, stations and bus stops',
    short: 'Nearest by straight-line distance; schools with their latest graded Ofsted judgement.',
    body: [
      'Distances are straight lines, not walking routes. Single-word Ofsted judgements stopped in September 2024, so the latest graded judgement is shown with its date.',
    ],
  },
];

export function findDefinition(id: string): FigureDefinition | undefined {
  return FIGURE_DEFINITIONS.find((d) => d.id === id);
}
