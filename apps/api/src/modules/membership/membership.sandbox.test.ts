import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
  countRows,
  expectExpiredEverywhere,
  expireMemberships,
  flowIdOf,
  initiateBody,
  mailsTo,
  MONTHLY,
  userIdOf,
  YEARLY,
} from '../../../test/membership-support.ts';
import { createMembershipDeps } from './deps.ts';
import type { SandboxProvider } from '../../lib/payments/sandbox.ts';
import { runJobs } from './jobs/jobs.service.ts';
import { deliverSandboxEvents } from './provider-events/provider-events.service.ts';

const silent = { info() {}, warn() {}, error() {} };

/** The whole membership lifecycle on the built-in sandbox provider (the default). */
describe('membership with the sandbox provider', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp();
  });
  afterAll(() => app.close());

  async function member() {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    return { user, browser, id: await userIdOf(app, user.emailId) };
  }

  async function payWithSandbox(
    browser: Awaited<ReturnType<typeof member>>['browser'],
    plan = YEARLY,
    accountNumber: string = SANDBOX_ACCOUNTS.approve,
  ) {
    const initiated = await browser.post('/api/membership/payment/initiate', initiateBody(plan));
    expect(initiated.statusCode).toBe(200);
    const location = initiated.json<{ location: string }>().location;
    expect(location).toMatch(/^http:\/\/localhost:3000\/payments\/sandbox\/SBBRF/);
    const flowId = flowIdOf(location);
    const page = await browser.get(`/api/payments/sandbox/${flowId}`);
    expect(page.json()).toMatchObject({ amount: plan.amount, status: 'pending' });
    const authorised = await browser.post(`/api/payments/sandbox/${flowId}/authorise`, {
      accountHolderName: 'Priya Shah',
      sortCode: '20-00-00',
      accountNumber,
    });
    expect(authorised.statusCode).toBe(200);
    const back = authorised.json<{ location: string; approved: boolean }>();
    expect(back.location).toMatch(/^http:\/\/localhost:3000\/payment\?redirect_flow_id=YSF/);
    return { flowId: flowIdOf(back.location), approved: back.approved };
  }

  it('answers the plans: monthly, yearly and the rest, never the auto-debit plan', async () => {
    const { browser } = await member();
    const res = await browser.get('/api/membership/plans');
    expect(res.statusCode).toBe(200);
    const plans = membershipPlansResponseSchema.parse(res.json());
    expect(plans.monthly).toMatchObject({ id: 1, amount: 30, frequency: '1 month' });
    expect(plans.yearly).toMatchObject({ id: 2, amount: 300, frequency: '1 year' });
    // Issue 40: every plan lists what its attributes grant, the newer features too.
    const names = (p: typeof plans.yearly) =>
      p!.featuresJson.features.filter((f) => f.enabled).map((f) => f.name);
    expect(names(plans.yearly)).toEqual(
      expect.arrayContaining([
        'Saved searches and alerts',
        'Deals board and shareable deal packs',
        'Analyse any property, and the ROI calculator',
        'API keys and assistant (MCP) access',
      ]),
    );
    const starter = plans.rest.find((p) => p.name === 'Starter');
    expect(names(starter!)).not.toContain('PLO: sales paired with their rentals');
    expect(plans.rest.map((p) => p.frequency)).toEqual(['3 months', '1 month', '1 year']);
    expect(plans.rest.some((p) => p.id === 1001)).toBe(false);
    expect(plans.monthly!.featuresJson.features.length).toBeGreaterThan(3);
    expect((await new TestBrowser(app.t).get('/api/membership/plans')).statusCode).toBe(401);
  });

  it('refuses a wrong amount, a wrong frequency and an unknown plan with 400', async () => {
    const { browser } = await member();
    const cheap = await browser.post('/api/membership/payment/initiate', {
      ...initiateBody(YEARLY),
      amount: 1,
    });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().errors).toEqual({ amount: 'The amount does not match the plan' });
    const freq = await browser.post('/api/membership/payment/initiate', {
      ...initiateBody(YEARLY),
      frequency: '1 month',
    });
    expect(freq.json().errors).toEqual({ frequency: 'The frequency does not match the plan' });
    const plan = await browser.post('/api/membership/payment/initiate', {
      ...initiateBody(YEARLY),
      planId: 1001,
    });
    expect(plan.json().errors).toEqual({ planId: 'This plan is not available' });
    const junk = await browser.post('/api/membership/payment/initiate', { amount: 'lots' });
    expect(junk.statusCode).toBe(400);
  });

  it('initiates, approves in the sandbox and completes once, however often complete is called', async () => {
    const { user, browser, id } = await member();
    await expireMemberships(app, id);
    await expectExpiredEverywhere(browser);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(true);

    const { flowId, approved } = await payWithSandbox(browser);
    expect(approved).toBe(true);
    const first = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowId,
    });
    expect(first.statusCode).toBe(200);
    const second = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowId,
    });
    expect(second.json()).toEqual(first.json());
    expect(first.json().payment).toMatchObject({ amountPaid: 300, status: 'confirmed' });
    expect(await countRows(app, 'membership_payments', id)).toBe(1);

    // A year from now (the trial had ended), with the yearly plan's attributes.
    const validTill = new Date(first.json().validTill);
    const inAYear = new Date();
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(Math.abs(validTill.getTime() - inAYear.getTime())).toBeLessThan(60_000);
    const session = (await browser.get('/api/session')).json();
    expect(session.membershipExpired).toBe(false);
    expect(session.attributes).toContain('valuation');
    expect((await browser.get('/api/favorite/properties')).statusCode).toBe(200);

    const list = (
      await browser.get('/api/memberships/search/list', { sort: 'paymentDate,desc' })
    ).json();
    expect(list.page.totalElements).toBe(1);
    expect(list.content[0]).toMatchObject({
      paymentId: first.json().payment.paymentId,
      amountPaid: 300,
    });

    // Auto-debit: plan 1001 from the end of the paid period.
    const current = (await browser.get('/api/membership/current')).json();
    expect(current).toMatchObject({ state: 'paid', planName: 'Yearly' });
    expect(current.autoDebit).toMatchObject({ planName: 'Monthly auto-debit', amount: 25 });
    expect(current.autoDebit.nextCollectionDate).toBe(validTill.toISOString().slice(0, 10));

    await app.smtp.waitFor(
      (m) => m.to.includes(user.emailId.toLowerCase()) && /successful/.test(m.subject),
    );
    expect(mailsTo(app.smtp, user.emailId, /successful/)).toHaveLength(1);
    // Issue 40: "£300" as the web writes it (not "£ 300"), linking where the banner says.
    const [paidMail] = mailsTo(app.smtp, user.emailId, /successful/);
    expect(paidMail!.text).toContain('We have collected £300 by Direct Debit');
    expect(paidMail!.text).not.toMatch(/£ \d/);
    expect(paidMail!.html).toContain('href="http://localhost:3000/membership"');
  });

  it('charges an existing mandate directly and extends from the current expiry', async () => {
    const { browser, id } = await member();
    const { flowId } = await payWithSandbox(browser, MONTHLY);
    const first = (
      await browser.post('/api/membership/payment/complete', { redirectFlowId: flowId })
    ).json();
    const again = await browser.post(
      '/api/membership/payment/initiate',
      initiateBody(MONTHLY, false),
    );
    const location = again.json<{ location: string }>().location;
    expect(location).toMatch(/^http:\/\/localhost:3000\/payment\?redirect_flow_id=YSF/);
    const direct = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowIdOf(location),
    });
    expect(direct.statusCode).toBe(200);
    const from = new Date(first.validTill);
    from.setUTCMonth(from.getUTCMonth() + 1);
    expect(new Date(direct.json().validTill).getTime()).toBe(from.getTime());
    expect(await countRows(app, 'membership_payments', id)).toBe(2);
    expect(await countRows(app, 'payment_mandates', id)).toBe(1);
  });

  it('shows the failure when the bank declines the mandate or the payment fails', async () => {
    const { user, browser, id } = await member();
    const declined = await payWithSandbox(browser, YEARLY, SANDBOX_ACCOUNTS.decline);
    expect(declined.approved).toBe(false);
    const res = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: declined.flowId,
    });
    // Issue 40: the provider's reason in words and what to do next, not a fault.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_MANDATE_REFUSED',
      message: expect.stringMatching(
        /^Your bank declined it and asks you to contact them\. Nothing was charged/,
      ),
    });

    const failing = await payWithSandbox(browser, YEARLY, SANDBOX_ACCOUNTS.paymentsFail);
    expect(failing.approved).toBe(true);
    const failed = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: failing.flowId,
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({
      code: 'PAYMENT_COLLECTION_FAILED',
      message: expect.stringMatching(
        /^The account did not have enough money for the payment\. Your bank did not pay it/,
      ),
    });
    // A refresh of the failed page answers the same reason.
    const again = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: failing.flowId,
    });
    expect(again.json().code).toBe('PAYMENT_COLLECTION_FAILED');
    const list = (await browser.get('/api/memberships/search/list')).json();
    expect(list.content).toHaveLength(1);
    expect(list.content[0].status).toBe('failed');
    // The trial still decides access: a failed payment granted nothing.
    const grants = await sql<{ n: string }>`SELECT count(*) AS n FROM user_memberships
      WHERE user_id = ${id} AND payment_id IS NOT NULL`.execute(app.t.database.db);
    expect(Number(grants.rows[0]!.n)).toBe(0);
    const mail = await app.smtp.waitFor(
      (m) => m.to.includes(user.emailId.toLowerCase()) && /failed/.test(m.subject),
    );
    // Issue 40: the email tells the truth: the trial runs on, until its own end.
    const trial = await sql<{ till: Date }>`SELECT max(valid_till) AS till FROM user_memberships
      WHERE user_id = ${id}`.execute(app.t.database.db);
    const till = new Date(trial.rows[0]!.till).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('The account did not have enough money for the payment.');
    expect(text).toContain(`Your free trial is still active until ${till}`);
    expect(text).toContain('The Yearly plan was not added.');
    expect(text).not.toMatch(/has ended/);
  });

  it('tells the payer who pressed Decline that they cancelled', async () => {
    const { browser } = await member();
    const initiated = await browser.post('/api/membership/payment/initiate', initiateBody(YEARLY));
    const flowId = flowIdOf(initiated.json<{ location: string }>().location);
    const declined = await browser.post(`/api/payments/sandbox/${flowId}/authorise`, {
      decision: 'decline',
    });
    expect(declined.json()).toMatchObject({ approved: false });
    const res = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowIdOf(declined.json<{ location: string }>().location),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_CANCELLED',
      message: expect.stringMatching(
        /^You chose Decline on the payment page\. Nothing was charged/,
      ),
    });
  });

  it('keeps auto-debit off and says a payment was taken under the existing Direct Debit', async () => {
    const { browser } = await member();
    const { flowId } = await payWithSandbox(browser, MONTHLY);
    const first = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowId,
    });
    expect(first.json()).toMatchObject({ directDebit: 'new', autoDebit: { amount: 25 } });
    expect((await browser.post('/api/membership/auto-debit/cancel', {})).statusCode).toBe(200);

    const initiated = await browser.post(
      '/api/membership/payment/initiate',
      initiateBody(YEARLY, false),
    );
    const location = initiated.json<{ location: string }>().location;
    expect(location).toMatch(/\/payment\?redirect_flow_id=YSF/);
    const direct = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowIdOf(location),
    });
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toMatchObject({ directDebit: 'existing', autoDebit: null });
  });

  it('renews on the auto-debit each period and reminds members without one', async () => {
    const { browser, id } = await member();
    const { flowId } = await payWithSandbox(browser, MONTHLY);
    const paid = (
      await browser.post('/api/membership/payment/complete', { redirectFlowId: flowId })
    ).json();
    const deps = createMembershipDeps(app.t, silent);
    const end = new Date(paid.validTill);
    await runJobs(deps, new Date(end.getTime() - 3 * 86_400_000));
    expect(await countRows(app, 'membership_payments', id)).toBe(1);
    const due = await runJobs(deps, new Date(end.getTime() + 3_600_000));
    expect(due.collected).toBeGreaterThanOrEqual(1);
    const list = (await browser.get('/api/memberships/search/list')).json();
    expect(list.page.totalElements).toBe(2);
    expect(list.content[0]).toMatchObject({
      amountPaid: 25,
      planName: 'Monthly auto-debit',
      status: 'confirmed',
    });
    // Idempotent: the same period is not collected twice.
    await runJobs(deps, new Date(end.getTime() + 3_600_000));
    expect(await countRows(app, 'membership_payments', id)).toBe(2);

    // Cancel auto-debit: no more collections; the paid period stays.
    const cancelled = await browser.post('/api/membership/auto-debit/cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().autoDebit).toBeNull();
    expect(cancelled.json().state).toBe('paid');

    // The expiry reminder, 7 days before, once.
    const reminderUser = await member();
    await sql`UPDATE user_memberships SET valid_till = now() + interval '3 days'
              WHERE user_id = ${reminderUser.id}`.execute(app.t.database.db);
    const sent = await runJobs(deps);
    expect(sent.reminders).toBeGreaterThanOrEqual(1);
    await app.smtp.waitFor(
      (m) => m.to.includes(reminderUser.user.emailId.toLowerCase()) && /ends soon/.test(m.subject),
    );
    await runJobs(deps);
    expect(mailsTo(app.smtp, reminderUser.user.emailId, /ends soon/)).toHaveLength(1);
    expect(await countRows(app, 'membership_payments', id)).toBe(2);
  });

  it("never shows one user another user's payments or flows", async () => {
    const a = await member();
    const b = await member();
    const { flowId } = await payWithSandbox(a.browser);
    const stolen = await b.browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowId,
    });
    expect(stolen.statusCode).toBe(404);
    await a.browser.post('/api/membership/payment/complete', { redirectFlowId: flowId });
    expect((await b.browser.get('/api/memberships/search/list')).json().content).toEqual([]);
    expect((await a.browser.get('/api/memberships/search/list')).json().content).toHaveLength(1);
    // The user comes from the session: a query parameter is refused, not obeyed.
    expect((await b.browser.get('/api/memberships/search/list', { userId: a.id })).statusCode).toBe(
      400,
    );
    const initiated = await a.browser.post(
      '/api/membership/payment/initiate',
      initiateBody(YEARLY),
    );
    const sandboxFlow = flowIdOf(initiated.json().location);
    expect((await b.browser.get(`/api/payments/sandbox/${sandboxFlow}`)).statusCode).toBe(404);
  });

  it('revokes a charged-back period and ends the auto debit with the mandate (sandbox bank events)', async () => {
    const { browser, id } = await member();
    await expireMemberships(app, id);
    const { flowId } = await payWithSandbox(browser, MONTHLY);
    const paid = (
      await browser.post('/api/membership/payment/complete', { redirectFlowId: flowId })
    ).json();
    const deps = createMembershipDeps(app.t, silent);
    const sandbox = deps.provider as SandboxProvider;
    const mandate = await sql<{ id: string }>`SELECT id FROM payment_mandates
      WHERE user_id = ${id}`.execute(app.t.database.db);
    await sandbox.cancelMandate(mandate.rows[0]!.id);
    await deliverSandboxEvents(deps);
    const current = (await browser.get('/api/membership/current')).json();
    expect(current).toMatchObject({ state: 'paid', autoDebit: null });

    await sandbox.chargeBack(paid.payment.paymentId);
    await deliverSandboxEvents(deps);
    await deliverSandboxEvents(deps); // delivered once: nothing left, nothing twice
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(true);
    await expectExpiredEverywhere(browser);
    const row = await sql<{ status: string }>`SELECT status FROM membership_payments
      WHERE payment_id = ${paid.payment.paymentId}`.execute(app.t.database.db);
    expect(row.rows[0]!.status).toBe('charged_back');
  });

  it('needs the anti-forgery header on the state-changing calls', async () => {
    const { browser } = await member();
    const res = await browser.request('POST', '/api/membership/payment/initiate', {
      body: initiateBody(YEARLY),
      headers: { 'x-requested-with': '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });
});
