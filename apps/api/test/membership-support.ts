import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestSmtpServer } from './test-smtp-server.ts';
import type { AccountsTestApp, TestBrowser } from './accounts-support.ts';

/** Helpers for the membership tests. */

export const YEARLY = { amount: 300, frequency: '1 year', planId: 2 };
export const MONTHLY = { amount: 30, frequency: '1 month', planId: 1 };

export function initiateBody(plan: typeof YEARLY, autoDebit = true) {
  return { ...plan, autoDebit, autoDebitMembershipPlanId: 1001, host: 'localhost:3000' };
}

export async function userIdOf(app: AccountsTestApp, email: string): Promise<string> {
  const row = await sql<{
    id: string;
  }>`SELECT id FROM users WHERE lower(email) = ${email.toLowerCase()}`.execute(app.t.database.db);
  return row.rows[0]!.id;
}

/** Ends every membership of a user (the trial ran out a minute ago). */
export async function expireMemberships(app: AccountsTestApp, userId: string): Promise<void> {
  await sql`UPDATE user_memberships SET valid_from = now() - interval '30 days',
            valid_till = now() - interval '1 minute' WHERE user_id = ${userId}`.execute(
    app.t.database.db,
  );
  await app.t.sessions.forget({ userId });
}

export function flowIdOf(location: string): string {
  const url = new URL(location);
  const id = url.searchParams.get('redirect_flow_id');
  if (id) return id;
  return url.pathname.split('/').pop()!;
}

export function mailsTo(smtp: TestSmtpServer, email: string, subject: RegExp) {
  return smtp.messages.filter(
    (m) => m.to.some((t) => t.toLowerCase() === email.toLowerCase()) && subject.test(m.subject),
  );
}

export async function countRows(app: AccountsTestApp, table: string, userId: string) {
  const r = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(
    app.t.database.db,
  );
  return Number(r.rows[0]!.n);
}

export async function expectExpiredEverywhere(browser: TestBrowser) {
  const res = await browser.get('/api/favorite/properties');
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('MEMBERSHIP_EXPIRED');
}
