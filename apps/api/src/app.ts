import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { appJobs } from './jobs/app-jobs.ts';
import { jobRunStore } from './jobs/job-runs.repository.ts';
import { registerJobs } from './jobs/jobs.plugin.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { createJobRegistry, type JobRegistry } from './jobs/registry.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { loggerOptions } from './lib/logger.ts';
import { isSandbox } from './lib/payments/create-provider.ts';
import { preferencesRoutes } from './modules/preferences/preferences.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { registerAccounts } from './modules/accounts/accounts.routes.ts';
import { ingestRoutes } from './modules/ingest/ingest.routes.ts';
import { mcpRoutes } from './modules/mcp/mcp.routes.ts';
import type { RouteTable } from './modules/mcp/mcp.public.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { dealsRoutes } from './modules/deals/deals.routes.ts';
import { aggregatesRoutes } from './modules/aggregates/aggregates.routes.ts';
import { calculatorRoutes } from './modules/calculator/calculator.routes.ts';
import { exportRoutes } from './modules/export/export.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { sandboxRoutes } from './modules/membership/checkout/sandbox.routes.ts';
import {
  createMembershipDeps,
  type MembershipDeps,
} from './modules/membership/membership.public.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { operatorRoutes } from './modules/membership/operator/operator.routes.ts';
import { webhookRoutes } from './modules/membership/provider-events/webhook.routes.ts';
import { ploRoutes } from './modules/plo/plo.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { analyseRoutes } from './modules/analyse/analyse.routes.ts';
import { DOCS_PREFIX, registerApiDocs } from './plugins/api-docs.ts';
import { registerMedia } from './plugins/media.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
} from './plugins/error-handler.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { declareErrorResponses } from './plugins/route-responses.ts';
import { createSessionCache, toSessionResponse } from './modules/accounts/guards.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { DEFAULT_WEB_DIST, registerWebApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  /** Extra plugins registered after the modules (tests use it to add probe routes). */
  plugins?: FastifyPluginAsync[];
  /** Filled with every /api route's declaration (the MCP tools of `npm run mcp` use it). */
  routes?: RouteTable;
  /**
   * Start the job registry's periodic jobs (src/jobs) once the app is ready: the server does;
   * tests that build the app do not. The triggered jobs (the derive after pushes) run anyway.
   */
  jobs?: boolean;
}

/** Paid membership: its routes (the sandbox's hosted page with the sandbox). */
async function registerMembership(app: FastifyInstance, deps: MembershipDeps): Promise<void> {
  app.addHook('onClose', async () => deps.mailer.close());
  await app.register(membershipRoutes, { deps });
  if (isSandbox(deps.provider)) await app.register(sandboxRoutes(deps.provider), { deps });
  await app.register(webhookRoutes, { deps });
  await app.register(operatorRoutes, { deps });
}

/**
 * The job registry (src/jobs): every background job of the process, declared in
 * `jobs/app-jobs.ts`, handed to the app (`app.jobs`), its periodic jobs started when the app
 * is built with `jobs: true`, all stopped when it closes; the operator's list of them.
 */
async function registerJobRegistry(
  app: FastifyInstance,
  ctx: AppContext,
  registry: JobRegistry,
  start: boolean,
): Promise<void> {
  registerJobs(app, registry, start);
  await app.register(jobsRoutes, { ctx, registry });
}

/**
 * Every /api route must declare a schema (validation and the OpenAPI document depend on it)
 * and its access (plugins/route-access.ts: the access hook and the document's security);
 * its responses are completed with the error statuses its declaration implies
 * (plugins/route-responses.ts).
 */
function requireSchemasAndAccess(app: FastifyInstance, routes: RouteTable): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return;
    for (const method of [route.method].flat()) {
      routes.set(`${method} ${route.url}`, { method, schema: route.schema, config: route.config });
    }
    if (!route.schema) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no schema`);
    }
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
    declareErrorResponses(route);
  });
}

/** Builds the Fastify instance with every plugin and route. It does not listen. */
export async function buildApp(
  given: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config } = given;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Router and HTTP-parser failures answer the catalogue shape too (plugins/error-handler).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // One cache of sessions per app (decision 0021), closed with it; every module's services
  // get it in their context and drop what their writes change.
  const sessions =
    given.sessions ??
    createSessionCache({
      seconds: config.SESSION_CACHE_SECONDS,
      redisUrl: config.REDIS_URL,
      log: app.log,
    });
  // The job registry's triggers, for the modules whose writes ask for a job (the ingest's
  // derive); the registry is made below, once the jobs' dependencies are.
  const ctx: AppContext = {
    ...given,
    sessions,
    jobs: { trigger: (name) => registry.trigger(name) },
  };
  app.addHook('onClose', () => sessions.close());
  const membership = createMembershipDeps(ctx, app.log);
  const registry = createJobRegistry(appJobs(ctx, app.log, { membership }), {
    store: jobRunStore(ctx.database.db),
    log: app.log,
    process: `${hostname()}:${process.pid}`,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  // Every /api route's declaration, by 'METHOD url': the MCP tools serve routes from it.
  const routes: RouteTable = options.routes ?? new Map();
  requireSchemasAndAccess(app, routes);

  await registerSecurityHeaders(app, config.MAP_TILE_URL);
  await app.register(cookie, { secret: config.SESSION_SECRET });
  registerCsrfGuard(app, config.PUBLIC_URL);
  await registerRateLimit(app, config.REDIS_URL);
  await registerApiDocs(app, config.version);

  // Accounts first: its session lookup and access hook serve every module's declared access.
  await registerAccounts(app, ctx);
  await app.register(healthRoutes, { ctx });
  await app.register(calculatorRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(locationsRoutes, { ctx });
  await app.register(aggregatesRoutes, { ctx });
  await app.register(favouritesRoutes, { ctx });
  await app.register(propertiesRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
  await app.register(reportsRoutes, { ctx });
  await app.register(preferencesRoutes, { ctx });
  await registerMembership(app, membership);
  await app.register(ploRoutes, { ctx });
  await app.register(feedsRoutes, { ctx });
  await app.register(ingestRoutes, { ctx });
  await app.register(mcpRoutes, { ctx, routes });
  await app.register(alertsRoutes, { ctx });
  await app.register(analyseRoutes, { ctx });
  await app.register(dealsRoutes, { ctx });
  await registerJobRegistry(app, ctx, registry, options.jobs === true);
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  await registerMedia(app, config.DATA_DIR);
  // The page's HTML carries the session of its cookie (as GET /api/session answers it), so the
  // app's first render knows who is signed in; a request with an API key is left to ask.
  await registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, async (request) => {
    if (request.headers.authorization) return undefined;
    const session = await request.getSession();
    return session ? toSessionResponse(session.user, session) : null;
  });
  return app;
}
