import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { emailBaseUrl } from '../../lib/mail/base-url.ts';
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { createPaymentProvider } from '../../lib/payments/create-provider.ts';
import type { PaymentProvider } from '../../lib/payments/provider.ts';

/**
 * What the membership services work with. Paid membership's rules: amounts and periods come
 * from the plan on the server; the provider's own state decides, never a redirect; every
 * state change is one transaction, and each step can be repeated (a refresh, a replayed
 * webhook, a retry after a crash) without charging or granting twice.
 */
export interface MembershipLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MembershipDeps {
  ctx: AppContext;
  provider: PaymentProvider;
  mailer: Mailer;
  log: MembershipLog;
  now(): Date;
}

export function createMembershipDeps(ctx: AppContext, log: MembershipLog): MembershipDeps {
  const now = () => new Date();
  return {
    ctx,
    provider: createPaymentProvider(ctx.config, ctx.database.db, now),
    mailer: createMailer(ctx.config, log),
    log,
    now,
  };
}

/** Membership reads and writes the primary: a member sees their own payment at once. */
export const dbOf = (deps: MembershipDeps) => deps.ctx.database.db;

/** The app's address for the emails' links (the one base of every email). */
export const appOrigin = (deps: MembershipDeps): string => emailBaseUrl(deps.ctx.config);

/** A provider call: its failure is logged and answered 502 PAYMENT_PROVIDER_FAILED. */
export async function callProvider<T>(
  deps: MembershipDeps,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.error({ err, what }, 'payment provider call failed');
    throw new AppError('PAYMENT_PROVIDER_FAILED');
  }
}
