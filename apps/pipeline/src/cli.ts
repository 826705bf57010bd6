import { runCli } from './cli/run-cli.ts';

/**
 * `npm run data -- <command>`: the data pipeline against the application's database
 * (DATABASE_URL, else PGlite in DATA_DIR), migrated first. The commands are listed in
 * cli/commands.ts (`npm run data -- help`); an unexpected error prints its message, exit 1.
 */
try {
  process.exitCode = await runCli(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
