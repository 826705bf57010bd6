import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetLinkStatusQuerySchema,
  resetLinkStatusSchema,
  resetPasswordRequestSchema,
} from '@yardstick/core/accounts';
import * as service from './accounts.service.ts';
import { LIMITS, perAddress, publicPerAccount, requestField } from './rate-limits.ts';
import { captchaProof, errors, tags, type RouteKit } from './route-kit.ts';

/**
 * A forgotten password: the emailed reset link, whether it can still be used, and the new
 * password (accounts.routes.ts registers it).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ kit: RouteKit }> = async (
  app,
  { kit },
) => {
  const { deps, mailBase } = kit;
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
};
