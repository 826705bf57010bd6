import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import { filterCentre, type SearchFilter } from '@yardstick/core/search/filter';
import { filterLocation } from '@yardstick/core/search/location';
import { withoutLocation } from '../filter-bar/filter-model.ts';
import { coveringCircle, type LatLngPoint } from '../map/circle-geometry.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * The map views' rules (docs/product.md#map-search) as pure functions: the
 * search area (the editable circle or a drawn polygon), what the calls send, the count line,
 * the marker-limit warning and the list's paging.
 */
export const MAP_DEFAULTS = {
  /** Reading (docs/product.md#constants). */
  centre: { lat: 51.4542645, lng: -0.9781303 },
  radius: SEARCH_LIMITS.defaultRadius,
  zoom: 15,
  esZoom: 16,
  /** Plot polygons are drawn only below this many markers (docs/product.md#plot-polygons). */
  plotPolygonsBelow: 200,
} as const;

export type SearchArea =
  | { kind: 'circle'; centre: LatLngPoint; radius: number }
  | { kind: 'polygon'; points: LatLngPoint[] };

/** The area a filter searches on the map; without one, a default circle around `fallback`. */
export function searchAreaOf(
  filter: SearchFilter,
  fallback: LatLngPoint = MAP_DEFAULTS.centre,
): SearchArea {
  if (filter.polygon) return { kind: 'polygon', points: filter.polygon };
  return {
    kind: 'circle',
    centre: filterCentre(filter) ?? fallback,
    radius: filter.radius ?? MAP_DEFAULTS.radius,
  };
}

const round7 = (n: number) => Math.round(n * 1e7) / 1e7;

/** The filter after the circle moved or was resized: the circle replaces any other location. */
export function withCircle(
  filter: SearchFilter,
  centre: LatLngPoint,
  radius: number,
): SearchFilter {
  return {
    ...withoutLocation(filter),
    center: { lat: round7(centre.lat), lng: round7(centre.lng) },
    radius: Math.round(radius),
  };
}

/**
 * The filter with another radius (the radius select, or the edge handle): the centre and
 * any named location stay, so the location box keeps the place the user typed and the
 * circle stays on it.
 */
export function withRadius(filter: SearchFilter, radius: number): SearchFilter {
  return { ...filter, radius: Math.round(radius) };
}

const samePoint = (a: LatLngPoint, b: LatLngPoint) =>
  Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

/**
 * The filter after the editable circle changed: only its radius (withRadius, the location
 * kept), or its centre too (withCircle, the circle replaces the location).
 */
export function withCircleChange(
  filter: SearchFilter,
  area: SearchArea,
  centre: LatLngPoint,
  radius: number,
): SearchFilter {
  return area.kind === 'circle' && samePoint(area.centre, centre)
    ? withRadius(filter, radius)
    : withCircle(filter, centre, radius);
}

/** The filter after an area was drawn: the polygon replaces the circle and any location. */
export function withPolygon(filter: SearchFilter, points: LatLngPoint[]): SearchFilter {
  const { radius: _radius, ...rest } = withoutLocation(filter);
  return { ...rest, polygon: points };
}

/**
 * What the map's calls search: the filter with its area in place of any location names.
 * The circle calls (coordinate markers and list) need a centre, so a drawn area also sends
 * the circle that covers it (the polygon is what limits the result).
 */
export function areaRequestFilter(
  filter: SearchFilter,
  area: SearchArea,
  options: { needsCircle?: boolean } = {},
): SearchFilter {
  const base = withoutLocation(filter);
  if (area.kind === 'circle') {
    return { ...base, center: area.centre, radius: area.radius };
  }
  if (!options.needsCircle) {
    const { radius: _radius, ...rest } = base;
    return { ...rest, polygon: area.points };
  }
  const cover = coveringCircle(area.points);
  return { ...base, polygon: area.points, center: cover.centre, radius: cover.radius };
}

/**
 * Where to put the first circle of a filter that names places but no area: its postcode,
 * else its district, else its first term (an area code or place, or the typed text).
 */
export function locationTerm(filter: SearchFilter): string | undefined {
  const location = filterLocation(filter);
  if (location.kind !== 'terms') return undefined;
  return filter.postCodes?.[0] ?? filter.districts?.[0] ?? location.terms[0];
}

/**
 * What the map's first calls send when the filter alone fixes the area (a circle, a drawn
 * area, or no location: the default circle); undefined while a named place is still to be
 * found on the map (the page looks it up first).
 */
export function knownAreaRequest(
  filter: SearchFilter,
  options: { needsCircle?: boolean } = {},
): SearchFilter | undefined {
  if (locationTerm(filter)) return undefined;
  return areaRequestFilter(filter, searchAreaOf(filter), options);
}

/** The centre and radius to look for plot polygons around. */
export function areaCircle(area: SearchArea): { centre: LatLngPoint; radius: number } {
  return area.kind === 'circle' ? area : coveringCircle(area.points);
}

const where = (area: SearchArea) =>
  area.kind === 'circle' ? `in ${formatNumber(area.radius)} mts radius` : 'in the drawn area';

/** 'Total N Properties in R mts radius' (docs/product.md#search-area). */
export function mapCountLine(total: number, area: SearchArea): string {
  return `Total ${formatNumber(total)} ${total === 1 ? 'Property' : 'Properties'} ${where(area)}`;
}

/**
 * When the total reaches the marker limit (docs/product.md#search-area): 'More than N Properties in R mts
 * radius. Reduce the radius/search area'; N is the limit, the number of markers drawn.
 */
export function markerLimitWarning(total: number, area: SearchArea): string | undefined {
  if (total < SEARCH_LIMITS.maxMarkers) return undefined;
  return `More than ${formatNumber(SEARCH_LIMITS.maxMarkers)} Properties ${where(area)}. Reduce the radius/search area`;
}

/** Next is offered while the count exceeds size * (page + 1) (docs/product.md#map-list). */
export const hasNextPage = (total: number, size: number, page: number) => total > size * (page + 1);
/** Previous is offered while page > 0 (docs/product.md#map-list). */
export const hasPreviousPage = (page: number) => page > 0;

/** Plot polygons are collected only when the marker total is below 200 (docs/product.md#plot-polygons). */
export const showsPlotPolygons = (total: number) => total < MAP_DEFAULTS.plotPolygonsBelow;
