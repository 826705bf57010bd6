import { randomUUID } from 'node:crypto';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createYardstickClient, type YardstickClient } from '@yardstick/client/client';
import { openAppDatabases } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { insertApiKey, revokeKey } from './modules/accounts/api-keys.repository.ts';
import { newApiKey } from './modules/accounts/api-keys.service.ts';
import { DEFAULT_DEMO_EMAIL } from './modules/accounts/demo-account.ts';
import { injectFetch } from './modules/mcp/inject-fetch.ts';
import { createYardstickMcpServer } from './modules/mcp/mcp-server.ts';

/**
 * `npm run mcp`: Yardstick's MCP server over stdio (docs/mcp.md), for an assistant that
 * starts it as a command. Two ways:
 *
 * - `YARDSTICK_URL` and `YARDSTICK_API_KEY` set: every tool calls that Yardstick's API with
 *   the key (a `read` key of the account made at /account/api-keys);
 * - neither: the local database of this checkout (DATABASE_URL, or the embedded one in
 *   DATA_DIR; the server must not be running on the embedded one, which one process opens at
 *   a time), acting as `MCP_ACCOUNT_EMAIL` (default: the demo account) through a `read` key
 *   made for this process and revoked when it ends; the API runs in this process, unheard.
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
let client: YardstickClient;
const cleanups: (() => Promise<void>)[] = [];

if (config.YARDSTICK_URL || config.YARDSTICK_API_KEY) {
  if (!config.YARDSTICK_URL || !config.YARDSTICK_API_KEY) {
    console.error('Set both YARDSTICK_URL and YARDSTICK_API_KEY (a read key), or neither.');
    process.exit(1);
  }
  client = createYardstickClient({
    baseUrl: config.YARDSTICK_URL,
    apiKey: config.YARDSTICK_API_KEY,
  });
} else {
  const databases = await openAppDatabases(config);
  const db = databases.primary.db;
  await migrateToLatest(db);
  const email = (config.MCP_ACCOUNT_EMAIL ?? config.DEMO_USER_EMAIL ?? DEFAULT_DEMO_EMAIL).trim();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (!user) {
    console.error(`No account ${email} in this database: set MCP_ACCOUNT_EMAIL.`);
    await databases.close();
    process.exit(1);
  }
  const { key, hash, prefix } = newApiKey();
  const id = randomUUID();
  await insertApiKey(
    db,
    { id, userId: user.id, name: 'MCP over stdio (this process)', scopes: ['read'], hash, prefix },
    new Date(),
  );
  const app = await buildApp({ config, database: databases.primary, readDatabase: databases.read });
  await app.ready();
  client = createYardstickClient({
    baseUrl: 'http://yardstick.local',
    apiKey: key,
    fetch: injectFetch(app),
  });
  cleanups.push(async () => {
    await revokeKey(db, user.id, id, new Date());
    await app.close();
    await databases.close();
  });
}

const server = createYardstickMcpServer(client, config.version);
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
