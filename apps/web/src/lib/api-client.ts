import { notifications } from '@mantine/notifications';
import { apiErrorSchema, CSRF_HEADER, CSRF_HEADER_VALUE } from '@yardstick/core/api-error';
import { MEMBERSHIP_EXPIRED_CODE } from '@yardstick/core/membership/codes';
import { uiStore } from './ui-store.ts';

export const TOAST_MS = 5000;
export const GENERIC_ERROR = 'Error processing request';

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * What a call does with a status it expects (e.g. 404 or 409): the handler's value becomes
 * the call's result, or it throws (its own error, or the one it is given).
 */
export type StatusHandler<T> = (error: ApiClientError) => T;

export interface ApiRequest<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Don't toast or raise the session banner: the caller shows the failure itself. */
  silent?: boolean;
  /**
   * Statuses the caller expects, each with its handler: these neither toast nor raise the
   * session banner; every other failure is shown as usual. E.g. `{ 404: () => null }`.
   */
  onStatus?: Readonly<Partial<Record<number, StatusHandler<T>>>>;
  /** Show the page-block overlay while the call runs. */
  block?: boolean;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Where the server's 403 MEMBERSHIP_EXPIRED sends the browser (the guard's rule 3). */
export function goToSubscription() {
  const path = window.location.pathname;
  if (path === '/subscription' || path === '/payment' || path.startsWith('/payments/sandbox/')) {
    return;
  }
  window.location.assign('/subscription');
}

export function showError(message: string) {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: TOAST_MS });
}

export function showSuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: TOAST_MS });
}

async function toClientError(res: Response): Promise<ApiClientError> {
  const parsed = apiErrorSchema.safeParse(await res.json().catch(() => undefined));
  return parsed.success
    ? new ApiClientError(res.status, parsed.data.code, parsed.data.message, parsed.data.errors)
    : new ApiClientError(res.status, 'HTTP_ERROR', GENERIC_ERROR);
}

/**
 * The one way the web app calls the API. It sends the CSRF header and the session cookie,
 * raises the persistent 'Session Expired' banner on a 401 (except from login), toasts other
 * failures for 5 s with the server's message, and clears the page-block overlay afterwards.
 * A status listed in `onStatus` is the caller's: its handler answers instead.
 */
export async function api<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', query, body, silent = false, block = false, signal, onStatus } = request;
  if (block) uiStore.beginBlocking();
  try {
    let res: Response;
    try {
      res = await fetch(buildUrl(path, query), {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      const error = new ApiClientError(
        0,
        'NETWORK',
        'Cannot reach the server. Check your connection',
      );
      if (!silent) showError(error.message);
      throw error;
    }
    if (!res.ok) {
      const error = await toClientError(res);
      if (res.status === 403 && error.code === MEMBERSHIP_EXPIRED_CODE) {
        // The membership ended while the page was open: renewing is the only way on.
        goToSubscription();
        throw error;
      }
      const expected = onStatus?.[res.status];
      if (expected) return expected(error);
      if (!silent) {
        if (res.status === 401 && path !== '/api/login') uiStore.showSessionExpired();
        else showError(error.message || GENERIC_ERROR);
      }
      throw error;
    }
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } finally {
    if (block) uiStore.endBlocking();
  }
}
