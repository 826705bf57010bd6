import { resetPasswordUrl, verifyEmailUrl } from '@yardstick/core/app-links';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type ResetLinkState } from '@yardstick/core/accounts';
import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import * as accounts from './accounts.repository.ts';
import type { Db } from './accounts.repository.ts';
import type { AccountsDeps } from './deps.ts';
import { resetPasswordEmail, verificationEmail } from './emails.ts';
import { hashPassword } from './passwords.ts';
import {
  ALL_ATTRIBUTES,
  grantMembership,
  hasMembership,
  TRIAL_PLAN,
} from '../access/access.public.ts';
import { authenticate, endAllSessions, forgetUser } from './sessions.service.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/**
 * Registration, email verification and password reset. Emailed links carry a random
 * 256-bit token that works once: verification for 24 hours, reset for 1 hour.
 */
export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CaptchaProof {
  token: string | undefined;
  remoteIp: string;
}

async function requireCaptcha(deps: AccountsDeps, proof: CaptchaProof, consume: boolean) {
  const ok = await deps.captcha.verify(proof.token, { consume, remoteIp: proof.remoteIp });
  if (!ok) {
    throw new AppError('CAPTCHA_FAILED', undefined, {
      captchaToken: proof.token ? ACCOUNT_MESSAGES.captchaFailed : ACCOUNT_MESSAGES.captchaRequired,
    });
  }
}

/** Sends an email; a failure is logged, never shown: the user can ask for the link again. */
async function sendMail(deps: AccountsDeps, message: MailMessage, what: string): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, what }, 'could not send an account email');
  }
}

/** A verified account gets its trial membership once (MEMBERSHIP_TRIAL_DAYS). */
export async function ensureTrialMembership(
  deps: AccountsDeps,
  db: Db,
  userId: string,
): Promise<void> {
  if (await hasMembership(db, userId)) return;
  const days = deps.ctx.config.MEMBERSHIP_TRIAL_DAYS;
  await grantMembership(db, {
    userId,
    plan: TRIAL_PLAN,
    attributes: ALL_ATTRIBUTES,
    validTill: new Date(deps.now().getTime() + days * DAY_MS),
  });
}

async function issueToken(
  db: Db,
  userId: string,
  purpose: 'verify_email' | 'reset_password',
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  await accounts.retireTokens(db, userId, purpose, now);
  await accounts.insertToken(db, {
    hash,
    userId,
    purpose,
    expiresAt: new Date(
      now.getTime() + (purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS),
    ),
  });
  return token;
}

const verifyLink = (origin: string, token: string) => verifyEmailUrl(token, origin);
const resetLink = (origin: string, token: string) => resetPasswordUrl(token, origin);

export interface RegisterInput {
  firstName: string;
  lastName?: string | undefined;
  emailId: string;
  password: string;
}

export async function register(
  deps: AccountsDeps,
  input: RegisterInput,
  captcha: CaptchaProof,
  origin: string,
): Promise<{ emailId: string }> {
  await requireCaptcha(deps, captcha, true);
  const db = deps.ctx.database.db;
  if (await accounts.findUserByEmail(db, input.emailId)) throw new AppError('EMAIL_REGISTERED');
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const token = await db.transaction().execute(async (trx) => {
    const user = await accounts.insertUser(trx, {
      id: randomUUID(),
      email: input.emailId,
      first_name: input.firstName,
      last_name: input.lastName ?? '',
      password_hash: passwordHash,
      email_verified_at: null,
      google_subject: null,
    });
    // Registered meanwhile by a concurrent request: the unique index decides.
    if (!user) throw new AppError('EMAIL_REGISTERED');
    return issueToken(trx, user.id, 'verify_email', now);
  });
  await sendMail(
    deps,
    verificationEmail(input.emailId, input.firstName, verifyLink(origin, token)),
    'verification',
  );
  return { emailId: input.emailId };
}

export async function checkEmail(
  deps: AccountsDeps,
  emailId: string,
  captcha: CaptchaProof,
): Promise<{ emailExists: boolean }> {
  await requireCaptcha(deps, captcha, false);
  const user = await accounts.findUserByEmail(deps.ctx.database.db, emailId);
  return { emailExists: user !== undefined };
}

/** Marks the address verified and starts the trial. The link works once. */
export async function verifyEmail(deps: AccountsDeps, token: string): Promise<void> {
  const now = deps.now();
  const userId = await deps.ctx.database.db.transaction().execute(async (trx) => {
    const userId = await accounts.consumeToken(trx, hashToken(token), 'verify_email', now);
    if (!userId) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.validationLinkExpired);
    const user = await accounts.findUserById(trx, userId);
    if (user && !user.email_verified_at) {
      await accounts.updateUser(trx, userId, { email_verified_at: now });
    }
    await ensureTrialMembership(deps, trx, userId);
    return userId;
  });
  await forgetUser(deps, userId);
}

/**
 * A new verification email for an account that is not verified yet. It needs the password,
 * so nobody else can make us email an address, and it answers the same whether or not an
 * email was sent.
 */
export async function resendVerification(
  deps: AccountsDeps,
  input: { loginId: string; password: string },
  origin: string,
): Promise<void> {
  const user = await authenticate(deps, input.loginId, input.password);
  if (user.email_verified_at) return;
  const token = await issueToken(deps.ctx.database.db, user.id, 'verify_email', deps.now());
  await sendMail(
    deps,
    verificationEmail(user.email, user.first_name, verifyLink(origin, token)),
    'verification',
  );
}

/**
 * Emails a reset link when the address is registered. The answer is the same either way,
 * and the email goes out after the answer, so neither content nor timing reveals whether
 * an address has an account.
 */
export async function forgotPassword(
  deps: AccountsDeps,
  emailId: string,
  captcha: CaptchaProof,
  origin: string,
): Promise<{ sending: Promise<void> }> {
  await requireCaptcha(deps, captcha, true);
  const db = deps.ctx.database.db;
  const user = await accounts.findUserByEmail(db, emailId);
  if (!user) return { sending: Promise.resolve() };
  const token = await issueToken(db, user.id, 'reset_password', deps.now());
  const sending = sendMail(
    deps,
    resetPasswordEmail(user.email, user.first_name, resetLink(origin, token)),
    'password reset',
  );
  return { sending };
}

/** Whether a reset link can still be used (docs/http-api.md#accounts); it stays unused. */
export async function resetLinkState(deps: AccountsDeps, token: string): Promise<ResetLinkState> {
  const state = await accounts.tokenState(
    deps.ctx.database.db,
    hashToken(token),
    'reset_password',
    deps.now(),
  );
  return state ?? 'unknown';
}

/**
 * Sets a new password from a reset link. The link works once; completing it also proves
 * the address, so an unverified account becomes verified. Every session of the account
 * ends: whoever knew the old password is signed out.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: { id: string; password: string },
  captcha: CaptchaProof,
): Promise<void> {
  await requireCaptcha(deps, captcha, true);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const db: Kysely<Database> = deps.ctx.database.db;
  const userId = await db.transaction().execute(async (trx) => {
    const id = await accounts.consumeToken(trx, hashToken(input.id), 'reset_password', now);
    if (!id) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.resetLinkInvalid);
    const user = await accounts.findUserById(trx, id);
    await accounts.updateUser(trx, id, {
      password_hash: passwordHash,
      ...(user && !user.email_verified_at ? { email_verified_at: now } : {}),
    });
    await accounts.retireTokens(trx, id, 'reset_password', now);
    await ensureTrialMembership(deps, trx, id);
    return id;
  });
  await endAllSessions(deps, userId);
}

/** The id of the account of an email address (compared as the unique index does), if any. */
export async function accountIdByEmail(
  ctx: AppContext,
  email: string,
): Promise<string | undefined> {
  return (await accounts.findUserByEmail(ctx.database.db, email))?.id;
}
