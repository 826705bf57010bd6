import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authConfigResponseSchema } from '@yardstick/core/accounts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { apiKeysRoutes } from '../api-keys/api-keys.public.ts';
import { createAccountsDeps, type AccountsDeps } from './deps.ts';
import { googleRoutes } from './google.routes.ts';
import { registerSessionSupport, sessionOf } from './guards.ts';
import { prepareDummyHash } from './passwords.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { LIMITS, perAddress } from './rate-limits.ts';
import { registrationRoutes } from './registration.routes.ts';
import { errors, routeKit, tags } from './route-kit.ts';
import { signInRoutes } from './sign-in.routes.ts';

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

/**
 * The account endpoints, by concern: signing in and out (sign-in.routes.ts), what the account
 * forms read (below), registering (registration.routes.ts), a forgotten password
 * (password-reset.routes.ts) and Google sign-in (google.routes.ts).
 */
const accountsRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { config } = deps.ctx;
  // Sessions, sign-in and the emailed links' answers are never stored by a browser or proxy,
  // failures included (this plugin's routes only).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const kit = routeKit(app, deps);
  await app.register(signInRoutes, { kit });

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

  await app.register(registrationRoutes, { kit });
  await app.register(passwordResetRoutes, { kit });
  await app.register(googleRoutes, { kit });
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
  await app.register(apiKeysRoutes, { deps, ownerOf: (request) => sessionOf(request).user });
}
