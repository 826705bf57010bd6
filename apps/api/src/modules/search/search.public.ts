/** The search module's public face: the estimates page the MCP search tool calls (decision 0025). */
export { estimatesPage, type Viewer } from './search.service.ts';
