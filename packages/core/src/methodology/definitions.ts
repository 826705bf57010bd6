import { CONFIDENCE_RULES, QUICK_LET_DAYS, RENTAL_DEMAND_MONTHS } from '../estimates/figures.ts';
import { CRIME_MONTHS, CRIME_RADIUS_M } from '../property/crimes.ts';
import { ROI_DEFAULTS, RENOVATION_COST_PER_SQM, SQM_PER_BEDROOM } from '../roi/roi-schema.ts';

const percent = (share: number) => `${share * 100}%`;

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
    title: 'Estimated price range',
    short:
      'The 25th to 75th percentile of recent local sale prices per m² (indexed to today), times the floor area.',
    body: [
      'Evidence: HM Land Registry Price Paid standard sales (category A) in the same postcode sector over the last 5 years, of the same property group (houses apart from flats). When fewer than 10 remain, the search widens to 1 km, then 2 km, then 10 years; the radius used is shown.',
      'Each sale is brought to today with the UK House Price Index of its local authority and property type (falling back to all types, then the region): price today = price x HPI(latest) / HPI(month of sale).',
      'With a floor area (from the listing or a matched energy certificate) the range is the 25th and 75th percentile of the comparables’ price per m² times the floor area (type SPB, square-metre price based). Without one, it is the 25th and 75th percentile of the indexed prices of comparables with the same type and bedrooms (type CSB, comparable sales based).',
    ],
    formula: 'range1Price = P25(£/m²) x floor area;  range2Price = P75(£/m²) x floor area',
  },
  {
    id: 'confidence',
    title: 'Estimate confidence',
    short: `High with ${CONFIDENCE_RULES.highFromComparables}+ comparables and a tight spread; Low with under ${CONFIDENCE_RULES.lowBelowComparables} or a wide spread.`,
    body: [
      `High when at least ${CONFIDENCE_RULES.highFromComparables} comparables were used and the interquartile range is under ${percent(CONFIDENCE_RULES.highSpreadBelow)} of the median; Low with fewer than ${CONFIDENCE_RULES.lowBelowComparables} comparables or a spread above ${percent(CONFIDENCE_RULES.lowSpreadAbove)}; otherwise Medium.`,
      'Accuracy is measured by holding out the latest 12 months of sales and estimating them from earlier evidence only (see the backtest figures in the project documentation).',
    ],
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
      `Hints in the calculator: one bedroom averages ${SQM_PER_BEDROOM} m²; refurbishment costs about £${RENOVATION_COST_PER_SQM} per m² of floor area. The remortgage scenario borrows ${ROI_DEFAULTS.remortgagePercentage}% of the refurbished value (by default the estimate mid plus the renovation cost).`,
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
      'Rank 1 is the most deprived neighbourhood. An index of 17.1 (rank 5,608 of England’s 32,844) means 17.1% of neighbourhoods are more deprived than this one: it is more deprived than the other 82.9%.',
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
