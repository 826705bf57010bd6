import type { Migration } from 'kysely';
import * as m0001 from './0001_app_settings.ts';

/**
 * Every migration, in order. Names sort lexically; never rename or edit one that has
 * shipped: add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '0001_app_settings': m0001,
};
