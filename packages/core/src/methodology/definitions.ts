import { QUICK_LET_DAYS, RENTAL_DEMAND_MONTHS } from '../estimates/figures.ts';
import { ESTIMATE_RULES } from '../estimates/sales-estimate.ts';
import { accuracyTable } from './estimate-accuracy.ts';
import { NOT_ESTIMATED_TEXT } from '../estimates/estimate-scope.ts';
import {
  RENT_HALF_WEIGHT_METRES,
  RENT_LET_AGREED_FROM,
  RENT_NEAREST,
  RENT_PUBLISH_MIN,
  RENT_WIDEN_BELOW,
} from '../estimates/rent-comparables.ts';
import { PLAUSIBLE_GROSS_YIELD } from '../estimates/yield-band.ts';
import {
  FAR_BELOW_SPREADS,
  PRICE_WARNING_CODES,
  PRICE_WARNING_EXPLANATIONS,
  PRICE_WARNING_LABELS,
  SHORT_LEASE_YEARS,
} from '../listings/price-warnings.ts';
import { formatGBP } from '../format.ts';
import { CRIME_MONTHS, CRIME_RADIUS_M } from '../property/crimes.ts';
import { ROI_DEFAULTS, RENOVATION_COST_PER_SQM, SQM_PER_BEDROOM } from '../roi/roi-schema.ts';
import { HMO_COST_SOURCES, HMO_LICENCE_YEARS, HMO_RUNNING_DEFAULTS } from '../roi/hmo-costs.ts';
import { CORPORATION_TAX, FINANCE_COST_CREDIT_RATE, INCOME_TAX_RATES } from '../roi/rental-tax.ts';

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
      `Second, comparable sales: standard sales of the same type (and bedrooms when known) in the postcode sector over the last 5 years (widening to 1 km, 2 km, then 10 years when fewer than 10 remain), each brought to today by the same indexes and weighted by recency (a sale's weight halves every ${ESTIMATE_RULES.recencyHalfLifeYears} years). A new build, a leasehold house or freehold flat, a flat in a converted (numbered) house and a house known by a name are each compared with their own kind: how much such sales sold above or below the rest of their type is measured on the sales themselves. Then the location: how much the sales of the same street, the same postcode and the same building (flats) or postcode and type (houses) sold above or below their postcode sector, each counted in proportion to how many sales it rests on. With a floor area (the listing's or its energy certificate's) the comparables are valued per m² times the floor area (SPB); without one, by price (CSB) – a property without a floor area is never valued per m².`,
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
      "It is stored beside the official index on the same scale (January 2015 = 100 where the official index is its anchor), and a property's details page shows the two side by side: how much a price paid in each of the last 10 years has changed since, by each.",
    ],
  },
  {
    id: 'confidence',
    title: 'Estimate confidence and measured accuracy',
    short: `High, Medium or Low from the estimate's expected error; each band's accuracy is measured on held-out sales.`,
    body: [
      `High when the blend's expected error is below the limit under which estimates reached ${percent(ESTIMATE_RULES.highBandPe10)} within 10% in the backtest of the data held, with 90% confidence (where no set of 30 estimates did, nothing is High; before any backtest, ${percent(ESTIMATE_RULES.highBelowSd)}), Low from ${percent(ESTIMATE_RULES.lowFromSd)}, otherwise Medium.`,
      'Without floor areas the estimate stands on Price Paid alone, which does not record a home\'s size: two houses of one type on one street can differ by a third. The "Price Paid ceiling" line of each set below is the accuracy that even the true mean price of the sales Price Paid cannot tell apart (same postcode, type, tenure and new-build flag) would reach; on real sales it is 57-70%, so PE10 targets of 60% and more need floor areas (EPC certificates, matched automatically when imported) or an earlier sale of the same home.',
      'Accuracy is measured, not assumed: the backtest holds out the latest 12 months of sales and values each one from the sales before it only, exactly as a listing is valued. PE10 is the share of estimates within 10% of the price achieved; MdAPE the median error; "in range" the share of prices inside the stated range (claimed: 80%). Measured on:',
    ],
    formula: accuracyTable(),
  },
  {
    id: 'bmv',
    title: 'BMV % (below market value)',
    short:
      'Asking price against the point estimate shown beside the range; negative means below value. Warned and low-confidence BMVs sort last.',
    body: [
      'The point estimate is the market value the card, the details and the PLO items show first ("Estimate £482,000"), in whole pounds, with the range and its confidence beside it (the middle of the range, rounded to the pound, where the estimator gave no point). A negative BMV means the asking price is below it (shown green); a positive one means above it (shown red). The Market Value % filter and the BMV toggle (BMV below 0) act on this figure.',
      'A BMV whose listing carries a price warning (shared ownership, retirement, auction, cash buyers only, non-standard construction, short lease, part share, far below comparables: see "Price warnings") is shown with the warning and sorts after every clean BMV, low-confidence ones included.',
      'A BMV measured against a Low-confidence estimate (few or widely spread comparables) is marked "low confidence" and never leads the BMV sort: in either direction, such listings come after every BMV of Medium or High confidence, and listings without a BMV come last. They are not hidden: a low-confidence discount may be real, but the evidence does not support it as well.',
      'Commercial, mixed-use, land and parking listings have no BMV (see "Not estimated").',
    ],
    formula: 'BMV % = (asking price - point estimate) / point estimate x 100',
  },
  {
    id: 'price-warnings',
    title: 'Price warnings',
    short:
      "Reasons, read from the listing's own text and fields, why its asking price is no bargain: the price is not for a whole home on the open market.",
    body: [
      "In real listings a price far below every comparable is almost always one of a few things, which the listing itself says: a shared-ownership share, a retirement or age-restricted home, an auction guide, a cash-buyers-only or non-standard-construction property, a short lease or a part share. Each sale listing's summary, description and features, its tenure, sub type and price qualifier are read for them when the figures are derived; a phrase negated just before it ('not shared ownership', 'no age restriction') does not count.",
      `A price is also flagged when it lies below the estimate's lower bound by more than ${FAR_BELOW_SPREADS === 1 ? 'the width of the range' : `${FAR_BELOW_SPREADS} times the width of the range`} (the comparables' spread), whatever the text says; a lease counts as short under ${SHORT_LEASE_YEARS} years.`,
      'A warned BMV is shown with its warnings and sorts after every clean BMV in either direction (then listings without a BMV). Codes and labels:',
      ...PRICE_WARNING_CODES.map(
        (code) => `${PRICE_WARNING_LABELS[code]} (${code}): ${PRICE_WARNING_EXPLANATIONS[code]}`,
      ),
    ],
  },
  {
    id: 'rent',
    title: 'Rent estimate and gross yield',
    short: `Rents of the nearest similar homes let nearby (same type and bedrooms, nearer ones count more); yield = annual rent / asking price, checked against ${PLAUSIBLE_GROSS_YIELD.min}%-${PLAUSIBLE_GROSS_YIELD.max}%.`,
    body: [
      `The rent estimate comes from whole homes to let of the same property type (terraced, semi-detached, detached or flat) and the same number of bedrooms, listed in the last 12 months: first in the postcode sector, then within 1 km, then 2 km, then 2 km and 5 km over 24 months; only when the listing's own type is too thin even there, houses of any type (or flats) within 2 km. A step is used when it finds at least ${RENT_WIDEN_BELOW} lettings (the last three: ${RENT_PUBLISH_MIN}).`,
      `Of those, the let-agreed rents are used alone when at least ${RENT_LET_AGREED_FROM} are known (what tenants agreed, not what was asked); then the ${RENT_NEAREST} nearest, each weighted by distance (a letting ${RENT_HALF_WEIGHT_METRES} m away counts half as much as one next door), give the weighted median. Room lets, house and flat shares, student lets and commercial lets are left out: they are not what a whole home lets for. A PLO item uses the actual rent of its paired rental listing.`,
      `A gross yield outside ${PLAUSIBLE_GROSS_YIELD.min}%-${PLAUSIBLE_GROSS_YIELD.max}% is marked "check": homes in Great Britain let for between about 2.5% (prime London) and 10-12% (the cheapest northern terraces) gross, so a figure outside the band is more often a wrong input (a room or HMO rent, a share, an auction guide price) than a bargain. Such yields, and the ROI built on the same rent, sort after every plausible one in the yield and ROI sorts.`,
    ],
    formula: 'gross yield % = monthly rent x 12 / asking price x 100',
  },
  {
    id: 'not-estimated',
    title: 'Not estimated',
    short: NOT_ESTIMATED_TEXT,
    body: [
      'Commercial property, mixed-use buildings, land, and parking spaces or garages are priced on other grounds than homes (their trade or lease, planning, the value of a business), so Yardstick gives them no estimated range, BMV, rent estimate, gross yield or ROI rather than figures that look like bargains and are not.',
      'They appear in the search only with the Commercial toggle on, and the card and details page say "Not estimated".',
    ],
  },
  {
    id: 'roi',
    title: 'ROI %',
    short: 'Yearly cash flow after mortgage and running costs, over the cash you put in.',
    body: [
      `The ROI on a listing is the ROI calculator's single-let result with its default inputs: ${ROI_DEFAULTS.roiDownpaymentPercentage}% deposit, interest-only mortgage at ${ROI_DEFAULTS.roiMortgageRate}%, legal costs ${formatGBP(ROI_DEFAULTS.roiLegalCosts)}, no renovation, management ${ROI_DEFAULTS.roiPerRoomMgmtCostPercentage}% and voids ${ROI_DEFAULTS.roiPerRoomVoidsCostPercentage}% of rent, maintenance ${formatGBP(ROI_DEFAULTS.roiPerRoomMaintenance)} a month, and stamp duty at the additional-dwelling rates of the property's nation.`,
      'It stands on the rent estimate: when the gross yield is marked "check", so is the ROI, and it sorts after the plausible ones in the ROI sort.',
      "In the calculator's HMO mode the rent is the rooms times the rent per room, maintenance is per room, and the landlord also pays the HMO running costs below. With a tax band the calculator also shows the year's tax and the cash flow after it (Tax view).",
      `Hints in the calculator: one bedroom averages ${SQM_PER_BEDROOM} m²; refurbishment costs about ${formatGBP(RENOVATION_COST_PER_SQM)} per m² of floor area. The remortgage scenario borrows ${ROI_DEFAULTS.remortgagePercentage}% of the refurbished value (by default the estimate mid plus the renovation cost).`,
    ],
    formula:
      'ROI % = (rent - interest - maintenance - management - voids) x 12 / (deposit + stamp duty + legal costs + renovation) x 100',
  },
  {
    id: 'roi-hmo',
    title: 'HMO running costs',
    short:
      "An HMO's landlord pays the bills, council tax, broadband and a licence, and more management and voids than a single let.",
    body: [
      `In the calculator's HMO mode the landlord pays what a single let's tenant pays: gas, electricity and water ${formatGBP(ROI_DEFAULTS.hmoUtilities)} a month (1.5 times Ofgem's price cap for a typical dual-fuel home, ${formatGBP(HMO_COST_SOURCES.energyPriceCapPerYear)} a year for October-December 2025, as a house of sharers uses about Ofgem's high consumption; plus Water UK's average water bill for 2025-26, ${formatGBP(HMO_COST_SOURCES.waterBillPerYear)}), council tax ${formatGBP(ROI_DEFAULTS.hmoCouncilTax)} a month (Band C: 8/9 of England's average Band D for 2025-26, ${formatGBP(HMO_COST_SOURCES.councilTaxBandDPerYear)}, MHCLG), broadband ${formatGBP(ROI_DEFAULTS.hmoBroadband)} a month (a typical fibre contract), and the council's HMO licence, typically £500-£1,500 for ${HMO_LICENCE_YEARS} years (${formatGBP(ROI_DEFAULTS.hmoLicenceFee)} by default, spread over the ${HMO_LICENCE_YEARS} years).`,
      `Management defaults to ${HMO_RUNNING_DEFAULTS.roiPerRoomMgmtCostPercentage}% of rent (agents typically charge 12-15% plus VAT to manage an HMO, against about 10-12% for a single let) and voids to ${HMO_RUNNING_DEFAULTS.roiPerRoomVoidsCostPercentage}% (rooms re-let more often: about a month empty a year per room). Maintenance stays ${formatGBP(ROI_DEFAULTS.roiPerRoomMaintenance)} a month per room. These are typical figures for a shared house of four to six rooms; every one is editable in the calculator.`,
    ],
    formula: 'HMO costs a year = (utilities + council tax + broadband) x 12 + licence fee / 5',
  },
  {
    id: 'roi-tax',
    title: 'Tax view (Section 24)',
    short:
      'Income tax with Section 24 for an individual landlord, or corporation tax for a company, and the cash flow after it.',
    body: [
      `Since April 2020 (Section 24) an individual landlord cannot deduct mortgage interest from rental income. The calculator taxes the profit before interest (rent less management, voids, maintenance and an HMO's bills) at the band chosen (${INCOME_TAX_RATES.basic}%, ${INCOME_TAX_RATES.higher}% or ${INCOME_TAX_RATES.additional}%) and takes off a ${FINANCE_COST_CREDIT_RATE}% credit on the interest, on no more than that profit. It assumes the whole rental profit falls in the band chosen and that the landlord's other income uses the personal allowance; Scottish income tax rates are not modelled.`,
      `A limited company deducts the interest in full and pays corporation tax on what is left: ${CORPORATION_TAX.smallProfitsRate}% up to ${formatGBP(CORPORATION_TAX.lowerLimit)} of profit, ${CORPORATION_TAX.mainRate}% above ${formatGBP(CORPORATION_TAX.upperLimit)}, with marginal relief between. Tax on taking the money out of the company (dividends) is not included.`,
    ],
    formula:
      'Individual: tax = band rate x profit before interest - 20% x min(interest, profit before interest); Company: tax = corporation tax on (profit before interest - interest); Cash flow after tax = yearly cash flow - tax',
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
  {
    id: 'hpi-report',
    title: 'House Price Index report',
    short:
      "Each district's UK HPI change (%) per property type from the start of the duration to the latest month held.",
    body: [
      "From the official UK House Price Index (HM Land Registry, ONS) of each local authority district, where imported: the change of each property type's index between the month `duration` months before the latest month held and that latest month, 2 decimals; Max compares with the first month that series holds. '-' means the index is missing at either month. The UK HPI has no series for other property types, so Other shows the all-property-types index.",
      'The chart draws the index (100 in January 2023) month by month, or its change since the first month shown. Top 5 Capital Gains are the five districts whose index rose most over the duration. Year on year (the property details): the change of each month against the same month a year before.',
      "Every month held carries where it came from: a month of HM Land Registry's published file, or, on the demo dataset, a month of a series the demo draws through a dozen or so real sampled UK HPI months per area (monotone curves through them, not the published series). Pages say which: 'UK HPI (HM Land Registry, ONS)' for published months, 'Demo series drawn through sampled UK HPI months — not the published UK HPI' for demo ones, and name both when a page shows some of each. The Region column is the district's region: the county the specification names is held only for shire and metropolitan districts.",
    ],
    formula: 'change % = (HPI(latest) / HPI(latest - duration) - 1) x 100',
  },
  {
    id: 'area-analytics',
    title: 'Area analytics',
    short: `Average of the postcodes' gross yields (rent x 12 / price), postcodes with at least 3 sale and 1 rental listings, ${PLAUSIBLE_GROSS_YIELD.min}%-${PLAUSIBLE_GROSS_YIELD.max}% only.`,
    body: [
      `A postcode's gross yield is its listings' average monthly rent x 12 / their average asking price, where it has at least 3 sale and 1 whole-home rental listings. Yields outside ${PLAUSIBLE_GROSS_YIELD.min}%-${PLAUSIBLE_GROSS_YIELD.max}% are left out as implausible (a room rent against a house price, a share, an auction guide). The area's Average Yield is the mean of the remaining postcodes' yields; Average Price and Average Rent are the means of its sale and whole-home rental listings; Total Listings counts its sale listings on the market.`,
      'The HMO room market counts the room lets on the market and their average rent; room-wanted adverts are not held.',
    ],
  },
  {
    id: 'valuation-report',
    title: 'Valuation report',
    short:
      'HPI Price: the sold price brought to today by the UK HPI; Avg Price: the median £/m² of nearby sales today times the floor area.',
    body: [
      "HPI Price is the sold price times the local authority's index of the property type today over its index in the month of sale (falling back to all property types, then the region, then the country); HPI Index is that change in %.",
      "Avg Price is the median, over standard sales with a floor area within the query's radius and years (houses with houses, flats with flats), of each sale's price per m² brought to today by its own local authority's index, times the floor area given. Fewer than 3 such sales give none.",
    ],
    formula:
      'hpiPrice = soldPrice x HPI(type, latest) / HPI(type, sold month)\navgPrice = median(£/m² today) x m²',
  },
  {
    id: 'postcode-valuation',
    title: 'Valuation page',
    short:
      "A postcode's median price and £/m² of the last 5 years' sales, its sales per year and its local authority's HPI change.",
    body: [
      "The postcode's Price Paid sales matching the filters: median price and median £/m² of those of the last 5 years, the count and median price of each year's sales, and its local authority's all-types HPI change over 1 and 5 years.",
      'The list shows each home once (the same flat or house name/number, number and street in the postcode), with one estimate today: the range of its listing where a sale of it matched one, else its newest sale brought to today by the HPI. Its past sales are listed beneath, each with the price paid and that price brought to today by the HPI: an older sale indexed forward is not a second valuation of the home, only how far that price has moved with the index.',
    ],
  },
  {
    id: 'plo',
    title: 'PLO: a sale with its rental',
    short:
      'A property for sale whose rental listing we also hold: yield and ROI from the rent it actually lets for.',
    body: [
      "A sale listing and a rental listing are paired when they are the same property: the same postcode and the same address (house number or name, the flat on both sides: flat 1 is never flat 10, 'Flat A' never 'Flat 1'), both flats or both houses, the same bedrooms when both are known. The rental must let the whole home (no room, student or commercial lets), be to let or let agreed, and have been listed in the last 12 months; the sale must be on the market.",
      "The gross yield and the ROI (the calculator's default inputs) use the paired rent. The rent is compared with the median rent of homes with the same bedrooms in the postcode district over the last 12 months: +10% means it lets for 10% more than the area's median.",
    ],
    formula:
      'gross yield % = paired rent x 12 / sale price x 100\nrent vs area % = (paired rent - area median rent) / area median rent x 100',
  },
  {
    id: 'stated-income',
    title: 'Income the listing states',
    short:
      "A rental income written in the listing's own text, shown beside the rent our yield uses; the yield never uses it.",
    body: [
      "We read the listing's description and features for a rental income: an amount followed by a period ('£28,500 per annum', '£28.5k pa', '£2,375 pcm', '£950pcm', '£250 per week') in a sentence about income (rent, let, tenanted, producing, HMO, yield...), or a period before it ('annual rental income of £18,000'). A rent per room or per person counts only when the text says how many rooms, and is multiplied by them; a weekly rent is x 52 / 12 a month. A stated gross yield ('a gross yield of 9%') is turned into an income on the asking price when no amount is stated. Costs and prices never count: service charge, ground rent, council tax, bills, deposits, fees, mortgage payments, guide or asking prices. Of several, a current income comes before a potential one ('could achieve'), then the first stated.",
      "The gross yield and ROI use our rent estimate (the paired rental's rent where we hold one, else what whole homes of the same type and bedrooms let for nearby), or on a PLO page the paired rental's rent, never the stated income: the agent's figure is not checked, and is often an HMO's room rents, or a rent let years ago or hoped for. Where the two differ, the page says by how much.",
    ],
    formula: 'monthly = annual / 12 = weekly x 52 / 12 (x rooms for a rent per room)',
  },
];

export function findDefinition(id: string): FigureDefinition | undefined {
  return FIGURE_DEFINITIONS.find((d) => d.id === id);
}
