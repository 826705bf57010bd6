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
}

const DEMO_SET: MeasuredSet = {
  name: 'Demo dataset (invented history, floor areas)',
  months: 'January to December 2024',
  note: 'past prices generated from the HPI: flatters the indexed last sale',
  bands: [
    { band: 'All', sales: 3897, pe10: 67.8, mdape: 6.8, inRange: 79.9 },
    { band: 'High', sales: 366, pe10: 72.1, mdape: 6.7, inRange: 73.8 },
    { band: 'Medium', sales: 3338, pe10: 68.5, mdape: 6.7, inRange: 80.4 },
    { band: 'Low', sales: 193, pe10: 47.7, mdape: 10.6, inRange: 81.9 },
  ],
  types: [
    { band: 'D', sales: 267, pe10: 70.0, mdape: 7.1, inRange: 83.5 },
    { band: 'S', sales: 807, pe10: 66.7, mdape: 6.9, inRange: 82.2 },
    { band: 'T', sales: 1052, pe10: 66.1, mdape: 6.9, inRange: 79.5 },
    { band: 'F', sales: 1771, pe10: 69.1, mdape: 6.7, inRange: 78.5 },
  ],
  versusIndexedLastSale: { sales: 3368, pe10: 70.8, mdape: 6.5, basePe10: 68.7, baseMdape: 6.7 },
};

/**
 * Measured with the method of DERIVE_VERSION 4 (segment and location effects, pooled spreads,
 * the High band's limit measured), on 2026-11-24.
 */
export const ESTIMATE_ACCURACY: { measuredOn: string; sets: MeasuredSet[] } = {
  measuredOn: '2026-11-24',
  sets: [
    {
      name: 'SW19 Wimbledon (real Price Paid sales)',
      months: 'March 2019 to February 2020',
      note: 'no floor areas or bedrooms; England HPI only; no High band out of sample',
      bands: [
        { band: 'All', sales: 865, pe10: 47.3, mdape: 10.8, inRange: 80.6 },
        { band: 'Medium', sales: 531, pe10: 55.0, mdape: 9.2, inRange: 80.2 },
        { band: 'Low', sales: 334, pe10: 35.0, mdape: 15.3, inRange: 81.1 },
      ],
      types: [
        { band: 'D', sales: 48, pe10: 14.6, mdape: 27.8, inRange: 68.8 },
        { band: 'S', sales: 115, pe10: 37.4, mdape: 11.8, inRange: 82.6 },
        { band: 'T', sales: 295, pe10: 53.9, mdape: 8.9, inRange: 83.1 },
        { band: 'F', sales: 407, pe10: 49.1, mdape: 10.4, inRange: 79.6 },
      ],
      versusIndexedLastSale: { sales: 368, pe10: 56.8, mdape: 8.9, basePe10: 50.8, baseMdape: 9.9 },
    },
    {
      name: 'Newcastle and Tyneside (real Price Paid sales)',
      months: 'July to December 2022',
      note: 'the file holds 2022 only: few repeat sales, no floor areas; no High band',
      bands: [
        { band: 'All', sales: 2676, hit: 98.8, pe10: 32.0, mdape: 17.6, inRange: 80.1 },
        { band: 'Medium', sales: 289, pe10: 39.4, mdape: 13.0, inRange: 79.6 },
        { band: 'Low', sales: 2354, pe10: 31.1, mdape: 18.2, inRange: 80.1 },
      ],
      types: [
        { band: 'D', sales: 488, pe10: 33.7, mdape: 16.5, inRange: 81.7 },
        { band: 'S', sales: 831, pe10: 31.2, mdape: 17.9, inRange: 79.2 },
        { band: 'T', sales: 816, pe10: 31.8, mdape: 19.3, inRange: 79.2 },
        { band: 'F', sales: 541, pe10: 32.2, mdape: 16.7, inRange: 81.2 },
      ],
      versusIndexedLastSale: {
        sales: 22,
        pe10: 36.4,
        mdape: 17.6,
        basePe10: 40.9,
        baseMdape: 17.0,
      },
    },
    {
      name: 'Greater Manchester (real Price Paid sales)',
      months: 'January to December 2019',
      note: 'the file holds 2019 only, no flats; no postcode locations loaded',
      bands: [
        { band: 'All', sales: 14481, hit: 79.0, pe10: 47.1, mdape: 10.7, inRange: 80.2 },
        { band: 'High', sales: 187, pe10: 70.6, mdape: 6.5, inRange: 63.1 },
        { band: 'Medium', sales: 4861, pe10: 53.5, mdape: 9.2, inRange: 80.4 },
        { band: 'Low', sales: 6388, pe10: 41.5, mdape: 12.4, inRange: 80.5 },
      ],
      types: [
        { band: 'D', sales: 3171, pe10: 45.6, mdape: 11.1, inRange: 76.4 },
        { band: 'S', sales: 7654, pe10: 47.6, mdape: 10.6, inRange: 81.1 },
        { band: 'T', sales: 3656, pe10: 47.2, mdape: 10.7, inRange: 81.3 },
      ],
      versusIndexedLastSale: { sales: 16, pe10: 62.5, mdape: 9.3, basePe10: 56.3, baseMdape: 8.8 },
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
      '',
    ];
  });
  return rows.join('\n').trimEnd();
}
