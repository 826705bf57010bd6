import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from '@yardstick/core/routes';
import type { LoaderFunction } from 'react-router';
import { filterFromParams, hasFilterParams } from '../components/filter-bar/filter-model.ts';
import type { MapMarker } from '../components/map-search/markers.ts';
import { prefetchMapSearch, type MapCalls } from '../components/map-search/prefetch-map-search.ts';
import { propertyIdProblem } from '../features/calculators/roi-fields.ts';
import { roiQueryOptions } from '../features/calculators/api/calculate-roi.ts';
import { estimateHitsQueryOptions } from '../features/estimates/api/get-estimate-hits.ts';
import { estimatesPageQueryOptions } from '../features/estimates/api/get-estimates-page.ts';
import {
  ESTIMATES_MAP_CALLS,
  ESTIMATES_MAP_ES_CALLS,
} from '../features/estimates-map/map-calls.ts';
import { favouritePropertiesQueryOptions } from '../features/favourites/api/get-favourite-properties.ts';
import { featuredPropertiesQueryOptions } from '../features/home/api/get-featured-properties.ts';
import { topCitiesQueryOptions } from '../features/home/api/get-top-cities.ts';
import { currentMembershipQueryOptions } from '../features/membership/api/get-current-membership.ts';
import { paymentsQueryOptions } from '../features/membership/api/get-payments.ts';
import { plansQueryOptions } from '../features/membership/api/get-plans.ts';
import { sandboxFlowQueryOptions } from '../features/membership/api/get-sandbox-flow.ts';
import { ploDetailsQueryOptions } from '../features/plo/api/get-plo-details.ts';
import { ploListQueryOptions, type PloListKind } from '../features/plo/api/get-plo-lists.ts';
import { PLO_MAP_CALLS } from '../features/plo/plo-map-calls.ts';
import { prefetchPropertyDetails } from '../features/property-details/api/get-property-details.ts';
import { areaYieldsQueryOptions } from '../features/reports/api/get-area-yields.ts';
import { districtsQueryOptions } from '../features/reports/api/get-districts.ts';
import { hpiChartQueryOptions } from '../features/reports/api/get-hpi-chart.ts';
import { chartQueryOf, DEFAULT_HPI_CHOICES } from '../features/reports/hpi/hpi-view.ts';
import { areaAveragesQueryOptions } from '../lib/area-averages.ts';
import { healthQueryOptions } from '../lib/health.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { decide, needsSession } from './guard/guard.ts';

/** What a route's loader knows: the query cache, the address and the path's parameters. */
export interface PrefetchArgs {
  client: QueryClient;
  url: URL;
  params: Record<string, string | undefined>;
}

/** The search filter of a search page's address; null while the page restores one. */
const urlFilter = (url: URL) =>
  hasFilterParams(url.searchParams) ? filterFromParams(url.searchParams) : null;

/** A PLO list's first page, when its address carries the filter. */
const ploList =
  (kind: PloListKind) =>
  ({ client, url }: PrefetchArgs) => {
    const filter = urlFilter(url);
    if (filter) void client.prefetchInfiniteQuery(ploListQueryOptions(kind, filter));
  };

/** A map page's markers and list, when its address carries the filter and fixes the area. */
const mapSearch =
  <M extends MapMarker, R>(calls: MapCalls<M, R>) =>
  ({ client, url }: PrefetchArgs) => {
    const filter = urlFilter(url);
    if (filter) prefetchMapSearch(client, calls, filter);
  };

/**
 * Data a page is sure to ask for, known from its address alone, started as the router
 * navigates there (not awaited: the page shows its skeleton and its queries find the same
 * request in the cache). Pages whose data follows what the user types are left out
 * (/valuation, /valuation-reports, /stamp-duty, the account forms); a map page whose address
 * names a place (no circle or drawn area) finds it on the map first and is left to the page.
 */
export const PREFETCH: Record<string, (args: PrefetchArgs) => void> = {
  '/': ({ client }) => {
    void client.prefetchQuery(topCitiesQueryOptions);
    void client.prefetchQuery(featuredPropertiesQueryOptions);
  },
  '/data-sources': ({ client }) => void client.prefetchQuery(healthQueryOptions),
  '/hpi-reports': ({ client }) => {
    void client.prefetchQuery(districtsQueryOptions);
    void client.prefetchQuery(hpiChartQueryOptions(chartQueryOf(DEFAULT_HPI_CHOICES)));
  },
  '/estimates': ({ client, url }) => {
    const filter = urlFilter(url);
    if (filter) void client.prefetchQuery(estimatesPageQueryOptions(filter));
  },
  '/estimates-es': ({ client, url }) => {
    const filter = urlFilter(url);
    if (filter) void client.prefetchInfiniteQuery(estimateHitsQueryOptions(filter));
  },
  '/estimates-map': mapSearch(ESTIMATES_MAP_CALLS),
  '/estimates-map-es': mapSearch(ESTIMATES_MAP_ES_CALLS),
  '/plo': ploList('plo'),
  '/plo-es': ploList('plo-es'),
  '/favorite-plo-properties': ploList('favourites'),
  '/plo-map-es': mapSearch(PLO_MAP_CALLS),
  '/plo-details': ({ client, url }) => {
    const saleId = url.searchParams.get('saleId');
    const rentId = url.searchParams.get('rentId');
    if (saleId && rentId) void client.prefetchQuery(ploDetailsQueryOptions(saleId, rentId));
  },
  '/favorite-properties': ({ client, url }) => {
    const filter = urlFilter(url);
    if (filter) void client.prefetchQuery(favouritePropertiesQueryOptions(filter));
  },
  '/property-details': ({ client, url }) => prefetchPropertyDetails(client, url.href),
  '/roi': ({ client, url }) => {
    // An id that is no property id is the page's to explain: nothing is asked for it.
    const propertyId = url.searchParams.get('propertyId') ?? undefined;
    if (propertyId && propertyIdProblem(propertyId) === null)
      void client.prefetchQuery(roiQueryOptions({ propertyId, calculatorType: 'SINGLE_LET' }));
  },
  '/area-analytics': ({ client, url }) => {
    const areaCode = url.searchParams.get('areaCode') ?? '';
    if (!areaCode) return;
    void client.prefetchQuery(areaAveragesQueryOptions(areaCode));
    void client.prefetchQuery(areaYieldsQueryOptions(areaCode, 'high', 0));
    void client.prefetchQuery(areaYieldsQueryOptions(areaCode, 'low', 0));
  },
  '/membership': ({ client }) => {
    void client.prefetchQuery(currentMembershipQueryOptions);
    void client.prefetchQuery(paymentsQueryOptions(0));
  },
  '/subscription': ({ client }) => void client.prefetchQuery(plansQueryOptions),
  '/payments/sandbox/:flowId': ({ client, params }) => {
    if (params.flowId) void client.prefetchQuery(sandboxFlowQueryOptions(params.flowId));
  },
};

/**
 * Whether the route guard will show the page (docs/product.md#route-guard), from the cached
 * session or, when none is cached, once the session query (the guard's own) answers. A
 * page a visitor may not open asks nothing: its calls would only answer 401.
 */
async function guardAllows(client: QueryClient, routePath: string, url: URL): Promise<boolean> {
  const session = await client.fetchQuery(sessionQueryOptions).catch(() => null);
  const decision = decide({
    routePath,
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    session: session ? { status: 'active', session } : { status: 'none' },
  });
  return decision.kind === 'allow';
}

/**
 * Protected pages whose data is asked at once, beside the session rather than after it: the
 * details page's header must show within a second of a reload (a sequential session call
 * would add its round trip), and its call answers a visitor's 401 as every other would.
 */
const ASKED_AT_ONCE = new Set(['/property-details']);

/**
 * The loader of a route with a prefetch: a public page prefetches at once; any other once
 * the guard would let the session in. Either way it returns at once.
 */
export function prefetchLoader(client: QueryClient, routePath: string): LoaderFunction | undefined {
  const prefetch = PREFETCH[routePath];
  if (!prefetch) return undefined;
  const open =
    !needsSession(routePath) ||
    findRoute(routePath)?.public === true ||
    ASKED_AT_ONCE.has(routePath);
  return ({ request, params }) => {
    const url = new URL(request.url);
    const args = { client, url, params };
    if (open) prefetch(args);
    else void guardAllows(client, routePath, url).then((ok) => ok && prefetch(args));
    return null;
  };
}
