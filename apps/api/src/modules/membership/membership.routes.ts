import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentMembershipSchema,
  locationResponseSchema,
  mandateIdSchema,
  membershipListQuerySchema,
  membershipPageSchema,
  membershipPlansResponseSchema,
  paymentCompleteRequestSchema,
  paymentCompleteResponseSchema,
  paymentInitiateRequestSchema,
} from '@yardstick/core/membership/membership';
import { publicOrigin, sessionOf } from '../accounts/guards.ts';
import { complete, initiate } from './checkout/checkout.service.ts';
import {
  cancelAutoDebit,
  cancelDirectDebit,
  current,
  paymentsPage,
} from './current-membership.service.ts';
import type { MembershipDeps } from './deps.ts';
import { plans } from './plans/plans.service.ts';
import { deliverSandboxEvents } from './provider-events/provider-events.service.ts';
import { errors, tags } from './route-schemas.ts';

/** Plans, the checkout, the caller's payments and auto-debit (docs/http-api.md#membership). */
export const membershipRoutes: FastifyPluginAsyncZod<{ deps: MembershipDeps }> = async (
  app,
  { deps },
) => {
  const origin = (request: FastifyRequest) => publicOrigin(deps.ctx.config, request);

  app.get(
    '/api/membership/plans',
    {
      schema: {
        tags,
        summary:
          "The plans on sale: the monthly and yearly cards, the rest and the auto-debit plan; each plan's autoDebitFrom is the day a period bought now would end",
        response: { 200: membershipPlansResponseSchema, ...errors(401) },
      },
      config: { access: 'account' },
    },
    async (request) => plans(deps, sessionOf(request).user.id),
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
      const result = await initiate(deps, user, input, origin(request));
      await deliverSandboxEvents(deps);
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
    async (request) => complete(deps, sessionOf(request).user.id, request.body.redirectFlowId),
  );

  app.get(
    '/api/memberships/search/list',
    {
      schema: {
        tags,
        summary: "The signed-in user's membership payments, newest first",
        querystring: membershipListQuerySchema,
        response: { 200: membershipPageSchema, ...errors(400, 401) },
      },
      config: { access: 'account' },
    },
    async (request) => paymentsPage(deps, sessionOf(request).user.id, request.query),
  );

  app.get(
    '/api/membership/current',
    {
      schema: {
        tags,
        summary:
          'The current plan, its end, the auto debit with its next collection date, and the live Direct Debit mandates',
        response: { 200: currentMembershipSchema, ...errors(401) },
      },
      config: { access: 'account' },
    },
    async (request) => current(deps, sessionOf(request).user.id),
  );

  app.post(
    '/api/membership/auto-debit/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels the auto debit; the period already paid for stays',
        response: { 200: currentMembershipSchema, ...errors(401, 404, 502) },
      },
      config: { access: 'account' },
    },
    async (request) => cancelAutoDebit(deps, sessionOf(request).user.id),
  );

  app.post(
    '/api/membership/mandates/:mandateId/cancel',
    {
      schema: {
        tags,
        summary:
          "Cancels one of the caller's Direct Debit mandates (its auto debit ends with it; the period already paid for stays)",
        params: z.object({ mandateId: mandateIdSchema }),
        response: { 200: currentMembershipSchema, ...errors(400, 401, 404, 502) },
      },
      config: { access: 'account' },
    },
    async (request) =>
      cancelDirectDebit(deps, sessionOf(request).user.id, request.params.mandateId),
  );
};
