import { ApiClientError } from '../../lib/api-client.ts';

export interface Failure {
  /** Messages to show under the fields. */
  fields: Record<string, string>;
  /** A message for the whole form, or null when the field messages say it all. */
  message: string | null;
  status: number;
  code: string;
}

/**
 * How a failed account call is shown: the server's field messages under the fields; too
 * many attempts (429) and an unreachable server with their own words; anything else with
 * the screen's message (docs/product.md#account-messages).
 */
export function describeFailure(err: unknown, fallback: string): Failure {
  if (!(err instanceof ApiClientError)) {
    return { fields: {}, message: fallback, status: 0, code: 'UNKNOWN' };
  }
  const base = { status: err.status, code: err.code };
  if (err.status === 429 || err.code === 'NETWORK' || err.code === 'HOST_NOT_ALLOWED') {
    return { ...base, fields: {}, message: err.message };
  }
  if (err.status === 400 && Object.keys(err.fieldErrors).length > 0) {
    return { ...base, fields: err.fieldErrors, message: null };
  }
  return { ...base, fields: {}, message: fallback };
}
