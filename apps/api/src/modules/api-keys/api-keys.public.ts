/**
 * The api-keys module's public face: personal API keys (decision 0015). The module lies below
 * accounts and imports none of its files: accounts builds a request's session from
 * `liveApiKey` and registers `apiKeysRoutes`, handing them the signed-in owner.
 */
export { apiKeysRoutes } from './api-keys.routes.ts';
export {
  issueKey,
  liveApiKey,
  revokeLiveKey,
  type ApiKeysDeps,
  type KeyOwner,
  type LiveApiKey,
} from './api-keys.service.ts';
