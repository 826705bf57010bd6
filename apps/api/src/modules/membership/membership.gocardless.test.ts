import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  type AccountsTestApp,
  type TestBrowser,
} from '../../../test/accounts-support.ts';
import {
  startFakeGoCardless,
  webhookBody,
  type FakeGoCardless,
  type WebhookEventInput,
} from '../../../test/fake-gocardless.ts';
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

const SECRET = 'whsec-test-secret-for-yardstick';

/**
 * The `gocardless` provider through the official client against a local fake of the
 * GoCardless API (Billing Requests, Billing Request Flows, payments, mandates,
 * subscriptions) and signed webhooks.
 */
describe('membership with the GoCardless provider (local fake API)', () => {
  let gc: FakeGoCardless;
  let app: AccountsTestApp;
  beforeAll(async () => {
    gc = await startFakeGoCardless();
    app = await startAccountsTestApp({
      PAYMENT_PROVIDER: 'gocardless',
      GOCARDLESS_ACCESS_TOKEN: gc.token,
      GOCARDLESS_WEBHOOK_SECRET: SECRET,
      GOCARDLESS_API_URL: gc.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await gc?.close();
  });

  async function member() {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    return { user, browser, id: await userIdOf(app, user.emailId) };
  }

  function webhook(events: WebhookEventInput[], signature?: string) {
    const signed = webhookBody(events, SECRET);
    return app.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/gocardless',
      payload: signed.body,
      headers: {
        'content-type': 'application/json',
        'webhook-signature': signature ?? signed.signature,
      },
    });
  }

  /** Initiate, the payer authorises on GoCardless's page, complete. */
  async function paid(browser: TestBrowser, plan = YEARLY, autoDebit = true) {
    const initiated = await browser.post(
      '/api/membership/payment/initiate',
      initiateBody(plan, autoDebit),
    );
    expect(initiated.statusCode).toBe(200);
    const location = initiated.json<{ location: string }>().location;
    expect(location.startsWith(`${gc.url}/pay/BRF`)).toBe(true);
    const flow = [...gc.billingRequests.values()].at(-1)!;
    const { mandateId, paymentId } = gc.fulfil(flow.id);
    const checkout = await sql<{ flow_id: string }>`SELECT flow_id FROM payment_checkouts
      WHERE billing_request_id = ${flow.id}`.execute(app.t.database.db);
    const flowId = checkout.rows[0]!.flow_id;
    const done = await browser.post('/api/membership/payment/complete', { redirectFlowId: flowId });
    expect(done.statusCode).toBe(200);
    return { flowId, mandateId, paymentId, validTill: new Date(done.json().validTill), done };
  }

  it('initiates a Billing Request Flow and completes from GoCardless state, charging once', async () => {
    const { browser, id } = await member();
    const initiated = await browser.post('/api/membership/payment/initiate', initiateBody(YEARLY));
    const brId = [...gc.billingRequests.keys()].at(-1)!;
    expect(gc.billingRequests.get(brId)).toMatchObject({
      payment_request: { amount: 30000, currency: 'GBP' },
      mandate_request: { scheme: 'bacs', currency: 'GBP' },
    });
    const checkout = await sql<{ flow_id: string }>`SELECT flow_id FROM payment_checkouts
      WHERE billing_request_id = ${brId}`.execute(app.t.database.db);
    const flowId = checkout.rows[0]!.flow_id;
    expect(initiated.json().location).toContain('/pay/BRF');

    // Coming back before authorising (a forged redirect) changes nothing.
    const early = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowId,
    });
    expect(early.statusCode).toBe(409);
    expect(await countRows(app, 'membership_payments', id)).toBe(0);

    const before = gc.paymentsCreated();
    gc.fulfil(brId);
    const first = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowId,
    });
    const second = await browser.post('/api/membership/payment/complete', {
      redirectFlowId: flowId,
    });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(gc.paymentsCreated()).toBe(before + 1);
    expect(await countRows(app, 'membership_payments', id)).toBe(1);
    expect(await countRows(app, 'user_memberships', id)).toBe(2); // trial + the year

    // The subscription of plan 1001 from the end of the paid period, £25 a month.
    const sub = [...gc.subscriptions.values()].at(-1)!;
    expect(sub).toMatchObject({ amount: 2500, interval_unit: 'monthly', interval: 1 });
    expect(sub.start_date).toBe(first.json().validTill.slice(0, 10));
    // Every create carried an Idempotency-Key, and the token.
    for (const r of gc.requests.filter((r) => r.method === 'POST')) {
      expect(r.idempotencyKey).toBeTruthy();
      expect(r.authorization).toBe(`Bearer ${gc.token}`);
    }
  });

  it('recovers a payment the provider made when our write was lost (direct charge)', async () => {
    const { browser, id } = await member();
    await paid(browser, MONTHLY, false);
    const again = await browser.post(
      '/api/membership/payment/initiate',
      initiateBody(MONTHLY, false),
    );
    const flowId = flowIdOf(again.json().location);
    // A crash after GoCardless created the payment and before we stored its id.
    await sql`UPDATE payment_checkouts SET payment_id = NULL WHERE flow_id = ${flowId}`.execute(
      app.t.database.db,
    );
    const created = gc.paymentsCreated();
    const done = await browser.post('/api/membership/payment/complete', { redirectFlowId: flowId });
    expect(done.statusCode).toBe(200);
    expect(gc.paymentsCreated()).toBe(created); // the Idempotency-Key found the same payment
    expect(await countRows(app, 'membership_payments', id)).toBe(2);
  });

  it('finishes the checkout from the fulfilled webhook when the payer never comes back', async () => {
    const { browser, id } = await member();
    await browser.post('/api/membership/payment/initiate', initiateBody(YEARLY, false));
    const brId = [...gc.billingRequests.keys()].at(-1)!;
    gc.fulfil(brId);
    const res = await webhook([
      { resource_type: 'billing_requests', action: 'fulfilled', links: { billing_request: brId } },
    ]);
    expect(res.statusCode).toBe(204);
    expect(await countRows(app, 'membership_payments', id)).toBe(1);
  });

  it('answers 498 to a bad or missing signature and processes a replayed event once', async () => {
    const { user, browser } = await member();
    const { paymentId } = await paid(browser, YEARLY, false);
    const event = {
      id: `EV${Date.now()}`,
      resource_type: 'payments',
      action: 'confirmed',
      links: { payment: paymentId },
    };
    const bad = await webhook([event], 'f'.repeat(64));
    expect(bad.statusCode).toBe(498);
    expect(bad.json().code).toBe('INVALID_WEBHOOK_SIGNATURE');
    expect((await webhook([event], '')).statusCode).toBe(498);
    const tampered = webhookBody([event], 'another-secret');
    expect(
      (
        await app.t.app.inject({
          method: 'POST',
          url: '/api/webhooks/gocardless',
          payload: tampered.body,
          headers: { 'content-type': 'application/json', 'webhook-signature': tampered.signature },
        })
      ).statusCode,
    ).toBe(498);

    expect((await webhook([event])).statusCode).toBe(204);
    expect((await webhook([event])).statusCode).toBe(204);
    const rows = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM payment_events WHERE id = ${event.id}`.execute(app.t.database.db);
    expect(Number(rows.rows[0]!.n)).toBe(1);
    await app.smtp.waitFor(
      (m) => m.to.includes(user.emailId.toLowerCase()) && /successful/.test(m.subject),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(app.smtp, user.emailId, /successful/)).toHaveLength(1);
    const list = (await browser.get('/api/memberships/search/list')).json();
    expect(list.content[0].status).toBe('confirmed');
  });

  it('revokes the period of a failed or charged-back payment', async () => {
    const failing = await member();
    await expireMemberships(app, failing.id);
    const f = await paid(failing.browser, YEARLY, false);
    expect((await failing.browser.get('/api/session')).json().membershipExpired).toBe(false);
    expect(
      (
        await webhook([
          { resource_type: 'payments', action: 'failed', links: { payment: f.paymentId } },
        ])
      ).statusCode,
    ).toBe(204);
    expect((await failing.browser.get('/api/session')).json().membershipExpired).toBe(true);
    await expectExpiredEverywhere(failing.browser);
    await app.smtp.waitFor(
      (m) => m.to.includes(failing.user.emailId.toLowerCase()) && /failed/.test(m.subject),
    );

    const disputed = await member();
    await expireMemberships(app, disputed.id);
    const d = await paid(disputed.browser, YEARLY, false);
    await webhook([
      { resource_type: 'payments', action: 'confirmed', links: { payment: d.paymentId } },
    ]);
    await webhook([
      { resource_type: 'payments', action: 'charged_back', links: { payment: d.paymentId } },
    ]);
    expect((await disputed.browser.get('/api/session')).json().membershipExpired).toBe(true);
    const row = await sql<{
      status: string;
    }>`SELECT status FROM membership_payments WHERE payment_id = ${d.paymentId}`.execute(
      app.t.database.db,
    );
    expect(row.rows[0]!.status).toBe('charged_back');
  });

  it('charges no mandate whose last payment failed, and cancels a mandate at GoCardless (issue 25)', async () => {
    const { browser } = await member();
    const f = await paid(browser, MONTHLY, true);
    await webhook([
      { resource_type: 'payments', action: 'failed', links: { payment: f.paymentId } },
    ]);
    const requestsBefore = gc.billingRequests.size;
    const again = await browser.post('/api/membership/payment/initiate', initiateBody(MONTHLY));
    // A new Billing Request (a new mandate), not a charge on the mandate that failed.
    expect(again.json().location).toContain('/pay/BRF');
    expect(gc.billingRequests.size).toBe(requestsBefore + 1);

    const current = (await browser.get('/api/membership/current')).json();
    expect(current.mandates).toEqual([
      expect.objectContaining({ mandateId: f.mandateId, lastPaymentFailed: true }),
    ]);
    const cancelled = await browser.post(`/api/membership/mandates/${f.mandateId}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().mandates).toEqual([]);
    expect(gc.mandates.get(f.mandateId)?.status).toBe('cancelled');
    const cancel = gc.requests.find((r) =>
      r.path.endsWith(`/mandates/${f.mandateId}/actions/cancel`),
    );
    expect(cancel?.method).toBe('POST');
  });

  it('ends the auto-debit when the mandate is cancelled, keeping the paid period', async () => {
    const { browser, id } = await member();
    const p = await paid(browser, YEARLY, true);
    expect((await browser.get('/api/membership/current')).json().autoDebit).not.toBeNull();
    await webhook([
      { resource_type: 'mandates', action: 'cancelled', links: { mandate: p.mandateId } },
    ]);
    const current = (await browser.get('/api/membership/current')).json();
    expect(current.autoDebit).toBeNull();
    expect(current.state).toBe('paid');
    const mandate = await sql<{
      status: string;
    }>`SELECT status FROM payment_mandates WHERE user_id = ${id}`.execute(app.t.database.db);
    expect(mandate.rows[0]!.status).toBe('cancelled');
    // The next purchase goes through a new Billing Request, not the dead mandate.
    const again = await browser.post(
      '/api/membership/payment/initiate',
      initiateBody(MONTHLY, false),
    );
    expect(again.json().location).toContain('/pay/BRF');
  });

  it('renews on each subscription payment; a failed renewal gives grace, then expiry', async () => {
    const { browser, id } = await member();
    const p = await paid(browser, MONTHLY, true);
    const subscriptionId = [...gc.subscriptions.keys()].at(-1)!;
    const renewal = gc.subscriptionPayment(subscriptionId);
    await webhook([
      {
        resource_type: 'payments',
        action: 'created',
        links: { payment: renewal, subscription: subscriptionId },
      },
    ]);
    const list = (await browser.get('/api/memberships/search/list')).json();
    expect(list.page.totalElements).toBe(2);
    const renewed = list.content.find((c: { paymentId: string }) => c.paymentId === renewal);
    expect(renewed).toMatchObject({ amountPaid: 25, planName: 'Monthly auto-debit' });
    const next = new Date(p.validTill);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(renewed.validTill).toBe(next.toISOString());

    // The renewal fails: its month is revoked, and 7 days' grace from the paid end.
    await webhook([{ resource_type: 'payments', action: 'failed', links: { payment: renewal } }]);
    const grace = (await browser.get('/api/membership/current')).json();
    expect(grace.state).toBe('grace');
    expect(new Date(grace.validTill).getTime()).toBe(p.validTill.getTime() + 7 * 86_400_000);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(false);

    // Time passes beyond the grace period: expired, 403 everywhere but renewing and the
    // member's own membership (issue 25).
    await sql`UPDATE user_memberships SET valid_till = now() - interval '1 minute' WHERE user_id = ${id}`.execute(
      app.t.database.db,
    );
    await app.t.sessions.forget({ userId: id });
    await expectExpiredEverywhere(browser);
    const session = await browser.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().membershipExpired).toBe(true);
    expect((await browser.get('/api/membership/plans')).statusCode).toBe(200);
    expect((await browser.get('/api/membership/current')).json().state).toBe('expired');
  });
});
