import { loadConfig } from '@yardstick/api/config';
import { openAppDatabase } from '@yardstick/api/db/database';
import { prepareData } from './prepare-data.ts';

/**
 * `npm run data -- prepare` (run by `npm start` before the server): see prepareData. Prints
 * the demo login when the demo dataset is in use.
 */
export async function run(args: string[]): Promise<number> {
  const quiet = args.includes('--quiet');
  const config = loadConfig();
  const handle = await openAppDatabase(config);
  try {
    const result = await prepareData(
      handle,
      config,
      quiet ? undefined : (line) => console.log(line),
    );
    if (result.account) {
      console.log(
        `\nDemo data in use. Sign in with the demo account:\n  Email:    ${result.account.email}\n` +
          `  Password: ${result.account.password}` +
          (result.account.passwordFile ? `\n  (kept in ${result.account.passwordFile})` : '') +
          '\n',
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}
