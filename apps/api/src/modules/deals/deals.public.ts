/**
 * The deals module's public face: what the MCP tools call (decision 0025), the same service
 * functions the routes call.
 */
export { createDeal } from './deals.service.ts';
