import { sql } from 'kysely';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { eventTitle } from '@yardstick/core/alerts/alerts';
import { favouritesUrl, savedSearchUrl, unsubscribeUrl } from '@yardstick/core/app-links';
import { addressWithPostcode, composeAddress } from '@yardstick/core/property/address';
import { alertEmail, type AlertListing } from './alert-email.tsx';
import type { Db } from './saved-searches.repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * The alert emails' outbox (decision 0020): matches are first composed into `alert_emails`
 * rows, then each row is claimed and sent; the states make a retry or a crash never send an
 * email twice.
 *
 * - compose: one email per member and subject (a saved search, or their favourites) and
 *   period: instant (period = its first match), daily (the day, from ALERTS_DIGEST_HOUR UTC) or
 *   weekly (the week from Monday at that hour); unique on (user, subject, frequency, period),
 *   so two processes compose it once. The matches join it (`email_id`, only where still
 *   unset); a digest's matches are those recorded before its hour, later ones wait for the
 *   next period. Matches older than MAX_AGE_DAYS are never emailed (a search switched back on
 *   does not send last month's).
 * - send: a `pending` row whose time has come is claimed (`sending`, FOR UPDATE SKIP LOCKED),
 *   rendered and handed to the mail transport; then `sent`. A transport error puts it back to
 *   `pending` with a later attempt (1, 2, 4, 8 minutes; `failed` after MAX_ATTEMPTS): the
 *   transport said it did not send. A row still `sending` after STALE_MINUTES belonged to a
 *   process that died mid-send: it may have gone out, so it becomes `unknown`, never resent.
 * - an email whose subject was unsubscribed (or switched off) after it was composed is not sent.
 */

export const MAX_ATTEMPTS = 5;
export const STALE_MINUTES = 10;
const MAX_AGE_DAYS = 8;

type Frequency = 'instant' | 'daily' | 'weekly';

/** When the current period of a digest began (undefined: before the first one today). */
export function periodStart(frequency: Frequency, now: Date, hour: number): Date | undefined {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (frequency === 'weekly') {
    const sinceMonday = (start.getUTCDay() + 6) % 7;
    start.setUTCDate(start.getUTCDate() - sinceMonday);
  }
  if (start > now) {
    start.setUTCDate(start.getUTCDate() - (frequency === 'weekly' ? 7 : 1));
  }
  return start;
}

/** The matches' frequency: the saved search's alert, or the member's favourite alerts'. */
const FREQUENCY = sql`coalesce(s.alert, fs.frequency, 'daily')`;
const SUBJECT = sql`CASE WHEN m.saved_search_id IS NOT NULL
                         THEN 's:' || m.saved_search_id::text ELSE 'favourites' END`;

/**
 * Composes the emails that are due. With `digestsNow` (the operator's `send-digests`), the
 * daily and weekly digests take every match recorded until now, as if their hour had come: an
 * early digest of its own period (`d:early:{now}`), so the regular one still goes at the
 * hour, with the matches recorded after it.
 */
export async function composeEmails(
  db: Db,
  now: Date,
  digestHour: number,
  options: { digestsNow?: boolean } = {},
): Promise<number> {
  let composed = 0;
  for (const frequency of ['instant', 'daily', 'weekly'] as const) {
    // A digest takes the matches recorded before its period began; an instant email all.
    const start =
      frequency === 'instant'
        ? new Date(now.getTime() + 86_400_000)
        : options.digestsNow
          ? now
          : periodStart(frequency, now, digestHour)!;
    const period =
      frequency === 'instant'
        ? sql`'m' || min(m.id)::text`
        : options.digestsNow
          ? sql`${`${frequency[0]}:early:${now.toISOString()}`}::text`
          : sql`${`${frequency[0]}:${start.toISOString().slice(0, 10)}`}::text`;
    const { rows } = await sql<{ id: string; user_id: string; subject_key: string }>`
      WITH due AS (
        SELECT m.id, m.user_id, ${SUBJECT} AS subject_key
          FROM alert_matches m
          LEFT JOIN saved_searches s ON s.id = m.saved_search_id
          LEFT JOIN alert_settings fs ON m.favourite_id IS NOT NULL AND fs.user_id = m.user_id
         WHERE m.email_id IS NULL
           AND m.matched_at > ${new Date(now.getTime() - MAX_AGE_DAYS * 86_400_000)}
           AND m.matched_at <= ${start}
           AND ${FREQUENCY} = ${frequency}
      ), emails AS (
        INSERT INTO alert_emails (user_id, subject_key, frequency, period_key, next_attempt_at)
        SELECT m.user_id, m.subject_key, ${frequency}, ${period}, ${now}::timestamptz
          FROM due m GROUP BY m.user_id, m.subject_key
        ON CONFLICT (user_id, subject_key, frequency, period_key) DO NOTHING
        RETURNING id, user_id, subject_key
      )
      SELECT id::text AS id, user_id, subject_key FROM emails`.execute(db);
    for (const email of rows) {
      await sql`
        UPDATE alert_matches m SET email_id = ${email.id}::bigint
          FROM (SELECT m.id FROM alert_matches m
                  LEFT JOIN saved_searches s ON s.id = m.saved_search_id
                  LEFT JOIN alert_settings fs
                         ON m.favourite_id IS NOT NULL AND fs.user_id = m.user_id
                 WHERE m.user_id = ${email.user_id}::uuid AND m.email_id IS NULL
                   AND ${SUBJECT} = ${email.subject_key}
                   AND m.matched_at <= ${start}
                   AND ${FREQUENCY} = ${frequency}) due
         WHERE m.id = due.id AND m.email_id IS NULL`.execute(db);
      composed++;
    }
  }
  return composed;
}

interface ClaimedEmail {
  id: string;
  user_id: string;
  subject_key: string;
  frequency: Frequency;
  attempts: number;
}

async function claimEmail(db: Db, now: Date): Promise<ClaimedEmail | undefined> {
  const { rows } = await sql<ClaimedEmail>`
    UPDATE alert_emails SET status = 'sending', claimed_at = ${now}, attempts = attempts + 1
     WHERE id = (SELECT id FROM alert_emails
                  WHERE status = 'pending' AND next_attempt_at <= ${now}
                  ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id::text AS id, user_id, subject_key, frequency, attempts`.execute(db);
  return rows[0];
}

async function finish(
  db: Db,
  id: string,
  set: {
    status: 'sent' | 'failed' | 'pending';
    error?: string;
    messageId?: string;
    retryAt?: Date;
  },
): Promise<void> {
  await sql`
    UPDATE alert_emails
       SET status = ${set.status}, error = ${set.error ?? null},
           message_id = coalesce(${set.messageId ?? null}, message_id),
           sent_at = CASE WHEN ${set.status} = 'sent' THEN now() ELSE sent_at END,
           next_attempt_at = coalesce(${set.retryAt ?? null}::timestamptz, next_attempt_at)
     WHERE id = ${id}::bigint AND status = 'sending'`.execute(db);
}

interface EmailListingRow {
  listing_id: number;
  event_kind: string;
  old_price: number | null;
  new_price: number | null;
  new_status: string | null;
  address: string | null;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  postcode: string | null;
  list_price: number | null;
  estimate_price: number | null;
  avg_bmv: number | null;
  bmv_low_confidence: boolean | null;
  avg_yield: number | null;
  bedrooms: number | null;
  main_image: string | null;
}

async function emailContent(db: Db, email: ClaimedEmail) {
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', email.user_id)
    .executeTakeFirst();
  const subject = email.subject_key.startsWith('s:')
    ? await db
        .selectFrom('saved_searches')
        .select(['id', 'name', 'kind', 'filter', 'alert'])
        .where('id', '=', email.subject_key.slice(2))
        .executeTakeFirst()
    : undefined;
  const favourites =
    email.subject_key === 'favourites'
      ? await db
          .selectFrom('alert_settings')
          .select('frequency')
          .where('user_id', '=', email.user_id)
          .executeTakeFirst()
      : undefined;
  const { rows } = await sql<EmailListingRow>`
    SELECT DISTINCT ON (m.listing_id) m.listing_id, m.event_kind, m.old_price, m.new_price,
           m.new_status,
           l.address, l.saon, l.paon, l.street, l.locality, l.town, l.postcode, l.list_price, l.estimate_price, l.avg_bmv,
           l.bmv_low_confidence, l.avg_yield, l.bedrooms, l.main_image
      FROM alert_matches m JOIN listings l ON l.id = m.listing_id
     WHERE m.email_id = ${email.id}::bigint
     ORDER BY m.listing_id, m.id DESC`.execute(db);
  return { user, subject, favourites, rows };
}

export interface SendSettings {
  mailer: Mailer;
  origin: string;
  secret: string;
  log?: { error(obj: object, msg: string): void };
}

export interface SendReport {
  sent: number;
  failed: number;
  skipped: number;
  abandoned: number;
}

export async function sendEmails(db: Db, settings: SendSettings, now: Date): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0, skipped: 0, abandoned: 0 };
  const stale = await sql`
    UPDATE alert_emails SET status = 'unknown',
           error = 'the process sending it stopped; it may have gone out, so it is not resent'
     WHERE status = 'sending'
       AND claimed_at < ${new Date(now.getTime() - STALE_MINUTES * 60_000)}`.execute(db);
  report.abandoned = Number(stale.numAffectedRows ?? 0);
  for (;;) {
    const email = await claimEmail(db, now);
    if (!email) break;
    const { user, subject, favourites, rows } = await emailContent(db, email);
    const off =
      email.subject_key === 'favourites'
        ? (favourites?.frequency ?? 'daily') === 'off'
        : !subject || subject.alert === 'off';
    if (!user || off || rows.length === 0) {
      await finish(db, email.id, {
        status: 'failed',
        error: off ? 'alerts switched off' : 'nothing to send',
      });
      report.skipped++;
      continue;
    }
    const subjectId = subject ? String(subject.id) : 'favourites';
    const token = unsubscribeToken(settings.secret, { userId: email.user_id, subject: subjectId });
    const openUrl = subject
      ? savedSearchUrl(subjectId, settings.origin)
      : favouritesUrl(settings.origin);
    const listings: AlertListing[] = rows.map((r) => ({
      propertyId: String(r.listing_id),
      title: eventTitle(
        r.event_kind,
        { oldPrice: r.old_price, newPrice: r.new_price },
        r.new_status,
      ),
      address: addressWithPostcode(r.address ?? composeAddress(r), r.postcode, 'A listing'),
      price: r.list_price === null ? null : Number(r.list_price),
      estimate: r.estimate_price === null ? null : Number(r.estimate_price),
      bmv: r.avg_bmv === null ? null : Number(r.avg_bmv),
      bmvCheck: r.bmv_low_confidence,
      grossYield: r.avg_yield === null ? null : Number(r.avg_yield),
      bedrooms: r.bedrooms,
      image: r.main_image,
    }));
    try {
      const message = await alertEmail({
        to: user.email,
        firstName: user.first_name,
        subjectName: subject ? subject.name : 'your favourites',
        frequency: email.frequency,
        listings,
        origin: settings.origin,
        openUrl,
        manageUrl: savedSearchUrl(undefined, settings.origin),
        unsubscribeUrl: unsubscribeUrl(token, settings.origin),
      });
      const sent = await settings.mailer.send(message);
      await finish(db, email.id, { status: 'sent', messageId: sent.messageId });
      report.sent++;
    } catch (err) {
      settings.log?.error({ err, email: email.id }, 'could not send an alert email');
      const last = email.attempts >= MAX_ATTEMPTS;
      await finish(db, email.id, {
        status: last ? 'failed' : 'pending',
        error: err instanceof Error ? err.message : String(err),
        retryAt: new Date(now.getTime() + 2 ** (email.attempts - 1) * 60_000),
      });
      report.failed++;
    }
  }
  return report;
}
