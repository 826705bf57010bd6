import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  flowIdSchema,
  sandboxAuthoriseRequestSchema,
  sandboxAuthoriseResponseSchema,
  sandboxFlowSchema,
} from '@yardstick/core/membership/membership';
import { invalid, notFound } from '../../../errors.ts';
import {
  SandboxInputError,
  type SandboxAuthorisation,
} from '../../../lib/payments/sandbox-bank.ts';
import type { SandboxProvider } from '../../../lib/payments/sandbox.ts';
import { sessionOf } from '../../accounts/guards.ts';
import type { MembershipDeps } from '../deps.ts';
import { deliverSandboxEvents } from '../provider-events/provider-events.service.ts';
import { errors, tags } from '../route-schemas.ts';
import { findCheckoutByBillingRequest } from './checkouts.repository.ts';

/** The sandbox's hosted page calls (PAYMENT_PROVIDER=sandbox only). */
export function sandboxRoutes(
  sandbox: SandboxProvider,
): FastifyPluginAsyncZod<{ deps: MembershipDeps }> {
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
            "The sandbox bank's answer: sort code 20-00-00 with 55779911 approves (payments settle), 55779922 approves (payments fail), 55779933 declines; decision 'decline' declines without bank details",
          params,
          body: sandboxAuthoriseRequestSchema,
          response: { 200: sandboxAuthoriseResponseSchema, ...errors(400, 401, 404) },
        },
        config: { access: 'account' },
      },
      async (request) => {
        await ownFlow(request, request.params.flowId);
        const body = request.body;
        // The schema requires the bank details unless the payer declines.
        const answer: SandboxAuthorisation =
          body.decision === 'decline'
            ? { decision: 'decline' }
            : {
                decision: 'approve',
                accountHolderName: body.accountHolderName!,
                sortCode: body.sortCode!,
                accountNumber: body.accountNumber!,
              };
        let result;
        try {
          result = await sandbox.authorise(request.params.flowId, answer);
        } catch (err) {
          if (err instanceof SandboxInputError) throw invalid({ [err.field]: err.message });
          throw err;
        }
        if (!result) throw notFound('No such payment flow');
        await deliverSandboxEvents(deps);
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
