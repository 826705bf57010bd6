import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';
import { freePort } from '../test/free-port.ts';
import { sqlError } from '../test/sql-error.ts';

describe('isDatabaseUnavailable', () => {
  it('is true for a real refused connection of pg', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${await freePort()}/x`,
    });
    pool.on('error', () => undefined);
    const err = await pool.query('SELECT 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('is true for a server shutting down, starting up, or a connection exception', () => {
    for (const [code, message] of [
      ['57P01', 'terminating connection due to administrator command'],
      ['57P03', 'the database system is starting up'],
      ['57P03', 'the database system is shutting down'],
      ['08006', 'connection failure'],
      ['08001', 'sqlclient unable to establish sqlconnection'],
      ['53300', 'sorry, too many clients already'],
    ]) {
      expect(isDatabaseUnavailable(sqlError(code!, message!)), code).toBe(true);
    }
  });

  it("is true for pg's own messages of a connection that ended", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Connection terminated due to connection timeout')),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    const both = new AggregateError([
      Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
    ]);
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it('is false for query errors and for other services', () => {
    expect(isDatabaseUnavailable(sqlError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(sqlError('23505', 'duplicate key value'))).toBe(false);
    expect(
      isDatabaseUnavailable(sqlError('57014', 'canceling statement due to user request')),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const fetchFailed = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
  });
});
