import { queryOptions, useQuery } from '@tanstack/react-query';

/** The bundled offline basemap (apps/pipeline/src/basemap): local authority districts. */
export const BASEMAP_URL = '/basemap/local-authorities.geojson';

export type LngLat = [number, number];
export type BasemapGeometry =
  | { type: 'Polygon'; coordinates: LngLat[][] }
  | { type: 'MultiPolygon'; coordinates: LngLat[][][] };
export interface BasemapFeature {
  type: 'Feature';
  properties: { name: string; code: string; label: LngLat | null };
  geometry: BasemapGeometry;
}
export interface BasemapCollection {
  type: 'FeatureCollection';
  features: BasemapFeature[];
}

async function getBasemap(signal?: AbortSignal): Promise<BasemapCollection> {
  const res = await fetch(BASEMAP_URL, { signal });
  if (!res.ok) throw new Error(`The offline basemap could not be loaded (${res.status})`);
  return (await res.json()) as BasemapCollection;
}

export const basemapQueryOptions = queryOptions({
  queryKey: ['basemap', 'local-authorities'],
  queryFn: ({ signal }) => getBasemap(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Fetched only when a map page asks for it (never on the home page). */
export function useBasemap(enabled: boolean) {
  return useQuery({ ...basemapQueryOptions, enabled });
}
