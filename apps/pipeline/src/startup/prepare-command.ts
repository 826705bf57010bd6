import { defineCommand } from '../cli/command.ts';

/** `npm run data -- prepare [--quiet]` (run by `npm start` before the server): see prepareData. */
export const command = defineCommand({
  name: 'prepare',
  synopsis: 'prepare',
  summary:
    'what npm start runs first: migrate, and on a database without real\n' +
    'data load the demo dataset; then derive whatever figures are missing',
  usage: `Usage: npm run data -- prepare [--quiet]

  What npm start runs first: migrate, and on a database without real data (unless
  DEMO_DATA=off) load the demo dataset; then derive whatever figures are missing or
  stale (a start cut short resumes here).

  --quiet     no progress lines
`,
  options: {
    quiet: { type: 'boolean', default: false },
  },
  async run({ config, openDatabase, stdout }, values) {
    const { prepareData } = await import('./prepare-data.ts');
    const handle = await openDatabase();
    try {
      await prepareData(
        handle,
        config(),
        values.quiet ? undefined : (line) => stdout.write(`${line}\n`),
      );
      return 0;
    } finally {
      await handle.close();
    }
  },
});
