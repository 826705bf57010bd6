import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import type { Config } from '../../config.ts';
import { createGoCardlessProvider } from './gocardless.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts';

type PaymentConfig = Pick<
  Config,
  | 'PAYMENT_PROVIDER'
  | 'GOCARDLESS_ACCESS_TOKEN'
  | 'GOCARDLESS_ENVIRONMENT'
  | 'GOCARDLESS_WEBHOOK_SECRET'
  | 'GOCARDLESS_API_URL'
>;

/** The provider PAYMENT_PROVIDER names (config.ts has checked its settings). */
export function createPaymentProvider(
  config: PaymentConfig,
  db: Kysely<Database>,
  now: () => Date,
): PaymentProvider | SandboxProvider {
  if (config.PAYMENT_PROVIDER === 'gocardless') {
    return createGoCardlessProvider({
      accessToken: config.GOCARDLESS_ACCESS_TOKEN ?? '',
      environment: config.GOCARDLESS_ENVIRONMENT,
      webhookSecret: config.GOCARDLESS_WEBHOOK_SECRET ?? '',
      apiUrl: config.GOCARDLESS_API_URL,
    });
  }
  return createSandboxProvider(db, now);
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
