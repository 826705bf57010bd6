import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync } from 'fastify';
import { linkBase } from '@yardstick/core/app-links';
import type { AppContext } from '../../context.ts';
import { publicOrigin, sessionOf } from '../accounts/guards.ts';
import { createYardstickMcpServer } from './mcp-server.ts';
import { mcpHelpPage } from './mcp-help-page.ts';
import { inProcess } from './runners.ts';
import { checkServedRoutes, type RouteTable } from './served-route.ts';
import { SERVED } from './served-routes.ts';

const METHOD_NOT_ALLOWED = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed: this MCP server is stateless, POST only' },
  id: null,
};

const MCP_GET_MESSAGE =
  "Method not allowed: this is Yardstick's MCP endpoint (streamable HTTP, stateless, no SSE " +
  'stream): POST JSON-RPC requests with Authorization: Bearer <a Yardstick API key with the ' +
  'read scope> (made under API keys in the app); docs/mcp.md';

/**
 * `/mcp`: the MCP server over streamable HTTP (docs/mcp.md, decision 0025), stateless (each
 * POST is answered with JSON by a server made for it), authenticated by a personal API key
 * with the `read` scope (`{ key: 'read' }`: 401 without a key or with a revoked one, each
 * with `WWW-Authenticate: Bearer`; the key's rate limit, counted once per MCP request). Each
 * tool calls its route's service in process as the key's session, checked against the
 * route's own access declaration, so it answers what the API answers that key.
 */
export const mcpRoutes: FastifyPluginAsync<{ ctx: AppContext; routes: RouteTable }> = async (
  app,
  { ctx, routes },
) => {
  app.addHook('onReady', async () => checkServedRoutes(routes, Object.values(SERVED)));
  // A 401 names the scheme and the realm (RFC 6750 section 3, which MCP's authorization asks
  // of a protected resource); a key that was sent but is unknown or revoked is
  // error="invalid_token". No OAuth metadata is served, so no resource_metadata is named.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 401) return payload;
    const realm = `Bearer realm="${new URL(publicOrigin(ctx.config, request)).host}/mcp"`;
    const invalid =
      typeof payload === 'string' && payload.includes('API_KEY_INVALID')
        ? ', error="invalid_token", error_description="The API key is unknown or revoked"'
        : '';
    reply.header('www-authenticate', `${realm}${invalid}`);
    return payload;
  });
  app.post(
    '/mcp',
    { schema: { hide: true }, config: { access: { key: 'read' } } },
    async (request, reply) => {
      const callRoute = inProcess(ctx, routes, sessionOf(request));
      const server = createYardstickMcpServer(callRoute, ctx.config.version);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );
  // GET: MCP's streamable HTTP transport lets a server without an SSE stream answer 405 to
  // its clients (spec 2025-06-18, "Listening for Messages from the Server"), which they ask
  // with `Accept: text/event-stream`; the body says what the endpoint is. A browser (it asks
  // for text/html) gets a page explaining how to connect an assistant (issue 40 item 12).
  // Public: neither answer says anything about a key or its user.
  app.get(
    '/mcp',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      const accept = request.headers.accept ?? '';
      const base = linkBase(ctx.config.PUBLIC_URL, request);
      if (accept.includes('text/html') && !accept.includes('text/event-stream')) {
        return reply.type('text/html; charset=utf-8').send(mcpHelpPage(base));
      }
      return reply
        .code(405)
        .header('allow', 'POST')
        .send({
          ...METHOD_NOT_ALLOWED,
          error: { ...METHOD_NOT_ALLOWED.error, message: MCP_GET_MESSAGE },
        });
    },
  );
  app.route({
    method: 'DELETE',
    url: '/mcp',
    schema: { hide: true },
    config: { access: { key: 'read' } },
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send(METHOD_NOT_ALLOWED),
  });
};
