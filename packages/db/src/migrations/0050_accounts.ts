import { sql, type Kysely } from 'kysely';

/**
 * Accounts and access: users, server-side sessions, single-use emailed tokens, the
 * membership that grants permission attributes, Google sign-in flows in progress and spent
 * captcha challenges. Secrets are never stored: sessions and tokens keep only the SHA-256
 * hash of the random value, passwords only their scrypt hash.
 */
const statements = [
  `CREATE TABLE users (
     id uuid PRIMARY KEY,
     email text NOT NULL,
     first_name text NOT NULL,
     last_name text NOT NULL DEFAULT '',
     password_hash text,
     email_verified_at timestamptz,
     google_subject text UNIQUE,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     last_login_at timestamptz
   )`,
  // One account per address, whatever its letter case.
  `CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email))`,

  `CREATE TABLE user_sessions (
     token_hash text PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     remember boolean NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     last_seen_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     ip text,
     user_agent text
   )`,
  `CREATE INDEX user_sessions_user_idx ON user_sessions (user_id)`,
  `CREATE INDEX user_sessions_expires_idx ON user_sessions (expires_at)`,

  `CREATE TABLE user_tokens (
     token_hash text PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   )`,
  `CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose)`,

  `CREATE TABLE user_memberships (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     plan text NOT NULL,
     attributes text[] NOT NULL,
     valid_from timestamptz NOT NULL DEFAULT now(),
     valid_till timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX user_memberships_user_idx ON user_memberships (user_id, valid_till DESC)`,

  `CREATE TABLE oauth_flows (
     state_hash text PRIMARY KEY,
     code_verifier text NOT NULL,
     nonce text NOT NULL,
     redirect text NOT NULL,
     redirect_uri text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL
   )`,

  `CREATE TABLE captcha_spent (
     id text PRIMARY KEY,
     expires_at timestamptz NOT NULL
   )`,
  `CREATE INDEX captcha_spent_expires_idx ON captcha_spent (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'captcha_spent',
    'oauth_flows',
    'user_memberships',
    'user_tokens',
    'user_sessions',
    'users',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.id(table)}`.execute(db);
  }
}
