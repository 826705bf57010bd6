/**
 * The alerts module's public face: the saved searches as the MCP tools call them (decision
 * 0025), the same service functions the routes call.
 */
export { listSavedSearches, savedSearchMatches } from './saved-searches.service.ts';
