import { describe, expect, it } from 'vitest';
import { connectionSettings, openAppDatabases } from './database.ts';

describe('connectionSettings', () => {
  it('passes the settings as startup options', () => {
    expect(
      connectionSettings('postgres://reader@replica:5432/yardstick', {
        default_transaction_read_only: 'on',
      }),
    ).toEqual({
      connectionString: 'postgres://reader@replica:5432/yardstick',
      options: '-c default_transaction_read_only=on',
    });
    expect(connectionSettings('postgres://app@db/yardstick', {})).toEqual({
      connectionString: 'postgres://app@db/yardstick',
    });
  });

  it("keeps the URL's own options and adds the settings after them (the last one wins)", () => {
    const url =
      'postgres://reader@replica:5432/yardstick?sslmode=require&options=-c%20statement_timeout%3D5s';
    expect(connectionSettings(url, { default_transaction_read_only: 'on' })).toEqual({
      connectionString: 'postgres://reader@replica:5432/yardstick?sslmode=require',
      options: '-c statement_timeout=5s -c default_transaction_read_only=on',
    });
  });
});

describe('openAppDatabases', () => {
  it('refuses a read replica without a primary', async () => {
    await expect(
      openAppDatabases({ DATABASE_READ_URL: 'postgres://reader@replica/yardstick', DATA_DIR: '.' }),
    ).rejects.toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
  });
});
