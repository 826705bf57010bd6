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

/**
 * The UK HPI web app's per-area CSV download (landregistry.data.gov.uk/app/ukhpi): Name, URI,
 * Region GSS code, Period (YYYY-MM), Sales volume, Reporting period, then "<measure>
 * <category>" columns for the categories chosen when downloading (any subset, in the app's
 * order), then Pivotable date. Each measure and category maps onto the full file's series.
 */
const APP_MEASURES = [
  { header: 'Average price', suffix: 'price', kind: 'integer' },
  { header: 'House price index', suffix: 'index', kind: 'decimal' },
  { header: 'Percentage change (monthly)', suffix: 'change_1m', kind: 'decimal' },
  { header: 'Percentage change (yearly)', suffix: 'change_12m', kind: 'decimal' },
  { header: 'Sales volume', suffix: 'sales_volume', kind: 'integer' },
] as const;

const APP_CATEGORIES = [
  { label: 'All property types', prefix: '' },
  { label: 'Detached houses', prefix: 'detached' },
  { label: 'Semi-detached houses', prefix: 'semi_detached' },
  { label: 'Terraced houses', prefix: 'terraced' },
  { label: 'Flats and maisonettes', prefix: 'flat' },
  { label: 'First-time buyers', prefix: 'ftb' },
  { label: 'Former owner-occupiers', prefix: 'foo' },
  { label: 'Cash purchases', prefix: 'cash' },
  { label: 'Mortgage purchases', prefix: 'mortgage' },
  { label: 'New build', prefix: 'new' },
  { label: 'Existing properties', prefix: 'old' },
] as const;

/** The full file's column of a measure and category ("average_price", "flat_index" ...). */
function appColumn(prefix: string, suffix: string): string {
  if (prefix !== '') return `${prefix}_${suffix}`;
  return suffix === 'price' ? 'average_price' : suffix;
}

const TABLE_VALUE_COLUMNS = new Set(HPI_VALUE_COLUMNS.map((c) => c.column));

/**
 * Every value column the app download can carry, by header, limited to the series the `hpi`
 * table holds (it has no sales volume by property type, so those columns are not read).
 * "Sales volume" on its own is the all-types volume.
 */
export const HPI_APP_COLUMNS: readonly HpiColumn[] = [
  { header: 'Sales volume', column: 'sales_volume', kind: 'integer' },
  ...APP_CATEGORIES.flatMap((category) =>
    APP_MEASURES.map((measure) => ({
      header: `${measure.header} ${category.label}`,
      column: appColumn(category.prefix, measure.suffix),
      kind: measure.kind,
    })),
  ).filter((c) => TABLE_VALUE_COLUMNS.has(c.column)),
];

/** The value columns the app download fills, each once. */
export const HPI_APP_VALUE_COLUMNS: readonly string[] = [
  ...new Set(HPI_APP_COLUMNS.map((c) => c.column)),
];
