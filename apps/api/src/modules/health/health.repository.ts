import { dataModeSchema, type DataMode } from '@yardstick/core/health';
import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

export const DATA_MODE_KEY = 'data_mode';

export async function readDataMode(db: Kysely<Database>): Promise<DataMode> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', DATA_MODE_KEY)
    .executeTakeFirst();
  const parsed = dataModeSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : 'empty';
}
