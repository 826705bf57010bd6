import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync } from 'fastify';
import { createYardstickClient } from '@yardstick/client/client';
import { bearerApiKey } from '@yardstick/core/api-keys';
import type { AppContext } from '../../context.ts';
import { injectFetch } from './inject-fetch.ts';
import { createYardstickMcpServer } from './mcp-server.ts';

/** The origin the MCP server's own API calls name (answered in process, never resolved). */
const SELF = 'http://yardstick.internal';

const METHOD_NOT_ALLOWED = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed: this MCP server is stateless, POST only' },
  id: null,
};

/**
 * `/mcp`: the MCP server over streamable HTTP (docs/mcp.md), stateless (each POST is
 * answered with JSON by a server made for it), authenticated by a personal API key with the
 * `read` scope (`{ key: 'read' }`: 401 without a key or with a revoked one, the key's rate
 * limit). Each tool calls the API in process with the same key, so it answers what the API
 * answers that key: an expired member's tools answer MEMBERSHIP_EXPIRED as a tool error.
 */
export const mcpRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/mcp',
    { schema: { hide: true }, config: { access: { key: 'read' } } },
    async (request, reply) => {
      const key = bearerApiKey(request.headers.authorization) as string;
      const client = createYardstickClient({ baseUrl: SELF, apiKey: key, fetch: injectFetch(app) });
      const server = createYardstickMcpServer(client, ctx.config.version);
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
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      config: { access: { key: 'read' } },
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'POST').send(METHOD_NOT_ALLOWED),
    });
  }
};
