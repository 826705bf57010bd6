import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { AuthSession } from '../accounts/guards.ts';
import { callInProcess, type RawCall, type RouteTable, type ServedRoute } from './served-route.ts';
import type { CallRoute } from './tools.ts';

/**
 * How a tool reaches its route (decision 0025): in process, as the API key's session, through
 * the route's services and checks (the `/mcp` endpoint and `npm run mcp` on the local
 * database), or over HTTP with the key (`npm run mcp` against another Yardstick). A refusal
 * is a `RouteRefusal` carrying the API's status and error body either way.
 */
export class RouteRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string; errors?: unknown },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export function inProcess(ctx: AppContext, table: RouteTable, session: AuthSession): CallRoute {
  return async (route, call) => {
    try {
      return await callInProcess(ctx, table, session, route, call);
    } catch (error) {
      if (error instanceof AppError) {
        throw new RouteRefusal(error.status, {
          code: error.code,
          message: error.message,
          ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        });
      }
      throw error;
    }
  };
}

/** A JSON value as a query parameter: a list comma-separated. */
const asParam = (v: unknown) => (Array.isArray(v) ? v.map(String).join(',') : String(v));

function urlOf(baseUrl: string, route: ServedRoute, call: RawCall): string {
  let path = route.url;
  for (const [name, value] of Object.entries(call.params ?? {})) {
    path = path.replace(`:${name}`, encodeURIComponent(asParam(value)));
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, asParam(value));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

export function overHttp(baseUrl: string, apiKey: string, fetchImpl = globalThis.fetch): CallRoute {
  return async (route, call) => {
    const res = await fetchImpl(urlOf(baseUrl, route, call), {
      method: route.method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        accept: 'application/json',
        ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(route.method === 'POST' ? { body: JSON.stringify(call.body ?? {}) } : {}),
    });
    const body: unknown = await res.json().catch(() => ({}));
    if (!res.ok) {
      throw new RouteRefusal(res.status, typeof body === 'object' && body !== null ? body : {});
    }
    return body;
  };
}
