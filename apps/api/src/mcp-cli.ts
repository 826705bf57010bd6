import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { openAppDatabases } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import {
  accountIdByEmail,
  DEFAULT_DEMO_EMAIL,
  sessionOfApiKey,
} from './modules/accounts/guards.ts';
import { issueKey, revokeLiveKey } from './modules/api-keys/api-keys.public.ts';
import {
  createYardstickMcpServer,
  inProcess,
  overHttp,
  type CallRoute,
  type RouteTable,
} from './modules/mcp/mcp.public.ts';

/**
 * `npm run mcp`: Yardstick's MCP server over stdio (docs/mcp.md), for an assistant that
 * starts it as a command. Two ways:
 *
 * - `YARDSTICK_URL` and `YARDSTICK_API_KEY` set: every tool calls its route of that
 *   Yardstick's API over HTTP with the key (a `read` key of the account made at
 *   /account/api-keys);
 * - neither: the local database of this checkout (DATABASE_URL, or the embedded one in
 *   DATA_DIR; the server must not be running on the embedded one, which one process opens at
 *   a time), acting as `MCP_ACCOUNT_EMAIL` (default: the demo account) through a `read` key
 *   made for this process and revoked when it ends: each tool calls its route's service in
 *   this process as the key's session, as `/mcp` does (decision 0025).
 *
 * stdout carries the protocol alone: nothing else is written there (the log is silenced).
 */
function readConfig(): Config {
  try {
    return { ...loadConfig(), LOG_LEVEL: 'silent' };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
let callRoute: CallRoute;
const cleanups: (() => Promise<void>)[] = [];

if (config.YARDSTICK_URL || config.YARDSTICK_API_KEY) {
  if (!config.YARDSTICK_URL || !config.YARDSTICK_API_KEY) {
    console.error('Set both YARDSTICK_URL and YARDSTICK_API_KEY (a read key), or neither.');
    process.exit(1);
  }
  callRoute = overHttp(config.YARDSTICK_URL, config.YARDSTICK_API_KEY);
} else {
  const databases = await openAppDatabases(config);
  await migrateToLatest(databases.primary.db);
  const ctx = { config, database: databases.primary, readDatabase: databases.read };
  const email = (config.MCP_ACCOUNT_EMAIL ?? config.DEMO_USER_EMAIL ?? DEFAULT_DEMO_EMAIL).trim();
  const userId = await accountIdByEmail(ctx, email);
  if (!userId) {
    console.error(`No account ${email} in this database: set MCP_ACCOUNT_EMAIL.`);
    await databases.close();
    process.exit(1);
  }
  const keys = { ctx, now: () => new Date() };
  const { id, key } = await issueKey(keys, userId, {
    name: 'MCP over stdio (this process)',
    scopes: ['read'],
  });
  const routes: RouteTable = new Map();
  const app = await buildApp(ctx, { routes });
  await app.ready();
  const session = await sessionOfApiKey(ctx, key);
  if (!session) throw new Error('The key made for this process was not found');
  callRoute = inProcess(ctx, routes, session);
  cleanups.push(async () => {
    await revokeLiveKey(keys, userId, id);
    await app.close();
    await databases.close();
  });
}

const server = createYardstickMcpServer(callRoute, config.version);
let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await server.close();
  for (const cleanup of cleanups) await cleanup();
  process.exit(0);
}
process.stdin.on('end', () => void close());
process.on('SIGINT', () => void close());
process.on('SIGTERM', () => void close());
await server.connect(new StdioServerTransport());
