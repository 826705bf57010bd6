import type { SavedSearch } from '@yardstick/core/alerts/alerts';

/** The search page a saved search opens: the map for a circle or drawn area, else the grid. */
export function searchHref(search: Pick<SavedSearch, 'kind' | 'filter'>): string {
  const onMap = ['polygon', 'center', 'latitude'].some((k) => k in search.filter);
  const path =
    search.kind === 'plo'
      ? onMap
        ? '/plo-map-es'
        : '/plo-es'
      : onMap
        ? '/estimates-map-es'
        : '/estimates-es';
  const query = new URLSearchParams(search.filter).toString();
  return query ? `${path}?${query}` : path;
}

const LABELS: Record<string, string> = {
  minPrice: 'from £',
  maxPrice: 'up to £',
  minBeds: 'beds ≥ ',
  maxBeds: 'beds ≤ ',
  minMarketValue: 'BMV ≥ ',
  maxMarketValue: 'BMV ≤ ',
  minYield: 'yield ≥ ',
  maxYield: 'yield ≤ ',
  minRoi: 'ROI ≥ ',
  maxRoi: 'ROI ≤ ',
  confidence: 'confidence ',
};

/** The filter in a few words: 'M21 · up to £250,000 · beds ≥ 3 · yield ≥ 7%'. */
export function filterSummary(filter: Record<string, string>): string {
  const parts: string[] = [];
  const place =
    filter.searchText?.split(',')[0] ?? filter.districts ?? filter.postCodes ?? filter.areaCodes;
  if (place) parts.push(place);
  if (filter.polygon) parts.push('drawn area');
  else if (filter.center || filter.latitude) parts.push(`${filter.radius ?? 500} m circle`);
  for (const [key, label] of Object.entries(LABELS)) {
    const value = filter[key];
    if (value === undefined) continue;
    const money = key.endsWith('Price') ? Number(value).toLocaleString('en-GB') : value;
    const pct = /MarketValue|Yield|Roi/.test(key) ? '%' : '';
    parts.push(`${label}${money}${pct}`);
  }
  if (filter.propertyTypes) parts.push(`types ${filter.propertyTypes}`);
  if (filter.noPriceWarnings === 'true') parts.push('no price warnings');
  const rest = Object.keys(filter).filter(
    (k) =>
      !(k in LABELS) &&
      ![
        'searchText',
        'districts',
        'postCodes',
        'areaCodes',
        'polygon',
        'center',
        'latitude',
        'longitude',
        'radius',
        'propertyTypes',
        'noPriceWarnings',
      ].includes(k),
  ).length;
  if (rest) parts.push(`${rest} more ${rest === 1 ? 'filter' : 'filters'}`);
  return parts.join(' · ') || 'Everywhere, every property';
}
