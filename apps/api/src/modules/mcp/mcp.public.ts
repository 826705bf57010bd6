/**
 * The mcp module's public face (decision 0025): what the app (its route table) and the stdio
 * command line (`npm run mcp`, mcp-cli.ts) use of the MCP server.
 */
export { createYardstickMcpServer } from './mcp-server.ts';
export { inProcess, overHttp } from './runners.ts';
export type { RouteTable } from './served-route.ts';
export type { CallRoute } from './tools.ts';
