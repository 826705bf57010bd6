import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { InvalidWebhookSignature, type ProviderEvent } from './provider.ts';

/**
 * GoCardless webhooks: the `Webhook-Signature` header is the hex HMAC-SHA256 of the raw
 * body under the endpoint's secret. Compared in constant time; the body is parsed only
 * once the signature holds.
 */
export function webhookSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifyWebhookSignature(
  rawBody: Buffer,
  secret: string,
  signature: string | undefined,
): void {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new InvalidWebhookSignature();
  const expected = Buffer.from(webhookSignature(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new InvalidWebhookSignature();
  }
}

const linkSchema = z.string().max(100).optional();
const webhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  created_at: z.string().max(40),
  resource_type: z.string().max(60),
  action: z.string().max(60),
  links: z
    .object({
      payment: linkSchema,
      mandate: linkSchema,
      subscription: linkSchema,
      billing_request: linkSchema,
    })
    .passthrough()
    .default({}),
  details: z
    .object({ cause: z.string().optional(), description: z.string().optional() })
    .passthrough()
    .optional(),
});
export const webhookBodySchema = z.object({ events: z.array(webhookEventSchema).max(1000) });

/** Verifies and parses a GoCardless webhook body; InvalidWebhookSignature when it fails. */
export function parseGoCardlessWebhook(
  rawBody: Buffer,
  secret: string,
  signature: string | undefined,
): ProviderEvent[] {
  verifyWebhookSignature(rawBody, secret, signature);
  const body = webhookBodySchema.parse(JSON.parse(rawBody.toString('utf8')));
  return body.events.map((e) => ({
    id: e.id,
    createdAt: e.created_at,
    resourceType: e.resource_type,
    action: e.action,
    links: {
      payment: e.links.payment,
      mandate: e.links.mandate,
      subscription: e.links.subscription,
      billing_request: e.links.billing_request,
    },
    details: e.details ? { cause: e.details.cause, description: e.details.description } : undefined,
  }));
}
