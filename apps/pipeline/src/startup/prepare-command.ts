import { loadPipelineConfig } from '../config.ts';
import { openAppDatabase } from '@yardstick/db/database';
import { prepareData } from './prepare-data.ts';

/** `npm run data -- prepare` (run by `npm start` before the server): see prepareData. */
export async function run(args: string[]): Promise<number> {
  const quiet = args.includes('--quiet');
  const config = loadPipelineConfig();
  const handle = await openAppDatabase(config);
  try {
    await prepareData(handle, config, quiet ? undefined : (line) => console.log(line));
    return 0;
  } finally {
    await handle.close();
  }
}
