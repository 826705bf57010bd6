/**
 * The running costs an HMO's landlord pays and a single let's tenant does (docs/methodology.md
 * "HMO running costs"): typical UK figures, each from the public source it is named after, for
 * a shared house of four to six rooms. The calculator's defaults are derived from them here so
 * the arithmetic is written once; every one is editable in the calculator.
 */
export const HMO_COST_SOURCES = {
  /** Ofgem's energy price cap, typical dual-fuel direct-debit household, 1 Oct-31 Dec 2025, £ a year. */
  energyPriceCapPerYear: 1_755,
  /**
   * A house of four to six sharers uses about Ofgem's "high" typical consumption (4,100 kWh of
   * electricity, 17,000 kWh of gas) rather than its "medium" (2,700 kWh and 11,500 kWh): 1.5x.
   */
  sharedHouseEnergyFactor: 1.5,
  /** Water UK: average household water and sewerage bill in England and Wales, 2025-26, £ a year. */
  waterBillPerYear: 603,
  /** MHCLG, Council Tax levels set by local authorities in England 2025 to 2026: average Band D, £ a year. */
  councilTaxBandDPerYear: 2_280,
  /** Band C pays 8/9 of Band D (Local Government Finance Act 1992 s.5). */
  councilTaxBandCRatio: 8 / 9,
  /** Typical fibre broadband contract, £ a month (Ofcom, Pricing trends for communications services). */
  broadbandPerMonth: 30,
  /** Typical council HMO licence fee (councils' fee schedules: £500-£1,500), £ for one licence. */
  licenceFee: 1_000,
} as const;

/** An HMO licence lasts up to five years (Housing Act 2004 s.68; GOV.UK "House in multiple occupation licence"). */
export const HMO_LICENCE_YEARS = 5;

const s = HMO_COST_SOURCES;

/** The calculator's HMO cost defaults, whole pounds. */
export const HMO_COST_DEFAULTS = {
  /** Gas, electricity and water a month: (1,755 x 1.5 + 603) / 12 = 269.63, £270. */
  hmoUtilities: Math.round(
    (s.energyPriceCapPerYear * s.sharedHouseEnergyFactor + s.waterBillPerYear) / 12,
  ),
  /** Council tax a month, Band C: 2,280 x 8/9 / 12 = 168.89, £169. */
  hmoCouncilTax: Math.round((s.councilTaxBandDPerYear * s.councilTaxBandCRatio) / 12),
  /** Broadband a month. */
  hmoBroadband: s.broadbandPerMonth,
  /** The licence fee, paid once a licence and spread over its five years. */
  hmoLicenceFee: s.licenceFee,
} as const;

/**
 * An HMO's own management and voids, percent of rent: agents charge 12-15% + VAT to manage an
 * HMO (about 10-12% for a single let), 12.5% + 20% VAT = 15%; rooms re-let more often than a
 * house, about one month empty a year per room, 8%.
 */
export const HMO_RUNNING_DEFAULTS = {
  roiPerRoomMgmtCostPercentage: 15,
  roiPerRoomVoidsCostPercentage: 8,
} as const;

/** The landlord's bills of an HMO per year: the monthly bills x 12 plus the licence over its years. */
export function yearlyHmoCosts(costs: {
  hmoUtilities: number;
  hmoCouncilTax: number;
  hmoBroadband: number;
  hmoLicenceFee: number;
}): number {
  return (
    (costs.hmoUtilities + costs.hmoCouncilTax + costs.hmoBroadband) * 12 +
    costs.hmoLicenceFee / HMO_LICENCE_YEARS
  );
}
