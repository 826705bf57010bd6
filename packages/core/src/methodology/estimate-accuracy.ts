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
        { band: 'All', sales: 865, pe10: 45.4, mdape: 11.3, inRange: 79.3 },
        { band: 'High', sales: 111, pe10: 56.8, mdape: 8.3, inRange: 80.2 },
        { band: 'Medium', sales: 460, pe10: 52.6, mdape: 9.5, inRange: 79.1 },
        { band: 'Low', sales: 294, pe10: 29.9, mdape: 17.1, inRange: 79.3 },
      ],
      versusIndexedLastSale: { sales: 368, pe10: 53.5, mdape: 9.4, basePe10: 50.8, baseMdape: 9.9 },
    },
    {
      name: 'Newcastle and Tyneside (real Price Paid sales)',
      months: 'July to December 2022',
      note: 'the file holds 2022 only: no repeat sales, no floor areas',
      bands: [
        { band: 'All', sales: 2676, pe10: 30.9, mdape: 17.8, inRange: 80.2 },
        { band: 'High', sales: 74, pe10: 59.5, mdape: 7.2, inRange: 78.4 },
        { band: 'Medium', sales: 254, pe10: 40.9, mdape: 13.0, inRange: 80.7 },
        { band: 'Low', sales: 2315, pe10: 28.9, mdape: 19.0, inRange: 80.2 },
      ],
      versusIndexedLastSale: {
        sales: 22,
        pe10: 45.5,
        mdape: 17.5,
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
        { band: 'High', sales: 1113, pe10: 68.7, mdape: 6.3, inRange: 80.3 },
        { band: 'Medium', sales: 3638, pe10: 50.2, mdape: 10.0, inRange: 80.3 },
        { band: 'Low', sales: 6685, pe10: 40.8, mdape: 12.7, inRange: 80.4 },
      ],
      versusIndexedLastSale: null,
    },
    {
      name: 'Demo dataset (invented history, floor areas)',
      months: 'January to December 2024',
      note: 'past prices generated from the HPI: flatters the indexed last sale',
      bands: [
        { band: 'All', sales: 3897, pe10: 67.7, mdape: 6.8, inRange: 80.5 },
        { band: 'High', sales: 2521, pe10: 70.6, mdape: 6.3, inRange: 80.3 },
        { band: 'Medium', sales: 1204, pe10: 64.9, mdape: 7.3, inRange: 80.9 },
        { band: 'Low', sales: 172, pe10: 44.2, mdape: 12.6, inRange: 79.7 },
      ],
      versusIndexedLastSale: {
        sales: 3368,
        pe10: 70.6,
        mdape: 6.4,
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
