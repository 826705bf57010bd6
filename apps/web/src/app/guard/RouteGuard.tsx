import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionQueryOptions } from '../../lib/session.ts';
import { decide, needsSession, type SessionState } from './guard.ts';

/**
 * Wraps every page of the route table: applies the guard's rules (guard.ts) with the
 * cached session, fetching it when not cached. It is a convenience for the user; the
 * server checks every request itself (requireSession / requireAttribute). While the session
 * is being checked, the page's code is already downloading (`preload`), so a page that is
 * allowed appears without a second wait.
 */
export function RouteGuard({
  routePath,
  preload,
  children,
}: {
  routePath: string;
  preload?: (() => void) | undefined;
  children: ReactNode;
}) {
  const location = useLocation();
  useEffect(() => preload?.(), [preload]);
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
  return children;
}
