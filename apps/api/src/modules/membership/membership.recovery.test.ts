import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentMembershipSchema,
  membershipPlansResponseSchema,
  SANDBOX_ACCOUNTS,
} from '@yardstick/core/membership/membership';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
} from '../../../test/accounts-support.ts';
import {
  expireMemberships,
  flowIdOf,
  initiateBody,
  MONTHLY,
  userIdOf,
  YEARLY,
} from '../../../test/membership-support.ts';
import type { SandboxProvider } from '../../lib/payments/sandbox.ts';
import { createMembershipDeps } from './deps.ts';

const silent = { info() {}, warn() {}, error() {} };
const OPERATOR_TOKEN = 'operator-token-for-the-recovery-tests-0123456789';

/**
 * What a member meets (issue 25): a failed Direct Debit does not lock them out, an expired
 * member still reads and manages what they paid, failed payments grant no 'Valid Till', the
 * sandbox's Decline declines, the plans state their periods, and operators end a membership.
 */
describe('membership recovery (issue 25)', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp({ OPERATOR_TOKEN });
  });
  afterAll(() => app.close());

  async function member() {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    return { user, browser, id: await userIdOf(app, user.emailId) };
  }
  type Browser = Awaited<ReturnType<typeof member>>['browser'];

  /** Starts a checkout: the sandbox's hosted page, or (a mandate reused) straight back. */
  async function initiate(browser: Browser, plan = MONTHLY, autoDebit = true) {
    const res = await browser.post(
      '/api/membership/payment/initiate',
      initiateBody(plan, autoDebit),
    );
    expect(res.statusCode).toBe(200);
    return res.json<{ location: string }>().location;
  }

  async function authorise(browser: Browser, location: string, accountNumber: string) {
    expect(location).toMatch(/\/payments\/sandbox\/SBBRF/);
    const res = await browser.post(`/api/payments/sandbox/${flowIdOf(location)}/authorise`, {
      accountHolderName: 'Priya Shah',
      sortCode: '20-00-00',
      accountNumber,
    });
    expect(res.statusCode).toBe(200);
    return flowIdOf(res.json<{ location: string }>().location);
  }

  const complete = (browser: Browser, flowId: string) =>
    browser.post('/api/membership/payment/complete', { redirectFlowId: flowId });

  it('sends a member whose last payment failed through the bank page again, with a new mandate', async () => {
    const { browser, id } = await member();
    await expireMemberships(app, id);
    const failing = await authorise(
      browser,
      await initiate(browser),
      SANDBOX_ACCOUNTS.paymentsFail,
    );
    expect((await complete(browser, failing)).statusCode).toBe(400);

    // The mandate that failed is not charged again: the next checkout is a new Billing Request.
    const again = await initiate(browser);
    expect(again).toMatch(/\/payments\/sandbox\/SBBRF/);
    const good = await authorise(browser, again, SANDBOX_ACCOUNTS.approve);
    const done = await complete(browser, good);
    expect(done.statusCode).toBe(200);
    expect(done.json().payment.status).toBe('confirmed');
    const mandates = await sql<{ id: string }>`SELECT id FROM payment_mandates
      WHERE user_id = ${id}`.execute(app.t.database.db);
    expect(mandates.rows).toHaveLength(2);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(false);

    // The good mandate is reused: charged directly, no bank page.
    expect(await initiate(browser, MONTHLY, false)).toMatch(/\/payment\?redirect_flow_id=YSF/);
  });

  it('does not reuse a mandate the bank ended, even before its event arrived', async () => {
    const { browser, id } = await member();
    const flowId = await authorise(browser, await initiate(browser), SANDBOX_ACCOUNTS.approve);
    expect((await complete(browser, flowId)).statusCode).toBe(200);
    const deps = createMembershipDeps(app.t, silent);
    const sandbox = deps.provider as SandboxProvider;
    const mandate = await sql<{ id: string }>`SELECT id FROM payment_mandates
      WHERE user_id = ${id}`.execute(app.t.database.db);
    // Cancelled at the bank; its event is not delivered yet (a webhook that has not come).
    await sandbox.cancelMandate(mandate.rows[0]!.id);
    expect(await initiate(browser)).toMatch(/\/payments\/sandbox\/SBBRF/);
  });

  it('lists the live mandates and lets the member cancel one, never another member’s', async () => {
    const { browser, id } = await member();
    const failing = await authorise(
      browser,
      await initiate(browser),
      SANDBOX_ACCOUNTS.paymentsFail,
    );
    await complete(browser, failing);
    const good = await authorise(browser, await initiate(browser), SANDBOX_ACCOUNTS.approve);
    await complete(browser, good);

    const current = currentMembershipSchema.parse(
      (await browser.get('/api/membership/current')).json(),
    );
    expect(current.mandates).toHaveLength(2);
    const [newest, oldest] = current.mandates;
    expect(newest).toMatchObject({ status: 'active', lastPaymentFailed: false });
    expect(oldest).toMatchObject({ status: 'active', lastPaymentFailed: true });

    const other = await member();
    const stolen = await other.browser.post(
      `/api/membership/mandates/${newest!.mandateId}/cancel`,
      {},
    );
    expect(stolen.statusCode).toBe(404);

    const cancelled = await browser.post(
      `/api/membership/mandates/${newest!.mandateId}/cancel`,
      {},
    );
    expect(cancelled.statusCode).toBe(200);
    const after = currentMembershipSchema.parse(cancelled.json());
    expect(after.mandates.map((m) => m.mandateId)).toEqual([oldest!.mandateId]);
    // Its auto debit ends with it; the period paid stays.
    expect(after.autoDebit).toBeNull();
    expect(after.state).toBe('paid');
    const row = await sql<{ status: string }>`SELECT status FROM payment_mandates
      WHERE id = ${newest!.mandateId}`.execute(app.t.database.db);
    expect(row.rows[0]!.status).toBe('cancelled');
    // Nothing left to charge: the next checkout goes through the bank page.
    expect(await initiate(browser)).toMatch(/\/payments\/sandbox\/SBBRF/);
    expect(
      (await browser.post(`/api/membership/mandates/${newest!.mandateId}/cancel`, {})).statusCode,
    ).toBe(404);
    expect(id).toBeTruthy();
  });

  it('lets an expired member read their payments and cancel their auto debit', async () => {
    const { browser, id } = await member();
    const flowId = await authorise(browser, await initiate(browser), SANDBOX_ACCOUNTS.approve);
    expect((await complete(browser, flowId)).statusCode).toBe(200);
    await expireMemberships(app, id);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(true);

    const list = await browser.get('/api/memberships/search/list');
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toHaveLength(1);
    const current = await browser.get('/api/membership/current');
    expect(current.statusCode).toBe(200);
    expect(current.json().state).toBe('expired');
    expect(current.json().autoDebit).not.toBeNull();
    const cancelled = await browser.post('/api/membership/auto-debit/cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().autoDebit).toBeNull();
    // Still signed in only: anonymous callers are refused.
    expect((await new TestBrowser(app.t).get('/api/membership/current')).statusCode).toBe(401);
  });

  it('answers no Valid Till for a payment that failed', async () => {
    const { browser } = await member();
    const failing = await authorise(
      browser,
      await initiate(browser),
      SANDBOX_ACCOUNTS.paymentsFail,
    );
    await complete(browser, failing);
    const good = await authorise(browser, await initiate(browser), SANDBOX_ACCOUNTS.approve);
    await complete(browser, good);
    const list = (await browser.get('/api/memberships/search/list')).json();
    const failed = list.content.find((p: { status: string }) => p.status === 'failed');
    const paid = list.content.find((p: { status: string }) => p.status === 'confirmed');
    expect(failed.validTill).toBeNull();
    expect(paid.validTill).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("declines on the sandbox's Decline without asking for bank details", async () => {
    const { browser } = await member();
    const location = await initiate(browser, YEARLY);
    const res = await browser.post(`/api/payments/sandbox/${flowIdOf(location)}/authorise`, {
      decision: 'decline',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ approved: false });
    expect((await complete(browser, flowIdOf(res.json().location))).statusCode).toBe(400);
    // Approving still needs the details, each with its message.
    const next = await initiate(browser, YEARLY);
    const bare = await browser.post(`/api/payments/sandbox/${flowIdOf(next)}/authorise`, {});
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().errors).sort()).toEqual([
      'accountHolderName',
      'accountNumber',
      'sortCode',
    ]);
  });

  it('states every plan’s period, one PLO name, and the auto debit’s amount and first collection', async () => {
    const { browser, id } = await member();
    const plans = membershipPlansResponseSchema.parse(
      (await browser.get('/api/membership/plans')).json(),
    );
    const all = [plans.monthly!, plans.yearly!, ...plans.rest];
    const periods = Object.fromEntries(all.map((p) => [p.name, p.frequency]));
    expect(periods).toEqual({
      Monthly: '1 month',
      Yearly: '1 year',
      Quarterly: '3 months',
      Starter: '1 month',
      Agent: '1 year',
    });
    for (const plan of all) {
      const names = plan.featuresJson.features.map((f) => f.name);
      // One name for the PLO feature itself (issue 25); 'Favourite PLO pairs' is another feature.
      expect(names.filter((n) => /^PLO/.test(n))).toEqual(['PLO: sales paired with their rentals']);
      expect(names.join(' ')).not.toMatch(/lease/i);
    }
    expect(plans.autoDebit).toMatchObject({ id: 1001, amount: 25, periodMonths: 1 });
    // The first collection is the day the period bought now ends: after the trial, a month on.
    const trial = await sql<{ till: Date }>`SELECT max(valid_till) AS till FROM user_memberships
      WHERE user_id = ${id}`.execute(app.t.database.db);
    const end = new Date(trial.rows[0]!.till);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(plans.monthly!.autoDebitFrom).toBe(end.toISOString().slice(0, 10));
    const yearEnd = new Date(trial.rows[0]!.till);
    yearEnd.setUTCFullYear(yearEnd.getUTCFullYear() + 1);
    expect(plans.yearly!.autoDebitFrom).toBe(yearEnd.toISOString().slice(0, 10));

    // The payment carries the period as its frequency: the Agent plan's is a year.
    const agent = plans.rest.find((p) => p.name === 'Agent')!;
    expect(
      (
        await browser.post('/api/membership/payment/initiate', {
          ...initiateBody({ amount: agent.amount, frequency: '1 year', planId: agent.id }),
        })
      ).statusCode,
    ).toBe(200);
  });

  describe('the operator end of a membership', () => {
    const end = (body: unknown, token?: string) =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/operator/memberships/end',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: body as object,
      });

    it('ends a member’s membership now, with the operator token only', async () => {
      const { user, browser } = await member();
      expect((await browser.get('/api/session')).json().membershipExpired).toBe(false);
      expect((await end({ email: user.emailId })).statusCode).toBe(401);
      expect((await end({ email: user.emailId }, 'wrong-token')).statusCode).toBe(401);
      // A member's session is no operator.
      const asMember = await browser.post('/api/operator/memberships/end', {
        email: user.emailId,
      });
      expect(asMember.statusCode).toBe(401);

      const res = await end({ email: user.emailId.toUpperCase() }, OPERATOR_TOKEN);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: user.emailId.toLowerCase(), ended: 1 });
      const session = (await browser.get('/api/session')).json();
      expect(session.membershipExpired).toBe(true);
      expect(new Date(session.membershipValidTill).getTime()).toBeLessThanOrEqual(Date.now());
      const current = (await browser.get('/api/membership/current')).json();
      expect(current).toMatchObject({ state: 'expired', planName: 'Trial' });

      expect((await end({ email: 'nobody@example.com' }, OPERATOR_TOKEN)).statusCode).toBe(404);
      const bad = await end({ email: 'not an email' }, OPERATOR_TOKEN);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['email']);
    });
  });
});
