/**
 * Where filters are remembered (docs/product.md#where-filters-are-kept):
 * - session storage `_filter`: the filter handed from one view to the next (home page
 *   search, MAP VIEW / GRID VIEW links, the estimates grids between them);
 * - local storage, one entry per page: that page's last filter, for the next visit.
 * Both hold the filter's query parameters (core filterToQueryParams) as JSON. Storage can
 * be unavailable (private modes, quotas): then nothing is remembered, and nothing fails.
 */
export const FILTER_STORAGE_KEY = '_filter';
export const pageFilterKey = (page: string) => `_filter:${page}`;

type Params = Record<string, string>;

function parse(text: string | null): Params | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const params: Params = {};
    for (const [key, v] of Object.entries(value)) if (typeof v === 'string') params[key] = v;
    return params;
  } catch {
    return undefined;
  }
}

function read(storage: () => Storage, key: string): Params | undefined {
  try {
    return parse(storage().getItem(key));
  } catch {
    return undefined;
  }
}

function write(storage: () => Storage, key: string, params: Params): void {
  try {
    storage().setItem(key, JSON.stringify(params));
  } catch {
    // not remembered
  }
}

export const readHandedFilter = () => read(() => sessionStorage, FILTER_STORAGE_KEY);
export const handFilter = (params: Params) =>
  write(() => sessionStorage, FILTER_STORAGE_KEY, params);
export const readPageFilter = (page: string) => read(() => localStorage, pageFilterKey(page));
export const rememberPageFilter = (page: string, params: Params) =>
  write(() => localStorage, pageFilterKey(page), params);
