import { openAppDatabase } from '@yardstick/db/database';
import { sql } from 'kysely';
const h = await openAppDatabase({ DATA_DIR: process.env.DATA_DIR!, DATABASE_URL: undefined } as never);
const q = process.argv[2]!;
const r = await sql.raw(q).execute(h.db);
console.table(r.rows);
await h.close();
