import { APP_ROUTES, type AppRoute } from '@yardstick/core/routes';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForbiddenPage } from '../features/errors/ForbiddenPage.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { NotYetAvailablePage } from '../features/errors/NotYetAvailablePage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { BareLayout } from './layout/BareLayout.tsx';
import { MainLayout } from './layout/MainLayout.tsx';

/** The screen for each path of the route table; paths not listed are not built yet. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <HomePage />,
  '/403': () => <ForbiddenPage />,
};

function toRoute(route: AppRoute): RouteObject {
  const page = PAGES[route.path];
  return {
    path: route.path,
    element: page ? page() : <NotYetAvailablePage title={route.title} />,
  };
}

export const routes: RouteObject[] = [
  { element: <BareLayout />, children: APP_ROUTES.filter((r) => r.layout === 'bare').map(toRoute) },
  {
    element: <MainLayout />,
    children: [
      ...APP_ROUTES.filter((r) => r.layout === 'main').map(toRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
