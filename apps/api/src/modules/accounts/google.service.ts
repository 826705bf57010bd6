import { randomUUID } from 'node:crypto';
import { safeRedirectPath } from '@yardstick/core/accounts';
import { AppError } from '../../errors.ts';
import { OidcUnavailableError, type OidcIdentity } from '../../lib/oidc/oidc-provider.ts';
import * as accounts from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';
import { ensureTrialMembership } from './accounts.service.ts';
import type { AccountsDeps } from './deps.ts';
import * as sessions from './sessions.repository.ts';
import {
  forgetUser,
  startSession,
  type ClientInfo,
  type StartedSession,
} from './sessions.service.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';

/**
 * Google sign-in: OpenID Connect authorisation code with PKCE, state and nonce. The flow's
 * secrets stay on the server (oauth_flows, keyed by the SHA-256 of state); the browser
 * holds the state in an httpOnly cookie too, so a callback only completes in the browser
 * that started it. The account is found by Google subject, else linked or created by the
 * verified email address.
 */
const FLOW_TTL_MS = 10 * 60 * 1000;
export const GOOGLE_CALLBACK_PATH = '/google-callback';

function requireGoogle(deps: AccountsDeps) {
  if (!deps.google) throw new AppError('NOT_FOUND', 'Google sign-in is not configured');
  return deps.google;
}

function unavailable(err: unknown): never {
  if (err instanceof OidcUnavailableError) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is temporarily unavailable');
  }
  throw err;
}

export async function startGoogleSignIn(
  deps: AccountsDeps,
  redirect: string | undefined,
  origin: string,
): Promise<{ url: string; state: string }> {
  const google = requireGoogle(deps);
  const redirectUri = `${origin}${GOOGLE_CALLBACK_PATH}`;
  const started = await google.start(redirectUri).catch(unavailable);
  await sessions.insertOauthFlow(deps.ctx.database.db, {
    stateHash: hashToken(started.state),
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
    redirect: safeRedirectPath(redirect),
    redirectUri,
    expiresAt: new Date(deps.now().getTime() + FLOW_TTL_MS),
  });
  return { url: started.url.href, state: started.state };
}

function oauthFailed(deps: AccountsDeps, reason: string, err?: unknown): never {
  deps.log.warn({ reason, err }, 'Google sign-in refused');
  throw new AppError('OAUTH_FAILED');
}

function namesFrom(identity: OidcIdentity, email: string): { first: string; last: string } {
  const clip = (s: string) => s.slice(0, 100);
  if (identity.givenName) {
    return { first: clip(identity.givenName), last: clip(identity.familyName ?? '') };
  }
  if (identity.name) {
    const [first, ...rest] = identity.name.split(/\s+/);
    return { first: clip(first ?? email), last: clip(rest.join(' ')) };
  }
  return { first: clip(email.split('@')[0] ?? email), last: '' };
}

async function accountFor(deps: AccountsDeps, identity: OidcIdentity): Promise<UserRow> {
  const db = deps.ctx.database.db;
  const email = identity.email;
  if (!email || !identity.emailVerified) {
    oauthFailed(deps, 'the Google account has no verified email address');
  }
  const now = deps.now();
  const user = await db.transaction().execute(async (trx) => {
    const bySubject = await accounts.findUserByGoogleSubject(trx, identity.subject);
    if (bySubject) {
      await ensureTrialMembership(deps, trx, bySubject.id);
      return bySubject;
    }
    const byEmail = await accounts.findUserByEmail(trx, email);
    if (byEmail) {
      if (byEmail.google_subject && byEmail.google_subject !== identity.subject) {
        oauthFailed(deps, 'the email belongs to an account linked to another Google identity');
      }
      // Google has verified the address. A password set before the address was ever
      // verified came from whoever registered it, maybe not its owner: it is dropped.
      const wasVerified = byEmail.email_verified_at !== null;
      await accounts.updateUser(trx, byEmail.id, {
        google_subject: identity.subject,
        ...(wasVerified ? {} : { email_verified_at: now, password_hash: null }),
      });
      if (!wasVerified) await sessions.deleteUserSessions(trx, byEmail.id);
      await ensureTrialMembership(deps, trx, byEmail.id);
      return (await accounts.findUserById(trx, byEmail.id))!;
    }
    const names = namesFrom(identity, email);
    const created = await accounts.insertUser(trx, {
      id: randomUUID(),
      email,
      first_name: names.first,
      last_name: names.last,
      password_hash: null,
      email_verified_at: now,
      google_subject: identity.subject,
    });
    if (!created) oauthFailed(deps, 'a concurrent sign-in created the account');
    await ensureTrialMembership(deps, trx, created.id);
    return created;
  });
  // Linked, verified, a trial started or the old sessions ended: nothing cached of it stays.
  await forgetUser(deps, user.id);
  return user;
}

export async function finishGoogleSignIn(
  deps: AccountsDeps,
  query: { code: string; state: string; iss?: string | undefined },
  cookieState: string | undefined,
  client: ClientInfo,
  previousToken?: string,
): Promise<StartedSession & { redirect: string }> {
  const google = requireGoogle(deps);
  if (!cookieState || !safeEqual(cookieState, query.state)) {
    oauthFailed(deps, 'the state does not match the one this browser started with');
  }
  const flow = await sessions.takeOauthFlow(
    deps.ctx.database.db,
    hashToken(query.state),
    deps.now(),
  );
  if (!flow) oauthFailed(deps, 'unknown, used or expired state');
  const callbackUrl = new URL(flow.redirect_uri);
  callbackUrl.searchParams.set('code', query.code);
  callbackUrl.searchParams.set('state', query.state);
  if (query.iss) callbackUrl.searchParams.set('iss', query.iss);
  let identity: OidcIdentity;
  try {
    identity = await google.finish(callbackUrl, {
      state: query.state,
      nonce: flow.nonce,
      codeVerifier: flow.code_verifier,
    });
  } catch (err) {
    if (err instanceof OidcUnavailableError) unavailable(err);
    oauthFailed(deps, 'the identity provider refused the code or the ID token', err);
  }
  const user = await accountFor(deps, identity);
  const started = await startSession(deps, user, false, client, previousToken);
  return { ...started, redirect: safeRedirectPath(flow.redirect) };
}
