import type { ColumnType, Generated } from 'kysely';

/** Typed view of the database for Kysely. Each migration that adds a table adds it here. */
export interface AppSettingsTable {
  key: string;
  value: unknown;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  app_settings: AppSettingsTable;
}

export type { Generated };
