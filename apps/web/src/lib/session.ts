import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session as SessionResponse } from '@yardstick/core/accounts';
import { api, ApiClientError } from './api-client.ts';

/** GET /api/session (core accounts.ts); membershipValidTill may be left out by test data. */
export type Session = Omit<SessionResponse, 'membershipValidTill'> & {
  membershipValidTill?: string | null;
};

/** The signed-in session, or null for a visitor. Never toasts: the header shows 'Login'. */
export async function getSession(): Promise<Session | null> {
  try {
    return await api<Session>('/api/session', { silent: true });
  } catch (err) {
    if (err instanceof ApiClientError && (err.status === 401 || err.status === 404)) return null;
    throw err;
  }
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 60_000,
  retry: false,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
