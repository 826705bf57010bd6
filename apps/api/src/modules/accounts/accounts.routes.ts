import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfigResponseSchema,
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  forgotPasswordRequestSchema,
  googleCallbackQuerySchema,
  googleCallbackResponseSchema,
  googleStartQuerySchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetLinkStatusQuerySchema,
  resetLinkStatusSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  verifyEmailQuerySchema,
} from '@yardstick/core/accounts';
import { apiErrorSchema } from '@yardstick/core/api-error';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import * as service from './accounts.service.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import {
  clearOauthStateCookie,
  clearSessionCookie,
  OAUTH_STATE_COOKIE,
  SESSION_COOKIE,
  setOauthStateCookie,
  setSessionCookie,
} from './cookies.ts';
import { createAccountsDeps, type AccountsDeps } from './deps.ts';
import { finishGoogleSignIn, startGoogleSignIn } from './google.service.ts';
import { registerSessionSupport, sessionOf } from './guards.ts';
import { emailBaseUrl } from '../../lib/mail/base-url.ts';
import { publicOrigin, secureCookies } from './origin.ts';
import { prepareDummyHash } from './passwords.ts';
import {
  LIMITS,
  perAccount,
  perAddress,
  perFailure,
  publicPerAccount,
  requestField,
} from './rate-limits.ts';
import * as sessions from './sessions.service.ts';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    number,
    typeof apiErrorSchema
  >;

const altchaChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  })
  .meta({ id: 'AltchaChallenge' });

function client(request: FastifyRequest): sessions.ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

function captchaProof(request: FastifyRequest, token: string | undefined): service.CaptchaProof {
  return { token, remoteIp: request.ip };
}

const tags = ['accounts'];

const accountsRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { config } = deps.ctx;
  // Sessions, sign-in and the emailed links' answers are never stored by a browser or proxy,
  // failures included (this plugin's routes only).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const secure = (request: FastifyRequest) => secureCookies(config, request);
  const origin = (request: FastifyRequest) => publicOrigin(config, request);
  // The emails' links: the one base of every email (lib/mail/base-url.ts). A Host that is not
  // this machine still gets 421 without PUBLIC_URL: that deployment must say its address.
  const mailBase = (request: FastifyRequest) => {
    origin(request);
    return emailBaseUrl(config);
  };
  // Wrong passwords at sign-in and at resend share one count, per address and per account.
  const passwordFailures = perFailure(
    app,
    'password',
    LIMITS.passwordFailures,
    requestField('body', 'loginId'),
  );
  async function countingFailures<T>(request: FastifyRequest, attempt: () => Promise<T>) {
    try {
      return await attempt();
    } catch (err) {
      if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
        await passwordFailures.record(request);
      }
      throw err;
    }
  }

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password; sets the session cookie',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errors(400, 401, 403, 429) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.login.ip) },
      preHandler: passwordFailures.check,
    },
    async (request, reply) => {
      const started = await countingFailures(request, () =>
        sessions.login(deps, request.body, client(request), request.cookies[SESSION_COOKIE]),
      );
      setSessionCookie(reply, started.token, {
        remember: started.remember,
        secure: secure(request),
      });
      return started.session;
    },
  );

  app.get(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the server session and clears the cookie (needs the CSRF header)',
        response: { 204: z.null().meta({ description: 'Signed out: no body' }) },
      },
      // A GET (kept for existing clients, docs/http-api.md#sessions-and-csrf) that changes state: the CSRF guard applies as to a POST.
      config: { access: 'public', apiKeys: false, stateChanging: true },
    },
    async (request, reply) => {
      await sessions.logout(deps, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, secure(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, permission attributes, allowed paths and membership',
        response: { 200: sessionResponseSchema, ...errors(401) },
      },
      config: { access: 'account' },
    },
    async (request) => {
      const session = sessionOf(request);
      return sessions.toSessionResponse(session.user, session);
    },
  );

  app.get(
    '/api/auth/config',
    {
      schema: {
        tags,
        summary: 'Which captcha the account forms use and whether Google sign-in is offered',
        response: { 200: authConfigResponseSchema },
      },
      config: { access: 'public', apiKeys: false },
    },
    async () => ({ captchaProvider: config.CAPTCHA_PROVIDER, googleEnabled: !!deps.google }),
  );

  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags,
        summary: 'An ALTCHA proof-of-work challenge for the captcha widget',
        response: { 200: altchaChallengeSchema, ...errors(404, 429) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.captcha.ip) },
    },
    async () => {
      if (deps.captcha.provider !== 'altcha') {
        throw new AppError('NOT_FOUND', 'This server does not use ALTCHA');
      }
      return deps.captcha.createChallenge();
    },
  );

  app.post(
    '/api/register/user',
    {
      schema: {
        tags,
        summary: 'Register; sends the verification email',
        body: registerRequestSchema,
        response: { 201: messageResponseSchema, ...errors(400, 409, 421, 429) },
      },
      ...publicPerAccount(app, 'register', LIMITS.register, requestField('body', 'emailId')),
    },
    async (request, reply) => {
      const { emailId } = await service.register(
        deps,
        request.body,
        captchaProof(request, request.body.captchaToken),
        mailBase(request),
      );
      return reply.status(201).send({
        message: `Thank you for registering. A verification email has been sent to ${emailId}`,
      });
    },
  );

  app.post(
    '/api/register/resend',
    {
      schema: {
        tags,
        summary: 'Send the verification email again (needs the password)',
        body: resendVerificationRequestSchema,
        response: { 202: messageResponseSchema, ...errors(400, 401, 421, 429) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.resend.ip) },
      preHandler: [
        passwordFailures.check,
        perAccount(app, 'resend', LIMITS.resend.account, requestField('body', 'loginId')),
      ],
    },
    async (request, reply) => {
      await countingFailures(request, () =>
        service.resendVerification(deps, request.body, mailBase(request)),
      );
      return reply.status(202).send({
        message: 'If your email address still needs verifying, a new link is on its way',
      });
    },
  );

  app.get(
    '/api/validate/email',
    {
      schema: {
        tags,
        summary: 'Whether an email address is already registered',
        querystring: checkEmailQuerySchema,
        response: { 200: checkEmailResponseSchema, ...errors(400, 429) },
      },
      ...publicPerAccount(app, 'email-check', LIMITS.emailCheck, requestField('query', 'emailId')),
    },
    async (request) => {
      return service.checkEmail(
        deps,
        request.query.emailId,
        captchaProof(request, request.query.captchaToken),
      );
    },
  );

  app.get(
    '/api/validate/registration/email',
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the token from the emailed link',
        querystring: verifyEmailQuerySchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.verifyEmail.ip) },
    },
    async (request) => {
      await service.verifyEmail(deps, request.query.token);
      return { message: 'Email validated successfully. Please login to continue' };
    },
  );

  app.post(
    '/api/forgot/password/email',
    {
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the email exists)',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, ...errors(400, 421, 429) },
      },
      ...publicPerAccount(app, 'forgot', LIMITS.forgot, requestField('body', 'emailId')),
    },
    async (request, reply) => {
      await service.forgotPassword(
        deps,
        request.body.emailId,
        captchaProof(request, request.body.captchaToken),
        mailBase(request),
      );
      return reply.status(202).send({
        message: `Password reset link has been sent to ${request.body.emailId}`,
      });
    },
  );

  app.get(
    '/api/reset/password/status',
    {
      schema: {
        tags,
        summary:
          'Whether a password reset link can still be used (usable, used or replaced, expired, ' +
          'unknown), without using it',
        querystring: resetLinkStatusQuerySchema,
        response: { 200: resetLinkStatusSchema, ...errors(400, 429) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.resetStatus.ip) },
    },
    async (request) => ({ state: await service.resetLinkState(deps, request.query.id) }),
  );

  app.post(
    '/api/reset/password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the emailed link',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
      },
      ...publicPerAccount(app, 'reset', LIMITS.reset, requestField('body', 'id')),
    },
    async (request) => {
      await service.resetPassword(
        deps,
        request.body,
        captchaProof(request, request.body.captchaToken),
      );
      return { message: 'Password reset successfully' };
    },
  );

  app.get(
    '/api/oauth/google',
    {
      schema: {
        tags,
        summary: 'Start Google sign-in: redirects to Google (OIDC with PKCE, state and nonce)',
        querystring: googleStartQuerySchema,
        response: {
          302: z.null().meta({ description: "To Google's sign-in page (the Location header)" }),
          ...errors(404, 421, 429, 503),
        },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.google.ip) },
    },
    async (request, reply) => {
      const started = await startGoogleSignIn(deps, request.query.redirect, origin(request));
      setOauthStateCookie(reply, started.state, secure(request));
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/api/oauth/google-callback',
    {
      schema: {
        tags,
        summary: 'Finish Google sign-in: sets the session cookie, answers where to go next',
        querystring: googleCallbackQuerySchema,
        response: { 200: googleCallbackResponseSchema, ...errors(400, 404, 429, 503) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.google.ip) },
    },
    async (request, reply) => {
      clearOauthStateCookie(reply, secure(request));
      const done = await finishGoogleSignIn(
        deps,
        request.query,
        request.cookies[OAUTH_STATE_COOKIE],
        client(request),
        request.cookies[SESSION_COOKIE],
      );
      setSessionCookie(reply, done.token, { remember: false, secure: secure(request) });
      return { redirect: done.redirect };
    },
  );
};

/**
 * Accounts and access: session lookup on every request, the hook that enforces every
 * route's declared access (guards.ts) and the account endpoints. Register it before the
 * other modules.
 */
export async function registerAccounts(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = createAccountsDeps(ctx, app.log);
  registerSessionSupport(app, deps);
  app.addHook('onClose', async () => deps.mailer.close());
  void prepareDummyHash();
  await app.register(accountsRoutes, { deps });
  await app.register(apiKeysRoutes, { deps });
}
