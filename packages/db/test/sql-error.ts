import pg from 'pg';

/** An error as PostgreSQL answers it, with its SQLSTATE `code` (for tests of error handling). */
export function sqlError(code: string, message: string): pg.DatabaseError {
  const err = new pg.DatabaseError(message, 0, 'error');
  err.code = code;
  return err;
}
