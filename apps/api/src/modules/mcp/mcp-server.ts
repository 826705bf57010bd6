import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { DATA_ATTRIBUTIONS } from '@yardstick/core/attributions';
import { FIGURE_DEFINITIONS } from '@yardstick/core/methodology/definitions';
import { areaTool } from './area-tool.ts';
import { RouteRefusal } from './runners.ts';
import { ROUTE_TOOLS, type CallRoute, type Tool } from './tools.ts';

/**
 * Yardstick's MCP server (docs/mcp.md, decision 0025): the tools of tools.ts and
 * area-tool.ts, each answering its route's answer as structured content with the text
 * written from it; a refusal of the route (400 with a message per field, 403
 * MEMBERSHIP_EXPIRED, FORBIDDEN or API_KEY_SCOPE, 404) comes back as a tool error carrying
 * the API's status, code and messages. `callRoute` says how the routes are reached
 * (runners.ts): in process as the key's session, or over HTTP with the key.
 */
export const TOOLS: readonly Tool[] = [...ROUTE_TOOLS, areaTool];

/**
 * A refusal as a tool error: its code, status, message and field messages, as text only (a
 * client checks any structured content against the tool's output schema, errors included).
 */
function toolError(status: number, body: RouteRefusal['body']): CallToolResult {
  const fields = body.errors ? ` ${JSON.stringify(body.errors)}` : '';
  const code = body.code ?? 'ERROR';
  const text = `${code} (HTTP ${status}): ${body.message ?? 'the request failed'}${fields}`;
  return { isError: true, content: [{ type: 'text', text }] };
}

async function callTool(
  tool: Tool,
  args: Record<string, unknown>,
  callRoute: CallRoute,
): Promise<CallToolResult> {
  try {
    const answer = await tool.run(args, callRoute);
    const structured: Record<string, unknown> =
      typeof answer === 'object' && answer !== null && !Array.isArray(answer)
        ? Object.fromEntries(Object.entries(answer))
        : {};
    return {
      content: [{ type: 'text', text: tool.summary(structured) }],
      structuredContent: structured,
    };
  } catch (error) {
    if (error instanceof RouteRefusal) return toolError(error.status, error.body);
    throw error;
  }
}

export function createYardstickMcpServer(callRoute: CallRoute, version: string): McpServer {
  const server = new McpServer({ name: 'yardstick', version });
  const byName = new Map(TOOLS.map((t) => [t.name, t]));
  server.server.registerCapabilities({ tools: { listChanged: false } });
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema,
      outputSchema: t.outputSchema,
      annotations: { readOnlyHint: t.readOnly, destructiveHint: false },
    })),
  }));
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      return toolError(404, { code: 'NOT_FOUND', message: `No tool ${request.params.name}` });
    }
    return callTool(tool, request.params.arguments ?? {}, callRoute);
  });

  server.registerResource(
    'methodology',
    'yardstick://methodology',
    {
      title: 'How every figure is computed',
      description: 'The methodology of every figure Yardstick shows (the /methodology page)',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/markdown',
          text: FIGURE_DEFINITIONS.map(
            (d) =>
              `## ${d.title}\n\n${d.body.join('\n\n')}${d.formula ? `\n\n    ${d.formula}` : ''}`,
          ).join('\n\n'),
        },
      ],
    }),
  );

  server.registerResource(
    'data-sources',
    'yardstick://data-sources',
    {
      title: 'Data sources and licences',
      description: 'The open datasets behind the figures, with the attribution each licence asks',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/markdown',
          text: DATA_ATTRIBUTIONS.map(
            (a) =>
              `## ${a.dataset}\n\nPublisher: ${a.publisher}. Licence: ${a.licence}.\n\n` +
              `${a.attribution}\n\nUsed for: ${a.usedFor}`,
          ).join('\n\n'),
        },
      ],
    }),
  );

  return server;
}
