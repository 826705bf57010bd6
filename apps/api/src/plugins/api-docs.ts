import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE } from '../errors.ts';
import { accessNote, SECURITY_SCHEMES, securityOf } from './route-access.ts';

export const DOCS_PREFIX = '/api/docs';

/**
 * An operation's `operationId`, derived from its method and path so that it is stable while
 * the route stays (`GET /api/deals/{id}/pack.pdf` → `getDealsByIdPackPdf`).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      const parts = (param ? `by-${param[1]}` : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parts;
    });
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type JsonSchema = Record<string, unknown>;

/** The description of an error status: the catalogue's codes answered with it. */
function errorDescription(status: string): string | undefined {
  const codes = Object.entries(ERROR_CATALOGUE)
    .filter(([, entry]) => String(entry.status) === status)
    .map(([code]) => code);
  return codes.length ? `An error of the catalogue: ${codes.join(', ')}` : undefined;
}

/** Every response with a description: its own, or the catalogue codes of an error status. */
function described(
  responses: Record<string, JsonSchema> | undefined,
): Record<string, JsonSchema> | undefined {
  if (!responses) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => {
      const description = schema.description ?? errorDescription(status);
      return [status, description ? { ...schema, description } : schema];
    }),
  );
}

/**
 * A route whose successful answers are not JSON names their media types in its schema's
 * `produces` (`['application/pdf']`): its 2xx answers are documented with them, its errors
 * stay the catalogue's JSON.
 */
function withMediaTypes(
  responses: Record<string, JsonSchema> | undefined,
  produces: string[] | undefined,
): Record<string, JsonSchema> | undefined {
  if (!responses || !produces?.length) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => {
      if (!status.startsWith('2') || schema.type === 'null') return [status, schema];
      const { description, ...rest } = schema;
      const content = Object.fromEntries(produces.map((type) => [type, { schema: rest }]));
      return [status, { description: description ?? 'Default Response', content }];
    }),
  );
}

/**
 * OpenAPI 3.1 generated from the routes (decision 0026): the zod schemas give the parameters
 * and answers (JSON Schema 2020-12), each route's declared access (`config.access`) its
 * `security` and a line of its description, the error statuses its declaration implies are
 * added by app.ts (plugins/route-responses.ts), and its method and path its `operationId`.
 * UI at /api/docs, JSON at /api/docs/json.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Yardstick API',
        description:
          'The HTTP API of Yardstick. Errors use `{ message, code, errors? }` (every status an ' +
          'operation can answer is listed with it). State-changing requests need the header ' +
          '`X-Requested-With: yardstick`. Each operation names what it needs in `security` ' +
          '(none: public, and an API key sent to it is never refused; `session`: the session ' +
          'cookie, checked before anything else of the request; `apiKey`: a personal API key ' +
          'with the scope named, sent as `Authorization: Bearer ysk_...`).',
        version,
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config;
      const access = config?.access;
      if (!access) return transformed;
      const method = [input.route.method].flat()[0] ?? 'GET';
      const { produces, ...schema } = transformed.schema as JsonSchema & { produces?: string[] };
      const description = [schema.description, accessNote(access)].filter(Boolean).join('\n\n');
      return {
        ...transformed,
        schema: {
          ...schema,
          operationId:
            typeof schema.operationId === 'string'
              ? schema.operationId
              : operationIdOf(method, input.url),
          description,
          security: securityOf(access, method, config),
          response: withMediaTypes(
            described(schema.response as Record<string, JsonSchema>),
            produces,
          ),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
}
