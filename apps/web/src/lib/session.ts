import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  INITIAL_SESSION_ELEMENT_ID,
  sessionResponseSchema,
  type Session as SessionResponse,
} from '@yardstick/core/accounts';
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

/**
 * The session the page's HTML carries (the server writes GET /api/session's answer, or null
 * for a visitor, into a JSON data block), so the first render knows it without a round trip;
 * undefined when the HTML has none or it does not read as a session (the app then asks).
 */
export function initialSession(doc: Document): Session | null | undefined {
  const block = doc.getElementById(INITIAL_SESSION_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    const value: unknown = JSON.parse(block.textContent);
    if (value === null) return null;
    const parsed = sessionResponseSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  } finally {
    // Read once: the session can change from here on, and the query cache follows it.
    block.remove();
  }
}

export function useSession() {
  return useQuery(sessionQueryOptions);
}
