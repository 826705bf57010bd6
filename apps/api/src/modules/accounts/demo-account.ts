import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '@yardstick/db/schema';
import { readDataMode } from '../health/health.public.ts';
import * as accounts from './accounts.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  ALL_ATTRIBUTES,
  DEMO_PLAN,
  grantMembership,
  latestMembership,
} from '../access/access.public.ts';

/**
 * The demo account, for the demo dataset only (never call this for real data): a verified
 * user with a long 'demo' membership carrying every attribute, and an operator (so a
 * newcomer can try API keys with listings:write and the feeds). Email and password come from
 * DEMO_USER_EMAIL / DEMO_USER_PASSWORD; without a password one is generated once and kept
 * in DATA_DIR/demo-login.txt (readable by the owner only) so that `npm start` can print it.
 * Running it again is safe: it keeps the account, its password (unless DEMO_USER_PASSWORD
 * changed) and extends the membership.
 */
export const DEFAULT_DEMO_EMAIL = 'demo@yardstick.local';
export const DEMO_LOGIN_FILE = 'demo-login.txt';
const DEMO_MEMBERSHIP_YEARS = 10;

export interface DemoAccount {
  email: string;
  password: string;
  /** True when the account did not exist before this call. */
  created: boolean;
  /** The file holding a generated password (absent when DEMO_USER_PASSWORD is set). */
  passwordFile?: string;
}

type DemoConfig = Pick<Config, 'DATA_DIR' | 'DEMO_USER_EMAIL' | 'DEMO_USER_PASSWORD'>;

function readLoginFile(file: string): { email: string; password: string } | undefined {
  if (!existsSync(file)) return undefined;
  const values = Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split(/:\s*/, 2) as [string, string])
      .filter((pair) => pair.length === 2),
  );
  const email = values.Email?.trim();
  const password = values.Password?.trim();
  return email && password ? { email, password } : undefined;
}

export async function createDemoAccount(
  db: Kysely<Database>,
  config: DemoConfig,
): Promise<DemoAccount> {
  const email = (config.DEMO_USER_EMAIL ?? DEFAULT_DEMO_EMAIL).trim();
  const file = path.join(config.DATA_DIR, DEMO_LOGIN_FILE);
  const saved = readLoginFile(file);
  const password =
    config.DEMO_USER_PASSWORD?.trim() ??
    (saved && saved.email.toLowerCase() === email.toLowerCase()
      ? saved.password
      : randomBytes(12).toString('base64url'));

  const now = new Date();
  const result = await db.transaction().execute(async (trx) => {
    const existing = await accounts.findUserByEmail(trx, email);
    let userId: string;
    if (existing) {
      userId = existing.id;
      const samePassword = await verifyPassword(password, existing.password_hash);
      await accounts.updateUser(trx, userId, {
        ...(samePassword ? {} : { password_hash: await hashPassword(password) }),
        ...(existing.email_verified_at ? {} : { email_verified_at: now }),
        // The demo account is an operator, so a newcomer can try feeds and keys (issue 27).
        ...(existing.operator ? {} : { operator: true }),
      });
    } else {
      userId = randomUUID();
      await accounts.insertUser(trx, {
        id: userId,
        email,
        first_name: 'Demo',
        last_name: 'User',
        password_hash: await hashPassword(password),
        email_verified_at: now,
        google_subject: null,
      });
      await accounts.updateUser(trx, userId, { operator: true });
    }
    const membership = await latestMembership(trx, userId);
    const horizon = new Date(now);
    horizon.setFullYear(horizon.getFullYear() + DEMO_MEMBERSHIP_YEARS);
    const soon = new Date(now);
    soon.setFullYear(soon.getFullYear() + 1);
    if (!membership || membership.valid_till < soon) {
      await grantMembership(trx, {
        userId,
        plan: DEMO_PLAN,
        attributes: ALL_ATTRIBUTES,
        validTill: horizon,
      });
    }
    return { created: !existing };
  });

  if (config.DEMO_USER_PASSWORD) return { email, password, created: result.created };
  writeFileSync(
    file,
    `Yardstick demo account (demo data only)\nEmail: ${email}\nPassword: ${password}\n`,
    { mode: 0o600 },
  );
  return { email, password, created: result.created, passwordFile: file };
}

/**
 * What the API does at start: when the database holds the demo dataset and DEMO_DATA is
 * `auto`, make sure the demo account exists and answer its login for the start-up message.
 * A database with real data (or none) never gets a demo account.
 */
export async function ensureDemoAccount(
  db: Kysely<Database>,
  config: DemoConfig & Pick<Config, 'DEMO_DATA'>,
): Promise<DemoAccount | undefined> {
  if (config.DEMO_DATA === 'off') return undefined;
  if ((await readDataMode(db)) !== 'demo') return undefined;
  return createDemoAccount(db, config);
}

/** The start-up lines that tell a new user how to sign in to the demo. */
export function demoLoginMessage(account: DemoAccount): string {
  return (
    `\nDemo data in use. Sign in with the demo account:\n  Email:    ${account.email}\n` +
    `  Password: ${account.password}` +
    (account.passwordFile ? `\n  (kept in ${account.passwordFile})` : '') +
    '\n'
  );
}
