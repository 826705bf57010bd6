import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { accessNote, SECURITY_SCHEMES, securityOf } from './route-access.ts';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes: the zod schemas give the parameters and answers, each
 * route's declared access (`config.access`) its `security` and a line of its description.
 * UI at /api/docs, JSON at /api/docs/json.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Yardstick API',
        description:
          'The HTTP API of Yardstick. Errors use `{ message, code, errors? }`. State-changing ' +
          'requests need the header `X-Requested-With: yardstick`. Each operation names what it ' +
          'needs in `security` (none: public; `session`: the session cookie, checked before ' +
          'anything else of the request; `apiKey`: a personal API key with the scope named, ' +
          'sent as `Authorization: Bearer ysk_...`).',
        version,
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config;
      const access = config?.access;
      if (!access) return transformed;
      const method = [input.route.method].flat()[0] ?? 'GET';
      const schema = transformed.schema as Record<string, unknown>;
      const description = [schema.description, accessNote(access)].filter(Boolean).join('\n\n');
      return {
        ...transformed,
        schema: { ...schema, description, security: securityOf(access, method, config) },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
}
