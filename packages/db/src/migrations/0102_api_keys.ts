import { sql, type Kysely } from 'kysely';

/**
 * Operators and personal API keys (issue 27 item 1; decision 0015):
 *
 * - `users.operator`: the account may push listings and run feeds. Granted and revoked only by
 *   the command line (`npm run data -- users grant-operator EMAIL`), never by the web.
 * - `api_keys`: a user's keys, sent as `Authorization: Bearer ysk_...`. Only the SHA-256 (hex)
 *   of the key is kept (`key_hash`, unique), with the first characters (`prefix`) the lists
 *   show; the key itself is shown once, when it is created. A revoked key keeps its row
 *   (`revoked_at`) so its name and last use stay in the record.
 */
const statements = [
  `ALTER TABLE users ADD COLUMN IF NOT EXISTS operator boolean NOT NULL DEFAULT false`,
  `CREATE TABLE IF NOT EXISTS api_keys (
     id uuid PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     name text NOT NULL,
     scopes text[] NOT NULL,
     key_hash text NOT NULL UNIQUE,
     prefix text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     last_used_at timestamptz,
     revoked_at timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS api_keys_user_idx ON api_keys (user_id, created_at) WHERE revoked_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS api_keys`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS operator`.execute(db);
}
