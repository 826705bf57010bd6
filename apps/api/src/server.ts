import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { flushLog, quietStartup } from './lib/logger.ts';
import { emailBaseUrl, publicUrlWarning } from './lib/mail/base-url.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openAppDatabases } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { demoLoginMessage, ensureDemoAccount } from './modules/accounts/guards.ts';
import { superviseApiProcesses, type ListeningMessage } from './process-manager.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * One API process: config -> databases (primary migrated, read replica if any) -> app -> listen.
 * Under the process manager (API_PROCESSES > 1) it tells the primary when it listens, which
 * prints the banner once for all of them.
 */
async function runApiProcess(config: Config): Promise<void> {
  const databases = await openAppDatabases(config);
  const database = databases.primary;
  await migrateToLatest(database.db);
  const demoAccount = await ensureDemoAccount(database.db, config);
  const app = await buildApp({ config, database, readDatabase: databases.read }, { jobs: true });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await databases.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Under the process manager: a primary that is gone (killed outright) leaves no process behind.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

  // The banner (demo login, address) is printed whole, in one write, once the log's earlier
  // lines are out; the requests' logs follow it (lib/logger.ts quietStartup).
  await quietStartup(app.log, async () => {
    await app.listen({ port: config.PORT, host: config.HOST });
    const port = (app.server.address() as { port: number }).port;
    // The address the emails link to, which the banner prints (lib/mail/base-url.ts).
    const address = emailBaseUrl({ ...config, PORT: port });
    const warning = publicUrlWarning({ ...config, PORT: port });
    const replica = databases.read === database ? '' : ', reads on the replica';
    await flushLog(app.log);
    const banner =
      (demoAccount ? `${demoLoginMessage(demoAccount)}\n` : '') +
      (warning ? `\n${warning}\n` : '') +
      `\nYardstick is running at ${address}  (database: ${database.engine}${replica})\n\n`;
    if (cluster.isWorker) {
      const message: ListeningMessage = { type: 'yardstick:listening', banner };
      process.send?.(message);
    } else {
      process.stdout.write(banner);
    }
  });
}

const config = readConfig();
if (config.API_PROCESSES > 1 && cluster.isPrimary) {
  superviseApiProcesses(config.API_PROCESSES, {
    info: (message) => console.log(message),
    warn: (message) => console.warn(message),
  });
} else {
  await runApiProcess(config);
}
