import { loadConfig } from './config.ts';
import { openAppDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';

/** `npm run db:migrate`: brings the configured database to the latest schema. */
const config = loadConfig();
const handle = await openAppDatabase(config);
try {
  const results = await migrateToLatest(handle.db);
  const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) on ${handle.engine}: ${applied.join(', ')}`
      : `Database (${handle.engine}) is up to date`,
  );
} finally {
  await handle.close();
}
