import { Center, Loader } from '@mantine/core';
import { APP_ROUTES, type AppRoute } from '@yardstick/core/routes';
import { Suspense, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { NotYetAvailablePage } from '../features/errors/NotYetAvailablePage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { RouteGuard } from './guard/RouteGuard.tsx';
import { BareLayout } from './layout/BareLayout.tsx';
import { MainLayout } from './layout/MainLayout.tsx';
import { lazyPage as page, type LazyPage } from './lazy-page.tsx';
import { prefetchLoader } from './prefetch.ts';

/**
 * The screen for each path of the route table. Pages load on demand (each its own chunk) so
 * the first visit downloads only the layout and the home page. Paths without an entry are
 * not built yet and say so.
 */
const PAGES: Record<string, ComponentType | LazyPage> = {
  '/': HomePage,
  '/login': page(() => import('../features/accounts/LoginPage.tsx'), 'LoginPage'),
  '/register': page(() => import('../features/accounts/RegisterPage.tsx'), 'RegisterPage'),
  '/validate-email': page(
    () => import('../features/accounts/ValidateEmailPage.tsx'),
    'ValidateEmailPage',
  ),
  '/forgot-password': page(
    () => import('../features/accounts/ForgotPasswordPage.tsx'),
    'ForgotPasswordPage',
  ),
  '/google-callback': page(
    () => import('../features/accounts/GoogleCallbackPage.tsx'),
    'GoogleCallbackPage',
  ),
  '/403': page(() => import('../features/errors/ForbiddenPage.tsx'), 'ForbiddenPage'),
  '/stamp-duty': page(() => import('../features/calculators/StampDutyPage.tsx'), 'StampDutyPage'),
  '/roi': page(() => import('../features/calculators/RoiPage.tsx'), 'RoiPage'),
  '/analyse': page(() => import('../features/analyse/AnalysePage.tsx'), 'AnalysePage'),
  '/data-sources': page(() => import('../features/system/DataSourcesPage.tsx'), 'DataSourcesPage'),
  '/methodology': page(
    () => import('../features/methodology/MethodologyPage.tsx'),
    'MethodologyPage',
  ),
  '/estimates': page(() => import('../features/estimates/EstimatesPage.tsx'), 'EstimatesPage'),
  '/estimates-es': page(
    () => import('../features/estimates/EstimatesEsPage.tsx'),
    'EstimatesEsPage',
  ),
  '/property-details': page(
    () => import('../features/property-details/PropertyDetailsPage.tsx'),
    'PropertyDetailsPage',
  ),
  '/estimates-map': page(
    () => import('../features/estimates-map/EstimatesMapPage.tsx'),
    'EstimatesMapPage',
  ),
  '/estimates-map-es': page(
    () => import('../features/estimates-map/EstimatesMapEsPage.tsx'),
    'EstimatesMapEsPage',
  ),
  '/favorite-properties': page(
    () => import('../features/favourites/FavouritePropertiesPage.tsx'),
    'FavouritePropertiesPage',
  ),
  '/hpi-reports': page(
    () => import('../features/reports/hpi/HpiReportsPage.tsx'),
    'HpiReportsPage',
  ),
  '/area-analytics': page(
    () => import('../features/reports/area/AreaAnalyticsPage.tsx'),
    'AreaAnalyticsPage',
  ),
  '/valuation-reports': page(
    () => import('../features/reports/valuation-report/ValuationReportPage.tsx'),
    'ValuationReportPage',
  ),
  '/valuation': page(
    () => import('../features/reports/valuation/ValuationPage.tsx'),
    'ValuationPage',
  ),
  '/subscription': page(
    () => import('../features/membership/SubscriptionPage.tsx'),
    'SubscriptionPage',
  ),
  '/payment': page(() => import('../features/membership/PaymentPage.tsx'), 'PaymentPage'),
  '/membership': page(() => import('../features/membership/MembershipPage.tsx'), 'MembershipPage'),
  '/account/api-keys': page(() => import('../features/api-keys/ApiKeysPage.tsx'), 'ApiKeysPage'),
  '/payments/sandbox/:flowId': page(
    () => import('../features/membership/SandboxPaymentPage.tsx'),
    'SandboxPaymentPage',
  ),
  '/operator/feeds': page(() => import('../features/operator/FeedsPage.tsx'), 'FeedsPage'),
  '/saved-searches': page(
    () => import('../features/saved-searches/SavedSearchesPage.tsx'),
    'SavedSearchesPage',
  ),
  '/plo': page(() => import('../features/plo/PloPages.tsx'), 'PloPage'),
  '/plo-es': page(() => import('../features/plo/PloPages.tsx'), 'PloEsPage'),
  '/favorite-plo-properties': page(
    () => import('../features/plo/PloPages.tsx'),
    'FavouritePloPropertiesPage',
  ),
  '/plo-map-es': page(() => import('../features/plo/PloMapEsPage.tsx'), 'PloMapEsPage'),
  '/plo-details': page(() => import('../features/plo/PloDetailsPage.tsx'), 'PloDetailsPage'),
  '/deals': page(() => import('../features/deals/DealsPage.tsx'), 'DealsPage'),
  '/shared/deals/:token': page(
    () => import('../features/deals/SharedDealPage.tsx'),
    'SharedDealPage',
  ),
};

const pageFallback = (
  <Center py={96}>
    <Loader />
  </Center>
);

function toRoute(route: AppRoute, client: QueryClient): RouteObject {
  const Page = PAGES[route.path];
  const lazy = Page && 'preload' in Page ? Page : undefined;
  const prefetch = prefetchLoader(client, route.path);
  // The page's chunk starts loading as the router navigates (on a reload, before the first
  // render), beside the data the route's prefetch asks for.
  const loader: LoaderFunction | undefined = lazy
    ? (args) => {
        void lazy.preload();
        return prefetch ? prefetch(args) : null;
      }
    : prefetch;
  return {
    path: route.path,
    ...(lazy ? { handle: { page: lazy } satisfies PageHandle } : {}),
    ...(loader ? { loader, hydrateFallbackElement: pageFallback } : {}),
    element: (
      <RouteGuard routePath={route.path} page={lazy}>
        {Page ? (
          <Suspense fallback={pageFallback}>
            <Page />
          </Suspense>
        ) : (
          <NotYetAvailablePage title={route.title} />
        )}
      </RouteGuard>
    ),
  };
}

export function createRoutes(client: QueryClient): RouteObject[] {
  const routesOf = (layout: AppRoute['layout']) =>
    APP_ROUTES.filter((r) => r.layout === layout).map((r) => toRoute(r, client));
  return [
    { element: <BareLayout />, children: routesOf('bare') },
    {
      element: <MainLayout />,
      children: [...routesOf('main'), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

/** The app's router; route loaders prefetch into `client`, the app's query cache. */
export function createRouter(client: QueryClient) {
  return createBrowserRouter(createRoutes(client));
}

/** What a route carries for the code around it: its page, when that loads on demand. */
interface PageHandle {
  page: LazyPage;
}

/**
 * Resolves once the page at the router's first address can render (its chunk has run; at
 * once for a page in the main bundle), or after `atMostMs`. main.tsx renders after it, so a
 * reload's first render holds the page rather than the layout with a loader, then the page:
 * one render of about 70 ms less on the details page's cold load. The wait is capped, so a
 * slow network shows the layout and the loader first, as before.
 */
export function firstPageReady(
  router: ReturnType<typeof createRouter>,
  atMostMs: number,
): Promise<void> {
  const handle = router.state.matches.at(-1)?.route.handle as PageHandle | undefined;
  if (!handle || handle.page.isLoaded()) return Promise.resolve();
  return Promise.race([
    handle.page.preload(),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}
