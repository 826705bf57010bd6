import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailQuerySchema,
} from '@yardstick/core/accounts';
import * as service from './accounts.service.ts';
import { LIMITS, perAccount, perAddress, publicPerAccount, requestField } from './rate-limits.ts';
import { captchaProof, errors, tags, type RouteKit } from './route-kit.ts';

/**
 * Registering: the account, its verification email (sent again on request), whether an email
 * is taken, and the emailed link that confirms the address (accounts.routes.ts registers it).
 */
export const registrationRoutes: FastifyPluginAsyncZod<{ kit: RouteKit }> = async (
  app,
  { kit },
) => {
  const { deps, mailBase, passwordFailures, countingFailures } = kit;
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
};
