import type { Config } from './config.ts';
import type { DatabaseHandle } from '@yardstick/db/database';

/** What every module's routes and services are given: configuration and the database. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
}
