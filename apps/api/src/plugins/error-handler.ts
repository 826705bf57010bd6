import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@yardstick/core/api-error';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from '../errors.ts';

/** Fastify's own client errors, mapped onto the catalogue with messages safe to show. */
function fastifyClientError(err: FastifyError): { code: ErrorCode; message: string } | undefined {
  const status = err.statusCode ?? 500;
  if (status >= 500) return undefined;
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.message };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: ERROR_CATALOGUE.UNSUPPORTED_MEDIA_TYPE.message,
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'VALIDATION_FAILED', message: 'The request body is empty' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' };
    default:
      if (status === 404) return { code: 'NOT_FOUND', message: ERROR_CATALOGUE.NOT_FOUND.message };
      if (status === 429)
        return { code: 'RATE_LIMITED', message: ERROR_CATALOGUE.RATE_LIMITED.message };
      if (status === 400 || err instanceof SyntaxError)
        return { code: 'VALIDATION_FAILED', message: 'The request is not valid' };
      return undefined;
  }
}

/**
 * The one error handler: every failure becomes the api.md error shape. Validation errors
 * name their fields; anything unexpected is logged with its request id and answered as a
 * plain 500 carrying that id, never the stack, SQL or internal message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(err.validationContext ?? 'request');
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const body: ApiError = {
        code: 'VALIDATION_FAILED',
        message: `Invalid ${Object.keys(errors).join(', ')}`,
        errors,
      };
      return reply.status(400).send(body);
    }
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'application error');
      const body: ApiError = {
        code: err.code,
        message: err.message,
        ...(err.fieldErrors ? { errors: err.fieldErrors } : {}),
        ...(err.status >= 500 ? { requestId: request.id } : {}),
      };
      return reply.status(err.status).send(body);
    }
    const client = fastifyClientError(err);
    if (client) {
      const status = ERROR_CATALOGUE[client.code].status;
      return reply.status(status).send({ code: client.code, message: client.message });
    }
    request.log.error({ err }, 'unhandled error');
    const body: ApiError = {
      code: 'INTERNAL',
      message: ERROR_CATALOGUE.INTERNAL.message,
      requestId: request.id,
    };
    return reply.status(500).send(body);
  });
}
