/**
 * The UK HPI full file's 54 columns (in the published order) and the `hpi` column each
 * goes to. Prices and sales volumes are stored as integers (the file writes "305.0");
 * indexes and percentage changes as numeric.
 */
export type HpiValueKind = 'integer' | 'decimal';

export interface HpiColumn {
  header: string;
  column: string;
  kind: HpiValueKind;
}

const series = (prefix: string, column: string, withVolume: boolean): HpiColumn[] => [
  { header: `${prefix}Price`, column: `${column}_price`, kind: 'integer' },
  { header: `${prefix}Index`, column: `${column}_index`, kind: 'decimal' },
  { header: `${prefix}1m%Change`, column: `${column}_change_1m`, kind: 'decimal' },
  { header: `${prefix}12m%Change`, column: `${column}_change_12m`, kind: 'decimal' },
  ...(withVolume
    ? [
        {
          header: `${prefix}SalesVolume`,
          column: `${column}_sales_volume`,
          kind: 'integer' as const,
        },
      ]
    : []),
];

/** Every value column after Date, RegionName and AreaCode. */
export const HPI_VALUE_COLUMNS: readonly HpiColumn[] = [
  { header: 'AveragePrice', column: 'average_price', kind: 'integer' },
  { header: 'Index', column: 'index', kind: 'decimal' },
  { header: 'IndexSA', column: 'index_sa', kind: 'decimal' },
  { header: '1m%Change', column: 'change_1m', kind: 'decimal' },
  { header: '12m%Change', column: 'change_12m', kind: 'decimal' },
  { header: 'AveragePriceSA', column: 'average_price_sa', kind: 'integer' },
  { header: 'SalesVolume', column: 'sales_volume', kind: 'integer' },
  ...series('Detached', 'detached', false),
  ...series('SemiDetached', 'semi_detached', false),
  ...series('Terraced', 'terraced', false),
  ...series('Flat', 'flat', false),
  ...series('Cash', 'cash', true),
  ...series('Mortgage', 'mortgage', true),
  ...series('FTB', 'ftb', false),
  ...series('FOO', 'foo', false),
  ...series('New', 'new', true),
  ...series('Old', 'old', true),
];
