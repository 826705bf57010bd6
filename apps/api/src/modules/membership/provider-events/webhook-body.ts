import type { FastifyInstance } from 'fastify';
import { AppError, invalid } from '../../../errors.ts';
import {
  InvalidWebhookSignature,
  type PaymentProvider,
  type ProviderEvent,
} from '../../../lib/payments/provider.ts';

/**
 * The webhook's body is kept raw (a Buffer) in the plugin that registers this parser, so its
 * signature is checked over the exact bytes before anything is parsed.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    done(null, body);
  });
}

/**
 * The events of a GoCardless webhook: the signature (HMAC-SHA256 of the raw body, constant
 * time) first, 498 when it is wrong or the provider takes no webhooks; 400 when the body is
 * not a webhook's.
 */
export function webhookEvents(
  provider: PaymentProvider,
  raw: unknown,
  signature: string | string[] | undefined,
): ProviderEvent[] {
  if (!Buffer.isBuffer(raw) || provider.name !== 'gocardless') {
    throw new AppError('INVALID_WEBHOOK_SIGNATURE');
  }
  try {
    return provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
  } catch (err) {
    if (err instanceof InvalidWebhookSignature) throw new AppError('INVALID_WEBHOOK_SIGNATURE');
    throw invalid({ events: 'Not a GoCardless webhook body' });
  }
}
