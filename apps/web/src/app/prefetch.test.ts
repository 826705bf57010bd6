import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { PERMISSION_ATTRIBUTES } from '@yardstick/core/permissions';
import { allowedPaths } from '@yardstick/core/routes';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiTest, watchDisplay } from '../../test/api-test-support.ts';
import { filterFromParams } from '../components/filter-bar/filter-model.ts';
import { areaRequestFilter, searchAreaOf } from '../components/map-search/map-search.ts';
import type { MapCalls } from '../components/map-search/prefetch-map-search.ts';
import type { MapMarker } from '../components/map-search/markers.ts';
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
import { ploListQueryOptions } from '../features/plo/api/get-plo-lists.ts';
import { PLO_MAP_CALLS } from '../features/plo/plo-map-calls.ts';
import { propertyDetailsQueryOptions } from '../features/property-details/api/get-property-details.ts';
import { areaYieldsQueryOptions } from '../features/reports/api/get-area-yields.ts';
import { districtsQueryOptions } from '../features/reports/api/get-districts.ts';
import { hpiChartQueryOptions } from '../features/reports/api/get-hpi-chart.ts';
import { chartQueryOf, DEFAULT_HPI_CHOICES } from '../features/reports/hpi/hpi-view.ts';
import { areaAveragesQueryOptions } from '../lib/area-averages.ts';
import { healthQueryOptions } from '../lib/health.ts';
import { sessionQueryKey } from '../lib/session.ts';
import { PREFETCH } from './prefetch.ts';
import { createRoutes } from './router.tsx';

const SEARCH = 'postCodes=RG1%204AY&sort=price_desc';
const searchFilter = () => filterFromParams(new URLSearchParams(SEARCH));
/** A map search naming its circle (centre and radius). */
const CIRCLE = 'center=51.45%2C-0.97&radius=1000&beds=2';
/** A map search naming a drawn area. */
const POLYGON = 'polygon=51.45%20-0.97%2C51.46%20-0.97%2C51.46%20-0.96';

/** MapSearchView's first calls: the markers and the list of the area the filter fixes. */
const mapKeys = <M extends MapMarker, R>(calls: MapCalls<M, R>, search: string) => {
  const filter = filterFromParams(new URLSearchParams(search));
  expect(filter.polygon ?? filter.center).toBeDefined();
  const sent = areaRequestFilter(filter, searchAreaOf(filter), { needsCircle: calls.needsCircle });
  return [calls.markersQuery(sent).queryKey, calls.listQuery(sent).queryKey];
};

/**
 * Each prefetching route: an address, and the keys of the queries its page asks for with it
 * (built with the same query options the page's hooks use).
 */
const CASES: { path: string; url: string; keys: () => QueryKey[] }[] = [
  {
    path: '/',
    url: '/',
    keys: () => [topCitiesQueryOptions.queryKey, featuredPropertiesQueryOptions.queryKey],
  },
  { path: '/data-sources', url: '/data-sources', keys: () => [healthQueryOptions.queryKey] },
  {
    path: '/hpi-reports',
    url: '/hpi-reports',
    keys: () => [
      districtsQueryOptions.queryKey,
      hpiChartQueryOptions(chartQueryOf(DEFAULT_HPI_CHOICES)).queryKey,
    ],
  },
  {
    path: '/estimates',
    url: `/estimates?${SEARCH}`,
    keys: () => [estimatesPageQueryOptions(searchFilter()).queryKey],
  },
  {
    path: '/estimates-es',
    url: `/estimates-es?${SEARCH}`,
    keys: () => [estimateHitsQueryOptions(searchFilter()).queryKey],
  },
  {
    path: '/favorite-properties',
    url: `/favorite-properties?${SEARCH}`,
    keys: () => [favouritePropertiesQueryOptions(searchFilter()).queryKey],
  },
  {
    path: '/estimates-map',
    url: `/estimates-map?${CIRCLE}`,
    keys: () => mapKeys(ESTIMATES_MAP_CALLS, CIRCLE),
  },
  {
    path: '/estimates-map-es',
    url: `/estimates-map-es?${POLYGON}`,
    keys: () => mapKeys(ESTIMATES_MAP_ES_CALLS, POLYGON),
  },
  {
    path: '/plo',
    url: `/plo?${SEARCH}`,
    keys: () => [ploListQueryOptions('plo', searchFilter()).queryKey],
  },
  {
    path: '/plo-es',
    url: `/plo-es?${SEARCH}`,
    keys: () => [ploListQueryOptions('plo-es', searchFilter()).queryKey],
  },
  {
    path: '/favorite-plo-properties',
    url: `/favorite-plo-properties?${SEARCH}`,
    keys: () => [ploListQueryOptions('favourites', searchFilter()).queryKey],
  },
  {
    path: '/plo-map-es',
    url: `/plo-map-es?${CIRCLE}`,
    keys: () => mapKeys(PLO_MAP_CALLS, CIRCLE),
  },
  {
    path: '/plo-details',
    url: '/plo-details?saleId=11&rentId=12',
    keys: () => [ploDetailsQueryOptions('11', '12').queryKey],
  },
  {
    path: '/property-details',
    url: '/property-details?id=42',
    keys: () => [propertyDetailsQueryOptions('42').queryKey],
  },
  {
    // The name older alert emails and the bell linked with: still read (core/app-links).
    path: '/property-details',
    url: '/property-details?propertyId=43',
    keys: () => [propertyDetailsQueryOptions('43').queryKey],
  },
  {
    path: '/roi',
    url: '/roi?propertyId=42',
    // RoiPage: useRoi({ propertyId, calculatorType, ...submitted }) before any input.
    keys: () => [roiQueryOptions({ propertyId: '42', calculatorType: 'SINGLE_LET' }).queryKey],
  },
  {
    path: '/area-analytics',
    url: '/area-analytics?areaCode=RG1',
    keys: () => [
      areaAveragesQueryOptions('RG1').queryKey,
      areaYieldsQueryOptions('RG1', 'high', 0).queryKey,
      areaYieldsQueryOptions('RG1', 'low', 0).queryKey,
    ],
  },
  {
    path: '/membership',
    url: '/membership',
    keys: () => [currentMembershipQueryOptions.queryKey, paymentsQueryOptions(0).queryKey],
  },
  { path: '/subscription', url: '/subscription', keys: () => [plansQueryOptions.queryKey] },
  {
    path: '/payments/sandbox/:flowId',
    url: '/payments/sandbox/flow-1',
    keys: () => [sandboxFlowQueryOptions('flow-1').queryKey],
  },
];

const MEMBER = {
  hrefs: allowedPaths(PERMISSION_ATTRIBUTES),
  membershipExpired: false,
  attributes: [...PERMISSION_ATTRIBUTES],
};

/** Every fetch answers 200 {} but the session's, which answers `session` (401 for none). */
function stubApi(session: object | null) {
  const fetch = vi.fn(async (url: string) =>
    url.startsWith('/api/session')
      ? new Response(JSON.stringify(session ?? { code: 'UNAUTHORIZED', message: 'No' }), {
          status: session ? 200 : 401,
        })
      : new Response('{}', { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function loaderOf(client: QueryClient, path: string) {
  const route = createRoutes(client)
    .flatMap((r: RouteObject) => r.children ?? [])
    .find((r) => r.path === path);
  return route?.loader as
    ((args: { request: Request; params: Record<string, string> }) => unknown) | undefined;
}

const paramsOf = (url: string): Record<string, string> =>
  url.startsWith('/payments/sandbox/') ? { flowId: 'flow-1' } : {};

/** The query keys in the cache, the session's left out. */
const cachedKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryHash)
    .filter((h) => h !== hashKey(sessionQueryKey))
    .sort();

beforeEach(() => void watchDisplay());
afterEach(resetApiTest);

describe('route loaders prefetch what the page asks for', () => {
  it('covers every prefetching route', () => {
    expect([...new Set(CASES.map((c) => c.path))].sort()).toEqual(Object.keys(PREFETCH).sort());
  });

  it.each(CASES)('$url starts the query keys its page uses', async ({ path, url, keys }) => {
    stubApi(MEMBER);
    const client = new QueryClient();
    const expected = keys()
      .map((k) => hashKey(k))
      .sort();
    const loader = loaderOf(client, path)!;
    const request = new Request(`http://localhost${url}`);
    expect(loader({ request, params: paramsOf(url) })).toBe(null);
    await vi.waitFor(() => expect(cachedKeys(client)).toEqual(expected));
  });

  it('a search page with no filter in its address waits for the page to restore one', async () => {
    const fetch = stubApi(MEMBER);
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, MEMBER as never);
    loaderOf(client, '/estimates')!({
      request: new Request('http://localhost/estimates'),
      params: {},
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['/estimates-map?postCodes=RG1%204AY', '/plo-map-es'])(
    'a map page whose address names a place or no filter leaves its calls to the page: %s',
    async (url) => {
      const fetch = stubApi(MEMBER);
      const client = new QueryClient();
      client.setQueryData(sessionQueryKey, MEMBER as never);
      loaderOf(client, url.split('?')[0]!)!({
        request: new Request(`http://localhost${url}`),
        params: {},
      });
      await new Promise((r) => setTimeout(r, 20));
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('asks nothing protected for a visitor but the details, yet prefetches the public pages', async () => {
    const fetch = stubApi(null);
    const client = new QueryClient();
    for (const { path, url } of CASES.filter((c) => c.path !== '/'))
      loaderOf(client, path)!({
        request: new Request(`http://localhost${url}`),
        params: paramsOf(url),
      });
    await new Promise((r) => setTimeout(r, 50));
    const asked = fetch.mock.calls.map(([u]) => String(u).split('?')[0]).sort();
    // The details are asked beside the session (their header shows within a second).
    expect(asked).toEqual([
      '/api/aggregates/districts',
      '/api/health',
      '/api/property-estimates/42',
      '/api/property-estimates/43',
      '/api/reports/hpi/highest-yields',
      '/api/session',
    ]);
  });

  it('asks nothing a signed-in user may not open (the guard sends them to /403)', async () => {
    const fetch = stubApi({ ...MEMBER, hrefs: allowedPaths([]) });
    const client = new QueryClient();
    loaderOf(client, '/area-analytics')!({
      request: new Request('http://localhost/area-analytics?areaCode=RG1'),
      params: {},
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.mock.calls.map(([u]) => String(u))).toEqual(['/api/session']);
  });
});
