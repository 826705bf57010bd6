import type { FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, invalid } from '../../errors.ts';
import { admitKeyCall, type AuthSession } from '../accounts/guards.ts';

/**
 * An HTTP route as an MCP tool serves it (decision 0025): its id (`METHOD url`, the url as
 * Fastify declares it), the very zod schemas the route declares (checked against the route
 * table when the app is ready: `checkServedRoutes`), and the service call its handler makes.
 * A call in process is judged as the route judges a request: the route's own access
 * declaration for the API key's session (`admitKeyCall`), its params, query and body schemas
 * (400 VALIDATION_FAILED naming the fields), its service, its response schema.
 */
export interface RouteDeclaration {
  method: string;
  schema?: FastifySchema | undefined;
  config?: RouteOptions['config'];
}
/** Every /api route's declaration by id (app.ts fills it as the routes register). */
export type RouteTable = Map<string, RouteDeclaration>;

/** A tool's arguments split by where the route takes them. */
export interface RawCall {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface ServedRoute {
  id: string;
  method: 'GET' | 'POST';
  url: string;
  params: z.ZodType | undefined;
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
  /** The success status and its response schema. */
  status: 200 | 201;
  response: z.ZodType;
  /** Runs the call in process: validation, the service, the response schema; JSON out. */
  run(ctx: AppContext, call: RawCall, session: AuthSession): Promise<unknown>;
}

interface Parts<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

/** The route's zod issues as the error handler answers them: a message per field. */
function refused(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    errors[field] ??= issue.message;
  }
  return invalid(errors, `Invalid ${Object.keys(errors).join(', ')}`);
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T | undefined {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw refused(parsed.error);
  return parsed.data;
}

/** A path parameter given as a number (an id) is the same id as its decimal string. */
const asText = (params: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]),
  );

/**
 * A served route. `serve` is the service call of the route's handler, given the parsed
 * params, query and body and the session the call acts for.
 */
export function servedRoute<P = undefined, Q = undefined, B = undefined>(def: {
  method: 'GET' | 'POST';
  url: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  status?: 200 | 201;
  response: z.ZodType;
  serve(ctx: AppContext, input: Parts<P, Q, B>, session: AuthSession): Promise<unknown>;
}): ServedRoute {
  const { method, url, response } = def;
  return {
    id: `${method} ${url}`,
    method,
    url,
    params: def.params,
    query: def.query,
    body: def.body,
    status: def.status ?? 200,
    response,
    async run(ctx, call, session) {
      const input = {
        params: parse(def.params, asText(call.params)),
        query: parse(def.query, call.query),
        body: parse(def.body, call.body),
      } as Parts<P, Q, B>;
      const answer = response.parse(await def.serve(ctx, input, session));
      return JSON.parse(JSON.stringify(answer));
    },
  };
}

/**
 * Fails unless every served route is declared with the very schemas the tool derives from
 * (no twin), and finds its access declaration: called when the app is ready.
 */
export function checkServedRoutes(table: RouteTable, routes: readonly ServedRoute[]): void {
  for (const route of routes) {
    const declared = table.get(route.id);
    if (!declared) throw new Error(`MCP: no route ${route.id}`);
    const schema: FastifySchema = declared.schema ?? {};
    const response: unknown = schema.response;
    const same =
      schema.params === route.params &&
      schema.querystring === route.query &&
      schema.body === route.body &&
      typeof response === 'object' &&
      response !== null &&
      Object.entries(response).some(([s, r]) => s === String(route.status) && r === route.response);
    if (!same) throw new Error(`MCP: ${route.id} is not served with the route's own schemas`);
    if (!declared.config?.access) throw new Error(`MCP: ${route.id} declares no access`);
  }
}

/** A call of a served route in process, as the API key's session, checked as the route is. */
export async function callInProcess(
  ctx: AppContext,
  table: RouteTable,
  session: AuthSession,
  route: ServedRoute,
  call: RawCall,
): Promise<unknown> {
  const declared = table.get(route.id);
  if (!declared?.config) throw new AppError('NOT_FOUND');
  admitKeyCall(session, { method: route.method, config: declared.config });
  return route.run(ctx, call, session);
}
