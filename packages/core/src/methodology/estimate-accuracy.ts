/**
 * The estimate's accuracy as measured by `npm run data -- backtest` (docs/methodology.md
 * "Measured accuracy"), for the methodology page: which data, which months, and per
 * confidence band the PE10 (share within 10% of the price achieved), the MdAPE and the share of
 * prices inside the stated range (claimed: 80%). Measured figures, written down when measured;
 * a listing's own page shows its band's figures from the latest backtest of the database.
 */
export interface MeasuredBand {
  band: 'All' | 'High' | 'Medium' | 'Low';
  sales: number;
  pe10: number;
  mdape: number;
  inRange: number;
}

export interface MeasuredSet {
  name: string;
  months: string;
  note: string;
  bands: MeasuredBand[];
  /** On the sales that have an earlier sale: the estimate against the HPI-indexed last sale. */
  versusIndexedLastSale: {
    sales: number;
    pe10: number;
    mdape: number;
    basePe10: number;
    baseMdape: number;
  } | null;
}

export const ESTIMATE_ACCURACY: { measuredOn: string; sets: MeasuredSet[] } = {
  measuredOn: '2026-11-24',
  sets: [
    {
      name: 'SW19 Wimbledon (real Price Paid sales)',
      months: 'March 2019 to February 2020',
      note: 'no floor areas or bedrooms; England HPI only',
      bands: [
        { band: 'All', sales: 865, pe10: 45.2, mdape: 11.3, inRange: 79.4 },
        { band: 'High', sales: 112, pe10: 57.1, mdape: 8.2, inRange: 80.4 },
        { band: 'Medium', sales: 458, pe10: 52.2, mdape: 9.6, inRange: 79.7 },
        { band: 'Low', sales: 295, pe10: 29.8, mdape: 17.3, inRange: 78.6 },
      ],
      versusIndexedLastSale: { sales: 368, pe10: 53.0, mdape: 9.4, basePe10: 50.8, baseMdape: 9.9 },
    },
    {
      name: 'Newcastle and Tyneside (real Price Paid sales)',
      months: 'July to December 2022',
      note: 'the file holds 2022 only: no repeat sales, no floor areas',
      bands: [
        { band: 'All', sales: 2676, pe10: 30.9, mdape: 17.8, inRange: 80.3 },
        { band: 'High', sales: 73, pe10: 60.3, mdape: 7.1, inRange: 79.5 },
        { band: 'Medium', sales: 255, pe10: 40.4, mdape: 13.1, inRange: 81.2 },
        { band: 'Low', sales: 2315, pe10: 28.9, mdape: 19.0, inRange: 80.3 },
      ],
      versusIndexedLastSale: {
        sales: 22,
        pe10: 40.9,
        mdape: 17.0,
        basePe10: 40.9,
        baseMdape: 17.0,
      },
    },
    {
      name: 'Greater Manchester (real Price Paid sales)',
      months: 'January to December 2019',
      note: 'the file holds 2019 only; few postcode locations',
      bands: [
        { band: 'All', sales: 14481, pe10: 46.5, mdape: 10.9, inRange: 80.4 },
        { band: 'High', sales: 1112, pe10: 68.7, mdape: 6.3, inRange: 80.3 },
        { band: 'Medium', sales: 3637, pe10: 50.3, mdape: 10.0, inRange: 80.4 },
        { band: 'Low', sales: 6687, pe10: 40.8, mdape: 12.7, inRange: 80.4 },
      ],
      versusIndexedLastSale: null,
    },
    {
      name: 'Demo dataset (invented history, floor areas)',
      months: 'January to December 2024',
      note: 'past prices generated from the HPI: flatters the indexed last sale',
      bands: [
        { band: 'All', sales: 3897, pe10: 67.1, mdape: 6.9, inRange: 80.8 },
        { band: 'High', sales: 2385, pe10: 69.6, mdape: 6.6, inRange: 80.9 },
        { band: 'Medium', sales: 1296, pe10: 65.4, mdape: 7.1, inRange: 80.7 },
        { band: 'Low', sales: 216, pe10: 50.0, mdape: 10.1, inRange: 79.6 },
      ],
      versusIndexedLastSale: {
        sales: 3368,
        pe10: 70.0,
        mdape: 6.6,
        basePe10: 68.7,
        baseMdape: 6.7,
      },
    },
  ],
};

/** The measured figures as a plain-text table (the methodology page's formula block). */
export function accuracyTable(): string {
  const rows = ESTIMATE_ACCURACY.sets.flatMap((s) => {
    const v = s.versusIndexedLastSale;
    return [
      `${s.name}: sales of ${s.months}`,
      `  (${s.note})`,
      ...s.bands.map(
        (b) =>
          `  ${b.band.padEnd(7)} ${String(b.sales).padStart(6)} sales  PE10 ${b.pe10.toFixed(1)}%  MdAPE ${b.mdape.toFixed(1)}%  in range ${b.inRange.toFixed(1)}%`,
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
