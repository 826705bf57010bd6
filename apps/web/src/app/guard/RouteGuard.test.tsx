import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { allowedPaths } from '@yardstick/core/routes';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey, type Session } from '../../lib/session.ts';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { lazyPage, type LazyPage } from '../lazy-page.tsx';
import { RouteGuard } from './RouteGuard.tsx';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderRoutes(routes: RouteObject[], path: string, session: Session | null) {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, session);
  client.setQueryDefaults(sessionQueryKey, { staleTime: Infinity });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function renderAt(path: string, session: Session | null) {
  const guarded = (routePath: string) => ({
    path: routePath,
    element: (
      <RouteGuard routePath={routePath}>
        <p>page {routePath}</p>
      </RouteGuard>
    ),
  });
  renderRoutes(
    [
      guarded('/valuation'),
      guarded('/hpi-reports'),
      guarded('/subscription'),
      { path: '*', element: <Where /> },
    ],
    path,
    session,
  );
}

/** /valuation as the router builds it: a lazy page in the route's Suspense, for a member. */
function renderLazyValuation(page: LazyPage) {
  const Page = page;
  renderRoutes(
    [
      {
        path: '/valuation',
        element: (
          <RouteGuard routePath="/valuation" page={page}>
            <Suspense fallback={<p>suspended</p>}>
              <Page />
            </Suspense>
          </RouteGuard>
        ),
      },
    ],
    '/valuation',
    session(['valuation']),
  );
}

const session = (attributes: string[], membershipExpired = false): Session => ({
  user: { id: 'u1', firstName: 'Priya', lastName: 'Shah', emailId: 'priya@example.com' },
  attributes,
  hrefs: allowedPaths(attributes),
  membershipExpired,
  operator: false,
  membershipValidTill: null,
});

afterEach(cleanup);

describe('RouteGuard', () => {
  it('sends a visitor to /login with the address to return to', async () => {
    renderAt('/valuation?postCode=RG1', null);
    expect(
      await screen.findByText('at /login?redirect=%2Fvaluation%3FpostCode%3DRG1'),
    ).toBeTruthy();
  });

  it('lets a visitor read the House Price Index', async () => {
    renderAt('/hpi-reports', null);
    expect(await screen.findByText('page /hpi-reports')).toBeTruthy();
  });

  it('shows a page the plan allows and sends the others to /403', async () => {
    renderAt('/valuation', session(['valuation']));
    expect(await screen.findByText('page /valuation')).toBeTruthy();
    cleanup();
    renderAt('/valuation', session(['property_estimates_es']));
    expect(await screen.findByText('at /403')).toBeTruthy();
  });

  it('sends an expired membership to /subscription', async () => {
    renderAt('/valuation', session([], true));
    expect(await screen.findByText('page /subscription')).toBeTruthy();
  });

  it("waits for the page's code itself, so the page never suspends (React would hold its reveal back)", async () => {
    let arrive!: (m: { Page: () => React.JSX.Element }) => void;
    const page = lazyPage(
      () => new Promise<{ Page: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
      'Page',
    );
    renderLazyValuation(page);
    expect(screen.getByLabelText('Loading the page')).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
    await act(async () => arrive({ Page: () => <p>valuation page</p> }));
    expect(await screen.findByText('valuation page')).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
    expect(page.isLoaded()).toBe(true);
  });

  it('renders a page whose code has loaded at once, without the loader', async () => {
    const page = lazyPage(() => Promise.resolve({ Page: () => <p>loaded page</p> }), 'Page');
    await page.preload();
    renderLazyValuation(page);
    expect(screen.getByText('loaded page')).toBeTruthy();
    expect(screen.queryByLabelText('Loading the page')).toBeNull();
  });
});
