import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@yardstick/core/api-error';
import { isDatabaseUnavailable } from '@yardstick/db/connection-errors';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from '../errors.ts';

const BAD_REQUEST_MESSAGE = 'The request is not valid';

/** Seconds a client is told to wait when the database cannot be reached (a restart's span). */
export const DATABASE_RETRY_AFTER_S = 5;

/** Other client errors of Fastify and its plugins, by status, with the catalogue's message. */
const BY_STATUS: Partial<Record<number, ErrorCode>> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Fastify's own client errors, mapped onto the catalogue with messages safe to show. */
function fastifyClientError(err: FastifyError): { code: ErrorCode; message: string } | undefined {
  const status = err.statusCode ?? 500;
  if (status >= 500) return undefined;
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.message };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: ERROR_CATALOGUE.UNSUPPORTED_MEDIA_TYPE.message,
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'VALIDATION_FAILED', message: 'The request body does not match its length' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'VALIDATION_FAILED', message: 'The request body is empty' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' };
    default: {
      const code = BY_STATUS[status];
      if (code) return { code, message: ERROR_CATALOGUE[code].message };
      if (status === 400 || err instanceof SyntaxError)
        return { code: 'VALIDATION_FAILED', message: BAD_REQUEST_MESSAGE };
      return undefined;
    }
  }
}

/**
 * The one error handler: every failure becomes the error shape of docs/http-api.md#errors. Validation errors
 * name their fields; anything unexpected is logged with its request id and answered as a
 * plain 500 carrying that id, never the stack, SQL or internal message; a database that cannot
 * be reached is a 503 DATABASE_UNAVAILABLE with Retry-After instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // An outage fails every request: its log is one line per ten seconds, with the count since.
  let lastOutageLog = -Infinity;
  let unlogged = 0;
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
    if (isDatabaseUnavailable(err)) {
      // The server is down, restarting or cut the connection: the pool reconnects on the next
      // query by itself, so the client is told to retry (docs/deployment.md#faults-measured).
      unlogged += 1;
      if (Date.now() - lastOutageLog >= 10_000) {
        lastOutageLog = Date.now();
        request.log.warn(
          { err: { message: err.message, code: err.code }, requests: unlogged },
          'database unavailable: answering 503 (requests since the last such line)',
        );
        unlogged = 0;
      }
      const body: ApiError = {
        code: 'DATABASE_UNAVAILABLE',
        message: ERROR_CATALOGUE.DATABASE_UNAVAILABLE.message,
        requestId: request.id,
      };
      return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_S).send(body);
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

/**
 * Fastify's `frameworkErrors` option: failures of the router before any route, hook or error
 * handler runs (a URL that does not decode, a path parameter over `maxParamLength`). Left to
 * Fastify they answer its own shape with the address echoed; here they answer the
 * catalogue's, with the request id (no onRequest hook has run to set it).
 */
export function frameworkErrors(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  let code: ErrorCode;
  let message: string;
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    code = 'URI_TOO_LONG';
    message = ERROR_CATALOGUE.URI_TOO_LONG.message;
  } else if (err.code === 'FST_ERR_BAD_URL') {
    code = 'VALIDATION_FAILED';
    message = BAD_REQUEST_MESSAGE;
  } else {
    request.log.error({ err }, 'router error');
    code = 'INTERNAL';
    message = ERROR_CATALOGUE.INTERNAL.message;
  }
  const body: ApiError = {
    code,
    message,
    ...(code === 'INTERNAL' ? { requestId: request.id } : {}),
  };
  void reply
    .code(ERROR_CATALOGUE[code].status)
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/**
 * Fastify's `clientErrorHandler` option: requests Node's HTTP parser refuses (malformed,
 * headers over the limit, too slow) never become requests; the answer is written straight
 * to the socket, in the catalogue's shape.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'REQUEST_TIMEOUT'
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? 'HEADERS_TOO_LARGE'
        : 'VALIDATION_FAILED';
  const message =
    code === 'VALIDATION_FAILED' ? BAD_REQUEST_MESSAGE : ERROR_CATALOGUE[code].message;
  const body = JSON.stringify({ code, message } satisfies ApiError);
  const status = ERROR_CATALOGUE[code].status;
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
