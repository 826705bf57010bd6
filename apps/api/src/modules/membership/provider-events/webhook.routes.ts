import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MembershipDeps } from '../deps.ts';
import { errors, tags } from '../route-schemas.ts';
import { processEvent } from './provider-events.service.ts';
import { keepRawJsonBody, webhookEvents } from './webhook-body.ts';

/**
 * GoCardless webhooks: the raw body is verified before it is parsed; a bad signature answers
 * 498 as GoCardless expects. No session and no CSRF header (`access: 'signature'`: the
 * signature is the proof); each event is processed once.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: MembershipDeps }> = async (
  app,
  { deps },
) => {
  keepRawJsonBody(app);
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
      const events = webhookEvents(
        deps.provider,
        request.body,
        request.headers['webhook-signature'],
      );
      for (const event of events) await processEvent(deps, event);
      return reply.status(204).send(null);
    },
  );
};
