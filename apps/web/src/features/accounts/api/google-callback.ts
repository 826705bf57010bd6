import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleCallbackResponse } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

/** Where the Google sign-in button goes: the API redirects to Google from there. */
export function googleSignInUrl(redirect: string): string {
  return `/api/oauth/google?redirect=${encodeURIComponent(redirect)}`;
}

/**
 * Completes Google sign-in with the code and state Google sent back. The code works once,
 * so the answer is cached for good and never re-requested.
 */
export const googleCallbackQueryOptions = (code: string, state: string) =>
  queryOptions({
    queryKey: ['google-callback', code, state],
    queryFn: () =>
      api<GoogleCallbackResponse>('/api/oauth/google-callback', {
        query: { code, state, host: window.location.host },
        silent: true,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useGoogleCallback(code: string, state: string) {
  return useQuery({
    ...googleCallbackQueryOptions(code, state),
    enabled: code.length > 0 && state.length > 0,
  });
}
