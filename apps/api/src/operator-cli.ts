import { loadConfig } from './config.ts';
import { runOperator } from './operator-command.ts';

/** `npm run operator -- <command>` (operator-command.ts). */
const code = await runOperator(process.argv.slice(2), {
  config: loadConfig(),
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exitCode = code;
