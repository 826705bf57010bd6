import { sql, type Kysely } from 'kysely';

/**
 * Paid membership (issue 17): the plans on sale, checkouts in progress, Direct Debit
 * mandates and subscriptions (the provider's ids and states only: no bank details), the
 * payments with the period each one paid for, the provider's webhook events (each
 * processed once), the expiry reminders sent, and the built-in sandbox provider's state.
 * A membership row now records the plan and payment that granted it; a row can be revoked
 * (failed or charged-back payment) without being deleted, so history stays whole.
 */
const statements = [
  `CREATE TABLE membership_plans (
     id integer PRIMARY KEY,
     name text NOT NULL,
     kind text NOT NULL CHECK (kind IN ('monthly', 'yearly', 'other', 'auto_debit')),
     amount integer NOT NULL CHECK (amount > 0),
     frequency text NOT NULL,
     period_months integer NOT NULL CHECK (period_months BETWEEN 1 AND 120),
     description text NOT NULL DEFAULT '',
     features jsonb NOT NULL DEFAULT '[]',
     attributes text[] NOT NULL,
     sort_order integer NOT NULL DEFAULT 0,
     retired_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  // One plan on sale for each of the spec's fixed cards.
  `CREATE UNIQUE INDEX membership_plans_kind_live_idx ON membership_plans (kind)
     WHERE retired_at IS NULL AND kind <> 'other'`,

  `CREATE TABLE payment_mandates (
     id text PRIMARY KEY,
     provider text NOT NULL,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     customer_id text,
     status text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX payment_mandates_user_idx ON payment_mandates (user_id, status)`,

  `CREATE TABLE payment_checkouts (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     flow_id text NOT NULL UNIQUE,
     billing_request_id text UNIQUE,
     provider text NOT NULL,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     plan_id integer NOT NULL REFERENCES membership_plans (id),
     amount integer NOT NULL,
     auto_debit boolean NOT NULL,
     auto_debit_plan_id integer REFERENCES membership_plans (id),
     mandate_id text,
     payment_id text,
     subscription_id text,
     status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
     failure text,
     idempotency_key text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     completed_at timestamptz
   )`,
  `CREATE INDEX payment_checkouts_user_idx ON payment_checkouts (user_id, created_at DESC)`,

  `CREATE TABLE payment_subscriptions (
     id text PRIMARY KEY,
     provider text NOT NULL,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     mandate_id text NOT NULL,
     plan_id integer NOT NULL REFERENCES membership_plans (id),
     amount integer NOT NULL,
     start_date date NOT NULL,
     status text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX payment_subscriptions_user_idx ON payment_subscriptions (user_id, status)`,

  `CREATE TABLE membership_payments (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     payment_id text NOT NULL UNIQUE,
     provider text NOT NULL,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     plan_id integer NOT NULL REFERENCES membership_plans (id),
     checkout_id integer REFERENCES payment_checkouts (id),
     subscription_id text,
     amount integer NOT NULL,
     status text NOT NULL,
     payment_date timestamptz NOT NULL,
     charge_date date,
     valid_from timestamptz NOT NULL,
     valid_till timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX membership_payments_user_idx ON membership_payments (user_id, payment_date DESC)`,

  `ALTER TABLE user_memberships
     ADD COLUMN plan_id integer REFERENCES membership_plans (id),
     ADD COLUMN payment_id integer REFERENCES membership_payments (id),
     ADD COLUMN grace boolean NOT NULL DEFAULT false,
     ADD COLUMN revoked_at timestamptz`,

  `CREATE TABLE payment_events (
     id text PRIMARY KEY,
     provider text NOT NULL,
     resource_type text NOT NULL,
     action text NOT NULL,
     resource_id text,
     body jsonb NOT NULL,
     received_at timestamptz NOT NULL DEFAULT now(),
     processed_at timestamptz
   )`,

  `CREATE TABLE membership_reminders (
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     valid_till timestamptz NOT NULL,
     sent_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, valid_till)
   )`,

  // The sandbox provider's own objects (flows, mandates, payments, subscriptions): what
  // a real provider keeps on its side. Only the outcome a test account number chose is
  // kept, never the number.
  `CREATE TABLE payment_sandbox_objects (
     id text PRIMARY KEY,
     kind text NOT NULL,
     data jsonb NOT NULL,
     idempotency_key text UNIQUE,
     seq integer GENERATED ALWAYS AS IDENTITY,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
];

const ALL = [
  'property_estimates_es',
  'property_plo_es',
  'valuation',
  'area_analytics',
  'favorite_properties',
  'favorite_plo_properties',
  'membership',
  'area_polygon',
];
const STARTER = ['property_estimates_es', 'favorite_properties', 'membership'];

const FEATURE_NAMES: [string, string][] = [
  ['Property estimates and BMV search', 'property_estimates_es'],
  ['Property lease options (PLO)', 'property_plo_es'],
  ['Valuation and valuation reports', 'valuation'],
  ['Area analytics', 'area_analytics'],
  ['Area polygons on the map', 'area_polygon'],
  ['Favourites', 'favorite_properties'],
];

export function featuresFor(attributes: string[]) {
  return {
    features: FEATURE_NAMES.map(([name, attribute]) => ({
      name,
      enabled: attributes.includes(attribute),
    })),
  };
}

/** The seed: the spec's monthly and yearly cards, two others and the auto-debit plan 1001. */
export const SEED_PLANS = [
  [1, 'Monthly', 'monthly', 30, '1 month', 1, 'Every tool, one month at a time', ALL, 1],
  [2, 'Yearly', 'yearly', 300, '1 year', 12, 'Every tool for a year: two months free', ALL, 2],
  [3, 'Quarterly', 'other', 80, 'quarterly', 3, 'Every tool for three months', ALL, 3],
  [4, 'Starter', 'other', 15, 'starter', 1, 'Estimates and favourites for a month', STARTER, 4],
  [5, 'Agent', 'other', 600, 'agent', 12, 'Every tool for a year, for letting agents', ALL, 5],
  [
    1001,
    'Monthly auto-debit',
    'auto_debit',
    25,
    '1 month',
    1,
    'Monthly renewal by Direct Debit',
    ALL,
    0,
  ],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const [
    id,
    name,
    kind,
    amount,
    frequency,
    months,
    description,
    attributes,
    order,
  ] of SEED_PLANS) {
    await sql`INSERT INTO membership_plans
        (id, name, kind, amount, frequency, period_months, description, features, attributes, sort_order)
      VALUES (${id}, ${name}, ${kind}, ${amount}, ${frequency}, ${months}, ${description},
        ${JSON.stringify(featuresFor([...attributes]))}::jsonb, ${[...attributes]}::text[], ${order})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_memberships DROP COLUMN IF EXISTS plan_id,
    DROP COLUMN IF EXISTS payment_id, DROP COLUMN IF EXISTS grace,
    DROP COLUMN IF EXISTS revoked_at`.execute(db);
  for (const table of [
    'payment_sandbox_objects',
    'membership_reminders',
    'payment_events',
    'membership_payments',
    'payment_subscriptions',
    'payment_checkouts',
    'payment_mandates',
    'membership_plans',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.id(table)}`.execute(db);
  }
}
