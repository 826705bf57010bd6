/**
 * Whether an error means the database cannot be reached just now (as opposed to a bad query):
 * the server refused or dropped the connection, is shutting down or starting up, or the
 * connection broke mid-query. The API answers these with 503 DATABASE_UNAVAILABLE and a
 * Retry-After (plugins/error-handler.ts); the pool opens fresh connections on the next query,
 * so the API recovers by itself once the server is back (docs/deployment.md#faults-measured).
 */

/** Socket-level failures of reaching or keeping a connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300
 * too_many_connections.
 */
function unavailableSqlState(code: string): boolean {
  return (
    /^08[0-9A-Z]{3}$/.test(code) ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '53300'
  );
}

/** node-postgres' own messages for a connection that ended or never came. */
const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || unavailableSqlState(e.code))) {
    return true;
  }
  if (typeof e.message === 'string' && PG_MESSAGES.some((m) => String(e.message).startsWith(m))) {
    return true;
  }
  // Node's happy-eyeballs connect fails with an AggregateError of the attempts.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  // Not `cause`: fetch() of another service wraps its ECONNREFUSED there, and that is no
  // database outage.
  return false;
}
