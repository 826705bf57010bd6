import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '@yardstick/core/api-keys';
import * as service from './api-keys.service.ts';
import type { ApiKeysDeps, KeyOwner } from './api-keys.service.ts';

const tags = ['api keys'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The account's personal API keys (decision 0015; docs/http-api.md#api-keys). Access
 * `account`: any signed-in account, an expired membership too, so a key can always be revoked
 * and an operator's ingest keys do not depend on a paid membership. These routes are for the
 * signed-in person only: a key never manages keys (403 API_KEY_NOT_ALLOWED, `account` routes).
 * The accounts module registers them and gives `ownerOf`, the user of the request's session.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{
  deps: ApiKeysDeps;
  ownerOf: (request: FastifyRequest) => KeyOwner;
}> = async (app, { deps, ownerOf }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/api/account/api-keys',
    {
      schema: {
        tags,
        summary: 'Creates an API key; the answer is the only time the key is shown',
        description:
          'Scopes: `read` (the GET operations a member may call) and `listings:write` ' +
          '(operators only: 403 OPERATOR_REQUIRED otherwise). At most 20 live keys per ' +
          'account (409 API_KEY_LIMIT).',
        body: createApiKeyRequestSchema,
        response: { 201: createdApiKeySchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
      config: { access: 'account' },
    },
    async (request, reply) => {
      const created = await service.createKey(deps, ownerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/account/api-keys',
    {
      schema: {
        tags,
        summary: "The account's live API keys (never the keys themselves)",
        response: { 200: apiKeyListSchema, ...errors },
      },
      config: { access: 'account' },
    },
    (request) => service.listKeys(deps, ownerOf(request).id),
  );

  app.delete(
    '/api/account/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revokes an API key at once (404 for a key that is not yours)',
        params: apiKeyIdParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
      config: { access: 'account' },
    },
    async (request, reply) => {
      await service.revokeKey(deps, ownerOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
