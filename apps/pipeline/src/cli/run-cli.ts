import { parseArgs } from 'node:util';
import { loadPipelineConfig, type PipelineConfig } from '../config.ts';
import { openMigratedDatabase } from '../open-database.ts';
import { UsageError, type Command, type CommandContext } from './command.ts';
import { COMMANDS } from './commands.ts';

/** Where a command's summary starts in the list `help` prints. */
const SUMMARY_COLUMN = 22;

function listEntry(command: Command): string {
  const head = `  ${command.synopsis}`;
  const [first = '', ...more] = command.summary.split('\n');
  const indent = ' '.repeat(SUMMARY_COLUMN);
  if (head.length + 2 > SUMMARY_COLUMN) {
    // Too long to share a line with its summary: the summary goes underneath.
    return [head, ...command.summary.split('\n').map((line) => `      ${line}`)].join('\n');
  }
  return [head.padEnd(SUMMARY_COLUMN) + first, ...more.map((line) => indent + line)].join('\n');
}

/** What `npm run data -- help` prints: every command of the registry. */
export function helpText(commands: readonly Command[] = COMMANDS): string {
  return `Usage: npm run data -- <command>\n\n${commands.map(listEntry).join('\n')}\n`;
}

/** The context of a command run from the terminal: process output, config read once. */
export function terminalContext(): CommandContext {
  let config: PipelineConfig | undefined;
  const context: CommandContext = {
    config: () => (config ??= loadPipelineConfig()),
    openDatabase: () => openMigratedDatabase(context.config()),
    stdout: process.stdout,
    stderr: process.stderr,
  };
  return context;
}

/**
 * `npm run data -- <command> [arguments]`: finds the command in the registry, parses its
 * options and runs it. Resolves to the exit status: 2 for a missing or unknown command, an
 * unknown option, a missing value or a UsageError (each with the usage), 0 after `--help`.
 */
export async function runCli(
  argv: readonly string[],
  context: CommandContext = terminalContext(),
  commands: readonly Command[] = COMMANDS,
): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    context.stdout.write(helpText(commands));
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    context.stderr.write(`Unknown command "${name}".\n\n${helpText(commands)}`);
    return 2;
  }

  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...command.options, help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: command.allowPositionals ?? false,
      strict: true,
    });
  } catch (error) {
    context.stderr.write(`${(error as Error).message}\n\n${command.usage}`);
    return 2;
  }
  if (parsed.values.help === true) {
    context.stdout.write(command.usage);
    return 0;
  }
  try {
    return await command.run(context, parsed.values, parsed.positionals);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    context.stderr.write(error.message ? `${error.message}\n\n${command.usage}` : command.usage);
    return 2;
  }
}
