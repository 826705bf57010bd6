/**
 * The estimate's accuracy as measured by `npm run data -- backtest` (docs/methodology.md
 * "Measured accuracy"), for the methodology page: which data, which months, and per
 * confidence band the PE10 (share within 10% of the price achieved), the MdAPE and the share of
 * prices inside the stated range (claimed: 80%). Measured figures, written down when measured;
 * a listing's own page shows its band's figures from the latest backtest of the database.
 */
export interface MeasuredBand {
  band: 'All' | 'High' | 'Medium' | 'Low' | 'D' | 'S' | 'T' | 'F';
  sales: number;
  /** Share valued (an estimate could be made), %. */
  hit?: number;
  pe10: number;
  mdape: number;
  inRange: number | null;
}

export interface MeasuredSet {
  name: string;
  months: string;
  note: string;
  /** Overall and per confidence band (High: out of sample, see methodology). */
  bands: MeasuredBand[];
  /** Per property type (D detached, S semi, T terraced, F flat). */
  types: MeasuredBand[];
  /** On the sales that have an earlier sale: the estimate against the HPI-indexed last sale. */
  versusIndexedLastSale: {
    sales: number;
    pe10: number;
    mdape: number;
    basePe10: number;
    baseMdape: number;
  } | null;
  /**
   * The Price Paid ceiling: the PE10 of knowing the true mean price of each group of held-out
   * sales that Price Paid cannot tell apart (same postcode, type, tenure, new-build flag), the
   * best any estimate could do without an earlier sale or a floor area.
   */
  ceilingPe10: number;
}

const DEMO_SET: MeasuredSet = {
  name: 'Demo dataset (invented history, floor areas)',
  months: 'January to December 2024',
  note: 'past prices generated from the HPI: flatters the indexed last sale',
  bands: [
    { band: 'All', sales: 3897, pe10: 61.8, mdape: 7.6, inRange: 80.8 },
    { band: 'High', sales: 47, pe10: 72.3, mdape: 5.8, inRange: 72.3 },
    { band: 'Medium', sales: 3490, pe10: 63.4, mdape: 7.4, inRange: 81.0 },
    { band: 'Low', sales: 360, pe10: 44.4, mdape: 11.8, inRange: 79.7 },
  ],
  types: [
    { band: 'D', sales: 267, pe10: 59.2, mdape: 8.4, inRange: 83.1 },
    { band: 'S', sales: 807, pe10: 62.3, mdape: 7.7, inRange: 83.4 },
    { band: 'T', sales: 1052, pe10: 59.7, mdape: 7.8, inRange: 80.8 },
    { band: 'F', sales: 1771, pe10: 63.1, mdape: 7.3, inRange: 79.2 },
  ],
  versusIndexedLastSale: { sales: 3368, pe10: 63.7, mdape: 7.2, basePe10: 68.7, baseMdape: 6.7 },
  ceilingPe10: 37.3,
};

/**
 * (No ';' in the texts: the methodology page's formula block breaks lines there.)
 *
 * Measured with the method of DERIVE_VERSION 5 (segment effects with the address form,
 * location effects, pooled spreads, the High band only where reached with 90% confidence), on
 * 2026-11-24; SW19 and the demo again with DERIVE_VERSION 8 (each database's anchor curve) on
 * 2026-11-28 (Newcastle's and Greater Manchester's figures are unchanged by it). No real set
 * earns a High band; the demo's (47 sales) fell short out of sample.
 */
export const ESTIMATE_ACCURACY: { measuredOn: string; sets: MeasuredSet[] } = {
  measuredOn: '2026-11-28',
  sets: [
    {
      name: 'SW19 Wimbledon (real Price Paid sales)',
      months: 'March 2019 to February 2020',
      note: 'no floor areas or bedrooms, England HPI only',
      bands: [
        { band: 'All', sales: 865, pe10: 48.0, mdape: 10.8, inRange: 79.5 },
        { band: 'Medium', sales: 509, pe10: 57.0, mdape: 9.1, inRange: 79.2 },
        { band: 'Low', sales: 356, pe10: 35.1, mdape: 15.4, inRange: 80.1 },
      ],
      types: [
        { band: 'D', sales: 48, pe10: 14.6, mdape: 28.1, inRange: 66.7 },
        { band: 'S', sales: 115, pe10: 40.0, mdape: 12.3, inRange: 83.5 },
        { band: 'T', sales: 295, pe10: 54.6, mdape: 8.9, inRange: 83.1 },
        { band: 'F', sales: 407, pe10: 49.4, mdape: 10.2, inRange: 77.4 },
      ],
      versusIndexedLastSale: { sales: 368, pe10: 57.6, mdape: 8.9, basePe10: 50.8, baseMdape: 9.9 },
      ceilingPe10: 58.7,
    },
    {
      name: 'Newcastle and Tyneside (real Price Paid sales)',
      months: 'July to December 2022',
      note: 'the file holds 2022 only: few repeat sales, no floor areas',
      bands: [
        { band: 'All', sales: 2676, hit: 98.8, pe10: 32.1, mdape: 17.5, inRange: 80.0 },
        { band: 'Medium', sales: 304, pe10: 40.8, mdape: 13.0, inRange: 79.6 },
        { band: 'Low', sales: 2339, pe10: 31.0, mdape: 18.3, inRange: 80.0 },
      ],
      types: [
        { band: 'D', sales: 488, pe10: 33.7, mdape: 15.9, inRange: 81.1 },
        { band: 'S', sales: 831, pe10: 31.5, mdape: 17.8, inRange: 79.0 },
        { band: 'T', sales: 816, pe10: 31.8, mdape: 19.2, inRange: 79.5 },
        { band: 'F', sales: 541, pe10: 32.2, mdape: 16.7, inRange: 81.4 },
      ],
      versusIndexedLastSale: {
        sales: 22,
        pe10: 36.4,
        mdape: 17.6,
        basePe10: 40.9,
        baseMdape: 17.0,
      },
      ceilingPe10: 56.9,
    },
    {
      name: 'Greater Manchester (real Price Paid sales)',
      months: 'January to December 2019',
      note: 'the file holds 2019 only, no flats, no postcode locations loaded',
      bands: [
        { band: 'All', sales: 14481, hit: 79.0, pe10: 47.1, mdape: 10.7, inRange: 80.5 },
        { band: 'Medium', sales: 5034, pe10: 54.2, mdape: 9.1, inRange: 80.5 },
        { band: 'Low', sales: 6402, pe10: 41.5, mdape: 12.4, inRange: 80.5 },
      ],
      types: [
        { band: 'D', sales: 3171, pe10: 45.6, mdape: 11.1, inRange: 76.6 },
        { band: 'S', sales: 7654, pe10: 47.6, mdape: 10.6, inRange: 81.4 },
        { band: 'T', sales: 3656, pe10: 47.1, mdape: 10.7, inRange: 81.7 },
      ],
      versusIndexedLastSale: { sales: 16, pe10: 62.5, mdape: 9.3, basePe10: 56.3, baseMdape: 8.8 },
      ceilingPe10: 70.0,
    },
    DEMO_SET,
  ],
};

const TYPE_NAMES: Record<string, string> = {
  D: 'Detached',
  S: 'Semi',
  T: 'Terraced',
  F: 'Flats',
};

/** The measured figures as a plain-text table (the methodology page's formula block). */
export function accuracyTable(): string {
  const rows = ESTIMATE_ACCURACY.sets.flatMap((s) => {
    const v = s.versusIndexedLastSale;
    return [
      `${s.name}: sales of ${s.months}`,
      `  (${s.note})`,
      ...[...s.bands, ...s.types].map(
        (b) =>
          `  ${(TYPE_NAMES[b.band] ?? b.band).padEnd(9)} ${String(b.sales).padStart(6)} sales  PE10 ${b.pe10.toFixed(1)}%  MdAPE ${b.mdape.toFixed(1)}%  in range ${b.inRange === null ? '-' : `${b.inRange.toFixed(1)}%`}`,
      ),
      ...(v
        ? [
            `  With an earlier sale (${v.sales}), PE10 / MdAPE: estimate ${v.pe10.toFixed(1)}% / ${v.mdape.toFixed(1)}%,`,
            `    HPI-indexed last sale ${v.basePe10.toFixed(1)}% / ${v.baseMdape.toFixed(1)}%`,
          ]
        : []),
      `  Price Paid ceiling without an earlier sale or floor area: PE10 ${s.ceilingPe10.toFixed(1)}%`,
      '',
    ];
  });
  return rows.join('\n').trimEnd();
}
