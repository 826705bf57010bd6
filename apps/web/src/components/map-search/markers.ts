import type { ResultCount } from '../estimates/count-line.ts';

/** What the map needs of a marker: its id and where it is (each page's answer adds the rest). */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
}

/** Up to 500 markers of a call, in the page's marker shape, and the total of all matches. */
export interface MarkerSet<M extends MapMarker> {
  items: M[];
  total: ResultCount;
}

/** A search-index location ('lat,lng'); undefined when either part is not a number. */
export function pointOfLocation(location: string): { lat: number; lng: number } | undefined {
  const [lat, lng] = location.split(',').map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  return { lat: lat!, lng: lng! };
}
