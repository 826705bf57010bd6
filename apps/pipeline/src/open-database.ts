import { openAppDatabase, type DatabaseHandle } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { loadPipelineConfig, type PipelineConfig } from './config.ts';

/**
 * The application's database (DATABASE_URL, else PGlite in DATA_DIR), migrated to the latest
 * schema: what every pipeline command works on. Closed again when migrating fails; otherwise
 * the caller closes it.
 */
export async function openMigratedDatabase(
  config: PipelineConfig = loadPipelineConfig(),
): Promise<DatabaseHandle> {
  const handle = await openAppDatabase(config);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
