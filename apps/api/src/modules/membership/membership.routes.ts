import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  currentMembershipSchema,
  flowIdSchema,
  locationResponseSchema,
  membershipListQuerySchema,
  membershipPageSchema,
  membershipPlansResponseSchema,
  paymentCompleteRequestSchema,
  paymentCompleteResponseSchema,
  paymentInitiateRequestSchema,
  sandboxAuthoriseRequestSchema,
  sandboxAuthoriseResponseSchema,
  sandboxFlowSchema,
} from '@yardstick/core/membership/membership';
import type { AppContext } from '../../context.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { createPaymentProvider, isSandbox } from '../../lib/payments/create-provider.ts';
import { InvalidWebhookSignature } from '../../lib/payments/provider.ts';
import { SandboxInputError, type SandboxProvider } from '../../lib/payments/sandbox.ts';
import { publicOrigin, sessionOf } from '../accounts/guards.ts';
import { findCheckoutByBillingRequest } from './membership.repository.ts';
import * as service from './membership.service.ts';
import type { MembershipDeps } from './membership.service.ts';

const tags = ['membership'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    number,
    typeof apiErrorSchema
  >;

export function createMembershipDeps(ctx: AppContext, log: MembershipDeps['log']): MembershipDeps {
  const now = () => new Date();
  return {
    ctx,
    provider: createPaymentProvider(ctx.config, ctx.database.db, now),
    mailer: createMailer(ctx.config, log),
    log,
    now,
  };
}

/** Plans, the checkout, the caller's payments and auto-debit (docs/http-api.md#membership). */
const membershipRoutes: FastifyPluginAsyncZod<{ deps: MembershipDeps }> = async (app, { deps }) => {
  const origin = (request: FastifyRequest) => publicOrigin(deps.ctx.config, request);

  app.get(
    '/api/membership/plans',
    {
      schema: {
        tags,
        summary: 'The plans on sale: the monthly and yearly cards and the rest',
        response: { 200: membershipPlansResponseSchema, ...errors(401) },
      },
      config: { access: 'account' },
    },
    async () => service.plans(deps),
  );

  app.post(
    '/api/membership/payment/initiate',
    {
      schema: {
        tags,
        summary:
          "Starts paying for a plan: the provider's hosted page, or straight to the confirmation when a mandate exists",
        body: paymentInitiateRequestSchema,
        response: { 200: locationResponseSchema, ...errors(400, 401, 403, 421, 502) },
      },
      config: { access: 'account' },
    },
    async (request) => {
      const { host: _host, ...input } = request.body;
      const user = sessionOf(request).user;
      const result = await service.initiate(deps, user, input, origin(request));
      await service.deliverSandboxEvents(deps);
      return result;
    },
  );

  app.post(
    '/api/membership/payment/complete',
    {
      schema: {
        tags,
        summary:
          "Completes a checkout from the provider's own state; idempotent (a second call charges nothing)",
        body: paymentCompleteRequestSchema,
        response: {
          200: paymentCompleteResponseSchema,
          ...errors(400, 401, 403, 404, 409, 502),
        },
      },
      config: { access: 'account' },
    },
    async (request) =>
      service.complete(deps, sessionOf(request).user.id, request.body.redirectFlowId),
  );

  app.get(
    '/api/memberships/search/list',
    {
      schema: {
        tags,
        summary: "The signed-in user's membership payments, newest first",
        querystring: membershipListQuerySchema,
        response: { 200: membershipPageSchema, ...errors(400, 401, 403) },
      },
      config: { access: { attribute: 'membership' } },
    },
    async (request) => service.paymentsPage(deps, sessionOf(request).user.id, request.query),
  );

  app.get(
    '/api/membership/current',
    {
      schema: {
        tags,
        summary: 'The current plan, its end, and the auto debit with its next collection date',
        response: { 200: currentMembershipSchema, ...errors(401, 403) },
      },
      config: { access: { attribute: 'membership' } },
    },
    async (request) => service.current(deps, sessionOf(request).user.id),
  );

  app.post(
    '/api/membership/auto-debit/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels the auto debit; the period already paid for stays',
        response: { 200: currentMembershipSchema, ...errors(401, 403, 404, 502) },
      },
      config: { access: { attribute: 'membership' } },
    },
    async (request) => service.cancelAutoDebit(deps, sessionOf(request).user.id),
  );
};

/** The sandbox's hosted page calls (PAYMENT_PROVIDER=sandbox only). */
function sandboxRoutes(sandbox: SandboxProvider): FastifyPluginAsyncZod<{ deps: MembershipDeps }> {
  return async (app, { deps }) => {
    const params = z.object({ flowId: flowIdSchema });

    async function ownFlow(request: FastifyRequest, flowId: string) {
      const flow = await sandbox.flow(flowId);
      const checkout = flow
        ? await findCheckoutByBillingRequest(deps.ctx.database.db, flow.billingRequestId)
        : undefined;
      if (!flow || checkout?.user_id !== sessionOf(request).user.id) {
        throw notFound('No such payment flow');
      }
      return flow;
    }

    app.get(
      '/api/payments/sandbox/:flowId',
      {
        schema: {
          tags,
          summary: "The sandbox's hosted page: what the payer is asked to authorise",
          params,
          response: { 200: sandboxFlowSchema, ...errors(400, 401, 404) },
        },
        config: { access: 'account' },
      },
      async (request) => {
        const flow = await ownFlow(request, request.params.flowId);
        return {
          flowId: flow.flowId,
          description: flow.description,
          amount: flow.amountPence / 100,
          status: flow.status,
        };
      },
    );

    app.post(
      '/api/payments/sandbox/:flowId/authorise',
      {
        schema: {
          tags,
          summary:
            "The sandbox bank's answer: sort code 20-00-00 with 55779911 approves (payments settle), 55779922 approves (payments fail), 55779933 declines",
          params,
          body: sandboxAuthoriseRequestSchema,
          response: { 200: sandboxAuthoriseResponseSchema, ...errors(400, 401, 404) },
        },
        config: { access: 'account' },
      },
      async (request) => {
        await ownFlow(request, request.params.flowId);
        let result;
        try {
          result = await sandbox.authorise(request.params.flowId, request.body);
        } catch (err) {
          if (err instanceof SandboxInputError) throw invalid({ [err.field]: err.message });
          throw err;
        }
        if (!result) throw notFound('No such payment flow');
        await service.deliverSandboxEvents(deps);
        return {
          location: result.redirectUri,
          approved: result.approved,
          message: result.approved
            ? 'Direct Debit mandate approved'
            : 'The bank declined the Direct Debit mandate',
        };
      },
    );
  };
}

/**
 * GoCardless webhooks: the raw body is verified (HMAC-SHA256, constant time) before it is
 * parsed; a bad signature answers 498 as GoCardless expects. No session and no CSRF header
 * (the signature is the proof); each event is processed once.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ deps: MembershipDeps }> = async (app, { deps }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    done(null, body);
  });
  app.post(
    '/api/webhooks/gocardless',
    {
      schema: {
        tags,
        summary: 'GoCardless webhook events (Webhook-Signature: HMAC-SHA256 of the raw body)',
        response: { 204: z.null(), ...errors(400, 498) },
      },
      config: { access: 'signature' },
    },
    async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || deps.provider.name !== 'gocardless') {
        throw new AppError('INVALID_WEBHOOK_SIGNATURE');
      }
      const signature = request.headers['webhook-signature'];
      let events;
      try {
        events = deps.provider.parseWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (err) {
        if (err instanceof InvalidWebhookSignature) throw new AppError('INVALID_WEBHOOK_SIGNATURE');
        throw invalid({ events: 'Not a GoCardless webhook body' });
      }
      for (const event of events) await service.processEvent(deps, event);
      return reply.status(204).send(null);
    },
  );
};

/** Registers the membership module and its periodic jobs. */
export async function registerMembership(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = createMembershipDeps(ctx, app.log);
  app.addHook('onClose', async () => deps.mailer.close());
  await app.register(membershipRoutes, { deps });
  if (isSandbox(deps.provider)) await app.register(sandboxRoutes(deps.provider), { deps });
  await app.register(webhookRoutes, { deps });

  const minutes = ctx.config.MEMBERSHIP_JOBS_INTERVAL_MINUTES;
  if (minutes > 0 && ctx.config.NODE_ENV !== 'test') {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      service
        .runJobs(deps)
        .then((r) => {
          if (r.collected || r.reminders) app.log.info(r, 'membership jobs');
        })
        .catch((err: unknown) => app.log.error({ err }, 'membership jobs failed'))
        .finally(() => {
          running = false;
        });
    }, minutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
