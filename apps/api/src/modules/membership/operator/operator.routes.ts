import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorEndMembershipRequestSchema,
  operatorEndMembershipResponseSchema,
} from '@yardstick/core/membership/membership';
import type { MembershipDeps } from '../deps.ts';
import { errors } from '../route-schemas.ts';
import { endMembershipNow } from './operator.service.ts';

/**
 * The operator's membership commands, called by `npm run operator` with the operator token
 * (docs/http-api.md#operator-commands). They go through the running server because the
 * embedded database (PGlite) can be opened by one process only.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{ deps: MembershipDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/operator/memberships/end',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Ends a member's membership now (trial, paid periods, grace); payments and the auto debit stay",
        body: operatorEndMembershipRequestSchema,
        response: { 200: operatorEndMembershipResponseSchema, ...errors(400, 401, 404) },
      },
      config: { access: 'operator' },
    },
    async (request) => endMembershipNow(deps, request.body.email),
  );
};
