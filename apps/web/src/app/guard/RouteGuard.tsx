import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionQueryOptions } from '../../lib/session.ts';
import type { LazyPage } from '../lazy-page.tsx';
import { decide, needsSession, type SessionState } from './guard.ts';

/** The page's code, as the guard waits for it: started at once, ready when it can render. */
type PageCode = Pick<LazyPage, 'preload' | 'isLoaded'>;

/**
 * Whether the page's code has loaded (true at once for a page in the main bundle or already
 * loaded). The guard shows its own loader until then instead of letting the page suspend: a
 * suspended page shows the route's Suspense fallback, and React holds the page back up to
 * 300 ms after a fallback appeared (its reveal throttle), which cost the details page's header
 * a third of a second whenever the session answered before the page's chunk had run.
 */
function usePageCode(page: PageCode | undefined): boolean {
  const [ready, setReady] = useState(() => !page || page.isLoaded());
  useEffect(() => {
    if (!page || ready) return;
    let live = true;
    void page.preload().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [page, ready]);
  return ready;
}

/**
 * Wraps every page of the route table: applies the guard's rules (guard.ts) with the
 * cached session, fetching it when not cached. It is a convenience for the user; the
 * server checks every request itself (requireSession / requireAttribute). While the session
 * is being checked, the page's code is already downloading (the route's loader started it),
 * so a page that is allowed appears without a second wait.
 */
export function RouteGuard({
  routePath,
  page,
  children,
}: {
  routePath: string;
  page?: PageCode | undefined;
  children: ReactNode;
}) {
  const location = useLocation();
  const codeReady = usePageCode(page);
  const query = useQuery({ ...sessionQueryOptions, enabled: needsSession(routePath) });
  const session: SessionState = query.data
    ? { status: 'active', session: query.data }
    : query.isPending
      ? { status: 'loading' }
      : { status: 'none' };
  const decision = decide({ routePath, location, session });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') {
    return (
      <Center py={96}>
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (!codeReady) {
    return (
      <Center py={96}>
        <Loader aria-label="Loading the page" />
      </Center>
    );
  }
  return children;
}
