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

/**
 * A deliberate hand-over (the home page's search, MAP VIEW / GRID VIEW) is marked, so the next
 * page takes the handed filter as the user's own step; a handed filter found without the mark
 * (the menu opened later in the session) was restored, and the page says so.
 */
const HAND_OFF_KEY = '_filter:handoff';
export function markHandOff(): void {
  try {
    sessionStorage.setItem(HAND_OFF_KEY, '1');
  } catch {
    // not remembered
  }
}
export function handOffMarked(): boolean {
  try {
    return sessionStorage.getItem(HAND_OFF_KEY) === '1';
  } catch {
    return false;
  }
}
export function clearHandOff(): void {
  try {
    sessionStorage.removeItem(HAND_OFF_KEY);
  } catch {
    // nothing to clear
  }
}
