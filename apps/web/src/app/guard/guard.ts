import { PUBLIC_PATHS } from '@yardstick/core/routes';

/**
 * The route guard's rules (docs/product.md#route-guard), as a pure
 * function so they can be tested on their own:
 *
 * 1. The account screens and /403 are public: shown without looking at the session.
 * 2. Otherwise the session is fetched when it is not cached. Without one (or when the fetch
 *    fails) the browser goes to /login?redirect={full path}, except on the pages the product
 *    opens to visitors (/, /hpi-reports, the calculators' and data pages of
 *    the route table), which proceed.
 * 3. With a session whose membership has expired, every path but /subscription, /payment
 *    and /membership (and the sandbox's hosted payment page) goes to /subscription.
 * 4. Otherwise the path (or the matched route's path) must be in the session's hrefs, or
 *    the browser goes to /403.
 */
export const GUARD_PUBLIC_PATHS: readonly string[] = [
  '/403',
  '/login',
  '/google-callback',
  '/register',
  '/validate-email',
  '/forgot-password',
];

/** Reachable without a session, yet the session (when there is one) still applies. */
export const OPEN_PATHS: readonly string[] = PUBLIC_PATHS.filter(
  (p) => !GUARD_PUBLIC_PATHS.includes(p),
);

/**
 * What an expired member may open: the spec's two, the sandbox provider's hosted page, which
 * stands in for the external payment gateway between them, and their own membership page
 * (issue 25: a member can always read what they paid and cancel a Direct Debit).
 */
export const MEMBERSHIP_PATHS: readonly string[] = [
  '/subscription',
  '/payment',
  '/payments/sandbox/:flowId',
  '/membership',
];

export interface GuardSession {
  hrefs: readonly string[];
  membershipExpired: boolean;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'none' } // no session, or the fetch failed
  | { status: 'active'; session: GuardSession };

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  /** The matched route's path, e.g. '/property-details'. */
  routePath: string;
  /** The current address: pathname, search and hash. */
  location: { pathname: string; search: string; hash: string };
  session: SessionState;
}

export function needsSession(routePath: string): boolean {
  return !GUARD_PUBLIC_PATHS.includes(routePath);
}

export function loginRedirect(location: GuardInput['location']): string {
  const full = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirect=${encodeURIComponent(full)}`;
}

export function decide({ routePath, location, session }: GuardInput): GuardDecision {
  if (!needsSession(routePath)) return { kind: 'allow' };
  const open = OPEN_PATHS.includes(routePath);
  if (session.status === 'loading') return open ? { kind: 'allow' } : { kind: 'wait' };
  if (session.status === 'none') {
    return open ? { kind: 'allow' } : { kind: 'redirect', to: loginRedirect(location) };
  }
  const { hrefs, membershipExpired } = session.session;
  if (membershipExpired) {
    return MEMBERSHIP_PATHS.includes(routePath)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: '/subscription' };
  }
  if (hrefs.includes(location.pathname) || hrefs.includes(routePath)) return { kind: 'allow' };
  return { kind: 'redirect', to: '/403' };
}
