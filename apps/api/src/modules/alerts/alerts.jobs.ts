import type { AppContext } from '../../context.ts';
import { emailBaseUrl } from '../../lib/mail/base-url.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { matchEvents, type MatchReport } from './matcher.ts';
import { composeEmails, sendEmails, type SendReport } from './sender.ts';

/**
 * One run of the alerts job (decision 0020): match the listing events recorded since the
 * cursor, compose the emails that are due, send the pending ones. Every API process with jobs
 * runs it every ALERTS_TICK_SECONDS; the cursor's row lock, the unique keys and the outbox's
 * claims make each match and each email happen once.
 */
export interface AlertRunReport extends MatchReport, SendReport {
  composed: number;
}

export async function runAlerts(
  ctx: AppContext,
  mailer: Mailer,
  options: {
    now?: Date;
    settleSeconds?: number;
    /** Send the daily and weekly digests now, with every match so far (`send-digests`). */
    digestsNow?: boolean;
    log?: { error(o: object, m: string): void };
  } = {},
): Promise<AlertRunReport> {
  const db = ctx.database.db;
  const matched = await matchEvents(db, { settleSeconds: options.settleSeconds });
  const now = options.now ?? new Date();
  const composed = await composeEmails(db, now, ctx.config.ALERTS_DIGEST_HOUR, {
    digestsNow: options.digestsNow ?? false,
  });
  const sent = await sendEmails(
    db,
    {
      mailer,
      origin: emailBaseUrl(ctx.config),
      secret: ctx.config.SESSION_SECRET,
      ...(options.log ? { log: options.log } : {}),
    },
    now,
  );
  return { ...matched, composed, ...sent };
}
